// First: zod without eval (the CSP), before any module defines a schema.
import './zodConfig';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { firstScreenLoaded } from './routePreload';

/** The longest the first render waits for the first screen's chunks; after it, screens show "Loading..." as before. */
const FIRST_SCREEN_WAIT_MS = 1500;

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');
const root = container;

function render() {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The first screen's chunks started loading beside this module (main.tsx); they are usually in already.
void Promise.race([firstScreenLoaded(), new Promise((done) => setTimeout(done, FIRST_SCREEN_WAIT_MS))]).then(
  render,
);
