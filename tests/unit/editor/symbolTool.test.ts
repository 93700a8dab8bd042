import { describe, expect, it } from 'vitest';
import type { DrawingElement, WallElement } from '../../../src/core/model/elements';
import { finalizeElement } from '../../../src/core/model/snapPoints';
import { FIXTURE_SPECS } from '../../../src/core/symbols/library';
import {
  hatchSelection,
  pocheSelectedWalls,
  setHatchPattern,
} from '../../../src/client/editor/store/hatchActions';
import { editTypedEntry } from '../../../src/client/editor/tools/drafting/typedEntry';
import { storeActionContext } from '../../../src/client/editor/actions/context';
import { TOOL_ACTIONS } from '../../../src/client/editor/actions/registry';
import { Driver } from './driver';

// Placing library symbols and hatching from the editor, driven as a pointer and keyboard would.

const IN = 96;

const wall = (id: string, x: number, y: number, x2: number, y2: number): WallElement =>
  finalizeElement({ id, type: 'wall', x, y, x2, y2, rotation: 0, thickness: 6 * IN }) as WallElement;

const ofType = <T extends DrawingElement['type']>(els: readonly DrawingElement[], type: T) =>
  els.filter((e): e is Extract<DrawingElement, { type: T }> => e.type === type);

describe('symbol placement', () => {
  it('Add Toilet arms the toilet: its preview follows the cursor, a click places a true-size toilet', () => {
    const d = new Driver();
    d.store.setCamera({ x: 0, y: 0, zoom: 0.1 });
    const toilet = TOOL_ACTIONS.find((b) => b.label === 'Add Toilet');
    expect(toilet?.tool).toBe('symbol:toilet');
    toilet?.run(storeActionContext(d.store), { from: 'button' });
    expect(d.store.getState().tool).toBe('symbol:toilet');
    d.move(300, 200);
    expect(d.store.getState().overlay.preview).toMatchObject({ type: 'fixture', symbol: 'toilet' });
    d.click(300, 200);
    const [placed] = ofType(d.page.elements, 'fixture');
    // The back's middle is where the click was (world 3000, 2000 at zoom 0.1).
    expect(placed).toMatchObject({
      symbol: 'toilet',
      width: FIXTURE_SPECS.toilet.width,
      depth: FIXTURE_SPECS.toilet.depth,
      x: 3000 - FIXTURE_SPECS.toilet.width / 2,
      y: 2000,
      rotation: 0,
    });
    expect(d.store.getState().selection).toEqual([placed?.id]);
    // Still armed for the next one; Escape ends.
    expect(d.store.getState().tool).toBe('symbol:toilet');
    d.key('Escape');
    expect(d.store.getState().tool).toBeNull();
  });

  it('R turns the symbol 90° and a typed length sets its width', () => {
    const d = new Driver();
    d.store.setTool('symbol:shower');
    d.move(400, 400);
    expect(d.key('r')).toBe(true);
    expect(d.store.getState().overlay.preview).toMatchObject({ rotation: 90 });
    d.key('4');
    const typed = d.store.getState().typed;
    if (!typed) throw new Error('the input did not open');
    d.store.setTyped(editTypedEntry(typed, '48"'));
    expect(d.input.commitTyped()).toBe(true);
    d.click(400, 400);
    const [shower] = ofType(d.page.elements, 'fixture');
    expect(shower).toMatchObject({ symbol: 'shower', rotation: 90, width: 48 * IN });
  });

  it('a door goes into the wall clicked, and is refused away from walls', () => {
    const d = new Driver([wall('w', 0, 500, 10000, 500)]);
    d.store.setCamera({ x: 0, y: 0, zoom: 0.1 });
    d.store.setTool('symbol:door');
    d.click(300, 50);
    expect(ofType(d.page.elements, 'door')).toEqual([
      expect.objectContaining({ wallId: 'w', x: 3000, y: 500, width: 36 * IN }),
    ]);
    d.click(300, 400);
    expect(ofType(d.page.elements, 'door')).toHaveLength(1);
  });
});

describe('hatching from the editor', () => {
  it('the hatch tool fills the area clicked inside walls; selection and poché make one hatch each', () => {
    const FT = 12 * IN;
    const walls = [
      wall('a', 0, 0, 20 * FT, 0),
      wall('b', 20 * FT, 0, 20 * FT, 12 * FT),
      wall('c', 20 * FT, 12 * FT, 0, 12 * FT),
      wall('e', 0, 12 * FT, 0, 0),
    ];
    const d = new Driver(walls);
    d.store.setCamera({ x: 0, y: 0, zoom: 0.02 });
    setHatchPattern(d.store, 'AR-CONC');
    d.store.setTool('hatch');
    d.click(10 * FT * 0.02, 6 * FT * 0.02);
    expect(ofType(d.page.elements, 'hatch')).toEqual([expect.objectContaining({ pattern: 'AR-CONC' })]);
    d.store.setTool(null);
    d.store.select(['a', 'b']);
    setHatchPattern(d.store, 'SOLID');
    expect(pocheSelectedWalls(d.store)).toBeNull();
    expect(ofType(d.page.elements, 'hatch')).toHaveLength(3);
    d.store.select(['c']);
    expect(hatchSelection(d.store)).toBeNull();
    expect(ofType(d.page.elements, 'hatch')).toHaveLength(4);
  });
});

describe('text on a plan', () => {
  it('the Text button letters a plan at 3/32" on paper (4 1/2" at 1/4" = 1\'-0"); on an empty page it stays size 16', () => {
    const FT = 12 * IN;
    const plan = new Driver([wall('a', 0, 0, 40 * FT, 0), wall('b', 40 * FT, 0, 40 * FT, 30 * FT)]);
    plan.store.addText();
    expect(ofType(plan.page.elements, 'text')[0]).toMatchObject({ fontSize: 16, height: 4.5 * IN });
    const empty = new Driver();
    empty.store.addText();
    expect(ofType(empty.page.elements, 'text')[0]?.height).toBeUndefined();
  });
});
