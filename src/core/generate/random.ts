import { seededRandom } from '../model/ids';

/** A number in [0, 1) from a seeded generator: the generator never calls Math.random, so seeds replay exactly. */
export type Random = () => number;

/** Mulberry32 seeded with a mix of the request seed and a stream number (one stream per variant and retry). */
export function stream(seed: number, n: number): Random {
  let h = (Math.trunc(seed) ^ 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ (n + 0x85ebca6b), 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return seededRandom(h);
}
