import { describe, expect, it } from 'vitest';
import { FloorDesignOpenDetail } from '../../../src/contract/floordesigns';
import { setAside } from '../../../src/client/api/setAside';
import { seededPage } from '../../../src/client/editor/demo/seededPage';

const detail = (pages: unknown[]) => ({
  id: 7,
  name: 'Big',
  unit: 'feet',
  project_id: null,
  notes: null,
  raw_json: null,
  outline_metadata: null,
  pages,
  latest_revision: null,
  created_at: '2025-01-02T10:30:00Z',
  updated_at: '2025-01-02T10:30:00Z',
  is_active: true,
});

// The parse worker checks a big design's elements with the contract's fast check and lets zod check the rest:
// what the editor then opens must be exactly what zod alone would have answered.
describe('setAside (the parse worker’s fast element check)', () => {
  it('gives the same design as zod alone, every element included', () => {
    const json = JSON.parse(
      JSON.stringify(detail([seededPage(1500, 3, 'a'), seededPage(20, 4, 'b')])),
    ) as unknown;
    const fast = setAside(json, 'pages');
    expect(fast).not.toBeNull();
    const rest = FloorDesignOpenDetail.parse(fast?.rest);
    const whole = FloorDesignOpenDetail.parse(json);
    expect(rest.pages.map((p, i) => ({ ...p, elements: fast?.elements[i] }))).toEqual(whole.pages);
    expect({ ...rest, pages: [] }).toEqual({ ...whole, pages: [] });
  });

  it('leaves everything to zod when an element is not sure, ids repeat, or a page is of an older version', () => {
    const page = JSON.parse(JSON.stringify(seededPage(30, 5, 'p'))) as {
      elements: Record<string, unknown>[];
    };
    const broken = { ...page, elements: [...page.elements, { id: 'x', type: 'blob' }] };
    expect(setAside(detail([broken]), 'pages')).toBeNull();
    const twice = { ...page, elements: [...page.elements, page.elements[0]] };
    expect(setAside(detail([twice]), 'pages')).toBeNull();
    expect(setAside(detail([{ ...page, version: 3 }]), 'pages')).toBeNull();
    expect(setAside({ nope: true }, 'pages')).toBeNull();
  });
});
