import { describe, expect, it } from 'vitest';
import type { CommandResult } from '../../../src/core/commands/result';
import { stretchElements } from '../../../src/core/commands/stretch';
import { roomOutline } from '../../../src/core/geometry/buildingGeometry';
import { createRoom } from '../../../src/core/model/buildingFactories';
import type { DrawingElement, LineElement, RoomElement, TextElement } from '../../../src/core/model/elements';
import type { Page } from '../../../src/core/model/page';
import { finalizeElement } from '../../../src/core/model/snapPoints';
import { pageOf } from './fixtures';

const line = (id: string, x: number, y: number, x2: number, y2: number): LineElement =>
  finalizeElement({ id, type: 'line', x, y, x2, y2, rotation: 0 }) as LineElement;

const text = (id: string, x: number, y: number): TextElement =>
  finalizeElement({
    id,
    type: 'text',
    x,
    y,
    rotation: 0,
    text: 'A',
    fontSize: 16,
    fill: '#000000',
    fontStyle: 'normal',
  }) as TextElement;

const ok = (r: CommandResult): Page => {
  if (!r.ok) throw new Error(r.error);
  return r.page;
};

const find = <T extends DrawingElement>(page: Page, id: string): T =>
  page.elements.find((e) => e.id === id) as T;

describe('STRETCH', () => {
  const window = { minX: 90, minY: -10, maxX: 200, maxY: 110 };

  it('moves the points inside the crossing window and leaves the others', () => {
    const crossing = line('crossing', 0, 50, 100, 50);
    const inside = line('inside', 120, 20, 150, 20);
    const room = createRoom(
      [
        { x: 0, y: 0 },
        { x: 100, y: 0 },
        { x: 100, y: 100 },
        { x: 0, y: 100 },
      ],
      'Room',
      () => 'room',
    );
    const note = text('note', 10, 10);
    const page = pageOf([crossing, inside, room, note]);
    const out = ok(
      stretchElements(page, { ids: ['crossing', 'inside', 'room', 'note'], window, dx: 24, dy: 0 }),
    );
    const c = find<LineElement>(out, 'crossing');
    expect([c.x, c.y, c.x2, c.y2]).toEqual([0, 50, 124, 50]);
    const i = find<LineElement>(out, 'inside');
    expect([i.x, i.x2]).toEqual([144, 174]);
    expect(roomOutline(find<RoomElement>(out, 'room'))).toEqual([
      { x: 0, y: 0 },
      { x: 124, y: 0 },
      { x: 124, y: 100 },
      { x: 0, y: 100 },
    ]);
    // A text moves by its insertion point only: this one is outside the window.
    expect(find(out, 'note')).toBe(note);
  });

  it('touches only the elements the window caught', () => {
    const left = line('left', 0, 50, 100, 50);
    const page = pageOf([left]);
    expect(ok(stretchElements(page, { ids: ['other'], window, dx: 24, dy: 0 }))).toBe(page);
  });

  it('refuses a stretch without a selection or with infinite distances', () => {
    const page = pageOf([line('l', 0, 0, 100, 0)]);
    expect(stretchElements(page, { ids: [], window, dx: 1, dy: 0 })).toMatchObject({ ok: false });
    expect(stretchElements(page, { ids: ['l'], window, dx: Infinity, dy: 0 })).toMatchObject({ ok: false });
  });
});
