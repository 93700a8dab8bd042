import type { WorldPoint } from '../../../core/geometry/point';
import type { TypedInput } from '../../../core/input/typedInput';
import type { EditorStore } from '../store/EditorStore';
import type { SnapTracker } from './drafting/snapTracker';
import type { ToolEvent } from './toolTypes';

/** What every state can reach: the store and the pointer's press (origin) of the running gesture. */
export interface ToolContext {
  readonly store: EditorStore;
  /** The press that started the current gesture. */
  origin: ToolEvent | null;
  /** The last pointer position over the canvas. */
  cursor: ToolEvent | null;
  /**
   * The end of the rubber band as last shown (object snaps, ortho and polar applied): a typed length runs along
   * it, so what the user sees is what a typed distance follows. Null while no band is shown.
   */
  band: WorldPoint | null;
  /** Segments the cursor passed over, for extension and parallel snaps. */
  readonly tracker: SnapTracker;
}

/** One state of a tool (one file each). Handlers not overridden ignore the event. */
export abstract class ToolState<Name extends string, M extends StateMachine<Name> = StateMachine<Name>> {
  abstract readonly name: Name;

  constructor(protected readonly tool: M) {}

  protected get store(): EditorStore {
    return this.tool.ctx.store;
  }

  onEnter(_event: ToolEvent | null): void {}
  onExit(): void {}
  onPointerDown(_event: ToolEvent): void {}
  onPointerMove(_event: ToolEvent): void {}
  onPointerUp(_event: ToolEvent): void {}
  /** Escape. Returns true when it cancelled something (a gesture); false lets the tool itself be cleared. */
  onCancel(): boolean {
    return false;
  }
  /** A typed entry was committed with Enter: null when used, else why it cannot be used here. */
  onTyped(_input: TypedInput): string | null {
    return 'Typed input applies while drawing: pick a drawing tool first.';
  }
}

/**
 * A tool as a small state machine (the tldraw model): it forwards each event to its current state, and
 * states move it on with `transition`.
 */
export class StateMachine<Name extends string> {
  private readonly states = new Map<Name, ToolState<Name, StateMachine<Name>>>();
  private current: ToolState<Name, StateMachine<Name>> | null = null;

  constructor(
    readonly ctx: ToolContext,
    private readonly initial: Name,
  ) {}

  add(...states: ToolState<Name, StateMachine<Name>>[]): this {
    for (const s of states) this.states.set(s.name, s);
    return this;
  }

  get state(): Name {
    return this.active.name;
  }

  private get active(): ToolState<Name, StateMachine<Name>> {
    if (!this.current) this.current = this.states.get(this.initial) ?? null;
    if (!this.current) throw new Error(`Tool has no state ${this.initial}`);
    return this.current;
  }

  transition(name: Name, event: ToolEvent | null = null): void {
    const next = this.states.get(name);
    if (!next) throw new Error(`Tool has no state ${name}`);
    this.active.onExit();
    this.current = next;
    next.onEnter(event);
  }

  pointerDown(e: ToolEvent): void {
    this.active.onPointerDown(e);
  }

  pointerMove(e: ToolEvent): void {
    this.active.onPointerMove(e);
  }

  pointerUp(e: ToolEvent): void {
    this.active.onPointerUp(e);
  }

  cancel(): boolean {
    return this.active.onCancel();
  }

  typed(input: TypedInput): string | null {
    return this.active.onTyped(input);
  }

  /** Back to the initial state, cancelling whatever runs (the tool was switched). */
  reset(): void {
    if (this.active.name !== this.initial) {
      this.active.onCancel();
      if (this.active.name !== this.initial) this.transition(this.initial);
    }
  }
}
