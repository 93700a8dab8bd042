import { elementCenter, lineEndpoints } from '../geometry/elementGeometry';
import { boxOfPoints } from '../geometry/box';
import type { Point } from '../geometry/point';
import { rotatePoint } from '../geometry/point';
import { MAX_FONT_SIZE, MIN_FONT_SIZE } from '../model/constants';
import type { DrawingElement, ElementDraft } from '../model/elements';
import type { Page } from '../model/page';
import { finalizeElement } from '../model/snapPoints';
import { expandToGroups, mapElements, plural, selectedElements, withHostedOpenings } from './pageEdit';
import type { CommandResult, HistoryMode } from './result';
import { done, fail } from './result';
import { normalizeDegrees, translateElement } from './transform';

/*
 * Scaling a multi-selection by its box's corner handles: every point of the drawing maps by
 * p → anchor + (p − anchor)·(sx, sy). Line work and outlines (lines, walls, dimensions, rooms, polylines, hatches,
 * triangles, Bézier arches, freehand) map exactly; walls and openings keep their thickness; shapes that cannot
 * stretch stay what they are (a circle stays a circle at the mean scale √(sx·sy), a rotated rectangle keeps its
 * turn with its sides scaled along their own directions); text's anchor maps and its height follows sy.
 */

/** The smallest factor a group is scaled by: dragging past the opposite corner does not mirror (Mirror does). */
export const MIN_GROUP_SCALE = 0.01;

export interface ScaleArgs {
  readonly ids: readonly string[];
  /** The point that stays: the corner of the selection's box opposite the dragged one. */
  readonly anchor: Point;
  readonly sx: number;
  readonly sy: number;
  readonly history?: HistoryMode;
}

const deg = (rad: number): number => (rad * 180) / Math.PI;

/** How much a length along `degrees` (screen, clockwise) grows. */
const stretchAlong = (sx: number, sy: number, degrees: number): number => {
  const a = (degrees * Math.PI) / 180;
  return Math.hypot(sx * Math.cos(a), sy * Math.sin(a));
};

/** Moves `el` so that its point `local` (before rotation) lands on `target`, rotation included. */
function placeAt(el: DrawingElement, local: Point, target: Point): DrawingElement {
  const world = el.rotation === 0 ? local : rotatePoint(local, elementCenter(el), el.rotation);
  return translateElement(el, target.x - world.x, target.y - world.y);
}

/** Points relative to the top-left of their box, and that corner. */
function fromWorld(world: readonly Point[]): { x: number; y: number; points: Point[] } {
  const b = boxOfPoints(world);
  const x = world.length === 0 ? 0 : b.minX;
  const y = world.length === 0 ? 0 : b.minY;
  return { x, y, points: world.map((p) => ({ x: p.x - x, y: p.y - y })) };
}

