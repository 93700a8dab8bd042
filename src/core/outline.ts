import type { Point } from './geometry/point';
import { distance } from './geometry/point';
import { DEFAULT_WALL_THICKNESS } from './model/constants';
import type { DrawingElement, WallElement } from './model/elements';
import type { IdSource } from './model/ids';
import type { Page } from './model/page';
import { createPage } from './model/page';
import { finalizeElement } from './model/snapPoints';
import type { LengthUnit } from './units';
import { formatLength, unitToPx } from './units';

export type FaceName = 'south' | 'north' | 'west' | 'east';
export const FACES: readonly FaceName[] = ['south', 'west', 'north', 'east'];
export const FACE_LABELS: Record<FaceName, string> = {
  south: 'South (front)',
  north: 'North (back)',
  west: 'West (left)',
  east: 'East (right)',
};
export const MAX_FACE_SEGMENTS = 100;

/** One face as entered in the wizard (this is exactly what raw_json stores per face). */
export interface OutlineFace {
  readonly length: number;
  /** The face is drawn as this many equal wall pieces. */
  readonly segments: number;
  /** Broken wall: an odd number of equal parts alternating wall, opening, wall, … (starting and ending with wall). */
  readonly brokenWall: { readonly enabled: boolean; readonly segments: number };
}

export type OutlineFaces = Readonly<Record<FaceName, OutlineFace>>;

export interface OutlineInput {
  readonly name: string;
  readonly unit: LengthUnit;
  readonly faces: OutlineFaces;
}

export interface OutlineWallSummary {
  readonly id: string;
  readonly start: Point;
  readonly end: Point;
  readonly lengthPx: number;
  readonly label: string;
}

export interface OutlineFaceSummary {
  readonly length: number;
  readonly segments: number;
  readonly lengthPx: number;
  readonly label: string;
  readonly broken: boolean;
  readonly walls: readonly OutlineWallSummary[];
  readonly openings: readonly { readonly start: Point; readonly end: Point; readonly lengthPx: number }[];
}

/** The derived walls' summary the server stores as outline_metadata. */
export interface OutlineMetadata {
  readonly unit: LengthUnit;
  readonly closed: boolean;
  readonly wallThickness: number;
  readonly perimeterPx: number;
  readonly corners: Readonly<Record<'sw' | 'se' | 'ne' | 'nw', Point>>;
  readonly faces: Readonly<Record<FaceName, OutlineFaceSummary>>;
}

export type OutlineResult =
  { ok: true; page: Page; rawJson: OutlineFaces; metadata: OutlineMetadata } | { ok: false; error: string };

export const OUTLINE_ERRORS = {
  name: 'Name is required.',
  length: 'Each face length must be a number of 0 or more.',
  zero: 'Every face needs a length above 0 to close the outline.',
  segments: `Segments must be a whole number from 1 to ${MAX_FACE_SEGMENTS}.`,
  broken: 'Broken-wall segments must be an odd number of at least 1.',
  impossible: 'These four lengths cannot close an outline: one face is as long as the other three together.',
} as const;

/** Walls are offset so the outline's box, walls included, starts one foot from the origin. */
const MARGIN = 12 * 96;

function validate(input: OutlineInput): string | null {
  if (!input.name.trim()) return OUTLINE_ERRORS.name;
  for (const f of FACES) {
    const face = input.faces[f];
    if (!Number.isFinite(face.length) || face.length < 0) return OUTLINE_ERRORS.length;
    if (!Number.isInteger(face.segments) || face.segments < 1 || face.segments > MAX_FACE_SEGMENTS) {
      return OUTLINE_ERRORS.segments;
    }
    const b = face.brokenWall.segments;
    if (face.brokenWall.enabled && (!Number.isInteger(b) || b < 1 || b % 2 === 0 || b > MAX_FACE_SEGMENTS)) {
      return OUTLINE_ERRORS.broken;
    }
  }
  if (FACES.some((f) => input.faces[f].length === 0)) return OUTLINE_ERRORS.zero;
  return null;
}

/**
 * Corners of a closed quadrilateral with the four side lengths (y up, SW at the origin, south along +x).
 * The west face leans as little as possible from vertical: with front = back and left = right it is the
 * rectangle; otherwise the SW angle is the one nearest 90° for which the north and east faces can meet.
 */
