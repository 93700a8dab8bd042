// First: zod without eval (the CSP), before any module defines a schema.
import './zodConfig';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createStore } from 'jotai';
import { App } from './App';
import { primeFirstScreen } from './firstScreenData';
import { firstScreenLoaded } from './routePreload';

/** The longest the first render waits for the first screen's chunks; after it, screens show "Loading..." as before. */
const FIRST_SCREEN_WAIT_MS = 1500;
/**
 * The longest it then waits for the first screen's data (usually in already: asked for beside the chunks); a
 * slower session check shows "Loading..." (spec: the protected wrapper) rather than a blank page.
 */
const FIRST_DATA_WAIT_MS = 100;

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');
const root = container;
const store = createStore();

function render() {
  createRoot(root).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
}

const wait = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

// The first screen's chunks started loading beside this module (main.tsx); they are usually in already. A
// failed data load is the screens' to show (they keep their error states), so it never stops the render.
const data = primeFirstScreen(store, window.location.pathname).catch(() => undefined);
void Promise.race([firstScreenLoaded(), wait(FIRST_SCREEN_WAIT_MS)])
  .then(() => Promise.race([data, wait(FIRST_DATA_WAIT_MS)]))
  .then(render);
