import { atom, type Getter, type Setter } from 'jotai';
import type { FloorDesignCreateRequest, FloorDesignListRow } from '../../contract/floordesigns';
import {
  archiveFloorDesign,
  createFloorDesign,
  fetchActiveFloorDesigns,
  fetchArchivedFloorDesigns,
  unarchiveFloorDesign,
} from '../api/floordesigns';
import {
  initialListQuery,
  pageSlice,
  searchRows,
  sortRowsByKey,
  textSortKey,
  type ListQuery,
  type PageSlice,
} from './listPaging';
import { listLoaderAtom } from './listLoader';
import { callPerId, dropRows } from './perIdAction';
import type { Remote } from './remote';
import { noteAuthFailure } from './session';

// The floor design list screen: the active and the archived list, which one is shown, and the selection.
// Failures here are logged only (spec section 8: "Floor design create or delete failure in the list").

export type FloorDesignListView = 'active' | 'archived';

export const activeFloorDesignsAtom = atom<Remote<FloorDesignListRow[]>>({ status: 'idle' });
export const archivedFloorDesignsAtom = atom<Remote<FloorDesignListRow[]>>({ status: 'idle' });
export const floorDesignListViewAtom = atom<FloorDesignListView>('active');
export const floorDesignSelectionAtom = atom<ReadonlySet<number>>(new Set<number>());

const listAtomOf = (view: FloorDesignListView) =>
  view === 'active' ? activeFloorDesignsAtom : archivedFloorDesignsAtom;

/** The list of the view shown. */
export const shownFloorDesignsAtom = atom((get) => get(listAtomOf(get(floorDesignListViewAtom))));

/** The columns the list sorts by. */
export type FloorDesignSortKey = 'name' | 'unit' | 'created_at';

// Each column's sort key (plain string order): names as people sort them, ISO 8601 UTC timestamps as they are.
const SORT_KEY: Record<FloorDesignSortKey, (row: FloorDesignListRow) => string> = {
  name: (row) => textSortKey(row.name),
  unit: (row) => textSortKey(row.unit),
  created_at: (row) => row.created_at,
};

/** Search, sort and page of the list screen; they apply to both views. */
export const floorDesignQueryAtom =
  atom<ListQuery<FloorDesignSortKey>>(initialListQuery<FloorDesignSortKey>());

const EMPTY: readonly FloorDesignListRow[] = [];

// Separate atoms so each step runs again only when its own inputs change: typing in the search box filters
// the sorted list it already has, and turning a page slices the filtered one. The query's parts are read
// through their own atoms (a part the query update left alone keeps its identity, so nothing downstream runs).
const sortAtom = atom((get) => get(floorDesignQueryAtom).sort);
const searchAtom = atom((get) => get(floorDesignQueryAtom).search);

const sortedFloorDesignsAtom = atom((get) => {
  const list = get(shownFloorDesignsAtom);
  const rows = list.status === 'ready' ? list.data : EMPTY;
  const sort = get(sortAtom);
  return sort ? sortRowsByKey(rows, SORT_KEY[sort.key], sort.order) : rows;
});

const searchedFloorDesignsAtom = atom((get) =>
  searchRows(get(sortedFloorDesignsAtom), get(searchAtom), (row) => row.name),
);

/** The rows of the page on screen, after search and sort. */
export const floorDesignPageAtom = atom((get): PageSlice<FloorDesignListRow> => {
  const { page, pageSize } = get(floorDesignQueryAtom);
  return pageSlice(get(searchedFloorDesignsAtom), page, pageSize);
});

function selectedShownIds(get: Getter): number[] {
  const selection = get(floorDesignSelectionAtom);
  return get(floorDesignPageAtom)
    .rows.map((row) => row.id)
    .filter((id) => selection.has(id));
}

/** The selected designs among the rows on screen (this page of the search): what a bulk action acts on. */
export const selectedFloorDesignIdsAtom = atom((get) => selectedShownIds(get));

/** (Re)loads one list; a failure is logged and the table shows no rows. */
export const loadFloorDesignListAtom = listLoaderAtom(
  listAtomOf,
  (view) => (view === 'active' ? fetchActiveFloorDesigns() : fetchArchivedFloorDesigns()),
  'floor design',
);

/**
 * Switches between the active and the archived list; the selection belongs to one list, so it is cleared,
 * and the other list opens at its first page.
 * It does not load: the screen loads the list of the view shown whenever the view changes, so a toggle
 * fetches the list once.
 */
export const showFloorDesignListAtom = atom(null, (get, set, view: FloorDesignListView) => {
  if (get(floorDesignListViewAtom) === view) return;
  set(floorDesignListViewAtom, view);
  set(floorDesignSelectionAtom, new Set<number>());
  set(floorDesignQueryAtom, (query) => ({ ...query, page: 0 }));
});

export interface BulkOutcome {
  done: number;
  failed: number;
}

/**
 * Archives (active list) or unarchives (archived list) designs of the shown list, one call per design. Rows
 * whose call succeeded leave the list and the selection; failed ones stay. Failures are logged only.
 */
async function moveToOtherList(get: Getter, set: Setter, ids: readonly number[]): Promise<BulkOutcome> {
  const view = get(floorDesignListViewAtom);
  const succeeded = await callPerId(
    set,
    ids,
    view === 'active' ? archiveFloorDesign : unarchiveFloorDesign,
    `${view === 'active' ? 'Archiving' : 'Unarchiving'} a floor design failed`,
  );
  dropRows(get, set, listAtomOf(view), succeeded);
  set(
    floorDesignSelectionAtom,
    new Set([...get(floorDesignSelectionAtom)].filter((id) => !succeeded.has(id))),
  );
  // The other list has gained rows: it reloads when it is next shown.
  if (succeeded.size > 0) set(listAtomOf(view === 'active' ? 'archived' : 'active'), { status: 'idle' });
  return { done: succeeded.size, failed: ids.length - succeeded.size };
}

/** The Archive / Unarchive button over the table: every selected row shown. */
export const archiveSelectedFloorDesignsAtom = atom(null, (get, set) =>
  moveToOtherList(get, set, selectedShownIds(get)),
);

/** A row's own Archive / Unarchive action. */
export const archiveFloorDesignRowAtom = atom(null, (get, set, id: number) =>
  moveToOtherList(get, set, [id]),
);

/** Creates a design; answers its id, or null when it failed (logged only, spec section 8). */
export const createFloorDesignAtom = atom(
  null,
  async (_get, set, request: FloorDesignCreateRequest): Promise<number | null> => {
    try {
      const id = await createFloorDesign(request);
      set(activeFloorDesignsAtom, { status: 'idle' });
      return id;
    } catch (error) {
      console.error('Creating the floor design failed', error);
      noteAuthFailure(set, error);
      return null;
    }
  },
);
