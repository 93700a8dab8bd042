import { describe, expect, it } from 'vitest';
import {
  NOTHING_TO_ARRAY,
  openArrayDialog,
  runArray,
  startPickingCenter,
} from '../../../src/client/editor/store/arrayActions';
import type { EditorMessage } from '../../../src/client/editor/store/editorState';
import { formatPoint, parseCenter } from '../../../src/client/editor/ui/ArrayDialog';
import type { DrawingElement } from '../../../src/core/model/elements';
import { finalizeElement } from '../../../src/core/model/snapPoints';
import { inchesToPx } from '../../../src/core/units';
import { Driver } from './driver';

const ft = (feet: number, inches = 0) => inchesToPx(feet * 12 + inches);

const rect = (): DrawingElement =>
  finalizeElement({ id: 'r', type: 'rectangle', x: 100, y: 100, width: 60, height: 40, rotation: 0 });

describe('the Array dialog', () => {
  it('A opens it for the selection; with nothing selected it says what to do instead', () => {
    const d = new Driver([rect()]);
    const messages: EditorMessage[] = [];
    d.store.onMessage((m) => messages.push(m));
    expect(d.key('a')).toBe(false);
    expect(d.store.getState().arrayDialog).toBeNull();
    expect(messages.at(-1)?.text).toBe(NOTHING_TO_ARRAY);
    d.store.select(['r']);
    expect(d.key('a')).toBe(true);
    expect(d.store.getState().arrayDialog).toEqual({ picking: false, center: null });
  });

  it('a 3 × 2 rectangular array adds five copies at the typed spacings in one undo step, all selected', () => {
    const d = new Driver([rect()]);
    d.store.select(['r']);
    openArrayDialog(d.store);
    const r = runArray(d.store, {
      kind: 'rectangular',
      rows: 3,
      columns: 2,
      rowSpacing: ft(10),
      columnSpacing: ft(12, 6),
    });
    expect(r.ok).toBe(true);
    expect(d.page.elements).toHaveLength(6);
    const at = d.page.elements.map((e) => [e.x - 100, e.y - 100]);
    expect(at).toContainEqual([ft(12, 6), ft(20)]);
    expect(d.store.getState().selection).toHaveLength(6);
    expect(d.store.getState().arrayDialog).toBeNull();
    d.store.undo();
    expect(d.page.elements).toHaveLength(1);
  });

  it('picking the polar centre hides the dialog until a click on the drawing, which becomes the centre; Esc goes back', () => {
    const d = new Driver([rect()]);
    d.store.select(['r']);
    openArrayDialog(d.store);
    startPickingCenter(d.store);
    expect(d.store.getState().arrayDialog?.picking).toBe(true);
    expect(d.key('Escape')).toBe(true);
    expect(d.store.getState().arrayDialog).toEqual({ picking: false, center: null });
    startPickingCenter(d.store);
    d.click(500, 400);
    expect(d.store.getState().arrayDialog).toEqual({ picking: false, center: { x: 500, y: 400 } });
    // The click picked a point: it neither selected nor deselected anything.
    expect(d.store.getState().selection).toEqual(['r']);
    const r = runArray(d.store, {
      kind: 'polar',
      count: 4,
      fillAngle: 360,
      center: { x: 500, y: 400 },
      rotateItems: true,
    });
    expect(r.ok).toBe(true);
    expect(d.page.elements).toHaveLength(4);
  });

  it('reads the centre typed as #x,y (Y up, the # optional) and shows a picked one the same way', () => {
    const p = parseCenter(`#20',-10'6"`, 'feet');
    expect(p).toEqual({ ok: true, point: { x: ft(20), y: ft(10, 6) } });
    expect(parseCenter(`3m,2m`, 'meters').ok).toBe(true);
    expect(parseCenter('', 'feet').ok).toBe(false);
    expect(parseCenter(`12'`, 'feet').ok).toBe(false);
    const back = parseCenter(formatPoint({ x: ft(7, 3), y: -ft(2) }, 'feet'), 'feet');
    expect(back).toEqual({ ok: true, point: { x: ft(7, 3), y: -ft(2) } });
  });
});
