// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { Container } from 'pixi.js';
import { moveElements } from '../../../src/core/commands/move';
import { resizeElement } from '../../../src/core/commands/resize';
import { expandToGroups } from '../../../src/core/commands/pageEdit';
import type { CommandResult } from '../../../src/core/commands/result';
import { translationBetween } from '../../../src/core/commands/transform';
import { marqueeSelects } from '../../../src/core/geometry/selection';
import { worldPoint } from '../../../src/core/geometry/point';
import { rememberBounds, SpatialIndex } from '../../../src/core/index/spatialIndex';
import { elementBounds } from '../../../src/core/geometry/elementGeometry';
import type { DrawingElement } from '../../../src/core/model/elements';
import type { Page } from '../../../src/core/model/page';
import { BuildQueue } from '../../../src/client/editor/render/BuildQueue';
import type { ElementView } from '../../../src/client/editor/render/PixiSceneAdapter';
import { PixiSceneAdapter } from '../../../src/client/editor/render/PixiSceneAdapter';
import { SceneSync } from '../../../src/client/editor/render/SceneSync';
import { SEED_CELL, seededPage } from '../../../src/client/editor/demo/seededPage';
import { Driver } from './driver';

const ok = (r: CommandResult): Page => {
  if (!r.ok) throw new Error(r.error);
  return r.page;
};

describe('the spatial index answers what a pass over the page would', () => {
  it('marquee selects exactly what the core rule picks, in drawing order, after a move', () => {
    let page = seededPage(900);
    const index = SpatialIndex.fromPage(page);
    const moved = ok(moveElements(page, { ids: ['seed-40', 'seed-41', 'seed-300'], dx: 700, dy: 350 }));
    index.applyChange(page, moved);
    page = moved;
    for (const box of [
      { minX: 0, minY: 0, maxX: 900, maxY: 700 },
      { minX: 1000, minY: 500, maxX: 2400, maxY: 1600 },
      { minX: 50, minY: 50, maxX: 51, maxY: 2800 },
    ]) {
      const brute = page.elements.filter((el) => marqueeSelects(el, box)).map((el) => el.id);
      expect(index.marquee(box)).toEqual(brute);
      expect(brute.length).toBeGreaterThan(0);
    }
  });

  it('a page loads with bounds computed ahead (by the parse worker) and answers searches with them', () => {
    const page = seededPage(50);
    const shifted = new Float64Array(page.elements.length * 4);
    page.elements.forEach((el, i) => {
      const b = elementBounds(el);
      shifted.set([b.minX + 1e5, b.minY, b.maxX + 1e5, b.maxY], 4 * i);
    });
    rememberBounds(page.elements, shifted);
    const index = SpatialIndex.fromPage(page);
    const b = elementBounds(page.elements[7] as DrawingElement);
    const ids = index.search({ ...b, minX: b.minX + 1e5, maxX: b.maxX + 1e5 }).map((item) => item.id);
    expect(ids).toContain('seed-7');
    expect(index.search(b)).toEqual([]);
    // Another array (an edit) computes its own.
    const copy: Page = { ...page, elements: [...page.elements] };
    expect(
      SpatialIndex.fromPage(copy)
        .search(b)
        .map((item) => item.id),
    ).toContain('seed-7');
  });

  it('group expansion and selected elements match the core pass, also after a group changes', () => {
    const base = seededPage(60);
    const grouped = base.elements.map((el, i) => (i % 10 < 3 ? { ...el, groupId: `g${i % 10}` } : el));
    const page: Page = { ...base, elements: grouped };
    const index = SpatialIndex.fromPage(page);
    const picked = ['seed-0', 'seed-15', 'seed-42'];
    expect(index.expandToGroups(picked)).toEqual(expandToGroups(page, picked));
    const ids = expandToGroups(page, picked);
    expect(index.elementsOf(ids)).toEqual(page.elements.filter((el) => ids.has(el.id)));
    // Ungrouping one member: it no longer drags its old group along.
    const next: Page = {
      ...page,
      elements: page.elements.map((el) => (el.id === 'seed-10' ? { ...el, groupId: undefined } : el)),
    };
    index.applyChange(page, next);
    expect(index.expandToGroups(['seed-10'])).toEqual(new Set(['seed-10']));
    expect(index.expandToGroups(['seed-0'])).toEqual(expandToGroups(next, ['seed-0']));
  });
});

