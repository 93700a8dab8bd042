/*
 * GETs started before the code that reads them has loaded (routePreload.ts starts what the first screen will
 * ask for, beside the session check, instead of one after the other). The first apiRequest of the same path
 * takes the answer instead of asking again; each is taken once and only while fresh, so every later read (a
 * refetch after a write, a revisit) goes to the server. Apart from request.ts, so the page's entry module can
 * start them without carrying zod and the contract's schemas (issue 10: the first screen's critical path).
 */
const EARLY_FRESH_MS = 10_000;
const earlyGets = new Map<string, { response: Promise<Response>; startedAt: number }>();

/** Starts a GET now for a later apiRequest of exactly this path to take. */
export function startEarlyGet(path: string): void {
  if (earlyGets.has(path)) return;
  const response = fetch(path, {
    method: 'GET',
    credentials: 'include',
    // What request.ts's requestHeaders sends with a GET: JSON accepted, no body, no CSRF header.
    headers: new Headers({ Accept: 'application/json' }),
  });
  // Unhandled until taken: a failure reaches whoever takes it, and one never taken is no error.
  response.catch(() => undefined);
  earlyGets.set(path, { response, startedAt: Date.now() });
}

/** The early answer for `path`, once, while fresh; undefined when there is none to take. */
export function takeEarlyGet(path: string): Promise<Response> | undefined {
  const early = earlyGets.get(path);
  if (!early) return undefined;
  earlyGets.delete(path);
  return Date.now() - early.startedAt <= EARLY_FRESH_MS ? early.response : undefined;
}
