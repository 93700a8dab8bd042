import type { ScreenPoint } from '../../../core/geometry/point';
import { parseTypedInput } from '../../../core/input/typedInput';
import { screenToWorld } from '../../../core/viewport';
import * as editing from '../store/editingActions';
import { SnapTracker } from './drafting/snapTracker';
import { composeTyped, openTypedEntry, TYPED_START } from './drafting/typedEntry';
import type { EditorStore } from '../store/EditorStore';
import { cancelCalibration, moveCalibrationPointer, pickCalibrationPoint } from '../store/underlayActions';
import {
  cancelPickingCenter,
  isPickingArrayCenter,
  openArrayDialog,
  pickArrayCenter,
} from '../store/arrayActions';
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
import { HatchTool } from './hatch/HatchTool';
import { SymbolTool } from './symbol/SymbolTool';
import type { KeyInput, PointerInput, ToolEvent } from './toolTypes';
import { isSymbolTool, symbolOfTool } from '../store/editorState';
import { HIT_TOLERANCE_PX } from './toolTypes';

type ToolKind =
  'select' | 'shape' | 'line' | 'pencil' | 'measure' | 'room' | 'opening' | 'dimension' | 'hatch' | 'symbol';

const MIDDLE_BUTTON = 1;

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * Routes input to the armed tool's state machine. It owns what no tool owns: middle-button panning, wheel
 * zoom and the keyboard shortcuts. The DOM (or a test) calls it with screen points; it converts them to
 * world points with the store's camera.
 */
export class EditorInput {
  readonly ctx: ToolContext;
  private readonly machines: Record<ToolKind, StateMachine<string>>;
  private readonly opening: OpeningTool;
  private readonly symbolTool: SymbolTool;
  private activeKind: ToolKind = 'select';
  private panLast: ScreenPoint | null = null;

  constructor(readonly store: EditorStore) {
    this.ctx = { store, origin: null, cursor: null, tracker: new SnapTracker() };
    this.opening = new OpeningTool(this.ctx);
    this.symbolTool = new SymbolTool(this.ctx);
    this.machines = {
      select: new SelectTool(this.ctx),
      shape: new ShapeTool(this.ctx),
      line: new LineTool(this.ctx),
      pencil: new PencilTool(this.ctx),
      measure: new MeasureTool(this.ctx),
      room: new RoomTool(this.ctx),
      opening: this.opening,
      dimension: new DimensionTool(this.ctx),
      hatch: new HatchTool(this.ctx),
      symbol: this.symbolTool,
    };
  }

  private kindOf(): ToolKind {
    const tool = this.store.getState().tool;
    if (tool === null) return 'select';
    if (tool === 'line' || tool === 'wall' || tool === 'divider') return 'line';
    if (tool === 'free-pencil') return 'pencil';
    if (tool === 'measure') return 'measure';
    if (tool === 'room') return 'room';
    if (tool === 'door' || tool === 'window') return 'opening';
    if (tool === 'dimension') return 'dimension';
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
    // An open inline text input is left alone: the press moves the focus away and the input's blur commits
    // what was typed (closing the input here would drop it).
    this.machine.pointerDown(this.event(p));
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
    this.machine.pointerMove(this.event(p));
  }

  pointerUp(p: PointerInput): void {
    if (this.panLast) {
      if (p.button === MIDDLE_BUTTON) this.panLast = null;
      return;
    }
    if (this.store.getState().calibration || this.store.getState().arrayDialog) return;
    this.machine.pointerUp(this.event(p));
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
    return true;
  }

  /** Escape: cancels the running gesture (restoring what it changed), else disarms the tool. */
  cancel(): boolean {
    if (this.store.getState().typed) {
      this.store.setTyped(null);
      return true;
    }
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

  /** Keyboard shortcuts; returns true when the key was used (the caller then prevents the default). */
  keyDown(k: KeyInput): boolean {
    if (this.store.getState().editingTextId) return false;
    const mod = k.ctrl || k.meta;
    const key = k.key.toLowerCase();
    if (key === 'escape') return this.cancel();
    if (k.key === 'F3') {
      this.store.setDrafting({ objectSnap: !this.store.getState().drafting.objectSnap });
      return true;
    }
    if (k.key === 'F8') {
      this.store.setDrafting({ ortho: !this.store.getState().drafting.ortho });
      return true;
    }
    if (k.key === 'F10') {
      this.store.setDrafting({ polar: !this.store.getState().drafting.polar });
      return true;
    }
    // Placing a symbol: R or Space turns it.
    if (this.kindOf() === 'symbol' && this.machine.state === 'placing' && this.symbolTool.key(k)) return true;
    // A drawing tool armed: typing a length or a point opens the input at the cursor with that key.
    if (
      !mod &&
      this.store.getState().tool &&
      this.store.getState().tool !== 'free-pencil' &&
      this.store.getState().tool !== 'measure' &&
      this.store.getState().tool !== 'room' &&
      this.store.getState().tool !== 'hatch' &&
      TYPED_START.test(k.key)
    ) {
      const at = this.ctx.cursor?.screen ?? null;
      const entry = openTypedEntry(k.key, at ?? { x: 0, y: 0 });
      this.store.setTyped(this.kindOf() === 'opening' ? { ...entry, second: 'width' } : entry);
      return true;
    }
    if (!mod && openingKey(this.store, this.opening, k, this.kindOf() === 'opening')) return true;
    if (mod && key === 'z') {
      this.machine.reset();
      if (k.shift) this.store.redo();
      else this.store.undo();
      return true;
    }
    if (mod && key === 'y') {
      this.machine.reset();
      this.store.redo();
      return true;
    }
    if (mod && !k.shift && (key === 'c' || key === 'x' || key === 'v' || key === 'd' || key === 'a')) {
      this.machine.reset();
      if (key === 'c') return editing.copy(this.store) > 0;
      if (key === 'x') return editing.cut(this.store) > 0;
      if (key === 'v') return editing.paste(this.store);
      if (key === 'd') return editing.duplicate(this.store);
      editing.selectAll(this.store);
      return true;
    }
    const arrow = ARROWS[k.key];
    if (!mod && arrow && this.store.getState().selection.length > 0) {
      this.machine.reset();
      return editing.nudge(this.store, arrow[0], arrow[1], k.shift);
    }
    if (!mod && k.shift && (k.code === 'Digit1' || k.key === '!')) {
      this.store.zoomToDrawing();
      return true;
    }
    if (!mod && k.shift && (k.code === 'Digit2' || (k.key === '@' && !this.store.getState().tool))) {
      editing.zoomToSelection(this.store);
      return true;
    }
    if (!mod && !k.shift && key === 'a' && !this.store.getState().tool) {
      this.machine.reset();
      return openArrayDialog(this.store);
    }
    if (!mod && k.key === '?') {
      this.store.setHelpOpen(true);
      return true;
    }
    if (!mod && (key === 'delete' || key === 'backspace')) {
      if (this.store.getState().selection.length === 0) return false;
      this.machine.reset();
      this.store.deleteSelection();
      return true;
    }
    return false;
  }
}
