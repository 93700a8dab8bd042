import { describe, expect, it } from 'vitest';
import { editTypedEntry } from '../../../src/client/editor/tools/drafting/typedEntry';
import { openingJambs } from '../../../src/core/geometry/buildingGeometry';
import { alongWall, wallFrame } from '../../../src/core/geometry/openingPlacement';
import type {
  DoorElement,
  DrawingElement,
  OpeningElement,
  WallElement,
} from '../../../src/core/model/elements';
import { createElementFromDrag } from '../../../src/core/model/factories';
import { worldPoint } from '../../../src/core/geometry/point';
import { inchesToPx } from '../../../src/core/units';
import { Driver } from './driver';

const ft = (feet: number, inches = 0): number => inchesToPx(feet * 12 + inches);

function wall(x1: number, y1: number, x2: number, y2: number, id: string): WallElement {
  const r = createElementFromDrag('wall', worldPoint(x1, y1), worldPoint(x2, y2), () => id);
  if (r.kind !== 'created') throw new Error('no wall');
  return r.element as WallElement;
}

/** Types into the input at the cursor: the first key opens it, the rest fill the field it opened on. */
function type(d: Driver, text: string): boolean {
  d.key(text[0] as string);
  const typed = d.store.getState().typed;
  if (!typed) throw new Error('the input did not open');
  d.store.setTyped(editTypedEntry(typed, text));
  return d.input.commitTyped();
}

const openings = (d: Driver) =>
  d.page.elements.filter((e): e is OpeningElement => e.type === 'door' || e.type === 'window');

describe('the door and window tools', () => {
  // A 20' wall running east along y = 0 (screen and world coincide in the driver).
  const host = wall(0, 0, ft(20), 0, 'w');

  it('places a door at a typed distance from the nearer wall end, hosted and as thick as the wall', () => {
    const d = new Driver([host]);
    expect(d.key('d')).toBe(true);
    expect(d.store.getState().tool).toBe('door');
    // Near the end, below the wall: hinge at the end jamb, swinging to the wall's right (screen down).
    d.move(ft(17), 40);
    expect(d.store.getState().overlay.preview?.type).toBe('door');
    expect(d.store.getState().overlay.label?.text).toBe(`1' 6"`);
    expect(type(d, `2'6 1/2"`)).toBe(true);
    const [door] = openings(d) as [DoorElement];
    const [, endJamb] = openingJambs(door);
    expect(ft(20) - alongWall(wallFrame(host), endJamb)).toBeCloseTo(ft(2, 6.5), 6);
    expect(door).toMatchObject({
      wallId: 'w',
      thickness: host.thickness,
      width: ft(3),
      hinge: 'end',
      swing: 'right',
    });
    expect(d.store.getState().selection).toEqual([door.id]);
    // Still armed for the next one.
    expect(d.store.getState().tool).toBe('door');
  });

  it('takes a width from the Width field (Tab) and flips the hinge with F', () => {
    const d = new Driver([host]);
    d.store.setTool('door');
    d.move(ft(3), -40);
    d.key('f');
    expect(d.key('Tab')).toBe(true);
    const typed = d.store.getState().typed;
    expect(typed).toMatchObject({ field: 'angle', second: 'width' });
    d.store.setTyped(editTypedEntry({ ...(typed as NonNullable<typeof typed>), field: 'angle' }, `2'8"`));
    expect(d.input.commitTyped()).toBe(true);
    expect(type(d, '0')).toBe(true);
    const [door] = openings(d) as [DoorElement];
    expect(door).toMatchObject({ width: ft(2, 8), hinge: 'end', swing: 'left' });
    expect(alongWall(wallFrame(host), openingJambs(door)[0])).toBeCloseTo(0, 6);
  });

  it('places a window with a click, kept inside the wall, and refuses a click off any wall', () => {
    const d = new Driver([host]);
    d.key('n');
    d.move(ft(19, 11), 0).down(ft(19, 11), 0).up(ft(19, 11), 0);
    const [win] = openings(d) as [OpeningElement];
    expect(win.type).toBe('window');
    expect(alongWall(wallFrame(host), openingJambs(win)[1])).toBeCloseTo(ft(20), 6);
    d.move(ft(5), ft(5)).down(ft(5), ft(5)).up(ft(5), ft(5));
    expect(openings(d)).toHaveLength(1);
    expect(d.store.getState().overlay.preview).toBeNull();
  });

  it('refuses a distance that would run past the wall end', () => {
    const d = new Driver([host]);
    d.store.setTool('window');
    d.move(ft(2), 0);
    expect(type(d, `18'`)).toBe(false);
    expect(d.store.getState().typed?.error).toMatch(/past the end/);
  });

  it('a door dragged with the select tool slides along its wall', () => {
    const d = new Driver([host]);
    d.store.setTool('door');
    d.move(ft(3), 40);
    type(d, `4'`);
    d.key('Escape');
    expect(d.store.getState().tool).toBeNull();
    const [door] = openings(d) as [DoorElement];
    const from = { x: door.x, y: door.y };
    // Pressed on the open leaf (it hangs from the start jamb, 4' along, into the wall's right side).
    const leaf = { x: ft(4), y: host.thickness / 2 + ft(1, 6) };
    d.drag(leaf.x, leaf.y, leaf.x + ft(2), leaf.y + ft(3));
    const moved = d.element(door.id) as DrawingElement & { x: number; y: number };
    expect(moved.y).toBeCloseTo(0, 6);
    expect(moved.x).toBeCloseTo(from.x + ft(2), 6);
  });

  it('a wall dragged with the select tool carries its door, and no longer once the door is deleted', () => {
    const d = new Driver([host]);
    d.store.setTool('door');
    d.move(ft(3), 40);
    type(d, `4'`);
    d.key('Escape');
    const [door] = openings(d) as [DoorElement];
    // Pressed on the wall's band far from the door: the door is seen moving with it, and moves with it.
    d.move(ft(15), 0).down(ft(15), 0).move(ft(15), ft(2)).move(ft(15), ft(5));
    expect([...(d.store.getState().drag?.ids ?? [])].sort()).toEqual([door.id, 'w'].sort());
    d.up(ft(15), ft(5));
    expect(d.element('w')).toMatchObject({ y: ft(5) });
    expect(d.element(door.id)).toMatchObject({ x: door.x, y: door.y + ft(5) });
    d.store.select([door.id]);
    d.key('Delete');
    expect(openings(d)).toHaveLength(0);
    d.move(ft(15), ft(5)).down(ft(15), ft(5)).move(ft(15), ft(6)).move(ft(15), ft(7));
    expect([...(d.store.getState().drag?.ids ?? [])]).toEqual(['w']);
    d.up(ft(15), ft(7));
    expect(d.element('w')).toMatchObject({ y: ft(7) });
    expect(d.page.elements).toHaveLength(1);
  });
});
