import { describe, expect, it } from 'vitest';
import { unknownCommand } from '../../../src/client/editor/commandLine/CommandLine';
import { editTypedEntry } from '../../../src/client/editor/tools/drafting/typedEntry';
import type { DrawingElement, LineElement, WallElement } from '../../../src/core/model/elements';
import { finalizeElement } from '../../../src/core/model/snapPoints';
import { lineEndpoints } from '../../../src/core/geometry/elementGeometry';
import { inchesToPx } from '../../../src/core/units';
import { Driver } from './driver';

const ft = (feet: number, inches = 0): number => inchesToPx(feet * 12 + inches);

const line = (id: string, x: number, y: number, x2: number, y2: number): LineElement =>
  finalizeElement({ id, type: 'line', x, y, x2, y2, rotation: 0 }) as LineElement;

const wall = (id: string, x: number, y: number, x2: number, y2: number): WallElement =>
  finalizeElement({ id, type: 'wall', x, y, x2, y2, rotation: 0, thickness: 6 }) as WallElement;

/** Types a command name at the cursor and presses Enter (or Space). */
function command(d: Driver, name: string, end = 'Enter'): void {
  for (const c of name) d.key(c);
  d.key(end === 'Space' ? ' ' : end);
}

/** Types an entry at the cursor as a user would: the first key opens the input, Enter commits it. */
function type(d: Driver, text: string): boolean {
  d.key(text[0] as string);
  const typed = d.store.getState().typed;
  if (!typed) throw new Error('the input did not open');
  d.store.setTyped(editTypedEntry(typed, text));
  return d.input.commitTyped();
}

const prompt = (d: Driver) => d.store.getState().commandLine.prompt;
const log = (d: Driver) => d.store.getState().commandLine.log.map((l) => l.text);
const el = <T extends DrawingElement>(d: Driver, id: string) => d.element(id) as T;

