import { describe, expect, it } from 'vitest';
import {
  addLayer,
  deleteLayer,
  elementsOnLayer,
  LAYER_ALERTS,
  moveToLayer,
  renameLayer,
  setCurrentLayer,
  setLayerProps,
} from '../../../src/core/commands/layers';
import { createElements } from '../../../src/core/commands/createDelete';
import type { CommandResult } from '../../../src/core/commands/result';
import {
  isElementEditable,
  isElementShown,
  layerLookup,
  resolveStyle,
} from '../../../src/core/model/layerStyle';
import type { Page } from '../../../src/core/model/page';
import { drag, pageOf } from './fixtures';
import { applyCommand, createHistory, redo, undo } from '../../../src/core/history/history';
import { exportable } from '../../../src/core/export/pageLayout';
import { exportSvg } from '../../../src/core/export/svg';
import { plotElements } from '../../../src/core/export/plot';

const ok = (r: CommandResult): Page => {
  if (!r.ok) throw new Error(r.error);
  return r.page;
};

describe('layer commands', () => {
  it('adds Layer1, Layer2 … made current, and new elements go on the current layer', () => {
    let page = ok(addLayer(pageOf([])));
    page = ok(addLayer(page));
    expect(page.layers.map((l) => l.name)).toEqual(['Layer1', 'Layer2']);
    expect(page.currentLayer).toBe('Layer2');
    page = ok(createElements(page, { elements: [drag('line', 0, 0, 50, 0, 'l1')] }));
    expect(page.elements[0]?.layer).toBe('Layer2');
  });

  it('refuses duplicate names in any case, bad characters, and renaming or deleting layer 0', () => {
    const page = ok(addLayer(pageOf([]), { name: 'A-WALL' }));
    expect(addLayer(page, { name: 'a-wall' })).toEqual({ ok: false, error: LAYER_ALERTS.taken });
    expect(addLayer(page, { name: 'A:B' })).toEqual({ ok: false, error: LAYER_ALERTS.name });
    expect(renameLayer(page, { from: '0', to: 'X' })).toEqual({ ok: false, error: LAYER_ALERTS.zero });
    expect(deleteLayer(page, { name: '0' })).toEqual({ ok: false, error: LAYER_ALERTS.zero });
  });

  it('renames a layer with its elements and the current layer', () => {
    let page = ok(addLayer(pageOf([]), { name: 'Walls' }));
    page = ok(createElements(page, { elements: [drag('line', 0, 0, 50, 0, 'l1')] }));
    page = ok(renameLayer(page, { from: 'walls', to: 'A-WALL' }));
    expect(page.layers[0]?.name).toBe('A-WALL');
    expect(page.elements[0]?.layer).toBe('A-WALL');
    expect(page.currentLayer).toBe('A-WALL');
  });

  it('deletes a layer, moving its elements to layer 0, but not the current layer', () => {
    let page = ok(addLayer(pageOf([]), { name: 'Walls' }));
    page = ok(createElements(page, { elements: [drag('line', 0, 0, 50, 0, 'l1')] }));
    expect(deleteLayer(page, { name: 'Walls' })).toEqual({ ok: false, error: LAYER_ALERTS.current });
    page = ok(setCurrentLayer(page, { name: '0' }));
    expect(page.currentLayer).toBeUndefined();
    expect(elementsOnLayer(page, 'Walls')).toBe(1);
    page = ok(deleteLayer(page, { name: 'Walls' }));
    expect(page.layers).toEqual([]);
    expect(page.elements[0]?.layer).toBeUndefined();
    expect(elementsOnLayer(page, '0')).toBe(1);
  });

  it('hides, freezes and locks: hidden and frozen are not drawn, locked is drawn but not editable', () => {
    let page = ok(addLayer(pageOf([drag('line', 0, 0, 50, 0, 'l1')]), { name: 'Walls' }));
    page = ok(moveToLayer(page, { ids: ['l1'], layer: 'Walls' }));
    const el = page.elements[0];
    if (!el) throw new Error('no element');
    const check = (p: Page) => [isElementShown(el, layerLookup(p)), isElementEditable(el, layerLookup(p))];
    expect(check(page)).toEqual([true, true]);
    expect(check(ok(setLayerProps(page, { name: 'Walls', visible: false })))).toEqual([false, false]);
    expect(check(ok(setLayerProps(page, { name: 'Walls', frozen: true })))).toEqual([false, false]);
    expect(check(ok(setLayerProps(page, { name: 'Walls', locked: true })))).toEqual([true, false]);
  });

  it('resolves BYLAYER colour, linetype and weight, and element overrides win', () => {
    let page = ok(addLayer(pageOf([]), { name: 'Walls' }));
    page = ok(setLayerProps(page, { name: 'Walls', color: '#FF0000', linetype: 'dashed', lineweight: 0.5 }));
    const lookup = layerLookup(page);
    expect(resolveStyle({ layer: 'WALLS' }, lookup)).toEqual({
      color: '#ff0000',
      linetype: 'DASHED',
      lineweight: 0.5,
      locked: false,
    });
    expect(resolveStyle({ layer: 'Walls', color: '#00ff00', linetype: 'BYLAYER' }, lookup).color).toBe(
      '#00ff00',
    );
    expect(resolveStyle({ layer: 'Nowhere' }, lookup)).toMatchObject({
      color: '#000000',
      linetype: 'CONTINUOUS',
    });
    // Layer 0 is implicit until edited, then listed.
    const zero = ok(setLayerProps(page, { name: '0', color: '#0000ff' }));
    expect(zero.layers[0]).toMatchObject({ name: '0', color: '#0000ff' });
  });
});

