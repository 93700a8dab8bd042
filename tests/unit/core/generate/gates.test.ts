import { describe, expect, it } from 'vitest';
import { generateVariants } from '../../../../src/core/generate/generate';
import { checkGates } from '../../../../src/core/generate/gates';
import type { GateName, Plan, PlanStory, Vec } from '../../../../src/core/generate/types';
import { box, rect } from './helpers';

/** A two-story generated plan, broken one way at a time: each gate must name what broke. */

const res = generateVariants(
  {
    square_footage: 2200,
    num_bedrooms: 4,
    num_bathrooms: 2.5,
    num_car_garage: 2,
    story: 2,
    layout_style: 'standard',
  },
  { seed: 5, count: 1 },
);
if (!res.ok) throw new Error(res.message);
const plan = res.variants[0] as Plan;

const failing = (p: Plan): GateName[] =>
  checkGates(p)
    .filter((g) => !g.passed)
    .map((g) => g.gate);
const story0 = plan.stories[0] as PlanStory;
const withStory = (level: number, s: Partial<PlanStory>): Plan => ({
  ...plan,
  stories: plan.stories.map((x) => (x.level === level ? { ...x, ...s } : x)),
});
const find = (type: string, s: PlanStory = story0) => {
  const r = s.rooms.find((x) => x.type === type);
  if (!r) throw new Error(`no ${type}`);
  return r;
};
const storyWith = (type: string) => {
  const s = plan.stories.find((x) => x.rooms.some((r) => r.type === type));
  if (!s) throw new Error(`no ${type}`);
  return s;
};

describe('checkGates', () => {
  it('passes the generated plan', () => {
    expect(checkGates(plan).map((g) => [g.gate, g.passed, g.detail])).toEqual(
      checkGates(plan).map((g) => [g.gate, true, '']),
    );
  });

  it('catches overlapping rooms', () => {
    const [a, b] = story0.rooms;
    if (!a || !b) throw new Error('rooms');
    const moved = { ...b, polygon: a.polygon };
    expect(failing(withStory(0, { rooms: story0.rooms.map((r) => (r.id === b.id ? moved : r)) }))).toContain(
      'no_overlap',
    );
  });

  it('catches a room outside the footprint (story outline or the lot)', () => {
    const bed = find('bedroom', storyWith('bedroom'));
    const s = storyWith('bedroom');
    const out = s.rooms.map((r) =>
      r.id === bed.id ? { ...r, polygon: r.polygon.map(([x, y]): Vec => [x + 10_000, y]) } : r,
    );
    expect(failing(withStory(s.level, { rooms: out }))).toContain('inside_footprint');
    const lot: Vec[] = rect(-5, -5, 10, 10);
    expect(failing({ ...plan, program: { ...plan.program, footprint: lot } })).toContain('inside_footprint');
  });

  it('catches a room no door reaches', () => {
    const s = storyWith('primary_bedroom');
    const bed = find('primary_bedroom', s);
    const doors = s.doors.filter((d) => !d.between.includes(bed.id));
    const g = checkGates(withStory(s.level, { doors })).find((x) => x.gate === 'reachable');
    expect(g?.passed).toBe(false);
    expect(g?.detail).toContain('Primary bedroom');
  });

  it('catches a door that is not on a shared wall', () => {
    const d = story0.doors.find((x) => x.kind === 'swing');
    if (!d) throw new Error('door');
    const doors = story0.doors.map((x) => (x.id === d.id ? { ...x, center: [-999, -999] as Vec } : x));
    expect(failing(withStory(0, { doors }))).toContain('reachable');
  });

  it('catches bedroom and bathroom counts that differ from the program', () => {
    expect(failing({ ...plan, program: { ...plan.program, num_bedrooms: 5 } })).toContain('room_counts');
    expect(failing({ ...plan, program: { ...plan.program, num_bathrooms: 3 } })).toContain('room_counts');
  });

  it('catches a habitable room under 70 sf or 7 ft', () => {
    const s = storyWith('bedroom');
    const bed = find('bedroom', s);
    const b = box(bed.polygon);
    const narrow = { ...bed, polygon: rect(b.x0, b.y0, 80, b.y1 - b.y0) };
    expect(
      failing(withStory(s.level, { rooms: s.rooms.map((r) => (r.id === bed.id ? narrow : r)) })),
    ).toContain('habitable_size');
  });

  it('catches a bedroom without an egress window on an exterior wall', () => {
    const s = storyWith('bedroom');
    const bed = find('bedroom', s);
    expect(failing(withStory(s.level, { windows: s.windows.filter((w) => w.room !== bed.id) }))).toContain(
      'bedroom_egress',
    );
    // The gate reads the window's own sizes, not its egress flag: a 48" sill is out of reach (R310.2.2).
    const small = s.windows.map((w) => (w.room === bed.id ? { ...w, sill_in: 48, egress: true } : w));
    expect(failing(withStory(s.level, { windows: small }))).toContain('bedroom_egress');
  });

  it('catches a garage door into a bedroom', () => {
    const garage = find('garage');
    const doors = [
      ...story0.doors,
      {
        id: 'dx',
        between: [garage.id, find('living').id] as [string, string],
        center: [0, 0] as Vec,
        width_in: 32,
        kind: 'swing' as const,
      },
    ];
    expect(failing(withStory(0, { doors }))).not.toContain('garage_door');
    const bedStory = withStory(0, {
      rooms: story0.rooms.map((r) => (r.type === 'living' ? { ...r, type: 'bedroom' as const } : r)),
      doors,
    });
    expect(failing(bedStory)).toContain('garage_door');
  });

  it('catches a stair that moves between stories or is too narrow', () => {
    const upper = plan.stories[1] as PlanStory;
    const st = find('stair', upper);
    const moved = upper.rooms.map((r) =>
      r.id === st.id ? { ...r, polygon: r.polygon.map(([x, y]): Vec => [x + 12, y]) } : r,
    );
    expect(failing(withStory(1, { rooms: moved }))).toContain('stair');
    const narrowAll: Plan = {
      ...plan,
      stories: plan.stories.map((s) => ({
        ...s,
        rooms: s.rooms.map((r) => {
          if (r.type !== 'stair') return r;
          const b = box(r.polygon);
          return { ...r, polygon: rect(b.x0, b.y0, b.x1 - b.x0, 30) };
        }),
      })),
    };
    expect(failing(narrowAll)).toContain('stair');
  });
});
