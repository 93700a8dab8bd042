/// <reference lib="webworker" />
// Parses and validates a big API answer (a design's pages) off the main thread. Runs under the app's CSP
// (worker-src 'self'; no eval), so zod runs without its eval-compiled parsers.
import { config } from 'zod/mini';
import { elementBounds } from '../../core/geometry/elementGeometry';
import type { DrawingElement } from '../../core/model/elements';
import type { ParseReply, ParseRequest } from './offThreadSchemas';
import { setAside } from './setAside';
import { ELEMENTS_PER_MESSAGE, OFF_THREAD_SCHEMAS } from './offThreadSchemas';

config({ jitless: true });

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (reply: ParseReply, transfer: Transferable[] = []) => scope.postMessage(reply, transfer);

function boundsOf(elements: readonly DrawingElement[]): Float64Array {
  const out = new Float64Array(elements.length * 4);
  elements.forEach((el, i) => {
    const b = elementBounds(el);
    out.set([b.minX, b.minY, b.maxX, b.maxY], 4 * i);
  });
  return out;
}

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
  const fast = setAside(json, field);
  const parsed = schema.safeParse(fast ? fast.rest : json);
  if (!parsed.success) {
    post({ id, type: 'invalid' });
    return;
  }
  // The page receives each message as one task: the head without elements, then elements in slices.
  const value = parsed.data as Record<string, unknown>;
  const checked = value[field] as { elements: readonly DrawingElement[] }[];
  const pages = fast
    ? checked.map((p, i) => ({ ...p, elements: (fast.elements[i] ?? []) as unknown as DrawingElement[] }))
    : checked;
  post({
    id,
    type: 'head',
    value: { ...value, [field]: pages.map((p) => ({ ...p, elements: [] })) },
    sizes: pages.map((p) => p.elements.length),
  });
  pages.forEach((p, page) => {
    for (let i = 0; i < p.elements.length; i += ELEMENTS_PER_MESSAGE) {
      const elements = p.elements.slice(i, i + ELEMENTS_PER_MESSAGE);
      const bounds = boundsOf(elements);
      post({ id, type: 'elements', page, elements, bounds }, [bounds.buffer]);
    }
  });
  post({ id, type: 'done' });
};
