import { describe, expect, it } from 'vitest';
import { selectionLabels } from '../../../src/client/editor/render/dimensionLabels';
import { editTypedEntry } from '../../../src/client/editor/tools/drafting/typedEntry';
import { addChainedWall } from '../../../src/core/commands/chainWall';
import { lineEndpoints } from '../../../src/core/geometry/elementGeometry';
import { centreLineOfFace } from '../../../src/core/geometry/faceLine';
import { alongWall, wallFrame } from '../../../src/core/geometry/openingPlacement';
import { faceSpan, joinedWallIn, wallLengths } from '../../../src/core/geometry/wallMeasure';
import { openingJambs } from '../../../src/core/geometry/buildingGeometry';
import type { DrawingElement, OpeningElement, WallElement } from '../../../src/core/model/elements';
import { finalizeElement } from '../../../src/core/model/snapPoints';
import { inchesToPx } from '../../../src/core/units';
import { Driver, pageOf } from './driver';

const ft = (feet: number, inches = 0): number => inchesToPx(feet * 12 + inches);
const T = ft(0, 6);

const wall = (id: string, x: number, y: number, x2: number, y2: number): WallElement =>
  finalizeElement({ id, type: 'wall', x, y, x2, y2, rotation: 0, thickness: T }) as WallElement;

function type(d: Driver, text: string): boolean {
  d.key(text[0] as string);
  const typed = d.store.getState().typed;
  if (!typed) throw new Error('the input did not open');
  d.store.setTyped(editTypedEntry(typed, text));
  return d.input.commitTyped();
}

const walls = (d: Driver) => d.page.elements.filter((e): e is WallElement => e.type === 'wall');

describe('measuring to a face', () => {
  it('a wall drawn by its outside face lies inside the line drawn; chained walls meet at their corners', () => {
    const [a, b] = centreLineOfFace({ x: 0, y: 0 }, { x: ft(10), y: 0 }, T, 'right');
    expect([a, b]).toEqual([
      { x: 0, y: T / 2 },
      { x: ft(10), y: T / 2 },
    ]);
    const first = wall('w1', 0, T / 2, ft(10), T / 2);
    const next = wall('w2', ft(10) - T / 2, 0, ft(10) - T / 2, ft(10));
    const r = addChainedWall(pageOf([first]), { wall: next, previousId: 'w1' });
    if (!r.ok) throw new Error(r.error);
    const [, firstEnd] = lineEndpoints(r.page.elements[0] as WallElement);
    const [nextStart] = lineEndpoints(r.page.elements[1] as WallElement);
    expect(firstEnd).toEqual({ x: ft(10) - T / 2, y: T / 2 });
    expect(nextStart).toEqual(firstEnd);
  });

  it("a 30' × 20' outline typed by its outside faces: each outside face is what was typed", () => {
    const d = new Driver();
    d.store.setDrafting({ measureFrom: 'outside', objectSnap: false });
    d.store.setTool('wall');
    d.move(300, 300);
    expect(type(d, '#0,0')).toBe(true);
    // Clockwise on screen (Y up in typed angles): east, south, west, north back to the start.
    for (const entry of [`30'<0`, `20'<270`, `30'<180`, `20'<90`]) expect(type(d, entry)).toBe(true);
    const w = walls(d);
    expect(w).toHaveLength(4);
    for (const [i, expected] of [ft(30), ft(20), ft(30), ft(20)].entries()) {
      const el = w[i] as WallElement;
      const lengths = wallLengths(el, joinedWallIn(d.page.elements, el));
      // The outside face is on the left of each wall's drawing direction (its body lies to the right).
      expect(lengths.leftFace).toBeCloseTo(expected, 6);
      expect(lengths.centreline).toBeCloseTo(expected - T, 6);
    }
    // One undo step per wall: the first undo takes the last wall off and puts the first wall's start back.
    d.key('z', { ctrl: true });
    expect(walls(d)).toHaveLength(3);
  });

  it("a door typed 2' from the inside face of the corner sits 2' from it", () => {
    // An L corner: the top wall (east) and the left wall (south), both 6", centre lines meeting at (0, 0).
    const top = wall('top', 0, 0, ft(20), 0);
    const left = wall('left', 0, ft(20), 0, 0);
    const d = new Driver([top, left]);
    d.store.setCamera({ x: -ft(2), y: -ft(2), zoom: 0.05 });
    d.store.setDrafting({ measureFrom: 'inside' });
    d.key('d');
    // The pointer on the top wall near its west end, on the corner's inner side (below the centre line).
    const sx = (x: number) => (x + ft(2)) * 0.05;
    d.move(sx(ft(3)), sx(ft(0, 2)));
    expect(d.store.getState().overlay.label?.text).toMatch(/to inside face$/);
    expect(type(d, `2'`)).toBe(true);
    const door = d.page.elements.find((e): e is OpeningElement => e.type === 'door');
    if (!door) throw new Error('no door');
    const f = wallFrame(top);
    const [startJamb] = openingJambs(door);
    const inside = faceSpan(top, joinedWallIn(d.page.elements, top), 'right');
    // The inside face starts at the left wall's inside face, 3" past the centre line's end.
    expect(inside.from).toBeCloseTo(T / 2, 6);
    expect(alongWall(f, startJamb) - inside.from).toBeCloseTo(ft(2), 6);
  });

  it("a wall's label says whether it measures the centre line or a face", () => {
    const w: DrawingElement = wall('w', 0, 0, ft(12), 0);
    const camera = { x: 0, y: 0, zoom: 0.05 };
    expect(selectionLabels([w], camera, 'feet')[0]?.text).toBe(`12' 0" CL`);
    const face = selectionLabels([w], camera, 'feet', 10, (el) => {
      const [a, b] = lineEndpoints(el);
      return [a, b];
    });
    expect(face[0]?.text).toBe(`12' 0" face`);
  });
});
