// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import type { FloorDesignDetail, Revision, RevisionSummary } from '../../../src/contract/floordesigns';
import { OUTLINE_ERRORS } from '../../../src/core/outline';
import {
  checkWizard,
  emptyWizard,
  lengthStepError,
  type WizardValues,
} from '../../../src/client/screens/floordesigns/wizardForm';
import { FloorDesignListScreen } from '../../../src/client/screens/floordesigns/FloorDesignListScreen';
import { DesignSystemProvider } from '../../../src/client/ui/DesignSystemProvider';
import { stillTheme } from '../../../src/client/ui/theme';
import {
  activeFloorDesignsAtom,
  archiveSelectedFloorDesignsAtom,
  createFloorDesignAtom,
  floorDesignSelectionAtom,
  loadFloorDesignListAtom,
  showFloorDesignListAtom,
} from '../../../src/client/state/floordesigns';
import {
  addPageAtom,
  editorLoadPhaseAtom,
  editorRevisionsAtom,
  newestRevision,
  nextPageName,
  openDesignAtom,
  pagesToOpen,
  saveDesignAtom,
  selectedRevisionIdAtom,
  selectRevisionAtom,
} from '../../../src/client/state/floorDesignEditor';
import { json, setCookies, stubFetch } from './fetchStub';

const filled = (lengths: [string, string, string, string] = ['30', '30', '20', '20']): WizardValues => {
  const values = emptyWizard();
  values.name = 'Cottage';
  (['south', 'north', 'west', 'east'] as const).forEach((face, i) => {
    values.faces[face].length = lengths[i] ?? '';
  });
  return values;
};

const page = (id: string, name = 'Page 1') => ({ version: 4 as const, id, name, elements: [], layers: [] });
const revision = (id: number, version: number, savedAt: string, pages = [page(`r${id}`)]): Revision => ({
  id,
  version_number: version,
  saved_at: savedAt,
  page_count: pages.length,
  element_count: 0,
  pages_json: pages,
});
const summary = (id: number, version: number, savedAt: string): RevisionSummary => ({
  id,
  version_number: version,
  saved_at: savedAt,
  page_count: 1,
  element_count: 0,
});
const design = (pages = [page('p1')]): FloorDesignDetail => ({
  id: 7,
  name: 'Cottage',
  unit: 'feet',
  project_id: null,
  notes: null,
  raw_json: null,
  outline_metadata: null,
  pages,
  latest_revision: null,
  created_at: '2026-11-21T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  is_active: true,
});
const row = (id: number) => ({
  id,
  name: `D${id}`,
  unit: 'feet',
  project_id: null,
  created_at: '2026-11-21T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  is_active: true,
});

