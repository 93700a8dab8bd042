import type { ScreenPoint } from '../../../core/geometry/point';
import { parseTypedInput } from '../../../core/input/typedInput';
import { screenToWorld } from '../../../core/viewport';
import { actionForKey } from '../actions/keys';
import { EDITOR_ACTIONS } from '../actions/registry';
import type { ActionContext, ActionHost, KeyContext } from '../actions/types';
import { CommandLine } from '../commandLine/CommandLine';
import { toolPrompt } from '../commandLine/prompts';
import { SnapTracker } from './drafting/snapTracker';
import { composeTyped, editTypedEntry, openTypedEntry, TYPED_START } from './drafting/typedEntry';
import type { EditorStore } from '../store/EditorStore';
import { cancelCalibration, moveCalibrationPointer, pickCalibrationPoint } from '../store/underlayActions';
import { cancelPickingCenter, isPickingArrayCenter, pickArrayCenter } from '../store/arrayActions';
import type { ToolContext } from './StateMachine';
import type { StateMachine } from './StateMachine';
import { SelectTool } from './select/SelectTool';
import { snapPoint } from './snapping';
import { ShapeTool } from './shape/ShapeTool';
import { LineTool } from './line/LineTool';
import { PencilTool } from './pencil/PencilTool';
import { MeasureTool } from './measure/MeasureTool';
import { RoomTool } from './room/RoomTool';
import { OpeningTool } from './opening/OpeningTool';
import { DimensionTool } from './dimension/DimensionTool';
import { commitOpeningEntry, openingKey } from './opening/openingKeys';
import { PolylineTool } from './polyline/PolylineTool';
import { HatchTool } from './hatch/HatchTool';
import { SymbolTool } from './symbol/SymbolTool';
import type { KeyInput, PointerInput, ToolEvent } from './toolTypes';
import { isSymbolTool, MEASURE_FROM_LABELS, symbolOfTool } from '../store/editorState';
import { HIT_TOLERANCE_PX } from './toolTypes';

type ToolKind =
  | 'select'
  | 'shape'
  | 'line'
  | 'polyline'
  | 'pencil'
  | 'measure'
  | 'room'
  | 'opening'
  | 'dimension'
  | 'hatch'
  | 'symbol';

const MIDDLE_BUTTON = 1;

/** A letter typed at the cursor names a command (AutoCAD's command line). */
const LETTER = /^[a-z]$/i;

/** Tools whose typed lengths and distances measure to the centre line or a face of a wall. */
const MEASURING_TOOLS: ReadonlySet<string> = new Set([
  'wall',
  'divider',
  'door',
  'window',
  'dimension',
  'dimension-linear',
]);

/** Tools that take a typed length or point at the cursor (the others have nothing to type). */
const TYPING_TOOLS: ReadonlySet<ToolKind> = new Set([
  'shape',
  'line',
  'polyline',
  'opening',
  'dimension',
  'symbol',
]);

/**
 * Routes input to the armed tool's state machine. It owns what no tool owns: middle-button panning, wheel
 * zoom and the keyboard shortcuts. The DOM (or a test) calls it with screen points; it converts them to
 * world points with the store's camera.
 */
export class EditorInput {
  readonly ctx: ToolContext;
  readonly commandLine: CommandLine;
  private readonly machines: Record<ToolKind, StateMachine<string>>;
  private readonly opening: OpeningTool;
  private readonly symbolTool: SymbolTool;
  private readonly polyline: PolylineTool;
  private activeKind: ToolKind = 'select';
  private panLast: ScreenPoint | null = null;
  /** What the screen offers the actions (saving, exporting, pages); none in tests and stories. */
  private host: ActionHost = {};

  constructor(readonly store: EditorStore) {
    this.ctx = { store, origin: null, cursor: null, band: null, tracker: new SnapTracker() };
    this.opening = new OpeningTool(this.ctx);
    this.symbolTool = new SymbolTool(this.ctx);
    this.polyline = new PolylineTool(this.ctx);
    this.commandLine = new CommandLine({
      store,
      ctx: this.ctx,
      actionContext: () => this.actionContext,
      putDownTool: () => {
        this.machine.reset();
        this.store.setTyped(null);
        this.store.setTool(null);
      },
    });
    this.machines = {
      select: new SelectTool(this.ctx),
      shape: new ShapeTool(this.ctx),
      line: new LineTool(this.ctx),
      polyline: this.polyline,
      pencil: new PencilTool(this.ctx),
      measure: new MeasureTool(this.ctx),
      room: new RoomTool(this.ctx),
      opening: this.opening,
      dimension: new DimensionTool(this.ctx),
      hatch: new HatchTool(this.ctx),
      symbol: this.symbolTool,
    };
  }

