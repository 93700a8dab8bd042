// Temporary (not committed): which bench programs are infeasible, and why.
import { benchPrograms } from './tests/bench/plan-check/programs';
import { generateFor } from './tests/bench/suites/generate';
const tally = new Map<string, number>();
const out: string[] = [];
benchPrograms().forEach((p, i) => {
  const r = generateFor(p, 1 + i);
  if (r.ok) return;
  const k = `${r.reason} st${p.story} bd${p.num_bedrooms} ${p.lot ? 'lot' : 'nolot'} ${p.num_car_garage ? 'gar' : 'nogar'}`;
  tally.set(k, (tally.get(k) ?? 0) + 1);
  if (out.length < 400) out.push(`${i} ${p.square_footage}sf ${p.num_bedrooms}bd ${p.num_bathrooms}ba ${p.num_car_garage}car ${p.story}st ${p.lot ? 'lot' : ''}: ${r.reason} ${r.minimum_sqft}`);
});
console.log([...tally].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${v} ${k}`).join('\n'));
if (process.env.LIST) console.log(out.join('\n'));
