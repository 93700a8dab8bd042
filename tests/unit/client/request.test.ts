// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../../src/client/api/ApiError';
import { readCookie } from '../../../src/client/api/csrf';
import {
  apiGet,
  apiGetFile,
  apiPostForm,
  apiPostJson,
  apiPostMultipart,
  apiRequest,
  NETWORK_ERROR_MESSAGE,
  UNEXPECTED_RESPONSE_MESSAGE,
} from '../../../src/client/api/request';
import { json, setCookies, stubFetch } from './fetchStub';

const Ok = z.object({ ok: z.boolean() });

beforeEach(() => setCookies({ csrftoken: 'token-123' }));
afterEach(() => vi.unstubAllGlobals());

describe('the fetch wrapper', () => {
  it('sends GETs with cookies but without the CSRF header, and returns the parsed answer', async () => {
    const calls = stubFetch(json({ ok: true }));
    await expect(apiGet('/api/thing/', Ok)).resolves.toEqual({ ok: true });
    expect(calls[0]).toMatchObject({ url: '/api/thing/', method: 'GET', credentials: 'include' });
    expect(calls[0]?.headers.has('X-CSRFToken')).toBe(false);
  });

  it('echoes the csrftoken cookie in X-CSRFToken on a JSON POST', async () => {
    const calls = stubFetch(json({ ok: true }));
    await apiPostJson('/api/thing/', { name: 'Ada' }, Ok);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.credentials).toBe('include');
    expect(calls[0]?.headers.get('X-CSRFToken')).toBe('token-123');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.body).toBe('{"name":"Ada"}');
  });

  it('reads the token at send time, so a token rotated by login is the one sent next', async () => {
    const calls = stubFetch(json({ ok: true }), json({ ok: true }));
    await apiPostJson('/api/one/', {}, Ok);
    setCookies({ csrftoken: 'rotated-456' });
    await apiPostJson('/api/two/', {}, Ok);
    expect(calls.map((call) => call.headers.get('X-CSRFToken'))).toEqual(['token-123', 'rotated-456']);
  });

  it('sends the CSRF header on form posts, URL-encoded', async () => {
    const calls = stubFetch(json({ ok: true }));
    await apiPostForm('/api/form/', { name: 'Plan A', order: 2, active: true }, Ok);
    expect(calls[0]?.headers.get('X-CSRFToken')).toBe('token-123');
    expect(calls[0]?.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(String(calls[0]?.body)).toBe('name=Plan+A&order=2&active=true');
  });

  it('sends multipart without its own content type, leaving the boundary to the browser', async () => {
    const calls = stubFetch(json({ ok: true }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'plan.pdf');
    await apiPostMultipart('/api/upload/', form, Ok);
    expect(calls[0]?.headers.get('X-CSRFToken')).toBe('token-123');
    expect(calls[0]?.headers.has('Content-Type')).toBe(false);
    expect(calls[0]?.body).toBe(form);
  });

  it('sends a body-less POST without a content type (the server would reject an empty JSON body)', async () => {
    const calls = stubFetch(json({ ok: true }));
    await apiRequest('/api/logout/', { method: 'POST', schema: Ok });
    expect(calls[0]?.headers.get('X-CSRFToken')).toBe('token-123');
    expect(calls[0]?.headers.has('Content-Type')).toBe(false);
    expect(calls[0]?.body).toBeNull();
  });

  it('omits the header rather than sending an empty one when there is no csrftoken cookie', async () => {
    setCookies({});
    const calls = stubFetch(json({ ok: true }));
    await apiPostJson('/api/thing/', {}, Ok);
    expect(calls[0]?.headers.has('X-CSRFToken')).toBe(false);
  });

  it("turns a refusal into an ApiError carrying the status and the server's message", async () => {
    stubFetch(json({ error: 'CSRF token missing or incorrect.' }, 403));
    const error = await apiPostJson('/api/thing/', {}, Ok).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      message: 'CSRF token missing or incorrect.',
      serverMessage: 'CSRF token missing or incorrect.',
    });
  });

  it('keeps the refused body for screens that show structured errors', async () => {
    stubFetch(json({ error: 'Invalid project.', errors: { name: ['required'] } }, 400));
    const error = await apiPostJson('/api/projects/', {}, Ok).catch((caught: unknown) => caught);
    expect((error as ApiError).body).toEqual({ error: 'Invalid project.', errors: { name: ['required'] } });
  });

  it('has no server message when the refusal has no JSON error', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await apiGet('/api/thing/', Ok).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 502,
      serverMessage: null,
      message: 'Request failed with status 502.',
    });
  });

  it('reports an unreachable server as a network error (status 0)', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const error = await apiGet('/api/thing/', Ok).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE, isNetworkError: true });
  });

  it('refuses a success answer that does not match the contract', async () => {
    stubFetch(json({ ok: 'yes' }));
    const error = await apiGet('/api/thing/', Ok).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 200, message: UNEXPECTED_RESPONSE_MESSAGE });
  });

  it('lets an abort through as the abort, not as a failure to report', async () => {
    const controller = new AbortController();
    controller.abort();
    stubFetch(new DOMException('Aborted', 'AbortError'));
    const error = await apiGet('/api/thing/', Ok, controller.signal).catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });
});

