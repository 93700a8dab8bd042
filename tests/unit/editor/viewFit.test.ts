import { describe, expect, it } from 'vitest';
import { clearArea } from '../../../src/client/editor/camera/clearArea';
import { ROOM_TAG_MIN_PX, roomTagLook } from '../../../src/client/editor/render/roomTagFit';
import { uncrowdedLabels } from '../../../src/client/editor/render/dimensionLabels';
import {
  finishCalibration,
  pickCalibrationPoint,
  startCalibration,
} from '../../../src/client/editor/store/underlayActions';
import { worldPoint } from '../../../src/core/geometry/point';
import { createRoom } from '../../../src/core/model/buildingFactories';
import type { DrawingElement } from '../../../src/core/model/elements';
import { finalizeElement } from '../../../src/core/model/snapPoints';
import { addUnderlay } from '../../../src/core/commands/underlays';
import { worldToScreen } from '../../../src/core/viewport';
import { Driver } from './driver';

const IN = 96;
const FT = 12 * IN;

const room = (w: number, h: number, name: string) =>
  createRoom(
    [
      { x: 0, y: 0 },
      { x: w, y: 0 },
      { x: w, y: h },
      { x: 0, y: h },
    ],
    name,
    () => name,
  );

describe('zoom to fit keeps the drawing clear of the open panels', () => {
  const viewport = { width: 1000, height: 700 };
  // Design Tools on the left, the command line and drafting aids bottom left, Layers top right.
  const panels = [
    { x: 40, y: 60, width: 256, height: 520 },
    { x: 8, y: 600, width: 560, height: 92 },
    { x: 688, y: 12, width: 300, height: 200 },
  ];

  it("picks the largest part of the canvas no panel covers, for the drawing's shape", () => {
    const area = clearArea(viewport, panels, 2);
    for (const p of panels) {
      const apart =
        area.x >= p.x + p.width ||
        p.x >= area.x + area.width ||
        area.y >= p.y + p.height ||
        p.y >= area.y + area.height;
      expect(apart).toBe(true);
    }
    expect(area.width).toBeGreaterThan(300);
    expect(clearArea(viewport, [], 2)).toEqual({ x: 0, y: 0, ...viewport });
  });

  it("the store's fit puts every element's box between the panels", () => {
    const rect: DrawingElement = finalizeElement({
      id: 'plan',
      type: 'rectangle',
      x: 0,
      y: 0,
      width: 90 * FT,
      height: 40 * FT,
      rotation: 0,
    });
    const d = new Driver([rect]);
    d.store.setViewport(viewport);
    d.store.setPanelsOverCanvas(() => panels);
    d.store.zoomToDrawing();
    const { camera } = d.store.getState();
    const a = worldToScreen(camera, worldPoint(0, 0));
    const b = worldToScreen(camera, worldPoint(90 * FT, 40 * FT));
    const shown = { x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y };
    for (const p of panels) {
      const apart =
        shown.x >= p.x + p.width ||
        p.x >= shown.x + shown.width ||
        shown.y >= p.y + p.height ||
        p.y >= shown.y + shown.height;
      expect(apart).toBe(true);
    }
  });

  it('a calibrated underlay a mile across can be zoomed out to and fitted', () => {
    const d = new Driver();
    d.store.setViewport(viewport);
    const underlay = {
      id: 'u',
      fileId: 'f',
      name: 'Survey',
      kind: 'image' as const,
      x: 0,
      y: 0,
      width: 1000,
      height: 500,
      rotation: 0,
      opacity: 0.5,
      visible: true,
      locked: true,
    };
    const r = d.store.execute((p) => addUnderlay(p, underlay));
    expect(r.ok).toBe(true);
    startCalibration(d.store, 'u');
    pickCalibrationPoint(d.store, worldPoint(0, 0));
    pickCalibrationPoint(d.store, worldPoint(10, 0));
    // 10 units on the image are 50 feet: the image is 5,000 feet (nearly a mile) wide.
    const calibrated = finishCalibration(d.store, 50 * FT);
    expect(calibrated.ok ? 'ok' : calibrated.error).toBe('ok');
    // Zoom to fit shows all of it (the view could not zoom out that far before).
    d.store.zoomToDrawing();
    const { camera } = d.store.getState();
    const right = worldToScreen(camera, worldPoint(5_000 * FT, 0));
    expect(right.x).toBeLessThanOrEqual(viewport.width);
    expect(right.x).toBeGreaterThan(viewport.width / 2);
  });
});

describe('room tags at the fitted view', () => {
  it('are never smaller than the legible size on screen', () => {
    const living = room(20 * FT, 16 * FT, 'Living room');
    const zoom = 0.009;
    const look = roomTagLook(living, 'Living room\n320 sq ft', zoom);
    expect(look?.fontSize).toBeCloseTo(ROOM_TAG_MIN_PX / zoom, 9);
    expect(look?.text).toBe('Living room\n320 sq ft');
  });

  it('drop the area, then the whole tag, rather than spill out of a small room onto its neighbours', () => {
    const zoom = 0.009;
    // A 5' × 3'6" closet is about 6 × 4 px on screen: no legible letter fits.
    expect(
      roomTagLook(room(5 * FT, 3.5 * FT, 'Walk-in closet'), 'Walk-in closet\n18 sq ft', zoom),
    ).toBeNull();
    // A 3'6" × 12' hall takes its name but not its area.
    const hall = roomTagLook(room(3.5 * FT, 12 * FT, 'Hall'), 'Hall\n42 sq ft', zoom);
    expect(hall?.text).toBe('Hall');
    // Zoomed in, the tag is the room's own size and whole.
    const close = roomTagLook(room(12 * FT, 5 * FT, 'Hall'), 'Hall\n60 sq ft', 1);
    expect(close).toEqual({ fontSize: 6 * IN, text: 'Hall\n60 sq ft' });
  });
});

describe("the view's dimension labels", () => {
  it('give way to room tags and to each other', () => {
    const label = (id: string, x: number, y: number, angle = 0) => ({ id, text: `12' 0"`, x, y, angle });
    const kept = uncrowdedLabels(
      [label('a', 100, 100), label('b', 110, 102), label('c', 300, 100), label('d', 500, 100, 90)],
      [{ minX: 280, minY: 90, maxX: 320, maxY: 110 }],
    );
    // b sits on a, c on a room tag; d stands apart.
    expect(kept.map((l) => l.id)).toEqual(['a', 'd']);
  });
});

describe('a new text note', () => {
  it("lands at the spec's spot when the view shows it, else in view, clear of the panels", () => {
    const d = new Driver();
    d.store.setViewport({ width: 1000, height: 700 });
    d.store.resetView();
    d.store.addText();
    const first = d.page.elements[0];
    expect(first?.x).toBeGreaterThanOrEqual(100);
    expect(first?.x).toBeLessThanOrEqual(200);
    // Far from the origin, as over a true-scale plan: the note comes where the user looks.
    d.store.setCamera({ x: 500_000, y: 300_000, zoom: 0.01 });
    d.store.setPanelsOverCanvas(() => [{ x: 0, y: 0, width: 300, height: 700 }]);
    d.store.addText();
    const note = d.page.elements[1];
    if (!note) throw new Error('no text');
    const at = worldToScreen(d.store.getState().camera, worldPoint(note.x, note.y));
    expect(at.x).toBeGreaterThan(300);
    expect(at.x).toBeLessThan(1000);
    expect(at.y).toBeGreaterThan(0);
    expect(at.y).toBeLessThan(700);
    expect(d.store.getState().editingTextId).toBe(note.id);
  });
});
