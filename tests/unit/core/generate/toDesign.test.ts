import { describe, expect, it } from 'vitest';
import { PagesSchema } from '../../../../src/contract/drawing';
import { exportDxf } from '../../../../src/core/export/dxf';
import { exportSvg } from '../../../../src/core/export/svg';
import { generateVariants } from '../../../../src/core/generate/generate';
import { planToPages } from '../../../../src/core/generate/toDesign';
import type { Plan, Program } from '../../../../src/core/generate/types';
import { doorSymbol, openingJambs, roomArea } from '../../../../src/core/geometry/buildingGeometry';
import { lineEndpoints } from '../../../../src/core/geometry/elementGeometry';
import { distanceToSegment, pointInPolygon } from '../../../../src/core/geometry/segment';
import { dimensionsOf } from '../../../../src/core/export/dimensions';
import type {
  DimensionElement,
  DoorElement,
  DrawingElement,
  OpeningElement,
  RoomElement,
  WallElement,
} from '../../../../src/core/model/elements';
import { px2ToSqft } from '../../../../src/core/units';
import DxfParser from 'dxf-parser';
import fc from 'fast-check';
import { FRONT_SIDES } from '../../../../src/core/generate/types';
import { programArb } from './helpers';

const IRC: Program = {
  square_footage: 2200,
  num_bedrooms: 4,
  num_bathrooms: 2.5,
  num_car_garage: 2,
  story: 1,
  layout_style: 'standard',
};

function firstVariant(program: Program, seed: number): Plan {
  const res = generateVariants(program, { seed, count: 1 });
  if (!res.ok) throw new Error(res.message);
  return res.variants[0] as Plan;
}

const ofType = <T extends DrawingElement>(els: readonly DrawingElement[], type: T['type']): T[] =>
  els.filter((el): el is T => el.type === type);

/** Within a millionth of an inch, in world units. */
const ON = 96e-6;