  /** The screen's part of the actions (the workspace sets it; tests and stories leave it empty). */
  setHost(host: ActionHost): void {
    this.host = host;
  }

  /** What every action runs with: the store, the command line (as the command starter) and the screen. */
  get actionContext(): ActionContext {
    return {
      store: this.store,
      host: this.host,
      commands: {
        startCommand: (name) => this.commandLine.start(name),
        interrupt: () => this.interrupt(),
        cancel: () => this.cancel(),
      },
    };
  }

  /** Ends whatever runs (a command, a tool's gesture, the typed input) before an action changes the page. */
  private interrupt(): void {
    this.commandLine.end();
    this.commandLine.clearText();
    this.store.setTyped(null);
    this.machine.reset();
  }

  private kindOf(): ToolKind {
    const tool = this.store.getState().tool;
    if (tool === null) return 'select';
    if (tool === 'line' || tool === 'wall' || tool === 'divider') return 'line';
    if (tool === 'polyline') return 'polyline';
    if (tool === 'free-pencil') return 'pencil';
    if (tool === 'measure') return 'measure';
    if (tool === 'room') return 'room';
    if (tool === 'door' || tool === 'window') return 'opening';
    if (tool === 'dimension' || tool === 'dimension-linear') return 'dimension';
    if (tool === 'hatch') return 'hatch';
    if (isSymbolTool(tool)) return 'symbol';
    return 'shape';
  }

  /** The armed tool's machine; a tool switched since the last event starts from its first state. */
  private get machine(): StateMachine<string> {
    const kind = this.kindOf();
    const tool = this.store.getState().tool;
    if (tool && isSymbolTool(tool)) this.symbolTool.use(symbolOfTool(tool));
    if (kind !== this.activeKind) {
      this.machines[this.activeKind].reset();
      this.machines[kind].reset();
      this.activeKind = kind;
      this.ctx.tracker.clear();
    }
    return this.machines[kind];
  }

  /** `select.dragging`, `line.awaiting_end`, … : where the input stands (tests and the dev hook read it). */
  get stateName(): string {
    const kind = this.kindOf();
    return `${kind}.${this.machines[kind].state}`;
  }

  get isPanning(): boolean {
    return this.panLast !== null;
  }

  private event(p: PointerInput): ToolEvent {
    return { ...p, world: screenToWorld(this.store.getState().camera, p.screen) };
  }

  pointerDown(p: PointerInput): void {
    if (p.button === MIDDLE_BUTTON) {
      this.panLast = p.screen;
      return;
    }
    // Calibrating an underlay: a click picks a point, whatever tool was armed (no element is touched).
    if (this.store.getState().calibration) {
      if (p.button === 0) pickCalibrationPoint(this.store, this.event(p).world);
      return;
    }
    // Picking the polar array's centre: the click is the centre, whatever tool was armed.
    if (isPickingArrayCenter(this.store)) {
      if (p.button === 0) pickArrayCenter(this.store, snapPoint(this.store, this.event(p).world).point);
      return;
    }
    // A key's letter shown as the start of a command name (D armed Add Door) is let go once the user clicks on.
    if (this.store.getState().commandLine.pending) this.commandLine.clearText();
    const session = this.commandLine.session;
    if (session) session.pointerDown(this.event(p));
    // An open inline text input is left alone: the press moves the focus away and the input's blur commits
    // what was typed (closing the input here would drop it).
    else this.machine.pointerDown(this.event(p));
    this.syncPrompt();
  }

  pointerMove(p: PointerInput): void {
    if (this.panLast) {
      this.store.pan(p.screen.x - this.panLast.x, p.screen.y - this.panLast.y);
      this.panLast = p.screen;
      return;
    }
    if (this.store.getState().calibration) {
      moveCalibrationPointer(this.store, this.event(p).world);
      return;
    }
    if (isPickingArrayCenter(this.store)) return;
    const session = this.commandLine.session;
    if (session) session.pointerMove(this.event(p));
    else this.machine.pointerMove(this.event(p));
  }

