// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import type { FloorDesignOpenDetail, RevisionSummary } from '../../../src/contract/floordesigns';
import { createElements, deleteElements } from '../../../src/core/commands/createDelete';
import { moveElements } from '../../../src/core/commands/move';
import { DRAWING_VERSION, type Page } from '../../../src/core/model/page';
import { finalizeElement } from '../../../src/core/model/snapPoints';
import { EditorStore } from '../../../src/client/editor/store/EditorStore';
import {
  editorRevisionsAtom,
  openDesignAtom,
  saveBaseAtom,
  saveDesignAtom,
  selectedRevisionIdAtom,
} from '../../../src/client/state/floorDesignEditor';
import {
  keepLocalChanges,
  saveBaseOf,
  saveChanges,
  type SaveChanges,
} from '../../../src/client/state/saveDelta';
import { json, setCookies, stubFetch } from './fetchStub';

// Issue 10 item 2: the editor's save sends only what changed since the version it loaded, and a save that
// another save overtook (409) reloads the design without losing the user's changed pages.

const rect = (id: string, x = 0) =>
  finalizeElement({ id, type: 'rectangle', x, y: 0, rotation: 0, width: 10, height: 10 });
const page = (id: string, count = 3, name = `Page ${id}`): Page => ({
  version: DRAWING_VERSION,
  layers: [],
  id,
  name,
  elements: Array.from({ length: count }, (_, i) => rect(`${id}-e${i}`, i * 20)),
});

/** An editor holding the pages, as the screen loads them. */
function editorWith(pages: Page[]) {
  const store = new EditorStore();
  store.loadPages(pages);
  return store;
}

describe('building a delta save', () => {
  it('names unchanged pages only and sends a moved element as one put', () => {
    const big = page('big', 1000);
    const other = page('other');
    const store = editorWith([big, other]);
    store.execute((p) => moveElements(p, { ids: ['big-e500'], dx: 5, dy: 0 }));
    const body = saveChanges(saveBaseOf(4, [big, other]), store.getPages());
    expect(body.base_version).toBe(4);
    expect(body.page_order).toEqual(['big', 'other']);
    expect(body.pages).toEqual([]);
    expect(body.patches).toHaveLength(1);
    expect(body.patches[0]).toMatchObject({ id: 'big', name: 'Page big', remove: [] });
    expect(body.patches[0]?.put.map((el) => [el.id, el.x])).toEqual([['big-e500', 10005]]);
  });

  it('sends nothing but the page order when nothing changed, or changed and undone', () => {
    const p1 = page('p1');
    const store = editorWith([p1]);
    expect(saveChanges(saveBaseOf(2, [p1]), store.getPages())).toEqual({
      base_version: 2,
      page_order: ['p1'],
      pages: [],
      patches: [],
    });
    store.execute((p) => moveElements(p, { ids: ['p1-e0'], dx: 1, dy: 1 }));
    store.undo();
    expect(saveChanges(saveBaseOf(2, [p1]), store.getPages()).patches).toEqual([]);
  });

  it('patches added and deleted elements, and sends a new page or a reordered one whole', () => {
    const p1 = page('p1', 100);
    const p2 = page('p2', 100);
    const fresh = page('new', 1);
    const added = createElements(p1, { elements: [rect('added')] });
    const removed = added.ok ? deleteElements(added.page, { ids: ['p1-e3'] }) : added;
    if (!removed.ok) throw new Error(removed.error);
    const reordered: Page = {
      ...p2,
      elements: [...p2.elements.slice(1), p2.elements[0] as Page['elements'][number]],
    };
    const body = saveChanges(saveBaseOf(1, [p1, p2]), [removed.page, reordered, fresh]);
    expect(body.patches).toEqual([{ id: 'p1', name: 'Page p1', put: [rect('added')], remove: ['p1-e3'] }]);
    expect(body.pages.map((p) => p.id)).toEqual(['p2', 'new']);
  });

  it('sends a page whole when most of it changed (a patch would be as big)', () => {
    const p1 = page('p1', 200);
    const store = editorWith([p1]);
    store.execute((p) => moveElements(p, { ids: p.elements.slice(0, 150).map((el) => el.id), dx: 1, dy: 0 }));
    const body = saveChanges(saveBaseOf(1, [p1]), store.getPages());
    expect(body.patches).toEqual([]);
    expect(body.pages.map((p) => p.elements.length)).toEqual([200]);
  });
});

