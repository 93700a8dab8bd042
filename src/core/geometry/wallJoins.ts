import type { Point } from './point';
import { lineEndpoints } from './elementGeometry';
import type { WallElement } from '../model/elements';
import { candidatePairs } from './wallJoinIndex';

/**
 * Walls joined where they meet. Every wall is cut into pieces at the junctions along it; each piece ends at a
 * junction node or free. Around a node the wall ends are sorted by direction and each pair of neighbours meets
 * where their facing faces cross, so the pieces tile the junction (an L is mitred, a T's butting wall stops at
 * the through wall's face, an X leaves no face across the crossing) and no two walls' bands overlap.
 */
export interface JoinedWall {
  /** The poché: closed outlines, in world units, that tile with the neighbouring walls' outlines. */
  readonly polygons: readonly (readonly Point[])[];
  /** The face (and free end cap) lines to stroke; none crosses a junction. */
  readonly faces: readonly (readonly [Point, Point])[];
}

type End = 'start' | 'end';

interface Node {
  x: number;
  y: number;
  /** How many candidate points were averaged into (x, y). */
  weight: number;
  parent: Node | null;
}

/** A wall's centre line and half width, taken once. */
interface Axis {
  readonly wall: WallElement;
  readonly a: Point;
  readonly b: Point;
  readonly len: number;
  readonly ux: number;
  readonly uy: number;
  readonly h: number;
}

/** Below this sine the two directions count as parallel (about 2°): their faces do not meet near the node. */
const PARALLEL_SIN = Math.sin((2 * Math.PI) / 180);
/** A T or X needs at least this angle between the walls (about 10°); flatter, they are lying along each other. */
const CROSS_SIN = Math.sin((10 * Math.PI) / 180);
/** A mitre further than this many half-widths from the node is cut back (a sliver of an acute join). */
const MITRE_LIMIT = 8;

function axisOf(wall: WallElement): Axis | null {
  const [a, b] = lineEndpoints(wall);
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  if (!(len > 0) || !(wall.thickness > 0)) return null;
  return { wall, a, b, len, ux: (b.x - a.x) / len, uy: (b.y - a.y) / len, h: wall.thickness / 2 };
}

function root(n: Node): Node {
  let r = n;
  while (r.parent) r = r.parent;
  while (n.parent && n.parent !== r) {
    const next: Node = n.parent;
    n.parent = r;
    n = next;
  }
  return r;
}

function union(p: Node, q: Node): Node {
  const a = root(p);
  const b = root(q);
  if (a === b) return a;
  const w = a.weight + b.weight;
  a.x = (a.x * a.weight + b.x * b.weight) / w;
  a.y = (a.y * a.weight + b.y * b.weight) / w;
  a.weight = w;
  b.parent = a;
  return a;
}

const newNode = (p: Point): Node => ({ x: p.x, y: p.y, weight: 1, parent: null });

/** Where the two centre lines cross (as infinite lines), or null when they are nearly parallel. */
function lineCross(p: Axis, q: Axis): { t: number; s: number; at: Point } | null {
  const den = p.ux * q.uy - p.uy * q.ux;
  if (Math.abs(den) < CROSS_SIN) return null;
  const dx = q.a.x - p.a.x;
  const dy = q.a.y - p.a.y;
  const t = (dx * q.uy - dy * q.ux) / den;
  const s = (dx * p.uy - dy * p.ux) / den;
  return { t, s, at: { x: p.a.x + p.ux * t, y: p.a.y + p.uy * t } };
}

const endPoint = (ax: Axis, e: End): Point => (e === 'start' ? ax.a : ax.b);
const endParam = (ax: Axis, e: End): number => (e === 'start' ? 0 : ax.len);

/** The junctions found so far: ends at nodes, and nodes splitting walls along their length. */
class Junctions {
  readonly ends = new Map<string, Node>();
  readonly splits = new Map<number, { t: number; node: Node }[]>();

  endNode(i: number, e: End): Node | undefined {
    return this.ends.get(`${i}:${e}`);
  }

