import { describe, expect, it } from 'vitest';
import { doorGraphKey, generateVariants } from '../../../../src/core/generate/generate';
import { pointInPolygon, polygonInside } from '../../../../src/core/generate/geometry';
import { planToSvg } from '../../../../src/core/generate/svg';
import type { FrontSide, Plan, PlanStory, Program, Vec } from '../../../../src/core/generate/types';
import { allRooms } from './helpers';

/** What a user of "Generate layouts" notices first (issue 25): the generator's rules, one program at a time. */

const HOUSE: Program = {
  square_footage: 2200,
  num_bedrooms: 4,
  num_bathrooms: 2.5,
  num_car_garage: 2,
  story: 1,
  layout_style: 'standard',
};

const plansOf = (p: Program, seed = 1, count = 6): readonly Plan[] => {
  const res = generateVariants(p, { seed, count });
  if (!res.ok) throw new Error(`${res.reason}: ${res.message}`);
  return res.variants;
};

describe('stairs', () => {
  it('are buildable: IRC risers and treads for the floor-to-floor height, 36" clear, headroom, both ends', () => {
    for (const ftf of [118, 130]) {
      for (const plan of plansOf({ ...HOUSE, story: 2, floor_to_floor_in: ftf }, 3, 3)) {
        const [lower, upper] = plan.stories as [PlanStory, PlanStory];
        expect(lower.floor_to_floor_in).toBe(ftf);
        const stairs = lower.stairs ?? [];
        expect(stairs).toHaveLength(1);
        for (const s of stairs) {
          expect(s.riser_in).toBeLessThanOrEqual(7.75);
          expect(s.tread_in).toBeGreaterThanOrEqual(10);
          expect(s.width_in).toBeGreaterThanOrEqual(36);
          expect(s.headroom_in).toBeGreaterThanOrEqual(80);
          // The risers climb exactly one story.
          expect(s.risers * s.riser_in).toBeCloseTo(ftf, 1);
          // A bottom and a top end, in the stair room on each story, not at the same place.
          const room = lower.rooms.find((r) => r.id === s.room);
          const upRoom = upper.rooms.find((r) => r.id === s.upper_room);
          if (!room || !upRoom) throw new Error('stair rooms missing');
          expect(pointInPolygon(s.bottom, room.polygon)).toBe(true);
          expect(pointInPolygon(s.top, upRoom.polygon)).toBe(true);
          expect(s.bottom).not.toEqual(s.top);
          // The flights carry every riser; a landing joins each pair of flights.
          expect(s.flights.reduce((t, f) => t + f.risers, 0)).toBe(s.risers);
          expect(s.landings).toHaveLength(s.flights.length - 1);
        }
      }
    }
  }, 60_000);
});

describe('small units', () => {
  it('generates studios (no bedroom) from 300 sf and one-bedroom units from 400 sf', () => {
    const unit = { ...HOUSE, num_bathrooms: 1, num_car_garage: 0 };
    for (const [sf, beds] of [
      [300, 0],
      [420, 0],
      [400, 1],
      [450, 1],
    ] as const) {
      const plans = plansOf({ ...unit, square_footage: sf, num_bedrooms: beds });
      expect(plans.length).toBeGreaterThan(0);
      for (const plan of plans) {
        const types = allRooms(plan).map((x) => x.room.type);
        expect(types.filter((t) => t === 'bedroom' || t === 'primary_bedroom')).toHaveLength(beds);
        expect(types).toContain('living');
        expect(types).toContain('kitchen');
        expect(types.filter((t) => t === 'bathroom' || t === 'primary_bath')).toHaveLength(1);
      }
    }
  }, 60_000);
});

describe('variety', () => {
  const graphs = (plans: readonly Plan[]) => new Set(plans.map(doorGraphKey)).size;

  it('offers at least five door graphs among six variants, each a whole plan that passes the gates', () => {
    const plans = plansOf(HOUSE);
    expect(plans).toHaveLength(6);
    expect(graphs(plans)).toBeGreaterThanOrEqual(5);
    // An alternative of a plan is another plan, named as one: the walk-in closet through the primary bath, or a
    // service room opening on another room its parti allows.
    const alternatives = plans.filter((p) => p.template.includes('+'));
    for (const alt of alternatives) expect(alt.template).toMatch(/\+[wst]$/);
  }, 60_000);

  it('shows the three two-story partis: bedrooms up, primary suite down, and the center-hall colonial', () => {
    const plans = plansOf({ ...HOUSE, square_footage: 2000, story: 2 }, 1);
    expect(new Set(plans.map((p) => p.parti))).toEqual(new Set(['two_story', 'primary_down', 'colonial']));
    // The colonial keeps the living room in front, beside the entry.
    const colonial = plans.find((p) => p.parti === 'colonial') as Plan;
    const ground = colonial.stories[0] as PlanStory;
    const foyer = ground.rooms.find((r) => r.type === 'foyer');
    const living = ground.rooms.find((r) => r.type === 'living');
    if (!foyer || !living) throw new Error('foyer or living room missing');
    const minY = (poly: readonly Vec[]) => Math.min(...poly.map((v) => v[1]));
    expect(minY(living.polygon)).toBe(minY(foyer.polygon));
  }, 60_000);
});

