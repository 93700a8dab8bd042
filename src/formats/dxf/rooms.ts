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

/** A room from a counter-clockwise ring (x, y pairs), labelled by the tallest text inside it. */
export function roomFromRing(ring: number[], area: number, perimeter: number, texts: WorldText[]): Room {
  let best: WorldText | null = null;
  for (const text of texts) {
    if (best !== null && text.height <= best.height) continue;
    if (pointInRing(ring, text.x, text.y)) best = text;
  }
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

/** Largest first, at most MAX_ROOMS. */
export function largestRooms(rooms: Room[]): Room[] {
  return [...rooms].sort((a, b) => b.area - a.area).slice(0, MAX_ROOMS);
}

/**
 * Rooms: bounded faces of the drawing's line work that are room-sized (`isRoomSized`). `metersPerUnit` makes the
 * thresholds unit-aware.
 */
export function findRooms(
  segments: Float64Array,
  texts: WorldText[],
  metersPerUnit: number,
  diagonal: number,
  deadline: Deadline,
  budget: FaceSearchBudget,
): Room[] {
  const tol = Math.max(diagonal * 1e-6, 1e-9);
  const faces = planarFaces(segments, tol, deadline, budget);
  const rooms: Room[] = [];
  for (const face of faces) {
    if (!isRoomSized(face.area, face.perimeter, metersPerUnit)) continue;
    rooms.push(roomFromRing(face.ring, face.area, face.perimeter, texts));
  }
  return largestRooms(rooms);
}
