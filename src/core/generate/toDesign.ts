import type { Point } from '../geometry/point';
import type { DrawingElement, ElementDraft } from '../model/elements';
import { finalizeElement } from '../model/snapPoints';
import { DRAWING_VERSION, type Page } from '../model/page';
import { PX_PER_INCH } from '../model/constants';
import { bbox, distToSegment, len2d, pointInPolygon } from './geometry';
import type { PlanDoor, PlanRoom, PlanStory, PlanWall, PlanWindow, Plan, RoomType, Vec } from './types';
import { EXTERIOR_WALL_IN, INTERIOR_WALL_IN } from './walls';

/**
 * A generated plan as editable floor design pages, one per story ("Level 1", "Level 2", …): room elements (name
 * and outline, their area live), walls with thickness, doors and windows placed in their walls, and the
 * footprint's overall dimensions. Plans are inches with y up; the drawing model is world units (96 per inch)
 * with y down, so y is negated. Pure: the same plan always gives the same pages, ids included.
 */
export function planToPages(plan: Plan): Page[] {
  return plan.stories.map((story, index) => ({
    version: DRAWING_VERSION,
    id: `level-${story.level + 1}`,
    name: `Level ${story.level + 1}`,
    elements: storyElements(story, `s${index + 1}`),
    layers: [],
  }));
}

const world = ([x, y]: Vec): Point => ({ x: x * PX_PER_INCH, y: -y * PX_PER_INCH });
const plan = (p: Point): Vec => [p.x / PX_PER_INCH, -p.y / PX_PER_INCH];

/** An opening lies on a wall when its centre is this close to the wall's centre line (inches). */
const ON_WALL_IN = 0.5;
/** How far from the wall (inches) a door probes which room lies on each side. */
const SIDE_PROBE_IN = 12;
/** Overall dimensions sit this far outside the exterior wall faces (inches). */
const DIMENSION_OFFSET_IN = 48;

/** Rooms people pass through: a door's leaf swings away from them, into the room it serves. */
const CIRCULATION: ReadonlySet<RoomType> = new Set(['hall', 'foyer', 'stair', 'mudroom']);

function storyElements(story: PlanStory, prefix: string): DrawingElement[] {
  const rooms = new Map(story.rooms.map((r) => [r.id, r]));
  const wallId = (i: number) => `${prefix}-wall-${i + 1}`;
  const drafts: ElementDraft[] = [
    ...story.rooms.map((room) => roomDraft(room, prefix)),
    ...story.walls.map((wall, i) => wallDraft(wall, wallId(i))),
    ...story.windows.map((w) => windowDraft(w, story.walls, prefix, wallId)),
    ...story.doors.map((d) => doorDraft(d, story.walls, rooms, prefix, wallId)),
    ...overallDimensions(story, prefix),
  ];
  return drafts.map(finalizeElement);
}

function roomDraft(room: PlanRoom, prefix: string): ElementDraft {
  const pts = room.polygon.map(world);
  const x = Math.min(...pts.map((p) => p.x));
  const y = Math.min(...pts.map((p) => p.y));
  return {
    id: `${prefix}-${room.id}`,
    type: 'room',
    x,
    y,
    rotation: 0,
    name: room.name,
    points: pts.map((p) => ({ x: p.x - x, y: p.y - y })),
  };
}

function wallDraft(wall: PlanWall, id: string): ElementDraft {
  const a = world(wall.a);
  const b = world(wall.b);
  return {
    id,
    type: 'wall',
    x: a.x,
    y: a.y,
    x2: b.x,
    y2: b.y,
    rotation: 0,
    thickness: wall.thickness_in * PX_PER_INCH,
  };
}

/** The wall whose centre line holds the point (the nearest one within ON_WALL_IN), or -1. */
function hostWall(p: Vec, walls: readonly PlanWall[]): number {
  let best = -1;
  let bestDist = ON_WALL_IN;
  walls.forEach((w, i) => {
    const d = distToSegment(p, w.a, w.b);
    if (d <= bestDist) {
      best = i;
      bestDist = d;
    }
  });
  return best;
}

/**
 * Degrees clockwise on screen from +x of a plan direction (y up). Generated walls and windows run along the axes,
 * so the angle is exact without trigonometry (which generate/ avoids: engines may differ in its last bit).
 */
function axisRotation([dx, dy]: Vec): number {
  if (Math.abs(dx) >= Math.abs(dy)) return dx >= 0 ? 0 : 180;
  return dy > 0 ? 270 : 90;
}

/** The unit vector on screen (y down) of an axis rotation. */
const AXIS_DIRECTION: Readonly<Record<number, Point>> = {
  0: { x: 1, y: 0 },
  90: { x: 0, y: 1 },
  180: { x: -1, y: 0 },
  270: { x: 0, y: -1 },
};

const wallRotation = (w: PlanWall): number => axisRotation([w.b[0] - w.a[0], w.b[1] - w.a[1]]);

interface Placement {
  readonly rotation: number;
  readonly thickness: number;
  readonly wallId?: string;
}

/**
 * Where an opening centred at `center` sits: in its host wall (direction, thickness, id) when one holds it,
 * otherwise along `fallback` (the opening's own direction, y up) in an interior-thickness wall.
 */
