import { atom, type Getter, type Setter } from 'jotai';
import type { FloorDesignOpenDetail, RevisionSummary } from '../../contract/floordesigns';
import { defaultPageName, type Page } from '../../core/model/page';
import type { LengthUnit } from '../../core/units';
import { ApiError, isApiError } from '../api/ApiError';
import {
  createDesignPage,
  deleteDesignPages,
  fetchRevisionSummaries,
  saveFloorDesignChanges,
} from '../api/floordesigns';
import { fetchFloorDesignToOpenOffThread, fetchRevisionOffThread } from '../api/floordesignsOffThread';
import { LOADING, type Remote } from './remote';
import {
  keepLocalChanges,
  saveBaseOf,
  saveChanges,
  withBasePage,
  withoutBasePages,
  type SaveBase,
} from './saveDelta';
import { noteAuthFailure } from './session';

// The floor design editor's server data: the design, its revisions and the chosen one. The drawing itself
// lives in the editor's store; these actions hand pages to the screen, which puts them into the store.

export type EditorLoadPhase = 'design' | 'pages' | null;

export const editorDesignAtom = atom<Remote<FloorDesignOpenDetail>>({ status: 'idle' });
export const editorLoadPhaseAtom = atom<EditorLoadPhase>('design');
/** The revisions' summaries (no pages): a revision's pages are fetched when the user picks it. */
export const editorRevisionsAtom = atom<readonly RevisionSummary[]>([]);
export const selectedRevisionIdAtom = atom<number | null>(null);
/**
 * The server's pages as this editor last loaded or saved them, and their version: a save sends what changed
 * since then. Picking an old revision does not move it (the server's pages did not change).
 */
export const saveBaseAtom = atom<SaveBase>(saveBaseOf(0, []));

/** The newest revision by saved_at (version number breaks ties), or null. */
export function newestRevision<R extends RevisionSummary>(revisions: readonly R[]): R | null {
  let newest: R | null = null;
  for (const r of revisions) {
    if (
      !newest ||
      r.saved_at > newest.saved_at ||
      (r.saved_at === newest.saved_at && r.version_number > newest.version_number)
    ) {
      newest = r;
    }
  }
  return newest;
}

/**
 * The pages an opened design shows: its own pages (the last save plus any page added or deleted since), or,
 * when it has none, the latest revision's pages_json, fetched then (the detail carries only its summary). A
 * failed fetch is ignored like any revision fetch (spec section 8): no pages then.
 */
export async function pagesToOpen(design: FloorDesignOpenDetail): Promise<Page[]> {
  if (design.pages.length > 0) return design.pages as Page[];
  if (!design.latest_revision) return [];
  try {
    return (await fetchRevisionOffThread(design.id, design.latest_revision.id)).pages_json as Page[];
  } catch (error) {
    console.debug('Loading the latest revision failed (ignored)', error);
    return [];
  }
}

/** Revisions may fail to load: that is silently ignored (spec section 8), the selector is then empty. */
async function revisionsOrNone(designId: number): Promise<RevisionSummary[] | null> {
  try {
    return await fetchRevisionSummaries(designId);
  } catch (error) {
    console.debug('Loading revisions failed (ignored)', error);
    return null;
  }
}

// An open overtaken by a newer one (another design opened) must not write its answers.
const openGenerationAtom = atom(0);

/**
 * Opens a design: "Loading design..." while the design loads, "Loading design pages..." while its revisions
 * load; then the newest revision is the selected one. Answers the pages to show, or null when the design
 * could not be loaded (or a newer open took over).
 */
