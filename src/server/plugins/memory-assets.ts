import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/*
 * The build's fingerprinted assets (dist/assets/), answered from memory. A page's first screen asks for ~50
 * chunks over six HTTP/1.1 connections, so each answer's time is paid about nine times in a row; @fastify/static
 * spent ~1.2 ms of CPU on each (stat, open and stream the brotli copy), this ~0.2 (issue 10: the project list's
 * first row). A file is read on first request and kept: its name changes with its content, and all of dist/assets
 * is a few MB. The build's brotli and gzip copies are sent as they are; a client that takes neither gets the file
 * itself, which @fastify/compress compresses as it does every other answer.
 */

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
};

interface Asset {
  type: string;
  raw: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
}

const readIfThere = (file: string, names: ReadonlySet<string>) =>
  names.has(path.basename(file)) ? readFile(file) : Promise.resolve(undefined);

/**
 * Registers GET (and HEAD) /assets/:file; names the build did not write are left to the not-found handler.
 * Needs @fastify/static registered on `app` (for the kinds it does not keep).
 */
export function serveAssetsFromMemory(app: FastifyInstance, assetsDir: string): void {
  const names = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
  const loaded = new Map<string, Promise<Asset>>();
  const load = (name: string) => {
    let asset = loaded.get(name);
    if (!asset) {
      const file = path.join(assetsDir, name);
      asset = Promise.all([
        readFile(file),
        readIfThere(`${file}.br`, names),
        readIfThere(`${file}.gz`, names),
      ]).then(([raw, br, gzip]) => ({
        type: TYPES[path.extname(name)] ?? 'application/octet-stream',
        raw,
        br,
        gzip,
      }));
      // A failed read is not kept: the next request tries again.
      asset.catch(() => loaded.delete(name));
      loaded.set(name, asset);
    }
    return asset;
  };

  app.get<{ Params: { file: string } }>('/assets/:file', async (request, reply) => {
    const name = request.params.file;
    // Only the build's own files: no source maps, no compressed copies asked for by name, nothing outside.
    if (!names.has(name) || /\.(map|br|gz)$/.test(name)) return reply.callNotFound();
    // Kinds not kept in memory (an image or a font a later build may emit) go through @fastify/static.
    if (!(path.extname(name) in TYPES)) return reply.sendFile(name, assetsDir);
    const asset = await load(name);
    const accepts = String(request.headers['accept-encoding'] ?? '');
    reply
      .type(asset.type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('vary', 'accept-encoding');
    if (asset.br && /\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(asset.br);
    if (asset.gzip && /\bgzip\b/.test(accepts))
      return reply.header('content-encoding', 'gzip').send(asset.gzip);
    return reply.send(asset.raw);
  });
}
