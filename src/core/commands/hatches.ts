import { boxOfPoints } from '../geometry/box';
import { roomOutline, signedArea } from '../geometry/buildingGeometry';
import { elementPath, elementVertices, ellipseIsFull } from '../geometry/elementGeometry';
import type { Point } from '../geometry/point';
import { pointInPolygon } from '../geometry/segment';
import { enclosedOutline } from '../geometry/roomDetect';
import { drawnWalls } from '../geometry/wallDrawing';
import type { DrawingElement, HatchElement } from '../model/elements';
import type { IdSource } from '../model/ids';
import type { Page } from '../model/page';
import { finalizeElement } from '../model/snapPoints';
import { createElements } from './createDelete';
import { mapElements, plural } from './pageEdit';
import type { CommandResult } from './result';
import { done, fail } from './result';

/**
 * Hatches made in the editor (issue 13 item 7): an area or a wall's band filled solid, with ANSI31 (the
 * 45° lines of a cut section) or AR-CONC (concrete). Hatches keep their own boundary (a copy of the outline they
 * were made from), as a DXF HATCH without associativity does.
 */

/** The patterns the editor offers, in the order the menu lists them. */
export const HATCH_CHOICES = ['SOLID', 'ANSI31', 'AR-CONC'] as const;
export type HatchChoice = (typeof HATCH_CHOICES)[number];

export const HATCH_LABELS: Record<HatchChoice, string> = {
  SOLID: 'Solid',
  ANSI31: 'ANSI31 (45° lines)',
  'AR-CONC': 'Concrete (AR-CONC)',
};

export const NOTHING_TO_HATCH =
  'Select closed shapes, rooms or walls to hatch: rectangles, polygons, circles, closed polylines.';
export const NO_AREA_HERE = 'No closed area here: click inside walls or a closed shape.';

/**
 * The pattern scale that plots as acad.pat intends at the design's plot scale 1:ratio: ANSI31's lines 1/32" apart
 * on paper (1 1/2" in the model at 1/4" = 1'-0", four lines across a 6" wall); AR-CONC is drawn in model inches.
 */
export function defaultPatternScale(pattern: string, ratio: number): number {
  if (pattern.toUpperCase() === 'ANSI31') return Math.max(1, ratio / 4);
  return 1;
}

/** The closed outline an element encloses, in world units, or null (open or without area). */
export function closedOutlineOf(el: DrawingElement): Point[] | null {
  let outline: Point[] | null = null;
  switch (el.type) {
    case 'rectangle':
    case 'square':
    case 'triangle':
    case 'right-triangle':
    case 'equilateral-triangle':
    case 'polygon':
    case 'wall':
    case 'divider':
      outline = elementVertices(el);
      break;
    case 'room':
      outline = roomOutline(el);
      break;
    case 'circle':
      outline = elementPath(el).points;
      break;
    case 'ellipse':
      outline = ellipseIsFull(el) ? elementPath(el).points : null;
      break;
    case 'polyline':
      outline = el.closed ? elementPath(el).points : null;
      break;
    default:
      outline = null;
  }
  return outline && outline.length >= 3 && Math.abs(signedArea(outline)) > 0 ? outline : null;
}

export interface HatchStyle {
  readonly pattern: string;
  readonly patternScale: number;
  readonly patternAngle: number;
}

/** A hatch filling `loops` (world units; the first the boundary, the others islands), stored relative to their box. */
export function createHatch(
  loops: readonly (readonly Point[])[],
  style: HatchStyle,
  ids: IdSource,
): HatchElement {
  const box = boxOfPoints(loops.flat());
  return finalizeElement({
    id: ids(),
    type: 'hatch',
    x: box.minX,
    y: box.minY,
    rotation: 0,
    loops: loops.map((loop) => loop.map((p) => ({ x: p.x - box.minX, y: p.y - box.minY }))),
    pattern: style.pattern,
    patternScale: style.patternScale,
    patternAngle: style.patternAngle,
  }) as HatchElement;
}

/**
 * One hatch per selected closed element (rectangles, polygons, circles, closed polylines and ellipses, rooms,
 * wall and divider bands), each on its element's layer. They go on top of the page: fills are drawn before all line
 * work, so the hatch's own fill covers the wall's grey band or the room's tint and the outlines stay over it.
 */
