import type { Deadline } from '../limits';
import type { WorldText } from './expand';
import type { DxfGeometry } from './geometry';
import type { FaceSearchBudget } from './planar-faces';
import { planarFaces } from './planar-faces';

export interface Room {
  /** In drawing units² and drawing units. */
  area: number;
  perimeter: number;
  area_m2: number | null;
  label: string | null;
  centroid: { x: number; y: number };
  /** Outline, counter-clockwise, [x, y] pairs rounded to 6 significant digits. */
  outline: [number, number][];
}

/** Thresholds in metres: a closet is ~1.5 m², walls between double lines are < 0.6 m thick. */
const MIN_ROOM_M2 = 1.5;
const MAX_ROOM_M2 = 20_000;
const MIN_WIDTH_M = 0.6;
const MAX_ROOMS = 500;

/**
 * Straight segments of the world geometry: lines and polyline edges (bulges already tessellated), optionally only
 * those on layers `keep` marks (1 per index into `geometry.layers`).
 */
export function straightSegments(geometry: DxfGeometry, keep: Uint8Array | null = null): Float64Array {
  const { lines, polylines } = geometry;
  const kept = (layer: number): boolean => keep === null || keep[layer] === 1;
  // Hatch boundaries repeat the walls they fill; they are left out.
  const keepPolyline = (k: number): boolean =>
    ((polylines.flags[k] as number) & 4) === 0 && kept(polylines.layer[k] as number);
  let count = 0;
  for (let i = 0; i < lines.layer.length; i += 1) if (kept(lines.layer[i] as number)) count += 1;
  for (let k = 0; k + 1 < polylines.offsets.length; k += 1) {
    if (!keepPolyline(k)) continue;
    const n = (polylines.offsets[k + 1] as number) - (polylines.offsets[k] as number);
    count += (polylines.flags[k] as number) & 1 ? n : Math.max(0, n - 1);
  }
  const out = new Float64Array(count * 4);
  let w = 0;
  const c = lines.coords;
  for (let i = 0; i < lines.layer.length; i += 1) {
    if (!kept(lines.layer[i] as number)) continue;
    out[w++] = c[i * 4] as number;
    out[w++] = c[i * 4 + 1] as number;
    out[w++] = c[i * 4 + 2] as number;
    out[w++] = c[i * 4 + 3] as number;
  }
  const p = polylines.coords;
  for (let k = 0; k + 1 < polylines.offsets.length; k += 1) {
    if (!keepPolyline(k)) continue;
    const start = polylines.offsets[k] as number;
    const end = polylines.offsets[k + 1] as number;
    const closed = ((polylines.flags[k] as number) & 1) === 1;
    for (let i = start; i < end; i += 1) {
      const j = i + 1 < end ? i + 1 : closed ? start : -1;
      if (j < 0 || (j === start && end - start < 3)) continue;
      out[w++] = p[i * 2] as number;
      out[w++] = p[i * 2 + 1] as number;
      out[w++] = p[j * 2] as number;
      out[w++] = p[j * 2 + 1] as number;
    }
  }
  return out.subarray(0, w);
}

