import { EDITOR_ACTIONS } from '../actions/registry';
import type { ActionContext, EditorAction } from '../actions/types';
import type { EditorStore } from '../store/EditorStore';
import type { CommandLogLine } from '../store/editorState';
import type { ToolContext } from '../tools/StateMachine';
import { IDLE_PROMPT } from './prompts';
import { COMMAND_SPECS, StepSession } from './sessions';

/** Lines the command line keeps (the bar shows the last few). */
const LOG_LINES = 6;

export const unknownCommand = (name: string): string =>
  `Unknown command "${name}". Press ? for the list of commands.`;

/** The action a command name or alias (any case) runs, or null. */
export function actionForCommand(name: string): EditorAction | null {
  const wanted = name.trim().toUpperCase();
  if (wanted === '') return null;
  return EDITOR_ACTIONS.find((a) => a.command?.includes(wanted)) ?? null;
}

/** Whether some command name or alias starts with `text` (so typing on may still name a command). */
export const startsACommand = (text: string): boolean => {
  const t = text.toUpperCase();
  return EDITOR_ACTIONS.some((a) => a.command?.some((c) => c.startsWith(t)));
};

/** What the command line needs from the editor's input. */
export interface CommandLineHost {
  readonly store: EditorStore;
  readonly ctx: ToolContext;
  actionContext(): ActionContext;
  /** Puts down the armed tool's gesture and the tool (a command typed over it takes over). */
  putDownTool(): void;
}

/**
 * AutoCAD's command line: letters typed at the cursor (or in the command bar) name a command; Enter or Space runs
 * it, or repeats the last one when nothing is typed; a running command asks for what it needs next (its prompt)
 * and takes clicks and typed entries until it is done. Unknown names are said to be unknown.
 */
export class CommandLine {
  session: StepSession | null = null;

  constructor(private readonly host: CommandLineHost) {}

  private get store(): EditorStore {
    return this.host.store;
  }

  get text(): string {
    return this.store.getState().commandLine.text;
  }

  /** Brings the prompt up to date: the running command's, or the armed tool's, or "Command:". */
  syncPrompt(toolPrompt: string | null): void {
    const prompt = this.session
      ? `${this.session.name}  ${this.session.prompt}`
      : (toolPrompt ?? IDLE_PROMPT);
    this.store.setCommandLine({ prompt });
  }

  log(text: string, kind: CommandLogLine['kind']): void {
    const log = [...this.store.getState().commandLine.log, { text, kind }].slice(-LOG_LINES);
    this.store.setCommandLine({ log });
  }

  /** The command bar's field was edited (typed or pasted there): its text is the command being typed. */
  setText(text: string): void {
    this.store.setCommandLine({ text: text.trim(), pending: false });
  }

  /**
   * A letter typed at the cursor. After a key's action ran on the first letter (D armed Add Door), a letter that
   * makes a longer command name (DI) undoes it; one that does not is left to the armed tool (false).
   */
  typeLetter(letter: string): boolean {
    const { text, pending } = this.store.getState().commandLine;
    const next = `${text}${letter.toUpperCase()}`;
    if (pending) {
      if (!startsACommand(next)) {
        this.store.setCommandLine({ text: '', pending: false });
        return false;
      }
      this.host.putDownTool();
    }
    this.store.setCommandLine({ text: next, pending: false });
    return true;
  }

  /** The first letter ran its key's action and armed a tool: typing on may still turn it into a command name. */
  startPending(letter: string): void {
    this.store.setCommandLine({ text: letter.toUpperCase(), pending: true });
  }

  backspace(): void {
    this.store.setCommandLine({ text: this.text.slice(0, -1), pending: false });
  }

  clearText(): boolean {
    if (this.text === '') return false;
    this.store.setCommandLine({ text: '', pending: false });
    return true;
  }

  /** Enter or Space: runs the typed command, or repeats the last one when nothing is typed. */
  submit(): boolean {
    const { text, pending, last } = this.store.getState().commandLine;
    if (pending) return this.clearText();
    this.store.setCommandLine({ text: '' });
    // At a prompt that offers options, letters are one of them (C for Copy) before they are a command name.
    if (this.session && text !== '' && this.session.option(text)) return true;
    const name = text === '' ? last : text;
    if (!name) return false;
    const action = actionForCommand(name);
    if (!action) {
      this.log(unknownCommand(name.toUpperCase()), 'error');
      return true;
    }
    this.run(action, name);
    return true;
  }

  /** Runs the command an action is (typed by its name or alias, or repeated). */
  private run(action: EditorAction, typed: string): void {
    const canonical = action.command?.[0] ?? typed.toUpperCase();
    const ctx = this.host.actionContext();
    if (action.enabled && !action.enabled(ctx)) {
      this.log(`${canonical}: not available now.`, 'error');
      return;
    }
    this.log(`Command: ${canonical}`, 'command');
    this.store.setCommandLine({ last: canonical });
    if (!COMMAND_SPECS[canonical]) this.host.putDownTool();
    action.run(ctx, { from: 'command' });
  }

  /** Starts a command of prompts and steps (MOVE, STRETCH, …); false for a name that is not one. */
  start(name: string): boolean {
    const spec = COMMAND_SPECS[name];
    if (!spec) return false;
    this.end();
    this.host.putDownTool();
    this.store.setCommandLine({ last: name });
    const session = new StepSession(spec, {
      ctx: this.host.ctx,
      log: (text, kind) => this.log(text, kind),
      end: () => {
        if (this.session === session) this.session = null;
        this.store.setCommandLine({ text: '' });
        this.store.clearOverlay();
      },
    });
    this.session = session;
    session.begin();
    return true;
  }

  /** Ends the running command (Escape, or another command started). */
  end(): boolean {
    const session = this.session;
    if (!session) return false;
    this.session = null;
    session.cancel();
    this.log('*Cancel*', 'message');
    return true;
  }
}
