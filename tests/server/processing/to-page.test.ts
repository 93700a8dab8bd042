import { describe, expect, it } from 'vitest';
import { makeLimits } from '../../../src/formats/limits';
import { pdfGeometry } from '../../../src/server/processing/pdf/page-geometry';
import { runToPageTask } from '../../../src/server/processing/to-page/run-to-page';
import { pageBlobText } from '../../../src/server/saves/page-text';
import { corpusFile } from '../helpers/projects';

// Issue 12 item 4 (vector half): a PDF page's paths and text as editable elements, 1 pt = 1/72 in, or the page's
// stated scale for true size.

const P04 = 'P04_barcelona_pavilion_plan_view.pdf';

describe('PDF → editor page', () => {
  it('every extracted path, arc and text is an element, at 1 pt = 1/72 in (× the stated scale)', async () => {
    const bytes = new Uint8Array(corpusFile(P04));
    const { geometry, extents } = await pdfGeometry(bytes.slice(), makeLimits());
    const primitives =
      geometry.lines.layer.length +
      geometry.polylines.flags.length +
      geometry.arcs.layer.length +
      geometry.points.layer.length +
      geometry.texts.length;
    for (const scale of [1, 50]) {
      const result = await runToPageTask(
        { type: 'to_page', kind: 'pdf', bytes: bytes.slice(), pageName: 'Pavilion', scale, limits: {} },
        makeLimits(),
      );
      const page = JSON.parse(pageBlobText(result.page)) as {
        elements: { type: string; x: number; x2?: number }[];
        layers: { name: string }[];
      };
      expect(page.elements.length).toBeGreaterThan(100);
      expect(page.elements).toHaveLength(primitives);
      expect(page.layers.map((l) => l.name)).toEqual(['PDF_PAGE_1']);
      const lines = page.elements.filter((el) => el.type === 'line');
      const xs = lines.flatMap((el) => [el.x, el.x2 ?? el.x]);
      const lineExtents = geometry.lines.coords.filter((_, i) => i % 2 === 0);
      // The same line work, in world units: inches × 96 × scale.
      expect(Math.max(...xs)).toBeCloseTo(Math.max(...lineExtents) * 96 * scale, 6);
      expect(Math.min(...xs)).toBeCloseTo(Math.min(...lineExtents) * 96 * scale, 6);
      expect(extents).not.toBeNull();
    }
  }, 60_000);
});
