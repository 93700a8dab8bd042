import { atom, type Getter, type Setter } from 'jotai';
import type { FloorDesignCreateRequest, FloorDesignListRow } from '../../contract/floordesigns';
import {
  archiveFloorDesign,
  createFloorDesign,
  fetchActiveFloorDesigns,
  fetchArchivedFloorDesigns,
  unarchiveFloorDesign,
} from '../api/floordesigns';
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

function selectedShownIds(get: Getter): number[] {
  const list = get(shownFloorDesignsAtom);
  if (list.status !== 'ready') return [];
  const selection = get(floorDesignSelectionAtom);
  return list.data.map((row) => row.id).filter((id) => selection.has(id));
}

/** The selected designs among the rows shown: what a bulk action acts on. */
export const selectedFloorDesignIdsAtom = atom((get) => selectedShownIds(get));

/** (Re)loads one list; a failure is logged and the table shows no rows. */
export const loadFloorDesignListAtom = listLoaderAtom(
  listAtomOf,
  (view) => (view === 'active' ? fetchActiveFloorDesigns() : fetchArchivedFloorDesigns()),
  'floor design',
);

/**
 * Switches between the active and the archived list; the selection belongs to one list, so it is cleared.
 * It does not load: the screen loads the list of the view shown whenever the view changes, so a toggle
 * fetches the list once.
 */
export const showFloorDesignListAtom = atom(null, (get, set, view: FloorDesignListView) => {
  if (get(floorDesignListViewAtom) === view) return;
  set(floorDesignListViewAtom, view);
  set(floorDesignSelectionAtom, new Set<number>());
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
