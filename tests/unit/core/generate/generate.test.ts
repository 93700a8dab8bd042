import { describe, expect, it } from 'vitest';
import { generateVariants } from '../../../../src/core/generate/generate';
import { checkGates } from '../../../../src/core/generate/gates';
import { planHash } from '../../../../src/core/generate/hash';
import { planToSvg } from '../../../../src/core/generate/svg';
import type { Plan, Program, Vec } from '../../../../src/core/generate/types';
import { GenerateLayoutsBody, GenerateResultSchema } from '../../../../src/contract/layouts';
import { allRooms, box } from './helpers';

const IRC: Program = {
  square_footage: 2200,
  num_bedrooms: 4,
  num_bathrooms: 2.5,
  num_car_garage: 2,
  story: 1,
  layout_style: 'standard',
};

describe('generateVariants', () => {
  it('answers the IRC brief (2,200 sf, 4 bed / 2.5 bath, 2-car) with six distinct, valid, ranked variants', () => {
    const res = generateVariants(IRC, { seed: 1 });
    expect(GenerateResultSchema.safeParse(res).success).toBe(true);
    if (!res.ok) throw new Error(res.message);
    expect(res.variants).toHaveLength(6);
    expect(new Set(res.variants.map((v) => v.template)).size).toBe(6);
    expect(new Set(res.variants.map(planHash)).size).toBe(6);
    for (const v of res.variants) {
      expect(checkGates(v).every((g) => g.passed)).toBe(true);
      // Variants on the asked area (±3 %) come first; a parti that cannot get closer may still miss by a few %.
      expect(Math.abs(v.scores.total_area_error_pct)).toBeLessThanOrEqual(7);
      const types = allRooms(v).map((x) => x.room.type);
      expect(types.filter((t) => t === 'bedroom' || t === 'primary_bedroom')).toHaveLength(4);
      expect(types.filter((t) => t === 'half_bath')).toHaveLength(1);
      expect(types).toContain('garage');
    }
    expect((res.variants[0] as Plan).scores.total).toBeGreaterThanOrEqual(80);
    expect(Math.abs((res.variants[0] as Plan).scores.total_area_error_pct)).toBeLessThanOrEqual(3);
  });

  it('answers a program too small for its rooms with the reason and an area that works', () => {
    const small = { ...IRC, square_footage: 700 };
    const res = generateVariants(small, { seed: 3 });
    if (res.ok) throw new Error('expected infeasible');
    expect(res.reason).toBe('too_small');
    expect(res.minimum_sqft).toBeGreaterThan(700);
    expect(res.message).toContain(`${res.minimum_sqft} sf`);
    const retry = generateVariants(
      { ...small, square_footage: res.minimum_sqft as number },
      { seed: 3, count: 1 },
    );
    expect(retry.ok).toBe(true);
  }, 30_000);

  it('says how much a footprint holds when the program does not fit it', () => {
    const res = generateVariants(IRC, {
      seed: 1,
      footprint: [
        [0, 0],
        [600, 0],
        [600, 400],
        [0, 400],
      ],
    });
    if (res.ok) throw new Error('expected infeasible');
    expect(res.reason).toBe('footprint_too_small');
    expect(res.minimum_sqft).toBeNull();
    expect(res.message).toMatch(/at most about \d+ sf/);
  });

  it('refuses invalid programs with a message naming the field, never throwing', () => {
    for (const [bad, field] of [
      [{ ...IRC, num_bathrooms: 2.3 }, 'num_bathrooms'],
      [{ ...IRC, square_footage: Number.NaN }, 'square_footage'],
      [{ ...IRC, square_footage: 1e9 }, 'square_footage'],
      [{ ...IRC, story: 0 }, 'story'],
      [{ ...IRC, num_bedrooms: 13 }, 'num_bedrooms'],
      [
        {
          ...IRC,
          footprint: [
            [0, 0],
            [1, 1],
          ] as Vec[],
        },
        'footprint',
      ],
    ] as const) {
      const res = generateVariants(bad, { seed: 1, count: 1 });
      expect(res.ok).toBe(false);
      if (!res.ok) {
        expect(res.reason).toBe('invalid_program');
        expect(res.message).toContain(field);
      }
    }
  });

  it('keeps every room inside an L-shaped lot and turns the front to the requested side', () => {
    const lot: Vec[] = [
      [0, 0],
      [1800, 0],
      [1800, 420],
      [700, 420],
      [700, 1200],
      [0, 1200],
    ];
    const program = { ...IRC, square_footage: 1600, num_bedrooms: 3, num_car_garage: 0 };
    for (const frontSide of ['south', 'north', 'east', 'west'] as const) {
      const res = generateVariants(program, { seed: 2, count: 2, footprint: lot, frontSide });
      if (!res.ok) throw new Error(`${frontSide}: ${res.message}`);
      for (const v of res.variants) {
        expect(checkGates(v).find((g) => g.gate === 'inside_footprint')?.passed).toBe(true);
        const entry = v.stories[0]?.doors.find((d) => d.kind === 'entry');
        const fp = box(v.stories[0]?.footprint ?? []);
        if (!entry) throw new Error('no entry');
        const side = {
          south: entry.center[1] === fp.y0,
          north: entry.center[1] === fp.y1,
          west: entry.center[0] === fp.x0,
          east: entry.center[0] === fp.x1,
        };
        expect(side[frontSide]).toBe(true);
      }
    }
  }, 30_000);

  it('draws a plan as SVG with every room name and area, walls, doors and windows', () => {
    const res = generateVariants({ ...IRC, story: 2 }, { seed: 4, count: 1 });
    if (!res.ok) throw new Error(res.message);
    const plan = res.variants[0] as Plan;
    const svg = planToSvg(plan);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    for (const { room } of allRooms(plan)) {
      expect(svg).toContain(`>${room.name}</tspan>`);
      // A stair is labelled by name and drawn with treads and its arrow, not by area.
      if (room.type !== 'stair') expect(svg).toContain(`>${Math.round(room.area_sqft)} sf</tspan>`);
    }
    expect(svg).toContain('Level 2');
    const walls = plan.stories.reduce((n, s) => n + s.walls.length, 0);
    expect(svg.match(/stroke="#222" stroke-width="[46]\.5"/g)?.length).toBe(walls);
    expect(svg.match(/stroke="#2a7ab8"/g)?.length).toBe(
      plan.stories.reduce((n, s) => n + s.windows.length, 0),
    );
    expect(planToSvg(plan, { level: 1 })).not.toContain('Level 2');
  });
});

describe('GenerateLayoutsBody', () => {
  it('accepts an empty body and bounded overrides, refuses unbounded numbers and unknown keys', () => {
    expect(GenerateLayoutsBody.safeParse({}).success).toBe(true);
    expect(GenerateLayoutsBody.safeParse({ seed: 3, overrides: { num_bedrooms: 3 } }).success).toBe(true);
    expect(GenerateLayoutsBody.safeParse({ overrides: { num_bedrooms: 13 } }).success).toBe(false);
    expect(GenerateLayoutsBody.safeParse({ overrides: { square_footage: 20_001 } }).success).toBe(false);
    expect(GenerateLayoutsBody.safeParse({ overrides: { story: 11 } }).success).toBe(false);
    expect(
      GenerateLayoutsBody.safeParse({
        footprint: [
          [0, 0],
          [1, Infinity],
          [2, 2],
        ],
      }).success,
    ).toBe(false);
    expect(GenerateLayoutsBody.safeParse({ seed: 1, evil: true }).success).toBe(false);
  });
});
