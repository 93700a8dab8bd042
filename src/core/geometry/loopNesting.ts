import type { Point } from './point';
import { pointInPolygon } from './segment';

/** A filled loop and the islands cut out of it (indices into the loops given). */
export interface FilledLoop {
  readonly outer: number;
  readonly holes: readonly number[];
}

/**
 * Loops filled even-odd, as CAD fills a hatch: a loop inside an odd number of the others is an island of the
 * loop directly around it; every other loop is filled, whichever comes first in the list.
 */
export function evenOddFill(loops: readonly (readonly Point[])[]): FilledLoop[] {
  const inside = (i: number, j: number) => {
    const p = loops[i]?.[0];
    return i !== j && p !== undefined && pointInPolygon(p, loops[j] as readonly Point[]);
  };
  const depth = loops.map((_, i) => loops.filter((__, j) => inside(i, j)).length);
  const out: FilledLoop[] = [];
  depth.forEach((d, i) => {
    if (d % 2 === 1) return;
    out.push({ outer: i, holes: depth.flatMap((e, j) => (e === d + 1 && inside(j, i) ? [j] : [])) });
  });
  return out;
}
