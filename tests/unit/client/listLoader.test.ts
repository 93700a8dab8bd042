import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atom, createStore } from 'jotai';
import { ApiError } from '../../../src/client/api/ApiError';
import { listLoaderAtom } from '../../../src/client/state/listLoader';
import type { Remote } from '../../../src/client/state/remote';
import { sessionAtom } from '../../../src/client/state/session';

// The list loader shared by the project and floor design lists: what the table has to show while a search,
// sort or page change reloads it, and which answer wins when two are on their way.

type View = 'active' | 'archived';

/** A list whose every load waits for the test to answer it. */
function scriptedList() {
  const lists = {
    active: atom<Remote<string[]>>({ status: 'idle' }),
    archived: atom<Remote<string[]>>({ status: 'idle' }),
  };
  const pending: { answer: (rows: string[]) => void; fail: (error: unknown) => void }[] = [];
  const fetchList = vi.fn(
    () =>
      new Promise<string[]>((answer, fail) => {
        pending.push({ answer, fail });
      }),
  );
  const load = listLoaderAtom<View, string[]>((view) => lists[view], fetchList, 'test');
  return { lists, pending, fetchList, load, store: createStore() };
}

const settle = () => new Promise((done) => setTimeout(done, 0));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('reloading a list', () => {
  it('shows a spinner only the first time; a reload keeps the rows shown, marked as reloading', async () => {
    const { lists, pending, load, store } = scriptedList();
    const first = store.set(load, 'active');
    expect(store.get(lists.active)).toEqual({ status: 'loading' });
    pending[0]?.answer(['12 Elm St', '4 Mill Lane']);
    await first;
    expect(store.get(lists.active)).toEqual({ status: 'ready', data: ['12 Elm St', '4 Mill Lane'] });

    const reload = store.set(load, 'active');
    expect(store.get(lists.active)).toEqual({
      status: 'ready',
      data: ['12 Elm St', '4 Mill Lane'],
      reloading: true,
    });
    pending[1]?.answer(['4 Mill Lane']);
    await reload;
    expect(store.get(lists.active)).toEqual({ status: 'ready', data: ['4 Mill Lane'] });
  });

  it('never lets an older answer replace a newer one, whichever comes first', async () => {
    const { lists, pending, load, store } = scriptedList();
    const first = store.set(load, 'active');
    pending[0]?.answer(['page 1']);
    await first;

    // Page 2 asked for, then page 3; page 3's answer comes first, page 2's after it.
    const page2 = store.set(load, 'active');
    const page3 = store.set(load, 'active');
    pending[2]?.answer(['page 3']);
    await page3;
    pending[1]?.answer(['page 2']);
    await page2;
    expect(store.get(lists.active)).toEqual({ status: 'ready', data: ['page 3'] });

    // Page 4 then page 5, answered in order: page 4's answer is dropped, the old rows stay until page 5's.
    const page4 = store.set(load, 'active');
    const page5 = store.set(load, 'active');
    pending[3]?.answer(['page 4']);
    await page4;
    expect(store.get(lists.active)).toEqual({ status: 'ready', data: ['page 3'], reloading: true });
    pending[4]?.answer(['page 5']);
    await page5;
    expect(store.get(lists.active)).toEqual({ status: 'ready', data: ['page 5'] });
  });

  it('keeps each view to itself: a reload of one list leaves the other as it is', async () => {
    const { lists, pending, load, store } = scriptedList();
    const active = store.set(load, 'active');
    pending[0]?.answer(['a']);
    await active;
    const archived = store.set(load, 'archived');
    expect(store.get(lists.archived)).toEqual({ status: 'loading' });
    expect(store.get(lists.active)).toEqual({ status: 'ready', data: ['a'] });
    pending[1]?.answer(['b']);
    await archived;
    expect(store.get(lists.archived)).toEqual({ status: 'ready', data: ['b'] });
  });

  it('a failed reload replaces the rows with the error state (logged, with Retry), and a 401 ends the session', async () => {
    const { lists, pending, load, store } = scriptedList();
    store.set(sessionAtom, {
      status: 'authenticated',
      user: { username: 'ada', first_name: '', last_name: '' },
    });
    const first = store.set(load, 'active');
    pending[0]?.answer(['a']);
    await first;
    const reload = store.set(load, 'active');
    const refused = new ApiError(401, 'Authentication required.');
    pending[1]?.fail(refused);
    await reload;
    expect(store.get(lists.active)).toEqual({ status: 'error', error: refused });
    expect(store.get(sessionAtom)).toEqual({ status: 'unauthenticated' });
    expect(console.error).toHaveBeenCalledWith('Loading the active test list failed', refused);
  });
});

describe('a list loaded before the first render', () => {
  it('is taken by the screen’s first load instead of asking again; the next load asks', async () => {
    const { lists, pending, fetchList, load, store } = scriptedList();
    const primed = store.set(load, 'active', 'prime');
    // The screen mounts while the primed answer is still on its way: it waits for that one.
    await store.set(load, 'active', 'screen');
    expect(fetchList).toHaveBeenCalledTimes(1);
    pending[0]?.answer(['a']);
    await primed;
    expect(store.get(lists.active)).toEqual({ status: 'ready', data: ['a'] });

    const next = store.set(load, 'active', 'screen');
    expect(fetchList).toHaveBeenCalledTimes(2);
    pending[1]?.answer(['b']);
    await next;
    expect(store.get(lists.active)).toEqual({ status: 'ready', data: ['b'] });
  });

  it('is not taken when the screen loaded first (a slow session check): the next search asks the server', async () => {
    const { lists, pending, fetchList, load, store } = scriptedList();
    // The screen rendered before the app's start got to its prime, and loaded the list itself.
    const own = store.set(load, 'active', 'screen');
    const primed = store.set(load, 'active', 'prime');
    pending[0]?.answer(['a']);
    pending[1]?.answer(['a']);
    await Promise.all([own, primed]);
    expect(fetchList).toHaveBeenCalledTimes(2);

    // The user's search: it must go to the server, not take the prime.
    const search = store.set(load, 'active', 'screen');
    expect(fetchList).toHaveBeenCalledTimes(3);
    pending[2]?.answer(['found']);
    await search;
    expect(store.get(lists.active)).toEqual({ status: 'ready', data: ['found'] });
  });

  it('is not taken once it is more than ten seconds old, nor by another list', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { pending, fetchList, load, store } = scriptedList();
    const primed = store.set(load, 'active', 'prime');
    pending[0]?.answer(['a']);
    await primed;
    void store.set(load, 'archived', 'screen');
    expect(fetchList).toHaveBeenCalledTimes(2);
    vi.setSystemTime(Date.now() + 10_001);
    void store.set(load, 'active', 'screen');
    expect(fetchList).toHaveBeenCalledTimes(3);
    await settle();
  });
});