describe('work that may outlive its connection', () => {
  const accepted = () =>
    json({ success: true, job_id: 7, status: 'running', status_url: '/api/jobs/7/' }, 202);
  const view = (extra: Record<string, unknown>) =>
    json({ success: true, job_id: 7, kind: 'open_in_editor', progress: null, ...extra });

  it('sends an Idempotency-Key and retries a dropped connection with the same key', async () => {
    const calls = stubFetch(new TypeError('Failed to fetch'), json({ ok: true }));
    await expect(apiPostJson('/api/open/', {}, Ok, { idempotent: true })).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
    const keys = calls.map((call) => call.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[A-Za-z0-9._:-]{8,100}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(calls[1]?.headers.get('X-CSRFToken')).toBe('token-123');
  });

  it('sends a new key for each new request, and never retries other writes', async () => {
    const calls = stubFetch(json({ ok: true }), json({ ok: true }), new TypeError('Failed to fetch'));
    await apiPostJson('/api/open/', {}, Ok, { idempotent: true });
    await apiPostJson('/api/open/', {}, Ok, { idempotent: true });
    expect(calls[0]?.headers.get('Idempotency-Key')).not.toBe(calls[1]?.headers.get('Idempotency-Key'));
    const error = await apiPostJson('/api/save/', {}, Ok).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0 });
    expect(calls).toHaveLength(3);
    expect(calls[2]?.headers.has('Idempotency-Key')).toBe(false);
  });

  it('follows a 202 job to its result, and throws a failed job as its request would have failed', async () => {
    const calls = stubFetch(
      accepted(),
      view({ status: 'running' }),
      view({ status: 'done', result: { ok: true } }),
    );
    await expect(apiPostJson('/api/open/', {}, Ok, { idempotent: true })).resolves.toEqual({ ok: true });
    expect(calls.map((call) => call.url)).toEqual(['/api/open/', '/api/jobs/7/', '/api/jobs/7/']);

    stubFetch(accepted(), view({ status: 'failed', error: 'The drawing is too big.', status_code: 413 }));
    const error = await apiPostJson('/api/open/', {}, Ok, { idempotent: true }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ status: 413, serverMessage: 'The drawing is too big.' });
  });

  it('fetches an export made by a job from its download', async () => {
    const calls = stubFetch(
      accepted(),
      view({ status: 'done', kind: 'export', download_url: '/api/jobs/7/download/' }),
      new Response('0\nEOF\n', {
        headers: { 'Content-Disposition': 'attachment; filename="Barn - Page 1.dxf"' },
      }),
    );
    const file = await apiGetFile('/api/floordesigns/1/export/dxf/?page=p');
    expect(file.fileName).toBe('Barn - Page 1.dxf');
    expect(await file.blob.text()).toBe('0\nEOF\n');
    expect(calls.map((call) => call.url)).toEqual([
      '/api/floordesigns/1/export/dxf/?page=p',
      '/api/jobs/7/',
      '/api/jobs/7/download/',
    ]);
  });
});

describe('readCookie', () => {
  it('finds one cookie among several and decodes it', () => {
    expect(readCookie('csrftoken', 'sessionid=abc; csrftoken=a%2Bb; theme=dark')).toBe('a+b');
  });

  it('does not mistake a cookie whose name merely ends the same way', () => {
    expect(readCookie('csrftoken', 'xcsrftoken=nope')).toBeNull();
  });
});
