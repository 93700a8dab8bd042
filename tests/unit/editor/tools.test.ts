import { describe, expect, it } from 'vitest';
import { worldPoint } from '../../../src/core/geometry/point';
import { DEFAULT_RADIUS, DEFAULT_SHAPE_SIZE, MIN_RECT_SIZE } from '../../../src/core/model/constants';
import type { DrawingElement } from '../../../src/core/model/elements';
import {
  BEZIER_DISCARDED_WARNING,
  createDefaultElement,
  createElementFromDrag,
} from '../../../src/core/model/factories';
import type { ShapeTool } from '../../../src/core/model/factories';
import type { EditorMessage } from '../../../src/client/editor/store/editorState';
import { Driver } from './driver';

function made(tool: ShapeTool, x1: number, y1: number, x2: number, y2: number, id: string): DrawingElement {
  const r = createElementFromDrag(tool, worldPoint(x1, y1), worldPoint(x2, y2), () => id);
  if (r.kind !== 'created') throw new Error(r.warning);
  return r.element;
}

const rect = (id: string, x: number, y: number, w = 100, h = 50) => made('rectangle', x, y, x + w, y + h, id);

describe('shape tools', () => {
  it('drag-creates a rectangle from press to release, shows a preview while dragging, then disarms', () => {
    const d = new Driver();
    d.store.setTool('rectangle');
    d.down(100, 100).move(150, 130).move(200, 180);
    expect(d.store.getState().overlay.preview).toMatchObject({
      type: 'rectangle',
      x: 100,
      y: 100,
      width: 100,
      height: 80,
    });
    expect(d.page.elements).toHaveLength(0);
    d.up(200, 180);
    expect(d.page.elements).toEqual([made('rectangle', 100, 100, 200, 180, 'new-1')]);
    expect(d.store.getState().tool).toBeNull();
    expect(d.store.getState().overlay.preview).toBeNull();
    expect(d.store.getState().selection).toEqual(['new-1']);
    expect(d.store.canUndo()).toBe(true);
  });

  it('a click without a drag creates the default-size shape at that point', () => {
    const d = new Driver();
    d.store.setTool('circle');
    d.click(300, 200);
    expect(d.page.elements).toEqual([createDefaultElement('circle', worldPoint(300, 200), () => 'new-1')]);
    expect(d.page.elements[0]).toMatchObject({ x: 300, y: 200, radius: DEFAULT_RADIUS });
    d.store.setTool('square');
    d.click(500, 500);
    expect(d.page.elements[1]).toMatchObject({ type: 'square', width: DEFAULT_SHAPE_SIZE, x: 470, y: 470 });
  });

  it('snaps a wall drag to 15° steps while Snap to Angle is on, and not when it is off', () => {
    const d = new Driver();
    d.store.setTool('wall');
    d.drag(100, 100, 300, 120);
    const wall = d.page.elements[0];
    expect(wall).toMatchObject({ type: 'wall', x: 100, y: 100, y2: 100 });
    d.store.setSnapToAngle(false);
    d.store.setTool('divider');
    d.drag(100, 400, 300, 420);
    expect(d.page.elements[1]).toMatchObject({ type: 'divider', x2: 300, y2: 420 });
  });

  it('discards a too-short bezier arch with a warning message', () => {
    const d = new Driver();
    const messages: EditorMessage[] = [];
    d.store.onMessage((m) => messages.push(m));
    d.store.setCamera({ x: 0, y: 0, zoom: 10 });
    d.store.setTool('bezier-arch');
    // 20 screen px at zoom 10 is 2 world units: within the discard rule.
    d.drag(100, 100, 120, 120);
    expect(d.page.elements).toHaveLength(0);
    expect(messages).toEqual([{ text: BEZIER_DISCARDED_WARNING, severity: 'warning' }]);
  });

  it('Escape during a creation drag drops the preview and keeps the tool armed; a second Escape disarms it', () => {
    const d = new Driver();
    d.store.setTool('hexagon');
    d.down(100, 100).move(160, 100);
    expect(d.store.getState().overlay.preview).not.toBeNull();
    expect(d.key('Escape')).toBe(true);
    expect(d.store.getState().overlay.preview).toBeNull();
    d.up(160, 100);
    expect(d.page.elements).toHaveLength(0);
    expect(d.store.getState().tool).toBe('hexagon');
    d.key('Escape');
    expect(d.store.getState().tool).toBeNull();
  });
});