  /** Puts an end at `node`, merging with the node it already sits at. */
  attachEnd(i: number, e: End, node: Node): Node {
    const key = `${i}:${e}`;
    const had = this.ends.get(key);
    const n = had ? union(had, node) : node;
    this.ends.set(key, n);
    return n;
  }

  split(i: number, t: number, node: Node): void {
    const list = this.splits.get(i);
    if (list) list.push({ t, node });
    else this.splits.set(i, [{ t, node }]);
  }
}

/** Joins two wall ends closer than half the thicker wall: an L (or one arm of a Y). */
function joinEnds(axes: readonly Axis[], i: number, j: number, jn: Junctions): void {
  const p = axes[i] as Axis;
  const q = axes[j] as Axis;
  const tol = Math.max(p.h, q.h);
  for (const ei of ['start', 'end'] as const) {
    for (const ej of ['start', 'end'] as const) {
      const pa = endPoint(p, ei);
      const qa = endPoint(q, ej);
      if (Math.hypot(pa.x - qa.x, pa.y - qa.y) > tol) continue;
      // The corner is where the centre lines cross when that is near both ends (a wall drawn a little short or
      // long still meets), else the middle of the two ends.
      const c = lineCross(p, q);
      const near =
        c !== null &&
        Math.abs(c.t - endParam(p, ei)) <= 2 * tol &&
        Math.abs(c.s - endParam(q, ej)) <= 2 * tol;
      const at = near ? c.at : { x: (pa.x + qa.x) / 2, y: (pa.y + qa.y) / 2 };
      const node = jn.attachEnd(i, ei, newNode(at));
      jn.attachEnd(j, ej, node);
    }
  }
}

/** An end of wall j on the side of wall i (a T): wall i is split where j's centre line meets it. */
function joinEndToSide(axes: readonly Axis[], i: number, j: number, jn: Junctions): void {
  const p = axes[i] as Axis;
  const q = axes[j] as Axis;
  const c = lineCross(p, q);
  if (!c) return;
  for (const ej of ['start', 'end'] as const) {
    const qa = endPoint(q, ej);
    // The end reaches from the through wall's centre line to a little past its face.
    const across = Math.abs((qa.x - p.a.x) * p.uy - (qa.y - p.a.y) * p.ux);
    if (across > p.h + q.h) continue;
    if (c.t <= p.h || c.t >= p.len - p.h) continue;
    if (Math.abs(c.s - endParam(q, ej)) > p.h + q.h) continue;
    const node = jn.attachEnd(j, ej, newNode(c.at));
    jn.split(i, c.t, node);
  }
}

/** Two walls crossing away from their ends (an X): both are split at the crossing. */
function joinCrossing(axes: readonly Axis[], i: number, j: number, jn: Junctions): void {
  const p = axes[i] as Axis;
  const q = axes[j] as Axis;
  const c = lineCross(p, q);
  if (!c) return;
  if (c.t <= p.h || c.t >= p.len - p.h || c.s <= q.h || c.s >= q.len - q.h) return;
  const node = newNode(c.at);
  jn.split(i, c.t, node);
  jn.split(j, c.s, node);
}

/** One wall end at a node, as the corner search sees it: outward direction, half width and its two corners. */
interface NodeEnd {
  readonly dx: number;
  readonly dy: number;
  readonly h: number;
  readonly angle: number;
  /** The corner on the side `(-dy, dx)` of the outward direction, and the one on the other side. */
  plus: Point;
  minus: Point;
}

interface Piece {
  readonly from: Point;
  readonly to: Point;
  readonly h: number;
  readonly startEnd: NodeEnd;
  readonly endEnd: NodeEnd;
  readonly startNode: Node | null;
  readonly endNode: Node | null;
}

function freeEnd(at: Point, dx: number, dy: number, h: number): NodeEnd {
  return {
    dx,
    dy,
    h,
    angle: Math.atan2(dy, dx),
    plus: { x: at.x - dy * h, y: at.y + dx * h },
    minus: { x: at.x + dy * h, y: at.y - dx * h },
  };
}

