import { describe, expect, it } from 'vitest';
import { moveElements } from '../../../src/core/commands/move';
import { createElements, deleteElements } from '../../../src/core/commands/createDelete';
import type { CommandResult } from '../../../src/core/commands/result';
import type { DrawingElement } from '../../../src/core/model/elements';
import type { Page } from '../../../src/core/model/page';
import type { SceneAdapter } from '../../../src/client/editor/render/SceneSync';
import { SceneSync } from '../../../src/client/editor/render/SceneSync';
import { seededPage } from '../../../src/client/editor/demo/seededPage';

interface FakeObject {
  id: string;
  drawnFrom: DrawingElement;
  destroyed: boolean;
}

/** A display-object factory that records what the sync asks for, and keeps a child list like a container. */
class FakeAdapter implements SceneAdapter<FakeObject> {
  children: FakeObject[] = [];
  created: string[] = [];
  redrawn: string[] = [];
  destroyed: string[] = [];

  create(el: DrawingElement): FakeObject {
    this.created.push(el.id);
    return { id: el.id, drawnFrom: el, destroyed: false };
  }
  update(obj: FakeObject, el: DrawingElement): FakeObject {
    this.redrawn.push(el.id);
    obj.drawnFrom = el;
    return obj;
  }
  destroy(obj: FakeObject): void {
    obj.destroyed = true;
    this.destroyed.push(obj.id);
  }
  attach(obj: FakeObject, index: number): void {
    this.children.splice(Math.min(index, this.children.length), 0, obj);
  }
  detach(obj: FakeObject): void {
    this.children = this.children.filter((c) => c !== obj);
  }
  reset(): void {
    this.created = [];
    this.redrawn = [];
    this.destroyed = [];
  }
}

const ok = (r: CommandResult): Page => {
  if (!r.ok) throw new Error(r.error);
  return r.page;
};

function setup(n = 1000) {
  const adapter = new FakeAdapter();
  const sync = new SceneSync(adapter, () => 0);
  const page = seededPage(n);
  sync.sync(page);
  adapter.reset();
  return { adapter, sync, page };
}

describe('SceneSync', () => {
  it('builds one display object per element, in drawing order', () => {
    const adapter = new FakeAdapter();
    const sync = new SceneSync(adapter, () => 0);
    const page = seededPage(50);
    sync.sync(page);
    expect(adapter.created).toHaveLength(50);
    expect(adapter.children.map((c) => c.id)).toEqual(page.elements.map((e) => e.id));
  });

  it('a change to one element redraws only that element', () => {
    const { adapter, sync, page } = setup();
    const next = ok(moveElements(page, { ids: ['seed-500'], dx: 5, dy: 0 }));
    expect(sync.sync(next)).toBe(true);
    expect(adapter.redrawn).toEqual(['seed-500']);
    expect(adapter.created).toEqual([]);
    expect(adapter.destroyed).toEqual([]);
    expect(sync.get('seed-500')?.drawnFrom).toBe(next.elements[500]);
  });

  it('the same document again does nothing', () => {
    const { adapter, sync, page } = setup();
    expect(sync.sync(page)).toBe(false);
    expect(adapter.redrawn).toEqual([]);
  });

  it('adds a new element on top and removes deleted ones, keeping the order', () => {
    const { adapter, sync, page } = setup(20);
    const extra = { ...(page.elements[0] as DrawingElement), id: 'extra' };
    const added = ok(createElements(page, { elements: [extra] }));
    sync.sync(added);
    expect(adapter.created).toEqual(['extra']);
    expect(adapter.redrawn).toEqual([]);
    const removed = ok(deleteElements(added, { ids: ['seed-3', 'seed-4'] }));
    sync.sync(removed);
    expect(adapter.destroyed).toEqual(['seed-3', 'seed-4']);
    expect(adapter.children.map((c) => c.id)).toEqual(removed.elements.map((e) => e.id));
    expect(sync.size).toBe(removed.elements.length);
  });

  it('undoing back to an earlier document redraws only what differs', () => {
    const { adapter, sync, page } = setup();
    const moved = ok(moveElements(page, { ids: ['seed-10', 'seed-20'], dx: 1, dy: 1 }));
    sync.sync(moved);
    adapter.reset();
    sync.sync(page);
    expect(adapter.redrawn.sort()).toEqual(['seed-10', 'seed-20']);
  });

  it('a different page rebuilds the scene', () => {
    const { adapter, sync } = setup(10);
    sync.sync(seededPage(5, 2, 'other'));
    expect(adapter.destroyed).toHaveLength(10);
    expect(adapter.created).toHaveLength(5);
    expect(adapter.children).toHaveLength(5);
  });
});
