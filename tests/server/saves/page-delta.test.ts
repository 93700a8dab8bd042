import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DrawingElement } from '../../../src/core/model/elements';
import { finalizeElement } from '../../../src/core/model/snapPoints';
import {
  applyDeltas,
  chooseDelta,
  encodeByElement,
  encodeDelta,
  elementsStart,
  indexThroughDelta,
  materialise,
  MAX_CHAIN_DEPTH,
  type BlobRow,
  type DeltaOp,
} from '../../../src/server/saves/page-delta';
import { elementSpans } from '../../../src/server/saves/element-spans';
import { pageBlobText, preparePage } from '../../../src/server/saves/page-text';
import { textElement } from '../helpers/elements';

// History as deltas: whatever a save changes (elements moved, added, removed, reordered, ids and text with
// quotes and brackets, the page renamed), the delta applied to the stored page gives exactly the new page's text.

const rect = (id: string, x = 0): DrawingElement =>
  finalizeElement({ id, type: 'rectangle', x, y: 0, rotation: 0, width: 5, height: 5 });
const label = (id: string, text: string): DrawingElement => textElement(id, text);

const pageText = (name: string, elements: DrawingElement[]) =>
  pageBlobText(preparePage({ id: 'p"1', name, elements }));

const elementArb = fc.oneof(
  fc
    .record({ id: fc.string({ minLength: 1, maxLength: 6 }), x: fc.integer({ min: -50, max: 50 }) })
    .map((r) => rect(r.id, r.x)),
  fc
    .record({ id: fc.string({ minLength: 1, maxLength: 6 }), t: fc.string({ maxLength: 12 }) })
    .map((r) => label(r.id, r.t)),
);
const elementsArb = fc.array(elementArb, { maxLength: 12 });

