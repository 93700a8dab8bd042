import type { Box } from '../geometry/box';
import { boxCenter, boxOfPoints, unionBoxes } from '../geometry/box';
import { elementBounds, elementCenter } from '../geometry/elementGeometry';
import type { Point } from '../geometry/point';
import { rotatePoint } from '../geometry/point';
import type { DrawingElement, ElementDraft } from '../model/elements';
import type { IdSource } from '../model/ids';
import type { Page } from '../model/page';
import { finalizeElement } from '../model/snapPoints';
import { MAX_ELEMENTS_PER_PAGE } from '../model/constants';
import { expandToGroups, mapElements, plural, selectedElements, withHostedOpenings } from './pageEdit';
import type { CommandResult } from './result';
import { done, fail } from './result';
import { normalizeDegrees, rotateAbout, translateElement } from './transform';

/**
 * Copies of elements with fresh ids: groups stay groups (with a new group id each) and a copied door keeps its
 * copied wall. Ids the copies cannot keep (a wall that was not copied) are dropped, never left dangling.
 */
export function cloneWithNewIds(
  elements: readonly DrawingElement[],
  ids: IdSource,
): { elements: DrawingElement[]; idMap: Map<string, string> } {
  const idMap = new Map<string, string>();
  const groupMap = new Map<string, string>();
  for (const el of elements) idMap.set(el.id, ids());
  const out = elements.map((el) => {
    const copy: Record<string, unknown> = { ...el, id: idMap.get(el.id) };
    if (el.groupId !== undefined) {
      if (!groupMap.has(el.groupId)) groupMap.set(el.groupId, ids());
      copy.groupId = groupMap.get(el.groupId);
    }
    if ((el.type === 'door' || el.type === 'window') && el.wallId !== undefined) {
      const wall = idMap.get(el.wallId);
      if (wall === undefined) delete copy.wallId;
      else copy.wallId = wall;
    }
    return copy as unknown as DrawingElement;
  });
  return { elements: out, idMap };
}

function tooMany(page: Page, adding: number): CommandResult | null {
  return page.elements.length + adding > MAX_ELEMENTS_PER_PAGE
    ? fail(`A page holds at most ${MAX_ELEMENTS_PER_PAGE.toLocaleString('en-US')} elements.`)
    : null;
}

/**
 * Paste (or duplicate): the clipboard's elements, copied with new ids and moved by (dx, dy), added on top. The
 * result's `added` ids are the new selection.
 */
export function pasteElements(
  page: Page,
  args: {
    readonly elements: readonly DrawingElement[];
    readonly dx: number;
    readonly dy: number;
    readonly ids: IdSource;
  },
): CommandResult & { readonly added?: readonly string[] } {
  if (args.elements.length === 0) return fail('There is nothing to paste.');
  const full = tooMany(page, args.elements.length);
  if (full) return full;
  const { elements } = cloneWithNewIds(args.elements, args.ids);
  const moved = elements.map((el) => finalizeElement(translateElement(el, args.dx, args.dy)));
  return {
    ...done({ ...page, elements: [...page.elements, ...moved] }, `Paste ${plural(moved.length, 'element')}`),
    added: moved.map((el) => el.id),
  };
}

/** What a copy takes: the selection with its groups and the openings of its walls, in drawing order. */
export function copySelection(page: Page, ids: readonly string[]): DrawingElement[] {
  return selectedElements(page, withHostedOpenings(page, expandToGroups(page, ids)));
}

const reflect = (p: Point, a: Point, b: Point): Point => {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2;
  const fx = a.x + t * dx;
  const fy = a.y + t * dy;
  return { x: 2 * fx - p.x, y: 2 * fy - p.y };
};