describe('layers on paper and in SVG', () => {
  const withLayers = (): Page => {
    let page = ok(
      addLayer(pageOf([drag('line', 0, 0, 46080, 0, 'l1'), drag('line', 0, 100, 46080, 100, 'l2')]), {
        name: 'Dashed',
      }),
    );
    page = ok(setLayerProps(page, { name: 'Dashed', linetype: 'DASHED', color: '#ff0000', lineweight: 0.7 }));
    page = ok(moveToLayer(page, { ids: ['l1'], layer: 'Dashed' }));
    page = ok(addLayer(page, { name: 'Off' }));
    page = ok(moveToLayer(page, { ids: ['l2'], layer: 'Off' }));
    return ok(setLayerProps(page, { name: 'Off', visible: false }));
  };

  it('leaves elements on layers that are off out of exports and their extents', () => {
    const page = withLayers();
    expect(exportable(page).map((e) => e.id)).toEqual(['l1']);
    const svg = exportSvg(page, { unit: 'feet', dimensions: false });
    expect(svg).toContain('stroke="#ff0000"');
    expect(svg).toContain('stroke-dasharray=');
    expect(svg).not.toContain('100,');
  });

  it('plots a dashed red layer as red dashes at its weight', () => {
    const page = withLayers();
    const plot = plotElements(exportable(page), {
      unit: 'feet',
      k: 72 / 96 / 48,
      dimensions: false,
      layers: layerLookup(page),
    });
    expect(plot.paths.length).toBeGreaterThan(1);
    expect(plot.paths.every((p) => p.stroke === '#ff0000')).toBe(true);
    expect(plot.paths[0]?.weight).toBeCloseTo((0.7 * 72) / 25.4, 6);
  });
});

describe('layer edits in the history', () => {
  it('records a layer change as one undo step, and redo brings it back', () => {
    let h = createHistory(pageOf([]));
    h = applyCommand(h, addLayer(h.current, { name: 'Walls' }));
    h = applyCommand(h, setLayerProps(h.current, { name: 'Walls', visible: false }));
    expect(h.current.layers[0]?.visible).toBe(false);
    h = undo(h);
    expect(h.current.layers[0]?.visible).toBe(true);
    h = undo(h);
    expect(h.current.layers).toEqual([]);
    expect(h.current.currentLayer).toBeUndefined();
    h = redo(h);
    expect(h.current.layers.map((l) => l.name)).toEqual(['Walls']);
    expect(h.current.currentLayer).toBe('Walls');
  });
});
