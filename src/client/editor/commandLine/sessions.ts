import { createElements, deleteElements } from '../../../core/commands/createDelete';
import { copySelection, mirrorElements, pasteElements } from '../../../core/commands/editing';
import { fillet, offsetLine } from '../../../core/commands/lineTools';
import { moveElements } from '../../../core/commands/move';
import type { CommandResult } from '../../../core/commands/result';
import { rotateElementsAbout } from '../../../core/commands/rotate';
import { scaleElements } from '../../../core/commands/scale';
import { stretchedElement, stretchElements } from '../../../core/commands/stretch';
import { extendAt, PICK_A_LINE, trimAt } from '../../../core/commands/trimExtend';
import type { Box } from '../../../core/geometry/box';
import { boxFromCorners } from '../../../core/geometry/box';
import { lineEndpoints } from '../../../core/geometry/elementGeometry';
import type { WorldPoint } from '../../../core/geometry/point';
import { worldPoint } from '../../../core/geometry/point';
import { isUsableMarquee } from '../../../core/geometry/selection';
import { cadAngle, parseTypedInput, resolveTypedPoint } from '../../../core/input/typedInput';
import type { DrawingElement } from '../../../core/model/elements';
import { isLineLike } from '../../../core/model/elements';
import { createDefaultText } from '../../../core/model/factories';
import type { Page } from '../../../core/model/page';
import { finalizeElement } from '../../../core/model/snapPoints';
import { parseLength } from '../../../core/units';
import { openArrayDialog } from '../store/arrayActions';
import type { EditorStore } from '../store/EditorStore';
import { defaultTextHeight } from '../store/textHeight';
import { draftPoint } from '../tools/drafting/draftPoint';
import { FIRST_POINT_HINT } from '../tools/drafting/drawingCommand';
import type { ToolContext } from '../tools/StateMachine';
import type { ToolEvent } from '../tools/toolTypes';
import { DRAG_THRESHOLD_PX, HIT_TOLERANCE_PX, screenDistance } from '../tools/toolTypes';

/*
 * The command line's modify commands (AutoCAD's MOVE, COPY, ROTATE, …) as sequences of steps: select objects
 * (or take the selection made before), then points, angles, factors or picked objects, each with its prompt.
 * Every step takes a click (object snaps, ortho and polar apply) or a typed entry; the last step runs one core
 * command through the store (one undo step, the plan kept connected).
 */

/**
 * A keyword a step takes besides its answer, as AutoCAD's bracketed options ("[Copy/Reference]"): typed whole or
 * by its first letters, it sets `flag`; `next` goes on to the following step (which may be one that only runs
 * with the flag), otherwise the same step asks again.
 */
export interface StepOption {
  readonly word: string;
  readonly flag: string;
  readonly next?: boolean;
  /** Said on the command line when chosen. */
  readonly note?: string;
}

/** One thing a command asks for, with the prompt that says so. */
export type Step = (
  | { readonly kind: 'select'; readonly prompt: string; readonly crossing?: boolean }
  | {
      readonly kind: 'point';
      readonly prompt: string;
      /** The rubber band (and ortho, polar, typed distances) run from the point answered at this step. */
      readonly from?: number;
      /** Enter with nothing typed uses the first point as the displacement (AutoCAD's MOVE and COPY). */
      readonly displacement?: boolean;
    }
  | { readonly kind: 'angle'; readonly prompt: string; readonly from: number }
  | { readonly kind: 'factor'; readonly prompt: string }
  | { readonly kind: 'length'; readonly prompt: string }
  | { readonly kind: 'pick'; readonly prompt: string; readonly accept: (el: DrawingElement) => boolean }
  /** Only a keyword answers it; Enter takes none (the default the prompt names). */
  | { readonly kind: 'choice'; readonly prompt: string }
) & {
  readonly options?: readonly StepOption[];
  /** The step runs only when an earlier option set this flag (ROTATE's Reference angles). */
  readonly onlyWith?: string;
};

/** What the steps answered so far. */
export interface Answers {
  readonly ids: readonly string[];
  /** The last crossing window (STRETCH). */
  readonly window: Box | null;
  /** By step: a point, a number, or a picked element and where it was picked. */
  readonly values: readonly (
    WorldPoint | number | { readonly id: string; readonly at: WorldPoint } | undefined
  )[];
  /** The options chosen (Copy, Reference, erase the source). */
  readonly flags: ReadonlySet<string>;
}

