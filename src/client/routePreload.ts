import { startEarlyGet } from './api/earlyGets';
import { firstScreenOf, type RouteModuleName } from './firstScreens';
import * as routes from './routeModules';

/*
 * What the first screen of a page load needs, started together as soon as the entry module runs. Without it
 * the needs come one after the other: the session check's chunk, the session check, the dashboard shell's
 * chunk, the screen's chunk, and only then the screen's own request. The requests are the ones the screens
 * make on their first render (the API layer hands them the early answers, see startEarlyGet); the chunks are
 * the route table's own imports, so nothing is fetched twice. The server still checks the session on every
 * call: a list asked for without one is refused, and the session check sends the visitor to /login as before.
 * Which address needs what is firstScreens.json (the server also names those chunks in the page).
 */

export interface RoutePreload {
  modules: readonly (() => Promise<unknown>)[];
  /** API paths, exactly as the screens ask for them. */
  gets: readonly string[];
}

const LOADERS: Record<RouteModuleName, () => Promise<unknown>> = {
  LandingScreen: routes.loadLandingScreen,
  LoginScreen: routes.loadLoginScreen,
  ProtectedRoute: routes.loadProtectedRoute,
  DashboardLayout: routes.loadDashboardLayout,
  HomeScreen: routes.loadHomeScreen,
  AccountScreen: routes.loadAccountScreen,
  ToolsScreen: routes.loadToolsScreen,
  ProjectListScreen: routes.loadProjectListScreen,
  CreateProjectScreen: routes.loadCreateProjectScreen,
  ProjectDetailScreen: routes.loadProjectDetailScreen,
  ProjectEditScreen: routes.loadProjectEditScreen,
  FloorDesignListScreen: routes.loadFloorDesignListScreen,
  FloorDesignEditorScreen: routes.loadFloorDesignEditorScreen,
};

/** What a first load of `pathname` will need (none for paths the route table does not know). */
export function preloadFor(pathname: string): RoutePreload {
  const screen = firstScreenOf(pathname);
  if (!screen) return { modules: [], gets: [] };
  return { modules: screen.modules.map((name) => LOADERS[name]), gets: screen.gets };
}

/**
 * Starts what the first screen of this page load needs: its requests, then `startApp` (the app's own code,
 * the largest download, which everything else waits on: first in the browser's queue of six connections),
 * then the screen's modules. Those are imported once the app's module has run, not beside it: its first import
 * turns zod's eval probe off (zodConfig.ts), and a screen whose smaller module graph came in first ran the
 * contract's schemas before that (a CSP violation report, seen once the page preloaded every chunk). Their chunks
 * are on their way already: the page names them as modulepreload links (server plugins/first-screens.ts).
 */
export function preloadRoute(pathname: string, startApp: () => Promise<unknown>): void {
  const { modules, gets } = preloadFor(pathname);
  for (const path of gets) startEarlyGet(path);
  // A failure to load the app is left unhandled: it shows in the console, as a static import's would. A chunk
  // that fails to load here fails again, visibly, when its route renders it.
  firstScreen = startApp().then(() => Promise.allSettled(modules.map((load) => load())));
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
