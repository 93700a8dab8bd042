// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { Container, Graphics } from 'pixi.js';
import { moveElements } from '../../../src/core/commands/move';
import { rotatedElements, rotateElements } from '../../../src/core/commands/rotate';
import { createElements, deleteElements } from '../../../src/core/commands/createDelete';
import { elementBounds } from '../../../src/core/geometry/elementGeometry';
import type { CommandResult } from '../../../src/core/commands/result';
import type { DrawingElement } from '../../../src/core/model/elements';
import type { Page } from '../../../src/core/model/page';
import { PixiSceneAdapter } from '../../../src/client/editor/render/PixiSceneAdapter';
import type { ElementView } from '../../../src/client/editor/render/PixiSceneAdapter';
import { SceneSync } from '../../../src/client/editor/render/SceneSync';
import { groupByTile, TARGET_PER_TILE, tileSizeFor } from '../../../src/client/editor/render/sceneTiles';
import { SEED_CELL, seededPage } from '../../../src/client/editor/demo/seededPage';

const ok = (r: CommandResult): Page => {
  if (!r.ok) throw new Error(r.error);
  return r.page;
};

// The Pixi scene without a renderer: containers and Graphics are plain objects until something renders them.
function setup(page: Page, pitch = 1000) {
  const layers = { fill: new Container(), ink: new Container(), text: new Container() };
  const adapter = new PixiSceneAdapter(layers);
  const sync = new SceneSync(adapter, () => 0);
  sync.sync(page);
  adapter.grid.setPitch(pitch);
  const realiseAll = (p: Page) => {
    for (const el of p.elements) {
      const view = sync.get(el.id);
      if (view) adapter.realise(view);
    }
    adapter.prepare(p, (id) => sync.get(id));
  };
  return { layers, adapter, sync, realiseAll };
}

/** The ids drawn by one layer, tile by tile, in the order Pixi renders them. */
function drawn(layer: Container, sync: SceneSync<ElementView>, page: Page): string[] {
  const byObject = new Map<unknown, string>();
  for (const el of page.elements) {
    const v = sync.get(el.id);
    if (v) for (const o of [v.fill, v.ink, v.text]) if (o) byObject.set(o, el.id);
  }
  return layer.children.flatMap((chunk) => chunk.children.map((o) => byObject.get(o) ?? '?'));
}

