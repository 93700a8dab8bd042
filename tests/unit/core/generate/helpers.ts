import fc from 'fast-check';
import type {
  GenLayoutStyle,
  Plan,
  PlanRoom,
  PlanStory,
  Program,
  Vec,
} from '../../../../src/core/generate/types';

/** Programs people plausibly ask for: 1–3 stories, 0–5 bedrooms, baths in halves, 0–3 cars, 600–4,500 sf. */
export const programArb: fc.Arbitrary<Program> = fc
  .record({
    square_footage: fc.integer({ min: 60, max: 450 }).map((v) => v * 10),
    num_bedrooms: fc.integer({ min: 0, max: 5 }),
    halves: fc.integer({ min: 1, max: 9 }),
    num_car_garage: fc.integer({ min: 0, max: 3 }),
    story: fc.constantFrom(1, 1, 2, 3),
    layout_style: fc.constantFrom<GenLayoutStyle>('standard', 'maximize_bedrooms', 'open_living'),
  })
  .map(({ halves, ...p }) => ({ ...p, num_bathrooms: halves / 2 }));

export const box = (poly: readonly Vec[]) => {
  const xs = poly.map((p) => p[0]);
  const ys = poly.map((p) => p[1]);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
};

export const rect = (x0: number, y0: number, w: number, h: number): Vec[] => [
  [x0, y0],
  [x0 + w, y0],
  [x0 + w, y0 + h],
  [x0, y0 + h],
];

export function room(id: string, type: PlanRoom['type'], poly: Vec[], target?: number): PlanRoom {
  const b = box(poly);
  const area = ((b.x1 - b.x0) * (b.y1 - b.y0)) / 144;
  return {
    id,
    type,
    name: id,
    polygon: poly,
    area_sqft: area,
    ...(target !== undefined ? { target_sqft: target } : {}),
  };
}

export const allRooms = (plan: Plan): { story: PlanStory; room: PlanRoom }[] =>
  plan.stories.flatMap((story) => story.rooms.map((room) => ({ story, room })));
