// Temporary dev driver (not committed): generates and renders variants to PNG.
import { writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import { generateVariants } from './src/core/generate/generate';
import { checkGates } from './src/core/generate/gates';
import { planToSvg } from './src/core/generate/svg';
import type { Program } from './src/core/generate/types';

const [sf = '2200', beds = '4', baths = '2.5', cars = '2', story = '1', seed = '1', count = '6'] = process.argv.slice(2);
const p: Program = { square_footage: Number(sf), num_bedrooms: Number(beds), num_bathrooms: Number(baths), num_car_garage: Number(cars), story: Number(story), layout_style: 'standard' };
const t0 = performance.now();
const r = generateVariants(p, { seed: Number(seed), count: Number(count) });
console.log('ms', Math.round(performance.now() - t0));
if (!r.ok) { console.log(r); process.exit(0); }
r.variants.forEach((v, i) => {
  const failed = checkGates(v).filter((g) => !g.passed);
  console.log(i, v.parti, v.template, v.scores.total, v.scores.plausibility_score, failed.map((g) => g.detail));
  writeFileSync(`/tmp/plans/v${i}.png`, new Resvg(planToSvg(v, { widthPx: 1400 }), { font: { loadSystemFonts: true } }).render().asPng());
});
