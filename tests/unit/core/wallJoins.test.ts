import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point } from '../../../src/core/geometry/point';
import type { JoinedWall } from '../../../src/core/geometry/wallJoins';
import { joinedWall, joinWalls } from '../../../src/core/geometry/wallJoins';
import { WallJoinIndex } from '../../../src/core/geometry/wallJoinIndex';
import { cutJoinedWall } from '../../../src/core/geometry/wallJoinCuts';
import { faceChains } from '../../../src/core/geometry/wallDrawing';
import type { OpeningElement, WallElement } from '../../../src/core/model/elements';

const wall = (id: string, a: Point, b: Point, thickness: number): WallElement => ({
  id,
  type: 'wall',
  x: a.x,
  y: a.y,
  x2: b.x,
  y2: b.y,
  thickness,
  rotation: 0,
  snapPoints: [],
});

function area(poly: readonly Point[]): number {
  let s = 0;
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i] as Point;
    const q = poly[(i + 1) % poly.length] as Point;
    s += p.x * q.y - q.x * p.y;
  }
  return Math.abs(s) / 2;
}

const totalArea = (joined: ReadonlyMap<string, JoinedWall>) =>
  [...joined.values()].reduce((s, j) => s + j.polygons.reduce((t, p) => t + area(p), 0), 0);

function segDist(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const l2 = dx * dx + dy * dy;
  const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2));
  return Math.hypot(p.x - (a.x + dx * t), p.y - (a.y + dy * t));
}

/** Strictly inside: in the polygon (even-odd) and farther than `margin` from its edges. */
function inside(p: Point, poly: readonly Point[], margin: number): boolean {
  let odd = false;
  let near = Infinity;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i] as Point;
    const b = poly[j] as Point;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) odd = !odd;
    near = Math.min(near, segDist(p, a, b));
  }
  return odd && near > margin;
}

const band = (w: WallElement): Point[] => {
  const len = Math.hypot(w.x2 - w.x, w.y2 - w.y);
  const nx = (-(w.y2 - w.y) / len) * (w.thickness / 2);
  const ny = ((w.x2 - w.x) / len) * (w.thickness / 2);
  return [
    { x: w.x + nx, y: w.y + ny },
    { x: w.x2 + nx, y: w.y2 + ny },
    { x: w.x2 - nx, y: w.y2 - ny },
    { x: w.x - nx, y: w.y - ny },
  ];
};

/**
 * Samples a grid over the walls: points two walls' joined outlines both hold, and band points none holds (away
 * from `junction`: there a band's square end may poke past the other wall's face, which the join trims).
 */
function sample(
  walls: readonly WallElement[],
  joined: ReadonlyMap<string, JoinedWall>,
  steps = 90,
  junction?: { at: Point; r: number },
) {
  const all = walls.flatMap(band);
  const minX = Math.min(...all.map((p) => p.x));
  const maxX = Math.max(...all.map((p) => p.x));
  const minY = Math.min(...all.map((p) => p.y));
  const maxY = Math.max(...all.map((p) => p.y));
  const margin = 1e-6 * Math.max(maxX - minX, maxY - minY);
  let overlapping = 0;
  let uncovered = 0;
  for (let i = 0; i <= steps; i++) {
    for (let k = 0; k <= steps; k++) {
      const p = {
        x: minX + ((maxX - minX) * (i + 0.37)) / steps,
        y: minY + ((maxY - minY) * (k + 0.61)) / steps,
      };
      const owners = walls.filter((w) => joined.get(w.id)?.polygons.some((poly) => inside(p, poly, margin)));
      if (owners.length > 1) overlapping++;
      const nearJunction = junction && Math.hypot(p.x - junction.at.x, p.y - junction.at.y) < junction.r;
      if (owners.length === 0 && !nearJunction && walls.some((w) => inside(p, band(w), margin * 10)))
        uncovered++;
    }
  }
  return { overlapping, uncovered };
}

/** Face segment points that lie strictly inside another wall's joined outline (a face drawn across a junction). */
function facesInsideOthers(walls: readonly WallElement[], joined: ReadonlyMap<string, JoinedWall>): number {
  let bad = 0;
  for (const w of walls) {
    for (const [a, b] of joined.get(w.id)?.faces ?? []) {
      for (let s = 1; s < 40; s++) {
        const p = { x: a.x + ((b.x - a.x) * s) / 40, y: a.y + ((b.y - a.y) * s) / 40 };
        for (const o of walls) {
          if (o.id === w.id) continue;
          if (joined.get(o.id)?.polygons.some((poly) => inside(p, poly, 1e-6))) bad++;
        }
      }
    }
  }
  return bad;
}

const deg = (d: number) => (d * Math.PI) / 180;
const dir = (a: number): Point => ({ x: Math.cos(a), y: Math.sin(a) });
const along = (o: Point, d: Point, l: number): Point => ({ x: o.x + d.x * l, y: o.y + d.y * l });

