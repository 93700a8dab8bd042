import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createAnswerCache } from '../../src/server/answers/answer-cache';
import { matchesIfNoneMatch, preferredCoding } from '../../src/server/answers/negotiate';

// The cache behind the project lists, without a server: what it serves, when it must make an answer again, and
// how much it keeps. The server suites (projects-list-cache, projects-list-processes) hold the same from a user's
// side through real writes.

/** A maker that counts its calls and answers `text` (after a turn of the event loop, like a query). */
function maker(text: string) {
  const made = { calls: 0 };
  const make = async () => {
    made.calls += 1;
    await new Promise((resolve) => setImmediate(resolve));
    return Buffer.from(text);
  };
  return { made, make };
}

describe('the answer cache', () => {
  it('makes an answer once per key and version, and shares one making among concurrent requests', async () => {
    const cache = createAnswerCache();
    const { made, make } = maker('{"projects":[]}');
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.answer('ada', 1, make)));
    expect(made.calls).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect((await cache.answer('ada', 1, make)).body.toString()).toBe('{"projects":[]}');
    expect(made.calls).toBe(1);
    // Another key is another answer.
    await cache.answer('bob', 1, make);
    expect(made.calls).toBe(2);
  });

  it('makes every answer again once the version moves, and forgets the old ones', async () => {
    const cache = createAnswerCache();
    const first = maker('old');
    await cache.answer('ada', 1, first.make);
    await cache.answer('bob', 1, first.make);
    const second = maker('new');
    expect((await cache.answer('ada', 2, second.make)).body.toString()).toBe('new');
    expect(cache.size()).toBe(1);
    expect((await cache.answer('bob', 2, second.make)).body.toString()).toBe('new');
    expect(second.made.calls).toBe(2);
  });

  it('neither serves nor stores for a request that read the version before a newer one was seen', async () => {
    const cache = createAnswerCache();
    await cache.answer('ada', 2, maker('current').make);
    const late = maker('from before the write');
    expect((await cache.answer('ada', 1, late.make)).body.toString()).toBe('from before the write');
    expect(late.made.calls).toBe(1);
    expect((await cache.answer('ada', 2, maker('unused').make)).body.toString()).toBe('current');
  });

  it('does not store an answer whose making was overtaken by a newer version', async () => {
    const cache = createAnswerCache();
    const slow = maker('made at version 1');
    const pending = cache.answer('ada', 1, slow.make);
    await cache.answer('bob', 2, maker('bob at 2').make);
    expect((await pending).body.toString()).toBe('made at version 1');
    const fresh = maker('ada at 2');
    expect((await cache.answer('ada', 2, fresh.make)).body.toString()).toBe('ada at 2');
    expect(fresh.made.calls).toBe(1);
  });

  it('caches nothing when the version is unknown', async () => {
    const cache = createAnswerCache();
    const { made, make } = maker('x');
    await cache.answer('ada', null, make);
    await cache.answer('ada', null, make);
    expect(made.calls).toBe(2);
    expect(cache.size()).toBe(0);
  });

  it('keeps to its byte budget, least recently used out first, and never keeps an answer over the entry cap', async () => {
    const cache = createAnswerCache({ maxBytes: 30, maxEntryBytes: 20 });
    await cache.answer('a', 1, maker('a'.repeat(10)).make);
    await cache.answer('b', 1, maker('b'.repeat(10)).make);
    await cache.answer('a', 1, maker('unused').make); // a is now the most recent
    await cache.answer('c', 1, maker('c'.repeat(15)).make); // 35 bytes: b goes
    const b = maker('b again');
    await cache.answer('b', 1, b.make);
    expect(b.made.calls).toBe(1);
    const big = maker('x'.repeat(25));
    await cache.answer('big', 1, big.make);
    await cache.answer('big', 1, big.make);
    expect(big.made.calls).toBe(2);
  });

  it('compresses an answer once per coding, and it decodes to the same bytes with the same ETag', async () => {
    const cache = createAnswerCache();
    const json = JSON.stringify({ projects: Array.from({ length: 200 }, (_, id) => ({ id, a: 'Street' })) });
    const answer = await cache.answer('ada', 1, maker(json).make);
    const br = await answer.encoded('br');
    expect(br.length).toBeLessThan(json.length / 5);
    expect(brotliDecompressSync(br).toString()).toBe(json);
    expect(gunzipSync(await answer.encoded('gzip')).toString()).toBe(json);
    expect(await answer.encoded('br')).toBe(br);
    expect(answer.etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    const same = await createAnswerCache().answer('bob', 7, maker(json).make);
    expect(same.etag).toBe(answer.etag);
  });
});

describe('conditional and encoded answers', () => {
  it('matches If-None-Match weakly, in lists, and for *', () => {
    expect(matchesIfNoneMatch('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"abc" ', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, 'W/"abc"')).toBe(false);
  });

  it('prefers brotli, then gzip, honouring q=0 and *', () => {
    expect(preferredCoding('gzip, deflate, br')).toBe('br');
    expect(preferredCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredCoding('gzip')).toBe('gzip');
    expect(preferredCoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredCoding('gzip;q=1, br;q=0.2')).toBe('gzip');
    expect(preferredCoding('*')).toBe('br');
    expect(preferredCoding('*;q=0, identity')).toBe(null);
    expect(preferredCoding('identity')).toBe(null);
    expect(preferredCoding(undefined)).toBe(null);
    expect(preferredCoding('')).toBe(null);
  });
});
