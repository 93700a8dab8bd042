import { describe, expect, it } from 'vitest';
import {
  finishCalibration,
  placeUnderlayInView,
  setDisplay,
  startCalibration,
  underlaysOf,
} from '../../../src/client/editor/store/underlayActions';
import { pagePatch } from '../../../src/client/state/saveDelta';
import { parseLength } from '../../../src/core/units';
import { Driver } from './driver';

// A 1/4" = 1'-0" plan on a 36 × 24 in sheet, placed at its paper size (as the server reports a PDF page).
const SHEET = {
  fileId: '9',
  kind: 'pdf' as const,
  pageNumber: 1,
  name: 'plan.pdf',
  width: 36 * 96,
  height: 24 * 96,
};

function withSheet(): Driver {
  const d = new Driver();
  d.store.setViewport({ width: 1200, height: 800 });
  const placed = placeUnderlayInView(d.store, SHEET);
  if (!placed.ok) throw new Error(placed.error);
  // Back to one world unit per screen pixel so clicks land where the test says.
  d.store.setCamera({ x: 0, y: 0, zoom: 1 });
  return d;
}

const feet = (text: string) => {
  const r = parseLength(text);
  if (!r.ok) throw new Error(r.error);
  return r.px;
};

describe('underlays in the editor', () => {
  it('places a new underlay locked and half-faded, and zooms to show all of it', () => {
    const d = new Driver();
    d.store.setViewport({ width: 1200, height: 800 });
    placeUnderlayInView(d.store, SHEET);
    const [u] = underlaysOf(d.store);
    expect(u).toMatchObject({ locked: true, opacity: 0.5, width: 3456, height: 2304 });
    // The whole sheet fits the 1200 × 800 view.
    expect(d.store.getState().camera.zoom).toBeLessThan(1200 / 3456);
  });

  it('calibrates from two clicks and a typed distance: 10\'-0" between points 2.5" apart on the sheet', () => {
    const d = withSheet();
    const [u] = underlaysOf(d.store);
    if (!u) throw new Error('no underlay');
    d.store.setTool('rectangle');
    startCalibration(d.store, u.id);
    expect(d.store.getState().tool).toBeNull();
    d.down(100, 100).up(100, 100);
    expect(d.store.getState().calibration?.points).toHaveLength(1);
    d.move(250, 100);
    expect(d.store.getState().calibration?.pointer).toMatchObject({ x: 250, y: 100 });
    d.down(340, 100).up(340, 100);
    expect(d.store.getState().calibration?.points).toHaveLength(2);
    // No element was drawn by the clicks.
    expect(d.page.elements).toEqual([]);

    const result = finishCalibration(d.store, feet("10'"));
    expect(result.ok).toBe(true);
    expect(d.store.getState().calibration).toBeNull();
    const [after] = underlaysOf(d.store);
    expect(after?.width).toBeCloseTo(u.width * 48, 6); // 1/4" = 1'-0" is 1:48
    // One undo step restores the paper size.
    d.store.undo();
    expect(underlaysOf(d.store)[0]?.width).toBe(u.width);
  });

  it('Escape cancels a calibration without changing the underlay', () => {
    const d = withSheet();
    const [u] = underlaysOf(d.store);
    startCalibration(d.store, u?.id ?? '');
    d.down(100, 100).up(100, 100);
    expect(d.input.keyDown({ key: 'Escape', ctrl: false, meta: false, shift: false })).toBe(true);
    expect(d.store.getState().calibration).toBeNull();
    expect(underlaysOf(d.store)).toEqual([u]);
  });

  it('Zoom to fit drawing shows a page that holds only an underlay', () => {
    const d = withSheet();
    d.store.zoomToDrawing();
    const { camera } = d.store.getState();
    const [u] = underlaysOf(d.store);
    // The whole 36" sheet fits the 1200 px view.
    expect(camera.zoom).toBeLessThan(1200 / (u?.width ?? 1));
    expect(camera.x).toBeLessThanOrEqual(u?.x ?? 0);
  });

  it('sends a page whose underlays changed whole, not as an element patch', () => {
    const d = withSheet();
    const base = d.page;
    const [u] = underlaysOf(d.store);
    setDisplay(d.store, u?.id ?? '', { opacity: 0.8 });
    expect(pagePatch(base, d.page)).toBeNull();
  });
});