/** The element mirrored across the line a-b. Text stays readable (AutoCAD's MIRRTEXT 0): only its place moves. */
function mirrorElement(el: DrawingElement, a: Point, b: Point): DrawingElement {
  const axis = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
  const c = elementCenter(el);
  const c2 = reflect(c, a, b);
  const m = (p: Point): Point => reflect(rotatePoint(p, c, el.rotation), a, b);
  // Symmetric shapes keep their kind and turn: only their centre moves and their rotation mirrors.
  const turned = {
    x: el.x + c2.x - c.x,
    y: el.y + c2.y - c.y,
    rotation: normalizeDegrees(2 * axis - el.rotation),
  };
  const draft = ((): ElementDraft => {
    switch (el.type) {
      case 'line':
      case 'wall':
      case 'divider':
      case 'dimension': {
        const p = m({ x: el.x, y: el.y });
        const q = m({ x: el.x2, y: el.y2 });
        // A dimension's offset side flips with the mirror, so its line stays outside what it measures.
        return el.type === 'dimension'
          ? { ...el, x: p.x, y: p.y, x2: q.x, y2: q.y, rotation: 0, offset: -el.offset }
          : { ...el, x: p.x, y: p.y, x2: q.x, y2: q.y, rotation: 0 };
      }
      case 'text': {
        const p = reflect({ x: el.x, y: el.y }, a, b);
        return { ...el, x: p.x, y: p.y };
      }
      case 'door':
        // The leaf keeps its hinge jamb and swings to the other side of the (mirrored) wall direction.
        return { ...el, ...turned, swing: el.swing === 'left' ? 'right' : 'left' };
      case 'window':
      case 'circle':
      case 'rectangle':
      case 'square':
        return { ...el, ...turned };
      case 'fixture': {
        // A mirror is a flip and a turn: the drawing flips left to right in its box and turns by 2·axis − r + 180°.
        // Mirrored twice it is the original again (the flag is left out when false).
        const { mirrored, ...rest } = el;
        const rotation = normalizeDegrees(2 * axis - el.rotation + 180);
        return mirrored
          ? { ...rest, x: turned.x, y: turned.y, rotation }
          : { ...rest, x: turned.x, y: turned.y, rotation, mirrored: true };
      }
      case 'half-arch': {
        // Mirroring reverses the sweep: the mirrored end becomes the start so the arc still runs start to end.
        const start = m({ x: el.x + el.end.x, y: el.y + el.end.y });
        const end = m({ x: el.x + el.start.x, y: el.y + el.start.y });
        return {
          ...el,
          x: c2.x,
          y: c2.y,
          rotation: 0,
          start: { x: start.x - c2.x, y: start.y - c2.y },
          end: { x: end.x - c2.x, y: end.y - c2.y },
        };
      }
      case 'bezier-arch': {
        const s0 = m({ x: el.x + el.start.x, y: el.y + el.start.y });
        const e0 = m({ x: el.x + el.end.x, y: el.y + el.end.y });
        const k0 = m({ x: el.x + el.control.x, y: el.y + el.control.y });
        return {
          ...el,
          x: s0.x,
          y: s0.y,
          rotation: 0,
          start: { x: 0, y: 0 },
          end: { x: e0.x - s0.x, y: e0.y - s0.y },
          control: { x: k0.x - s0.x, y: k0.y - s0.y },
        };
      }
      case 'point': {
        const p = m({ x: el.x, y: el.y });
        return { ...el, x: p.x, y: p.y, rotation: 0 };
      }
      case 'arc': {
        // The sweep reverses: the mirrored end angle starts the arc (angles mirror as 2·axis − a).
        const p = m({ x: el.x, y: el.y });
        return {
          ...el,
          x: p.x,
          y: p.y,
          rotation: 0,
          startAngle: normalizeDegrees(2 * axis - (el.endAngle + el.rotation)),
          endAngle: normalizeDegrees(2 * axis - (el.startAngle + el.rotation)),
        };
      }
      case 'ellipse': {
        // Its major axis mirrors like a rotation, and a parametric angle t becomes −t.
        const p = m({ x: el.x, y: el.y });
        const full = el.endAngle - el.startAngle === 360;
        return {
          ...el,
          x: p.x,
          y: p.y,
          rotation: normalizeDegrees(2 * axis - el.rotation),
          startAngle: full ? 0 : normalizeDegrees(-el.endAngle),
          endAngle: full ? 360 : normalizeDegrees(-el.startAngle) || 360,
        };
      }
      case 'polyline': {
        const world = el.points.map((q) => m({ x: el.x + q.x, y: el.y + q.y }));
        const box = boxOfPoints(world);
        const points = world.map((q) => ({ x: q.x - box.minX, y: q.y - box.minY }));
        // A mirror turns every bulge the other way.
        const bulges = el.bulges?.map((k) => -k);
        return { ...el, x: box.minX, y: box.minY, rotation: 0, points, ...(bulges ? { bulges } : {}) };
      }
      case 'hatch': {
        const loops = el.loops.map((loop) => loop.map((q) => m({ x: el.x + q.x, y: el.y + q.y })));
        const box = boxOfPoints(loops.flat());
        return {
          ...el,
          x: box.minX,
          y: box.minY,
          rotation: 0,
          loops: loops.map((loop) => loop.map((q) => ({ x: q.x - box.minX, y: q.y - box.minY }))),
          patternAngle: normalizeDegrees(2 * axis - el.patternAngle - el.rotation),
        };
      }
      case 'polygon':
      case 'triangle':
      case 'right-triangle':
      case 'equilateral-triangle':
      case 'room':
      case 'free-pencil': {
        const world = el.points.map((p) => m({ x: el.x + p.x, y: el.y + p.y }));
        const box = boxOfPoints(world);
        // A polygon keeps its centre as (x, y); the others keep points relative to their box's corner.
        const origin = el.type === 'polygon' ? c2 : { x: box.minX, y: box.minY };
        const points = world.map((p) => ({ x: p.x - origin.x, y: p.y - origin.y }));
        if (el.type === 'triangle' || el.type === 'right-triangle' || el.type === 'equilateral-triangle')
          return {
            ...el,
            ...origin,
            rotation: 0,
            points,
            width: box.maxX - box.minX,
            height: box.maxY - box.minY,
          };
        return { ...el, ...origin, rotation: 0, points };
      }
    }
  })();
  return finalizeElement(draft);
}

