import type { Brief } from '../program';
import type { Scheme } from '../scheme';
import type { Program } from '../types';
import { aduPartis, centerHallParti } from './compact';
import { ellParti, groupedParti, splitParti, suiteWingParti } from './split';
import { storiesPartis } from './stories';

/** A parti: the schemes it proposes for a program (its parameter variations), none when it does not apply. */
export interface Parti {
  readonly name: string;
  schemes(p: Program, brief: Brief, floorToFloorIn: number): Scheme[];
}

/** The library, in no order of preference (the search takes them round robin in a seeded order). */
export const PARTIS: readonly Parti[] = [
  splitParti,
  ellParti,
  groupedParti,
  suiteWingParti,
  centerHallParti,
  ...aduPartis,
  ...storiesPartis,
];