function pointInRing(ring: number[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
    const xi = ring[i] as number;
    const yi = ring[i + 1] as number;
    const xj = ring[j] as number;
    const yj = ring[j + 1] as number;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function centroid(ring: number[], area: number): { x: number; y: number } {
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
    const cross =
      (ring[j] as number) * (ring[i + 1] as number) - (ring[i] as number) * (ring[j + 1] as number);
    cx += ((ring[j] as number) + (ring[i] as number)) * cross;
    cy += ((ring[j + 1] as number) + (ring[i + 1] as number)) * cross;
  }
  return { x: cx / (6 * area), y: cy / (6 * area) };
}

/**
 * `v` to 6 significant digits, as Number(v.toPrecision(6)) gives it but without formatting a string: an outline
 * of 10,000 points (B12) spent more in toPrecision than in finding the room.
 */
function round(v: number): number {
  if (v === 0 || !Number.isFinite(v)) return v;
  // toPrecision rounds the magnitude, ties upwards: -1234565 becomes -1234570.
  const magnitude = Math.abs(v);
  const exponent = Math.floor(Math.log10(magnitude));
  // Dividing by an exact power of ten gives the double nearest the decimal, as parsing it would.
  if (exponent < 5) {
    const scale = 10 ** (5 - exponent);
    return (Math.sign(v) * Math.round(magnitude * scale)) / scale;
  }
  const step = 10 ** (exponent - 5);
  return Math.sign(v) * Math.round(magnitude / step) * step;
}

/**
 * Big enough for a room (a closet is ~1.5 m²) and not sliver-thin: 2·area / perimeter approximates the narrow
 * width of a long shape, and the space between a wall's two lines is narrower than 0.6 m.
 */
export function isRoomSized(area: number, perimeter: number, metersPerUnit: number): boolean {
  const areaM2 = area * metersPerUnit * metersPerUnit;
  if (areaM2 < MIN_ROOM_M2 || areaM2 > MAX_ROOM_M2) return false;
  return ((2 * area) / perimeter) * metersPerUnit >= MIN_WIDTH_M;
}

/** The sizes `isRoomSized` accepts, as a user reads them in a warning. */
export const ROOM_SIZE_TEXT = `${MIN_ROOM_M2}–${MAX_ROOM_M2.toLocaleString('en-US')} m² and at least ${MIN_WIDTH_M} m wide`;

/** A room-sized closed outline: x, y pairs counter-clockwise, its area and perimeter in drawing units. */
export interface RoomShape {
  ring: number[];
  area: number;
  perimeter: number;
}

/** Texts sorted by x, so a room looks only at those within its x range. */
interface TextIndex {
  texts: WorldText[];
  /** Positions into `texts` by ascending x. */
  byX: Int32Array;
}

function indexTexts(texts: WorldText[]): TextIndex {
  const xs = Float64Array.from(texts, (t) => t.x);
  const byX = Int32Array.from(texts.keys()).sort((a, b) => (xs[a] as number) - (xs[b] as number));
  return { texts, byX };
}

/** The tallest text inside the ring; of equal heights the first in the file. */
function labelOf(ring: number[], index: TextIndex): WorldText | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < ring.length; i += 2) {
    minX = Math.min(minX, ring[i] as number);
    maxX = Math.max(maxX, ring[i] as number);
    minY = Math.min(minY, ring[i + 1] as number);
    maxY = Math.max(maxY, ring[i + 1] as number);
  }
  const { texts, byX } = index;
  let lo = 0;
  let hi = byX.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((texts[byX[mid] as number] as WorldText).x < minX) lo = mid + 1;
    else hi = mid;
  }
  let best = -1;
  for (let k = lo; k < byX.length; k += 1) {
    const i = byX[k] as number;
    const text = texts[i] as WorldText;
    if (text.x > maxX) break;
    if (text.y < minY || text.y > maxY) continue;
    if (best >= 0) {
      const held = texts[best] as WorldText;
      if (text.height < held.height || (text.height === held.height && i > best)) continue;
    }
    if (pointInRing(ring, text.x, text.y)) best = i;
  }
  return best >= 0 ? (texts[best] as WorldText) : null;
}

function roomFromShape(shape: RoomShape, texts: TextIndex): Room {
  const { ring, area, perimeter } = shape;
  const best = labelOf(ring, texts);
  const outline: [number, number][] = [];
  for (let i = 0; i < ring.length; i += 2)
    outline.push([round(ring[i] as number), round(ring[i + 1] as number)]);
  const c = centroid(ring, area);
  return {
    area: round(area),
    perimeter: round(perimeter),
    area_m2: null,
    label: best ? best.text.replace(/\s+/g, ' ').trim() : null,
    centroid: { x: round(c.x), y: round(c.y) },
    outline,
  };
}

/**
 * The rooms listed: the MAX_ROOMS largest shapes, largest first, each labelled by the tallest text inside it.
 * Only those are labelled and rounded, and a room looks only at the texts within its x range: a 10 MB file of
 * 12,000 room outlines and as many names would otherwise test every name against every room.
 */
export function listRooms(
  shapes: RoomShape[],
  texts: WorldText[],
  deadline: Deadline,
): { rooms: Room[]; warning: string | null } {
  const kept = [...shapes].sort((a, b) => b.area - a.area).slice(0, MAX_ROOMS);
  const index = indexTexts(texts);
  const rooms = kept.map((shape) => {
    deadline.check();
    return roomFromShape(shape, index);
  });
  const warning =
    shapes.length > MAX_ROOMS
      ? `Only the ${MAX_ROOMS} largest of ${shapes.length.toLocaleString('en-US')} rooms are listed`
      : null;
  return { rooms, warning };
}

/**
 * Room-sized bounded faces of the drawing's line work (`isRoomSized`). `metersPerUnit` makes the thresholds
 * unit-aware.
 */
export function roomSizedFaces(
  segments: Float64Array,
  metersPerUnit: number,
  diagonal: number,
  deadline: Deadline,
  budget: FaceSearchBudget,
): RoomShape[] {
  const tol = Math.max(diagonal * 1e-6, 1e-9);
  return planarFaces(segments, tol, deadline, budget).filter((face) =>
    isRoomSized(face.area, face.perimeter, metersPerUnit),
  );
}