/**
 * Mirror across the line a-b (two points the user picks). `keepOriginal` adds mirrored copies (AutoCAD's default
 * "Erase source objects? No"); otherwise the selection itself is mirrored.
 */
export function mirrorElements(
  page: Page,
  args: {
    readonly ids: readonly string[];
    readonly a: Point;
    readonly b: Point;
    readonly keepOriginal: boolean;
    readonly newIds: IdSource;
  },
): CommandResult & { readonly added?: readonly string[] } {
  if (Math.hypot(args.b.x - args.a.x, args.b.y - args.a.y) === 0)
    return fail('Pick two different points for the mirror line.');
  const ids = withHostedOpenings(page, expandToGroups(page, args.ids));
  const chosen = selectedElements(page, ids);
  if (chosen.length === 0) return fail('Select what to mirror first.');
  if (!args.keepOriginal) {
    return done(
      mapElements(page, ids, (el) => mirrorElement(el, args.a, args.b)),
      `Mirror ${plural(chosen.length, 'element')}`,
    );
  }
  const full = tooMany(page, chosen.length);
  if (full) return full;
  const { elements } = cloneWithNewIds(chosen, args.newIds);
  const mirrored = elements.map((el) => mirrorElement(el, args.a, args.b));
  return {
    ...done(
      { ...page, elements: [...page.elements, ...mirrored] },
      `Mirror ${plural(chosen.length, 'element')}`,
    ),
    added: mirrored.map((el) => el.id),
  };
}

/** Copies the array adds at most: a 100 × 100 array of a room's worth of elements stays a drawing, not a stall. */
export const MAX_ARRAY_COPIES = 10_000;

/**
 * Rectangular array: `rows` × `columns` copies (the original is the first), `rowSpacing` apart downwards in the
 * drawing and `columnSpacing` to the right (negative spacings go the other way), as AutoCAD's ARRAYRECT.
 */
export function arrayRectangular(
  page: Page,
  args: {
    readonly ids: readonly string[];
    readonly rows: number;
    readonly columns: number;
    readonly rowSpacing: number;
    readonly columnSpacing: number;
    readonly newIds: IdSource;
  },
): CommandResult & { readonly added?: readonly string[] } {
  const { rows, columns } = args;
  if (!Number.isInteger(rows) || !Number.isInteger(columns) || rows < 1 || columns < 1)
    return fail('Rows and columns must be whole numbers of at least 1.');
  if (!Number.isFinite(args.rowSpacing) || !Number.isFinite(args.columnSpacing))
    return fail('Enter finite spacings.');
  const chosen = copySelection(page, args.ids);
  if (chosen.length === 0) return fail('Select what to array first.');
  const copies = rows * columns - 1;
  if (copies * chosen.length > MAX_ARRAY_COPIES)
    return fail(`An array makes at most ${MAX_ARRAY_COPIES.toLocaleString('en-US')} new elements.`);
  const full = tooMany(page, copies * chosen.length);
  if (full) return full;
  const added: DrawingElement[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) {
      if (r === 0 && c === 0) continue;
      const { elements } = cloneWithNewIds(chosen, args.newIds);
      for (const el of elements)
        added.push(translateElement(el, c * args.columnSpacing, r * args.rowSpacing));
    }
  return {
    ...done(
      { ...page, elements: [...page.elements, ...added] },
      `Array ${copies} ${copies === 1 ? 'copy' : 'copies'}`,
    ),
    added: added.map((el) => el.id),
  };
}

/**
 * Polar array: `count` items (the original is the first) around `center`, spread over `fillAngle` degrees
 * (360 = a full turn, counter-clockwise as CAD users type it), each turned with its place when `rotateItems`.
 */
