import { atom, type Getter, type PrimitiveAtom } from 'jotai';
import { isApiError } from '../api/ApiError';
import { LOADING, type Remote } from './remote';
import { noteAuthFailure } from './session';

/**
 * How a load was asked for: `load` always asks the server; `prime` is the app's start asking before the first
 * render (startApp.tsx), so the screen's first render already has its rows; `screen` is the screen's own load
 * (on arrival and on every change), which takes a prime of the same list made in the last PRIMED_FRESH_MS
 * instead of asking again, once.
 */
export type ListLoadMode = 'load' | 'prime' | 'screen';

/** As long as the boot's early answers count as fresh (api/earlyGets.ts). */
const PRIMED_FRESH_MS = 10_000;

/**
 * A write atom that (re)loads one of several server lists (the active or the archived one, say) into its atom.
 * Each load is numbered per view; an answer overtaken by a newer load of the same list is dropped, so an older
 * answer never replaces a newer one. While a list that has rows reloads, its rows stay (marked `reloading`):
 * the table keeps them under a progress bar instead of going blank. A failure is logged only (spec section 8)
 * and kept as the list's error state for Retry.
 */
export function listLoaderAtom<View extends string, Data>(
  listAtomOf: (view: View) => PrimitiveAtom<Remote<Data>>,
  fetchList: (view: View, get: Getter) => Promise<Data>,
  /** What the list holds, for the log: "project" gives "Loading the active project list failed". */
  noun: string,
) {
  const generationAtom = atom<Partial<Record<View, number>>>({});
  const primedAtom = atom<Partial<Record<View, number>>>({});
  return atom(null, async (get, set, view: View, mode: ListLoadMode = 'load') => {
    const primedAt = get(primedAtom)[view];
    if (primedAt !== undefined) set(primedAtom, { ...get(primedAtom), [view]: undefined });
    if (mode === 'screen' && primedAt !== undefined && Date.now() - primedAt <= PRIMED_FRESH_MS) return;
    // Only a prime that comes before the list's first load is there for the screen to take: when the session
    // check was slow the screen renders first and loads on its own, and a prime marked after that would be
    // taken by the user's next search, sort or page instead of asking for it (the search never went out).
    const first = (get(generationAtom)[view] ?? 0) === 0;
    if (mode === 'prime' && first) set(primedAtom, { ...get(primedAtom), [view]: Date.now() });

    const generation = (get(generationAtom)[view] ?? 0) + 1;
    set(generationAtom, { ...get(generationAtom), [view]: generation });
    const current = () => get(generationAtom)[view] === generation;
    const target = listAtomOf(view);
    const shown = get(target);
    set(target, shown.status === 'ready' ? { ...shown, reloading: true } : LOADING);
    try {
      const data = await fetchList(view, get);
      if (current()) set(target, { status: 'ready', data });
    } catch (error) {
      console.error(`Loading the ${view} ${noun} list failed`, error);
      noteAuthFailure(set, error);
      if (!current()) return;
      if (isApiError(error)) set(target, { status: 'error', error });
      else throw error;
    }
  });
}
