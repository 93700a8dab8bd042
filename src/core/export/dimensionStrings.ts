import { boxOfPoints, type Box } from '../geometry/box';
import type { Point } from '../geometry/point';
import { elementVertices, lineEndpoints } from '../geometry/elementGeometry';
import type { DrawingElement, OpeningElement, WallElement } from '../model/elements';
import type { WallDimensions } from '../model/page';
import type { LengthUnit } from '../units';
import { formatLength } from '../units';
import type { Dimension } from './dimensions';
import { dimensionLayout } from './dimensions';
import { DIMENSION_STRING_PT } from './sheetStyle';

/*
 * Dimension strings as architects draw them on a plan: outside the building, parallel to each side, the
 * innermost string locating the openings (their centre lines) and the partitions that meet the exterior wall,
 * the next one the jogs of the building's face when it has any, the outermost the overall size. Nothing is
 * dimensioned inside the rooms. Sizes on paper (points) are fixed, so the strings sit the same distance from the
 * building at every scale; `k` turns them into world units.
 */

export type Side = 'north' | 'east' | 'south' | 'west';
export const SIDES: readonly Side[] = ['north', 'east', 'south', 'west'];

/** Paper room (points) the strings take beyond the drawing's own extents on each side. */
export type PaperMargins = Readonly<Record<Side, number>>;
export const NO_MARGINS: PaperMargins = { north: 0, east: 0, south: 0, west: 0 };

/** A point a string dimensions: where it lies along the side, and the face its extension line starts from. */
interface Witness {
  readonly along: number;
  readonly depth: number;
}

interface SidePlan {
  readonly side: Side;
  /** The outermost face of the building on this side (y for north/south, x for east/west). */
  readonly face: number;
  /** Inner string first; each string's witnesses in order along the side. */
  readonly strings: readonly (readonly Witness[])[];
  /** Paper offsets (points from the face) where drawn dimension elements already run along this side. */
  readonly occupied: readonly number[];
}

export interface StringsPlan {
  readonly sides: readonly SidePlan[];
}

/** Above this many walls no strings are worked out (each face is tested against every wall). */
export const MAX_STRING_WALLS = 1500;
/** Two witnesses closer than this (an inch) are one. */
const MERGE = 96;
/** A wall within this many degrees of the axes counts as running along them. */
const AXIS_TOLERANCE = Math.sin((0.5 * Math.PI) / 180);
const OUTWARD: Record<Side, -1 | 1> = { north: -1, south: 1, west: -1, east: 1 };
const HORIZONTAL: Record<Side, boolean> = { north: true, south: true, east: false, west: false };

interface AxisWall {
  readonly wall: WallElement;
  readonly horizontal: boolean;
  /** Centre line's coordinate across (y of a horizontal wall, x of a vertical one). */
  readonly centre: number;
  readonly from: number;
  readonly to: number;
  readonly half: number;
  readonly band: readonly Point[];
  /** The band's box, to skip walls a ray cannot reach before testing their edges. */
  readonly box: Box;
}

function axisWall(wall: WallElement): AxisWall | null {
  const [a, b] = lineEndpoints(wall);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy);
  if (!(len > 0) || !(wall.thickness > 0)) return null;
  const band = elementVertices(wall) ?? [];
  const horizontal = Math.abs(dy) <= AXIS_TOLERANCE * len;
  if (!horizontal && Math.abs(dx) > AXIS_TOLERANCE * len) return null;
  const across = horizontal ? 'y' : 'x';
  const along = horizontal ? 'x' : 'y';
  return {
    wall,
    horizontal,
    centre: (a[across] + b[across]) / 2,
    from: Math.min(a[along], b[along]),
    to: Math.max(a[along], b[along]),
    half: wall.thickness / 2,
    band,
    box: boxOfPoints(band),
  };
}