/** Where end `p`'s plus face meets end `q`'s minus face (q follows p around the node). */
function meetCorners(node: Point, p: NodeEnd, q: NodeEnd): void {
  // Plus face of p: node + h_p (-dy, dx) + s d_p; minus face of q: node - h_q (-dy, dx) + r d_q.
  const ox = -p.dy * p.h - q.dy * q.h;
  const oy = p.dx * p.h + q.dx * q.h;
  const den = p.dx * q.dy - p.dy * q.dx;
  if (Math.abs(den) >= PARALLEL_SIN) {
    // Solve o + s d_p = r d_q for s, with o = p's face origin minus q's.
    const s = (ox * q.dy - oy * q.dx) / -den;
    const x = node.x - p.dy * p.h + p.dx * s;
    const y = node.y + p.dx * p.h + p.dy * s;
    if (Math.hypot(x - node.x, y - node.y) <= MITRE_LIMIT * Math.max(p.h, q.h)) {
      p.plus = q.minus = { x, y };
      return;
    }
  }
  // Parallel (a wall running straight through, or a step in thickness): each face ends square at the node.
  p.plus = { x: node.x - p.dy * p.h, y: node.y + p.dx * p.h };
  q.minus = { x: node.x + q.dy * q.h, y: node.y - q.dx * q.h };
}

/** The walls' joined outlines and face lines, by wall id. Walls with no length or thickness are left out. */
export function joinWalls(walls: readonly WallElement[]): Map<string, JoinedWall> {
  const axes: Axis[] = [];
  for (const w of walls) {
    const ax = axisOf(w);
    if (ax) axes.push(ax);
  }
  const jn = new Junctions();
  const pairs = candidatePairs(axes.map((ax) => ax.wall));
  for (const [i, j] of pairs) joinEnds(axes, i, j, jn);
  for (const [i, j] of pairs) {
    joinEndToSide(axes, i, j, jn);
    joinEndToSide(axes, j, i, jn);
  }
  for (const [i, j] of pairs) joinCrossing(axes, i, j, jn);
  // Junctions found twice on one wall (a T from each side, a T through an X) are one node.
  for (const [i, list] of jn.splits) {
    list.sort((p, q) => p.t - q.t);
    const tol = (axes[i] as Axis).h;
    for (let k = 1; k < list.length; k++) {
      const prev = list[k - 1] as { t: number; node: Node };
      const cur = list[k] as { t: number; node: Node };
      if (cur.t - prev.t <= tol) union(prev.node, cur.node);
    }
  }

  const byNode = new Map<Node, NodeEnd[]>();
  const at = (node: Node | null, end: NodeEnd) => {
    if (!node) return;
    const list = byNode.get(node);
    if (list) list.push(end);
    else byNode.set(node, [end]);
  };
  const pieces = new Map<string, Piece[]>();
  axes.forEach((ax, i) => {
    const stations: { p: Point; node: Node | null }[] = [];
    const s = jn.endNode(i, 'start');
    const e = jn.endNode(i, 'end');
    stations.push(s ? { p: root(s), node: root(s) } : { p: ax.a, node: null });
    const seen = new Set<Node>();
    for (const { node } of jn.splits.get(i) ?? []) {
      const r = root(node);
      if (seen.has(r)) continue;
      seen.add(r);
      stations.push({ p: { x: r.x, y: r.y }, node: r });
    }
    stations.push(e ? { p: root(e), node: root(e) } : { p: ax.b, node: null });
    // Along the wall: its nodes in order of where they fall on it.
    const along = (p: Point) => (p.x - ax.a.x) * ax.ux + (p.y - ax.a.y) * ax.uy;
    const inner = stations.slice(1, -1).sort((p, q) => along(p.p) - along(q.p));
    const ordered = [stations[0], ...inner, stations[stations.length - 1]] as typeof stations;
    const list: Piece[] = [];
    for (let k = 1; k < ordered.length; k++) {
      const from = ordered[k - 1] as (typeof stations)[number];
      const to = ordered[k] as (typeof stations)[number];
      const len = Math.hypot(to.p.x - from.p.x, to.p.y - from.p.y);
      if (!(len > 1e-9) || (from.node !== null && from.node === to.node)) continue;
      const dx = (to.p.x - from.p.x) / len;
      const dy = (to.p.y - from.p.y) / len;
      const startEnd = freeEnd(from.p, dx, dy, ax.h);
      const endEnd = freeEnd(to.p, -dx, -dy, ax.h);
      at(from.node, startEnd);
      at(to.node, endEnd);
      list.push({
        from: from.p,
        to: to.p,
        h: ax.h,
        startEnd,
        endEnd,
        startNode: from.node,
        endNode: to.node,
      });
    }
    pieces.set(ax.wall.id, list);
  });

  const fan = new Set<Node>();
  for (const [node, ends] of byNode) {
    if (ends.length < 2) continue;
    if (ends.length > 2) fan.add(node);
    ends.sort((p, q) => p.angle - q.angle);
    for (let k = 0; k < ends.length; k++)
      meetCorners(node, ends[k] as NodeEnd, ends[(k + 1) % ends.length] as NodeEnd);
  }

  const out = new Map<string, JoinedWall>();
  for (const [id, list] of pieces) {
    const polygons: Point[][] = [];
    const faces: [Point, Point][] = [];
    for (const pc of list) {
      const { startEnd: s, endEnd: e } = pc;
      const joinedAt = (node: Node | null) => node !== null && (byNode.get(node)?.length ?? 0) >= 2;
      const poly: Point[] = [s.plus, e.minus];
      if (pc.endNode && fan.has(pc.endNode)) poly.push({ x: pc.endNode.x, y: pc.endNode.y });
      poly.push(e.plus, s.minus);
      if (pc.startNode && fan.has(pc.startNode)) poly.push({ x: pc.startNode.x, y: pc.startNode.y });
      polygons.push(poly);
      faces.push([s.plus, e.minus], [s.minus, e.plus]);
      if (!joinedAt(pc.startNode)) faces.push([s.minus, s.plus]);
      if (!joinedAt(pc.endNode)) faces.push([e.minus, e.plus]);
    }
    out.set(id, { polygons, faces: mergeCollinear(faces) });
  }
  return out;
}