const arbJunction = fc.record({
  angle: fc.double({ min: 30, max: 150, noNaN: true }),
  turn: fc.double({ min: 0, max: 360, noNaN: true }),
  t1: fc.double({ min: 4, max: 30, noNaN: true }),
  t2: fc.double({ min: 4, max: 30, noNaN: true }),
  l1: fc.double({ min: 120, max: 900, noNaN: true }),
  l2: fc.double({ min: 120, max: 900, noNaN: true }),
  ox: fc.double({ min: -5000, max: 5000, noNaN: true }),
  oy: fc.double({ min: -5000, max: 5000, noNaN: true }),
});
type Junction = typeof arbJunction extends fc.Arbitrary<infer T> ? T : never;

function makeL(j: Junction): WallElement[] {
  const o = { x: j.ox, y: j.oy };
  return [
    wall('a', along(o, dir(deg(j.turn)), j.l1), o, j.t1),
    wall('b', o, along(o, dir(deg(j.turn + j.angle)), j.l2), j.t2),
  ];
}

function makeT(j: Junction): WallElement[] {
  const o = { x: j.ox, y: j.oy };
  const d = dir(deg(j.turn));
  return [
    wall('a', along(o, d, -j.l1), along(o, d, j.l1 * 0.8), j.t1),
    wall('b', o, along(o, dir(deg(j.turn + j.angle)), j.l2), j.t2),
  ];
}

function makeX(j: Junction): WallElement[] {
  const o = { x: j.ox, y: j.oy };
  const d1 = dir(deg(j.turn));
  const d2 = dir(deg(j.turn + j.angle));
  return [
    wall('a', along(o, d1, -j.l1 * 0.6), along(o, d1, j.l1), j.t1),
    wall('b', along(o, d2, -j.l2), along(o, d2, j.l2 * 0.7), j.t2),
  ];
}

