import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

/*
 * Serialised answers kept in this process, each valid for one version of the data it was made from. The version
 * comes from the database (bumped in the same transaction as every write the answer depends on), so a write
 * made by another process, or by the admin CLI, is seen by the next request here: the request reads the current
 * version first and finds nothing stored under it. Keys must name everything else the answer depends on, the
 * caller's user id first: an answer is only ever served to the request key it was made for.
 */

export type ContentCoding = 'br' | 'gzip';

export interface CachedAnswer {
  /** The JSON as sent without content coding. */
  readonly body: Buffer;
  /** A weak validator of the body's bytes (If-None-Match compares weakly). */
  readonly etag: string;
  /** The body in a content coding, compressed on first use (off the event loop) and kept. */
  encoded(coding: ContentCoding): Promise<Buffer>;
}

export interface AnswerCacheOptions {
  /** Bytes kept in all (bodies and their compressed forms); least recently used answers go first. */
  maxBytes: number;
  /** Answers bigger than this are made for each request instead (one would crowd out the others). */
  maxEntryBytes: number;
}

export const DEFAULT_ANSWER_CACHE: AnswerCacheOptions = {
  maxBytes: 32 * 1024 * 1024,
  maxEntryBytes: 4 * 1024 * 1024,
};

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Brotli 5 compresses a 1,000-row list (~180 KB) to ~8 % in a few milliseconds on libuv's pool; it runs once per
// answer and version, not per response.
const compressors: Record<ContentCoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipAsync(body, { level: 6 }),
};

export const weakEtagOf = (body: Buffer): string =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`;

interface Entry extends CachedAnswer {
  /** Bytes counted against the cache: the body and the compressed forms made so far. */
  bytes: number;
}

export interface AnswerCache {
  /**
   * The answer for `key` at `version`: the one stored, or `make()`'s, stored unless it is too big. Concurrent
   * requests for the same key and version share one `make()`. A null version (unknown) caches nothing.
   */
  answer(key: string, version: number | null, make: () => Promise<Buffer>): Promise<CachedAnswer>;
  /** Answers stored now (for tests and figures). */
  size(): number;
}

export function createAnswerCache(options: AnswerCacheOptions = DEFAULT_ANSWER_CACHE): AnswerCache {
  // Map order is recency order: a hit moves its entry to the end, eviction takes from the front.
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<CachedAnswer>>();
  let version: number | null = null;
  let bytes = 0;

  const evict = () => {
    for (const [key, entry] of entries) {
      if (bytes <= options.maxBytes) return;
      entries.delete(key);
      bytes -= entry.bytes;
    }
  };

  /** Moves to a newer version: every answer stored belongs to an older one and can never be served again. */
  const advanceTo = (current: number) => {
    if (version !== null && current <= version) return;
    version = current;
    entries.clear();
    pending.clear();
    bytes = 0;
  };

  /** An answer; `key` names where it is stored (null: it is not), so its compressed forms count there. */
  const makeEntry = (body: Buffer, key: string | null): Entry => {
    const codings = new Map<ContentCoding, Promise<Buffer>>();
    const entry: Entry = {
      body,
      etag: weakEtagOf(body),
      bytes: body.length,
      encoded(coding) {
        let done = codings.get(coding);
        if (!done) {
          done = compressors[coding](body);
          codings.set(coding, done);
          done.then(
            (compressed) => {
              if (key === null || entries.get(key) !== entry) return;
              entry.bytes += compressed.length;
              bytes += compressed.length;
              evict();
            },
            () => codings.delete(coding),
          );
        }
        return done;
      },
    };
    return entry;
  };

  const store = (key: string, entry: Entry) => {
    entries.set(key, entry);
    bytes += entry.bytes;
    evict();
  };

  return {
    async answer(key, current, make) {
      if (current === null) return makeEntry(await make(), null);
      advanceTo(current);
      // A reader that read the version before a write another request has already seen: its data may predate
      // the write, so it is neither served from nor stored in the cache.
      if (current !== version) return makeEntry(await make(), null);
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const made: Promise<CachedAnswer> = Promise.resolve()
        .then(make)
        .then((body) => {
          // Stored only if no newer version arrived meanwhile, and if it fits.
          const keep = version === current && body.length <= options.maxEntryBytes;
          const entry = makeEntry(body, keep ? key : null);
          if (keep) store(key, entry);
          return entry;
        })
        .finally(() => {
          if (pending.get(key) === made) pending.delete(key);
        });
      pending.set(key, made);
      return made;
    },
    size: () => entries.size,
  };
}