  pointerUp(p: PointerInput): void {
    if (this.panLast) {
      if (p.button === MIDDLE_BUTTON) this.panLast = null;
      return;
    }
    if (this.store.getState().calibration || this.store.getState().arrayDialog) return;
    const session = this.commandLine.session;
    if (session) session.pointerUp(this.event(p));
    else this.machine.pointerUp(this.event(p));
    this.syncPrompt();
  }

  /** The command bar's prompt follows the running command or the armed tool's state. */
  private syncPrompt(): void {
    const { tool, drafting } = this.store.getState();
    if (tool === null) {
      this.commandLine.syncPrompt(null);
      return;
    }
    // Tools that measure along walls say what they measure to (the drafting bar's Measure from).
    const measures = MEASURING_TOOLS.has(tool) ? ` [${MEASURE_FROM_LABELS[drafting.measureFrom]}]` : '';
    this.commandLine.syncPrompt(`${toolPrompt(tool, this.stateName)}${measures}`);
  }

  /** Wheel: zoom one step about the pointer. */
  wheel(at: ScreenPoint, deltaY: number): void {
    this.store.zoomAtPointer(at, deltaY);
  }

  /** A double click on a text opens its inline input. */
  doubleClick(at: ScreenPoint): void {
    const { camera } = this.store.getState();
    const id = this.store.getIndex().hitTest(screenToWorld(camera, at), HIT_TOLERANCE_PX / camera.zoom);
    if (id) this.store.startTextEdit(id);
  }

  /** The topmost element under a screen point (the context menu selects it). */
  elementAt(at: ScreenPoint): string | null {
    const { camera } = this.store.getState();
    return this.store.getIndex().hitTest(screenToWorld(camera, at), HIT_TOLERANCE_PX / camera.zoom);
  }

  /**
   * Enter in the input at the cursor: the armed tool takes the typed entry. A refused entry keeps the input open
   * with the reason under it; a used one closes it (the next key opens it again for the next point).
   */
  commitTyped(): boolean {
    const typed = this.store.getState().typed;
    if (!typed) return false;
    const session = this.commandLine.session;
    if (session) {
      const error = session.typed(composeTyped(typed));
      this.store.setTyped(error ? { ...typed, error } : null);
      this.syncPrompt();
      return error === null;
    }
    if (typed.second === 'width' && this.kindOf() === 'opening')
      return commitOpeningEntry(this.opening, typed);
    const parsed = parseTypedInput(composeTyped(typed), this.store.getState().unit);
    if (!parsed.ok) {
      this.store.setTyped({ ...typed, error: parsed.error });
      return false;
    }
    const error = this.machine.typed(parsed.value);
    if (error) {
      this.store.setTyped({ ...typed, error });
      return false;
    }
    this.store.setTyped(null);
    this.syncPrompt();
    return true;
  }

  /** Escape: cancels the running gesture (restoring what it changed), else disarms the tool. */
  cancel(): boolean {
    const done = this.cancelOne();
    this.syncPrompt();
    return done;
  }

  private cancelOne(): boolean {
    if (this.commandLine.clearText()) return true;
    if (this.store.getState().typed) {
      this.store.setTyped(null);
      return true;
    }
    if (this.commandLine.end()) return true;
    if (this.store.getState().calibration) {
      cancelCalibration(this.store);
      return true;
    }
    if (isPickingArrayCenter(this.store)) {
      cancelPickingCenter(this.store);
      return true;
    }
    if (this.machine.cancel()) return true;
    if (this.store.getState().tool !== null) {
      this.store.setTool(null);
      return true;
    }
    return false;
  }

  /** The key contexts that hold now (see actions/types.ts KeyContext). */
  private keyContexts(): Set<KeyContext> {
    const contexts = new Set<KeyContext>(['editor']);
    const tool = this.store.getState().tool;
    if (tool === null && !this.commandLine.session) contexts.add('idle');
    if (tool === 'door' || tool === 'window') contexts.add('opening-tool');
    if (tool === 'door') contexts.add('door-tool');
    if (this.kindOf() === 'symbol') contexts.add('symbol-tool');
    return contexts;
  }

  /** Whether a typed length or point at the cursor goes somewhere now (a drawing tool, or a command's step). */
  private takesTyped(): boolean {
    const session = this.commandLine.session;
    if (session) return session.takesTyped;
    return this.store.getState().tool !== null && TYPING_TOOLS.has(this.kindOf());
  }