/** What a command's last step does: run a core command, open something, or refuse with a message. */
export interface Finish {
  /** The core command to run; none when the command did its work itself (opened the Array dialog). */
  readonly command?: (page: Page) => CommandResult;
  /** The step to go back to for another (COPY's next copy, OFFSET's next line); absent: the command ends. */
  readonly again?: number;
  /** Elements to select afterwards. */
  readonly select?: (result: CommandResult) => readonly string[] | null;
}

export interface CommandSpec {
  readonly name: string;
  readonly steps: readonly Step[];
  finish(answers: Answers, store: EditorStore): Finish | string;
}

/** How a session reports to the command line. */
export interface SessionHost {
  readonly ctx: ToolContext;
  log(text: string, kind: 'message' | 'error'): void;
  /** The session is over (finished or cancelled). */
  end(): void;
}

const point = (answers: Answers, i: number): WorldPoint => answers.values[i] as WorldPoint;
const number = (answers: Answers, i: number): number => answers.values[i] as number;
const picked = (answers: Answers, i: number) => answers.values[i] as { id: string; at: WorldPoint };

const SELECT: Step = { kind: 'select', prompt: 'Select objects (click or window), then Enter:' };
const BASE: Step = { kind: 'point', prompt: 'Specify base point:' };
const SECOND: Step = {
  kind: 'point',
  prompt: 'Specify second point or <use first point as displacement>:',
  from: 1,
  displacement: true,
};

const displacement = (a: Answers): { dx: number; dy: number } => {
  const base = point(a, 1);
  const to = a.values[2];
  // Enter at the second point: the base point's coordinates are the displacement.
  if (to === undefined) return { dx: base.x, dy: base.y };
  const p = to as WorldPoint;
  return { dx: p.x - base.x, dy: p.y - base.y };
};

const lineLike = (el: DrawingElement) => isLineLike(el);

const COPY_OPTION: StepOption = { word: 'Copy', flag: 'copy', note: 'A copy of the selected objects.' };
const REFERENCE_OPTION: StepOption = { word: 'Reference', flag: 'reference', next: true };

/**
 * Runs `op` on the selection, or (the Copy option) on a copy of it made in the same undo step, the originals
 * left where they are.
 */
function onSelectionOrCopy(
  page: Page,
  a: Answers,
  store: EditorStore,
  op: (page: Page, ids: readonly string[]) => CommandResult,
): CommandResult {
  if (!a.flags.has('copy')) return op(page, a.ids);
  const pasted = pasteElements(page, { elements: copySelection(page, a.ids), dx: 0, dy: 0, ids: store.ids });
  if (!pasted.ok) return pasted;
  const result = op(pasted.page, pasted.added ?? []);
  return result.ok ? { ...result, description: `${result.description} (copy)` } : result;
}

