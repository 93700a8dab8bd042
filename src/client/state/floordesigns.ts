import { atom, type Getter, type Setter } from 'jotai';
import type { FloorDesignCreateRequest, FloorDesignListRow } from '../../contract/floordesigns';
import { isApiError } from '../api/ApiError';
import {
  archiveFloorDesign,
  createFloorDesign,
  fetchActiveFloorDesigns,
  fetchArchivedFloorDesigns,
  unarchiveFloorDesign,
} from '../api/floordesigns';
import { LOADING, type Remote } from './remote';
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

// Each load is numbered per view; an answer overtaken by a newer load of the same list is dropped.
const loadGenerationAtom = atom<Record<FloorDesignListView, number>>({ active: 0, archived: 0 });

/** (Re)loads one list; a failure is logged and the table shows no rows. */
export const loadFloorDesignListAtom = atom(null, async (get, set, view: FloorDesignListView) => {
  const generation = get(loadGenerationAtom)[view] + 1;
  set(loadGenerationAtom, { ...get(loadGenerationAtom), [view]: generation });
  const current = () => get(loadGenerationAtom)[view] === generation;
  const target = listAtomOf(view);
  set(target, LOADING);
  try {
    const rows = await (view === 'active' ? fetchActiveFloorDesigns() : fetchArchivedFloorDesigns());
    if (current()) set(target, { status: 'ready', data: rows });
  } catch (error) {
    console.error(`Loading the ${view} floor design list failed`, error);
    noteAuthFailure(set, error);
    if (!current()) return;
    if (isApiError(error)) set(target, { status: 'error', error });
    else throw error;
  }
});

/** Switches between the active and the archived list; the selection belongs to one list, so it is cleared. */
export const showFloorDesignListAtom = atom(null, (_get, set, view: FloorDesignListView) => {
  set(floorDesignListViewAtom, view);
  set(floorDesignSelectionAtom, new Set<number>());
  void set(loadFloorDesignListAtom, view);
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
  const call = view === 'active' ? archiveFloorDesign : unarchiveFloorDesign;
  const results = await Promise.allSettled(ids.map((id) => call(id)));
  const succeeded = new Set(ids.filter((_id, i) => results[i]?.status === 'fulfilled'));
  for (const result of results) {
    if (result.status === 'rejected') {
      console.error(
        `${view === 'active' ? 'Archiving' : 'Unarchiving'} a floor design failed`,
        result.reason,
      );
      noteAuthFailure(set, result.reason);
    }
  }
  const target = listAtomOf(view);
  const list = get(target);
  if (list.status === 'ready') {
    set(target, { status: 'ready', data: list.data.filter((row) => !succeeded.has(row.id)) });
  }
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