function corners(
  S: number,
  N: number,
  W: number,
  E: number,
): Record<'sw' | 'se' | 'ne' | 'nw', Point> | null {
  const lo = Math.max(Math.abs(N - E), Math.abs(S - W));
  const hi = Math.min(N + E, S + W);
  if (lo > hi) return null;
  const d = Math.min(hi, Math.max(lo, Math.hypot(S, W)));
  if (d === 0) return null;
  const cos = Math.max(-1, Math.min(1, (S * S + W * W - d * d) / (2 * S * W)));
  const sin = Math.sqrt(1 - cos * cos);
  const sw = { x: 0, y: 0 };
  const se = { x: S, y: 0 };
  const nw = { x: W * cos, y: W * sin };
  const u = { x: (se.x - nw.x) / d, y: (se.y - nw.y) / d };
  const a = (N * N - E * E + d * d) / (2 * d);
  const h = Math.sqrt(Math.max(0, N * N - a * a));
  // NE lies on the far side of the NW–SE diagonal from SW, so the outline is convex.
  const side = Math.sign(u.x * (sw.y - nw.y) - u.y * (sw.x - nw.x)) || 1;
  const perp = { x: u.y * side, y: -u.x * side };
  const ne = { x: nw.x + a * u.x + h * perp.x, y: nw.y + a * u.y + h * perp.y };
  return { sw, se, ne, nw };
}

const lerp = (a: Point, b: Point, t: number): Point => ({
  x: a.x + (b.x - a.x) * t,
  y: a.y + (b.y - a.y) * t,
});

/**
 * The outline wizard: four faces become walls (6" thick, centre lines meeting at the corners) on a first
 * page, at real scale (96 world units per inch; the editor zooms to fit). South is the front, drawn at the
 * bottom; the walls run clockwise on screen (so each wall's dimension, on its left, falls outside) and form one group so the outline moves as a whole.
 * Each wall shows its length as a dimension (export/dimensions.ts).
 */
export function buildOutline(input: OutlineInput, ids: IdSource, pageId: string): OutlineResult {
  const problem = validate(input);
  if (problem) return { ok: false, error: problem };
  const px = (f: FaceName) => unitToPx(input.faces[f].length, input.unit);
  const c = corners(px('south'), px('north'), px('west'), px('east'));
  if (!c) return { ok: false, error: OUTLINE_ERRORS.impossible };

  // Screen coordinates: flip y and shift so the walls' outer edges start at the margin.
  const all = [c.sw, c.se, c.ne, c.nw];
  const minX = Math.min(...all.map((p) => p.x));
  const maxY = Math.max(...all.map((p) => p.y));
  const half = DEFAULT_WALL_THICKNESS / 2;
  const toScreen = (p: Point): Point => ({ x: p.x - minX + MARGIN + half, y: maxY - p.y + MARGIN + half });
  const sc = { sw: toScreen(c.sw), se: toScreen(c.se), ne: toScreen(c.ne), nw: toScreen(c.nw) };
  const runs: Record<FaceName, [Point, Point]> = {
    south: [sc.se, sc.sw],
    west: [sc.sw, sc.nw],
    north: [sc.nw, sc.ne],
    east: [sc.ne, sc.se],
  };

  const groupId = ids();
  const elements: DrawingElement[] = [];
  const faces = {} as Record<FaceName, OutlineFaceSummary>;
  for (const f of FACES) {
    const face = input.faces[f];
    const [a, b] = runs[f];
    const broken = face.brokenWall.enabled;
    const parts = broken ? face.brokenWall.segments : face.segments;
    const walls: OutlineWallSummary[] = [];
    const openings: { start: Point; end: Point; lengthPx: number }[] = [];
    for (let i = 0; i < parts; i++) {
      const start = lerp(a, b, i / parts);
      const end = lerp(a, b, (i + 1) / parts);
      const lengthPx = distance(start, end);
      if (broken && i % 2 === 1) {
        openings.push({ start, end, lengthPx });
        continue;
      }
      const wall = finalizeElement({
        id: ids(),
        type: 'wall',
        x: start.x,
        y: start.y,
        x2: end.x,
        y2: end.y,
        rotation: 0,
        thickness: DEFAULT_WALL_THICKNESS,
        groupId,
      }) as WallElement;
      elements.push(wall);
      walls.push({ id: wall.id, start, end, lengthPx, label: formatLength(lengthPx, input.unit) });
    }
    const lengthPx = distance(a, b);
    faces[f] = {
      length: face.length,
      segments: face.segments,
      lengthPx,
      label: formatLength(lengthPx, input.unit),
      broken,
      walls,
      openings,
    };
  }
  const page: Page = { ...createPage(pageId, 1), elements };
  const rawJson: OutlineFaces = {
    south: input.faces.south,
    north: input.faces.north,
    west: input.faces.west,
    east: input.faces.east,
  };
  const metadata: OutlineMetadata = {
    unit: input.unit,
    closed: true,
    wallThickness: DEFAULT_WALL_THICKNESS,
    perimeterPx: FACES.reduce((s, f) => s + faces[f].lengthPx, 0),
    corners: sc,
    faces,
  };
  return { ok: true, page, rawJson, metadata };
}
