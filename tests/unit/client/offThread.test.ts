import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGetOffThread, parseOffThread } from '../../../src/client/api/offThread';
import { ApiError } from '../../../src/client/api/ApiError';
import { UNEXPECTED_RESPONSE_MESSAGE } from '../../../src/client/api/request';
import { seededPage } from '../../../src/client/editor/demo/seededPage';
import { json, stubFetch } from './fetchStub';

const detail = (pages: unknown[]) => ({
  id: 7,
  name: 'Big',
  unit: 'feet',
  project_id: null,
  notes: null,
  raw_json: null,
  outline_metadata: null,
  pages,
  latest_revision: {
    id: 3,
    version_number: 2,
    saved_at: '2025-01-02T10:30:00Z',
    page_count: 1,
    element_count: 5,
  },
  created_at: '2025-01-02T10:30:00Z',
  updated_at: '2025-01-02T10:30:00Z',
  is_active: true,
});

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer;

afterEach(() => vi.unstubAllGlobals());

// Without Worker (Node, old browsers) the same parsing runs on the page: the answer is what apiGet answers.
describe('parsing big answers off the main thread', () => {
  it('answers the validated design with every page and element, in order', async () => {
    const pages = [seededPage(4500, 1, 'a'), seededPage(3, 2, 'b')];
    const parsed = await parseOffThread('floorDesignOpen', bytes(detail(pages)));
    expect(parsed.pages.map((p) => p.id)).toEqual(['a', 'b']);
    expect(parsed.pages[0]?.elements).toEqual(pages[0]?.elements);
    expect(parsed.latest_revision?.version_number).toBe(2);
  });

  it('refuses an answer that breaks the contract, as apiGet does', async () => {
    const bad = detail([{ version: 2, id: 'p', name: 'P', elements: [{ id: 'x', type: 'blob' }] }]);
    await expect(parseOffThread('floorDesignOpen', bytes(bad))).rejects.toMatchObject({
      message: UNEXPECTED_RESPONSE_MESSAGE,
    });
    await expect(parseOffThread('revision', bytes({ nope: true }))).rejects.toBeInstanceOf(ApiError);
  });

  it('GETs with cookies and turns a refusal into the server’s message', async () => {
    const calls = stubFetch(json(detail([])), json({ error: 'Not found.' }, 404));
    const ok = await apiGetOffThread('/api/floordesigns/7/?latest_revision=summary', 'floorDesignOpen');
    expect(ok.name).toBe('Big');
    expect(calls[0]).toMatchObject({ method: 'GET', credentials: 'include' });
    await expect(apiGetOffThread('/api/floordesigns/8/', 'floorDesignOpen')).rejects.toMatchObject({
      status: 404,
      serverMessage: 'Not found.',
    });
  });
});

// A typical design's answer is small: the page parses it, so the route never fetches the worker's script.
describe('which answers go to the worker', () => {
  it('parses a small answer on the page and starts the worker only for a big one', async () => {
    const started: unknown[] = [];
    // A worker that cannot start (the constructor throws): the big answer then parses on the page too.
    vi.stubGlobal('Worker', function Worker(url: unknown) {
      started.push(url);
      throw new Error('no workers here');
    });
    // A fresh module: the tests above ran without Worker, and the module remembers that.
    vi.resetModules();
    const { INLINE_PARSE_BYTES, parseOffThread } = await import('../../../src/client/api/offThread');
    const small = bytes(detail([seededPage(300, 1, 's')]));
    expect(small.byteLength).toBeLessThanOrEqual(INLINE_PARSE_BYTES);
    expect((await parseOffThread('floorDesignOpen', small)).pages[0]?.elements).toHaveLength(300);
    expect(started).toHaveLength(0);

    const big = bytes(detail([seededPage(4500, 1, 'b')]));
    expect(big.byteLength).toBeGreaterThan(INLINE_PARSE_BYTES);
    expect((await parseOffThread('floorDesignOpen', big)).pages[0]?.elements).toHaveLength(4500);
    expect(started).toHaveLength(1);
  });
});
