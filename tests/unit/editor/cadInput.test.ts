import { describe, expect, it } from 'vitest';
import {
  composeTyped,
  editTypedEntry,
  tabTypedEntry,
} from '../../../src/client/editor/tools/drafting/typedEntry';
import type { DrawingElement } from '../../../src/core/model/elements';
import { roomArea } from '../../../src/core/geometry/buildingGeometry';
import { measure } from '../../../src/core/measure';
import { inchesToPx, metersToPx } from '../../../src/core/units';
import { Driver } from './driver';

const ft = (feet: number, inches = 0): number => inchesToPx(feet * 12 + inches);

/** Types an entry at the cursor as a user would: the first key opens the input, the rest fill it, Enter commits. */
function type(d: Driver, text: string): boolean {
  d.key(text[0] as string);
  let typed = d.store.getState().typed;
  if (!typed) throw new Error('the input did not open');
  typed = editTypedEntry(typed, text);
  d.store.setTyped(typed);
  return d.input.commitTyped();
}

function nth<T>(list: readonly T[], i: number): T {
  const v = list[i];
  if (v === undefined) throw new Error(`no item ${i}`);
  return v;
}

const walls = (d: Driver) =>
  d.page.elements.filter((e): e is Extract<DrawingElement, { type: 'wall' }> => e.type === 'wall');
const len = (w: { x: number; y: number; x2: number; y2: number }) => Math.hypot(w.x2 - w.x, w.y2 - w.y);

describe('typed input at the cursor', () => {
  it('draws a chain of exact walls from a typed first point, each one undo step, until Escape', () => {
    const d = new Driver();
    d.store.setTool('wall');
    d.move(300, 300);
    expect(type(d, '#0,0')).toBe(true);
    expect(d.input.stateName).toBe('line.awaiting_end');
    expect(type(d, "40'<0")).toBe(true);
    expect(type(d, "30'<90")).toBe(true);
    expect(type(d, "@-40',0")).toBe(true);
    expect(type(d, `30'<270`)).toBe(true);
    const w = walls(d);
    expect(w).toHaveLength(4);
    expect(len(nth(w, 0))).toBeCloseTo(ft(40), 9);
    // 90° is up the screen: y decreases.
    expect(w[1]).toMatchObject({ x: ft(40), y: 0 });
    expect(nth(w, 1).x2).toBeCloseTo(ft(40), 9);
    expect(nth(w, 1).y2).toBeCloseTo(-ft(30), 9);
    expect(nth(w, 3).x2).toBeCloseTo(0, 9);
    expect(nth(w, 3).y2).toBeCloseTo(0, 9);
    expect(d.store.getState().tool).toBe('wall');
    d.key('Escape');
    expect(d.input.stateName).toBe('line.idle');
    d.key('z', { ctrl: true });
    expect(walls(d)).toHaveLength(3);
  });

  it('runs a bare length along the rubber band in the design unit', () => {
    const d = new Driver();
    d.store.setUnit('meters');
    d.store.setTool('line');
    d.click(100, 100);
    d.move(100, 400); // straight down
    expect(type(d, '3.2')).toBe(true);
    const [line] = d.page.elements;
    expect(line).toMatchObject({ type: 'line', x: 100, y: 100 });
    if (line?.type !== 'line') throw new Error('no line');
    expect(line.x2).toBeCloseTo(100, 9);
    expect(line.y2).toBeCloseTo(100 + metersToPx(3.2), 9);
  });

  it('locks a typed angle, then takes the length (Tab between the fields)', () => {
    const d = new Driver();
    d.store.setTool('line');
    d.click(0, 0);
    d.move(500, 10);
    expect(type(d, '<90')).toBe(true);
    d.move(500, 10);
    const preview = d.store.getState().overlay.preview;
    // The preview holds the locked direction whatever the cursor does (projected: zero length here).
    expect(preview === null || (preview.type === 'line' && preview.x2 === 0)).toBe(true);
    expect(type(d, `10'`)).toBe(true);
    const [line] = d.page.elements;
    if (line?.type !== 'line') throw new Error('no line');
    expect(line.x2).toBeCloseTo(0, 9);
    expect(line.y2).toBeCloseTo(-ft(10), 9);
    const entry = { length: "10'", angle: '', field: 'length' as const, error: null, at: line as never };
    expect(tabTypedEntry(entry).field).toBe('angle');
    expect(composeTyped({ length: "10'", angle: '45' })).toBe("10'<45");
  });

  it('keeps the input open with the reason when an entry cannot be read', () => {
    const d = new Driver();
    d.store.setTool('line');
    d.click(0, 0);
    expect(type(d, '12 bananas')).toBe(false);
    expect(d.store.getState().typed?.error).toMatch(/Enter a length/);
    expect(d.page.elements).toHaveLength(0);
    d.key('Escape');
    expect(d.store.getState().typed).toBeNull();
    expect(d.input.stateName).toBe('line.awaiting_end');
  });

  it('asks for a first point when nothing is snapped and no #x,y was typed', () => {
    const d = new Driver();
    d.store.setDrafting({ objectSnap: false });
    d.store.setTool('wall');
    d.move(123, 457);
    expect(type(d, "10'")).toBe(false);
    expect(d.store.getState().typed?.error).toMatch(/first point/);
  });

  it('starts from the endpoint the cursor snaps to, so a length typed there is exact', () => {
    const d = new Driver();
    d.store.setTool('wall');
    type(d, '#0,0');
    type(d, "10'<0");
    d.key('Escape');
    d.move(ft(10) + 3, 2);
    expect(d.store.getState().overlay.snapMode).toBe('endpoint');
    expect(type(d, "8'<270")).toBe(true);
    const w = nth(walls(d), 1);
    expect(w.x).toBe(ft(10));
    expect(w.y).toBe(0);
    expect(w.y2).toBeCloseTo(ft(8), 9);
  });

  it('sizes a rectangle from a typed corner and @width,height, then clears the tool', () => {
    const d = new Driver();
    d.store.setTool('rectangle');
    d.move(50, 50);
    expect(type(d, "#1',-1'")).toBe(true);
    expect(d.input.stateName).toBe('shape.anchored');
    expect(type(d, "@12',-10'")).toBe(true);
    const [r] = d.page.elements;
    expect(r).toMatchObject({ type: 'rectangle', x: ft(1), y: ft(1), width: ft(12), height: ft(10) });
    expect(d.store.getState().tool).toBeNull();
  });

  it('draws a circle of a typed radius', () => {
    const d = new Driver();
    d.store.setTool('circle');
    type(d, '#0,0');
    d.move(400, 0);
    expect(type(d, `2'6"`)).toBe(true);
    expect(d.page.elements[0]).toMatchObject({ type: 'circle', x: 0, y: 0, radius: ft(2, 6) });
  });
});

