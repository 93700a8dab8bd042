import type { Point } from '../geometry/point';
import type { DrawingElement, ElementDraft } from '../model/elements';
import { finalizeElement } from '../model/snapPoints';
import { DRAWING_VERSION, type Layer, type Page } from '../model/page';
import { PX_PER_INCH } from '../model/constants';
import type { FixtureSymbol } from '../symbols/library';
import { bbox, distToSegment, len2d, pointInPolygon } from './geometry';
import { stairDrawing } from './stairDrawing';
import { doorSwing } from './swing';
import type {
  FixtureType,
  PlanDoor,
  PlanFixture,
  PlanRoom,
  PlanStair,
  PlanStory,
  PlanWall,
  PlanWindow,
  Plan,
  Vec,
} from './types';
import { EXTERIOR_WALL_IN, INTERIOR_WALL_IN } from './walls';

/**
 * A generated plan as editable floor design pages, one per story ("Level 1", "Level 2", …): room elements (name
 * and outline, their area live), walls with thickness, doors (swung as the plan says) and windows (with their
 * sill and head heights) placed in their walls, fixtures and counters from the symbol library, stairs drawn with
 * treads, a break line and an UP/DN arrow on the A-FLOR-STRS layer, and the footprint's overall dimensions. Plans
 * are inches with y up; the drawing model is world units (96 per inch) with y down, so y is negated. Pure: the
 * same plan always gives the same pages, ids included.
 */
export function planToPages(plan: Plan): Page[] {
  return plan.stories.map((story, index) => {
    const below = plan.stories.find((s) => s.level === story.level - 1);
    const stairs = [
      ...(story.stairs ?? []).map((st) => ({ st, view: 'lower' as const })),
      ...(below?.stairs ?? []).map((st) => ({ st, view: 'upper' as const })),
    ];
    return {
      version: DRAWING_VERSION,
      id: `level-${story.level + 1}`,
      name: `Level ${story.level + 1}`,
      elements: storyElements(story, `s${index + 1}`, stairs),
      layers: stairs.length > 0 ? [STAIR_LAYER] : [],
    };
  });
}

/** Stairs go on the NCS stair layer, as the export names stair symbols: a CAD user finds them where expected. */
const STAIR_LAYER: Layer = {
  name: 'A-FLOR-STRS',
  color: '#3050a0',
  visible: true,
  frozen: false,
  locked: false,
  linetype: 'CONTINUOUS',
  lineweight: -3,
};
/** UP/DN lettering: 6" tall at true size, about 3/32" on paper at 1/4" = 1'-0". */
const STAIR_TEXT_IN = 6;

const world = ([x, y]: Vec): Point => ({ x: x * PX_PER_INCH, y: -y * PX_PER_INCH });
const plan = (p: Point): Vec => [p.x / PX_PER_INCH, -p.y / PX_PER_INCH];

/** An opening lies on a wall when its centre is this close to the wall's centre line (inches). */
const ON_WALL_IN = 0.5;
/** How far from the wall (inches) a door probes which room lies on each side. */
const SIDE_PROBE_IN = 12;
/** Overall dimensions sit this far outside the exterior wall faces (inches). */
const DIMENSION_OFFSET_IN = 48;

function storyElements(
  story: PlanStory,
  prefix: string,
  stairs: readonly { st: PlanStair; view: 'lower' | 'upper' }[],
): DrawingElement[] {
  const rooms = new Map(story.rooms.map((r) => [r.id, r]));
  const wallId = (i: number) => `${prefix}-wall-${i + 1}`;
  const drafts: ElementDraft[] = [
    ...story.rooms.map((room) => roomDraft(room, prefix)),
    ...story.walls.map((wall, i) => wallDraft(wall, wallId(i))),
    ...story.windows.map((w) => windowDraft(w, story.walls, prefix, wallId)),
    ...story.doors.map((d) => doorDraft(d, story.walls, rooms, prefix, wallId)),
    ...(story.fixtures ?? []).flatMap((f) => fixtureDraft(f, prefix)),
    ...stairs.flatMap(({ st, view }) => stairDrafts(st, view, prefix)),
    ...overallDimensions(story, prefix),
  ];
  return drafts.map(finalizeElement);
}

/** Library symbols for the plan's fixtures; washers and dryers have none and are left to the architect. */
const SYMBOL: Readonly<Partial<Record<FixtureType, FixtureSymbol>>> = {
  toilet: 'toilet',
  lavatory: 'vanity',
  tub: 'bath',
  shower: 'shower',
  counter: 'counter',
  island: 'counter',
  sink: 'counter-sink',
};

/**
 * A fixture as a library symbol: its box's top edge (the symbol's back) on the fixture's back edge, turned a
 * quarter at a time (generated fixtures stand square to their walls).
 */