export const openDesignAtom = atom(null, async (get, set, designId: number): Promise<Page[] | null> => {
  const generation = get(openGenerationAtom) + 1;
  set(openGenerationAtom, generation);
  const current = () => get(openGenerationAtom) === generation;
  set(editorLoadPhaseAtom, 'design');
  set(editorDesignAtom, LOADING);
  set(editorRevisionsAtom, []);
  set(selectedRevisionIdAtom, null);
  set(saveBaseAtom, saveBaseOf(0, []));
  let design: FloorDesignOpenDetail;
  try {
    design = await fetchFloorDesignToOpenOffThread(designId);
  } catch (error) {
    console.error('Loading the floor design failed', error);
    noteAuthFailure(set, error);
    // Any failure is one the screen shows (with a retry), never a load that spins for ever.
    const failure = isApiError(error)
      ? error
      : new ApiError(0, 'The design could not be read.', { cause: error });
    if (current()) set(editorDesignAtom, { status: 'error', error: failure });
    if (current()) set(editorLoadPhaseAtom, null);
    return null;
  }
  if (!current()) return null;
  set(editorDesignAtom, { status: 'ready', data: design });
  set(editorLoadPhaseAtom, 'pages');
  const revisions = (await revisionsOrNone(designId)) ?? [];
  if (!current()) return null;
  set(editorRevisionsAtom, revisions);
  set(selectedRevisionIdAtom, newestRevision(revisions)?.id ?? null);
  const pages = await pagesToOpen(design);
  if (!current()) return null;
  // Pages taken from the latest revision (none stored on the design) are not the stored pages: no base then.
  set(
    saveBaseAtom,
    saveBaseOf(design.latest_revision?.version_number ?? 0, design.pages.length > 0 ? pages : []),
  );
  return pages;
});

/** The screen calls this once the opened pages are in the editor: the canvas appears. */
export const finishOpeningAtom = atom(null, (_get, set) => set(editorLoadPhaseAtom, null));

// A pick overtaken by a later pick (or another design opened) must not hand its pages to the screen.
const pickGenerationAtom = atom(0);

/**
 * Choosing a revision by hand: fetches its pages and answers them (the screen replaces every page and resets
 * history), or null when it is unknown, overtaken, or the fetch failed (silently ignored, spec section 8).
 */
export const selectRevisionAtom = atom(null, async (get, set, id: number): Promise<Page[] | null> => {
  const designIdNow = designId(get);
  if (designIdNow === null || !get(editorRevisionsAtom).some((r) => r.id === id)) return null;
  const generation = get(pickGenerationAtom) + 1;
  set(pickGenerationAtom, generation);
  const open = get(openGenerationAtom);
  let pages: Page[];
  try {
    pages = (await fetchRevisionOffThread(designIdNow, id)).pages_json as Page[];
  } catch (error) {
    console.debug('Loading the revision failed (ignored)', error);
    noteAuthFailure(set, error);
    return null;
  }
  if (get(pickGenerationAtom) !== generation || get(openGenerationAtom) !== open) return null;
  set(selectedRevisionIdAtom, id);
  return pages;
});

function designId(get: (a: typeof editorDesignAtom) => Remote<FloorDesignOpenDetail>): number | null {
  const design = get(editorDesignAtom);
  return design.status === 'ready' ? design.data.id : null;
}

export interface SaveInput {
  pages: readonly Page[];
  unit: LengthUnit;
}

/**
 * How a save ended. `reloaded`: another save came first (409), so the design was loaded again; `pages` is what
 * the editor shows now — the newer version, with the user's changed pages (`keptIds`) kept over it, unsaved.
 */
export type SaveOutcome =
  { kind: 'saved' } | { kind: 'failed' } | { kind: 'reloaded'; pages: Page[]; keptIds: string[] };

/**
 * Another save came first: the design and its revisions are loaded again and become the new base; the user's
 * changed pages are kept over the newer version (never dropped silently), to be saved by the next save.
 */
async function reloadAfterConflict(
  get: Getter,
  set: Setter,
  designId: number,
  local: readonly Page[],
): Promise<SaveOutcome> {
  const open = get(openGenerationAtom);
  let design: FloorDesignOpenDetail;
  try {
    design = await fetchFloorDesignToOpenOffThread(designId);
  } catch (error) {
    console.error('Reloading the floor design failed', error);
    noteAuthFailure(set, error);
    return { kind: 'failed' };
  }
  const revisions = (await revisionsOrNone(designId)) ?? [];
  const newer = await pagesToOpen(design);
  if (get(openGenerationAtom) !== open) return { kind: 'failed' };
  const reloaded = keepLocalChanges(get(saveBaseAtom), local, newer);
  set(editorDesignAtom, { status: 'ready', data: design });
  set(editorRevisionsAtom, revisions);
  set(selectedRevisionIdAtom, newestRevision(revisions)?.id ?? null);
  set(
    saveBaseAtom,
    saveBaseOf(design.latest_revision?.version_number ?? 0, design.pages.length > 0 ? newer : []),
  );
  return { kind: 'reloaded', ...reloaded };
}

