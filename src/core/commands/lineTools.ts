import type { Point } from '../geometry/point';
import { distance } from '../geometry/point';
import { lineIntersection } from '../geometry/segment';
import { lineEndpoints } from '../geometry/elementGeometry';
import { DEFAULT_OFFSET_DISTANCE } from '../model/constants';
import type { DrawingElement, LineElement, LineLikeElement } from '../model/elements';
import { isLineLike } from '../model/elements';
import type { IdSource } from '../model/ids';
import type { Page } from '../model/page';
import { finalizeElement } from '../model/snapPoints';
import type { CommandResult } from './result';
import { ALERTS, done, fail } from './result';
import { expandToGroups, mapElements } from './pageEdit';

export const SELECT_TWO_LINES = 'Select exactly two lines.';
export const SELECT_ONE_LINE = 'Select one line to offset.';
export const SHAPE_ALREADY_CLOSED = 'The shape is already closed.';
/** Endpoints closer than this (world units, about 1/200 inch) are the same point. */
export const CONNECT_TOLERANCE = 0.5;

const withEnds = (el: LineLikeElement, a: Point, b: Point): DrawingElement =>
  finalizeElement({ ...el, rotation: 0, x: a.x, y: a.y, x2: b.x, y2: b.y });

/**
 * Fillet (sharp corner): two lines whose segments or extensions meet. Each line's end nearer the crossing
 * moves onto it and the far ends stay. Parallel lines: "Lines do not intersect."
 */
export function fillet(page: Page, args: { readonly ids: readonly string[] }): CommandResult {
  const els = page.elements.filter((el) => args.ids.includes(el.id));
  if (els.length !== 2 || !els.every(isLineLike)) return fail(SELECT_TWO_LINES);
  const [l1, l2] = els as [LineLikeElement, LineLikeElement];
  const [a1, b1] = lineEndpoints(l1);
  const [a2, b2] = lineEndpoints(l2);
  const x = lineIntersection(a1, b1, a2, b2);
  if (!x) return fail(ALERTS.linesDoNotIntersect);
  const trimmed = new Map<string, DrawingElement>([
    [l1.id, distance(a1, x) <= distance(b1, x) ? withEnds(l1, x, b1) : withEnds(l1, a1, x)],
    [l2.id, distance(a2, x) <= distance(b2, x) ? withEnds(l2, x, b2) : withEnds(l2, a2, x)],
  ]);
  return done(
    mapElements(page, new Set(trimmed.keys()), (el) => trimmed.get(el.id) ?? el),
    'Fillet lines',
  );
}

/** Clusters endpoints that coincide; returns each line's two node numbers. */
function endpointNodes(lines: readonly LineElement[]): { nodes: Point[]; ends: [number, number][] } {
  const nodes: Point[] = [];
  const nodeOf = (p: Point): number => {
    const i = nodes.findIndex((n) => distance(n, p) <= CONNECT_TOLERANCE);
    if (i >= 0) return i;
    nodes.push(p);
    return nodes.length - 1;
  };
  return { nodes, ends: lines.map((l) => lineEndpoints(l).map(nodeOf) as [number, number]) };
}

/**
 * Close shape: lines that form one open chain (two lines meeting at one point, or more joined end to end)
 * get the closing line between the chain's free ends, and the whole outline becomes one group.
 */
export function closeShape(
  page: Page,
  args: { readonly ids: readonly string[]; readonly newId: IdSource },
): CommandResult {
  const ids = expandToGroups(page, args.ids);
  const lines = page.elements.filter((el): el is LineElement => ids.has(el.id) && el.type === 'line');
  if (lines.length < 2 || lines.length !== ids.size) return fail(ALERTS.linesMustConnect);
  const { nodes, ends } = endpointNodes(lines);
  const degree = new Array<number>(nodes.length).fill(0);
  for (const [a, b] of ends) {
    if (a === b) return fail(ALERTS.linesMustConnect);
    degree[a] = (degree[a] ?? 0) + 1;
    degree[b] = (degree[b] ?? 0) + 1;
  }
  const free = degree.flatMap((d, i) => (d === 1 ? [i] : []));
  if (degree.some((d) => d > 2)) return fail(ALERTS.linesMustConnect);
  if (free.length === 0 && isConnected(nodes.length, ends)) return fail(SHAPE_ALREADY_CLOSED);
  if (free.length !== 2 || !isConnected(nodes.length, ends)) return fail(ALERTS.linesMustConnect);
  const [p, q] = [nodes[free[0] as number] as Point, nodes[free[1] as number] as Point];
  const groupId = args.newId();
  const closing = finalizeElement({
    id: args.newId(),
    type: 'line',
    x: q.x,
    y: q.y,
    x2: p.x,
    y2: p.y,
    rotation: 0,
    groupId,
  });
  const grouped = mapElements(page, ids, (el) => ({ ...el, groupId }));
  return done({ ...grouped, elements: [...grouped.elements, closing] }, 'Close shape');
}

function isConnected(n: number, edges: readonly [number, number][]): boolean {
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i] as number)));
  for (const [a, b] of edges) parent[find(a)] = find(b);
  return new Set(parent.map((_, i) => find(i))).size === 1;
}

/**
 * Offset line: a parallel copy `distance` away (default 30), on the right of the line's direction for a
 * positive distance (y grows downwards), keeping the line's kind and thickness.
 */
export function offsetLine(
  page: Page,
  args: { readonly ids: readonly string[]; readonly newId: IdSource; readonly distance?: number },
): CommandResult {
  const els = page.elements.filter((el) => args.ids.includes(el.id));
  const d = args.distance ?? DEFAULT_OFFSET_DISTANCE;
  if (els.length !== 1 || !isLineLike(els[0] as DrawingElement)) return fail(SELECT_ONE_LINE);
  if (!Number.isFinite(d)) return fail('The offset distance must be a finite number.');
  const line = els[0] as LineLikeElement;
  const [a, b] = lineEndpoints(line);
  const len = distance(a, b);
  if (len === 0) return fail(SELECT_ONE_LINE);
  const nx = (-(b.y - a.y) / len) * d;
  const ny = ((b.x - a.x) / len) * d;
  const { groupId: _notCopied, ...rest } = line;
  const copy = finalizeElement({
    ...rest,
    id: args.newId(),
    rotation: 0,
    x: a.x + nx,
    y: a.y + ny,
    x2: b.x + nx,
    y2: b.y + ny,
  });
  return done({ ...page, elements: [...page.elements, copy] }, `Offset ${line.type} by ${d}`);
}