export const COMMAND_SPECS: Readonly<Record<string, CommandSpec>> = {
  MOVE: {
    name: 'MOVE',
    steps: [SELECT, BASE, SECOND],
    finish: (a) => ({ command: (p) => moveElements(p, { ids: a.ids, ...displacement(a) }) }),
  },
  COPY: {
    name: 'COPY',
    steps: [SELECT, BASE, { ...SECOND, prompt: 'Specify second point (Enter ends):', displacement: false }],
    finish: (a, store) => ({
      command: (p) => {
        const { dx, dy } = displacement(a);
        return pasteElements(p, { elements: copySelection(p, a.ids), dx, dy, ids: store.ids });
      },
      again: 2,
    }),
  },
  ROTATE: {
    name: 'ROTATE',
    steps: [
      SELECT,
      BASE,
      {
        kind: 'angle',
        prompt: 'Specify rotation angle (degrees, counter-clockwise) or [Copy/Reference]:',
        from: 1,
        options: [COPY_OPTION, REFERENCE_OPTION],
      },
      { kind: 'angle', prompt: 'Specify the reference angle:', from: 1, onlyWith: 'reference' },
      { kind: 'angle', prompt: 'Specify the new angle:', from: 1, onlyWith: 'reference' },
    ],
    finish: (a, store) => {
      // Reference: the objects turn from the angle they lie at to the one given (AutoCAD's ROTATE R).
      const ccw = a.flags.has('reference') ? number(a, 4) - number(a, 3) : number(a, 2);
      return {
        // Typed and picked angles are counter-clockwise with Y up; the core turns clockwise on screen.
        command: (p) =>
          onSelectionOrCopy(p, a, store, (page, ids) =>
            rotateElementsAbout(page, { ids, pivot: point(a, 1), degrees: -ccw }),
          ),
      };
    },
  },
  SCALE: {
    name: 'SCALE',
    steps: [
      SELECT,
      BASE,
      {
        kind: 'factor',
        prompt: 'Specify scale factor or [Copy/Reference]:',
        options: [COPY_OPTION, REFERENCE_OPTION],
      },
      { kind: 'length', prompt: 'Specify reference length:', onlyWith: 'reference' },
      { kind: 'length', prompt: 'Specify new length:', onlyWith: 'reference' },
    ],
    finish: (a, store) => {
      // Reference: a length measured on the drawing becomes the length typed (a plan traced at the wrong scale).
      const factor = a.flags.has('reference') ? number(a, 4) / number(a, 3) : number(a, 2);
      return {
        command: (p) =>
          onSelectionOrCopy(p, a, store, (page, ids) =>
            scaleElements(page, { ids, anchor: point(a, 1), sx: factor, sy: factor }),
          ),
      };
    },
  },
  STRETCH: {
    name: 'STRETCH',
    steps: [
      { kind: 'select', prompt: 'Select objects to stretch by crossing-window, then Enter:', crossing: true },
      BASE,
      SECOND,
    ],
    finish: (a) => {
      const window = a.window;
      if (!window) return 'Stretch needs a crossing window around the points to move.';
      return { command: (p) => stretchElements(p, { ids: a.ids, window, ...displacement(a) }) };
    },
  },
  MIRROR: {
    name: 'MIRROR',
    steps: [
      SELECT,
      { kind: 'point', prompt: 'Specify first point of mirror line:' },
      { kind: 'point', prompt: 'Specify second point of mirror line:', from: 1 },
      {
        kind: 'choice',
        prompt: 'Erase source objects? [Yes/No] <No>:',
        options: [
          { word: 'Yes', flag: 'erase', next: true },
          { word: 'No', flag: 'keep', next: true },
        ],
      },
    ],
    finish: (a, store) => ({
      command: (p) =>
        mirrorElements(p, {
          ids: a.ids,
          a: point(a, 1),
          b: point(a, 2),
          keepOriginal: !a.flags.has('erase'),
          newIds: store.ids,
        }),
    }),
  },
  OFFSET: {
    name: 'OFFSET',
    steps: [
      { kind: 'length', prompt: 'Specify offset distance:' },
      { kind: 'pick', prompt: 'Select object to offset (Enter ends):', accept: lineLike },
      { kind: 'point', prompt: 'Specify point on side to offset:' },
    ],
    finish: (a, store) => {
      const { id } = picked(a, 1);
      const side = point(a, 2);
      return {
        command: (p) => {
          const el = p.elements.find((e) => e.id === id);
          if (!el || !isLineLike(el)) return { ok: false, error: PICK_A_LINE };
          const [s, e] = lineEndpoints(el);
          // Positive offsets go to the right of the line's direction on screen (offsetLine's rule).
          const right = (side.x - s.x) * -(e.y - s.y) + (side.y - s.y) * (e.x - s.x);
          const d = number(a, 0);
          return offsetLine(p, { ids: [id], newId: store.ids, distance: right >= 0 ? d : -d });
        },
        again: 1,
      };
    },
  },
  TRIM: {
    name: 'TRIM',
    steps: [{ kind: 'pick', prompt: 'Select the part to trim (Enter ends):', accept: lineLike }],
    finish: (a, store) => {
      const { id, at } = picked(a, 0);
      return { command: (p) => trimAt(p, { id, at, newId: store.ids }), again: 0 };
    },
  },
  EXTEND: {
    name: 'EXTEND',
    steps: [{ kind: 'pick', prompt: 'Select the end to extend (Enter ends):', accept: lineLike }],
    finish: (a) => {
      const { id, at } = picked(a, 0);
      return { command: (p) => extendAt(p, { id, at }), again: 0 };
    },
  },
  FILLET: {
    name: 'FILLET',
    steps: [
      { kind: 'pick', prompt: 'Select first object:', accept: lineLike },
      { kind: 'pick', prompt: 'Select second object:', accept: lineLike },
    ],
    finish: (a) => ({ command: (p) => fillet(p, { ids: [picked(a, 0).id, picked(a, 1).id] }) }),
  },
  ERASE: {
    name: 'ERASE',
    steps: [SELECT],
    finish: (a) => ({ command: (p) => deleteElements(p, { ids: a.ids }), select: () => [] }),
  },
  ARRAY: {
    name: 'ARRAY',
    steps: [SELECT],
    finish: (_a, store) => (openArrayDialog(store) ? {} : 'Select what to array first.'),
  },
  TEXT: {
    name: 'TEXT',
    steps: [{ kind: 'point', prompt: 'Specify start point of text:' }],
    finish: (a, store) => {
      const at = point(a, 0);
      const text = finalizeElement({
        ...createDefaultText(store.ids, store.random, defaultTextHeight(store)),
        x: at.x,
        y: at.y,
      });
      return {
        command: (p) => createElements(p, { elements: [text] }),
        select: () => {
          store.startTextEdit(text.id);
          return [text.id];
        },
      };
    },
  },
};

