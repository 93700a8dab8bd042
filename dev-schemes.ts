// Temporary dev driver (not committed): renders every scheme of the partis, problems listed.
import { writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import { assemble } from './src/core/generate/assemble';
import { PARTIS } from './src/core/generate/partis';
import { roomBrief } from './src/core/generate/program';
import { planToSvg } from './src/core/generate/svg';
import type { Plan, Program } from './src/core/generate/types';

const [sf = '2200', beds = '4', baths = '2.5', cars = '2', story = '1', only = ''] = process.argv.slice(2);
const p: Program = { square_footage: Number(sf), num_bedrooms: Number(beds), num_bathrooms: Number(baths), num_car_garage: Number(cars), story: Number(story), layout_style: 'standard' };
const brief = roomBrief(p);
for (const parti of PARTIS) {
  if (only && parti.name !== only) continue;
  for (const s of parti.schemes(p, brief, 118).slice(0, 4)) {
    const a = assemble(s, { floorToFloorIn: 118, cars: p.num_car_garage });
    console.log(s.template, 'bent', Math.round(s.bent), a.problems.join(' | '));
    const plan = { unit: 'in', program: p, seed: 0, template: s.template, scores: {} as never, stories: a.stories } as Plan;
    writeFileSync(`/tmp/plans/s-${s.template}.png`, new Resvg(planToSvg(plan, { widthPx: 1000, ...(process.env.LEVEL ? { level: Number(process.env.LEVEL) } : {}) }), { font: { loadSystemFonts: true } }).render().asPng());
  }
}