describe('line tool', () => {
  it('takes two clicks, then the tool is deselected', () => {
    const d = new Driver();
    d.store.setTool('line');
    d.click(100, 100);
    expect(d.page.elements).toHaveLength(0);
    expect(d.input.stateName).toBe('line.awaiting_end');
    d.move(250, 100);
    expect(d.store.getState().overlay.preview).toMatchObject({
      type: 'line',
      x: 100,
      y: 100,
      x2: 250,
      y2: 100,
    });
    d.click(250, 100);
    expect(d.page.elements).toEqual([made('line', 100, 100, 250, 100, 'new-1')]);
    expect(d.store.getState().tool).toBeNull();
  });

  it('snaps the second point to 15° steps when Snap to Angle is on', () => {
    const d = new Driver();
    d.store.setTool('line');
    d.click(0, 0).click(100, 52);
    const line = d.page.elements[0] as Extract<DrawingElement, { type: 'line' }>;
    const angle = (Math.atan2(line.y2 - line.y, line.x2 - line.x) * 180) / Math.PI;
    expect(angle).toBeCloseTo(30, 6);
  });

  it('a quick click on empty space with the line tool does not clear the selection', () => {
    const d = new Driver([rect('a', 10, 10)]);
    d.store.select(['a']);
    d.store.setTool('line');
    d.click(500, 500);
    expect(d.store.getState().selection).toEqual(['a']);
  });
});

describe('free pencil', () => {
  it('draws a freehand stroke and clears the tool', () => {
    const d = new Driver();
    d.store.setTool('free-pencil');
    d.down(10, 10).move(20, 15).move(30, 25);
    expect(d.store.getState().overlay.pencil).toHaveLength(3);
    d.up(40, 30);
    expect(d.page.elements[0]).toMatchObject({
      type: 'free-pencil',
      x: 10,
      y: 10,
      points: [
        { x: 0, y: 0 },
        { x: 10, y: 5 },
        { x: 20, y: 15 },
        { x: 30, y: 20 },
      ],
    });
    expect(d.store.getState().tool).toBeNull();
  });
});

describe('marquee', () => {
  it('selects per the core rules once the drag passes 3 px', () => {
    const tri = made('triangle', 300, 300, 360, 360, 'tri'); // apex at (330, 300)
    const circle = made('circle', 500, 500, 540, 500, 'circle'); // extremes at x 460..540, y 460..540
    const d = new Driver([rect('a', 10, 10), rect('b', 600, 10), tri, circle]);
    // Covers rectangle a's corner, the triangle's apex only, and the circle's box but none of its extremes.
    d.drag(0, 0, 335, 305);
    expect(d.store.getState().selection).toEqual(['a', 'tri']);
    // Pressed outside the circle; the box overlaps its bounds but holds none of its four extreme points.
    d.drag(535, 535, 470, 470);
    expect(d.store.getState().selection).toEqual([]);
    d.drag(530, 490, 545, 510);
    expect(d.store.getState().selection).toEqual(['circle']);
  });

  it('draws the marquee only past 3 px and not at all for a zero-size box', () => {
    const d = new Driver([rect('a', 10, 10)]);
    d.down(5, 5).move(7, 7);
    expect(d.input.stateName).toBe('select.pointing_canvas');
    expect(d.store.getState().overlay.marquee).toBeNull();
    d.move(30, 5);
    expect(d.input.stateName).toBe('select.brushing');
    // 25 px wide but 0 high: not drawn and selects nothing.
    expect(d.store.getState().overlay.marquee).toBeNull();
    expect(d.store.getState().selection).toEqual([]);
    d.move(30, 30);
    expect(d.store.getState().overlay.marquee).toEqual({ minX: 5, minY: 5, maxX: 30, maxY: 30 });
    d.up(30, 30);
    expect(d.store.getState().overlay.marquee).toBeNull();
    expect(d.store.getState().selection).toEqual(['a']);
  });

  it('Escape restores the selection the marquee started with', () => {
    const d = new Driver([rect('a', 10, 10), rect('b', 300, 300)]);
    d.store.select(['b']);
    d.down(0, 0).move(50, 50);
    expect(d.store.getState().selection).toEqual(['a']);
    d.key('Escape');
    expect(d.store.getState().selection).toEqual(['b']);
  });
});

