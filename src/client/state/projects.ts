import { atom, type Getter } from 'jotai';
import {
  matchesProjectSearch,
  type FieldErrors,
  type ProjectCreateFields,
  type ProjectListRow,
} from '../../contract/projects';
import {
  archiveProject,
  createProject,
  fetchActiveProjects,
  fetchArchivedProjects,
  unarchiveProject,
} from '../api/projects';
import { listLoaderAtom } from './listLoader';
import { callPerId, dropRows } from './perIdAction';
import type { Remote } from './remote';
import { noteAuthFailure } from './session';

// The project list screen: the active and the archived list, which of them is shown, the search and the
// selection. Archive and unarchive call the server once per selected project (spec section 4).

export type ProjectListView = 'active' | 'archived';

export const activeProjectsAtom = atom<Remote<ProjectListRow[]>>({ status: 'idle' });
export const archivedProjectsAtom = atom<Remote<ProjectListRow[]>>({ status: 'idle' });
export const projectListViewAtom = atom<ProjectListView>('active');
export const projectSearchAtom = atom('');
export const projectSelectionAtom = atom<ReadonlySet<number>>(new Set<number>());

const listAtomOf = (view: ProjectListView) => (view === 'active' ? activeProjectsAtom : archivedProjectsAtom);

/** The list of the view shown. */
export const shownListAtom = atom((get) => get(listAtomOf(get(projectListViewAtom))));

/** The rows of the shown list that match the search. */
export const visibleProjectsAtom = atom<ProjectListRow[]>((get) => {
  const list = get(shownListAtom);
  if (list.status !== 'ready') return [];
  const query = get(projectSearchAtom);
  return list.data.filter((row) => matchesProjectSearch(row, query));
});

function selectedVisibleIds(get: Getter): number[] {
  const selection = get(projectSelectionAtom);
  return get(visibleProjectsAtom)
    .map((row) => row.id)
    .filter((id) => selection.has(id));
}

/** The selected projects among the rows shown: what a bulk action acts on, so it never touches hidden rows. */
export const selectedVisibleIdsAtom = atom((get) => selectedVisibleIds(get));

/** (Re)loads one list. A failure is logged (spec section 8) and kept as the list's error state for Retry. */
export const loadProjectListAtom = listLoaderAtom(
  listAtomOf,
  (view) => (view === 'active' ? fetchActiveProjects() : fetchArchivedProjects()),
  'project',
);

/**
 * Switches between the active and the archived list (the screen then loads it); the selection belongs to one
 * list, so it is cleared.
 */
export const showProjectListAtom = atom(null, (_get, set, view: ProjectListView) => {
  set(projectListViewAtom, view);
  set(projectSelectionAtom, new Set<number>());
});

export type BulkArchiveAction = 'archive' | 'unarchive';

export interface BulkArchiveOutcome {
  /** What was done: archive on the active list, unarchive on the archived one. */
  action: BulkArchiveAction;
  done: number;
  failed: number;
  /** The projects that moved, for Undo. */
  moved: number[];
}

const callFor = (action: BulkArchiveAction) => (action === 'archive' ? archiveProject : unarchiveProject);
const failureLog = (action: BulkArchiveAction) =>
  `${action === 'archive' ? 'Archiving' : 'Unarchiving'} a project failed`;

/**
 * Archives (active list) or unarchives (archived list) the selected rows shown, one call per project. Rows whose
 * call succeeded leave the list; the ones that failed stay, still selected, so the user can try again.
 */
export const archiveSelectedAtom = atom(null, async (get, set): Promise<BulkArchiveOutcome> => {
  const view = get(projectListViewAtom);
  const action: BulkArchiveAction = view === 'active' ? 'archive' : 'unarchive';
  const ids = selectedVisibleIds(get);
  const succeeded = await callPerId(set, ids, callFor(action), failureLog(action));
  const failedIds = ids.filter((id) => !succeeded.has(id));
  dropRows(get, set, listAtomOf(view), succeeded);
  set(projectSelectionAtom, new Set(failedIds));
  return { action, done: succeeded.size, failed: failedIds.length, moved: [...succeeded] };
});

/**
 * Undoes a bulk archive or unarchive: moves the same projects back, one call each, then reloads the list shown
 * (the moved rows return to it, or leave it if the user has switched lists meanwhile). Answers the reverse
 * move's own outcome.
 */
export const undoArchiveAtom = atom(
  null,
  async (get, set, outcome: Pick<BulkArchiveOutcome, 'action' | 'moved'>): Promise<BulkArchiveOutcome> => {
    const action: BulkArchiveAction = outcome.action === 'archive' ? 'unarchive' : 'archive';
    const succeeded = await callPerId(set, outcome.moved, callFor(action), failureLog(action));
    await set(loadProjectListAtom, get(projectListViewAtom));
    return {
      action,
      done: succeeded.size,
      failed: outcome.moved.length - succeeded.size,
      moved: [...succeeded],
    };
  },
);

export type CreateOutcome = { ok: true; projectId: number } | { ok: false; errors: FieldErrors };

/** Creates a project; a refusal comes back with its errors, a failed request throws (the screen says which). */
export const createProjectAtom = atom(
  null,
  async (_get, set, fields: ProjectCreateFields): Promise<CreateOutcome> => {
    try {
      const outcome = await createProject(fields);
      return outcome;
    } catch (error) {
      console.error('Creating the project failed', error);
      noteAuthFailure(set, error);
      throw error;
    }
  },
);
