import { guessUnitFromSize, metersPerUnit, type DrawingUnit } from '../dxf/units';
import type { DrawingElement, Point } from './model';
import { PAGE_LIMITS } from './model';

/*
 * The last step of an import: the elements, built in the file's units (y already flipped), scaled to world units
 * (96 per inch), moved near the origin when they would leave the model's coordinate range, splines thinned to
 * the flattening tolerance and long point lists kept within the per-element caps.
 */

const WORLD_PER_INCH = 96;
/** Splines are flattened to 1/64 inch (the model's rule). */
export const SPLINE_TOLERANCE = WORLD_PER_INCH / 64;

export interface Finished {
  elements: DrawingElement[];
  unit: DrawingUnit;
  guessed: boolean;
  warnings: string[];
}

interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

function extentsOf(elements: readonly DrawingElement[]): Box | null {
  const b: Box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  const grow = (x: number, y: number): void => {
    if (x < b.minX) b.minX = x;
    if (x > b.maxX) b.maxX = x;
    if (y < b.minY) b.minY = y;
    if (y > b.maxY) b.maxY = y;
  };
  for (const el of elements) {
    grow(el.x, el.y);
    if (el.type === 'line' || el.type === 'dimension') grow(el.x2, el.y2);
    else if (el.type === 'circle' || el.type === 'arc') {
      grow(el.x - el.radius, el.y - el.radius);
      grow(el.x + el.radius, el.y + el.radius);
    } else if (el.type === 'ellipse') {
      const r = Math.max(el.rx, el.ry);
      grow(el.x - r, el.y - r);
      grow(el.x + r, el.y + r);
    } else if (el.type === 'polyline') for (const p of el.points) grow(el.x + p.x, el.y + p.y);
    else if (el.type === 'hatch')
      for (const loop of el.loops) for (const p of loop) grow(el.x + p.x, el.y + p.y);
  }
  return b.minX <= b.maxX ? b : null;
}

/** Douglas–Peucker on an open run: the points whose removal moves the line by less than `tol` go. */
export function simplify(points: readonly Point[], tol: number): Point[] {
  const n = points.length;
  if (n <= 2) return points.slice();
  const keep = new Uint8Array(n);
  keep[0] = 1;
  keep[n - 1] = 1;
  const stack: [number, number][] = [[0, n - 1]];
  while (stack.length > 0) {
    const [i, j] = stack.pop() as [number, number];
    const a = points[i] as Point;
    const b = points[j] as Point;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len = Math.hypot(dx, dy);
    let worst = -1;
    let at = -1;
    for (let k = i + 1; k < j; k += 1) {
      const p = points[k] as Point;
      const d =
        len === 0 ? Math.hypot(p.x - a.x, p.y - a.y) : Math.abs((p.x - a.x) * dy - (p.y - a.y) * dx) / len;
      if (d > worst) {
        worst = d;
        at = k;
      }
    }
    if (worst > tol && at > 0) {
      keep[at] = 1;
      stack.push([i, at], [at, j]);
    }
  }
  return points.filter((_, k) => keep[k] === 1);
}

function scaleElement(el: DrawingElement, s: number, dx: number, dy: number): DrawingElement {
  const x = el.x * s + dx;
  const y = el.y * s + dy;
  const pts = (list: readonly Point[]): Point[] => list.map((p) => ({ x: p.x * s, y: p.y * s }));
  switch (el.type) {
    case 'line':
      return { ...el, x, y, x2: el.x2 * s + dx, y2: el.y2 * s + dy };
    case 'dimension':
      return { ...el, x, y, x2: el.x2 * s + dx, y2: el.y2 * s + dy, offset: el.offset * s };
    case 'circle':
    case 'arc':
      return { ...el, x, y, radius: el.radius * s };
    case 'fixture':
      return { ...el, x, y, width: el.width * s, depth: el.depth * s };
    case 'ellipse':
      return { ...el, x, y, rx: el.rx * s, ry: el.ry * s };
    case 'polyline':
      return { ...el, x, y, points: pts(el.points) };
    case 'hatch':
      // Patterns are defined in the file's units; the model keeps their scale relative to inches.
      return { ...el, x, y, loops: el.loops.map(pts), patternScale: (el.patternScale * s) / WORLD_PER_INCH };
    case 'text': {
      const height = (el.height ?? el.fontSize) * s;
      return {
        ...el,
        x,
        y,
        height,
        fontSize: Math.min(96, Math.max(8, Math.round(height))),
        ...(el.width !== undefined ? { width: el.width * s } : {}),
      };
    }
    default:
      // Points, and the editor's own types (never made by an import), move with their anchor.
      return { ...el, x, y };
  }
}