describe('quick click on empty space', () => {
  const selected = () => {
    const d = new Driver([rect('a', 10, 10)]);
    d.store.select(['a']);
    return d;
  };

  it('clears the selection when under 250 ms and under 5 px', () => {
    const d = selected();
    d.down(400, 400).wait(100).move(402, 401).up(402, 401);
    expect(d.store.getState().selection).toEqual([]);
  });

  it('keeps it with shift held, when slow, or when the pointer moved', () => {
    const d = selected();
    d.down(400, 400, { shift: true }).wait(50).up(400, 400, { shift: true });
    expect(d.store.getState().selection).toEqual(['a']);
    d.down(400, 400).wait(300).up(400, 400);
    expect(d.store.getState().selection).toEqual(['a']);
    // 4.2 px: a marquee starts (> 3 px) over empty space, so the selection becomes what it covers.
    d.store.select(['a']);
    d.down(400, 400).wait(50).move(403, 403).up(403, 403);
    expect(d.store.getState().selection).toEqual([]);
    expect(d.input.stateName).toBe('select.idle');
  });
});

describe('dragging, resizing, rotating', () => {
  it('moves a group together and the whole drag is one undo step', () => {
    const a = { ...rect('a', 100, 100), groupId: 'g' };
    const b = { ...rect('b', 300, 100), groupId: 'g' };
    const d = new Driver([a, b, rect('c', 100, 500)]);
    d.drag(150, 120, 190, 150, { steps: 6 });
    expect(d.element('a')).toMatchObject({ x: 140, y: 130 });
    expect(d.element('b')).toMatchObject({ x: 340, y: 130 });
    expect(d.element('c')).toMatchObject({ x: 100, y: 500 });
    d.key('z', { ctrl: true });
    expect(d.element('a')).toMatchObject({ x: 100, y: 100 });
    expect(d.element('b')).toMatchObject({ x: 300, y: 100 });
    expect(d.store.canUndo()).toBe(false);
    d.key('z', { meta: true, shift: true });
    expect(d.element('a')).toMatchObject({ x: 140, y: 130 });
    d.key('z', { ctrl: true });
    d.key('y', { ctrl: true });
    expect(d.element('b')).toMatchObject({ x: 340, y: 130 });
  });

  it('a drag leaves the document alone until the release, which commits one undo step', () => {
    const d = new Driver([rect('a', 100, 100), rect('b', 400, 100)]);
    const before = d.page;
    d.down(150, 120);
    for (let i = 1; i <= 20; i++) d.move(150 + i * 3, 120 + i * 2);
    expect(d.page).toBe(before);
    expect(d.store.canUndo()).toBe(false);
    expect(d.store.getState().drag).toMatchObject({ dx: 60, dy: 40 });
    expect([...(d.store.getState().drag?.ids ?? [])]).toEqual(['a']);
    d.up(210, 160);
    expect(d.store.getState().drag).toBeNull();
    expect(d.element('a')).toMatchObject({ x: 160, y: 140 });
    expect(d.element('b')).toBe(before.elements[1]);
    d.key('z', { ctrl: true });
    expect(d.page.elements).toEqual(before.elements);
    expect(d.store.canUndo()).toBe(false);
  });

  it('snaps a dragged corner onto another element’s snap point within 10 px', () => {
    const d = new Driver([rect('a', 100, 100), rect('b', 400, 100)]);
    // a's top-right corner (200, 100) lands 6 px from b's top-left corner (400, 100) and snaps onto it.
    d.drag(150, 120, 344, 126);
    expect(d.element('a')).toMatchObject({ x: 300, y: 100 });
  });

  it('snaps to the grid while the grid is shown', () => {
    const d = new Driver([rect('a', 100, 100)]);
    d.store.setGridVisible(true);
    d.drag(150, 120, 173, 147);
    expect(d.element('a')).toMatchObject({ x: 120, y: 130 });
  });

  it('Escape during a drag puts everything back and records nothing', () => {
    const d = new Driver([rect('a', 100, 100)]);
    d.down(150, 120).move(200, 200).move(260, 260);
    // While dragging the view shows it moved (the store's drag preview); the document moves on release.
    expect(d.store.getState().drag).toMatchObject({ dx: 110, dy: 140 });
    d.key('Escape');
    expect(d.store.getState().drag).toBeNull();
    expect(d.element('a')).toMatchObject({ x: 100, y: 100 });
    d.up(260, 260);
    expect(d.element('a')).toMatchObject({ x: 100, y: 100 });
    expect(d.store.canUndo()).toBe(false);
  });

  it('resizes by a corner handle, never below the minimum size, as one undo step', () => {
    const d = new Driver([rect('a', 100, 100)]);
    d.click(150, 120);
    expect(d.store.getState().selection).toEqual(['a']);
    // The south-east handle sits on the corner (200, 150).
    d.drag(200, 150, 260, 190);
    expect(d.element('a')).toMatchObject({ x: 100, y: 100, width: 160, height: 90 });
    d.drag(260, 190, 0, 0);
    expect(d.element('a')).toMatchObject({ x: 100, y: 100, width: MIN_RECT_SIZE, height: MIN_RECT_SIZE });
    d.key('z', { ctrl: true });
    expect(d.element('a')).toMatchObject({ width: 160, height: 90 });
  });

  it('rotates by the handle in 15° steps when Snap to Angle is on', () => {
    const d = new Driver([rect('a', 100, 100)]);
    d.click(150, 120);
    // Centre (150, 125); the rotate handle is 28 px above the top edge's middle.
    const handle = { x: 150, y: 100 - 28 };
    d.drag(handle.x, handle.y, 150 + 60, 125 - 40);
    // The handle swept from straight up (-90°) to -33.7°: 56.3°, snapped to 60°.
    expect(d.element('a').rotation).toBe(60);
    d.store.setSnapToAngle(false);
    d.key('z', { ctrl: true });
    d.drag(handle.x, handle.y, 150 + 60, 125 - 40);
    expect(d.element('a').rotation).toBeCloseTo((Math.atan2(-40, 60) * 180) / Math.PI + 90, 6);
  });
});

