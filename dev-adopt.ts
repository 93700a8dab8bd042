import { generateVariants } from './src/core/generate/generate';
import { planToPages } from './src/core/generate/toDesign';
import { PagesSchema } from './src/contract/drawing';
const r = generateVariants({ square_footage: 2200, num_bedrooms: 4, num_bathrooms: 2.5, num_car_garage: 2, story: 2, layout_style: 'standard' }, { seed: 3, count: 1 });
if (!r.ok) throw new Error(r.message);
const pages = planToPages(r.variants[0]!);
const res = PagesSchema.safeParse(pages);
console.log(res.success, res.success ? '' : JSON.stringify(res.error.issues.slice(0, 3)));
console.log(pages.map((p) => `${p.name}: ${p.elements.length} (${[...new Set(p.elements.map((e) => e.type))].join(',')}) layers ${p.layers.length}`));
import { exportSvg } from './src/core/export/svg';
import { Resvg } from '@resvg/resvg-js';
import { writeFileSync } from 'node:fs';
const svg = exportSvg([pages[0]!], { unit: 'feet', dimensions: false });
writeFileSync('/tmp/plans/adopt-l1.png', new Resvg(svg, { fitTo: { mode: 'width', value: 1400 }, background: '#fff' }).render().asPng());
const svg2 = exportSvg([pages[1]!], { unit: 'feet', dimensions: false });
writeFileSync('/tmp/plans/adopt-l2.png', new Resvg(svg2, { fitTo: { mode: 'width', value: 1400 }, background: '#fff' }).render().asPng());
{
  const st = pages[0]!.elements.find((e) => e.type === 'room' && e.name === 'Stair')! as { x: number; y: number; points: { x: number; y: number }[] };
  const xs = st.points.map((p) => p.x + st.x);
  const ys = st.points.map((p) => p.y + st.y);
  const pad = 96 * 30;
  const vb = `${Math.min(...xs) - pad} ${Math.min(...ys) - pad} ${Math.max(...xs) - Math.min(...xs) + 2 * pad} ${Math.max(...ys) - Math.min(...ys) + 2 * pad}`;
  const z = svg.replace(/viewBox="[^"]*"/, `viewBox="${vb}"`);
  writeFileSync('/tmp/plans/adopt-zoom.png', new Resvg(z, { fitTo: { mode: 'width', value: 900 }, background: '#fff' }).render().asPng());
  console.log(svg.slice(0, 300));
}