describe('planToPages: a generated plan adopted as native elements', () => {
  const plan = firstVariant(IRC, 11);
  const pages = planToPages(plan);
  const [page] = pages;
  const story = plan.stories[0];
  if (!page || !story) throw new Error('no story');

  it('makes valid version 3 pages, one per story, the same every time', () => {
    expect(PagesSchema.safeParse(pages).success).toBe(true);
    expect(pages.map((p) => p.name)).toEqual(['Level 1']);
    expect(planToPages(plan)).toEqual(pages);
  });

  it('has one room element per plan room, named as the plan and measuring its area within half a square foot', () => {
    const rooms = ofType<RoomElement>(page.elements, 'room');
    expect(rooms).toHaveLength(story.rooms.length);
    for (const planRoom of story.rooms) {
      const room = rooms.find((r) => r.name === planRoom.name && r.id.endsWith(`-${planRoom.id}`));
      if (!room) throw new Error(`missing ${planRoom.name}`);
      expect(Math.abs(px2ToSqft(roomArea(room)) - planRoom.area_sqft)).toBeLessThanOrEqual(0.5);
    }
  });

  it('places every door and window on the centre line of its wall, inside the wall, at the wall thickness', () => {
    const walls = new Map(ofType<WallElement>(page.elements, 'wall').map((w) => [w.id, w]));
    expect(walls.size).toBe(story.walls.length);
    const openings = page.elements.filter(
      (el): el is OpeningElement => el.type === 'door' || el.type === 'window',
    );
    expect(openings).toHaveLength(story.doors.length + story.windows.length);
    for (const o of openings) {
      const wall = walls.get(o.wallId ?? '');
      if (!wall) throw new Error(`${o.id} has no wall`);
      const [a, b] = lineEndpoints(wall);
      for (const p of [{ x: o.x, y: o.y }, ...openingJambs(o)])
        expect(distanceToSegment(p, a, b), o.id).toBeLessThanOrEqual(ON);
      expect(o.thickness).toBe(wall.thickness);
    }
  });

  it('keeps each door kind and width, and swings leaves into rooms rather than into the hall', () => {
    const doors = ofType<DoorElement>(page.elements, 'door');
    const byId = new Map(doors.map((d) => [d.id.replace(/^s1-/, ''), d]));
    for (const pd of story.doors) {
      const d = byId.get(pd.id);
      expect(d?.kind).toBe(pd.kind);
      expect(d?.width).toBe(pd.width_in * 96);
    }
    const rooms = new Map(story.rooms.map((r) => [r.id, r]));
    const hallDoors = story.doors.filter(
      (pd) =>
        pd.kind === 'swing' &&
        pd.between.some((id) => rooms.get(id)?.type === 'hall') &&
        pd.between.some((id) => ['bedroom', 'bathroom', 'closet'].includes(rooms.get(id)?.type ?? '')),
    );
    expect(hallDoors.length).toBeGreaterThan(0);
    for (const pd of hallDoors) {
      const d = byId.get(pd.id) as DoorElement;
      const served = story.rooms.find((r) => pd.between.includes(r.id) && r.type !== 'hall');
      const room = ofType<RoomElement>(page.elements, 'room').find((r) => r.id === `s1-${served?.id}`);
      // The open leaf (its middle) lies inside the room it serves.
      const [p, q] = doorSymbol(d).lines.at(-1) as readonly [
        { x: number; y: number },
        { x: number; y: number },
      ];
      const tip = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
      const pts = (room as RoomElement).points.map((p) => ({
        x: (room as RoomElement).x + p.x,
        y: (room as RoomElement).y + p.y,
      }));
      const xs = pts.map((p) => p.x);
      const ys = pts.map((p) => p.y);
      expect(tip.x).toBeGreaterThan(Math.min(...xs));
      expect(tip.x).toBeLessThan(Math.max(...xs));
      expect(tip.y).toBeGreaterThan(Math.min(...ys));
      expect(tip.y).toBeLessThan(Math.max(...ys));
    }
  });

  it('dimensions the footprint overall, to the outside faces of the exterior walls', () => {
    const dims = ofType<DimensionElement>(page.elements, 'dimension');
    expect(dims).toHaveLength(2);
    const xs = story.footprint.map((p) => p[0]);
    const width = Math.max(...xs) - Math.min(...xs) + 6.5;
    const [label] = dimensionsOf(dims[0] as DimensionElement, 'feet', 0).map((d) => d.label);
    const feet = Math.floor(width / 12);
    expect(label).toMatch(new RegExp(`^${feet}' `));
  });

  it('exports walls, doors, windows, room tags and dimensions on their AIA layers, and the DXF re-reads', () => {
    const svg = exportSvg(pages, { unit: 'feet', dimensions: false });
    for (const layer of ['A-WALL', 'A-DOOR', 'A-GLAZ', 'A-AREA-IDEN', 'A-ANNO-DIMS'])
      expect(svg.split(`<g data-layer="${layer}">`)[1]?.startsWith('</g>'), layer).toBe(false);
    const doc = new DxfParser().parseSync(
      exportDxf(pages, { unit: 'feet', dimensions: false }),
    ) as unknown as {
      entities: {
        type: string;
        layer: string;
        name?: string;
        text?: string;
        vertices?: { x: number; y: number }[];
      }[];
      blocks: Record<string, { entities?: { type: string }[] }>;
    };
    const on = (layer: string, type?: string) =>
      doc.entities.filter((e) => e.layer === layer && (!type || e.type === type));
    // Walls are cut at their openings: no wall outline covers the middle of a door or window.
    const wallOutlines = on('A-WALL', 'LWPOLYLINE').map((e) => e.vertices ?? []);
    expect(wallOutlines.length).toBeGreaterThan(story.walls.length);
    for (const o of page.elements.filter((el) => el.type === 'door' || el.type === 'window')) {
      const c = { x: o.x / 96, y: -o.y / 96 };
      expect(
        wallOutlines.some((v) => pointInPolygon(c, v)),
        o.id,
      ).toBe(false);
    }
    // Doors and windows are INSERTs of their blocks: a swinging door's block has its swing ARC.
    const blockOf = (e: { name?: string }) => doc.blocks[e.name ?? '']?.entities ?? [];
    const swinging = story.doors.filter((d) => d.kind === 'swing' || d.kind === 'entry').length;
    expect(on('A-DOOR', 'INSERT')).toHaveLength(story.doors.length);
    expect(on('A-DOOR', 'INSERT').filter((e) => blockOf(e).some((x) => x.type === 'ARC'))).toHaveLength(
      swinging,
    );
    // Five lines a window: two jambs, two sills, the glass.
    expect(on('A-GLAZ', 'INSERT')).toHaveLength(story.windows.length);
    for (const w of on('A-GLAZ', 'INSERT'))
      expect(blockOf(w).filter((x) => x.type === 'LINE')).toHaveLength(5);
    expect(on('A-AREA-IDEN', 'LWPOLYLINE')).toHaveLength(story.rooms.length);
    const tags = on('A-AREA-IDEN', 'TEXT').map((e) => e.text);
    for (const r of story.rooms) expect(tags).toContain(r.name);
    expect(on('A-ANNO-DIMS', 'DIMENSION')).toHaveLength(2);
  });

  it('gives every story of a two-story plan its own page, ids unique within the design', () => {
    const two = planToPages(firstVariant({ ...IRC, story: 2 }, 5));
    expect(two.map((p) => p.name)).toEqual(['Level 1', 'Level 2']);
    expect(PagesSchema.safeParse(two).success).toBe(true);
    for (const p of two) expect(ofType<RoomElement>(p.elements, 'room').length).toBeGreaterThan(0);
  });
});

describe('planToPages over random programs', () => {
  it('always gives valid pages whose rooms keep their areas and whose openings all sit in their walls', () => {
    fc.assert(
      fc.property(programArb, fc.constantFrom(...FRONT_SIDES), fc.nat(1000), (program, frontSide, seed) => {
        const res = generateVariants(program, { seed, count: 1, frontSide });
        if (!res.ok) return;
        const plan = res.variants[0] as Plan;
        const pages = planToPages(plan);
        expect(PagesSchema.safeParse(pages).success).toBe(true);
        pages.forEach((page, i) => {
          const story = plan.stories[i];
          if (!story) throw new Error('a page without a story');
          const rooms = ofType<RoomElement>(page.elements, 'room');
          expect(rooms).toHaveLength(story.rooms.length);
          rooms.forEach((room, k) =>
            expect(
              Math.abs(px2ToSqft(roomArea(room)) - (story.rooms[k]?.area_sqft ?? 0)),
            ).toBeLessThanOrEqual(0.5),
          );
          const walls = new Map(ofType<WallElement>(page.elements, 'wall').map((w) => [w.id, w]));
          for (const o of page.elements.filter(
            (el): el is OpeningElement => el.type === 'door' || el.type === 'window',
          )) {
            const wall = walls.get(o.wallId ?? '');
            if (!wall) throw new Error(`${o.id} is in no wall`);
            const [a, b] = lineEndpoints(wall);
            for (const p of [{ x: o.x, y: o.y }, ...openingJambs(o)])
              expect(distanceToSegment(p, a, b)).toBeLessThanOrEqual(ON);
          }
        });
      }),
      { numRuns: 8, seed: 21 },
    );
  }, 60_000);
});
