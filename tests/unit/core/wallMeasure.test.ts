import { describe, expect, it } from 'vitest';
import { setWallDimensions } from '../../../src/core/commands/wallDimensions';
import type { Point } from '../../../src/core/geometry/point';
import { joinedWall } from '../../../src/core/geometry/wallJoins';
import { joinedWallIn, leftFaceSpan, wallLengths } from '../../../src/core/geometry/wallMeasure';
import type { DrawingElement, WallElement } from '../../../src/core/model/elements';
import { findObjectSnap } from '../../../src/core/snap/objectSnaps';
import type { WallSnapOptions } from '../../../src/core/snap/snapGeometry';
import { pageOf } from './fixtures';

const wall = (id: string, x: number, y: number, x2: number, y2: number, thickness = 10): WallElement => ({
  id,
  type: 'wall',
  x,
  y,
  x2,
  y2,
  thickness,
  rotation: 0,
  snapPoints: [],
});

// A 200 × 100 room drawn clockwise on screen (y down) by its centre lines, walls 10 thick.
const room: WallElement[] = [
  wall('top', 0, 0, 200, 0),
  wall('right', 200, 0, 200, 100),
  wall('bottom', 200, 100, 0, 100),
  wall('left', 0, 100, 0, 0),
];

const snaps = (measure: 'centreline' | 'faces'): WallSnapOptions => ({
  measure,
  faces: (w) => joinedWall(w, room)?.faces,
});

const snapAt = (cursor: Point, measure: 'centreline' | 'faces') =>
  findObjectSnap(room, { cursor, tolerance: 8, modes: new Set(['endpoint']), walls: snaps(measure) });

describe('wall measurements', () => {
  it('a room wall: centre line 200, the outside face 210 and the inside face 190', () => {
    const top = room[0] as WallElement;
    const lengths = wallLengths(top, joinedWallIn(room, top));
    expect(lengths.centreline).toBe(200);
    // Drawn clockwise on screen, the room lies on each wall's right: the right face is the inside one.
    expect(lengths.rightFace).toBeCloseTo(190, 9);
    expect(lengths.leftFace).toBeCloseTo(210, 9);
  });

  it('a wall meeting nothing measures its band; a T does not shorten the through wall’s faces', () => {
    const lone = wall('lone', 0, 0, 300, 0);
    expect(wallLengths(lone, joinedWallIn([lone], lone))).toEqual({
      centreline: 300,
      rightFace: 300,
      leftFace: 300,
    });
    const butt = wall('butt', 150, 0, 150, 200);
    const lengths = wallLengths(lone, joinedWallIn([lone, butt], lone));
    expect(lengths.rightFace).toBeCloseTo(300, 9);
    expect(lengths.leftFace).toBeCloseTo(300, 9);
  });

  it('with Faces, a dimension snapped at a room corner lands on the wall faces, never on the centre line', () => {
    // Near the top-left corner's centre-line point (0, 0): centreline mode takes it.
    expect(snapAt({ x: 1, y: 1 }, 'centreline')?.point).toEqual({ x: 0, y: 0 });
    const outside = snapAt({ x: -3, y: -3 }, 'faces')?.point as Point;
    expect(outside.x).toBeCloseTo(-5, 9);
    expect(outside.y).toBeCloseTo(-5, 9);
    const inside = snapAt({ x: 3, y: 3 }, 'faces')?.point as Point;
    expect(inside.x).toBeCloseTo(5, 9);
    expect(inside.y).toBeCloseTo(5, 9);
    // The centre line's end is not offered at all with Faces: nothing within 0.5 of (0, 0) but the faces.
    expect(
      findObjectSnap(room, {
        cursor: { x: 0, y: 0 },
        tolerance: 0.5,
        modes: new Set(['endpoint']),
        walls: snaps('faces'),
      }),
    ).toBeNull();
  });

  it('the page choice is one undo step, stored only when Faces is chosen', () => {
    const page = pageOf(room as DrawingElement[]);
    const faces = setWallDimensions(page, 'faces');
    expect(faces.ok && faces.page.wallDimensions).toBe('faces');
    expect(faces.ok && faces.history).toBe('record');
    const back = faces.ok ? setWallDimensions(faces.page, 'centreline') : faces;
    expect(back.ok && 'wallDimensions' in back.page).toBe(false);
    const same = setWallDimensions(page, 'centreline');
    expect(same.ok && same.history).toBe('ignore');
  });
});

describe('face dimensions', () => {
  it('a room wall’s dimension on its outside (left) face spans corner to corner', () => {
    const top = room[0] as WallElement;
    const span = leftFaceSpan(top, joinedWallIn(room, top)) as [Point, Point];
    expect(span[0].x).toBeCloseTo(-5, 9);
    expect(span[0].y).toBeCloseTo(-5, 9);
    expect(span[1].x).toBeCloseTo(205, 9);
    expect(span[1].y).toBeCloseTo(-5, 9);
  });
});