export function arrayPolar(
  page: Page,
  args: {
    readonly ids: readonly string[];
    readonly center: Point;
    readonly count: number;
    readonly fillAngle: number;
    readonly rotateItems: boolean;
    readonly newIds: IdSource;
  },
): CommandResult & { readonly added?: readonly string[] } {
  const { count, fillAngle } = args;
  if (!Number.isInteger(count) || count < 2) return fail('A polar array needs at least 2 items.');
  if (!Number.isFinite(fillAngle) || fillAngle === 0 || Math.abs(fillAngle) > 360)
    return fail('The angle to fill must be between -360° and 360°, not 0.');
  const chosen = copySelection(page, args.ids);
  if (chosen.length === 0) return fail('Select what to array first.');
  if ((count - 1) * chosen.length > MAX_ARRAY_COPIES)
    return fail(`An array makes at most ${MAX_ARRAY_COPIES.toLocaleString('en-US')} new elements.`);
  const full = tooMany(page, (count - 1) * chosen.length);
  if (full) return full;
  // A full turn spreads the items over 360° without doubling the first; a partial fill reaches its end.
  const step = Math.abs(fillAngle) === 360 ? fillAngle / count : fillAngle / (count - 1);
  const added: DrawingElement[] = [];
  for (let i = 1; i < count; i++) {
    // Screen rotation is clockwise: a counter-clockwise CAD angle is negative here.
    const degrees = -step * i;
    const { elements } = cloneWithNewIds(chosen, args.newIds);
    for (const el of elements) {
      const turned = rotateAbout(
        el,
        args.center,
        degrees,
        normalizeDegrees(el.rotation + (args.rotateItems ? degrees : 0)),
      );
      if (args.rotateItems) added.push(turned);
      else {
        const c = elementCenter(el);
        const moved = rotatePoint(c, args.center, degrees);
        added.push(translateElement(el, moved.x - c.x, moved.y - c.y));
      }
    }
  }
  return {
    ...done({ ...page, elements: [...page.elements, ...added] }, `Polar array of ${count} items`),
    added: added.map((el) => el.id),
  };
}

export type AlignEdge = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom';

/**
 * Aligns the selected elements (each group as one) to the selection's edge or centre line, as Bluebeam and tldraw
 * do: left/center/right move horizontally, top/middle/bottom vertically.
 */
export function alignElements(
  page: Page,
  args: { readonly ids: readonly string[]; readonly edge: AlignEdge },
): CommandResult {
  const ids = expandToGroups(page, args.ids);
  const chosen = selectedElements(page, ids);
  // Units that move together: a group, or a lone element.
  const units = new Map<string, DrawingElement[]>();
  for (const el of chosen) {
    const key = el.groupId ?? `#${el.id}`;
    units.set(key, [...(units.get(key) ?? []), el]);
  }
  if (units.size < 2) return fail('Select at least two elements (or groups) to align.');
  const boxes = new Map([...units].map(([k, els]) => [k, unionBoxes(els.map(elementBounds)) as Box]));
  const all = unionBoxes([...boxes.values()]) as Box;
  const target = boxCenter(all);
  const shift = new Map<string, { dx: number; dy: number }>();
  for (const [k, b] of boxes) {
    const c = boxCenter(b);
    const d = { dx: 0, dy: 0 };
    if (args.edge === 'left') d.dx = all.minX - b.minX;
    if (args.edge === 'right') d.dx = all.maxX - b.maxX;
    if (args.edge === 'center') d.dx = target.x - c.x;
    if (args.edge === 'top') d.dy = all.minY - b.minY;
    if (args.edge === 'bottom') d.dy = all.maxY - b.maxY;
    if (args.edge === 'middle') d.dy = target.y - c.y;
    shift.set(k, d);
  }
  const moving = withHostedOpenings(page, ids);
  const wallShift = new Map<string, { dx: number; dy: number }>();
  for (const el of chosen) wallShift.set(el.id, shift.get(el.groupId ?? `#${el.id}`) ?? { dx: 0, dy: 0 });
  const next = mapElements(page, moving, (el) => {
    const own = wallShift.get(el.id);
    const host =
      (el.type === 'door' || el.type === 'window') && el.wallId ? wallShift.get(el.wallId) : undefined;
    const d = own ?? host ?? { dx: 0, dy: 0 };
    return translateElement(el, d.dx, d.dy);
  });
  return done(next, `Align ${plural(units.size, 'item')} ${args.edge}`);
}
