import { FIRST_PROJECT_PAGE, projectPagePath } from './api/projectPagePath';
import { startEarlyGet } from './api/earlyGets';
import * as routes from './routeModules';

/*
 * What the first screen of a page load needs, started together as soon as the entry module runs. Without it
 * the needs come one after the other: the session check's chunk, the session check, the dashboard shell's
 * chunk, the screen's chunk, and only then the screen's own request. The requests are the ones the screens
 * make on their first render (the API layer hands them the early answers, see startEarlyGet); the chunks are
 * the route table's own imports, so nothing is fetched twice. The server still checks the session on every
 * call: a list asked for without one is refused, and the session check sends the visitor to /login as before.
 */

export interface RoutePreload {
  modules: readonly (() => Promise<unknown>)[];
  /** API paths, exactly as the screens ask for them. */
  gets: readonly string[];
}

const WHOAMI = '/api/whoami/';

/** The dashboard screen for a path inside /dashboard, and what it asks the server for first. */
function dashboardScreen(path: string): RoutePreload {
  if (path === '/dashboard' || path === '/dashboard/home')
    return { modules: [routes.loadHomeScreen], gets: [] };
  if (path === '/dashboard/projects') {
    return { modules: [routes.loadProjectListScreen], gets: [projectPagePath(FIRST_PROJECT_PAGE)] };
  }
  if (path === '/dashboard/projects/create') return { modules: [routes.loadCreateProjectScreen], gets: [] };
  const project = /^\/dashboard\/projects\/(\d+)(\/edit)?$/.exec(path);
  if (project) {
    return project[2]
      ? { modules: [routes.loadProjectEditScreen], gets: [] }
      : { modules: [routes.loadProjectDetailScreen], gets: [`/api/dashboard/projects/${project[1]}/`] };
  }
  if (path === '/dashboard/floordesigns') {
    return { modules: [routes.loadFloorDesignListScreen], gets: ['/api/floordesigns/'] };
  }
  if (/^\/dashboard\/floordesigns\/\d+$/.test(path)) {
    return { modules: [routes.loadFloorDesignEditorScreen], gets: [] };
  }
  if (path === '/dashboard/tools') return { modules: [routes.loadToolsScreen], gets: [] };
  if (path === '/dashboard/account') return { modules: [routes.loadAccountScreen], gets: [] };
  return { modules: [], gets: [] };
}

/** What a first load of `pathname` will need (none for paths the route table does not know). */
export function preloadFor(pathname: string): RoutePreload {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return { modules: [routes.loadLandingScreen], gets: [WHOAMI] };
  if (path === '/login') return { modules: [routes.loadLoginScreen], gets: [WHOAMI] };
  if (path !== '/dashboard' && !path.startsWith('/dashboard/')) return { modules: [], gets: [] };
  const screen = dashboardScreen(path);
  return {
    // The session check's gate and the shell first, then the screen; the shell loads the organizations.
    modules: [routes.loadProtectedRoute, routes.loadDashboardLayout, ...screen.modules],
    gets: [WHOAMI, ...screen.gets, '/api/dashboard/organizations/'],
  };
}

/**
 * Starts what the first screen of this page load needs: its requests, then `startApp` (the app's own code,
 * the largest download, which everything else waits on: first in the browser's queue of six connections),
 * then the screen's chunks.
 */
export function preloadRoute(pathname: string, startApp: () => unknown): void {
  const { modules, gets } = preloadFor(pathname);
  for (const path of gets) startEarlyGet(path);
  startApp();
  // A chunk that fails to load here fails again, visibly, when its route renders it.
  firstScreen = Promise.allSettled(modules.map((load) => load()));
}

let firstScreen: Promise<unknown> = Promise.resolve();

/**
 * Settles when the chunks preloadRoute started have loaded (or failed). The app renders then: every screen on
 * the way in renders at once (lazyScreen.tsx) instead of suspending, and React holds each suspended screen's
 * reveal back ~300 ms after a loading fallback showed, once per nesting level (ProtectedRoute, then the
 * dashboard, then the screen).
 */
export function firstScreenLoaded(): Promise<unknown> {
  return firstScreen;
}