export function hatchElements(
  page: Page,
  args: { readonly ids: readonly string[]; readonly style: HatchStyle },
  ids: IdSource,
): CommandResult {
  const wanted = new Set(args.ids);
  const hatches: HatchElement[] = [];
  for (const el of page.elements) {
    if (!wanted.has(el.id)) continue;
    const outline = closedOutlineOf(el);
    if (!outline) continue;
    const h = createHatch([outline], args.style, ids);
    hatches.push(el.layer === undefined ? h : { ...h, layer: el.layer });
  }
  if (hatches.length === 0) return fail(NOTHING_TO_HATCH);
  const r = createElements(page, { elements: hatches });
  return r.ok ? done(r.page, `Hatch ${plural(hatches.length, 'element')}`) : r;
}

/**
 * Wall poché: the selected walls filled (solid or ANSI31), or every wall of the page when no wall is selected:
 * one hatch per wall over its outline as drawn — joined at L, T and X junctions and cut at its doors and
 * windows — so neighbouring walls' fills tile instead of overlapping at corners and openings stay clear.
 */
export function pocheWalls(
  page: Page,
  args: { readonly ids: readonly string[]; readonly style: HatchStyle },
  ids: IdSource,
): CommandResult {
  const selected = new Set(args.ids);
  const walls = page.elements.filter((el) => el.type === 'wall');
  const chosen = walls.some((w) => selected.has(w.id)) ? walls.filter((w) => selected.has(w.id)) : walls;
  if (chosen.length === 0) return fail('There are no walls to fill.');
  const drawn = drawnWalls(page.elements);
  const hatches: HatchElement[] = [];
  for (const wall of chosen) {
    const loops = drawn.get(wall.id)?.polygons ?? [];
    if (loops.length === 0) continue;
    const h = createHatch(loops, args.style, ids);
    hatches.push(wall.layer === undefined ? h : { ...h, layer: wall.layer });
  }
  if (hatches.length === 0) return fail('There are no walls to fill.');
  const r = createElements(page, { elements: hatches });
  return r.ok ? done(r.page, `Poché ${plural(hatches.length, 'wall')}`) : r;
}

/**
 * The closed area around `p`: the smallest closed shape or room holding it, else the area enclosed by walls
 * (the Add Room search), or null.
 */
export function areaAt(elements: readonly DrawingElement[], p: Point): Point[] | null {
  let best: Point[] | null = null;
  let bestArea = Number.POSITIVE_INFINITY;
  for (const el of elements) {
    if (el.type === 'wall' || el.type === 'divider' || el.type === 'hatch') continue;
    const outline = closedOutlineOf(el);
    if (!outline || !pointInPolygon(p, outline)) continue;
    const area = Math.abs(signedArea(outline));
    if (area < bestArea) {
      best = outline;
      bestArea = area;
    }
  }
  const walled = enclosedOutline(elements, p);
  if (walled && Math.abs(signedArea(walled)) < bestArea) return walled;
  return best;
}

/** A hatch of the area around `p` (see `areaAt`). */
export function hatchAreaAt(
  page: Page,
  args: { readonly at: Point; readonly style: HatchStyle },
  ids: IdSource,
): CommandResult & { readonly hatchId?: string } {
  const outline = areaAt(page.elements, args.at);
  if (!outline) return fail(NO_AREA_HERE);
  const h = createHatch([outline], args.style, ids);
  const r = createElements(page, { elements: [h] });
  return r.ok ? { ...done(r.page, 'Hatch area'), hatchId: h.id } : r;
}

/** The properties panel's pattern, scale and angle of one hatch (the scale above 0). */
export function setHatchStyle(
  page: Page,
  args: { readonly id: string; readonly style: Partial<HatchStyle> },
): CommandResult {
  const el = page.elements.find((e) => e.id === args.id);
  if (!el || el.type !== 'hatch') return fail('Select a hatch.');
  const { pattern, patternScale, patternAngle } = args.style;
  if (patternScale !== undefined && !(patternScale > 0 && Number.isFinite(patternScale)))
    return fail('The pattern scale must be more than zero.');
  if (patternAngle !== undefined && !Number.isFinite(patternAngle)) return fail('Enter an angle in degrees.');
  if (pattern !== undefined && pattern.trim() === '') return fail('Choose a pattern.');
  return done(
    mapElements(page, new Set([el.id]), (h) =>
      finalizeElement({
        ...h,
        ...(pattern !== undefined ? { pattern } : {}),
        ...(patternScale !== undefined ? { patternScale } : {}),
        ...(patternAngle !== undefined ? { patternAngle } : {}),
      }),
    ),
    'Change hatch',
  );
}