/** A polyline over the per-element point cap: consecutive pieces sharing their ends, as one group. */
function splitLong(
  el: Extract<DrawingElement, { type: 'polyline' }>,
  nextId: () => string,
): DrawingElement[] {
  const max = PAGE_LIMITS.pointsPerElement;
  const abs = el.points.map((p) => ({ x: el.x + p.x, y: el.y + p.y }));
  if (el.closed && abs[0]) abs.push(abs[0]);
  const bulges = el.bulges ? [...el.bulges] : null;
  const groupId = el.groupId ?? nextId();
  const out: DrawingElement[] = [];
  for (let start = 0; start < abs.length - 1; start += max - 1) {
    const run = abs.slice(start, start + max);
    const first = run[0] as Point;
    const piece = bulges?.slice(start, start + run.length - 1);
    out.push({
      ...el,
      id: out.length === 0 ? el.id : `${el.id}-${out.length + 1}`,
      groupId,
      x: first.x,
      y: first.y,
      points: run.map((p) => ({ x: p.x - first.x, y: p.y - first.y })),
      closed: false,
      ...(piece && piece.some((b) => b !== 0) ? { bulges: piece } : { bulges: undefined }),
    });
  }
  return out.map((p) => {
    if (p.type !== 'polyline' || p.bulges !== undefined) return p;
    const { bulges: _none, ...rest } = p;
    return rest;
  });
}

function capHatch(el: Extract<DrawingElement, { type: 'hatch' }>): DrawingElement {
  let loops = el.loops.slice(0, PAGE_LIMITS.hatchLoops);
  const total = loops.reduce((n, l) => n + l.length, 0);
  if (total > PAGE_LIMITS.hatchPoints) {
    const stride = Math.ceil(total / PAGE_LIMITS.hatchPoints);
    loops = loops.map((l) => l.filter((_, k) => k % stride === 0)).filter((l) => l.length >= 3);
  }
  return { ...el, loops };
}

export function finishElements(
  drafts: readonly DrawingElement[],
  declared: DrawingUnit,
  splineIndexes: readonly number[],
): Finished {
  const warnings: string[] = [];
  const raw = extentsOf(drafts);
  let unit = declared;
  let guessed = false;
  let perUnit = metersPerUnit(declared);
  if (perUnit === null) {
    // Unitless: the same guess the metadata makes from the drawing's size (mm, cm or m), so both agree.
    unit = raw ? guessUnitFromSize(Math.hypot(raw.maxX - raw.minX, raw.maxY - raw.minY)) : 'mm';
    perUnit = metersPerUnit(unit) as number;
    guessed = true;
    warnings.push(`The file states no units; it was read as ${unit} from the drawing's size`);
  }
  const s = (perUnit / 0.0254) * WORLD_PER_INCH;
  let dx = 0;
  let dy = 0;
  if (raw) {
    const far = Math.max(Math.abs(raw.minX), Math.abs(raw.maxX), Math.abs(raw.minY), Math.abs(raw.maxY)) * s;
    if (far > PAGE_LIMITS.coordinate) {
      dx = -((raw.minX + raw.maxX) / 2) * s;
      dy = -((raw.minY + raw.maxY) / 2) * s;
      warnings.push('The drawing lies far from the origin; it was moved so its centre is at the origin');
    }
  }
  const splines = new Set(splineIndexes);
  let split = 0;
  let serial = 0;
  const elements: DrawingElement[] = [];
  drafts.forEach((draft, k) => {
    let el = scaleElement(draft, s, dx, dy);
    if (el.type === 'polyline' && splines.has(k))
      el = { ...el, points: simplify(el.points, SPLINE_TOLERANCE) };
    if (el.type === 'hatch') el = capHatch(el);
    if (el.type === 'polyline' && el.points.length > PAGE_LIMITS.pointsPerElement) {
      split += 1;
      for (const piece of splitLong(el, () => `${el.id}-g${++serial}`)) elements.push(piece);
      return;
    }
    elements.push(el);
  });
  if (split > 0) warnings.push(`${split} polylines over ${PAGE_LIMITS.pointsPerElement} points were split`);
  return { elements, unit, guessed, warnings };
}
