import type { Getter, PrimitiveAtom, Setter } from 'jotai';
import type { Remote } from './remote';
import { noteAuthFailure } from './session';

/**
 * Calls the server once per id, all at once (bulk actions have no bulk endpoint, spec section 4). Each failure
 * is logged with `failure` (and a lost session noted); answers the ids whose call succeeded.
 */
export async function callPerId(
  set: Setter,
  ids: readonly number[],
  call: (id: number) => Promise<unknown>,
  failure: string,
): Promise<Set<number>> {
  const results = await Promise.allSettled(ids.map((id) => call(id)));
  for (const result of results) {
    if (result.status === 'rejected') {
      console.error(failure, result.reason);
      noteAuthFailure(set, result.reason);
    }
  }
  return new Set(ids.filter((_id, index) => results[index]?.status === 'fulfilled'));
}

/** Takes the rows with these ids out of a loaded list (rows a bulk action moved elsewhere). */
export function dropRows<Row extends { id: number }>(
  get: Getter,
  set: Setter,
  target: PrimitiveAtom<Remote<Row[]>>,
  ids: ReadonlySet<number>,
): void {
  const list = get(target);
  if (list.status === 'ready') {
    set(target, { status: 'ready', data: list.data.filter((row) => !ids.has(row.id)) });
  }
}
