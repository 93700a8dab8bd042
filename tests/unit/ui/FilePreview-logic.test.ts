import { describe, expect, it, vi } from 'vitest';
import { previewKind, extensionOf } from '../../../src/client/ui/FilePreview/previewKind';
import {
  clampZoom,
  fitZoom,
  MAX_ZOOM,
  MIN_ZOOM,
  pdfRenderScale,
  zoomIn,
  zoomOut,
  zoomPercent,
} from '../../../src/client/ui/FilePreview/zoom';
import { MAX_JSON_PREVIEW_CHARS, prettyJson } from '../../../src/client/ui/FilePreview/prettyJson';
import { printFile } from '../../../src/client/ui/FilePreview/printFile';

describe('previewKind', () => {
  const file = (fileName: string, contentType?: string, url = '/api/files/8') => ({
    fileName,
    url,
    contentType,
  });

  it('follows a specific content type whatever the name says', () => {
    expect(previewKind(file('scan', 'application/pdf'))).toBe('pdf');
    expect(previewKind(file('photo.pdf', 'image/jpeg'))).toBe('image');
    expect(previewKind(file('data.txt', 'application/json; charset=utf-8'))).toBe('json');
    expect(previewKind(file('geo', 'application/geo+json'))).toBe('json');
    expect(previewKind(file('plan.pdf', 'text/html'))).toBe('unsupported');
  });

  it('does not take a DXF drawing (image/vnd.dxf) for an image', () => {
    expect(previewKind(file('plan.dxf', 'image/vnd.dxf'))).toBe('unsupported');
    expect(previewKind(file('plan.dxf'))).toBe('unsupported');
  });

  it('falls back to the extension without a content type or with a generic one', () => {
    expect(previewKind(file('Site Plan.PDF'))).toBe('pdf');
    expect(previewKind(file('mockup.png', 'application/octet-stream'))).toBe('image');
    expect(previewKind(file('photo.JPEG', ''))).toBe('image');
    expect(previewKind(file('rooms.json'))).toBe('json');
    expect(previewKind(file('notes.txt'))).toBe('unsupported');
    expect(previewKind(file('README'))).toBe('unsupported');
  });

  it('uses the URL path when the name has no extension', () => {
    expect(previewKind(file('Mockup', undefined, '/media/mockups/a1.png?v=2#top'))).toBe('image');
    expect(extensionOf('/files/archive.v2/readme')).toBe('');
    expect(extensionOf('.hidden')).toBe('');
  });
});

describe('zoom', () => {
  it('steps by 10% without drifting', () => {
    let zoom = 1;
    for (let step = 0; step < 3; step++) zoom = zoomIn(zoom);
    expect(zoom).toBe(1.3);
    expect(zoomPercent(zoom)).toBe('130%');
    expect(zoomOut(zoomOut(0.3))).toBe(0.1);
  });

  it('never goes below 10% or above the maximum', () => {
    expect(zoomOut(0.1)).toBe(MIN_ZOOM);
    expect(zoomOut(0.15)).toBe(0.1);
    expect(zoomIn(MAX_ZOOM)).toBe(MAX_ZOOM);
    expect(clampZoom(-3)).toBe(MIN_ZOOM);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('fits large content on the 10% grid and never enlarges small content', () => {
    expect(fitZoom({ width: 4000, height: 1000 }, { width: 1000, height: 600 })).toBe(0.2);
    expect(fitZoom({ width: 1050, height: 500 }, { width: 1000, height: 600 })).toBe(0.9);
    expect(fitZoom({ width: 40, height: 30 }, { width: 1000, height: 600 })).toBe(1);
    expect(fitZoom({ width: 10_000, height: 10 }, { width: 1000, height: 600 })).toBe(MIN_ZOOM);
    expect(fitZoom({ width: 0, height: 0 }, { width: 1000, height: 600 })).toBe(1);
  });

  it('fits a sheet larger than ten views whole, below the 10% the buttons stop at', () => {
    // P05: a 1:1 house plan of 43,756 × 49,081 pt in a 1100 × 490 px view.
    const p05 = { width: 43_756, height: 49_081 };
    const view = { width: 1100, height: 490 };
    const fit = fitZoom(p05, view);
    expect(fit).toBeLessThan(MIN_ZOOM);
    expect(p05.width * fit).toBeLessThanOrEqual(view.width);
    expect(p05.height * fit).toBeLessThanOrEqual(view.height);
    // Rounded down, but by less than 0.1% of the fit: the page fills the view's height.
    expect(p05.height * fit).toBeGreaterThan(view.height * 0.999);
    expect(zoomPercent(fit)).toBe('0.9%');
    expect(fitZoom({ width: 100_000, height: 10 }, { width: 1000, height: 600 })).toBe(0.01);
    expect(zoomPercent(0.01)).toBe('1%');
  });

  it('steps from a fit below the minimum to the minimum, and never "out" to a larger zoom', () => {
    expect(zoomIn(0.0099)).toBe(MIN_ZOOM);
    expect(zoomOut(0.0099)).toBe(0.0099);
    expect(zoomOut(MIN_ZOOM)).toBe(MIN_ZOOM);
  });

  it('draws PDF pages sharp on dense screens but within the canvas size limit', () => {
    const letter = { width: 612, height: 792 };
    expect(pdfRenderScale(1.5, 2, letter)).toBe(3);
    expect(pdfRenderScale(1, Number.NaN, letter)).toBe(1);
    const huge = pdfRenderScale(5, 3, letter, 4_000_000);
    expect(letter.width * huge * letter.height * huge).toBeCloseTo(4_000_000, -1);
  });
});

describe('prettyJson', () => {
  it('indents by two spaces', () => {
    expect(prettyJson('{"rooms":[{"name":"Kitchen","area":12.5}]}')).toEqual({
      ok: true,
      text: '{\n  "rooms": [\n    {\n      "name": "Kitchen",\n      "area": 12.5\n    }\n  ]\n}',
    });
  });

  it('says when the text is not JSON or too large to lay out', () => {
    expect(prettyJson('{"rooms":')).toEqual({ ok: false, reason: 'invalid' });
    expect(prettyJson(' '.repeat(MAX_JSON_PREVIEW_CHARS + 1))).toEqual({ ok: false, reason: 'too-large' });
  });
});

describe('printFile', () => {
  it('reports a window blocked by the browser', () => {
    const open = vi.fn(() => null);
    expect(printFile('/api/files/8', open)).toBe(false);
    expect(open).toHaveBeenCalledWith('/api/files/8', '_blank');
  });

  it('prints the opened window once it has loaded', () => {
    const opened = new EventTarget() as EventTarget & { print: () => void };
    opened.print = vi.fn();
    expect(printFile('/api/files/8', () => opened as unknown as Window)).toBe(true);
    expect(opened.print).not.toHaveBeenCalled();
    opened.dispatchEvent(new Event('load'));
    expect(opened.print).toHaveBeenCalledTimes(1);
  });
});
