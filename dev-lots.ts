// Temporary (not committed): scheme sizes against the lot envelopes of infeasible bench programs.
import { envelopeOf } from './src/core/generate/envelope';
import { bbox } from './src/core/generate/geometry';
import { PARTIS } from './src/core/generate/partis';
import { roomBrief } from './src/core/generate/program';
import { benchPrograms } from './tests/bench/plan-check/programs';
import { generateFor } from './tests/bench/suites/generate';
benchPrograms().forEach((bp, i) => {
  const r = generateFor(bp, 1 + i);
  if (r.ok || !bp.lot) return;
  const { lot, ...prog } = bp;
  const p = { ...prog, lot: { polygon: lot.polygon, setbacks_in: lot.setbacks_in } };
  const env = envelopeOf(undefined, p.lot, 0);
  if (!env || env === 'none-left') return;
  const e = bbox(env);
  const dims = PARTIS.flatMap((pt) => pt.schemes(p, roomBrief(p), 118).slice(0, 2).map((s) => {
    const bs = s.stories.flatMap((st) => st.rooms.map((x) => x.box));
    const w = Math.max(...bs.map((b) => b.x1)) - Math.min(...bs.map((b) => b.x0));
    const d = Math.max(...bs.map((b) => b.y1)) - Math.min(...bs.map((b) => b.y0));
    return `${s.parti.slice(0, 6)} ${Math.round(w / 12)}x${Math.round(d / 12)}`;
  }));
  console.log(`${bp.square_footage}/${bp.num_bedrooms}/${bp.num_car_garage}/${bp.story} env ${Math.round((e.x1 - e.x0) / 12)}x${Math.round((e.y1 - e.y0) / 12)} ${env.length}pts | ${dims.join(', ')}`);
});
