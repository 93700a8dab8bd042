import { doorRank, doorWidth } from './rules';
import type { RoomType } from './types';

export interface Node {
  readonly type: RoomType;
  readonly level: number;
}

export interface Link {
  readonly parent: number;
  readonly child: number;
  /** Stairs of consecutive stories: a flight, not a door. */
  readonly vertical: boolean;
}

/** Room of the entry door (the foyer on the ground story; the first ground room otherwise). */
export function entryIndex(nodes: readonly Node[]): number {
  const foyer = nodes.findIndex((n) => n.type === 'foyer' && n.level === 0);
  return foyer >= 0 ? foyer : nodes.findIndex((n) => n.level === 0);
}

/**
 * Doors as a shortest-path tree from the entry: a door may join two rooms that share a wall wide enough for it and
 * whose types allow it (rules.ts); each step costs more the less preferred the parent is, so a bedroom opens on the
 * hall rather than the living room whenever the hall reaches it. Returns the links and which rooms are reached.
 */
export function connect(
  nodes: readonly Node[],
  shared: (i: number, j: number) => number,
  sameStair: (i: number, j: number) => boolean,
): { links: Link[]; reached: boolean[] } {
  const n = nodes.length;
  const dist = new Array<number>(n).fill(Infinity);
  const parent = new Array<number>(n).fill(-1);
  const vertical = new Array<boolean>(n).fill(false);
  const done = new Array<boolean>(n).fill(false);
  const root = entryIndex(nodes);
  if (root < 0) return { links: [], reached: done };
  dist[root] = 0;
  for (;;) {
    let u = -1;
    for (let i = 0; i < n; i++)
      if (!done[i] && (dist[i] as number) < Infinity && (u < 0 || (dist[i] as number) < (dist[u] as number)))
        u = i;
    if (u < 0) break;
    done[u] = true;
    const nu = nodes[u] as Node;
    for (let v = 0; v < n; v++) {
      if (done[v]) continue;
      const nv = nodes[v] as Node;
      let cost = Infinity;
      let vert = false;
      if (nv.level === nu.level) {
        const rank = doorRank(nv.type, nu.type);
        if (rank >= 0 && shared(u, v) >= doorWidth(nu.type, nv.type) + 8) cost = 1 + 3 * rank;
      } else if (
        nu.type === 'stair' &&
        nv.type === 'stair' &&
        Math.abs(nu.level - nv.level) === 1 &&
        sameStair(u, v)
      ) {
        cost = 1;
        vert = true;
      }
      const alt = (dist[u] as number) + cost;
      if (alt < (dist[v] as number)) {
        dist[v] = alt;
        parent[v] = u;
        vertical[v] = vert;
      }
    }
  }
  // The garage is a leaf: its one door goes to the best-ranked room beside it, however far that room is.
  for (let v = 0; v < n; v++) {
    const nv = nodes[v] as Node;
    if (nv.type !== 'garage' || !done[v]) continue;
    let best = parent[v] as number;
    let bestRank = best >= 0 ? doorRank('garage', (nodes[best] as Node).type) : Infinity;
    for (let u = 0; u < n; u++) {
      const nu = nodes[u] as Node;
      if (u === v || !done[u] || nu.level !== nv.level) continue;
      const rank = doorRank('garage', nu.type);
      if (rank >= 0 && rank < bestRank && shared(u, v) >= doorWidth(nu.type, 'garage') + 8) {
        best = u;
        bestRank = rank;
      }
    }
    parent[v] = best;
  }
  const links: Link[] = [];
  for (let v = 0; v < n; v++)
    if ((parent[v] as number) >= 0)
      links.push({ parent: parent[v] as number, child: v, vertical: vertical[v] as boolean });
  return { links, reached: done };
}
