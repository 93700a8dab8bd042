// Temporary (not committed): failing checks per variant, by parti.
import { checkPlan, type CPlan } from './tests/bench/plan-check/checkPlan';
import { benchPrograms, buildable } from './tests/bench/plan-check/programs';
import { generateFor } from './tests/bench/suites/generate';
const tally = new Map<string, number>();
const ex = new Map<string, string>();
benchPrograms().forEach((p, i) => {
  const r = generateFor(p, 1 + i);
  if (!r.ok) return;
  for (const v of r.variants)
    for (const c of checkPlan(v as unknown as CPlan, p.lot ? buildable(p.lot) : null))
      if (!c.passed) {
        const k = `${c.name} ${v.parti}`;
        tally.set(k, (tally.get(k) ?? 0) + 1);
        ex.set(k, `${p.square_footage}/${p.num_bedrooms}/${p.num_bathrooms}/${p.num_car_garage}/${p.story} ${v.template}: ${c.detail}`);
      }
});
console.log([...tally].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${v} ${k} | ${ex.get(k)}`).join('\n'));