/** Elements STRETCH draws stretched while the second point is given; the rest still stretch when it is. */
const STRETCH_PREVIEW_LIMIT = 2000;

/** "Y or N": a choice's keywords by their first letters. */
const optionKeys = (step: Step): string => (step.options ?? []).map((o) => o.word.charAt(0)).join(' or ');

/** A typed number: degrees or a factor, with an optional leading `<` for an angle. */
function typedNumber(text: string): number | null {
  const t = text.trim().replace(/^</, '').replace(/°$/, '');
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** A running command: its steps answered one after another. */
export class StepSession {
  private step = 0;
  private values: Answers['values'][number][] = [];
  private flags = new Set<string>();
  private ids: readonly string[] = [];
  private window: Box | null = null;
  private press: ToolEvent | null = null;

  constructor(
    readonly spec: CommandSpec,
    private readonly host: SessionHost,
  ) {}

  private get store(): EditorStore {
    return this.host.ctx.store;
  }

  private get current(): Step | undefined {
    return this.spec.steps[this.step];
  }

  get name(): string {
    return this.spec.name;
  }

  get prompt(): string {
    return this.current?.prompt ?? '';
  }

  /** What a typed entry at the cursor answers now: a point, a number, or nothing (selecting, picking). */
  get takesTyped(): boolean {
    const kind = this.current?.kind;
    return kind === 'point' || kind === 'angle' || kind === 'factor' || kind === 'length';
  }

  /** Starts: a selection made before the command answers its "Select objects" (AutoCAD's noun-verb order). */
  begin(): void {
    const first = this.current;
    const selection = this.store.getState().selection;
    if (first?.kind === 'select' && !first.crossing && selection.length > 0) {
      this.ids = selection;
      this.host.log(`${selection.length} found`, 'message');
      this.advance();
    } else if (first?.kind === 'select' && first.crossing) this.store.clearSelection();
  }

  private advance(): void {
    this.step++;
    // Steps of an option not chosen are passed over (ROTATE's reference angles after a typed angle).
    while (this.current?.onlyWith !== undefined && !this.flags.has(this.current.onlyWith)) this.step++;
    this.press = null;
    if (this.step < this.spec.steps.length) return;
    const answers = { ids: this.ids, window: this.window, values: this.values, flags: this.flags };
    const finish = this.spec.finish(answers, this.store);
    this.store.cancelMove();
    this.store.clearOverlay();
    if (typeof finish === 'string') {
      this.host.log(finish, 'error');
      this.host.end();
      return;
    }
    if (finish.command) {
      const result = this.store.execute(finish.command);
      const select = result.ok ? finish.select?.(result) : null;
      if (select) this.store.select(select);
      // The objects the command worked on are let go once it is done, as AutoCAD does.
      else if (result.ok && finish.again === undefined && this.spec.steps[0]?.kind === 'select')
        this.store.clearSelection();
    }
    if (finish.again === undefined) {
      this.host.end();
      return;
    }
    this.step = finish.again;
    this.values = this.values.slice(0, finish.again);
  }

  /**
   * A keyword typed at the prompt (C, Copy, R, Y): true when the step offers it. The first letters that tell
   * the step's options apart are enough, as in AutoCAD.
   */
  option(text: string): boolean {
    const wanted = text.trim().toUpperCase();
    const options = this.current?.options ?? [];
    if (wanted === '') return false;
    const hits = options.filter((o) => o.word.toUpperCase().startsWith(wanted));
    const chosen = hits.length === 1 ? hits[0] : undefined;
    if (!chosen) return false;
    this.flags.add(chosen.flag);
    if (chosen.note) this.host.log(chosen.note, 'message');
    if (chosen.next) {
      this.values[this.step] = undefined;
      this.advance();
    }
    return true;
  }

  private answer(value: Answers['values'][number]): void {
    this.values[this.step] = value;
    this.advance();
  }

  /** The point the pointer gives at a point step: snapped, and from the step's rubber band origin. */
  private pointAt(e: ToolEvent): { point: WorldPoint; from: WorldPoint | null } {
    const step = this.current;
    const from =
      step && (step.kind === 'point' || step.kind === 'angle') && step.from !== undefined
        ? (this.values[step.from] as WorldPoint)
        : null;
    const d = draftPoint(this.store, e.world, {
      from,
      shift: e.shift,
      directional: from !== null,
      tracker: this.host.ctx.tracker,
    });
    this.store.setOverlay({ ...d.overlay, guide: from ? { a: from, b: d.point } : d.overlay.guide });
    this.host.ctx.band = from ? d.point : null;
    return { point: d.point, from };
  }

  pointerDown(e: ToolEvent): void {
    if (e.button === 0) this.press = e;
  }

  pointerMove(e: ToolEvent): void {
    this.host.ctx.cursor = e;
    const step = this.current;
    if (!step) return;
    if (step.kind === 'select') {
      const press = this.press;
      if (press && screenDistance(press, e) > DRAG_THRESHOLD_PX) {
        const box = boxFromCorners(press.world, e.world);
        this.store.setOverlay({ marquee: isUsableMarquee(box) ? box : null });
      }
      return;
    }
    if (step.kind === 'point' || step.kind === 'angle') {
      const { point, from } = this.pointAt(e);
      if (step.kind !== 'point' || !from || step.displacement === undefined) return;
      // STRETCH's second point: the caught elements are drawn stretched; MOVE's and COPY's: the selection follows.
      if (this.spec.name === 'STRETCH') this.previewStretch(point.x - from.x, point.y - from.y);
      else this.store.previewMove(this.store.selectionWithGroups(), point.x - from.x, point.y - from.y);
    }
  }

  /** STRETCH's elements as the second point would leave them, dashed (a few thousand at most: a preview). */
  private previewStretch(dx: number, dy: number): void {
    const window = this.window;
    if (!window) return;
    const index = this.store.getIndex();
    const previews: DrawingElement[] = [];
    for (const id of this.ids.slice(0, STRETCH_PREVIEW_LIMIT)) {
      const el = index.get(id);
      if (el) previews.push(stretchedElement(el, window, dx, dy));
    }
    this.store.setOverlay({ previews });
  }

  pointerUp(e: ToolEvent): void {
    const step = this.current;
    const press = this.press;
    this.press = null;
    if (!step || e.button !== 0) return;
    if (step.kind === 'select') {
      if (press && screenDistance(press, e) > DRAG_THRESHOLD_PX)
        this.selectBox(press, e, step.crossing ?? false);
      else if (step.crossing) this.host.log('Drag a crossing window around the points to move.', 'error');
      else this.selectAt(e);
      return;
    }
    if (step.kind === 'point') this.answer(this.pointAt(e).point);
    else if (step.kind === 'angle') {
      const { point, from } = this.pointAt(e);
      if (from && (point.x !== from.x || point.y !== from.y)) this.answer(cadAngle(from, point));
    } else if (step.kind === 'pick') this.pickAt(e, step);
    else if (step.kind === 'choice') this.host.log(`Type ${optionKeys(step)} (Enter: the default).`, 'error');
    else this.host.log(step.kind === 'factor' ? 'Type the scale factor.' : 'Type the distance.', 'error');
  }

  private hit(e: ToolEvent): string | null {
    const zoom = this.store.getState().camera.zoom;
    return this.store.getIndex().hitTest(e.world, HIT_TOLERANCE_PX / zoom);
  }

  private selectAt(e: ToolEvent): void {
    const id = this.hit(e);
    if (!id) return;
    const selection = this.store.getState().selection;
    const next = e.shift ? selection.filter((s) => s !== id) : [...selection.filter((s) => s !== id), id];
    this.store.select(next);
    this.host.log(`${next.length} found`, 'message');
  }

  /**
   * A window: from left to right it takes what lies wholly inside, from right to left (a crossing window) what it
   * touches. STRETCH always crosses and keeps the window: the points inside it move.
   */
  private selectBox(press: ToolEvent, e: ToolEvent, crossing: boolean): void {
    const box = boxFromCorners(press.world, e.world);
    this.store.clearOverlay();
    const index = this.store.getIndex();
    const touching = index.marquee(box);
    const leftToRight = e.world.x >= press.world.x;
    const ids =
      crossing || !leftToRight
        ? touching
        : touching.filter((id) => {
            const b = index.boundsOf(id);
            return (
              b !== undefined &&
              b.minX >= box.minX &&
              b.maxX <= box.maxX &&
              b.minY >= box.minY &&
              b.maxY <= box.maxY
            );
          });
    if (crossing) {
      // Only the last crossing window counts (AutoCAD's STRETCH): its points are the ones that move.
      this.window = box;
      this.store.select(ids);
    } else {
      const seen = new Set(this.store.getState().selection);
      this.store.select([...this.store.getState().selection, ...ids.filter((id) => !seen.has(id))]);
    }
    this.host.log(`${this.store.getState().selection.length} found`, 'message');
  }

  private pickAt(e: ToolEvent, step: Extract<Step, { kind: 'pick' }>): void {
    const id = this.hit(e);
    const el = id ? this.store.getIndex().get(id) : undefined;
    if (!id || !el || !step.accept(el)) {
      this.host.log(PICK_A_LINE, 'error');
      return;
    }
    this.answer({ id, at: e.world });
  }

  /** A typed entry at the cursor (Enter): a point, an angle, a factor or a distance. Null when used. */
  typed(text: string): string | null {
    const step = this.current;
    if (!step) return null;
    const unit = this.store.getState().unit;
    if (step.kind === 'angle' || step.kind === 'factor') {
      const n = typedNumber(text);
      if (n === null)
        return step.kind === 'angle' ? 'Type an angle in degrees, such as 90.' : 'Type a number, such as 2.';
      if (step.kind === 'factor' && !(n > 0)) return 'The scale factor must be above 0.';
      this.answer(n);
      return null;
    }
    if (step.kind === 'length') {
      const r = parseLength(text, unit);
      if (!r.ok) return r.error;
      if (!(r.px > 0)) return 'The distance must be more than zero.';
      this.answer(r.px);
      return null;
    }
    if (step.kind === 'choice') return `Type ${optionKeys(step)}.`;
    if (step.kind !== 'point') return 'Click to pick here.';
    const parsed = parseTypedInput(text, unit);
    if (!parsed.ok) return parsed.error;
    const input = parsed.value;
    const from = step.from !== undefined ? (this.values[step.from] as WorldPoint) : null;
    if (!from) {
      if (input.kind === 'absolute') {
        this.answer(worldPoint(input.x, -input.y));
        return null;
      }
      const snap = this.store.getState().overlay.snap;
      if (!snap) return FIRST_POINT_HINT;
      const p = resolveTypedPoint(input, snap, this.host.ctx.band ?? this.host.ctx.cursor?.world ?? snap);
      this.answer(p ? worldPoint(p.x, p.y) : snap);
      return null;
    }
    // Along the rubber band as it is shown (ortho and polar applied), from the step's first point.
    const cursor = this.host.ctx.band ?? this.host.ctx.cursor?.world ?? from;
    const p = resolveTypedPoint(input, from, cursor);
    if (!p) return 'Type a distance, length<angle, @dx,dy or #x,y.';
    this.answer(worldPoint(p.x, p.y));
    return null;
  }

  /** Enter or Space with nothing typed: ends the selection, takes the default, or ends a repeating command. */
  enter(): void {
    const step = this.current;
    if (!step) return;
    if (step.kind === 'select') {
      if (this.store.getState().selection.length === 0) {
        this.host.log('Nothing selected.', 'error');
        this.cancel();
        return;
      }
      this.ids = this.store.getState().selection;
      this.advance();
      return;
    }
    if (step.kind === 'choice') {
      // Enter takes the default the prompt names in angle brackets.
      this.advance();
      return;
    }
    if (step.kind === 'point' && step.displacement) {
      // The second point left unanswered: the first point is the displacement.
      this.values.length = this.step;
      this.advance();
      return;
    }
    this.cancel();
  }

  cancel(): void {
    this.store.cancelMove();
    this.store.clearOverlay();
    this.host.ctx.band = null;
    this.host.end();
  }
}
