import { preloadRoute } from './routePreload';

// The entry's first step: the first screen's requests, the app itself (startApp.tsx) and the screen's chunks
// all start at once and load side by side (see routePreload.ts). With the app imported statically, nothing
// could start before React, MUI, zod and the router had all loaded and run (issue 10).
preloadRoute(window.location.pathname, () => import('./startApp'));
