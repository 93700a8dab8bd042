import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildClientIfNeeded, clientBuildIsStale } from './client-build';

/*
 * `npm start`: builds the client when dist/ is missing or older than its sources, then starts the server. A
 * fresh clone therefore needs only `npm install && npm start`.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

try {
  if (clientBuildIsStale(root)) console.log('Building the client (vite build)...');
  const result = await buildClientIfNeeded(root);
  if (result === 'no-client') {
    console.warn('warning: src/client/main.tsx does not exist yet: serving the API without a client');
  }
} catch (error) {
  console.error('The client build failed:', error);
  process.exit(1);
}
await import('./main');
