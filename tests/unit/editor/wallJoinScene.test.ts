// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { Container } from 'pixi.js';
import type { Graphics } from 'pixi.js';
import { moveElements } from '../../../src/core/commands/move';
import { deleteElements } from '../../../src/core/commands/createDelete';
import type { CommandResult } from '../../../src/core/commands/result';
import type { DrawingElement, WallElement } from '../../../src/core/model/elements';
import type { Page } from '../../../src/core/model/page';
import { DRAWING_VERSION } from '../../../src/core/model/page';
import { finalizeElement } from '../../../src/core/model/snapPoints';
import { PixiSceneAdapter } from '../../../src/client/editor/render/PixiSceneAdapter';
import type { ElementView } from '../../../src/client/editor/render/PixiSceneAdapter';
import { SceneSync } from '../../../src/client/editor/render/SceneSync';

const ok = (r: CommandResult): Page => {
  if (!r.ok) throw new Error(r.error);
  return r.page;
};

const wall = (id: string, x: number, y: number, x2: number, y2: number, thickness: number): DrawingElement =>
  finalizeElement({ id, type: 'wall', x, y, x2, y2, thickness, rotation: 0 } as unknown as WallElement);

function setup(page: Page) {
  const adapter = new PixiSceneAdapter({
    fill: new Container(),
    ink: new Container(),
    text: new Container(),
  });
  const sync = new SceneSync(adapter, () => 0);
  sync.sync(page);
  adapter.grid.setPitch(1e6);
  for (const el of page.elements) adapter.realise(sync.get(el.id) as ElementView);
  adapter.prepare(page, (id) => sync.get(id));
  return { adapter, sync };
}

/** The drawn left edge (fills have no stroke to widen them; `+ 0` turns -0 into 0). */
const left = (g: Graphics | null) => Math.round((g as Graphics).getLocalBounds().minX) + 0;

describe('joined walls in the editor scene', () => {
  // An L: a 10-unit wall along x meets a 20-unit wall along y at the origin; its mitre reaches the outer corner.
  const page: Page = {
    version: DRAWING_VERSION,
    id: 'p',
    name: 'Page 1',
    layers: [],
    elements: [wall('a', 100, 0, 0, 0, 10), wall('b', 0, 0, 0, 100, 20), wall('far', 5000, 0, 5100, 0, 10)],
  };

  it('draws an L joined: the wall runs out to the other wall’s outer face', () => {
    const { sync } = setup(page);
    expect(left(sync.get('a')?.fill ?? null)).toBe(-10);
    expect(left(sync.get('b')?.fill ?? null)).toBe(-10);
    // A wall meeting nothing is its plain band.
    expect(left(sync.get('far')?.fill ?? null)).toBe(5000);
  });

  it('moving one wall away redraws its former neighbour unjoined; moving it back joins them again', () => {
    const { sync, adapter } = setup(page);
    const moved = ok(moveElements(page, { ids: ['b'], dx: 1000, dy: 0 }));
    sync.sync(moved);
    adapter.prepare(moved, (id) => sync.get(id));
    expect(left(sync.get('a')?.fill ?? null)).toBe(0);
    sync.sync(page);
    adapter.prepare(page, (id) => sync.get(id));
    expect(left(sync.get('a')?.fill ?? null)).toBe(-10);
    // The unrelated wall was never redrawn: still its band.
    expect(left(sync.get('far')?.fill ?? null)).toBe(5000);
  });

  it('deleting a wall redraws the walls it joined', () => {
    const { sync, adapter } = setup(page);
    const removed = ok(deleteElements(page, { ids: ['b'] }));
    sync.sync(removed);
    adapter.prepare(removed, (id) => sync.get(id));
    expect(left(sync.get('a')?.fill ?? null)).toBe(0);
  });

  it('walls moved together keep their joins by a shift, without drawing them again', () => {
    const { sync, adapter } = setup(page);
    const drawn = sync.get('a')?.drawn;
    const moved = ok(moveElements(page, { ids: ['a', 'b'], dx: 1000, dy: 0 }));
    sync.sync(moved);
    adapter.prepare(moved, (id) => sync.get(id));
    const a = sync.get('a') as ElementView;
    expect(a.drawn).toBe(drawn);
    expect(a.shiftX).toBe(1000);
    expect(left(a.fill) + a.shiftX).toBe(990);
  });
});