describe('object snaps, ortho and polar while drawing', () => {
  it('shows the snap kind at the cursor and lands the click on the exact midpoint', () => {
    const d = new Driver();
    d.store.setTool('line');
    d.click(0, 0);
    d.click(200, 0);
    d.store.setTool('line');
    d.move(103, 4);
    expect(d.store.getState().overlay).toMatchObject({ snapMode: 'midpoint', snap: { x: 100, y: 0 } });
    d.click(103, 4);
    d.click(103, 300);
    const second = d.page.elements[1];
    expect(second).toMatchObject({ type: 'line', x: 100, y: 0 });
  });

  it('turns a snap off from the snap menu settings and everything off with F3', () => {
    const d = new Driver();
    d.store.setTool('line');
    d.click(0, 0);
    d.click(200, 0);
    d.store.setTool('line');
    d.store.setDrafting({ snapModes: ['endpoint'] });
    d.move(103, 4);
    expect(d.store.getState().overlay.snapMode).toBeNull();
    d.move(198, 3);
    expect(d.store.getState().overlay.snapMode).toBe('endpoint');
    d.key('F3');
    d.move(198, 3);
    expect(d.store.getState().overlay.snapMode).toBeNull();
  });

  it('ortho (F8, or Shift held) draws square to the axes', () => {
    const d = new Driver();
    d.store.setSnapToAngle(false);
    d.store.setDrafting({ polar: false });
    d.store.setTool('line');
    d.click(0, 0);
    d.move(300, 37, { shift: true });
    expect(d.store.getState().overlay.preview).toMatchObject({ x2: 300, y2: 0 });
    d.key('F8');
    d.move(30, 370);
    expect(d.store.getState().overlay.preview).toMatchObject({ x2: 0, y2: 370 });
  });
});

