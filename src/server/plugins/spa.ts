import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../api-path';
import { loadFirstScreenPages } from './first-screens';
import { serveAssetsFromMemory } from './memory-assets';

export interface SpaOptions {
  /** The Vite build output (dist/). */
  distDir: string;
}

export const NOT_BUILT_MESSAGE =
  'The Draftroom client has not been built yet. Run `npm run build` (or start the server with `npm start`, which builds it).';

const hasFileExtension = (url: string) => /\.[A-Za-z0-9]+$/.test(url.split('?')[0] ?? '');

/**
 * Serves the built single-page app and answers everything the routes do not: unknown /api paths get JSON 404,
 * other GETs get index.html so the client router can show the page (or its not-found screen).
 */
export default fp<SpaOptions>(
  async function spaPlugin(app: FastifyInstance, { distDir }) {
    const built = existsSync(path.join(distDir, 'index.html'));
    const pages = loadFirstScreenPages(distDir);
    if (built) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        cacheControl: false,
        // "/" is a page like any other (the not-found handler below), so it gets its first screen's preloads.
        index: false,
        // The fingerprinted assets are answered by memory-assets.ts (from memory, or through sendFile).
        globIgnore: ['assets/**'],
        // The build writes .br and .gz copies of each text file (brotli at its best quality): sent as they are,
        // so @fastify/compress only compresses what has no copy.
        preCompressed: true,
        // Source maps hold the full sources; even if a build left some in dist/, they are not served.
        allowedPath: (pathName) => !pathName.endsWith('.map'),
        setHeaders(reply, file) {
          // Vite fingerprints everything under assets/; index.html must be revalidated to pick up new builds.
          const immutable = file.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      serveAssetsFromMemory(app, path.join(distDir, 'assets'));
    }

    app.setNotFoundHandler(async (request, reply) => {
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
      if (!isPage || hasFileExtension(request.url)) return reply.code(404).send({ error: 'Not found.' });
      if (!built) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
      reply.header('cache-control', 'no-cache');
      const page = pages.pageFor(request.url);
      return page === undefined
        ? reply.sendFile('index.html')
        : reply.type('text/html; charset=utf-8').send(page);
    });
  },
  { name: 'spa' },
);
