// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { ApiError } from '../../../src/client/api/ApiError';
import { adoptLayout } from '../../../src/client/api/layouts';
import { useVariantChoices } from '../../../src/client/screens/projects/useVariantChoices';
import {
  MAX_COMPARE,
  missingProgramText,
  planDescription,
  SCORE_KEYS,
  sortAndFilterVariants,
  templateDescription,
  toggleCompare,
  variantFacts,
  areaSummary,
  variantLabel,
} from '../../../src/client/ui/layoutVariants';
import type { LayoutVariant } from '../../../src/contract/layouts';
import { json, setCookies, stubFetch } from './fetchStub';

type Scores = LayoutVariant['scores'];

const baseScores: Scores = {
  total: 90,
  adjacency_pct: 100,
  area_error_pct: 5,
  total_area_error_pct: 0,
  aspect_pct: 100,
  circulation_pct: 12,
  privacy_pct: 100,
  adjacency_score: 100,
  area_score: 90,
  total_area_score: 100,
  aspect_score: 100,
  circulation_score: 100,
  privacy_score: 100,
};

const square = (x: number, side: number): [number, number][] => [
  [x, 0],
  [x + side, 0],
  [x + side, side],
  [x, side],
];

/** A variant of job 17 at `index` with these scores: one story of two rooms unless `levels` says more. */
function variant(index: number, scores: Partial<Scores> = {}, levels = 1): LayoutVariant {
  const all = { ...baseScores, ...scores };
  const story = (level: number) => ({
    level,
    footprint: square(0, 240),
    rooms: [
      {
        id: `r${level}a`,
        type: 'living' as const,
        name: 'Living room',
        polygon: square(0, 120),
        area_sqft: 100.4,
      },
      {
        id: `r${level}b`,
        type: 'bedroom' as const,
        name: 'Bedroom 2',
        polygon: square(120, 120),
        area_sqft: 99.6,
      },
    ],
    doors: [],
    windows: [],
    walls: [],
  });
  return {
    id: `17-${index}`,
    plan: {
      unit: 'in',
      program: {
        square_footage: 200 * levels,
        num_bedrooms: 1,
        num_bathrooms: 0,
        num_car_garage: 0,
        story: levels,
        layout_style: 'standard',
      },
      seed: 1,
      template: 'Lbk1',
      scores: all,
      stories: Array.from({ length: levels }, (_, level) => story(level)),
    },
    scores: all,
    gates: [
      { gate: 'no_overlap', passed: true, detail: '' },
      { gate: 'reachable', passed: false, detail: 'Bedroom 2 has no door' },
    ],
    preview_url: `/preview/${index}.svg`,
  };
}

const labels = (list: readonly LayoutVariant[]) => list.map(variantLabel);

describe('sorting and filtering variants', () => {
  const variants = [
    variant(0, { total: 95, adjacency_score: 80 }),
    variant(1, { total: 88, adjacency_score: 100 }),
    variant(2, { total: 79.6, adjacency_score: 100 }),
    variant(3, { total: 60, adjacency_score: 90 }),
  ];

  it('sorts best first by the chosen score; ties keep the order the server gave (best total first)', () => {
    expect(labels(sortAndFilterVariants(variants, 'total', 0))).toEqual([
      'Variant 1',
      'Variant 2',
      'Variant 3',
      'Variant 4',
    ]);
    expect(labels(sortAndFilterVariants(variants, 'adjacency_score', 0))).toEqual([
      'Variant 2',
      'Variant 3',
      'Variant 4',
      'Variant 1',
    ]);
  });

  it('hides variants under the minimum total, judged on the whole number people see', () => {
    // 79.6 shows as 80, so it stays with a minimum of 80.
    expect(labels(sortAndFilterVariants(variants, 'adjacency_score', 80))).toEqual([
      'Variant 2',
      'Variant 3',
      'Variant 1',
    ]);
    expect(sortAndFilterVariants(variants, 'total', 96)).toEqual([]);
  });

  it('never changes the list it was given', () => {
    const before = labels(variants);
    sortAndFilterVariants(variants, 'adjacency_score', 90);
    expect(labels(variants)).toEqual(before);
  });

  it('offers every part score besides the total', () => {
    expect(SCORE_KEYS).toEqual(
      expect.arrayContaining(['total', 'adjacency_score', 'privacy_score', 'plausibility_score']),
    );
    expect(SCORE_KEYS).toHaveLength(8);
  });
});

describe('the compare selection', () => {
  it('adds and removes a variant, and holds at most four', () => {
    expect(toggleCompare([], 'a')).toEqual(['a']);
    expect(toggleCompare(['a', 'b'], 'a')).toEqual(['b']);
    const full = ['a', 'b', 'c', 'd'];
    expect(MAX_COMPARE).toBe(4);
    expect(toggleCompare(full, 'e')).toEqual(full);
    expect(toggleCompare(full, 'c')).toEqual(['a', 'b', 'd']);
  });
});