describe('resizing and rotating commit once, on release', () => {
  it('a resize leaves the document alone until the release, which commits one undo step', () => {
    const d = new Driver([rect('a', 100, 100), rect('b', 400, 100)]);
    d.click(150, 120);
    const before = d.page;
    // The south-east handle sits on the corner (200, 150).
    d.down(200, 150);
    for (let i = 1; i <= 12; i++) d.move(200 + i * 5, 150 + i * 3);
    expect(d.page).toBe(before);
    expect(d.store.canUndo()).toBe(false);
    // The view shows the resized rectangle meanwhile, and the handles follow it.
    expect(d.store.getState().reshape?.elements.get('a')).toMatchObject({ width: 160, height: 86 });
    expect(d.store.selectionHandles(d.store.getState().camera)?.resize[2]?.at).toMatchObject({
      x: 260,
      y: 186,
    });
    d.up(260, 186);
    expect(d.store.getState().reshape).toBeNull();
    expect(d.element('a')).toMatchObject({ x: 100, y: 100, width: 160, height: 86 });
    expect(d.element('b')).toBe(before.elements[1]);
    d.key('z', { ctrl: true });
    expect(d.page.elements).toEqual(before.elements);
    expect(d.store.canUndo()).toBe(false);
  });

  it('a rotate of a group leaves the document alone until the release, which commits one undo step', () => {
    const a = { ...rect('a', 100, 100), groupId: 'g' };
    const b = { ...rect('b', 300, 100), groupId: 'g' };
    const d = new Driver([a, b, rect('c', 100, 500)]);
    d.click(150, 120);
    const before = d.page;
    const handle = d.store.selectionHandles(d.store.getState().camera)?.rotate;
    const pivot = d.store.selectionHandles(d.store.getState().camera)?.pivot;
    if (!handle || !pivot) throw new Error('no rotate handle');
    d.down(handle.x, handle.y);
    // A quarter turn clockwise about the group's centre, in steps.
    for (let i = 1; i <= 9; i++) {
      const t = (-Math.PI / 2) * (1 - i / 9);
      const r = pivot.y - handle.y;
      d.move(pivot.x + r * Math.cos(t), pivot.y + r * Math.sin(t));
    }
    expect(d.page).toBe(before);
    expect(d.store.canUndo()).toBe(false);
    const shown = d.store.getState().reshape?.elements;
    expect([...(shown?.keys() ?? [])].sort()).toEqual(['a', 'b']);
    expect(shown?.get('a')?.rotation).toBe(90);
    d.up(pivot.x + (pivot.y - handle.y), pivot.y);
    expect(d.store.getState().reshape).toBeNull();
    expect(d.element('a').rotation).toBe(90);
    expect(d.element('b').rotation).toBe(90);
    expect(d.element('a')).toEqual(shown?.get('a'));
    expect(d.element('c')).toBe(before.elements[2]);
    d.key('z', { ctrl: true });
    expect(d.page.elements).toEqual(before.elements);
    expect(d.store.canUndo()).toBe(false);
  });

  it('Escape during a resize or rotate puts everything back and records nothing', () => {
    const d = new Driver([rect('a', 100, 100)]);
    d.click(150, 120);
    const before = d.page;
    d.down(200, 150).move(230, 170).move(260, 190);
    expect(d.store.getState().reshape).not.toBeNull();
    d.key('Escape');
    expect(d.store.getState().reshape).toBeNull();
    d.up(260, 190);
    d.down(150, 72).move(210, 85).move(230, 125);
    d.key('Escape');
    d.up(230, 125);
    expect(d.page).toBe(before);
    expect(d.store.canUndo()).toBe(false);
  });

  it('a press and release on a handle without moving records nothing', () => {
    const d = new Driver([rect('a', 100, 100)]);
    d.click(150, 120);
    d.down(200, 150).up(200, 150);
    d.down(150, 72).up(150, 72);
    expect(d.store.canUndo()).toBe(false);
    expect(d.element('a')).toMatchObject({ x: 100, y: 100, width: 100, height: 50, rotation: 0 });
  });
});

describe('keyboard', () => {
  it('Delete and Backspace remove the selected elements', () => {
    const d = new Driver([rect('a', 10, 10), rect('b', 300, 10), rect('c', 600, 10)]);
    d.store.select(['a', 'c']);
    expect(d.key('Delete')).toBe(true);
    expect(d.page.elements.map((e) => e.id)).toEqual(['b']);
    d.store.select(['b']);
    d.key('Backspace');
    expect(d.page.elements).toEqual([]);
    d.key('z', { ctrl: true });
    expect(d.page.elements.map((e) => e.id)).toEqual(['b']);
  });

  it('leaves keys alone while the inline text input is open', () => {
    const d = new Driver();
    d.store.addText();
    expect(d.store.getState().editingTextId).toBe('new-1');
    expect(d.key('Backspace')).toBe(false);
    expect(d.page.elements).toHaveLength(1);
  });
});