describe('wall joins', () => {
  it('a wall that meets no other wall keeps its band: four faces around a rectangle', () => {
    const w = wall('w', { x: 0, y: 0 }, { x: 100, y: 0 }, 10);
    const j = joinWalls([w, wall('far', { x: 500, y: 500 }, { x: 600, y: 500 }, 10)]).get('w');
    expect(j?.polygons).toHaveLength(1);
    expect(area(j?.polygons[0] ?? [])).toBeCloseTo(1000, 9);
    const chains = faceChains(j?.faces ?? []);
    expect(chains).toHaveLength(1);
    expect(chains[0]?.closed).toBe(true);
    expect(chains[0]?.points).toHaveLength(4);
  });

  it('an L of a 6" and a 10" wall is mitred: the outer faces meet at the outer corner, the inner at the inner', () => {
    const a = wall('a', { x: 100, y: 0 }, { x: 0, y: 0 }, 6);
    const b = wall('b', { x: 0, y: 0 }, { x: 0, y: 100 }, 10);
    const joined = joinWalls([a, b]);
    // The union fills the outer corner square: the two bands extended to the other's outer face.
    expect(totalArea(joined)).toBeCloseTo((100 + 5) * 6 + (100 + 3) * 10 - 6 * 10, 6);
    const corners = [...joined.values()].flatMap((j) => j.faces.flat());
    const has = (x: number, y: number) => corners.some((p) => Math.hypot(p.x - x, p.y - y) < 1e-9);
    expect(has(-5, -3)).toBe(true);
    expect(has(5, 3)).toBe(true);
    // No cap is drawn where they meet: the faces are two open runs per wall.
    for (const j of joined.values()) {
      expect(faceChains(j.faces)).toHaveLength(1);
      expect(faceChains(j.faces)[0]?.closed).toBe(false);
    }
    expect(facesInsideOthers([a, b], joined)).toBe(0);
  });

  it('a wall drawn a little short of the corner still joins it', () => {
    const a = wall('a', { x: 100, y: 0 }, { x: 2, y: 0 }, 6);
    const b = wall('b', { x: 0, y: 2 }, { x: 0, y: 100 }, 10);
    const joined = joinWalls([a, b]);
    expect(sample([a, b], joined).overlapping).toBe(0);
    expect(totalArea(joined)).toBeCloseTo((100 + 5) * 6 + (100 + 3) * 10 - 6 * 10, 6);
  });

  it('a T: the butting wall stops at the through wall, whose face is not drawn across the opening', () => {
    const through = wall('t', { x: -100, y: 0 }, { x: 100, y: 0 }, 10);
    // Drawn to the through wall's face, as users often do.
    const butt = wall('b', { x: 0, y: 5 }, { x: 0, y: 100 }, 6);
    const joined = joinWalls([through, butt]);
    const faces = joined.get('t')?.faces ?? [];
    // The far face runs whole; the near face stops either side of the butting wall.
    expect(faces).toContainEqual([
      { x: -100, y: -5 },
      { x: 100, y: -5 },
    ]);
    const near = faces.filter(([p, q]) => p.y === 5 && q.y === 5);
    expect(
      near
        .map(([p, q]) => [Math.min(p.x, q.x), Math.max(p.x, q.x)])
        .sort((p, q) => (p[0] as number) - (q[0] as number)),
    ).toEqual([
      [-100, -3],
      [3, 100],
    ]);
    const buttFaces = joined.get('b')?.faces ?? [];
    expect(Math.min(...buttFaces.flat().map((p) => p.y))).toBeCloseTo(5, 9);
    expect(totalArea(joined)).toBeCloseTo(200 * 10 + 95 * 6, 6);
    expect(facesInsideOthers([through, butt], joined)).toBe(0);
  });

  it('an X: neither wall draws a face through the crossing', () => {
    const a = wall('a', { x: -100, y: 0 }, { x: 100, y: 0 }, 10);
    const b = wall('b', { x: 0, y: -100 }, { x: 0, y: 100 }, 6);
    const joined = joinWalls([a, b]);
    expect(totalArea(joined)).toBeCloseTo(2000 + 1200 - 60, 6);
    expect(facesInsideOthers([a, b], joined)).toBe(0);
    // Each wall's faces: two per side of the crossing plus its two end caps.
    expect(joined.get('a')?.faces).toHaveLength(6);
  });

  it('three walls meeting at their ends (a Y) tile the junction', () => {
    const o = { x: 0, y: 0 };
    const walls = [0, 120, 240].map((d, i) => wall(`w${i}`, o, along(o, dir(deg(d)), 200), 8 + 4 * i));
    const joined = joinWalls(walls);
    const s = sample(walls, joined, 90, { at: o, r: 60 });
    expect(s.overlapping).toBe(0);
    expect(s.uncovered).toBe(0);
    expect(facesInsideOthers(walls, joined)).toBe(0);
  });

  it('fast-check: L, T and X joins of any angle and thickness never overlap, cover both walls and keep faces out of each other', () => {
    fc.assert(
      fc.property(arbJunction, fc.constantFrom(makeL, makeT, makeX), (j, make) => {
        const walls = make(j);
        const joined = joinWalls(walls);
        const r = (j.t1 + j.t2) / Math.sin(deg(j.angle));
        const s = sample(walls, joined, 60, { at: { x: j.ox, y: j.oy }, r });
        expect(s.overlapping).toBe(0);
        expect(s.uncovered).toBe(0);
        expect(facesInsideOthers(walls, joined)).toBe(0);
      }),
      { numRuns: 60 },
    );
  });

  it('fast-check: T and X joins have exactly the area of the walls less what they share', () => {
    fc.assert(
      fc.property(arbJunction, (j) => {
        const sin = Math.sin(deg(j.angle));
        const t = joinWalls(makeT(j));
        expect(totalArea(t)).toBeCloseTo(j.t1 * 1.8 * j.l1 + j.t2 * (j.l2 - j.t1 / 2 / sin), 6);
        const x = joinWalls(makeX(j));
        expect(totalArea(x)).toBeCloseTo(j.t1 * 1.6 * j.l1 + j.t2 * 1.7 * j.l2 - (j.t1 * j.t2) / sin, 6);
      }),
    );
  });

  it('joining a wall with only its neighbours from the index gives what joining the whole page gives', () => {
    const walls: WallElement[] = [];
    // A grid of rooms: every junction kind at once.
    for (let i = 0; i <= 4; i++) {
      walls.push(wall(`h${i}`, { x: 0, y: i * 300 }, { x: 1200, y: i * 300 }, 8));
      walls.push(wall(`v${i}`, { x: i * 300, y: 0 }, { x: i * 300, y: 1200 }, i % 2 ? 6 : 10));
    }
    const all = joinWalls(walls);
    const index = new WallJoinIndex(400);
    for (const w of walls) index.set(w);
    for (const w of walls) expect(joinedWall(w, index.neighbours(w))).toEqual(all.get(w.id));
    expect(sample(walls, all, 120).overlapping).toBe(0);
    expect(facesInsideOthers(walls, all)).toBe(0);
    index.delete('h0');
    expect(index.neighbours(walls[1] as WallElement).map((w) => w.id)).not.toContain('h0');
  });

  it('a door cuts the joined wall: no poché or face across the opening, a jamb line at each side', () => {
    const a = wall('a', { x: 0, y: 0 }, { x: 300, y: 0 }, 10);
    const b = wall('b', { x: 0, y: 0 }, { x: 0, y: 300 }, 10);
    const joined = joinWalls([a, b]).get('a') as JoinedWall;
    const door = { type: 'door', x: 150, y: 0, width: 36, wallId: 'a' } as unknown as OpeningElement;
    const cut = cutJoinedWall(a, joined, [door]);
    expect(cut.polygons.reduce((s, p) => s + area(p), 0)).toBeCloseTo(
      joined.polygons.reduce((s, p) => s + area(p), 0) - 360,
      6,
    );
    const inGap = (p: Point) => p.x > 132 + 1e-9 && p.x < 168 - 1e-9;
    expect(cut.faces.some(([p, q]) => inGap(p) || inGap(q) || (p.x < 132 && q.x > 168))).toBe(false);
    expect(cut.faces).toContainEqual([
      { x: 132, y: 5 },
      { x: 132, y: -5 },
    ]);
  });
});