describe('moves are shifts, not redraws', () => {
  it('translationBetween finds a move and its undo, and nothing else', () => {
    const page = seededPage(15);
    const moved = ok(moveElements(page, { ids: page.elements.map((e) => e.id), dx: 12.5, dy: -3 }));
    page.elements.forEach((el, i) => {
      const after = moved.elements[i] as DrawingElement;
      expect(translationBetween(el, after)).toEqual({
        dx: expect.closeTo(12.5, 9),
        dy: expect.closeTo(-3, 9),
      });
      expect(translationBetween(after, el)).toEqual({
        dx: expect.closeTo(-12.5, 9),
        dy: expect.closeTo(3, 9),
      });
    });
    const resized = ok(resizeElement(page, { id: 'seed-0', handle: 'se', to: worldPoint(200, 200) }));
    expect(
      translationBetween(page.elements[0] as DrawingElement, resized.elements[0] as DrawingElement),
    ).toBeNull();
  });

  it('a moved element keeps its Graphics and is shifted by transform; undo shifts it back', () => {
    const page = seededPage(30);
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
    const view = sync.get('seed-0') as ElementView;
    const ink = view.ink;
    const context = ink?.context;
    const moved = ok(moveElements(page, { ids: ['seed-0'], dx: 40, dy: 25 }));
    sync.sync(moved);
    expect(view.ink).toBe(ink);
    expect(view.ink?.context).toBe(context);
    expect(view.drawn).toBe(page.elements[0]);
    expect(ink?.position).toMatchObject({ x: 40, y: 25 });
    sync.sync(page);
    expect(ink?.position).toMatchObject({ x: 0, y: 0 });
  });

  it('a drag offsets the dragged objects only, and its end puts them back', () => {
    const page = seededPage(30);
    const adapter = new PixiSceneAdapter({
      fill: new Container(),
      ink: new Container(),
      text: new Container(),
    });
    const sync = new SceneSync(adapter, () => 0);
    sync.sync(page);
    const dragged = ['seed-1', 'seed-2'].map((id) => sync.get(id) as ElementView);
    adapter.setDrag(dragged, 5, 7);
    // Elements never seen are built for the drag.
    expect(dragged.every((v) => v.realised)).toBe(true);
    expect(dragged.map((v) => v.ink?.position)).toEqual([
      expect.objectContaining({ x: 5, y: 7 }),
      expect.objectContaining({ x: 5, y: 7 }),
    ]);
    expect((sync.get('seed-3') as ElementView).realised).toBe(false);
    adapter.endDrag();
    expect(dragged.map((v) => v.ink?.position)).toEqual([
      expect.objectContaining({ x: 0, y: 0 }),
      expect.objectContaining({ x: 0, y: 0 }),
    ]);
  });
});