function placement(
  center: Vec,
  fallback: Vec,
  walls: readonly PlanWall[],
  wallId: (i: number) => string,
  exterior: boolean,
): Placement {
  const i = hostWall(center, walls);
  const wall = walls[i];
  if (wall)
    return { rotation: wallRotation(wall), thickness: wall.thickness_in * PX_PER_INCH, wallId: wallId(i) };
  return {
    rotation: axisRotation(fallback),
    thickness: (exterior ? EXTERIOR_WALL_IN : INTERIOR_WALL_IN) * PX_PER_INCH,
  };
}

function windowDraft(
  w: PlanWindow,
  walls: readonly PlanWall[],
  prefix: string,
  wallId: (i: number) => string,
): ElementDraft {
  const center: Vec = [(w.a[0] + w.b[0]) / 2, (w.a[1] + w.b[1]) / 2];
  const c = world(center);
  const at = placement(center, [w.b[0] - w.a[0], w.b[1] - w.a[1]], walls, wallId, true);
  return {
    id: `${prefix}-${w.id}`,
    type: 'window',
    x: c.x,
    y: c.y,
    rotation: at.rotation,
    width: len2d(w.b[0] - w.a[0], w.b[1] - w.a[1]) * PX_PER_INCH,
    thickness: at.thickness,
    ...(at.wallId ? { wallId: at.wallId } : {}),
  };
}

/**
 * The room a door's leaf swings into: the house side of an exterior door; otherwise the room it serves rather
 * than a hall, foyer, stair or mudroom; between two rooms of the same sort, the second (the door tree's child:
 * the room the door was made to reach).
 */
function servedRoom(door: PlanDoor, rooms: ReadonlyMap<string, PlanRoom>): PlanRoom | undefined {
  const [a, b] = door.between.map((id) => rooms.get(id));
  if (!b) return a;
  if (!a) return b;
  const aPasses = CIRCULATION.has(a.type);
  const bPasses = CIRCULATION.has(b.type);
  return aPasses && !bPasses ? b : bPasses && !aPasses ? a : b;
}

function doorDraft(
  door: PlanDoor,
  walls: readonly PlanWall[],
  rooms: ReadonlyMap<string, PlanRoom>,
  prefix: string,
  wallId: (i: number) => string,
): ElementDraft {
  const c = world(door.center);
  const exterior = door.between.includes('exterior');
  const at = placement(door.center, [1, 0], walls, wallId, exterior);
  const width = door.width_in * PX_PER_INCH;
  const dir = AXIS_DIRECTION[at.rotation] ?? { x: 1, y: 0 };
  // Screen-left of the wall direction (y down): the side a 'left' swing opens to.
  const left = { x: dir.y, y: -dir.x };
  const target = servedRoom(door, rooms);
  const probe = plan({
    x: c.x + left.x * SIDE_PROBE_IN * PX_PER_INCH,
    y: c.y + left.y * SIDE_PROBE_IN * PX_PER_INCH,
  });
  const swing = !target || pointInPolygon(probe, target.polygon, 0) ? 'left' : 'right';
  // The leaf hangs on the jamb nearer a corner of the room it opens into, so it folds back against a wall.
  const jamb = (s: number): Vec =>
    plan({ x: c.x + (s * dir.x * width) / 2, y: c.y + (s * dir.y * width) / 2 });
  const toCorner = (p: Vec) =>
    Math.min(...(target?.polygon ?? []).map((q) => len2d(q[0] - p[0], q[1] - p[1])));
  const hinge = toCorner(jamb(-1)) <= toCorner(jamb(1)) ? 'start' : 'end';
  return {
    id: `${prefix}-${door.id}`,
    type: 'door',
    x: c.x,
    y: c.y,
    rotation: at.rotation,
    width,
    thickness: at.thickness,
    hinge,
    swing,
    kind: door.kind,
    ...(at.wallId ? { wallId: at.wallId } : {}),
  };
}

/**
 * The footprint's overall width (below the front) and depth (right of the plan), measured to the outside faces of
 * the exterior walls as builders dimension a house.
 */
function overallDimensions(story: PlanStory, prefix: string): ElementDraft[] {
  if (story.footprint.length === 0) return [];
  const b = bbox(story.footprint);
  const face = EXTERIOR_WALL_IN / 2;
  const sw = world([b.x0 - face, b.y0 - face]);
  const se = world([b.x1 + face, b.y0 - face]);
  const ne = world([b.x1 + face, b.y1 + face]);
  const offset = DIMENSION_OFFSET_IN * PX_PER_INCH;
  return [
    // Left to right along the front; a negative offset puts the line below it on screen.
    {
      id: `${prefix}-dim-width`,
      type: 'dimension',
      x: sw.x,
      y: sw.y,
      x2: se.x,
      y2: se.y,
      rotation: 0,
      offset: -offset,
    },
    // Top to bottom along the right side; a positive offset puts the line to its right.
    {
      id: `${prefix}-dim-depth`,
      type: 'dimension',
      x: ne.x,
      y: ne.y,
      x2: se.x,
      y2: se.y,
      rotation: 0,
      offset,
    },
  ];
}
