import type { DividerElement, DrawingElement, WallElement } from '../model/elements';
import type { Point } from './point';
import { bandCorners, lineEndpoints } from './elementGeometry';
import { pointInPolygon } from './segment';
import { signedArea } from './buildingGeometry';

/** Wall faces looked at around a click: a house has dozens, a big floor a few thousand; crossings grow as their square. */
const MAX_FACES = 4_000;
const MAX_PAIR_TESTS = 4_000_000;
const MAX_WALK = 10_000;

type Seg = readonly [Point, Point];

/** The two long faces of a wall or divider (its end caps never bound a room). */
function faces(el: WallElement | DividerElement): Seg[] {
  const [a, b] = lineEndpoints(el);
  const c = bandCorners(a, b, el.thickness);
  return [
    [c[0] as Point, c[1] as Point],
    [c[2] as Point, c[3] as Point],
  ];
}

function crossParam(s: Seg, u: Seg): [number, number] | null {
  const r = { x: s[1].x - s[0].x, y: s[1].y - s[0].y };
  const q = { x: u[1].x - u[0].x, y: u[1].y - u[0].y };
  const denom = r.x * q.y - r.y * q.x;
  if (Math.abs(denom) <= 1e-12 * Math.hypot(r.x, r.y) * Math.hypot(q.x, q.y)) return null;
  const wx = u[0].x - s[0].x;
  const wy = u[0].y - s[0].y;
  const t = (wx * q.y - wy * q.x) / denom;
  const v = (wx * r.y - wy * r.x) / denom;
  const eps = 1e-9;
  return t >= -eps && t <= 1 + eps && v >= -eps && v <= 1 + eps ? [t, v] : null;
}

/**
 * What a room's outline runs along: the walls' inner faces (the net area, as Add Room traces it) or their
 * centre lines (as a generated plan draws its rooms).
 */
export type RoomBoundary = 'faces' | 'centreline';

/**
 * The outline of the area enclosed by walls around `p` (their inner faces, or their centre lines), or null when
 * `p` is not inside a closed ring of walls. The faces are split where they cross, dangling pieces dropped, and
 * the face of the arrangement that holds `p` is traced from the first face a ray to the right of `p` meets.
 */
export function enclosedOutline(
  elements: readonly DrawingElement[],
  p: Point,
  boundary: RoomBoundary = 'faces',
): Point[] | null {
  const segs: Seg[] = [];
  for (const el of elements) {
    if (el.type !== 'wall' && el.type !== 'divider') continue;
    const [a, b] = lineEndpoints(el);
    if (boundary === 'centreline') {
      segs.push([a, b]);
      if (segs.length > MAX_FACES) return null;
      continue;
    }
    // A click on a wall itself is not a room, though its band is closed by the walls it joins.
    if (pointInPolygon(p, bandCorners(a, b, el.thickness))) return null;
    segs.push(...faces(el));
    if (segs.length > MAX_FACES) return null;
  }
  // Split every face where others cross it.
  const cuts: number[][] = segs.map(() => [0, 1]);
  let tests = 0;
  for (let i = 0; i < segs.length; i++)
    for (let j = i + 1; j < segs.length; j++) {
      if (++tests > MAX_PAIR_TESTS) return null;
      const hit = crossParam(segs[i] as Seg, segs[j] as Seg);
      if (hit) {
        (cuts[i] as number[]).push(hit[0]);
        (cuts[j] as number[]).push(hit[1]);
      }
    }
  const keyOf = (q: Point) => `${Math.round(q.x * 1e4)},${Math.round(q.y * 1e4)}`;
  const nodes = new Map<string, Point>();
  const adj = new Map<string, Set<string>>();
  const link = (a: Point, b: Point) => {
    const ka = keyOf(a);
    const kb = keyOf(b);
    if (ka === kb) return;
    nodes.set(ka, a);
    nodes.set(kb, b);
    if (!adj.has(ka)) adj.set(ka, new Set());
    if (!adj.has(kb)) adj.set(kb, new Set());
    (adj.get(ka) as Set<string>).add(kb);
    (adj.get(kb) as Set<string>).add(ka);
  };
  segs.forEach((s, i) => {
    const ts = [...new Set((cuts[i] as number[]).map((t) => Math.min(1, Math.max(0, t))))].sort(
      (x, y) => x - y,
    );
    const at = (t: number): Point => ({
      x: s[0].x + t * (s[1].x - s[0].x),
      y: s[0].y + t * (s[1].y - s[0].y),
    });
    for (let k = 1; k < ts.length; k++) link(at(ts[k - 1] as number), at(ts[k] as number));
  });
  // Dangling pieces (a wall's face running past a junction) bound nothing.
  const queue = [...adj.keys()].filter((k) => (adj.get(k) as Set<string>).size < 2);
  while (queue.length > 0) {
    const k = queue.pop() as string;
    const ns = adj.get(k);
    if (!ns) continue;
    for (const n of ns) {
      const other = adj.get(n) as Set<string>;
      other.delete(k);
      if (other.size === 1) queue.push(n);
    }
    adj.delete(k);
  }
  // The first edge a ray to the right of p meets bounds the face that holds p.
  let start: [string, string] | null = null;
  let nearest = Infinity;
  for (const [ka, ns] of adj) {
    const a = nodes.get(ka) as Point;
    for (const kb of ns) {
      if (ka > kb) continue;
      const b = nodes.get(kb) as Point;
      if (a.y > p.y === b.y > p.y) continue;
      const x = a.x + ((p.y - a.y) * (b.x - a.x)) / (b.y - a.y);
      if (x > p.x && x < nearest) {
        nearest = x;
        const cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
        start = cross > 0 ? [ka, kb] : [kb, ka];
      }
    }
  }
  if (!start) return null;
  // Walk the face on the left of each half-edge: at each node take the first edge clockwise from the way back.
  const ring: Point[] = [];
  let [from, to] = start;
  for (let step = 0; step < MAX_WALK; step++) {
    ring.push(nodes.get(from) as Point);
    const v = nodes.get(to) as Point;
    const u = nodes.get(from) as Point;
    const back = Math.atan2(u.y - v.y, u.x - v.x);
    let best: string | null = null;
    let bestDelta = Infinity;
    for (const w of adj.get(to) ?? []) {
      if (w === from) continue;
      const q = nodes.get(w) as Point;
      let delta = back - Math.atan2(q.y - v.y, q.x - v.x);
      while (delta <= 0) delta += 2 * Math.PI;
      while (delta > 2 * Math.PI) delta -= 2 * Math.PI;
      if (delta < bestDelta) {
        bestDelta = delta;
        best = w;
      }
    }
    if (best === null) return null;
    [from, to] = [to, best];
    if (from === start[0] && to === start[1]) break;
    if (step === MAX_WALK - 1) return null;
  }
  if (ring.length < 3 || signedArea(ring) <= 0 || !pointInPolygon(p, ring)) return null;
  return ring;
}
