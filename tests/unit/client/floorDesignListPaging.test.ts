// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import type { FloorDesignListRow } from '../../../src/contract/floordesigns';
import { FloorDesignListScreen } from '../../../src/client/screens/floordesigns/FloorDesignListScreen';
import {
  activeFloorDesignsAtom,
  archiveSelectedFloorDesignsAtom,
  floorDesignPageAtom,
  floorDesignQueryAtom,
  floorDesignSelectionAtom,
  showFloorDesignListAtom,
} from '../../../src/client/state/floordesigns';
import {
  initialListQuery,
  pageSlice,
  searchRows,
  sortRows,
  sortRowsByKey,
  textSortKey,
  compareText,
  withPage,
  withSearch,
  withSort,
} from '../../../src/client/state/listPaging';
import { DesignSystemProvider } from '../../../src/client/ui/DesignSystemProvider';
import { stillTheme } from '../../../src/client/ui/theme';
import { json, setCookies, stubFetch } from './fetchStub';

/** Design n: created n minutes after the first, every third one in meters. */
const design = (n: number): FloorDesignListRow => ({
  id: n,
  name: `Design ${n}`,
  unit: n % 3 === 0 ? 'meters' : 'feet',
  project_id: null,
  created_at: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
  updated_at: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
  is_active: true,
});
const TEN_THOUSAND = Array.from({ length: 10_000 }, (_, i) => design(i + 1));

describe('list paging', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i);

  it('slices one page and says how many pages there are', () => {
    expect(pageSlice(hundred, 1, 30)).toEqual({
      rows: hundred.slice(30, 60),
      page: 1,
      pageCount: 4,
      total: 100,
    });
    expect(pageSlice(hundred, 3, 30).rows).toEqual([90, 91, 92, 93, 94, 95, 96, 97, 98, 99]);
  });

  it('shows the last page when the list shrank below the page asked for, and one empty page for no rows', () => {
    expect(pageSlice(hundred.slice(0, 40), 3, 30)).toMatchObject({ page: 1, rows: hundred.slice(30, 40) });
    expect(pageSlice([], 2, 30)).toEqual({ rows: [], page: 0, pageCount: 1, total: 0 });
  });

  it('a new search or sort starts at the first page; a second click on a column sorts it descending', () => {
    const onPage3 = withPage(initialListQuery<'name'>(), 3);
    expect(withSearch(onPage3, 'cab')).toMatchObject({ search: 'cab', page: 0 });
    const byName = withSort(onPage3, 'name');
    expect(byName).toMatchObject({ sort: { key: 'name', order: 'asc' }, page: 0 });
    expect(withSort(byName, 'name').sort).toEqual({ key: 'name', order: 'desc' });
    expect(withSort(withSort(byName, 'name'), 'name').sort).toEqual({ key: 'name', order: 'asc' });
  });

  it('searches case-insensitively and sorts names as people do, keeping ties in their order', () => {
    const names = ['Plan 10', 'plan 2', 'Cabin', 'Ãrbor', 'PLAN 2'];
    expect(searchRows(names, '  PLAN ', (n) => n)).toEqual(['Plan 10', 'plan 2', 'PLAN 2']);
    expect(sortRows(names, compareText, 'asc')).toEqual(['Ãrbor', 'Cabin', 'plan 2', 'PLAN 2', 'Plan 10']);
    expect(sortRows(names, compareText, 'desc')).toEqual(['Plan 10', 'plan 2', 'PLAN 2', 'Cabin', 'Ãrbor']);
  });

  it('sorts by precomputed keys in the same order as the collator, ties kept, either way', () => {
    const names = [
      'Plan 10',
      'plan 2',
      'Cabin',
      'Ãrbor',
      'PLAN 2',
      'Plan 02',
      'Design 100',
      'Design 99',
      'design 9',
      'Annex 5',
      'Loft 14',
      'Loft 1',
      'Ébauche',
      'eau',
      'Zed',
      'zèbre',
      '2nd floor',
      '10th floor',
      'Garage (detached)',
      'Garage',
    ];
    for (const direction of ['asc', 'desc'] as const) {
      expect(sortRowsByKey(names, textSortKey, direction)).toEqual(sortRows(names, compareText, direction));
    }
  });
});