  /** Keyboard shortcuts and the command line; returns true when the key was used (the caller then prevents the default). */
  keyDown(k: KeyInput): boolean {
    const used = this.handleKey(k);
    this.syncPrompt();
    return used;
  }

  private handleKey(k: KeyInput): boolean {
    if (this.store.getState().editingTextId) return false;
    const mod = k.ctrl || k.meta;
    const cl = this.commandLine;
    // A command name being typed at the cursor takes letters, Backspace, Enter and Space.
    if (!mod && cl.text !== '') {
      if (k.key === 'Enter' || k.key === ' ') return cl.submit();
      if (k.key === 'Backspace') {
        cl.backspace();
        return true;
      }
      if (LETTER.test(k.key) && cl.typeLetter(k.key)) return true;
      if (k.key !== 'Escape' && !LETTER.test(k.key)) cl.clearText();
    }
    // Placing a symbol: R or Space turns it.
    if (this.kindOf() === 'symbol' && this.machine.state === 'placing' && this.symbolTool.key(k)) return true;
    // A polyline being drawn: C closes it.
    if (
      !mod &&
      this.kindOf() === 'polyline' &&
      k.key.toLowerCase() === 'c' &&
      this.polyline.points.length > 0
    )
      return this.polyline.finish(true);
    // Typing a length or a point opens the input at the cursor with that key.
    if (!mod && TYPED_START.test(k.key) && this.takesTyped()) {
      const at = this.ctx.cursor?.screen ?? null;
      const entry = openTypedEntry(k.key, at ?? { x: 0, y: 0 });
      const opening = !cl.session && this.kindOf() === 'opening';
      this.store.setTyped(opening ? { ...entry, second: 'width' } : entry);
      return true;
    }
    if (!mod && this.kindOf() === 'opening' && openingKey(this.store, this.opening, k, true)) return true;
    const hit = actionForKey(EDITOR_ACTIONS, k, this.keyContexts());
    if (hit) {
      const ctx = this.actionContext;
      if (hit.action.enabled && !hit.action.enabled(ctx)) return false;
      const idleLetter = hit.binding.context === 'idle' && LETTER.test(k.key);
      const used = hit.action.run(ctx, { from: 'key', key: k });
      // D armed Add Door: typing on (DI, DLI) may still name a command.
      if (used && idleLetter && this.store.getState().tool !== null) cl.startPending(k.key);
      return used;
    }
    if (mod) return false;
    // Enter or Space: a running command's default (end the selection, use the first point…), a tool's end
    // (a polyline, a chain), or the last command again.
    if (k.key === 'Enter' || k.key === ' ') {
      if (cl.session) {
        cl.session.enter();
        return true;
      }
      if (this.store.getState().tool !== null) return this.finishTool();
      return cl.submit();
    }
    // Any other letter starts a command name at the cursor.
    if (LETTER.test(k.key) && !k.shift) return cl.typeLetter(k.key);
    return false;
  }

  /**
   * Enter in the command bar's field: a command name or alias runs; at a prompt that takes a point or a length,
   * what was typed there is that entry (AutoCAD's command line takes both); nothing typed is Enter at the cursor.
   */
  submitCommandText(text: string): void {
    const t = text.trim();
    const cl = this.commandLine;
    if (t === '' || /^[a-z]+$/i.test(t)) {
      cl.setText(t);
      this.keyDown({ key: 'Enter', ctrl: false, meta: false, shift: false });
      return;
    }
    cl.clearText();
    if (!this.takesTyped()) {
      cl.log(`"${t}" is not a command; type a command name such as MOVE or M.`, 'error');
      return;
    }
    const entry = openTypedEntry(t.charAt(0), this.ctx.cursor?.screen ?? { x: 0, y: 0 });
    this.store.setTyped(editTypedEntry(entry, t));
    this.commitTyped();
    // A refused entry stays open at the cursor with the reason; the bar says it too.
    const error = this.store.getState().typed?.error;
    if (error) cl.log(error, 'error');
  }

  /** Enter with a tool armed: a polyline ends; a chain of typed segments ends; the tool stays armed. */
  private finishTool(): boolean {
    if (this.kindOf() === 'polyline') return this.polyline.finish(false) || true;
    return this.machine.cancel();
  }
}
