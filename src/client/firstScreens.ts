import table from './firstScreens.json';

/*
 * What the first screen of a page load needs, by address: the route modules it renders and the GETs it makes on
 * arrival (firstScreens.json). Data, not code, because two readers share it: the entry's preload
 * (routePreload.ts: starts them as soon as the entry runs) and the build (`build/firstScreens.ts` `firstScreenPreloads`:
 * the chunks of each address, which the server names as modulepreload links in the page, so they load from the
 * first bytes of HTML instead of after the entry). The first match wins; an address none matches (the not-found
 * screen) needs nothing in advance. `$1` in a GET is the address's first captured group.
 */

export type RouteModuleName = keyof typeof table.modules;

export interface FirstScreen {
  modules: readonly RouteModuleName[];
  /** API paths, exactly as the screens ask for them. */
  gets: readonly string[];
}

const isRouteModule = (name: string): name is RouteModuleName => Object.hasOwn(table.modules, name);

const SCREENS = table.screens.map((screen) => ({
  path: new RegExp(screen.path),
  modules: screen.modules.filter(isRouteModule),
  gets: screen.gets,
}));

/** The address as the table matches it: without trailing slashes (the root stays "/"). */
export const screenPath = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;

/** The first screen of `pathname`, or undefined when the table does not know the address. */
export function firstScreenOf(pathname: string): FirstScreen | undefined {
  const path = screenPath(pathname);
  for (const screen of SCREENS) {
    const match = screen.path.exec(path);
    if (match) {
      return {
        modules: screen.modules,
        gets: screen.gets.map((get) =>
          get.replace(/\$(\d)/g, (_, group: string) => match[Number(group)] ?? ''),
        ),
      };
    }
  }
  return undefined;
}
