import type { createStore } from 'jotai';
import { screenPath } from './firstScreens';

type Store = ReturnType<typeof createStore>;

/*
 * The first screen's data, put in the store before the first render (startApp.tsx waits for it a little): the
 * session check and the list a list screen shows on arrival, from the answers the entry started beside the
 * app's code (routePreload.ts). Without it the first render showed "Loading...", the next the dashboard with an
 * empty table, and only a third one the rows, each a React render and a layout of its own (issue 10: the
 * project list's first row). The screens still load on arrival; a list primed here is taken instead, once.
 * The state modules are imported here, not statically: a list's only on its route (they come in the screen's own
 * chunks, which the entry already asked for), and the session's because a static import would put the chunk of
 * zod and the contract's schemas before startApp.tsx's own code, so schemas would be made before zodConfig.ts
 * turns zod's eval probe off (a CSP violation on every page).
 */
export async function primeFirstScreen(store: Store, pathname: string): Promise<void> {
  const path = screenPath(pathname);
  if (path !== '/dashboard' && !path.startsWith('/dashboard/')) return;
  const { checkSessionAtom, sessionAtom } = await import('./state/session');
  await store.set(checkSessionAtom);
  // Without a session the list would be refused (and logged as failed); the wrapper sends the visitor to /login.
  if (store.get(sessionAtom).status !== 'authenticated') return;
  if (path === '/dashboard/projects') {
    const { loadProjectListAtom } = await import('./state/projects');
    await store.set(loadProjectListAtom, 'active', 'prime');
  } else if (path === '/dashboard/floordesigns') {
    const { loadFloorDesignListAtom } = await import('./state/floordesigns');
    await store.set(loadFloorDesignListAtom, 'active', 'prime');
  }
}