describe('the variant choices of the layouts panel', () => {
  const first = [variant(0, { total: 90 }), variant(1, { total: 70 }), variant(2, { total: 80 })];

  it('shows the variants sorted and filtered, and says how many the filter hides', () => {
    const { result } = renderHook(() => useVariantChoices(first));
    act(() => result.current.setMinTotal(75));
    expect(labels(result.current.shown)).toEqual(['Variant 1', 'Variant 3']);
    expect(result.current.hiddenCount).toBe(1);
  });

  it('compares the picked variants in the sort order, even those the filter hides', () => {
    const { result } = renderHook(() => useVariantChoices(first));
    act(() => result.current.togglePick('17-1'));
    act(() => result.current.togglePick('17-0'));
    act(() => result.current.setMinTotal(85));
    act(() => result.current.setComparing(true));
    expect(result.current.comparing).toBe(true);
    expect(labels(result.current.compared)).toEqual(['Variant 1', 'Variant 2']);
  });

  it('drops the picks of an earlier generation and leaves the comparison when nothing is picked', () => {
    const five = [0, 1, 2, 3, 4].map((i) => variant(i, { total: 90 - i }));
    const { result, rerender } = renderHook(({ list }) => useVariantChoices(list), {
      initialProps: { list: five },
    });
    for (const v of five.slice(0, 4)) act(() => result.current.togglePick(v.id));
    act(() => result.current.setComparing(true));
    const next = five.map((v) => ({ ...v, id: v.id.replace('17-', '18-') }));
    rerender({ list: next });
    expect(result.current.picked).toEqual([]);
    expect(result.current.comparing).toBe(false);
    // The four stale picks no longer fill the comparison.
    act(() => result.current.togglePick('18-4'));
    expect(result.current.picked).toEqual(['18-4']);
  });
});

describe('what the panel says about a program and a variant', () => {
  it('names every missing program field in one sentence', () => {
    const full = { square_footage: 2200, num_bedrooms: 4, num_bathrooms: 2.5 };
    expect(missingProgramText(full)).toBeNull();
    expect(missingProgramText({ ...full, num_bedrooms: 0, num_bathrooms: 0 })).toBeNull();
    expect(missingProgramText({ ...full, square_footage: null, num_bedrooms: null })).toBe(
      'Add square footage and bedrooms to generate layouts.',
    );
    expect(missingProgramText({ square_footage: 0, num_bedrooms: null, num_bathrooms: null })).toBe(
      'Add square footage, bedrooms and bathrooms to generate layouts.',
    );
    expect(missingProgramText({ ...full, num_bathrooms: null })).toBe('Add bathrooms to generate layouts.');
  });

  it('describes the template in words, and an unknown template as itself', () => {
    expect(templateDescription('Lbk1')).toBe('Suite at the back, kitchen at the back, medium depth');
    expect(templateDescription('RfK0')).toBe(
      'Suite at the front, kitchen at the front, shallow depth, mirrored',
    );
    expect(templateDescription('courtyard-2')).toBe('courtyard-2');
    // The generator's partis read as what they are, mirrored when the key says so.
    expect(templateDescription('SR36', 'split_bedroom')).toMatch(/^Split-bedroom plan: .*, mirrored$/);
    expect(templateDescription('CL30', 'center_hall')).toBe('Compact center-hall plan');
    // A door alternative says what it changes.
    expect(templateDescription('TR210+w', 'two_story')).toBe(
      'Two stories: living down, bedrooms up, mirrored, walk-in closet through the bath',
    );
    expect(templateDescription('GL36+s', 'bedroom_wing')).toBe(
      'Bedroom wing off the great room, a service room entered another way',
    );
    expect(templateDescription('WR30nk', 'suite_wing')).toBe(
      'L plan: the primary suite in a wing behind the living room, mirrored',
    );
  });

  it('describes the drawing as its rooms and whole-number areas, level by level when there are several', () => {
    expect(planDescription(variant(1))).toBe('Plan of Variant 2. Living room 100 sf, Bedroom 2 100 sf.');
    expect(planDescription(variant(0, {}, 2))).toBe(
      'Plan of Variant 1. Level 1: Living room 100 sf, Bedroom 2 100 sf. Level 2: Living room 100 sf, Bedroom 2 100 sf.',
    );
  });

  it('counts rooms, area and passed gates over every story', () => {
    expect(variantFacts(variant(0, {}, 2))).toEqual({
      rooms: 4,
      areaSqft: 400,
      livingSqft: 400,
      garageSqft: 0,
      proposed: [],
      gatesPassed: 1,
      gatesTotal: 2,
    });
  });

  it('says the area figure is living area and names the garage on top of it', () => {
    const facts = { ...variantFacts(variant(0, {}, 2)), livingSqft: 2215, garageSqft: 484, areaSqft: 2699 };
    const fmt = (v: number) => v.toLocaleString('en-US');
    expect(areaSummary(facts, 1, fmt)).toBe('2,215 sf living area, 4 rooms (garage 484 sf more)');
    expect(areaSummary({ ...facts, garageSqft: 0 }, 2, fmt)).toBe(
      '2,215 sf living area, 4 rooms on 2 levels',
    );
  });
});

describe('adopting a variant', () => {
  beforeEach(() => setCookies({ csrftoken: 'tok' }));
  afterEach(() => vi.unstubAllGlobals());

  it('posts to the variant of the project with the CSRF token and answers the new design id', async () => {
    const calls = stubFetch(json({ success: true, floor_design_id: 42 }));
    await expect(adoptLayout(7, '17-2')).resolves.toBe(42);
    expect(calls.map((c) => [c.method, c.url, c.headers.get('X-CSRFToken')])).toEqual([
      ['POST', '/api/dashboard/projects/7/layouts/17-2/adopt/', 'tok'],
    ]);
  });

  it('passes the server refusal on as its message', async () => {
    stubFetch(json({ error: 'Layout variant not found.' }, 404));
    const refusal = adoptLayout(7, '17-9');
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toThrow('Layout variant not found.');
  });

  it('refuses an answer without a design id', async () => {
    stubFetch(json({ success: true }));
    await expect(adoptLayout(7, '17-0')).rejects.toThrow('Unexpected response from the server.');
  });
});
