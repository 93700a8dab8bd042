import { describe, expect, it } from 'vitest';
import { analyzeDxf } from '../../../src/formats/dxf/analyze';
import { makeLimits } from '../../../src/formats/limits';
import { corpusBytes } from './corpus';
import { line, minimalDxf } from './dxf-builders';
import type { DrawnRoom } from './plan-fixtures';
import { officePlanDxf, TIMBER_HIDDEN_ENTITIES, timberSheetDxf } from './plan-fixtures';

const roomWarnings = (warnings: string[]): string[] => warnings.filter((w) => /rooms/i.test(w));

/** Every drawn room is listed once, by its name, with its area within 1 %. */
function expectRooms(found: { label: string | null; area: number }[], drawn: DrawnRoom[]): void {
  expect(found.map((r) => r.label).sort()).toEqual(drawn.map((r) => r.label).sort());
  for (const room of drawn) {
    const match = found.find((r) => r.label === room.label);
    expect(Math.abs((match?.area ?? 0) - room.area) / room.area).toBeLessThan(0.01);
  }
}

describe('rooms of an office plan with walls on named layers (like hold-out A02)', () => {
  for (const walls of ['lines', 'polylines'] as const) {
    it(`finds the seven rooms behind doors and windows, walls drawn as ${walls}`, () => {
      const plan = officePlanDxf({ walls });
      const { processed } = analyzeDxf(plan.bytes, makeLimits());
      expectRooms(processed.rooms, plan.rooms);
      expect(processed.rooms.find((r) => r.label === 'Corridor')?.area_m2).toBe(35.46);
      expect(processed.rooms.find((r) => r.label === 'Store')?.area_m2).toBe(12);
      // The meeting table (4.32 m²) and the desks on A-FURN are furniture, not rooms.
      expect(processed.rooms.every((r) => r.area_m2 !== null && r.area_m2 >= 12)).toBe(true);
      expect(roomWarnings(processed.warnings)).toEqual([]);
    });
  }

  for (const [exterior, interior] of [
    ['MUR-EXT', 'MUR-INT'],
    ['Wand außen', 'Wand innen'],
    ['壁-外', '壁-内'],
    ['Walls', 'A.Wall_Internal'],
  ] as const) {
    it(`reads walls on layers named "${exterior}" and "${interior}"`, () => {
      const plan = officePlanDxf({ walls: 'lines', exteriorLayer: exterior, interiorLayer: interior });
      expectRooms(analyzeDxf(plan.bytes, makeLimits()).processed.rooms, plan.rooms);
    });
  }

  it('takes closed outlines on the area layer as the rooms, exactly as drawn', () => {
    const plan = officePlanDxf({ walls: 'lines', areaOutlines: true });
    const { processed } = analyzeDxf(plan.bytes, makeLimits());
    expectRooms(processed.rooms, plan.rooms);
    for (const room of processed.rooms) {
      const drawn = plan.rooms.find((r) => r.label === room.label);
      expect(room.area).toBe(drawn?.area);
    }
  });

  it('does not let walls on a layer that is off close rooms', () => {
    const plan = officePlanDxf({ walls: 'lines', offLayers: ['A-WALL-INTR'] });
    const { processed } = analyzeDxf(plan.bytes, makeLimits());
    // Only the exterior walls are shown: one space inside them, 19.7 × 11.7 m.
    expect(processed.rooms).toHaveLength(1);
    expect(processed.rooms[0]?.area_m2).toBeCloseTo(230.49, 2);
  });

  it('labels no room with a name on a layer that is off', () => {
    const plan = officePlanDxf({ walls: 'lines', offLayers: ['A-AREA-IDEN'] });
    const { processed } = analyzeDxf(plan.bytes, makeLimits());
    expect(processed.rooms).toHaveLength(7);
    expect(processed.rooms.map((r) => r.label)).toEqual(Array.from({ length: 7 }, () => null));
  });

  it('says why when the walls enclose nothing', () => {
    const bytes = minimalDxf([
      ...line(0, 0, 10, 0, 'A-WALL'),
      ...line(0, 0.2, 10, 0.2, 'A-WALL'),
      ...line(0, 0, 0, 0.2, 'A-WALL'),
      ...line(10, 0, 10, 0.2, 'A-WALL'),
      ...line(2, 3, 8, 3, 'A-FURN'),
    ]);
    const { processed } = analyzeDxf(bytes, makeLimits());
    expect(processed.rooms).toEqual([]);
    expect(roomWarnings(processed.warnings)).toEqual([
      'No rooms found: the walls on layer "A-WALL" enclose no space of 1.5–20,000 m² and at least 0.6 m wide, ' +
        'even with openings up to 3 m closed',
    ]);
  });
});