/** Whether a ray from p in direction d (a unit axis vector) crosses the wall's band. */
function rayHits(p: Point, d: Point, wall: AxisWall): boolean {
  const { box } = wall;
  // An axis ray misses a band whose box is not across its line or lies behind it.
  if (d.x === 0 ? p.x < box.minX || p.x > box.maxX : p.y < box.minY || p.y > box.maxY) return false;
  if ((d.x > 0 && box.maxX < p.x) || (d.x < 0 && box.minX > p.x)) return false;
  if ((d.y > 0 && box.maxY < p.y) || (d.y < 0 && box.minY > p.y)) return false;
  const polygon = wall.band;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i] as Point;
    const b = polygon[(i + 1) % polygon.length] as Point;
    const e = { x: b.x - a.x, y: b.y - a.y };
    const denom = d.x * e.y - d.y * e.x;
    if (Math.abs(denom) < 1e-12) continue;
    const w = { x: a.x - p.x, y: a.y - p.y };
    const t = (w.x * e.y - w.y * e.x) / denom;
    const s = (w.x * d.y - w.y * d.x) / denom;
    if (t > 0 && s >= 0 && s <= 1) return true;
  }
  return false;
}

const point = (side: Side, along: number, depth: number): Point =>
  HORIZONTAL[side] ? { x: along, y: depth } : { x: depth, y: along };

/** Witnesses sorted along the side, those within an inch of the one before dropped. */
function merged(points: readonly Witness[]): Witness[] {
  const out: Witness[] = [];
  for (const w of [...points].sort((a, b) => a.along - b.along)) {
    const last = out[out.length - 1];
    if (last && w.along - last.along < MERGE) continue;
    out.push(w);
  }
  return out;
}

const sameAlong = (a: readonly Witness[], b: readonly Witness[]): boolean =>
  a.length === b.length && a.every((w, i) => Math.abs(w.along - (b[i] as Witness).along) < MERGE);

/**
 * Which faces of the page's walls look out of the building (a ray from the face meets no other wall) and what
 * strings each side of the building gets. Walls at an angle to the axes are left to the drawn dimensions.
 */
