import { describe, expect, it } from 'vitest';
import type { DrawingElement } from '../../../src/core/model/elements';
import { DRAWING_VERSION } from '../../../src/core/model/page';
import { finalizeElement } from '../../../src/core/model/snapPoints';
import { elementSpans, type ElementIndex } from '../../../src/server/saves/element-spans';
import { pageBlobText, preparePage, splitIndexedPageText } from '../../../src/server/saves/page-text';
import { applyPatch, parseJsonBody, prepareEdit } from '../../../src/server/saves/prepare';
import { runSaveTask } from '../../../src/server/saves/tasks';
import { textElement } from '../helpers/elements';

// The save worker's pure work: a patch applied to a stored page's text must store exactly what serialising the
// patched page would (same text, same hash), whatever the ids contain.

const rect = (id: string, x = 0): DrawingElement =>
  finalizeElement({ id, type: 'rectangle', x, y: 0, rotation: 0, width: 5, height: 5 });
const text = (id: string, fontText: string): DrawingElement => textElement(id, fontText);

describe('applying a patch to a stored page', () => {
  const stored = [
    rect('a'),
    text('b"\\}{', 'braces } ] and "quotes" {'),
    rect('c'),
    rect('d'),
    text('e', '['),
  ];
  const patchOf = (put: DrawingElement[], remove: string[]) =>
    applyPatch({
      stored: { id: 'p', elementsText: JSON.stringify(stored) },
      patch: { index: 0, patch: { id: 'p', name: 'Renamed', put, remove } },
    });

  it('gives the text and hash of the patched page serialised whole', () => {
    const result = patchOf([rect('c', 9), rect('z', 1)], ['a', 'd']);
    if (!result.ok) throw new Error(result.error);
    const expected = preparePage({
      id: 'p',
      name: 'Renamed',
      elements: [stored[1] as DrawingElement, rect('c', 9), stored[4] as DrawingElement, rect('z', 1)],
    });
    expect(result.value.page).toEqual(expected);
    expect(result.value.pageText).toBe(pageBlobText(expected));
  });

  it("answers where the patched page's elements are, so the next patch needs no scan and gives the same page", () => {
    const first = patchOf([rect('c', 9), rect('z', 1)], ['a', 'd']);
    if (!first.ok) throw new Error(first.error);
    const { page, pageText, index } = first.value;
    expect(index).not.toBeNull();
    const { elementsText, tailText } = splitIndexedPageText(pageText, index as ElementIndex);
    expect(elementsText).toBe(page.elementsText);
    expect(tailText).toBe(page.tailText);
    // The spans are the ones a scan of the new text finds.
    expect(index?.spans).toEqual(elementSpans(page.elementsText));
    const patch = {
      index: 0,
      patch: { id: 'p', name: 'Again', put: [rect('e', 4), rect('y', 2)], remove: ['z'] },
    };
    const known = applyPatch({ stored: { id: 'p', elementsText, tailText, spans: index?.spans }, patch });
    const scanned = applyPatch({ stored: { id: 'p', elementsText, tailText }, patch });
    if (!known.ok || !scanned.ok) throw new Error('refused');
    expect(known.value).toEqual(scanned.value);
    expect(known.value.page).toEqual(
      preparePage({
        id: 'p',
        name: 'Again',
        elements: [stored[1] as DrawingElement, rect('c', 9), rect('e', 4), rect('y', 2)],
      }),
    );
  });

  it('refuses removing an element the page does not hold', () => {
    expect(patchOf([], ['c', 'nope'])).toEqual({
      ok: false,
      error: 'patches[0].remove[1]: is not an element of the stored page',
    });
  });
});

describe('parsing a save body', () => {
  it('takes an empty body as none and refuses prototype keys as the app parser does', () => {
    expect(parseJsonBody('  ')).toEqual({ ok: true, value: undefined });
    expect(parseJsonBody('{"a":{"__proto__":{"x":1}}}').ok).toBe(false);
    expect(parseJsonBody('{"a":{"constructor":{"prototype":{}}}}').ok).toBe(false);
    expect(parseJsonBody('{"constructor":"fine"}')).toEqual({ ok: true, value: { constructor: 'fine' } });
  });
});

describe('hashing a page known to be ASCII', () => {
  const page = { version: DRAWING_VERSION, id: 'p', name: 'Plan', elements: [rect('a'), rect('b', 3)] };

  it('gives the same hash as hashing its text as UTF-8', () => {
    const body = { pages: [page] };
    const fast = prepareEdit(body, true);
    const plain = prepareEdit(body, false);
    if (!fast.ok || !plain.ok) throw new Error('refused');
    expect(fast.value.pages[0]?.hash).toBe(plain.value.pages[0]?.hash);
    expect(fast.value.pages[0]?.ascii).toBe(true);
  });

  it('is not assumed for a body whose ASCII bytes spell other characters with \\u escapes', () => {
    const named = { ...page, name: 'Café ☕' };
    const escaped = JSON.stringify({ pages: [named] }).replace(/[^\x20-\x7e]/g, (c) => {
      return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
    });
    expect(Buffer.from(escaped).every((b) => b < 0x80)).toBe(true);
    const result = runSaveTask({ type: 'edit', designId: 1, body: Buffer.from(escaped), bases: [] });
    if (!result.ok) throw new Error(result.error);
    const utf8 = runSaveTask({
      type: 'edit',
      designId: 1,
      body: Buffer.from(JSON.stringify({ pages: [named] })),
      bases: [],
    });
    if (!utf8.ok) throw new Error(utf8.error);
    expect(result.value.pages[0]?.hash).toBe(utf8.value.pages[0]?.hash);
    expect(result.value.pages[0]?.ascii).toBeUndefined();
  });
});