function fixtureDraft(f: PlanFixture, prefix: string): ElementDraft[] {
  const symbol = SYMBOL[f.type];
  const [p0, p1, p2, p3] = f.polygon.map(world) as [Point, Point, Point, Point];
  if (!symbol || !p2) return [];
  const width = len2d(p1.x - p0.x, p1.y - p0.y);
  const depth = len2d(p3.x - p0.x, p3.y - p0.y);
  if (width <= 0 || depth <= 0) return [];
  // The symbol's y runs from its back into the room: with the back edge's direction u, front is u turned a quarter
  // clockwise on screen; when the plan's polygon runs the other way, the back edge is read from its other end.
  const u = { x: (p1.x - p0.x) / width, y: (p1.y - p0.y) / width };
  const v = { x: (p3.x - p0.x) / depth, y: (p3.y - p0.y) / depth };
  const clockwise = Math.abs(v.x + u.y) < 1e-6 && Math.abs(v.y - u.x) < 1e-6;
  const dir = clockwise ? u : { x: -u.x, y: -u.y };
  const cx = (p0.x + p1.x + p2.x + p3.x) / 4;
  const cy = (p0.y + p1.y + p2.y + p3.y) / 4;
  return [
    {
      id: `${prefix}-${f.id}`,
      type: 'fixture',
      symbol,
      x: cx - width / 2,
      y: cy - depth / 2,
      width,
      depth,
      rotation: axisRotation([dir.x, -dir.y]),
    },
  ];
}

/** A stair's treads, break line, arrow and UP/DN lettering as lines, polylines and a text, grouped as one. */
function stairDrafts(st: PlanStair, view: 'lower' | 'upper', prefix: string): ElementDraft[] {
  const d = stairDrawing(st, view);
  const group = `${prefix}-${st.id}-${view}`;
  const common = { rotation: 0, groupId: group, layer: STAIR_LAYER.name };
  const out: ElementDraft[] = [];
  let n = 0;
  const id = () => `${group}-${++n}`;
  for (const [a, b] of d.treads) {
    const p = world(a);
    const q = world(b);
    out.push({ id: id(), type: 'line', x: p.x, y: p.y, x2: q.x, y2: q.y, ...common });
  }
  const polyline = (pts: readonly Vec[], closed: boolean) => {
    const ws = pts.map(world);
    const x = Math.min(...ws.map((p) => p.x));
    const y = Math.min(...ws.map((p) => p.y));
    out.push({
      id: id(),
      type: 'polyline',
      x,
      y,
      points: ws.map((p) => ({ x: p.x - x, y: p.y - y })),
      closed,
      ...common,
    });
  };
  for (const l of d.landings) polyline(l, true);
  if (d.breakLine) polyline(d.breakLine, false);
  polyline(d.arrow, false);
  polyline(d.arrowHead, false);
  const at = world(d.labelAt);
  out.push({
    id: id(),
    type: 'text',
    x: at.x,
    y: at.y - (STAIR_TEXT_IN * PX_PER_INCH) / 2,
    text: d.label,
    fontSize: 16,
    fill: '#000000',
    fontStyle: 'bold',
    height: STAIR_TEXT_IN * PX_PER_INCH,
    align: 'center',
    ...common,
  });
  return out;
}

function roomDraft(room: PlanRoom, prefix: string): ElementDraft {
  // Wound the way the editor traces rooms from their walls (positive shoelace area in page coordinates, y down):
  // the plan's y-up outline turns over in world(), and a room whose ring runs the other way is not recognised as
  // bound to its walls, so it would stop following them when the walls are edited.
  const flipped = room.polygon.map(world);
  const twice = flipped.reduce((t, p, i) => {
    const q = flipped[(i + 1) % flipped.length] as Point;
    return t + p.x * q.y - q.x * p.y;
  }, 0);
  const pts = twice < 0 ? [...flipped].reverse() : flipped;
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
    ...(w.sill_in !== undefined ? { sill: w.sill_in * PX_PER_INCH } : {}),
    ...(w.head_in !== undefined ? { head: w.head_in * PX_PER_INCH } : {}),
  };
}

/**
 * A door with its leaf as the plan swings it (into `swing.into`, hung at `swing.hinge`) — the preview draws the same
 * swing; plans made before swings were part of the format get them from the same rule (swing.ts).
 */
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
  const horizontal = dir.y === 0;
  const swing = door.swing ?? doorSwing(door, rooms, horizontal);
  // Screen-left of the wall direction (y down): the side a 'left' swing opens to.
  const left = { x: dir.y, y: -dir.x };
  const probe = plan({
    x: c.x + left.x * SIDE_PROBE_IN * PX_PER_INCH,
    y: c.y + left.y * SIDE_PROBE_IN * PX_PER_INCH,
  });
  const into = swing ? rooms.get(swing.into) : undefined;
  const house = rooms.get(door.between[0]);
  const side = into
    ? pointInPolygon(probe, into.polygon, 0)
    : house
      ? !pointInPolygon(probe, house.polygon, 0)
      : true;
  const hingeAt = swing ? world(swing.hinge) : { x: c.x - (dir.x * width) / 2, y: c.y - (dir.y * width) / 2 };
  const toStart = len2d(hingeAt.x - (c.x - (dir.x * width) / 2), hingeAt.y - (c.y - (dir.y * width) / 2));
  const toEnd = len2d(hingeAt.x - (c.x + (dir.x * width) / 2), hingeAt.y - (c.y + (dir.y * width) / 2));
  return {
    id: `${prefix}-${door.id}`,
    type: 'door',
    x: c.x,
    y: c.y,
    rotation: at.rotation,
    width,
    thickness: at.thickness,
    hinge: toStart <= toEnd ? 'start' : 'end',
    swing: side ? 'left' : 'right',
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
