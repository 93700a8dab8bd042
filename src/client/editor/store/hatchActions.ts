import { designPlotRatio } from '../../../core/annotation/plotSize';
import type { HatchChoice, HatchStyle } from '../../../core/commands/hatches';
import { defaultPatternScale, hatchAreaAt, hatchElements, pocheWalls } from '../../../core/commands/hatches';
import type { Point } from '../../../core/geometry/point';
import type { EditorStore } from './EditorStore';

/*
 * Hatching in the editor (issue 13 item 7) over the store's public surface: the pattern the next hatch takes
 * (chosen in the Hatch menu, per editor), and the three ways to make one — the selection's closed shapes, a click
 * inside an area, the walls' poché. Each is one undo step; the new hatches are selected so the properties panel
 * shows their pattern, scale and angle.
 */

const chosen = new WeakMap<EditorStore, HatchChoice>();

export const hatchPattern = (store: EditorStore): HatchChoice => chosen.get(store) ?? 'ANSI31';

export function setHatchPattern(store: EditorStore, pattern: HatchChoice): void {
  chosen.set(store, pattern);
}

/** The chosen pattern at the scale that reads on paper at the design's plot scale. */
export function hatchStyle(store: EditorStore, pattern: string = hatchPattern(store)): HatchStyle {
  const ratio = designPlotRatio(store.getIndex().extent(), store.getState().unit);
  return { pattern, patternScale: defaultPatternScale(pattern, ratio), patternAngle: 0 };
}

function selectAdded(store: EditorStore, before: number): void {
  const page = store.page;
  if (page) store.select(page.elements.slice(before).map((el) => el.id));
}

/** Hatch selection: one hatch per selected closed shape, room or wall. Returns the refusal, if any. */
export function hatchSelection(store: EditorStore): string | null {
  const before = store.page?.elements.length ?? 0;
  const ids = store.getState().selection;
  const r = store.execute((page) => hatchElements(page, { ids, style: hatchStyle(store) }, store.ids));
  if (r.ok) selectAdded(store, before);
  return r.ok ? null : r.error;
}

/** Wall poché: the selected walls (or every wall) filled solid or with ANSI31 (the menu's pattern when it is one). */
export function pocheSelectedWalls(store: EditorStore): string | null {
  const before = store.page?.elements.length ?? 0;
  const pattern = hatchPattern(store) === 'SOLID' ? 'SOLID' : 'ANSI31';
  const ids = store.getState().selection;
  const r = store.execute((page) => pocheWalls(page, { ids, style: hatchStyle(store, pattern) }, store.ids));
  if (r.ok) selectAdded(store, before);
  return r.ok ? null : r.error;
}

/** The Hatch tool's click: the area around `at` filled. */
export function hatchArea(store: EditorStore, at: Point): string | null {
  const before = store.page?.elements.length ?? 0;
  const r = store.execute((page) => hatchAreaAt(page, { at, style: hatchStyle(store) }, store.ids));
  if (r.ok) selectAdded(store, before);
  return r.ok ? null : r.error;
}