describe('the outline wizard form', () => {
  it('asks for a name and the lengths before anything else', () => {
    const check = checkWizard(emptyWizard());
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.name).toBe('Name is required.');
    expect(check.errors['south.length']).toBe('Enter a length.');
  });

  it('requires an odd broken-wall count', () => {
    const values = filled();
    values.faces.west.broken = true;
    values.faces.west.brokenSegments = '4';
    const check = checkWizard(values);
    expect(check.ok ? null : check.errors['west.brokenSegments']).toBe('Enter an odd number: 1, 3, 5, …');
    values.faces.west.brokenSegments = '5';
    expect(checkWizard(values).ok).toBe(true);
  });

  it("shows the core's message when the four lengths cannot close", () => {
    const check = checkWizard(filled(['100', '10', '10', '10']));
    expect(check.ok ? null : check.formError).toBe(OUTLINE_ERRORS.impossible);
  });

  it('says next to a face of 0 why it is refused', () => {
    const zero = checkWizard(filled(['0', '10', '10', '10.0']));
    expect(zero.ok).toBe(false);
    if (zero.ok) return;
    expect(zero.errors['south.length']).toBe(OUTLINE_ERRORS.zero);
    expect(zero.errors['east.length']).toBeUndefined();
    expect(checkWizard(filled(['0.0', '10', '10', '10'])).ok).toBe(false);
  });

  it('refuses a length off the 0.1 step as the browser would, naming the two nearest lengths', () => {
    const check = checkWizard(filled(['12.35', '12.3', '10', '10']));
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors['south.length']).toBe('Use steps of 0.1: the nearest lengths are 12.3 and 12.4.');
    expect(check.errors['north.length']).toBeUndefined();
    expect(lengthStepError('9.95')).toBe('Use steps of 0.1: the nearest lengths are 9.9 and 10.0.');
    expect(lengthStepError('0.01')).toBe('Use steps of 0.1: the nearest lengths are 0.0 and 0.1.');
    // Trailing zeros are on the step, and huge values keep every digit.
    expect(lengthStepError('12.300')).toBeNull();
    expect(lengthStepError('12')).toBeNull();
    expect(lengthStepError('123456789012345678.25')).toBe(
      'Use steps of 0.1: the nearest lengths are 123456789012345678.2 and 123456789012345678.3.',
    );
    expect(checkWizard(filled(['30.1', '30.1', '20', '20.0'])).ok).toBe(true);
  });

  it('sends exactly what was entered and previews the outline the server will draw', () => {
    const values = filled();
    values.unit = 'meters';
    values.faces.south.segments = '3';
    const check = checkWizard(values);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.request).toMatchObject({
      name: 'Cottage',
      unit: 'meters',
      raw_json: {
        south: { length: 30, segments: 3, brokenWall: { enabled: false, segments: 1 } },
        west: { length: 20, segments: 1 },
      },
    });
    expect(check.previewSvg).toContain('<svg');
    // Dimensions in the chosen unit.
    expect(check.previewSvg).toContain('30.000 m');
  });
});

describe('opening a design', () => {
  it('picks the newest revision by saved_at', () => {
    const revisions = [
      revision(1, 1, '2026-11-21T10:00:00.000Z'),
      revision(3, 3, '2026-11-21T12:00:00.000Z'),
      revision(2, 2, '2026-11-21T11:00:00.000Z'),
    ];
    expect(newestRevision(revisions)?.id).toBe(3);
    expect(newestRevision([])).toBeNull();
  });

  it("shows the design's pages, or fetches the latest revision's when the design has none", async () => {
    const latest = summary(2, 2, '2026-11-21T11:00:00.000Z');
    expect((await pagesToOpen({ ...design(), latest_revision: latest })).map((p) => p.id)).toEqual(['p1']);
    const calls = stubFetch(json(revision(2, 2, '2026-11-21T11:00:00.000Z')));
    expect((await pagesToOpen({ ...design([]), latest_revision: latest })).map((p) => p.id)).toEqual(['r2']);
    expect(calls.map((c) => c.url)).toEqual(['/api/floordesigns/7/revisions/2/']);
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    stubFetch(json({ error: 'boom' }, 500));
    expect(await pagesToOpen({ ...design([]), latest_revision: latest })).toEqual([]);
    expect(await pagesToOpen(design([]))).toEqual([]);
  });
});

