import { describe, expect, it } from 'vitest';
import { exportUrl } from '../../../src/client/api/designExport';
import { fileNameOf } from '../../../src/client/api/request';
import {
  DEFAULT_CHOICES,
  exportRequest,
  fittingScale,
  scaleOptions,
} from '../../../src/client/editor/ui/exportOptions';
import { largestPageBox, pageMargins } from '../../../src/client/editor/ui/pageBounds';
import { DRAWING_VERSION, type Page } from '../../../src/core/model/page';
import { finalizeElement } from '../../../src/core/model/snapPoints';

const FOOT = 12 * 96;
const HOUSE = { minX: 0, minY: 0, maxX: 40 * FOOT, maxY: 30 * FOOT };

describe('export dialog choices', () => {
  it('marks the scales at which the drawing would not fit the sheet', () => {
    const options = scaleOptions(HOUSE, 'A4', 'landscape');
    expect(options.filter((o) => !o.tooLarge).map((o) => o.value)).toEqual([
      '1/8in',
      '1:100',
      '1:200',
      'fit',
    ]);
    expect(scaleOptions(null, 'A4', 'landscape').every((o) => !o.tooLarge)).toBe(true);
  });

  it('falls back to the largest scale of the design system that fits, then to fit', () => {
    const a4 = scaleOptions(HOUSE, 'A4', 'landscape');
    expect(fittingScale({ ...DEFAULT_CHOICES, scale: '1/2in' }, a4, 'feet')).toBe('1/8in');
    expect(fittingScale({ ...DEFAULT_CHOICES, scale: '1:20' }, a4, 'meters')).toBe('1:100');
    expect(fittingScale({ ...DEFAULT_CHOICES, scale: '1:200' }, a4, 'feet')).toBe('1:200');
    const huge = { ...HOUSE, maxX: 4000 * FOOT };
    expect(
      fittingScale({ ...DEFAULT_CHOICES, scale: '1/4in' }, scaleOptions(huge, 'A4', 'landscape'), 'feet'),
    ).toBe('fit');
  });

  it('builds the export URL with only what the format uses', () => {
    const pdf = exportUrl(7, exportRequest({ ...DEFAULT_CHOICES, scale: '1/4in' }, 'page-1'));
    expect(pdf).toBe(
      '/api/floordesigns/7/export/pdf/?page=page-1&scale=1%2F4in&sheet=ARCH-D&orientation=landscape',
    );
    const dxf = exportUrl(7, exportRequest({ ...DEFAULT_CHOICES, format: 'dxf', pages: 'all' }, 'page-1'));
    expect(dxf).toBe('/api/floordesigns/7/export/dxf/?page=all');
    const png = exportUrl(
      7,
      exportRequest({ ...DEFAULT_CHOICES, format: 'png', dpi: 300, dimensions: false }, 'p'),
    );
    expect(png).toContain('dpi=300');
    expect(png).toContain('dimensions=0');
  });

  it('keeps room for the dimension strings: a scale at which only the bare drawing fits is too large', () => {
    const wall = (id: string, x: number, y: number, x2: number, y2: number) =>
      finalizeElement({ id, type: 'wall', x, y, x2, y2, rotation: 0, thickness: 6 * 96 });
    // 66'-6" × 39'-6" outside: at 1/2" = 1'-0" it is 33 1/4" × 19 3/4" on ARCH D's 34 2/3" × 20 3/8" drawing
    // area, which its strings (an overall each way, 5/6" of paper) no longer leave room for.
    const w = 66 * FOOT;
    const h = 39 * FOOT;
    const house: Page = {
      version: DRAWING_VERSION,
      layers: [],
      id: 'h',
      name: 'Level 1',
      elements: [wall('n', 0, 0, w, 0), wall('s', 0, h, w, h), wall('w', 0, 0, 0, h), wall('e', w, 0, w, h)],
    };
    const margins = pageMargins(house, 'feet');
    expect(margins.north).toBeGreaterThan(36);
    const bounds = { minX: -288, minY: -288, maxX: w + 288, maxY: h + 288 };
    const fits = (margin?: typeof margins) =>
      scaleOptions(bounds, 'ARCH-D', 'landscape', margin)
        .filter((x) => !x.tooLarge)
        .map((x) => x.value);
    expect(fits()).toContain('1/2in');
    expect(fits(margins)).not.toContain('1/2in');
    expect(fits(margins)).toContain('1/4in');
    expect(pageMargins(undefined, 'feet')).toEqual({ north: 0, east: 0, south: 0, west: 0 });
  });

  it('sends the sheet number and title for a PDF, and room sizes when asked', () => {
    const one = exportRequest(
      { ...DEFAULT_CHOICES, sheetNumber: 'A-201', sheetTitle: 'First Floor Plan', roomDimensions: true },
      'p',
    );
    const url = exportUrl(7, one);
    expect(url).toContain('sheet_number=A-201');
    expect(url).toContain('sheet_title=First+Floor+Plan');
    expect(url).toContain('room_dimensions=1');
    // All pages: the number is the first sheet's; the pages keep their own titles.
    const all = exportUrl(
      7,
      exportRequest({ ...DEFAULT_CHOICES, pages: 'all', sheetNumber: 'A-201', sheetTitle: 'X' }, 'p'),
    );
    expect(all).toContain('sheet_number=A-201');
    expect(all).not.toContain('sheet_title');
  });

  it('sizes "all pages" by the widest and tallest page', () => {
    const line = (id: string, w: number, h: number) =>
      finalizeElement({ id, type: 'line', x: 0, y: 0, x2: w, y2: h, rotation: 0 });
    const page = (id: string, el: ReturnType<typeof line>): Page => ({
      version: DRAWING_VERSION,
      layers: [],
      id,
      name: id,
      elements: [el],
    });
    expect(largestPageBox([page('a', line('l1', 100, 10)), page('b', line('l2', 20, 50))])).toEqual({
      minX: 0,
      minY: 0,
      maxX: 100,
      maxY: 50,
    });
  });

  it("reads the download's name from Content-Disposition", () => {
    expect(fileNameOf(`attachment; filename="Lake House.pdf"; filename*=UTF-8''Lake%20H%C3%B6use.pdf`)).toBe(
      'Lake Höuse.pdf',
    );
    expect(fileNameOf('attachment; filename="plan.dxf"')).toBe('plan.dxf');
    expect(fileNameOf(null)).toBeNull();
  });
});