describe('the tiled scene', () => {
  it('builds no Pixi objects until an element is first seen', () => {
    const page = seededPage(200);
    const { adapter, sync, layers } = setup(page);
    expect(sync.size).toBe(200);
    expect(adapter.realisedCount).toBe(0);
    expect(layers.ink.children).toHaveLength(0);
    const view = sync.get('seed-5') as ElementView;
    adapter.realise(view);
    adapter.prepare(page, (id) => sync.get(id));
    expect(adapter.realisedCount).toBe(1);
    expect(view.ink).toBeInstanceOf(Graphics);
  });

  it('puts fills beneath all line work and text on top, each in drawing order within a tile', () => {
    const page = seededPage(60);
    const { layers, sync, realiseAll } = setup(page, 1e6);
    realiseAll(page);
    const ids = page.elements.map((e) => e.id);
    const bands = page.elements.filter((e) => e.type === 'wall' || e.type === 'divider').map((e) => e.id);
    const texts = page.elements.filter((e) => e.type === 'text').map((e) => e.id);
    expect(drawn(layers.fill, sync, page)).toEqual(bands);
    expect(drawn(layers.ink, sync, page)).toEqual(ids.filter((id) => !texts.includes(id)));
    expect(drawn(layers.text, sync, page)).toEqual(texts);
  });

  it('a change to one built element redraws only its own Graphics, in place', () => {
    const page = seededPage(300);
    const { adapter, sync, realiseAll, layers } = setup(page);
    realiseAll(page);
    const view = sync.get('seed-100') as ElementView;
    const ink = view.ink;
    const others = page.elements.filter((e) => e.id !== 'seed-100').map((e) => sync.get(e.id)?.ink);
    const next = ok(moveElements(page, { ids: ['seed-100'], dx: 1, dy: 0 }));
    sync.sync(next);
    adapter.prepare(next, (id) => sync.get(id));
    expect(sync.last.updated).toBe(1);
    expect(view.ink).toBe(ink);
    expect(view.element).toBe(next.elements[100]);
    expect(page.elements.filter((e) => e.id !== 'seed-100').map((e) => sync.get(e.id)?.ink)).toEqual(others);
    expect(drawn(layers.ink, sync, next)).toContain('seed-100');
  });

  it('a resize or rotate draws its preview in place; the commit draws nothing again, a cancel draws it back', () => {
    const page = seededPage(300);
    const { adapter, sync, realiseAll } = setup(page);
    realiseAll(page);
    const at = page.elements.findIndex(
      (e) => e.type === 'rectangle' && e.rotation === 0 && e.width !== e.height,
    );
    const view = sync.get(page.elements[at]?.id ?? '') as ElementView;
    const original = view.element;
    const ink = view.ink as Graphics;
    const size = () => [ink.getLocalBounds().width, ink.getLocalBounds().height].map(Math.round);
    const [w, h] = size() as [number, number];
    const [turned] = rotatedElements([original], 90, false) as [DrawingElement];
    // A preview: the same Graphics redrawn as the turned element; the document's element is untouched.
    adapter.setReshape([{ view, element: turned }]);
    expect(view.ink).toBe(ink);
    expect(view.drawn).toBe(turned);
    expect(view.element).toBe(original);
    expect(size()).toEqual([h, w]);
    // Cancel: drawn from the document's element again.
    adapter.setReshape([]);
    expect(view.drawn).toBe(original);
    expect(size()).toEqual([w, h]);
    // Commit: the document's new element is what the preview drew, so nothing is drawn again.
    adapter.setReshape([{ view, element: turned }]);
    const next = ok(rotateElements(page, { ids: [original.id], delta: 90, snap: false }));
    sync.sync(next);
    adapter.setReshape([]);
    expect(view.element).toBe(next.elements[at]);
    expect(view.drawn).toBe(turned);
    expect(view.ink).toBe(ink);
    expect(size()).toEqual([h, w]);
    expect(sync.last.updated).toBe(1);
  });

  it('an element moved into another tile leaves the old one and is drawn once', () => {
    const page = seededPage(100);
    const { sync, realiseAll, layers, adapter } = setup(page, SEED_CELL * 2);
    realiseAll(page);
    const before = (sync.get('seed-0') as ElementView).tile;
    const next = ok(moveElements(page, { ids: ['seed-0'], dx: SEED_CELL * 5, dy: SEED_CELL * 5 }));
    sync.sync(next);
    adapter.prepare(next, (id) => sync.get(id));
    expect((sync.get('seed-0') as ElementView).tile).not.toBe(before);
    expect(drawn(layers.ink, sync, next).filter((id) => id === 'seed-0')).toHaveLength(1);
  });

  it('an element moved into a neighbouring tile stays in its chunk, and culling still finds it there', () => {
    const page = seededPage(100);
    const pitch = SEED_CELL * 2;
    const { sync, realiseAll, layers, adapter } = setup(page, pitch);
    realiseAll(page);
    const view = sync.get('seed-0') as ElementView;
    const before = view.tile;
    const chunkChildren = view.ink?.parent?.children.length;
    const next = ok(moveElements(page, { ids: ['seed-0'], dx: pitch, dy: pitch }));
    sync.sync(next);
    adapter.prepare(next, (id) => sync.get(id));
    expect(view.tile).toBe(before);
    expect(view.ink?.parent?.children.length).toBe(chunkChildren);
    expect(drawn(layers.ink, sync, next).filter((id) => id === 'seed-0')).toHaveLength(1);
    // Only the moved element's new place is in view: its tile must be shown.
    const b = view.bounds as NonNullable<ElementView['bounds']>;
    adapter.grid.cull({ minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY });
    expect(before?.visible).toBe(true);
  });

  it('keeps drawing order when an element is restored in the middle of the page (undo of a delete)', () => {
    const page = seededPage(40);
    const { sync, realiseAll, layers, adapter } = setup(page, 1e6);
    realiseAll(page);
    const removed = ok(deleteElements(page, { ids: ['seed-10'] }));
    sync.sync(removed);
    adapter.prepare(removed, (id) => sync.get(id));
    sync.sync(page);
    realiseAll(page);
    const texts = new Set(page.elements.filter((e) => e.type === 'text').map((e) => e.id));
    expect(drawn(layers.ink, sync, page)).toEqual(
      page.elements.map((e) => e.id).filter((id) => !texts.has(id)),
    );
  });

  it('new elements go on top of their tile', () => {
    const page = seededPage(20);
    const { sync, realiseAll, layers } = setup(page, 1e6);
    realiseAll(page);
    const extra: DrawingElement = { ...(page.elements[0] as DrawingElement), id: 'extra' };
    const added = ok(createElements(page, { elements: [extra] }));
    sync.sync(added);
    realiseAll(added);
    expect(drawn(layers.ink, sync, added).at(-1)).toBe('extra');
  });

  it('culling shows exactly the tiles whose contents meet the region', () => {
    const page = seededPage(400);
    const { adapter, realiseAll } = setup(page, SEED_CELL * 5);
    realiseAll(page);
    const shown = adapter.grid.cull({ minX: 0, minY: 0, maxX: SEED_CELL * 3, maxY: SEED_CELL * 3 });
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(adapter.grid.count);
    expect(adapter.grid.cull({ minX: -1e9, minY: -1e9, maxX: 1e9, maxY: 1e9 })).toBe(adapter.grid.count);
    expect(adapter.grid.cull({ minX: -1e9, minY: -1e9, maxX: -1e8, maxY: -1e8 })).toBe(0);
  });

  it('while a build holds new chunks, a tile joins the stage once the build has moved past it', () => {
    const page = seededPage(400);
    const { adapter, sync, layers } = setup(page, SEED_CELL * 5);
    const grid = adapter.grid;
    const boxOf = (id: string) => elementBounds(page.elements.find((e) => e.id === id) as DrawingElement);
    const tileOf = (id: string) => grid.tileFor(boxOf(id));
    // The first element's tile, and an element of another tile (where the build goes on).
    const first = page.elements[0] as DrawingElement;
    const other = page.elements.find((e) => tileOf(e.id) !== tileOf(first.id)) as DrawingElement;
    const inFirst = page.elements.filter((e) => tileOf(e.id) === tileOf(first.id));
    grid.hold = true;
    for (const el of inFirst) adapter.realise(sync.get(el.id) as ElementView);
    adapter.realise(sync.get(other.id) as ElementView);
    adapter.prepare(page, (id) => sync.get(id));
    grid.hold = false;
    // Nothing is on the stage yet: a frame now would pack half-built chunks it must pack again later.
    expect(layers.ink.children).toHaveLength(0);
    expect(grid.holding).toBe(true);
    grid.release(boxOf(other.id));
    const shownIds = () => new Set(drawn(layers.ink, sync, page));
    const firstInk = inFirst.filter((e) => e.type !== 'text').map((e) => e.id);
    expect([...shownIds()].sort()).toEqual([...firstInk].sort());
    expect(shownIds().has(other.id)).toBe(false);
    // The build ends (or stops): everything built is shown.
    grid.release();
    expect(shownIds().has(other.id)).toBe(true);
    expect(grid.holding).toBe(false);
    // Without holding (an edit), a new tile's chunk joins at once.
    const copy: DrawingElement = { ...first, id: 'far' };
    const added = ok(
      moveElements(ok(createElements(page, { elements: [copy] })), { ids: ['far'], dx: 1e6, dy: 1e6 }),
    );
    sync.sync(added);
    adapter.realise(sync.get('far') as ElementView);
    adapter.prepare(added, (id) => sync.get(id));
    expect(new Set(drawn(layers.ink, sync, added)).has('far')).toBe(true);
  });

  it('a page switch drops every object at once', () => {
    const page = seededPage(50);
    const { adapter, sync, realiseAll, layers } = setup(page);
    realiseAll(page);
    sync.sync(seededPage(5, 2, 'other'));
    expect(sync.last.destroyed).toBe(50);
    expect(adapter.realisedCount).toBe(0);
    expect(layers.ink.children).toHaveLength(0);
  });

  it('sizes tiles from the density of what is in view', () => {
    const extent = { minX: 0, minY: 0, maxX: 10_000, maxY: 10_000 };
    const pitch = tileSizeFor(extent, 100_000);
    expect(Math.round(((pitch * pitch) / 1e8) * 100_000)).toBe(TARGET_PER_TILE);
    expect(tileSizeFor(extent, 10)).toBe(10_000);
  });
});