describe('floor design state', () => {
  beforeEach(() => setCookies({ csrftoken: 'token-1' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('loads the active list; switching views clears the selection and leaves loading to the screen', async () => {
    const store = createStore();
    const calls = stubFetch(json([row(1)]));
    await store.set(loadFloorDesignListAtom, 'active');
    expect(store.get(activeFloorDesignsAtom)).toMatchObject({ status: 'ready', data: [{ id: 1 }] });
    store.set(floorDesignSelectionAtom, new Set([1]));
    store.set(showFloorDesignListAtom, 'archived');
    expect(store.get(floorDesignSelectionAtom).size).toBe(0);
    expect(calls.map((c) => c.url)).toEqual(['/api/floordesigns/']);
  });

  it('the list screen fetches the archived view once per toggle, and the active one once on the way back', async () => {
    const store = createStore();
    const calls = stubFetch(json([row(1)]), json([{ ...row(2), is_active: false }]), json([row(1)]));
    const screenTree = createElement(
      Provider,
      { store },
      createElement(MemoryRouter, null, createElement(FloorDesignListScreen)),
    );
    render(createElement(DesignSystemProvider, { theme: stillTheme, children: screenTree }));
    await screen.findByText('D1');
    fireEvent.click(screen.getByRole('switch', { name: 'Show archived' }));
    await screen.findByText('D2');
    fireEvent.click(screen.getByRole('switch', { name: 'Show archived' }));
    await screen.findByText('D1');
    await waitFor(() => expect(store.get(activeFloorDesignsAtom).status).toBe('ready'));
    expect(calls.map((c) => c.url)).toEqual([
      '/api/floordesigns/',
      '/api/floordesigns/archived/show/',
      '/api/floordesigns/',
    ]);
    cleanup();
  });

  it('archives the selected rows, one call each; a failed one stays listed and selected', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createStore();
    stubFetch(json([row(1), row(2), row(3)]));
    await store.set(loadFloorDesignListAtom, 'active');
    store.set(floorDesignSelectionAtom, new Set([1, 3]));
    const calls = stubFetch(json({ success: true }), json({ error: 'Floor design not found.' }, 404));
    const outcome = await store.set(archiveSelectedFloorDesignsAtom);
    expect(outcome).toEqual({ done: 1, failed: 1 });
    expect(calls.map((c) => [c.method, c.url, c.headers.get('X-CSRFToken')])).toEqual([
      ['POST', '/api/floordesigns/1/archive/', 'token-1'],
      ['POST', '/api/floordesigns/3/archive/', 'token-1'],
    ]);
    const list = store.get(activeFloorDesignsAtom);
    expect(list.status === 'ready' ? list.data.map((d) => d.id) : null).toEqual([2, 3]);
    expect([...store.get(floorDesignSelectionAtom)]).toEqual([3]);
  });

  it('a create failure is logged only and answers null', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createStore();
    stubFetch(json({ error: 'name: is required' }, 400));
    const request = { name: 'X', unit: 'feet' as const, raw_json: {} as never };
    expect(await store.set(createFloorDesignAtom, request)).toBeNull();
    expect(log).toHaveBeenCalled();
  });

  it('opens a design, selects the newest revision, and a revision failure is ignored', async () => {
    const store = createStore();
    const calls = stubFetch(
      json(design()),
      json([summary(5, 2, '2026-11-21T11:00:00.000Z'), summary(4, 1, '2026-11-21T10:00:00.000Z')]),
    );
    const pages = await store.set(openDesignAtom, 7);
    // The design once and the revisions' summaries once: no revision's pages are downloaded to open.
    expect(calls.map((c) => c.url)).toEqual([
      '/api/floordesigns/7/?latest_revision=summary',
      '/api/floordesigns/7/revisions/?summary=1',
    ]);
    expect(pages?.map((p) => p.id)).toEqual(['p1']);
    expect(store.get(selectedRevisionIdAtom)).toBe(5);
    expect(store.get(editorLoadPhaseAtom)).toBe('pages');

    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    stubFetch(json(design()), json({ error: 'boom' }, 500));
    const again = await store.set(openDesignAtom, 7);
    expect(again?.map((p) => p.id)).toEqual(['p1']);
    expect(store.get(editorRevisionsAtom)).toEqual([]);
    expect(store.get(selectedRevisionIdAtom)).toBeNull();
  });

  it('choosing a revision fetches its pages then; a save sends what changed and selects the newest revision', async () => {
    const store = createStore();
    stubFetch(json(design()), json([summary(4, 1, '2026-11-21T10:00:00.000Z')]));
    await store.set(openDesignAtom, 7);
    const picked = stubFetch(json(revision(4, 1, '2026-11-21T10:00:00.000Z', [page('old')])));
    expect((await store.set(selectRevisionAtom, 4))?.map((p) => p.id)).toEqual(['old']);
    expect(picked.map((c) => c.url)).toEqual(['/api/floordesigns/7/revisions/4/']);
    expect(store.get(selectedRevisionIdAtom)).toBe(4);

    // Only the save: its answer carries the new revision's summary, so nothing is refetched.
    const calls = stubFetch(json({ success: true, revision: summary(9, 2, '2026-11-21T12:00:00.000Z') }));
    const outcome = await store.set(saveDesignAtom, {
      pages: [page('p1'), page('p2', 'Page 2')],
      unit: 'meters',
    });
    expect(outcome).toEqual({ kind: 'saved' });
    expect(calls.map((c) => c.url)).toEqual(['/api/floordesigns/7/save/']);
    expect(store.get(editorRevisionsAtom).map((r) => r.id)).toEqual([9, 4]);
    // The picked revision's pages are not the stored ones: the base stays the design as opened (no save yet),
    // so the new page goes whole and p1, equal to the stored one, is only named.
    expect(JSON.parse(String(calls[0]?.body))).toMatchObject({
      name: 'Cottage',
      unit: 'meters',
      base_version: 0,
      page_order: ['p1', 'p2'],
      pages: [{ id: 'p2', name: 'Page 2' }],
      patches: [],
    });
    expect(store.get(selectedRevisionIdAtom)).toBe(9);
  });

  it('a revision pick that fails or is overtaken by a later pick hands over no pages', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const store = createStore();
    stubFetch(
      json(design()),
      json([summary(5, 2, '2026-11-21T11:00:00.000Z'), summary(4, 1, '2026-11-21T10:00:00.000Z')]),
    );
    await store.set(openDesignAtom, 7);
    stubFetch(json({ error: 'boom' }, 500));
    expect(await store.set(selectRevisionAtom, 4)).toBeNull();
    expect(store.get(selectedRevisionIdAtom)).toBe(5);
    expect(await store.set(selectRevisionAtom, 99)).toBeNull();

    stubFetch(
      json(revision(4, 1, '2026-11-21T10:00:00.000Z', [page('four')])),
      json(revision(5, 2, '2026-11-21T11:00:00.000Z', [page('five')])),
    );
    const first = store.set(selectRevisionAtom, 4);
    const second = store.set(selectRevisionAtom, 5);
    expect(await first).toBeNull();
    expect((await second)?.map((p) => p.id)).toEqual(['five']);
    expect(store.get(selectedRevisionIdAtom)).toBe(5);
  });

  it('a failed save or page creation answers false / null', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createStore();
    stubFetch(json(design()), json([]));
    await store.set(openDesignAtom, 7);
    stubFetch(json({ error: 'pages: must have at most 100 pages' }, 400), new Error('offline'));
    expect(await store.set(saveDesignAtom, { pages: [page('p1')], unit: 'feet' })).toEqual({
      kind: 'failed',
    });
    expect(await store.set(addPageAtom, ['Page 1'])).toBeNull();
  });

  it('Add Page sends the spec\'s JSON { name: "Page {n}" } for the pages the editor holds', async () => {
    const store = createStore();
    stubFetch(json(design()), json([]));
    await store.set(openDesignAtom, 7);
    const created = page('p3', 'Page 3');
    const calls = stubFetch(json({ all_pages: [], new_page: created }));
    const answer = await store.set(addPageAtom, ['Page 1', 'Kitchen']);
    expect(answer).toEqual(created);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/floordesigns/7/pages/create/' });
    expect(calls[0]?.headers.get('Content-Type')).toContain('application/json');
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ name: 'Page 3' });
  });

  it('names a new page "Page {n}", n = page count + 1, skipping names in use', () => {
    expect(nextPageName([])).toBe('Page 1');
    expect(nextPageName(['Page 1'])).toBe('Page 2');
    // Page 2 was deleted: two pages, and "Page 3" is taken.
    expect(nextPageName(['Page 1', 'Page 3'])).toBe('Page 4');
    expect(nextPageName(['Ground floor', 'Roof'])).toBe('Page 3');
  });
});