/**
 * Save: sends the design's fields (the unit as chosen in the editor) and only the pages changed since the base
 * (see saveDelta.ts). On success the save's answer (the new revision's summary) joins the list, nothing is
 * refetched, the newest becomes the selected one and the saved pages become the base; the pages on screen are
 * left as they are. A 409 (saved elsewhere meanwhile) reloads the design, keeping the user's changed pages.
 */
export const saveDesignAtom = atom(null, async (get, set, input: SaveInput): Promise<SaveOutcome> => {
  const design = get(editorDesignAtom);
  if (design.status !== 'ready') return { kind: 'failed' };
  const d = design.data;
  let saved: RevisionSummary;
  try {
    saved = await saveFloorDesignChanges(d.id, {
      name: d.name,
      unit: input.unit,
      notes: d.notes,
      raw_json: d.raw_json,
      outline_metadata: d.outline_metadata,
      ...saveChanges(get(saveBaseAtom), input.pages),
    });
  } catch (error) {
    if (isApiError(error) && error.status === 409) return reloadAfterConflict(get, set, d.id, input.pages);
    console.error('Saving the floor design failed', error);
    noteAuthFailure(set, error);
    return { kind: 'failed' };
  }
  set(saveBaseAtom, saveBaseOf(saved.version_number, input.pages));
  set(editorDesignAtom, { status: 'ready', data: { ...d, unit: input.unit, pages: [...input.pages] } });
  const revisions = [saved, ...get(editorRevisionsAtom).filter((r) => r.id !== saved.id)];
  set(editorRevisionsAtom, revisions);
  set(selectedRevisionIdAtom, newestRevision(revisions)?.id ?? null);
  return { kind: 'saved' };
});

/**
 * The name Add Page asks for: "Page {n}", n the page count + 1, moved on past any name in use (a deletion
 * can leave "Page 3" behind with two pages), the rule the server applies when no name is sent.
 */
export function nextPageName(names: readonly string[]): string {
  const taken = new Set(names);
  let n = names.length + 1;
  while (taken.has(defaultPageName(n))) n++;
  return defaultPageName(n);
}

/**
 * Add Page: sends the spec's `{ "name": "Page {n}" }` for the pages the editor holds; the server appends an
 * empty page of that name. Answers it, or null on failure.
 */
export const addPageAtom = atom(
  null,
  async (get, set, pageNames: readonly string[]): Promise<Page | null> => {
    const id = designId(get);
    if (id === null) return null;
    try {
      const page = (await createDesignPage(id, nextPageName(pageNames))).new_page as Page;
      // The server stores the new page as it answers it: saves name it until it changes.
      set(saveBaseAtom, withBasePage(get(saveBaseAtom), page));
      return page;
    } catch (error) {
      console.error('Creating a page failed', error);
      noteAuthFailure(set, error);
      return null;
    }
  },
);

export type DeleteOutcome = { ok: true } | { ok: false; message: string | null };

/** Manage Pages → Delete Selected: removes the pages on the server. */
export const deletePagesAtom = atom(
  null,
  async (get, set, pageIds: readonly string[]): Promise<DeleteOutcome> => {
    const id = designId(get);
    if (id === null) return { ok: false, message: null };
    try {
      await deleteDesignPages(id, pageIds);
      set(saveBaseAtom, withoutBasePages(get(saveBaseAtom), pageIds));
      return { ok: true };
    } catch (error) {
      console.error('Deleting pages failed', error);
      noteAuthFailure(set, error);
      return { ok: false, message: isApiError(error) ? error.serverMessage : null };
    }
  },
);