export function planDimensionStrings(
  elements: readonly DrawingElement[],
  wallDimensions: WallDimensions | undefined,
  drawn: readonly Dimension[] = [],
  k = 1,
): StringsPlan {
  const walls: AxisWall[] = [];
  for (const el of elements) {
    if (el.type !== 'wall') continue;
    const w = axisWall(el);
    if (w) walls.push(w);
  }
  if (walls.length === 0 || walls.length > MAX_STRING_WALLS) return { sides: [] };
  const openings = elements.filter((el): el is OpeningElement => el.type === 'door' || el.type === 'window');
  const xs = walls.flatMap((w) => w.band.map((p) => p.x));
  const ys = walls.flatMap((w) => w.band.map((p) => p.y));
  const bounds = {
    minX: Math.min(...xs),
    maxX: Math.max(...xs),
    minY: Math.min(...ys),
    maxY: Math.max(...ys),
  };

  interface Candidate extends SidePlan {
    readonly overall: Witness[];
    readonly overallDrawn: boolean;
  }
  const candidates: Candidate[] = [];
  // North and west first: the south and east strings then say only what those do not.
  for (const side of ['north', 'west', 'south', 'east'] as const) {
    const out = OUTWARD[side];
    const horizontal = HORIZONTAL[side];
    const dir = horizontal ? { x: 0, y: out } : { x: out, y: 0 };
    // The faces of walls running along this side that look out of the building.
    // A face runs to the outer corner where its wall meets another, and stops at a free end.
    const reach = (w: AxisWall, end: number) =>
      walls.some(
        (o) =>
          o !== w &&
          o.horizontal !== w.horizontal &&
          Math.abs(o.centre - end) <= o.half + 1 &&
          w.centre >= o.from - w.half - 1 &&
          w.centre <= o.to + w.half + 1,
      )
        ? w.half
        : 0;
    const faces = walls
      .filter((w) => w.horizontal === horizontal)
      .map((w) => ({
        w,
        depth: w.centre + out * w.half,
        from: w.from - reach(w, w.from),
        to: w.to + reach(w, w.to),
      }))
      .filter(({ w, depth }) =>
        [0.1, 0.3, 0.5, 0.7, 0.9].some((f) => {
          const along = w.from + (w.to - w.from) * f;
          const p = point(side, along, depth + out);
          return walls.every((other) => other === w || !rayHits(p, dir, other));
        }),
      );
    if (faces.length === 0) continue;
    const face = out < 0 ? Math.min(...faces.map((f) => f.depth)) : Math.max(...faces.map((f) => f.depth));
    // The face an extension line at `along` starts from: the outermost one covering it.
    const depthAt = (along: number): number => {
      let best: number | null = null;
      for (const f of faces)
        if (along >= f.from - MERGE / 2 && along <= f.to + MERGE / 2)
          if (best === null || (f.depth - best) * out > 0) best = f.depth;
      return best ?? face;
    };
    const witness = (along: number): Witness => ({ along, depth: depthAt(along) });
    const lo = horizontal ? bounds.minX : bounds.minY;
    const hi = horizontal ? bounds.maxX : bounds.maxY;
    const overall = [witness(lo), witness(hi)];

    // The building's corners on this side: where its face steps in or out (collinear faces side by side are
    // one face).
    const corners: Witness[] = [...overall];
    const byDepth = [...faces].sort((a, b) => a.depth - b.depth || a.from - b.from);
    for (let i = 0; i < byDepth.length;) {
      const f = byDepth[i] as (typeof byDepth)[number];
      let to = f.to;
      let j = i + 1;
      for (; j < byDepth.length; j++) {
        const g = byDepth[j] as (typeof byDepth)[number];
        if (Math.abs(g.depth - f.depth) > MERGE / 2 || g.from > to + MERGE) break;
        to = Math.max(to, g.to);
      }
      corners.push({ along: f.from, depth: f.depth }, { along: to, depth: f.depth });
      i = j;
    }
    const inner: Witness[] = [...corners];
    for (const f of faces) {
      for (const o of openings) {
        if (!inWall(o, f.w)) continue;
        inner.push({ along: horizontal ? o.x : o.y, depth: f.depth });
      }
      // Partitions ending on (or crossing) this exterior wall — at its ends too, where an exterior wall drawn in
      // pieces meets them — but not the building's own corners.
      for (const p of walls) {
        if (p.horizontal === horizontal || p === f.w) continue;
        const reaches = p.from <= f.w.centre + f.w.half + p.half && p.to >= f.w.centre - f.w.half - p.half;
        const along = p.centre >= f.w.from - p.half && p.centre <= f.w.to + p.half;
        const atCorner = corners.some((c) => Math.abs(c.along - p.centre) <= f.w.half + p.half + 1);
        if (!reaches || !along || atCorner) continue;
        if (wallDimensions === 'faces')
          inner.push(
            { along: p.centre - p.half, depth: f.depth },
            { along: p.centre + p.half, depth: f.depth },
          );
        else inner.push({ along: p.centre, depth: f.depth });
      }
    }
    const strings: Witness[][] = [];
    const innerString = merged(inner);
    const jogString = merged(corners);
    if (innerString.length > 2) strings.push(innerString);
    if (jogString.length > 2 && !sameAlong(jogString, innerString)) strings.push(jogString);

    // Drawn dimensions along this side, outside the face: their places are taken, and one that already gives
    // the overall size makes the string's own overall unnecessary.
    const occupied: number[] = [];
    let overallDrawn = false;
    for (const d of drawn) {
      const { a, b } = dimensionLayout(d);
      const alongA = horizontal ? a.x : a.y;
      const alongB = horizontal ? b.x : b.y;
      const acrossA = horizontal ? a.y : a.x;
      const acrossB = horizontal ? b.y : b.x;
      const length = Math.hypot(b.x - a.x, b.y - a.y);
      if (length === 0 || Math.abs(acrossA - acrossB) > AXIS_TOLERANCE * length) continue;
      const beyond = (acrossA - face) * out;
      if (beyond <= 0) continue;
      if (Math.max(alongA, alongB) < lo || Math.min(alongA, alongB) > hi) continue;
      occupied.push(beyond * k);
      if (
        Math.abs(Math.min(alongA, alongB) - lo) <= 2 * MERGE &&
        Math.abs(Math.max(alongA, alongB) - hi) <= 2 * MERGE
      )
        overallDrawn = true;
    }
    candidates.push({ side, face, strings, occupied, overall, overallDrawn });
  }
  const sides: SidePlan[] = [];
  for (const c of candidates) {
    const horizontal = HORIZONTAL[c.side];
    // A drawn overall dimension on either side of an axis gives that axis's overall size.
    const drawnOnAxis = candidates.some((o) => HORIZONTAL[o.side] === horizontal && o.overallDrawn);
    const strings = drawnOnAxis ? c.strings : [...c.strings, c.overall];
    // A side repeats nothing its opposite side already says (a lone wall, or the overall size, once per axis).
    const opposite = sides.find((p) => HORIZONTAL[p.side] === horizontal);
    const kept = strings.filter((st) => !opposite?.strings.some((o) => sameAlong(o, st)));
    if (kept.length > 0) sides.push({ side: c.side, face: c.face, strings: kept, occupied: c.occupied });
  }
  return { sides };
}

