// Temporary (not committed): the most common reasons schemes fail across the bench's infeasible programs.
import { assemble } from './src/core/generate/assemble';
import { PARTIS } from './src/core/generate/partis';
import { roomBrief } from './src/core/generate/program';
import { benchPrograms } from './tests/bench/plan-check/programs';
import { generateFor } from './tests/bench/suites/generate';
const tally = new Map<string, number>();
const which = new Map<string, string>();
benchPrograms().forEach((p, i) => {
  const r = generateFor(p, 1 + i);
  if (r.ok) return;
  const { lot: _lot, ...prog } = p;
  const brief = roomBrief(prog);
  for (const parti of PARTIS)
    for (const s of parti.schemes(prog, brief, 118).slice(0, 2)) {
      const a = assemble(s, { floorToFloorIn: 118, cars: p.num_car_garage });
      const keys = a.problems.map((x) => `${s.parti}: ${x.replace(/[a-z_]+\d+|[a-z]+-x\d+/g, '#')}`);
      if (s.bent > 48) keys.push(`${s.parti}: bent`);
      for (const k of new Set(keys)) {
        tally.set(k, (tally.get(k) ?? 0) + 1);
        which.set(k, `${p.square_footage}/${p.num_bedrooms}/${p.num_bathrooms}/${p.num_car_garage}/${p.story}`);
      }
    }
});
console.log([...tally].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${v} ${k}  e.g. ${which.get(k)}`).join('\n'));
