// First: starts the first screen's chunks and requests before the rest of the app is evaluated.
import './boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config } from 'zod';
import { App } from './App';

// The app runs under a CSP without 'unsafe-eval': zod must not probe for it (or compile parsers with it).
config({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
