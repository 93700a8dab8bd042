import { atom, type Getter, type Setter } from 'jotai';
import type {
  FieldErrors,
  ProjectCreateFields,
  ProjectListRow,
  ProjectSortColumn,
  SortOrder,
} from '../../contract/projects';
import {
  archiveProject,
  createProject,
  fetchProjectPage,
  unarchiveProject,
  type ProjectPage,
} from '../api/projects';
import { FIRST_PROJECT_PAGE } from '../api/projectPagePath';
import { listLoaderAtom } from './listLoader';
import { callPerId } from './perIdAction';
import type { Remote } from './remote';
import { noteAuthFailure } from './session';

// The project list screen: the active and the archived list, which of them is shown, the search, the sort, the
// page and the selection. The server searches, sorts and pages (a list of 10,000 projects costs the browser one
// page of rows); archive and unarchive call the server once per selected project (spec section 4).

export type ProjectListView = 'active' | 'archived';
export type { ProjectPage };

export const activeProjectsAtom = atom<Remote<ProjectPage>>({ status: 'idle' });
export const archivedProjectsAtom = atom<Remote<ProjectPage>>({ status: 'idle' });
export const projectListViewAtom = atom<ProjectListView>('active');
/** What is typed in the search box; the screen sends it once typing pauses. */
export const projectSearchAtom = atom<string>(FIRST_PROJECT_PAGE.search);
export const projectSelectionAtom = atom<ReadonlySet<number>>(new Set<number>());

export interface ProjectListOrder {
  /** null: the server's order, newest first. */
  sort: ProjectSortColumn | null;
  order: SortOrder;
  /** 1-based. */
  page: number;
}

// The first load asks for FIRST_PROJECT_PAGE, which the boot preload may already have asked the server for.
export const projectListOrderAtom = atom<ProjectListOrder>({
  sort: FIRST_PROJECT_PAGE.sort,
  order: FIRST_PROJECT_PAGE.order,
  page: FIRST_PROJECT_PAGE.page,
});

const listAtomOf = (view: ProjectListView) => (view === 'active' ? activeProjectsAtom : archivedProjectsAtom);

/** The list of the view shown. */
export const shownListAtom = atom((get) => get(listAtomOf(get(projectListViewAtom))));

/** The rows of the page shown (already searched by the server). */
export const visibleProjectsAtom = atom<ProjectListRow[]>((get) => {
  const list = get(shownListAtom);
  return list.status === 'ready' ? list.data.rows : [];
});

function selectedVisibleIds(get: Getter): number[] {
  const selection = get(projectSelectionAtom);
  return get(visibleProjectsAtom)
    .map((row) => row.id)
    .filter((id) => selection.has(id));
}

/** The selected projects among the rows shown: what a bulk action acts on, so it never touches hidden rows. */
export const selectedVisibleIdsAtom = atom((get) => selectedVisibleIds(get));

/**
 * (Re)loads the page asked for of one list, with the search and sort. A failure is logged (spec section 8) and
 * kept as the list's error state for Retry.
 */
export const loadProjectListAtom = listLoaderAtom(
  listAtomOf,
  (view, get) => {
    const { sort, order, page } = get(projectListOrderAtom);
    return fetchProjectPage({
      archived: view === 'archived',
      page,
      search: get(projectSearchAtom),
      sort,
      order,
    });
  },
  'project',
);

/** Sorts by a column: ascending first, the other way on a second click; back to the first page. */
export const sortProjectsByAtom = atom(null, (get, set, column: ProjectSortColumn) => {
  const current = get(projectListOrderAtom);
  const order: SortOrder = current.sort === column && current.order === 'asc' ? 'desc' : 'asc';
  set(projectListOrderAtom, { sort: column, order, page: 1 });
});

export const showProjectPageAtom = atom(null, (get, set, page: number) => {
  set(projectListOrderAtom, { ...get(projectListOrderAtom), page });
});

/** A new search starts from the first page. */
export const searchProjectsAtom = atom(null, (get, set, search: string) => {
  set(projectSearchAtom, search);
  const current = get(projectListOrderAtom);
  if (current.page !== 1) set(projectListOrderAtom, { ...current, page: 1 });
});

/**
 * Switches between the active and the archived list (the screen then loads it); the selection belongs to one
 * list, so it is cleared, and the new list starts at its first page.
 */
export const showProjectListAtom = atom(null, (get, set, view: ProjectListView) => {
  set(projectListViewAtom, view);
  set(projectSelectionAtom, new Set<number>());
  set(projectListOrderAtom, { ...get(projectListOrderAtom), page: 1 });
});

/** Takes moved rows out of the page shown, and out of its total. */
function dropFromPage(get: Getter, set: Setter, view: ProjectListView, ids: ReadonlySet<number>): void {
  const target = listAtomOf(view);
  const list = get(target);
  if (list.status !== 'ready') return;
  const rows = list.data.rows.filter((row) => !ids.has(row.id));
  const moved = list.data.rows.length - rows.length;
  set(target, { status: 'ready', data: { rows, total: Math.max(0, list.data.total - moved) } });
}

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
  dropFromPage(get, set, view, succeeded);
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