describe('progressive building', () => {
  interface Fake {
    id: number;
    realised: boolean;
    attached: boolean;
  }
  const views = (n: number, from = 0): Fake[] =>
    Array.from({ length: n }, (_, i) => ({ id: from + i, realised: false, attached: true }));

  /** A queue whose builds mark the view built and note its id, in order. */
  const recordingQueue = () => {
    const order: number[] = [];
    const queue = new BuildQueue<Fake>((v) => {
      v.realised = true;
      order.push(v.id);
    });
    return { order, queue };
  };

  it('builds what is in view first, a slice at a time, then eventually the whole page', () => {
    let clock = 0;
    const order: number[] = [];
    // Each build costs 1 ms on the fake clock.
    const queue = new BuildQueue<Fake>(
      (v) => {
        v.realised = true;
        order.push(v.id);
        clock += 1;
      },
      () => clock,
    );
    const all = views(100);
    const inView = all.slice(40, 60);
    const around = all.slice(30, 40);
    queue.planRest(all);
    queue.plan(inView, around);
    expect(queue.buildingInView).toBe(true);
    const first = queue.runRegion(8);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(20);
    expect(queue.buildingInView).toBe(true);
    expect(queue.next()).toBe(inView.find((v) => !v.realised));
    while (queue.buildingRegion) queue.runRegion(8);
    // The rest's first view not built yet comes next (the region's are skipped).
    expect(queue.next()).toBe(all[0]);
    expect(order.slice(0, 20)).toEqual(inView.map((v) => v.id));
    expect(order.slice(20, 30)).toEqual(around.map((v) => v.id));
    expect(queue.building).toBe(true);
    let slices = 0;
    while (queue.building) {
      queue.run(10);
      slices++;
    }
    expect(slices).toBeGreaterThan(1);
    expect(all.every((v) => v.realised)).toBe(true);
    expect(queue.next()).toBeUndefined();
    expect(new Set(order).size).toBe(100);
  });

  it('a rest given as a plan is made once the region is built, and waits until then', () => {
    const { order, queue } = recordingQueue();
    const all = views(30);
    let plans = 0;
    queue.planRest(() => {
      plans++;
      return all.filter((v) => !v.realised);
    });
    queue.plan(all.slice(10, 20), []);
    // Until the rest is planned the page still counts as building, with nothing named next after the region.
    queue.runRegion(1000);
    expect(plans).toBe(0);
    expect(queue.building).toBe(true);
    expect(queue.next()).toBeUndefined();
    queue.run(1000);
    expect(plans).toBe(1);
    expect(order).toEqual([...all.slice(10, 20), ...all.slice(0, 10), ...all.slice(20)].map((v) => v.id));
    expect(queue.building).toBe(false);
    // A new page's plan replaces one not made yet.
    queue.planRest(() => {
      plans++;
      return [];
    });
    queue.planRest(views(2, 100));
    expect(queue.building).toBe(true);
    while (queue.building) queue.run(1000);
    expect(plans).toBe(1);
    expect(order.slice(-2)).toEqual([100, 101]);
  });

  it('a new camera region re-plans: what is now in view comes first, built views are skipped', () => {
    const { order, queue } = recordingQueue();
    const all = views(50);
    queue.plan(all.slice(0, 10), []);
    queue.runRegion(1000);
    queue.plan(all.slice(5, 20), all.slice(20, 25));
    queue.runRegion(1000);
    expect(order).toEqual(all.slice(0, 25).map((v) => v.id));
    expect(queue.building).toBe(false);
  });
});

describe('dragging at scale', () => {
  it('dragging 1,000 of 2,500 elements leaves the document alone per move and commits one undo step', () => {
    const page = seededPage(2500);
    const d = new Driver(page.elements);
    d.store.setCamera({ x: 0, y: 0, zoom: 1 });
    const first = page.elements[1000] as DrawingElement;
    const ids = page.elements.slice(1000, 2000).map((e) => e.id);
    d.store.select(ids);
    const grab = first.snapPoints[0] as { x: number; y: number };
    const before = d.page;
    d.down(grab.x, grab.y);
    for (let i = 1; i <= 10; i++) d.move(grab.x + i * 7, grab.y + i * 5);
    expect(d.page).toBe(before);
    expect(d.store.getState().drag?.ids.size).toBe(1000);
    d.up(grab.x + 70, grab.y + 50);
    const after = d.page;
    expect(after).not.toBe(before);
    expect(d.store.canUndo()).toBe(true);
    const shift = (after.elements[1000] as DrawingElement).x - first.x;
    expect(Math.abs(shift)).toBeGreaterThan(SEED_CELL / 2);
    expect(after.elements[999]).toBe(before.elements[999]);
    d.key('z', { ctrl: true });
    expect(d.page.elements).toEqual(before.elements);
    expect(d.store.canUndo()).toBe(false);
  });
});
