/// <reference lib="webworker" />
// Parses and validates a big API answer (a design's pages) off the main thread. Runs under the app's CSP
// (worker-src 'self'; no eval), so zod runs without its eval-compiled parsers.
import { config } from 'zod';
import type { ParseReply, ParseRequest } from './offThreadSchemas';
import { ELEMENTS_PER_MESSAGE, OFF_THREAD_SCHEMAS } from './offThreadSchemas';

config({ jitless: true });

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (reply: ParseReply) => scope.postMessage(reply);

scope.onmessage = (event: MessageEvent<ParseRequest>) => {
  const { id, kind, bytes } = event.data;
  const { schema, pages: field } = OFF_THREAD_SCHEMAS[kind];
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    post({ id, type: 'invalid' });
    return;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    post({ id, type: 'invalid' });
    return;
  }
  // The page receives each message as one task: the head without elements, then elements in slices.
  const value = parsed.data as Record<string, unknown>;
  const pages = value[field] as { elements: readonly unknown[] }[];
  post({ id, type: 'head', value: { ...value, [field]: pages.map((p) => ({ ...p, elements: [] })) } });
  pages.forEach((p, page) => {
    for (let i = 0; i < p.elements.length; i += ELEMENTS_PER_MESSAGE)
      post({ id, type: 'elements', page, elements: p.elements.slice(i, i + ELEMENTS_PER_MESSAGE) });
  });
  post({ id, type: 'done' });
};