describe('everyday editing from the keyboard', () => {
  it('copies on one page and pastes at the same place on another; Ctrl+V on the same page offsets', () => {
    const d = new Driver();
    d.store.setTool('line');
    d.click(10, 10);
    d.click(110, 10);
    d.store.select(['new-1']);
    expect(d.key('c', { ctrl: true })).toBe(true);
    d.store.addPage(
      { version: d.page.version, id: 'p2', name: 'Page 2', elements: [], layers: [] },
      { select: true },
    );
    expect(d.key('v', { ctrl: true })).toBe(true);
    expect(d.page.id).toBe('p2');
    expect(d.page.elements).toHaveLength(1);
    expect(d.page.elements[0]).toMatchObject({ type: 'line', x: 10, y: 10, x2: 110, y2: 10 });
    expect(d.store.getState().selection).toEqual([d.page.elements[0]?.id]);
    d.store.selectPage('p1');
    d.key('v', { ctrl: true });
    expect(d.page.elements[1]).toMatchObject({ x: 30, y: 30 });
  });

  it('duplicates, selects all, cuts and nudges by a drafting step', () => {
    const d = new Driver();
    d.store.setTool('rectangle');
    d.drag(0, 0, 100, 50);
    d.store.select([d.page.elements[0]?.id ?? '']);
    expect(d.key('d', { ctrl: true })).toBe(true);
    expect(d.page.elements).toHaveLength(2);
    d.key('a', { ctrl: true });
    expect(d.store.getState().selection).toHaveLength(2);
    d.key('ArrowRight');
    expect(d.page.elements[0]).toMatchObject({ x: inchesToPx(1) });
    d.key('ArrowUp', { shift: true });
    expect(d.page.elements[0]).toMatchObject({ y: -ft(1) });
    d.key('x', { ctrl: true });
    expect(d.page.elements).toHaveLength(0);
    d.key('z', { ctrl: true });
    expect(d.page.elements).toHaveLength(2);
  });

  it('opens the shortcuts list with ?', () => {
    const d = new Driver();
    d.key('?');
    expect(d.store.getState().helpOpen).toBe(true);
  });
});

describe('measure tool', () => {
  it('measures a distance, then an area by closing on the first point, and adds nothing', () => {
    const d = new Driver();
    d.store.setDrafting({ objectSnap: false });
    d.store.setSnapToAngle(false);
    d.store.setTool('measure');
    d.click(0, 0);
    d.move(ft(3), 0);
    expect(measureOf(d).last).toBeCloseTo(ft(3), 9);
    d.click(ft(3), 0);
    d.click(ft(3), ft(4));
    expect(measureOf(d).angle).toBeCloseTo(90, 9);
    d.click(1, 1); // back on the first point: closed
    const m = measureOf(d);
    expect(m.area).toBeCloseTo((ft(3) * ft(4)) / 2, 6);
    expect(m.total).toBeCloseTo(ft(12), 6);
    expect(d.page.elements).toHaveLength(0);
    expect(d.key('Escape')).toBe(true);
    expect(d.store.getState().overlay.measure).toBeNull();
  });
});

function measureOf(d: Driver) {
  const m = d.store.getState().overlay.measure;
  if (!m) throw new Error('no measurement');
  return measure(m.points, m.closed);
}

describe('room tool', () => {
  it('adds a named room with its net area where the user clicks inside walls, and lists it in the areas', () => {
    const d = new Driver();
    d.store.setTool('wall');
    type(d, '#0,0');
    for (const entry of [`20'<0`, `10'<270`, `20'<180`, `10'<90`]) type(d, entry);
    d.key('Escape');
    d.store.setTool('room');
    d.click(ft(10), ft(5));
    const room = d.page.elements.find((e) => e.type === 'room');
    expect(room).toMatchObject({ type: 'room', name: 'Room 1' });
    if (room?.type !== 'room') throw new Error('no room');
    expect(roomArea(room)).toBeCloseTo((ft(20) - inchesToPx(6)) * (ft(10) - inchesToPx(6)), 3);
    d.click(ft(50), ft(5));
    expect(d.page.elements.filter((e) => e.type === 'room')).toHaveLength(1);
  });
});
