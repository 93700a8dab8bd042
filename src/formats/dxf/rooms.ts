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

/** Straight segments of the world geometry: lines and polyline edges (bulges already tessellated). */
export function straightSegments(geometry: DxfGeometry): Float64Array {
  const { lines, polylines } = geometry;
  let count = lines.coords.length / 4;
  // Hatch boundaries repeat the walls they fill; they are left out.
  const isHatch = (k: number): boolean => ((polylines.flags[k] as number) & 4) !== 0;
  for (let k = 0; k + 1 < polylines.offsets.length; k += 1) {
    if (isHatch(k)) continue;
    const n = (polylines.offsets[k + 1] as number) - (polylines.offsets[k] as number);
    count += (polylines.flags[k] as number) & 1 ? n : Math.max(0, n - 1);
  }
  const out = new Float64Array(count * 4);
  out.set(lines.coords);
  let w = lines.coords.length;
  const p = polylines.coords;
  for (let k = 0; k + 1 < polylines.offsets.length; k += 1) {
    if (isHatch(k)) continue;
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

const round = (v: number): number => Number(v.toPrecision(6));

/**
 * Rooms: bounded faces of the drawing's line work that are big enough (area) and not sliver-thin (2·area /
 * perimeter approximates the narrow width of a long shape). `metersPerUnit` makes the thresholds unit-aware.
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
  const m2 = metersPerUnit * metersPerUnit;
  const rooms: Room[] = [];
  for (const face of faces) {
    const areaM2 = face.area * m2;
    if (areaM2 < MIN_ROOM_M2 || areaM2 > MAX_ROOM_M2) continue;
    if (((2 * face.area) / face.perimeter) * metersPerUnit < MIN_WIDTH_M) continue;
    let best: WorldText | null = null;
    for (const text of texts) {
      if (best !== null && text.height <= best.height) continue;
      if (pointInRing(face.ring, text.x, text.y)) best = text;
    }
    const outline: [number, number][] = [];
    for (let i = 0; i < face.ring.length; i += 2)
      outline.push([round(face.ring[i] as number), round(face.ring[i + 1] as number)]);
    const c = centroid(face.ring, face.area);
    rooms.push({
      area: round(face.area),
      perimeter: round(face.perimeter),
      area_m2: null,
      label: best ? best.text.replace(/\s+/g, ' ').trim() : null,
      centroid: { x: round(c.x), y: round(c.y) },
      outline,
    });
  }
  rooms.sort((a, b) => b.area - a.area);
  return rooms.slice(0, MAX_ROOMS);
}