describe('many rooms', () => {
  it('lists the 500 largest of 520 room outlines and says so', () => {
    const outlines: [number, string | number][] = [];
    for (let i = 0; i < 520; i += 1) {
      const x = (i % 26) * 10;
      const y = Math.floor(i / 26) * 10;
      const side = 2 + i / 100; // 2 m to 7.19 m squares, all different
      outlines.push([0, 'LWPOLYLINE'], [8, 'A-AREA'], [90, 4], [70, 1]);
      for (const [px, py] of [
        [x, y],
        [x + side, y],
        [x + side, y + side],
        [x, y + side],
      ] as const)
        outlines.push([10, px], [20, py]);
    }
    const { processed } = analyzeDxf(minimalDxf(outlines), makeLimits());
    expect(processed.rooms).toHaveLength(500);
    expect(processed.rooms[0]?.area_m2).toBeCloseTo(7.19 * 7.19, 3);
    expect(processed.rooms[499]?.area_m2).toBeCloseTo(2.2 * 2.2, 3);
    expect(roomWarnings(processed.warnings)).toEqual(['Only the 500 largest of 520 rooms are listed']);
  });
});

describe('a timber-frame sheet with thousands of entities on off layers far away (like hold-out A04)', () => {
  const bytes = timberSheetDxf();

  it('finds no rooms and says why, naming the layers it left out', () => {
    const { processed } = analyzeDxf(bytes, makeLimits());
    expect(processed.rooms).toEqual([]);
    expect(roomWarnings(processed.warnings)).toEqual([
      'No rooms found: no layer is named for walls (such as A-WALL, Walls, MUR, Wand or 壁) or room outlines ' +
        '(A-AREA, Rooms), and the visible lines enclose no space of 1.5–20,000 m² and at least 0.6 m wide; ' +
        '3,681 entities on layers that are off or frozen ("REF-1", "REF-2", "REF-3", "REF-4", "REF-5", …) were left out',
    ]);
    // The entities are still read and counted: only the room search skips them.
    const hidden = processed.layers.filter((l) => l.off).reduce((sum, l) => sum + l.entity_count, 0);
    expect(hidden).toBe(TIMBER_HIDDEN_ENTITIES);
  });

  it('spends none of the search budget on them (420,000 crossings would exceed a budget of 1,000)', () => {
    const { processed } = analyzeDxf(bytes, makeLimits({ maxRoomCrossings: 1_000 }));
    expect(roomWarnings(processed.warnings).join('\n')).toMatch(/^No rooms found: /);
  });
});

describe('rooms of the corpus drawings', () => {
  it('A05 (Barcelona pavilion plan): the closed rooms of the annex, from "Walls", "Crystal" and "Cancel"', () => {
    const { processed } = analyzeDxf(corpusBytes('A05_barcelona_pavilion_plan_AC1027.dxf'), makeLimits());
    expect(processed.rooms.map((r) => r.area_m2)).toEqual([19.6526, 13.7276, 5.78575, 2.92455, 2.92455]);
    expect(roomWarnings(processed.warnings)).toEqual([]);
  });

  it('A06 (the same pavilion on a sheet with elevations) lists the plan’s annex rooms too', () => {
    const { processed } = analyzeDxf(corpusBytes('A06_barcelona_pavilion_sheet_AC1015.dxf'), makeLimits());
    const areas = processed.rooms.map((r) => r.area);
    for (const area of [19.6526, 13.7276, 5.78575]) expect(areas).toContain(area);
    // $INSUNITS claims inches for metre geometry, so no m² figure is given.
    expect(processed.rooms.every((r) => r.area_m2 === null)).toBe(true);
  });

  it('A08 (house outline on one layer): the lot and the six building outlines inside it', () => {
    const { processed } = analyzeDxf(corpusBytes('A08_house_outline_solvespace_AC1021.dxf'), makeLimits());
    expect(processed.rooms.map((r) => r.area)).toEqual([
      1022.6, 114, 42.7735, 41.4546, 30.929, 15.7561, 8.25046,
    ]);
  });

  it('B12 (10,052 lines of one outline): one closed outline, found within the budget', () => {
    const { processed } = analyzeDxf(corpusBytes('B12_ezdxf_us_main_lines_1_8MB_R2013.dxf'), makeLimits());
    expect(processed.rooms).toHaveLength(1);
    expect(processed.rooms[0]?.area).toBe(111.456);
    expect(roomWarnings(processed.warnings)).toEqual([]);
  });
});
