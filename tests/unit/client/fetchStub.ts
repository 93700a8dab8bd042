import { vi } from 'vitest';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
  credentials: RequestCredentials | undefined;
}

type Reply = Response | (() => Response) | Error;

/**
 * Replaces global fetch with a scripted server: each call takes the next reply in order and is recorded, so a
 * test can check what the client sent (method, headers, body) as well as how it read the answer.
 */
export function stubFetch(...replies: Reply[]) {
  const calls: RecordedCall[] = [];
  const queue = [...replies];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
      credentials: init?.credentials,
    });
    const reply = queue.shift();
    if (!reply) throw new Error(`Unexpected request ${String(input)}`);
    if (reply instanceof Error) throw reply;
    return typeof reply === 'function' ? reply() : reply;
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function setCookies(cookies: Record<string, string>) {
  for (const name of document.cookie.split(';').map((part) => part.split('=')[0]?.trim())) {
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  for (const [name, value] of Object.entries(cookies)) document.cookie = `${name}=${value}; path=/`;
}