describe('groupByTile (the order the scene is built in)', () => {
  const box = (x: number, y: number) => ({ minX: x, minY: y, maxX: x + 10, maxY: y + 10 });

  const region = { minX: 0, minY: 0, maxX: 299, maxY: 299 };

  it("brings each tile's members together, tiles in row order and members in their own order", () => {
    // Pitch 100: a, c and e sit in tile (0,0), b and d in tile (1,0), f in tile (0,1).
    const views = ['f', 'a', 'b', 'c', 'd', 'e'];
    const boxes = [box(10, 150), box(0, 0), box(150, 0), box(50, 50), box(120, 40), box(80, 10)];
    expect(groupByTile(views, boxes, 100, region)).toEqual(['a', 'c', 'e', 'b', 'd', 'f']);
  });

  it('puts views centred outside the region with the nearest edge tile', () => {
    const views = ['inside', 'left', 'far'];
    const boxes = [box(250, 250), box(-500, 20), box(5000, 5000)];
    expect(groupByTile(views, boxes, 100, region)).toEqual(['left', 'inside', 'far']);
  });

  it('keeps every view exactly once, whatever the boxes', () => {
    const page = seededPage(2000, 5);
    const views = page.elements.map((el) => el.id);
    const boxes = page.elements.map((_, i) => box((i * 37) % 900, (i * 53) % 700));
    const grouped = groupByTile(views, boxes, 128, { minX: 0, minY: 0, maxX: 900, maxY: 700 });
    expect(grouped).toHaveLength(views.length);
    expect(new Set(grouped)).toEqual(new Set(views));
  });
});