describe('page deltas', () => {
  it('rebuild any new page from any stored page exactly', () => {
    fc.assert(
      fc.property(elementsArb, elementsArb, fc.string({ maxLength: 8 }), (before, after, name) => {
        const base = pageText('Page 1', before);
        const next = pageText(name, after);
        const ops = encodeDelta(base, next);
        expect(ops).not.toBeNull();
        expect(applyDeltas(base, [ops as DeltaOp[]])).toBe(next);
      }),
      { numRuns: 400 },
    );
  });

  it('rebuild any new page element by element (the path of changes spread over a big page)', () => {
    fc.assert(
      fc.property(elementsArb, elementsArb, fc.string({ maxLength: 8 }), (before, after, name) => {
        const base = pageText('Page 1', before);
        const next = pageText(name, after);
        const ops = encodeByElement(base, next);
        expect(ops).not.toBeNull();
        expect(applyDeltas(base, [ops as DeltaOp[]])).toBe(next);
      }),
      { numRuns: 400 },
    );
  });

  it("find a new page's elements from the stored page's and the delta, as a scan of the new text does", () => {
    const indexOf = (text: string) => {
      const open = elementsStart(text) as number;
      return { elementsAt: open, spans: elementSpans(text.slice(open, -1)) ?? [] };
    };
    fc.assert(
      fc.property(
        elementsArb,
        elementsArb,
        fc.string({ maxLength: 8 }),
        fc.boolean(),
        (before, after, name, byElement) => {
          const base = pageText('Page 1', before);
          const next = pageText(name, after);
          const ops = (byElement ? encodeByElement(base, next) : encodeDelta(base, next)) as DeltaOp[];
          expect(indexThroughDelta(base, indexOf(base), ops, next)).toEqual(indexOf(next));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('scans only what a one-element change inserted, keeping the other elements of a 5,000-element page', () => {
    const before = Array.from({ length: 5000 }, (_, i) => rect(`e${i}`, i));
    const after = before.map((el, i) => (i === 2500 ? rect('e2500', -7) : el));
    const base = pageText('Page 1', before);
    const next = pageText('Page 1', after);
    const ops = encodeDelta(base, next) as DeltaOp[];
    const open = elementsStart(base) as number;
    const index = { elementsAt: open, spans: elementSpans(base.slice(open, -1)) ?? [] };
    const found = indexThroughDelta(base, index, ops, next);
    expect(found?.spans.map((s) => s.id)).toEqual(after.map((el) => el.id));
    expect(found?.spans[2500]).toEqual({
      id: 'e2500',
      start: index.spans[2500]?.start,
      end:
        (index.spans[2500]?.end ?? 0) +
        JSON.stringify(after[2500]).length -
        JSON.stringify(before[2500]).length,
    });
    // A delta that does not make `next` (its copies misplaced) is refused rather than trusted.
    expect(indexThroughDelta(base, index, ops, next.replace('"e2499"', '"e2499","x":1'))).toBeNull();
  });

  it('stores changes spread over a big page as the changed elements only', () => {
    const elements = Array.from({ length: 2_000 }, (_, i) => rect(`e${i}`, i));
    const base = pageText('Big', elements);
    const next = pageText(
      'Big',
      elements.map((el, i) => (i % 500 === 7 ? rect(el.id, -i) : el)),
    );
    const delta = chooseDelta({ hash: 'h0', text: base, depth: 0, chainBytes: 0 }, next);
    expect(delta?.delta.length).toBeLessThan(4 * 2 * JSON.stringify(elements[0]).length);
    expect(applyDeltas(base, [JSON.parse(delta?.delta ?? '[]') as DeltaOp[]])).toBe(next);
  });

  it('rebuild every version of a chain of edits', () => {
    fc.assert(
      fc.property(fc.array(elementsArb, { minLength: 1, maxLength: 8 }), (versions) => {
        const texts = versions.map((els, i) => pageText(`v${i}`, els));
        const deltas: DeltaOp[][] = [];
        for (let i = 1; i < texts.length; i++)
          deltas.push(encodeDelta(texts[i - 1] as string, texts[i] as string) as DeltaOp[]);
        for (let i = 0; i < texts.length; i++)
          expect(applyDeltas(texts[0] as string, deltas.slice(0, i))).toBe(texts[i]);
      }),
      { numRuns: 200 },
    );
  });

  it('stores a one-element change of a 5,000-element page in a few hundred bytes', () => {
    const elements = Array.from({ length: 5_000 }, (_, i) => rect(`e${i}`, i));
    const base = pageText('Big', elements);
    const moved = [...elements];
    moved[2_500] = rect('e2500', -1);
    const next = pageText('Big', moved);
    const delta = chooseDelta({ hash: 'h0', text: base, depth: 0, chainBytes: 0 }, next);
    expect(delta?.delta.length).toBeLessThan(JSON.stringify(moved[2_500]).length + 100);
    expect(delta).toMatchObject({ baseHash: 'h0', depth: 1 });
  });

  it('starts again from a snapshot when the chain is as long as allowed or its bytes pass the page', () => {
    const a = pageText('A', [rect('a'), rect('b')]);
    const b = pageText('A', [rect('a', 1), rect('b')]);
    expect(chooseDelta({ hash: 'h', text: a, depth: MAX_CHAIN_DEPTH, chainBytes: 0 }, b)).toBeNull();
    expect(chooseDelta({ hash: 'h', text: a, depth: 3, chainBytes: b.length }, b)).toBeNull();
    expect(chooseDelta({ hash: 'h', text: a, depth: 3, chainBytes: 10 }, b)?.depth).toBe(4);
    // A page of an older shape is stored whole.
    expect(
      chooseDelta({ hash: 'h', text: '{"id":"p","elements":[]}', depth: 0, chainBytes: 0 }, b),
    ).toBeNull();
  });

  it('materialises blobs through their chains and leaves out a broken chain', () => {
    const v0 = pageText('A', [rect('a'), rect('b')]);
    const v1 = pageText('A', [rect('a', 1), rect('b')]);
    const v2 = pageText('B', [rect('b'), rect('c')]);
    const rows = new Map<string, BlobRow>([
      ['h0', { hash: 'h0', page_json: v0, base_hash: null, delta: null }],
      ['h1', { hash: 'h1', page_json: '', base_hash: 'h0', delta: JSON.stringify(encodeDelta(v0, v1)) }],
      ['h2', { hash: 'h2', page_json: '', base_hash: 'h1', delta: JSON.stringify(encodeDelta(v1, v2)) }],
      ['hx', { hash: 'hx', page_json: '', base_hash: 'gone', delta: '[]' }],
    ]);
    const texts = materialise(rows, ['h2', 'h1', 'h0', 'hx']);
    expect([texts.get('h0'), texts.get('h1'), texts.get('h2')]).toEqual([v0, v1, v2]);
    expect(texts.has('hx')).toBe(false);
  });
});
