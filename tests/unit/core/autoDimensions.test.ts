import { describe, expect, it } from 'vitest';
import { setAutoDimensions } from '../../../src/core/commands/autoDimensions';
import { exportDxf } from '../../../src/core/export/dxf';
import { exportSvg } from '../../../src/core/export/svg';
import { plotElements } from '../../../src/core/export/plot';
import { layerLookup } from '../../../src/core/model/layerStyle';
import type { DrawingElement } from '../../../src/core/model/elements';
import { automaticDimensions } from '../../../src/core/model/page';
import { PageSchema } from '../../../src/contract/drawing';
import { drag, pageOf } from './fixtures';

// A drawing opened as its author drew it gains no dimension on its lines in any export or on screen; a page
// drawn in Draftroom keeps its shapes' automatic dimensions.

const IN = 96;
const FT = 12 * IN;
const lines = [
  drag('line', 0, 0, 20 * FT, 0, 'a'),
  drag('line', 20 * FT, 0, 20 * FT, 10 * FT, 'b'),
  drag('circle', 5 * FT, 5 * FT, 7 * FT, 7 * FT, 'c'),
] as DrawingElement[];
const drawn = pageOf(lines);
const opened = { ...drawn, autoDimensions: false as const };

const dimensionEntities = (dxf: string) => (dxf.match(/\n8\nA-ANNO-DIMS\n/g) ?? []).length;
const svgLabels = (svg: string) => [...svg.matchAll(/<tspan[^>]*>([^<]+)<\/tspan>/g)].length;

describe('automatic dimensions', () => {
  it('are added to a drawn page and left off a page opened from a drawing, in DXF, SVG and the plot', () => {
    expect(dimensionEntities(exportDxf(drawn, { unit: 'feet' }))).toBeGreaterThan(0);
    expect(dimensionEntities(exportDxf(opened, { unit: 'feet' }))).toBe(0);
    expect(svgLabels(exportSvg(drawn, { unit: 'feet' }))).toBeGreaterThan(0);
    expect(svgLabels(exportSvg(opened, { unit: 'feet' }))).toBe(0);
    const plot = (page: typeof drawn) =>
      plotElements(page.elements, {
        unit: 'feet',
        k: 1,
        layers: layerLookup(page),
        dimensions: automaticDimensions(page, true),
      }).labels.length;
    expect(plot(drawn)).toBeGreaterThan(0);
    expect(plot(opened)).toBe(0);
    // The export's own choice still turns them off on a drawn page.
    expect(dimensionEntities(exportDxf(drawn, { unit: 'feet', dimensions: false }))).toBe(0);
  });

  it('are turned on and off as one undo step, stored only as false, and the field survives the contract', () => {
    const page = (r: ReturnType<typeof setAutoDimensions>) => {
      if (!r.ok) throw new Error(r.error);
      return r;
    };
    const off = page(setAutoDimensions(drawn, false));
    expect(off.page.autoDimensions).toBe(false);
    expect(off).toMatchObject({ description: 'Automatic dimensions off', history: 'record' });
    const on = page(setAutoDimensions(off.page, true));
    expect('autoDimensions' in on.page).toBe(false);
    expect(page(setAutoDimensions(drawn, true))).toMatchObject({ page: drawn, history: 'ignore' });
    expect(PageSchema.parse(JSON.parse(JSON.stringify(opened))).autoDimensions).toBe(false);
    expect(() => PageSchema.parse({ ...drawn, autoDimensions: true })).toThrow();
  });
});