describe('keeping local changes after another save came first', () => {
  it('takes the newer version of pages the user did not change and keeps the changed ones over it', () => {
    const [a, b, c, d] = [page('a'), page('b'), page('c'), page('d')];
    const base = saveBaseOf(3, [a, b, c, d]);
    const localB = { ...b, name: 'Mine' };
    const localNew = page('mine', 1);
    // Elsewhere: a and b changed, c deleted, e added. Here: b changed, d deleted elsewhere too, a new page.
    const newer = [page('a', 4), page('b', 5), page('e')];
    const result = keepLocalChanges(base, [a, localB, c, localNew], newer);
    expect(result.pages.map((p) => [p.id, p.name])).toEqual([
      ['a', 'Page a'],
      ['b', 'Mine'],
      ['e', 'Page e'],
      ['mine', 'Page mine'],
    ]);
    expect(result.pages[0]).toBe(newer[0]);
    expect(result.keptIds).toEqual(['b', 'mine']);
  });
});

describe('the editor save against the server', () => {
  beforeEach(() => setCookies({ csrftoken: 'token-1' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const summary = (id: number, version: number): RevisionSummary => ({
    id,
    version_number: version,
    saved_at: `2026-11-25T10:0${version}:00.000Z`,
    page_count: 2,
    element_count: 6,
  });
  const detail = (pages: Page[], latest: RevisionSummary | null): FloorDesignOpenDetail => ({
    id: 7,
    name: 'Cottage',
    unit: 'feet',
    project_id: null,
    notes: null,
    raw_json: null,
    outline_metadata: null,
    pages,
    latest_revision: latest,
    created_at: '2026-11-21T10:00:00.000Z',
    updated_at: '2026-11-21T10:00:00.000Z',
    is_active: true,
  });

  async function opened(pages: Page[], latest: RevisionSummary) {
    const store = createStore();
    stubFetch(json(detail(pages, latest)), json([latest]));
    const loaded = await store.set(openDesignAtom, 7);
    if (!loaded) throw new Error('the design did not open');
    return { store, editor: editorWith(loaded) };
  }

  it('after a save, the next save is against the new version and names the saved pages only', async () => {
    const { store, editor } = await opened([page('p1'), page('p2')], summary(1, 2));
    editor.execute((p) => moveElements(p, { ids: ['p1-e1'], dx: 3, dy: 0 }));
    const first = stubFetch(json({ success: true, revision: summary(2, 3) }));
    expect(await store.set(saveDesignAtom, { pages: editor.getPages(), unit: 'feet' })).toEqual({
      kind: 'saved',
    });
    expect(JSON.parse(String(first[0]?.body))).toMatchObject({
      base_version: 2,
      pages: [],
      patches: [{ id: 'p1' }],
    });
    const second = stubFetch(json({ success: true, revision: summary(3, 4) }));
    await store.set(saveDesignAtom, { pages: editor.getPages(), unit: 'feet' });
    expect(JSON.parse(String(second[0]?.body))).toMatchObject({
      base_version: 3,
      page_order: ['p1', 'p2'],
      pages: [],
      patches: [],
    });
  });

  it('a 409 reloads the design and its revisions, keeps the changed page, and the next save sends it', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const { store, editor } = await opened([page('p1'), page('p2')], summary(1, 2));
    editor.selectPage('p2');
    editor.execute((p) => moveElements(p, { ids: ['p2-e0'], dx: 7, dy: 0 }));
    const mine = editor.getPages();
    const newerP1 = page('p1', 5);
    const calls = stubFetch(
      json({ error: 'This design was saved elsewhere after you opened it.' }, 409),
      json(detail([newerP1, page('p2')], summary(5, 3))),
      json([summary(5, 3), summary(1, 2)]),
    );
    const outcome = await store.set(saveDesignAtom, { pages: mine, unit: 'feet' });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/floordesigns/7/save/',
      '/api/floordesigns/7/?latest_revision=summary',
      '/api/floordesigns/7/revisions/?summary=1',
    ]);
    if (outcome.kind !== 'reloaded') throw new Error(`expected a reload, got ${outcome.kind}`);
    expect(outcome.keptIds).toEqual(['p2']);
    expect(outcome.pages.map((p) => p.elements.length)).toEqual([5, 3]);
    expect(outcome.pages[1]).toBe(mine[1]);
    expect(store.get(editorRevisionsAtom).map((r) => r.id)).toEqual([5, 1]);
    expect(store.get(selectedRevisionIdAtom)).toBe(5);
    expect(store.get(saveBaseAtom).version).toBe(3);

    editor.loadPages(outcome.pages);
    const retry = stubFetch(json({ success: true, revision: summary(6, 4) }));
    expect((await store.set(saveDesignAtom, { pages: editor.getPages(), unit: 'feet' })).kind).toBe('saved');
    // Against the newer version now: the kept page's elements are not the newer page's objects, so all go.
    const body = JSON.parse(String(retry[0]?.body)) as SaveChanges;
    expect(body.base_version).toBe(3);
    expect(body.pages).toEqual([]);
    expect(body.patches.map((p) => [p.id, p.put.map((el) => el.x), p.remove])).toEqual([
      ['p2', [7, 20, 40], []],
    ]);
  });
});
