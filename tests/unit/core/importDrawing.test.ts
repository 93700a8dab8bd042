import { describe, expect, it } from 'vitest';
import { importDrawing, IMPORT_EMPTY } from '../../../src/core/commands/importDrawing';
import * as history from '../../../src/core/history/history';
import type { DrawingElement } from '../../../src/core/model/elements';
import type { Layer, Page } from '../../../src/core/model/page';
import { DRAWING_VERSION } from '../../../src/core/model/page';
import { finalizeElement } from '../../../src/core/model/snapPoints';

const layer = (name: string, color = '#ff0000'): Layer => ({
  name,
  color,
  visible: true,
  frozen: false,
  locked: false,
  linetype: 'CONTINUOUS',
  lineweight: -3,
});
const line = (id: string, layerName?: string): DrawingElement =>
  finalizeElement({
    id,
    type: 'line',
    x: 0,
    y: 0,
    x2: 96,
    y2: 0,
    rotation: 0,
    ...(layerName ? { layer: layerName } : {}),
  });

const page: Page = {
  version: DRAWING_VERSION,
  id: 'p1',
  name: 'Page 1',
  elements: [line('mine')],
  layers: [layer('A-WALL', '#00ff00')],
};

describe('Import DXF into the current page', () => {
  it('adds the elements and the new layers in one undo step; a layer the page has keeps its settings', () => {
    const result = importDrawing(page, {
      elements: [line('dxf-1', 'a-wall'), line('dxf-2', 'A-DOOR')],
      layers: [layer('a-wall'), layer('A-DOOR')],
      maxElements: 50_000,
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.page.elements.map((el) => el.id)).toEqual(['mine', 'dxf-1', 'dxf-2']);
    expect(result.page.layers).toEqual([layer('A-WALL', '#00ff00'), layer('A-DOOR')]);
    expect(result.description).toBe('Import 2 elements');

    const h = history.applyCommand(history.createHistory(page), result);
    const undone = history.undo(h);
    expect(undone.current.elements.map((el) => el.id)).toEqual(['mine']);
    expect(undone.current.layers).toEqual(page.layers);
    expect(history.redo(undone).current.layers.map((l) => l.name)).toEqual(['A-WALL', 'A-DOOR']);
  });

  it('refuses an empty drawing, one over the page cap, and ids the page already has', () => {
    expect(importDrawing(page, { elements: [], layers: [], maxElements: 10 })).toEqual({
      ok: false,
      error: IMPORT_EMPTY,
    });
    expect(importDrawing(page, { elements: [line('a'), line('b')], layers: [], maxElements: 2 })).toEqual({
      ok: false,
      error: "The drawing makes 2 elements; with the page's 1 that is more than the 2 a page holds.",
    });
    expect(importDrawing(page, { elements: [line('mine')], layers: [], maxElements: 10 }).ok).toBe(false);
  });
});
