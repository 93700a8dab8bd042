import type { ComponentType } from 'react';
import type { EditorStore } from '../store/EditorStore';
import type { KeyInput } from '../tools/toolTypes';

/** Where the shortcuts dialog lists an action (and the order of its sections). */
export type ActionGroup = 'Edit' | 'Draw' | 'Modify' | 'View' | 'Pages and files';

export const ACTION_GROUPS: readonly ActionGroup[] = ['Edit', 'Draw', 'Modify', 'View', 'Pages and files'];

/**
 * Where a key works: `editor` everywhere in the editor; `idle` only with no tool armed and no command running
 * (single letters: typing them otherwise is typing a command or a length); the others while that tool is armed.
 */
export type KeyContext = 'editor' | 'idle' | 'opening-tool' | 'door-tool' | 'symbol-tool';

/** One key (or key combination) that runs an action. */
export interface KeyBinding {
  /** KeyboardEvent.key, compared without case ('z', 'Delete', 'F8', '?'). */
  readonly key: string;
  /** KeyboardEvent.code instead of `key` (Shift+1 on any layout is 'Digit1'). */
  readonly code?: string;
  /** Ctrl on Windows and Linux, ⌘ on a Mac. */
  readonly ctrl?: boolean;
  /** true: only with Shift; false: only without; absent: either (arrow keys nudge further with Shift). */
  readonly shift?: boolean;
  readonly context?: KeyContext;
}

/** The page-level things an action may ask the screen for: absent when the screen does not offer them. */
export interface ActionHost {
  readonly save?: () => void;
  readonly openExport?: () => void;
  readonly openSendToProject?: () => void;
  /** Opens the file chooser of Import DXF…. */
  readonly importDxf?: () => void;
  readonly addPage?: () => void;
  readonly managePages?: () => void;
  readonly locateToolbar?: () => void;
}

/** What starts and runs the command line's commands (the editor's input owns it). */
export interface CommandStarter {
  /** Starts the named command (MOVE, STRETCH, …) with its prompts; false when it cannot start now. */
  startCommand(name: string): boolean;
  /** Puts down whatever runs (a tool's gesture, a command) before an action that changes the page. */
  interrupt(): void;
  /** Escape: closes the typed input, ends the command or the gesture, then puts the tool down. */
  cancel(): boolean;
}

/** How an action was asked for: its key (and which), a command typed at the command line, a button or menu. */
export interface RunHow {
  readonly from: 'key' | 'command' | 'button' | 'menu';
  readonly key?: KeyInput;
}

export interface ActionContext {
  readonly store: EditorStore;
  readonly commands: CommandStarter;
  readonly host: ActionHost;
}

/**
 * One editor action, declared once (Excalidraw's actions are the model): its label, icon, keys and command-line
 * names, when it can run and what it runs. The key handler, the command line, the toolbar, the Design Tools
 * panel, the right-click menu and the shortcuts dialog all read it.
 */
export interface EditorAction {
  readonly id: string;
  /** The button's or menu item's text (its accessible name). */
  readonly label: string;
  readonly group: ActionGroup;
  /** What the shortcuts dialog and tooltips say it does, when the label alone does not. */
  readonly description?: string;
  readonly icon?: ComponentType;
  readonly keys?: readonly KeyBinding[];
  /** How the keys read when several bindings are one idea ("Arrow keys"). */
  readonly keysLabel?: string;
  /** The command line's names: the AutoCAD command first (MOVE), then its aliases (M). */
  readonly command?: readonly string[];
  readonly enabled?: (ctx: ActionContext) => boolean;
  /** Runs it; false when it did nothing (the key is then left to the browser). */
  readonly run: (ctx: ActionContext, how?: RunHow) => boolean;
}

/**
 * A key or gesture the tools read themselves (typed lengths, the wheel, Tab between fields): listed in the
 * shortcuts dialog beside the actions, never dispatched by the key handler.
 */
export interface InputGesture {
  readonly keys: string;
  readonly description: string;
  readonly group: ActionGroup;
}
