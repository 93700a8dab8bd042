import './zodConfig';
import { preloadRoute } from './routePreload';

// Imported first by the entry module, so this runs before React, MUI and the router are even evaluated: the
// first screen's chunks and requests go out at once, beside the session check (see routePreload.ts).
preloadRoute(window.location.pathname);