/** Face lines that continue each other in a straight line (a through wall split at a T) become one line. */
function mergeCollinear(faces: [Point, Point][]): [Point, Point][] {
  if (faces.length < 3) return faces;
  const out: [Point, Point][] = [];
  const used = new Array<boolean>(faces.length).fill(false);
  const same = (p: Point, q: Point) => Math.abs(p.x - q.x) < 1e-9 && Math.abs(p.y - q.y) < 1e-9;
  const straight = (a: Point, m: Point, b: Point) => {
    const cross = (m.x - a.x) * (b.y - m.y) - (m.y - a.y) * (b.x - m.x);
    return Math.abs(cross) <= 1e-9 * Math.hypot(b.x - a.x, b.y - a.y) ** 2;
  };
  for (let k = 0; k < faces.length; k++) {
    if (used[k]) continue;
    used[k] = true;
    let [a, b] = faces[k] as [Point, Point];
    let grown = true;
    while (grown) {
      grown = false;
      for (let m = 0; m < faces.length; m++) {
        if (used[m]) continue;
        const [c, d] = faces[m] as [Point, Point];
        if (same(b, c) && straight(a, b, d)) b = d;
        else if (same(b, d) && straight(a, b, c)) b = c;
        else if (same(a, d) && straight(c, a, b)) a = c;
        else if (same(a, c) && straight(d, a, b)) a = d;
        else continue;
        used[m] = true;
        grown = true;
      }
    }
    out.push([a, b]);
  }
  return out;
}

/** One wall's joined outline from itself and its neighbours (WallJoinIndex `neighbours`). */
export function joinedWall(wall: WallElement, neighbours: readonly WallElement[]): JoinedWall | undefined {
  return joinWalls([wall, ...neighbours.filter((w) => w.id !== wall.id)]).get(wall.id);
}