/** The element scaled by (sx, sy) about `anchor` (both factors above 0). */
export function scaledElement(el: DrawingElement, anchor: Point, sx: number, sy: number): DrawingElement {
  const map = (p: Point): Point => ({
    x: anchor.x + (p.x - anchor.x) * sx,
    y: anchor.y + (p.y - anchor.y) * sy,
  });
  const mean = Math.sqrt(sx * sy);
  const c = elementCenter(el);
  const turn = (p: Point): Point => (el.rotation === 0 ? p : rotatePoint(p, c, el.rotation));
  /** An outline's relative points in world units, rotation baked in, mapped. */
  const mapped = (points: readonly Point[]): Point[] =>
    points.map((p) => map(turn({ x: el.x + p.x, y: el.y + p.y })));
  const draft = ((): ElementDraft | DrawingElement => {
    switch (el.type) {
      case 'line':
      case 'wall':
      case 'divider':
      case 'dimension': {
        const [a, b] = lineEndpoints(el).map(map) as [Point, Point];
        if (el.type !== 'dimension') return { ...el, rotation: 0, x: a.x, y: a.y, x2: b.x, y2: b.y };
        // The dimension line stays parallel to what it measures: its distance scales by area over length.
        const [p, q] = lineEndpoints(el);
        const along = stretchAlong(sx, sy, deg(Math.atan2(q.y - p.y, q.x - p.x)));
        const offset = along === 0 ? el.offset * mean : (el.offset * sx * sy) / along;
        return { ...el, rotation: 0, x: a.x, y: a.y, x2: b.x, y2: b.y, offset };
      }
      case 'rectangle':
      case 'square': {
        const k =
          el.type === 'square'
            ? [mean, mean]
            : [stretchAlong(sx, sy, el.rotation), stretchAlong(sy, sx, el.rotation)];
        const width = el.width * (k[0] as number);
        const height = el.height * (k[1] as number);
        const m = map(c);
        return { ...el, x: m.x - width / 2, y: m.y - height / 2, width, height };
      }
      case 'ellipse': {
        const m = map(c);
        return {
          ...el,
          x: m.x,
          y: m.y,
          rx: el.rx * stretchAlong(sx, sy, el.rotation),
          ry: el.ry * stretchAlong(sy, sx, el.rotation),
        };
      }
      case 'circle':
      case 'arc': {
        const m = map(c);
        return { ...el, x: m.x, y: m.y, radius: el.radius * mean };
      }
      case 'polygon': {
        const m = map(c);
        const points = el.points.map((p) => ({ x: p.x * mean, y: p.y * mean }));
        return { ...el, x: m.x, y: m.y, radius: el.radius * mean, points };
      }
      case 'half-arch': {
        const m = map(c);
        const k = (p: Point): Point => ({ x: p.x * mean, y: p.y * mean });
        return { ...el, x: m.x, y: m.y, radius: el.radius * mean, start: k(el.start), end: k(el.end) };
      }
      case 'point': {
        const m = map(c);
        return { ...el, x: m.x, y: m.y };
      }
      case 'door':
      case 'window': {
        // The opening stays in its (scaled) wall: its centre maps, it turns with the wall and widens along it.
        const m = map(c);
        const a = (el.rotation * Math.PI) / 180;
        const rotation = normalizeDegrees(deg(Math.atan2(sy * Math.sin(a), sx * Math.cos(a))));
        return { ...el, x: m.x, y: m.y, rotation, width: el.width * stretchAlong(sx, sy, el.rotation) };
      }
      case 'text': {
        const sized =
          el.height !== undefined
            ? { height: el.height * sy }
            : { fontSize: Math.min(MAX_FONT_SIZE, Math.max(MIN_FONT_SIZE, el.fontSize * sy)) };
        const next = finalizeElement({
          ...el,
          ...sized,
          ...(el.width !== undefined ? { width: el.width * sx } : {}),
        });
        return placeAt(next, { x: next.x, y: next.y }, map(turn({ x: el.x, y: el.y })));
      }
      case 'bezier-arch': {
        const [s, e, k] = mapped([el.start, el.end, el.control]) as [Point, Point, Point];
        const rel = (p: Point): Point => ({ x: p.x - s.x, y: p.y - s.y });
        return { ...el, x: s.x, y: s.y, rotation: 0, start: { x: 0, y: 0 }, end: rel(e), control: rel(k) };
      }
      case 'hatch': {
        const loops = el.loops.map(mapped);
        const { x, y } = fromWorld(loops.flat());
        return {
          ...el,
          x,
          y,
          rotation: 0,
          loops: loops.map((loop) => loop.map((p) => ({ x: p.x - x, y: p.y - y }))),
          patternAngle: normalizeDegrees(el.patternAngle + el.rotation),
          patternScale: el.patternScale * mean,
        };
      }
      case 'triangle':
      case 'right-triangle':
      case 'equilateral-triangle': {
        const placed = fromWorld(mapped(el.points));
        const b = boxOfPoints(placed.points);
        return { ...el, ...placed, rotation: 0, width: b.maxX - b.minX, height: b.maxY - b.minY };
      }
      case 'room':
      case 'polyline':
      case 'free-pencil':
        return { ...el, ...fromWorld(mapped(el.points)), rotation: 0 };
      default: {
        // A type added later moves with the scale until it says how it stretches.
        const m = map(c);
        return translateElement(el as DrawingElement, m.x - c.x, m.y - c.y);
      }
    }
  })();
  return finalizeElement(draft);
}

/** The elements scaled together (the editor's preview while a corner of the selection's box is dragged). */
export const scaledElements = (
  els: readonly DrawingElement[],
  anchor: Point,
  sx: number,
  sy: number,
): DrawingElement[] => els.map((el) => scaledElement(el, anchor, sx, sy));

/** Scales the selection (with its groups and the openings of its walls) about `anchor`: one command, one undo step. */
export function scaleElements(page: Page, args: ScaleArgs): CommandResult {
  const { sx, sy } = args;
  if (!Number.isFinite(sx) || !Number.isFinite(sy) || sx <= 0 || sy <= 0)
    return fail('A scale needs factors above 0.');
  if (!Number.isFinite(args.anchor.x) || !Number.isFinite(args.anchor.y))
    return fail('A scale needs a finite point.');
  const ids = withHostedOpenings(page, expandToGroups(page, args.ids));
  const n = selectedElements(page, ids).length;
  const history = args.history ?? 'record';
  if (n === 0 || (sx === 1 && sy === 1)) return done(page, 'Scale nothing', history);
  const next = mapElements(page, ids, (el) => scaledElement(el, args.anchor, sx, sy));
  return done(next, `Scale ${plural(n, 'element')}`, history);
}