describe('the command line', () => {
  it('M Enter with nothing selected asks for objects, then a base point, then the second point', () => {
    const d = new Driver([line('a', 100, 100, 200, 100)]);
    command(d, 'm');
    expect(log(d).at(-1)).toBe('Command: MOVE');
    expect(prompt(d)).toContain('Select objects');
    d.click(150, 100);
    expect(d.store.getState().selection).toEqual(['a']);
    d.key('Enter');
    expect(prompt(d)).toContain('Specify base point:');
    d.click(100, 100);
    expect(prompt(d)).toContain('Specify second point or <use first point as displacement>:');
    d.move(300, 300);
    // The selection follows the pointer before the second point is given.
    expect(d.store.getState().drag).toMatchObject({ dx: 200, dy: 200 });
    // 2' to the right, typed relative to the base point.
    expect(type(d, `@2',0`)).toBe(true);
    expect(el<LineElement>(d, 'a')).toMatchObject({ x: 100 + ft(2), y: 100, x2: 200 + ft(2), y2: 100 });
    expect(prompt(d)).toBe('Command:');
    // One undo step.
    d.key('z', { ctrl: true });
    expect(el<LineElement>(d, 'a')).toMatchObject({ x: 100, x2: 200 });
  });

  it('a selection made first is used at once (noun then verb), and Space repeats the last command', () => {
    const d = new Driver([line('a', 100, 100, 200, 100)]);
    d.store.select(['a']);
    command(d, 'co', 'Space');
    expect(prompt(d)).toContain('Specify base point:');
    d.click(100, 100);
    d.click(100, 300);
    d.click(100, 500);
    d.key('Enter');
    expect(d.page.elements.map((e) => e.y)).toEqual([100, 300, 500]);
    d.store.select(['a']);
    d.key(' ');
    expect(log(d).at(-2)).toBe('Command: COPY');
    expect(prompt(d)).toContain('Specify base point:');
    d.key('Escape');
    expect(prompt(d)).toBe('Command:');
  });

  it('SNAPANG toggles Snap to Angle and IMPORT opens the DXF chooser, as their toolbar buttons do', () => {
    const d = new Driver();
    const on = d.store.getState().snapToAngle;
    command(d, 'snapang');
    expect(d.store.getState().snapToAngle).toBe(!on);
    command(d, 'snapang');
    expect(d.store.getState().snapToAngle).toBe(on);
    let chooser = 0;
    d.input.setHost({ importDxf: () => chooser++ });
    command(d, 'import');
    expect(chooser).toBe(1);
    command(d, 'dxfin');
    expect(chooser).toBe(2);
  });

  it('an unknown command says so, and does nothing else', () => {
    const d = new Driver([line('a', 100, 100, 200, 100)]);
    const before = d.page;
    command(d, 'qqq');
    expect(log(d).at(-1)).toBe(unknownCommand('QQQ'));
    expect(d.page).toBe(before);
    expect(d.store.getState().tool).toBeNull();
  });

  it('D arms Add Door at once, yet DI Enter is DIST and DLI Enter a linear dimension', () => {
    const d = new Driver();
    d.key('d');
    expect(d.store.getState().tool).toBe('door');
    d.key('i');
    expect(d.store.getState().tool).toBeNull();
    d.key('Enter');
    expect(d.store.getState().tool).toBe('measure');
    d.key('Escape');
    d.key('Escape');
    command(d, 'dli');
    expect(d.store.getState().tool).toBe('dimension-linear');
  });

  it('STRETCH takes a crossing window and moves only the points inside it: the joined wall follows', () => {
    // A 10' wall with a 10' wall joined at its east end, running down.
    const d = new Driver([wall('top', 0, 0, ft(10), 0), wall('side', ft(10), 0, ft(10), ft(10))]);
    d.store.setCamera({ x: -ft(2), y: -ft(2), zoom: 0.05 });
    command(d, 's');
    expect(prompt(d)).toContain('crossing-window');
    // Right to left around the top wall's east end only (screen px at zoom 0.05: 1 px = 20 units).
    const sx = (x: number) => (x + ft(2)) * 0.05;
    const sy = (y: number) => (y + ft(2)) * 0.05;
    d.drag(sx(ft(11)), sy(-ft(1)), sx(ft(9)), sy(ft(1)));
    d.key('Enter');
    d.click(sx(ft(10)), sy(0));
    d.store.setDrafting({ ortho: true });
    d.move(sx(ft(14)), sy(ft(0.3)));
    // Before the second point, the caught walls are drawn as the stretch would leave them: the top wall 14'
    // long, the side wall's top end with it.
    const shown = d.store.getState().overlay.previews ?? [];
    expect(shown.map((p) => p.id)).toEqual(['top', 'side']);
    expect(shown[0]).toMatchObject({ x: 0, x2: ft(14) });
    expect(shown[1]).toMatchObject({ x: ft(14), y: 0, x2: ft(10), y2: ft(10) });
    expect(type(d, `2'`)).toBe(true);
    expect(d.store.getState().overlay.previews ?? []).toEqual([]);
    const top = el<WallElement>(d, 'top');
    expect([top.x, top.x2]).toEqual([0, ft(12)]);
    // The side wall's top end was inside the window: it moved with the corner.
    expect(el<WallElement>(d, 'side')).toMatchObject({ x: ft(12), y: 0, x2: ft(10), y2: ft(10) });
  });

  it('ROTATE takes a typed angle counter-clockwise, SCALE a factor', () => {
    const d = new Driver([line('a', 100, 100, 200, 100)]);
    d.store.select(['a']);
    command(d, 'ro');
    d.click(100, 100);
    expect(type(d, '90')).toBe(true);
    const [, end] = lineEndpoints(el<LineElement>(d, 'a'));
    // 90° counter-clockwise with Y up is straight up the screen.
    expect(end.x).toBeCloseTo(100, 6);
    expect(end.y).toBeCloseTo(0, 6);
    d.store.select(['a']);
    command(d, 'sc');
    d.click(100, 100);
    expect(type(d, '0')).toBe(false);
    expect(d.store.getState().typed?.error).toBe('The scale factor must be above 0.');
    d.store.setTyped(null);
    expect(type(d, '2')).toBe(true);
    expect(lineEndpoints(el<LineElement>(d, 'a'))[1].y).toBeCloseTo(-100, 6);
  });

  it('ROTATE and SCALE take Copy and Reference, MIRROR asks whether to erase the source', () => {
    const d = new Driver([line('a', 100, 100, 200, 100)]);
    // ROTATE C: a copy turned 90°, the original left where it was, one undo step.
    d.store.select(['a']);
    command(d, 'ro');
    d.click(100, 100);
    expect(prompt(d)).toContain('[Copy/Reference]');
    command(d, 'c');
    expect(log(d).at(-1)).toBe('A copy of the selected objects.');
    expect(type(d, '90')).toBe(true);
    expect(d.page.elements).toHaveLength(2);
    expect(el<LineElement>(d, 'a')).toMatchObject({ x: 100, y: 100, x2: 200, y2: 100 });
    const copy = d.page.elements.find((e) => e.id !== 'a') as LineElement;
    expect(lineEndpoints(copy)[1].x).toBeCloseTo(100, 6);
    expect(lineEndpoints(copy)[1].y).toBeCloseTo(0, 6);
    d.key('z', { ctrl: true });
    expect(d.page.elements).toHaveLength(1);

    // ROTATE R: from the reference angle 0 to the new angle 45.
    d.store.select(['a']);
    command(d, 'ro');
    d.click(100, 100);
    command(d, 'r');
    expect(prompt(d)).toContain('Specify the reference angle:');
    expect(type(d, '0')).toBe(true);
    expect(prompt(d)).toContain('Specify the new angle:');
    expect(type(d, '45')).toBe(true);
    const [, turned] = lineEndpoints(el<LineElement>(d, 'a'));
    expect(turned.x).toBeCloseTo(100 + 100 * Math.SQRT1_2, 6);
    expect(turned.y).toBeCloseTo(100 - 100 * Math.SQRT1_2, 6);
    d.key('z', { ctrl: true });

    // SCALE R: the 100-unit line made 12" long (a plan traced at the wrong scale).
    d.store.select(['a']);
    command(d, 'sc');
    d.click(100, 100);
    command(d, 'r');
    expect(prompt(d)).toContain('Specify reference length:');
    expect(type(d, `${100 / inchesToPx(1)}"`)).toBe(true);
    expect(type(d, `1'`)).toBe(true);
    expect(lineEndpoints(el<LineElement>(d, 'a'))[1].x).toBeCloseTo(100 + ft(1), 6);
    d.key('z', { ctrl: true });

    // MIRROR: Enter keeps the source (the default), Y erases it.
    d.store.select(['a']);
    command(d, 'mi');
    d.click(300, 0);
    d.click(300, 200);
    expect(prompt(d)).toContain('Erase source objects? [Yes/No] <No>:');
    d.key('Enter');
    expect(d.page.elements).toHaveLength(2);
    d.key('z', { ctrl: true });
    d.store.select(['a']);
    command(d, 'mi');
    d.click(300, 0);
    d.click(300, 200);
    command(d, 'y');
    expect(d.page.elements).toHaveLength(1);
    const mirrored = d.page.elements[0] as LineElement;
    expect([mirrored.x, mirrored.x2].sort((p, q) => p - q)).toEqual([400, 500]);
  });

  it('TRIM cuts the picked piece at the nearest crossings; EXTEND runs an end to the next line', () => {
    const d = new Driver([
      line('a', 0, 100, 400, 100),
      line('b', 200, 0, 200, 200),
      line('c', 150, 150, 150, 300),
    ]);
    command(d, 'tr');
    d.click(350, 100);
    d.key('Enter');
    expect(el<LineElement>(d, 'a')).toMatchObject({ x: 0, x2: 200 });
    command(d, 'ex');
    d.click(150, 160);
    d.key('Enter');
    expect(el<LineElement>(d, 'c')).toMatchObject({ x: 150, y: 100, y2: 300 });
  });

  it('a typed distance follows the rubber band as ORTHO shows it, not the raw cursor', () => {
    const d = new Driver();
    d.store.setTool('line');
    d.store.setDrafting({ ortho: true, objectSnap: false });
    d.click(100, 100);
    // The cursor is a little below the horizontal: ortho shows a horizontal band.
    d.move(300, 140);
    expect(type(d, '2')).toBe(true);
    const [l] = d.page.elements as LineElement[];
    expect(l?.y2).toBeCloseTo(100, 9);
    expect(l?.x2).toBeCloseTo(100 + ft(2), 9);
  });

  it('Add Wall: a click sets the start and places nothing; a typed length gives the wall', () => {
    const d = new Driver();
    d.store.setTool('wall');
    d.click(100, 100);
    expect(d.page.elements).toHaveLength(0);
    expect(d.input.stateName).toBe('line.awaiting_end');
    d.move(400, 100);
    expect(type(d, `12'6"`)).toBe(true);
    const [w] = d.page.elements as WallElement[];
    expect(w).toMatchObject({ type: 'wall', x: 100, y: 100, y2: 100 });
    expect(w?.x2).toBeCloseTo(100 + ft(12, 6), 9);
  });

  it('PL draws one polyline through clicked and typed points; C closes it', () => {
    const d = new Driver();
    command(d, 'pl');
    d.store.setDrafting({ objectSnap: false });
    d.click(100, 100);
    d.click(300, 100);
    d.move(300, 50);
    d.click(300, 300);
    d.key('c');
    const [p] = d.page.elements;
    expect(p).toMatchObject({ type: 'polyline', closed: true });
    expect(p?.type === 'polyline' ? p.points : []).toHaveLength(3);
  });
});