/** Whether a door or window sits in the wall: named by it, or on its centre line and turned along it. */
function inWall(o: OpeningElement, w: AxisWall): boolean {
  if (o.wallId !== undefined) return o.wallId === w.wall.id;
  const along = w.horizontal ? o.x : o.y;
  const across = w.horizontal ? o.y : o.x;
  return Math.abs(across - w.centre) <= w.half && along >= w.from && along <= w.to;
}

/** The paper offsets (points from the face) the strings of a side take, skipping places drawn ones hold. */
function offsets(count: number, occupied: readonly number[]): number[] {
  const out: number[] = [];
  let at: number = DIMENSION_STRING_PT.first;
  while (out.length < count) {
    if (!occupied.some((o) => Math.abs(o - at) < DIMENSION_STRING_PT.step / 2)) out.push(at);
    at += DIMENSION_STRING_PT.step;
  }
  return out;
}

/** Room on paper a string's labels take above its line (one row lifted for labels that do not fit). */
const LABEL_ROOM_PT = 24;

/** How far beyond the drawing the strings reach on each side, on paper. */
export function stringMargins(plan: StringsPlan): PaperMargins {
  const margins: Record<Side, number> = { ...NO_MARGINS };
  for (const s of plan.sides) {
    const at = offsets(s.strings.length, s.occupied);
    margins[s.side] = (at[at.length - 1] ?? 0) + LABEL_ROOM_PT;
  }
  return margins;
}

/** A string's dimensions in world units at k points per world unit, labelled as a sheet reads (12'-6"). */
export function stringDimensions(plan: StringsPlan, unit: LengthUnit, k: number): Dimension[] {
  const out: Dimension[] = [];
  for (const s of plan.sides) {
    const at = offsets(s.strings.length, s.occupied);
    s.strings.forEach((string, index) => {
      const offset = (at[index] as number) / k;
      for (let i = 0; i + 1 < string.length; i++) {
        const w0 = string[i] as Witness;
        const w1 = string[i + 1] as Witness;
        const from = point(s.side, w0.along, s.face);
        const to = point(s.side, w1.along, s.face);
        // dimensionLayout puts a positive offset on the left of from→to: outward on north and east.
        const sign = s.side === 'north' || s.side === 'east' ? 1 : -1;
        const measured = w1.along - w0.along;
        out.push({
          elementId: `string-${s.side}-${index}-${i}`,
          from,
          to,
          offset: sign * offset,
          label: sheetLength(measured, unit),
          measured,
          origins: [point(s.side, w0.along, w0.depth), point(s.side, w1.along, w1.depth)],
        });
      }
    });
  }
  return out;
}

/** A length as dimension text reads on a sheet: 12'-6 1/2" (feet), or the design unit's usual form. */
export const sheetLength = (px: number, unit: LengthUnit): string =>
  unit === 'feet' ? formatLength(px, unit).replace("' ", "'-") : formatLength(px, unit);
