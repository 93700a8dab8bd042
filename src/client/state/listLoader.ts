import { atom, type Getter, type PrimitiveAtom } from 'jotai';
import { isApiError } from '../api/ApiError';
import { LOADING, type Remote } from './remote';
import { noteAuthFailure } from './session';

/**
 * A write atom that (re)loads one of several server lists (the active or the archived one, say) into its atom.
 * Each load is numbered per view; an answer overtaken by a newer load of the same list is dropped. A failure is
 * logged only (spec section 8): the table then shows no rows.
 */
export function listLoaderAtom<View extends string, Data>(
  listAtomOf: (view: View) => PrimitiveAtom<Remote<Data>>,
  fetchList: (view: View, get: Getter) => Promise<Data>,
  /** What the list holds, for the log: "project" gives "Loading the active project list failed". */
  noun: string,
) {
  const generationAtom = atom<Partial<Record<View, number>>>({});
  return atom(null, async (get, set, view: View) => {
    const generation = (get(generationAtom)[view] ?? 0) + 1;
    set(generationAtom, { ...get(generationAtom), [view]: generation });
    const current = () => get(generationAtom)[view] === generation;
    const target = listAtomOf(view);
    set(target, LOADING);
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