describe('program sense', () => {
  it('plans a one-bedroom house of any size, which the center-hall plan alone could not', () => {
    const plans = plansOf({
      ...HOUSE,
      square_footage: 940,
      num_bedrooms: 1,
      num_bathrooms: 1,
      num_car_garage: 0,
    });
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.some((p) => p.parti === 'adu_side')).toBe(true);
    for (const plan of plans) expect(allRooms(plan).some((x) => x.room.type === 'foyer')).toBe(true);
  }, 60_000);

  it('refuses a program with no full bath, citing IRC R306 and suggesting one', () => {
    for (const baths of [0, 0.5]) {
      const res = generateVariants({ ...HOUSE, num_bathrooms: baths }, { seed: 1 });
      if (res.ok) throw new Error('expected a refusal');
      expect(res.reason).toBe('no_full_bath');
      expect(res.message).toContain('R306');
      expect(res.suggestion?.overrides.num_bathrooms).toBe(baths + 1);
    }
  });

  it('refuses more than three stories as outside the residential code, offering three', () => {
    for (const story of [4, 6, 10]) {
      const res = generateVariants({ ...HOUSE, square_footage: 9000, story }, { seed: 1 });
      if (res.ok) throw new Error('expected a refusal');
      expect(res.reason).toBe('outside_residential_code');
      expect(res.message).toMatch(/residential code/);
      expect(res.suggestion?.overrides.story).toBe(3);
    }
  });

  it('fits a shallow lot by setting the garage beside the house, flush with its front', () => {
    // 99 × 80 ft with the usual setbacks leaves 89 × 45 ft: too shallow for a garage that projects.
    const lot = {
      polygon: [
        [0, 0],
        [99 * 12, 0],
        [99 * 12, 80 * 12],
        [0, 80 * 12],
      ] as Vec[],
      setbacks_in: { front: 240, side: 60, rear: 180 },
    };
    const plans = plansOf({ ...HOUSE, square_footage: 1680, num_bedrooms: 3, num_car_garage: 1, lot });
    for (const plan of plans) {
      const rooms = allRooms(plan).map((x) => x.room);
      const minY = (poly: readonly Vec[]) => Math.min(...poly.map((v) => v[1]));
      const garage = rooms.find((r) => r.type === 'garage');
      const foyer = rooms.find((r) => r.type === 'foyer');
      if (!garage || !foyer) throw new Error('garage or foyer missing');
      expect(minY(garage.polygon)).toBe(minY(foyer.polygon));
      for (const r of rooms) for (const [, y] of r.polygon) expect(y).toBeLessThanOrEqual(20 * 12 + 45 * 12);
    }
  }, 60_000);

  it('holds a 2,200 sf one-story plan on a 70 × 60 ft L-shaped lot with 5 ft setbacks', () => {
    // The rear-right 25 × 20 ft is not the lot's: inside the setbacks, a 60 × 30 ft bar and a 35 × 20 ft leg.
    const lot = {
      polygon: [
        [0, 0],
        [70 * 12, 0],
        [70 * 12, 40 * 12],
        [45 * 12, 40 * 12],
        [45 * 12, 60 * 12],
        [0, 60 * 12],
      ] as Vec[],
      setbacks_in: { front: 60, side: 60, rear: 60 },
    };
    const program: Program = { ...HOUSE, num_bedrooms: 3, num_bathrooms: 2, num_car_garage: 0, lot };
    const plans = plansOf(program, 7);
    const buildable: Vec[] = [
      [60, 60],
      [65 * 12, 60],
      [65 * 12, 35 * 12],
      [40 * 12, 35 * 12],
      [40 * 12, 55 * 12],
      [60, 55 * 12],
    ];
    for (const plan of plans) {
      // The program's area, not the smaller house the lot would take whole.
      expect(Math.abs(plan.scores.total_area_error_pct)).toBeLessThanOrEqual(5);
      for (const { room } of allRooms(plan))
        expect(polygonInside(room.polygon, buildable), `${plan.template}: ${room.name}`).toBe(true);
    }
    // The house fills the L: its leg holds a wing (the primary suite behind the living room, or the bedrooms).
    expect(plans.some((p) => p.parti === 'suite_wing' || p.parti === 'l_wing')).toBe(true);
  });
});

describe('the preview drawing', () => {
  it('swings the entry door into the house whichever side the front faces', () => {
    for (const frontSide of ['south', 'north', 'east', 'west'] as FrontSide[]) {
      const res = generateVariants(HOUSE, { seed: 2, count: 1, frontSide });
      if (!res.ok) throw new Error(res.message);
      const plan = res.variants[0] as Plan;
      const story = plan.stories[0] as PlanStory;
      const svg = planToSvg(plan);
      // The drawing is 1 px per inch with y flipped: recover the offset from the first room's first point.
      const first = story.rooms[0];
      const pts = /<polygon points="([-\d.]+),([-\d.]+)/.exec(svg);
      if (!first || !pts) throw new Error('no room drawn');
      const [px, py] = first.polygon[0] as Vec;
      const dx = Number(pts[1]) - px;
      const top = Number(pts[2]) + py;
      const entry = story.doors.find((d) => d.kind === 'entry');
      const house = story.rooms.find((r) => r.id === entry?.between[0]);
      if (!entry?.swing || !house) throw new Error('no entry door with a swing');
      const [hx, hy] = entry.swing.hinge;
      const leaf = new RegExp(
        `<line x1="${String(Math.round((hx + dx) * 10) / 10)}" y1="${String(Math.round((top - hy) * 10) / 10)}" x2="([-\\d.]+)" y2="([-\\d.]+)" stroke="#222" stroke-width="1.5"/>`,
      ).exec(svg);
      if (!leaf) throw new Error(`${frontSide}: no leaf drawn from the entry's hinge`);
      const tip: Vec = [Number(leaf[1]) - dx, top - Number(leaf[2])];
      // Halfway along the open leaf is inside the room the entry serves, not outside the house.
      const mid: Vec = [(hx + tip[0]) / 2, (hy + tip[1]) / 2];
      expect(pointInPolygon(mid, house.polygon), `${frontSide} entry leaf`).toBe(true);
    }
  });
});