describe('the floor design list at 10,000 designs', () => {
  beforeEach(() => setCookies({ csrftoken: 'token-1' }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const storeWith = (rows: FloorDesignListRow[]) => {
    const store = createStore();
    store.set(activeFloorDesignsAtom, { status: 'ready', data: rows });
    return store;
  };

  it('shows one page of the searched, sorted list', () => {
    const store = storeWith(TEN_THOUSAND);
    expect(store.get(floorDesignPageAtom)).toMatchObject({ page: 0, pageCount: 200, total: 10_000 });
    store.set(floorDesignQueryAtom, (q) => withSort(withSort(q, 'created_at'), 'created_at'));
    expect(store.get(floorDesignPageAtom).rows[0]?.name).toBe('Design 10000');
    store.set(floorDesignQueryAtom, (q) => withSearch(q, 'design 999'));
    const found = store.get(floorDesignPageAtom);
    expect(found.total).toBe(11);
    expect(found.rows.map((r) => r.id)).toEqual([
      9999, 9998, 9997, 9996, 9995, 9994, 9993, 9992, 9991, 9990, 999,
    ]);
  });

  it('sorts the 10,000 rows once per sort: turning a page or typing a search works on the sorted list', () => {
    const store = storeWith(TEN_THOUSAND);
    store.set(floorDesignQueryAtom, (q) => withSort(q, 'name'));
    const sorts = vi.spyOn(Array.prototype, 'sort');
    expect(store.get(floorDesignPageAtom).rows[0]?.name).toBe('Design 1');
    expect(sorts).toHaveBeenCalledTimes(1);
    store.set(floorDesignQueryAtom, (q) => withPage(q, 3));
    expect(store.get(floorDesignPageAtom).rows[0]?.name).toBe('Design 151');
    store.set(floorDesignQueryAtom, (q) => withSearch(q, 'design 12'));
    expect(store.get(floorDesignPageAtom).rows[0]?.name).toBe('Design 12');
    expect(sorts).toHaveBeenCalledTimes(1);
  });

  it('archives only the selected designs on the page shown; the other list starts at its first page', async () => {
    const store = storeWith(TEN_THOUSAND.slice(0, 120));
    store.set(floorDesignQueryAtom, (q) => withPage(q, 1));
    // Design 1 is selected but on page 1, out of sight; 51 and 52 are on the page shown.
    store.set(floorDesignSelectionAtom, new Set([1, 51, 52]));
    const calls = stubFetch(json({ success: true }), json({ success: true }));
    await store.set(archiveSelectedFloorDesignsAtom);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/floordesigns/51/archive/',
      '/api/floordesigns/52/archive/',
    ]);
    store.set(showFloorDesignListAtom, 'archived');
    expect(store.get(floorDesignQueryAtom).page).toBe(0);
  });

  it('renders one page of rows, and pages, sorts and searches on request', async () => {
    const store = storeWith(TEN_THOUSAND);
    stubFetch(json(TEN_THOUSAND));
    const tree = createElement(
      Provider,
      { store },
      createElement(MemoryRouter, null, createElement(FloorDesignListScreen)),
    );
    render(createElement(DesignSystemProvider, { theme: stillTheme, children: tree }));
    // Queries stay narrow (header row, pager, labels): role queries over 50 rows of buttons are slow in happy-dom.
    const table = await screen.findByLabelText('Floor designs');
    const header = () => within(table.querySelector('thead') as HTMLElement);
    const dataRows = () => [...table.querySelectorAll('tbody tr')];
    const firstName = () => dataRows()[0]?.querySelector('a')?.textContent;
    const search = (text: string) =>
      fireEvent.change(screen.getByLabelText('Search floor designs'), { target: { value: text } });

    expect(await screen.findByText('1–50 of 10,000')).toBeTruthy();
    expect(dataRows()).toHaveLength(50);
    fireEvent.click(screen.getByLabelText('Go to next page'));
    expect(screen.getByText('51–100 of 10,000')).toBeTruthy();
    expect(firstName()).toBe('Design 51');

    fireEvent.click(header().getByRole('button', { name: 'Name' }));
    fireEvent.click(header().getByRole('button', { name: 'Name' }));
    expect(header().getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByText('1–50 of 10,000')).toBeTruthy();
    expect(firstName()).toBe('Design 10000');

    search('Design 77');
    expect(screen.getByText('1–50 of 111')).toBeTruthy();
    expect(firstName()).toBe('Design 7799');
    search('nothing like it');
    expect(within(table).getByText('No floor designs match "nothing like it".')).toBeTruthy();
    expect(screen.queryByLabelText('Floor designs pages')).toBeNull();
  }, 60_000);
});
