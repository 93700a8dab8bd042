import {
  boundsOf,
  commonBoundary,
  dist,
  distToSeg,
  inside,
  insetRectilinear,
  isAxisRect,
  isRectilinear,
  narrowest,
  overlapArea,
  overlapOfSegments,
  polyArea,
  polyInside,
  rectsOverlap,
  segLength,
  simplify,
  type P,
  type Rect,
} from './geometry';

/**
 * An architect's reading of a generated plan, strictly between wall faces (issue 25 items 1–5). It reads the plan
 * JSON only — its own types, its own geometry — so it can judge any generator's output, the one before this
 * issue included. Fields a plan lacks (head heights, fixtures, stair ends) make the rule that needs them fail
 * as "not shown": a plan that does not say how high its windows are cannot be shown to meet R310.
 */

// ---- The plan as JSON (every field the checker reads; newer fields optional) ----
export interface CRoom {
  id: string;
  type: string;
  name: string;
  polygon: P[];
  area_sqft: number;
  proposed?: boolean;
}
export interface CDoor {
  id: string;
  between: [string, string];
  center: P;
  width_in: number;
  kind: string;
  swing?: { into: string; hinge: P };
}
export interface CWindow {
  id: string;
  room: string;
  a: P;
  b: P;
  egress: boolean;
  head_in?: number;
  sill_in?: number;
  operation?: string;
}
export interface CWall {
  a: P;
  b: P;
  thickness_in: number;
  exterior: boolean;
}
export interface CFixture {
  id: string;
  room: string;
  type: string;
  polygon: P[];
}
export interface CStair {
  id: string;
  room: string;
  upper_room: string;
  bottom: P;
  top: P;
  width_in: number;
  risers: number;
  riser_in: number;
  treads: number;
  tread_in: number;
  headroom_in?: number;
  flights: { a: P; b: P; width_in: number }[];
}
export interface CStory {
  level: number;
  footprint: P[];
  rooms: CRoom[];
  doors: CDoor[];
  windows: CWindow[];
  walls: CWall[];
  floor_to_floor_in?: number;
  stairs?: CStair[];
  fixtures?: CFixture[];
}
export interface CPlan {
  program: {
    square_footage: number;
    num_bedrooms: number;
    num_bathrooms: number;
    num_car_garage: number;
    story: number;
  };
  template: string;
  parti?: string;
  stories: CStory[];
}

export interface Check {
  readonly name: string;
  /** False when the plan has nothing the rule applies to (no garage, one story…). */
  readonly applicable: boolean;
  readonly passed: boolean;
  readonly detail: string;
}

export const CHECK_NAMES = [
  'no_overlap',
  'inside_outline',
  'inside_lot',
  'room_counts',
  'reachable',
  'habitable_size',
  'habitable_aspect',
  'full_bath_width',
  'half_bath_size',
  'half_bath_door',
  'kitchen_aisle',
  'garage_size',
  'bedroom_closets',
  'service_access',
  'guest_bath',
  'private_baths',
  'foyer_width',
  'no_long_corridor',
  'kitchen_open_living',
  'entry_public',
  'bedroom_zoning',
  'bedroom_egress',
  'natural_light',
  'stair_ends',
  'stair_dimensions',
  'stair_headroom',
  'upper_over_lower',
] as const;
export type CheckName = (typeof CHECK_NAMES)[number];

// ---- Rule constants (IRC 2021 and the issue's figures), all clear between faces ----
const HABITABLE = new Set(['bedroom', 'primary_bedroom', 'living', 'dining', 'family', 'office']);
const BEDROOMS = new Set(['bedroom', 'primary_bedroom']);
const FULL_BATHS = new Set(['bathroom', 'primary_bath']);
const BATHS = new Set(['bathroom', 'primary_bath', 'half_bath']);
const PUBLIC = new Set(['living', 'dining', 'kitchen', 'family', 'foyer']);
const NO_PASSING = new Set([
  'bedroom',
  'primary_bedroom',
  'bathroom',
  'primary_bath',
  'half_bath',
  'closet',
  'garage',
]);
const CIRCULATION = new Set(['hall', 'foyer', 'stair']);
const COUNTERS = new Set(['counter', 'sink', 'range', 'refrigerator', 'island']);
const DEFAULT_FLOOR_TO_FLOOR_IN = 118;
/** A window frame's width, deducted on each side from the rough opening for glass and clear opening. */
const FRAME_IN = 2.5;
const SQIN = 144;

interface Ctx {
  plan: CPlan;
  lot: P[] | null;
}

const fmt = (v: number) => (Math.round(v * 10) / 10).toString();

/** The wall lying along a room edge (the thickest that overlaps it), or null when the edge is open. */
function wallAlong(story: CStory, a: P, b: P): CWall | null {
  let best: CWall | null = null;
  let bestLen = 0;
  for (const w of story.walls) {
    const s = overlapOfSegments(a, b, w.a, w.b, 0.6);
    if (!s) continue;
    const len = segLength(s);
    if (
      len > bestLen + 1e-6 ||
      (Math.abs(len - bestLen) < 1e-6 && best && w.thickness_in > best.thickness_in)
    ) {
      best = w;
      bestLen = len;
    }
  }
  return best;
}

export interface Clear {
  poly: P[];
  areaSqft: number;
  /** Narrowest clear width. */
  short: number;
  /** Longest clear side of its bounding box. */
  long: number;
}

/** A room between its wall faces: each edge moved in by half the thickness of the wall on it. */
export function clearOf(story: CStory, room: CRoom): Clear | null {
  const poly = simplify(room.polygon);
  if (poly.length < 3 || !isRectilinear(poly)) return null;
  const inset = insetRectilinear(poly, (i) => {
    const w = wallAlong(story, poly[i] as P, poly[(i + 1) % poly.length] as P);
    return w ? w.thickness_in / 2 : 0;
  });
  const b = boundsOf(inset);
  const short = isAxisRect(inset) ? Math.min(b.x1 - b.x0, b.y1 - b.y0) : narrowest(inset);
  return { poly: inset, areaSqft: polyArea(inset) / SQIN, short, long: Math.max(b.x1 - b.x0, b.y1 - b.y0) };
}

function check(name: CheckName, problems: string[], applicable = true): Check {
  return {
    name,
    applicable,
    passed: !applicable || problems.length === 0,
    detail: problems.slice(0, 4).join('; ') + (problems.length > 4 ? ` (+${problems.length - 4})` : ''),
  };
}

const lbl = (s: CStory, r: CRoom) => `${r.name}@L${s.level + 1}`;

/** A door is real when its centre lies on a boundary the two rooms share, long enough for it. */
function doorValid(story: CStory, d: CDoor, byId: Map<string, CRoom>): boolean {
  const a = byId.get(d.between[0]);
  if (!a) return false;
  if (d.between[1] === 'exterior')
    return onOutline(d.center, a.polygon) && onOutline(d.center, story.footprint);
  const b = byId.get(d.between[1]);
  if (!b) return false;
  return commonBoundary(a.polygon, b.polygon).some(
    (s) => distToSeg(d.center, s.a, s.b) < 0.6 && segLength(s) + 0.6 >= d.width_in,
  );
}

const onOutline = (p: P, poly: readonly P[]) =>
  poly.some((q, i) => distToSeg(p, q, poly[(i + 1) % poly.length] as P) < 0.6);

interface Graph {
  /** `${level}:${id}` → neighbours through doors and stairs. */
  adj: Map<string, Set<string>>;
  entry: string[];
  room: Map<string, { story: CStory; room: CRoom }>;
}

const key = (level: number, id: string) => `${level}:${id}`;

function graphOf(plan: CPlan): Graph {
  const adj = new Map<string, Set<string>>();
  const room = new Map<string, { story: CStory; room: CRoom }>();
  const link = (a: string, b: string) => {
    if (!adj.has(a)) adj.set(a, new Set());
    if (!adj.has(b)) adj.set(b, new Set());
    adj.get(a)?.add(b);
    adj.get(b)?.add(a);
  };
  const entry: string[] = [];
  for (const s of plan.stories) {
    const byId = new Map(s.rooms.map((r) => [r.id, r]));
    for (const r of s.rooms) room.set(key(s.level, r.id), { story: s, room: r });
    for (const d of s.doors) {
      if (!doorValid(s, d, byId)) continue;
      if (d.between[1] === 'exterior') {
        if (d.kind === 'entry' && s.level === 0) entry.push(key(s.level, d.between[0]));
        continue;
      }
      link(key(s.level, d.between[0]), key(s.level, d.between[1]));
    }
  }
  // A stair joins the stories whose stair rooms stand over each other.
  for (let i = 0; i + 1 < plan.stories.length; i++) {
    const lo = plan.stories[i] as CStory;
    const hi = plan.stories[i + 1] as CStory;
    for (const a of lo.rooms.filter((r) => r.type === 'stair'))
      for (const b of hi.rooms.filter((r) => r.type === 'stair'))
        if (overlapArea(a.polygon, b.polygon) > 0.5 * Math.min(polyArea(a.polygon), polyArea(b.polygon)))
          link(key(lo.level, a.id), key(hi.level, b.id));
  }
  return { adj, entry, room };
}

/** Rooms reached from the entry walking only through rooms `mayPass` allows (the rooms reached may be any). */
function reach(g: Graph, mayPass: (type: string) => boolean): Set<string> {
  const seen = new Set(g.entry);
  const todo = [...g.entry];
  while (todo.length) {
    const k = todo.pop() as string;
    const here = g.room.get(k);
    if (!here) continue;
    // The entry room itself may be anything; beyond it, only passable rooms lead further.
    if (!g.entry.includes(k) && !mayPass(here.room.type)) continue;
    for (const m of g.adj.get(k) ?? [])
      if (!seen.has(m)) {
        seen.add(m);
        todo.push(m);
      }
  }
  return seen;
}

/** Clear opening of a window (inches) by how it opens, the frame deducted. */
function windowOpening(w: CWindow): { width: number; height: number; glassIn2: number } | null {
  if (w.head_in === undefined || w.sill_in === undefined) return null;
  const width = dist(w.a, w.b);
  const height = w.head_in - w.sill_in;
  const glassIn2 = Math.max(0, width - 2 * FRAME_IN) * Math.max(0, height - 2 * FRAME_IN);
  switch (w.operation) {
    case 'casement':
    case 'awning':
      return { width: width - 2 * FRAME_IN, height: height - 2 * FRAME_IN, glassIn2 };
    case 'slider':
      return { width: (width - 3 * FRAME_IN) / 2, height: height - 2 * FRAME_IN, glassIn2 };
    case 'fixed':
      return { width: 0, height: 0, glassIn2 };
    default:
      // Unknown: read as a double-hung sash, the most common and the least generous.
      return { width: width - 2 * FRAME_IN, height: (height - 3 * FRAME_IN) / 2, glassIn2 };
  }
}

function ftf(s: CStory): number {
  return s.floor_to_floor_in ?? DEFAULT_FLOOR_TO_FLOOR_IN;
}

/** Rects of fixtures of a room. */
const fixtureRects = (s: CStory, roomId: string, types: Set<string>): Rect[] =>
  (s.fixtures ?? []).filter((f) => f.room === roomId && types.has(f.type)).map((f) => boundsOf(f.polygon));

export function checkPlan(plan: CPlan, lot: P[] | null = null): Check[] {
  const ctx: Ctx = { plan, lot };
  const g = graphOf(plan);
  const all = plan.stories.flatMap((s) => s.rooms.map((r) => ({ s, r })));
  const clear = new Map<string, Clear | null>();
  const clr = (s: CStory, r: CRoom) => {
    const k = key(s.level, r.id);
    if (!clear.has(k)) clear.set(k, clearOf(s, r));
    return clear.get(k) ?? null;
  };
  const out: Check[] = [];

  // ---- The gates every plan must pass ----
  {
    const p: string[] = [];
    for (const s of plan.stories)
      s.rooms.forEach((a, i) => {
        for (const b of s.rooms.slice(i + 1)) {
          const o = overlapArea(a.polygon, b.polygon) / SQIN;
          if (o > 0.1) p.push(`${lbl(s, a)} overlaps ${b.name} by ${fmt(o)} sf`);
        }
      });
    out.push(check('no_overlap', p));
  }
  {
    const p: string[] = [];
    for (const { s, r } of all)
      if (!polyInside(r.polygon, s.footprint)) p.push(`${lbl(s, r)} leaves its story`);
    out.push(check('inside_outline', p));
  }
  {
    const p: string[] = [];
    if (ctx.lot)
      for (const { s, r } of all)
        if (!polyInside(r.polygon, ctx.lot)) p.push(`${lbl(s, r)} leaves the buildable area`);
    out.push(check('inside_lot', p, ctx.lot !== null));
  }
  {
    const p: string[] = [];
    const beds = all.filter(({ r }) => BEDROOMS.has(r.type)).length;
    const full = all.filter(({ r }) => FULL_BATHS.has(r.type)).length;
    const half = all.filter(({ r }) => r.type === 'half_bath').length;
    if (beds !== plan.program.num_bedrooms) p.push(`${beds} bedrooms for ${plan.program.num_bedrooms}`);
    if (full + half / 2 !== plan.program.num_bathrooms)
      p.push(`${full}+${half}/2 baths for ${plan.program.num_bathrooms}`);
    out.push(check('room_counts', p));
  }
  {
    const seen = reach(g, () => true);
    const p = all
      .filter(({ s, r }) => !seen.has(key(s.level, r.id)))
      .map(({ s, r }) => `${lbl(s, r)} unreachable`);
    if (g.entry.length === 0) p.unshift('no entry door');
    out.push(check('reachable', p));
  }

  // ---- Item 3: sizes between faces ----
  {
    const size: string[] = [];
    const aspect: string[] = [];
    for (const { s, r } of all) {
      if (!HABITABLE.has(r.type)) continue;
      const c = clr(s, r);
      if (!c) {
        size.push(`${lbl(s, r)} is not measurable`);
        continue;
      }
      if (c.areaSqft < 70 - 1e-6) size.push(`${lbl(s, r)} ${fmt(c.areaSqft)} sf clear`);
      if (c.short < 84 - 1e-6) size.push(`${lbl(s, r)} ${fmt(c.short)}" clear`);
      if (c.long > 2 * c.short + 1e-6) aspect.push(`${lbl(s, r)} ${fmt(c.long / c.short)}:1`);
    }
    out.push(check('habitable_size', size), check('habitable_aspect', aspect));
  }
  {
    const p: string[] = [];
    const fulls = all.filter(({ r }) => FULL_BATHS.has(r.type));
    for (const { s, r } of fulls) {
      const c = clr(s, r);
      if (!c || c.short < 60 - 1e-6) p.push(`${lbl(s, r)} ${c ? fmt(c.short) : '?'}" clear`);
    }
    out.push(check('full_bath_width', p, fulls.length > 0));
  }
  {
    const size: string[] = [];
    const door: string[] = [];
    const halves = all.filter(({ r }) => r.type === 'half_bath');
    for (const { s, r } of halves) {
      const c = clr(s, r);
      if (!c || c.short < 30 - 1e-6 || c.long < 60 - 1e-6)
        size.push(`${lbl(s, r)} ${c ? `${fmt(c.short)}"×${fmt(c.long)}"` : '?'} clear`);
      const toilets = fixtureRects(s, r.id, new Set(['toilet']));
      if (toilets.length === 0) {
        door.push(`${lbl(s, r)}: no toilet shown`);
        continue;
      }
      for (const d of s.doors.filter((d) => d.between.includes(r.id) && d.kind !== 'opening')) {
        if (!d.swing) {
          door.push(`${lbl(s, r)}: door ${d.id} swing not shown`);
          continue;
        }
        if (d.swing.into !== r.id) continue;
        const sweep = sweepRect(d, r.polygon);
        if (sweep && toilets.some((t) => rectsOverlap(t, sweep, 0.5)))
          door.push(`${lbl(s, r)}: door ${d.id} swings over the toilet`);
      }
    }
    out.push(
      check('half_bath_size', size, halves.length > 0),
      check('half_bath_door', door, halves.length > 0),
    );
  }
  {
    const p: string[] = [];
    const kitchens = all.filter(({ r }) => r.type === 'kitchen');
    for (const { s, r } of kitchens) {
      const runs = fixtureRects(s, r.id, COUNTERS);
      if (runs.length === 0) {
        p.push(`${lbl(s, r)}: no counters shown`);
        continue;
      }
      runs.forEach((a, i) => {
        for (const b of runs.slice(i + 1)) {
          const gap = facingGap(a, b);
          if (gap !== null && gap > 1 && gap < 36 - 1e-6) p.push(`${lbl(s, r)}: ${fmt(gap)}" aisle`);
        }
      });
    }
    out.push(check('kitchen_aisle', p, kitchens.length > 0));
  }
  {
    const p: string[] = [];
    const garages = all.filter(({ r }) => r.type === 'garage');
    const cars = plan.program.num_car_garage;
    if (cars > 0 && garages.length === 0) p.push('no garage');
    for (const { s, r } of garages) {
      const c = clr(s, r);
      const b = c ? boundsOf(c.poly) : null;
      const w = b ? b.x1 - b.x0 : 0;
      const h = b ? b.y1 - b.y0 : 0;
      const fits = (across: number, deep: number) => across >= 120 * cars - 1e-6 && deep >= 240 - 1e-6;
      if (!fits(w, h) && !fits(h, w)) p.push(`${lbl(s, r)} ${fmt(w)}"×${fmt(h)}" clear for ${cars} cars`);
    }
    out.push(check('garage_size', p, cars > 0));
  }
  {
    // Every bedroom has a closet of its own: one whose doors all open into that bedroom (a primary's walk-in may
    // open from its bath), at least 24" deep between faces.
    const p: string[] = [];
    for (const { s, r } of all.filter(({ r }) => BEDROOMS.has(r.type))) {
      const byId = new Map(s.rooms.map((x) => [x.id, x]));
      const suiteRooms = new Set([r.id]);
      for (const d of s.doors) {
        const other = d.between[0] === r.id ? d.between[1] : d.between[1] === r.id ? d.between[0] : null;
        if (other && byId.get(other)?.type === 'primary_bath') suiteRooms.add(other);
      }
      const own = s.rooms.filter((c) => {
        if (c.type !== 'closet') return false;
        const ds = s.doors.filter((d) => d.between.includes(c.id) && doorValid(s, d, byId));
        if (ds.length === 0) return false;
        const opensOnlyHere = ds.every((d) =>
          suiteRooms.has(d.between[0] === c.id ? d.between[1] : d.between[0]),
        );
        const intoBedroom = ds.some((d) => d.between.includes(r.id)) || r.type === 'primary_bedroom';
        return opensOnlyHere && intoBedroom;
      });
      const deep = own.filter((c) => (clr(s, c)?.short ?? 0) >= 24 - 1e-6);
      if (own.length === 0) p.push(`${lbl(s, r)} has no closet of its own`);
      else if (deep.length === 0) p.push(`${lbl(s, r)}'s closet is under 24" deep`);
    }
    out.push(check('bedroom_closets', p, plan.program.num_bedrooms > 0));
  }
  {
    const p: string[] = [];
    const seen = reach(g, (t) => !NO_PASSING.has(t));
    const service = all.filter(({ r }) => ['laundry', 'pantry', 'mudroom'].includes(r.type));
    for (const { s, r } of service)
      if (!seen.has(key(s.level, r.id))) p.push(`${lbl(s, r)} only through a private room or the garage`);
    out.push(check('service_access', p, service.length > 0));
    const baths = all.filter(({ r }) => BATHS.has(r.type));
    const guest = baths.some(({ s, r }) => seen.has(key(s.level, r.id)));
    out.push(
      check('guest_bath', guest ? [] : ['no bath a guest reaches without a bedroom'], baths.length > 0),
    );
  }
  {
    const p: string[] = [];
    for (const s of plan.stories) {
      const byId = new Map(s.rooms.map((x) => [x.id, x]));
      for (const bed of s.rooms.filter((r) => BEDROOMS.has(r.type))) {
        const own = s.rooms.filter((b) => {
          if (!FULL_BATHS.has(b.type) && b.type !== 'half_bath') return false;
          const ds = s.doors.filter((d) => d.between.includes(b.id) && doorValid(s, d, byId));
          return ds.length > 0 && ds.every((d) => d.between.includes(bed.id));
        });
        if (own.length > 1) p.push(`${lbl(s, bed)} has ${own.length} private baths`);
      }
    }
    out.push(check('private_baths', p, plan.program.num_bedrooms > 0));
  }
  {
    const p: string[] = [];
    const foyers = all.filter(({ r }) => r.type === 'foyer');
    for (const { s, r } of foyers) {
      const c = clr(s, r);
      if (!c || c.short < 36 - 1e-6) p.push(`${lbl(s, r)} ${c ? fmt(c.short) : '?'}" clear`);
    }
    out.push(check('foyer_width', p, foyers.length > 0));
  }

  // ---- Items 1–2: parti and circulation ----
  {
    const p: string[] = [];
    for (const s of plan.stories) {
      const fb = boundsOf(s.footprint);
      const houseLong = Math.max(fb.x1 - fb.x0, fb.y1 - fb.y0);
      for (const r of s.rooms.filter((r) => r.type === 'hall')) {
        const len = hallLength(r);
        if (len > 360 + 1e-6) p.push(`${lbl(s, r)} ${fmt(len / 12)} ft long`);
        else if (len >= 0.75 * houseLong && len >= 288) p.push(`${lbl(s, r)} runs the length of the house`);
      }
    }
    out.push(check('no_long_corridor', p));
  }
  {
    const p: string[] = [];
    for (const s of plan.stories)
      for (const k of s.rooms.filter((r) => r.type === 'kitchen')) {
        const byId = new Map(s.rooms.map((x) => [x.id, x]));
        const ok = s.rooms.some(
          (o) =>
            (o.type === 'living' || o.type === 'family') &&
            (commonBoundary(k.polygon, o.polygon).some((seg) => segLength(seg) >= 36) ||
              s.doors.some(
                (d) =>
                  d.kind === 'opening' &&
                  d.between.includes(k.id) &&
                  d.between.includes(o.id) &&
                  doorValid(s, d, byId),
              )),
        );
        if (!ok) p.push(`${lbl(s, k)} is not open to a living or family room`);
      }
    const kitchens = all.filter(({ r }) => r.type === 'kitchen').length;
    out.push(check('kitchen_open_living', p, kitchens > 0));
  }
  {
    const p: string[] = [];
    for (const e of g.entry) {
      const t = g.room.get(e)?.room.type ?? '?';
      if (!PUBLIC.has(t)) p.push(`the entry opens into a ${t}`);
    }
    if (g.entry.length === 0) p.push('no entry');
    out.push(check('entry_public', p));
  }
  {
    const p: string[] = [];
    for (const s of plan.stories)
      for (const b of s.rooms.filter((r) => BEDROOMS.has(r.type)))
        for (const o of s.rooms.filter((r) => PUBLIC.has(r.type))) {
          const shared = commonBoundary(b.polygon, o.polygon).reduce((t, seg) => t + segLength(seg), 0);
          if (shared > 6) p.push(`${lbl(s, b)} shares ${fmt(shared / 12)} ft of wall with ${o.name}`);
        }
    out.push(check('bedroom_zoning', p, plan.program.num_bedrooms > 0));
  }

  // ---- Item 5: windows ----
  {
    const egress: string[] = [];
    const light: string[] = [];
    for (const s of plan.stories)
      for (const r of s.rooms) {
        const wins = s.windows.filter(
          (w) => w.room === r.id && onOutline(w.a, r.polygon) && onOutline(w.b, r.polygon),
        );
        const outside = wins.filter((w) => onOutline(w.a, s.footprint) && onOutline(w.b, s.footprint));
        if (BEDROOMS.has(r.type)) {
          const ok = outside.some((w) => {
            const o = windowOpening(w);
            return (
              o !== null &&
              (w.sill_in ?? Infinity) <= 44 + 1e-6 &&
              o.height >= 24 - 1e-6 &&
              o.width >= 20 - 1e-6 &&
              o.width * o.height >= 5.7 * SQIN - 1e-6
            );
          });
          if (!ok)
            egress.push(
              `${lbl(s, r)} has no R310 egress window${outside.some((w) => w.head_in === undefined) ? ' (heights not shown)' : ''}`,
            );
        }
        if (HABITABLE.has(r.type)) {
          const c = clr(s, r);
          const glass = outside.reduce((t, w) => t + (windowOpening(w)?.glassIn2 ?? 0), 0);
          const need = 0.08 * (c ? c.areaSqft : r.area_sqft) * SQIN;
          if (glass < need - 1e-6)
            light.push(`${lbl(s, r)} ${fmt(glass / SQIN)} sf glass < ${fmt(need / SQIN)}`);
        }
      }
    out.push(check('bedroom_egress', egress, plan.program.num_bedrooms > 0), check('natural_light', light));
  }

  // ---- Item 4: stairs ----
  const multi = plan.stories.length > 1;
  {
    const ends: string[] = [];
    const dims: string[] = [];
    const head: string[] = [];
    for (let i = 0; i + 1 < plan.stories.length; i++) {
      const lo = plan.stories[i] as CStory;
      const hi = plan.stories[i + 1] as CStory;
      const pairs = lo.rooms
        .filter((r) => r.type === 'stair')
        .flatMap((a) =>
          hi.rooms
            .filter((b) => b.type === 'stair' && overlapArea(a.polygon, b.polygon) > 0)
            .map((b) => ({ a, b })),
        );
      if (pairs.length === 0) {
        ends.push(`no stair from level ${i + 1} to ${i + 2}`);
        continue;
      }
      const { a, b } = pairs[0] as { a: CRoom; b: CRoom };
      const data = (lo.stairs ?? []).find((st) => st.room === a.id);
      const lowerDoors = lo.doors.filter((d) => d.between.includes(a.id));
      const upperDoors = hi.doors.filter((d) => d.between.includes(b.id));
      const h = ftf(lo);
      if (data) {
        if (dist(data.bottom, data.top) < 12) ends.push(`stair ${data.id}: bottom and top coincide`);
        const near = (d: CDoor, p: P) => dist(d.center, p) <= Math.max(d.width_in, data.width_in) / 2 + 12;
        if (lowerDoors.length === 0 || !lowerDoors.every((d) => near(d, data.bottom)))
          ends.push(`stair ${data.id}: level ${i + 1} does not enter at its bottom`);
        if (upperDoors.length === 0 || !upperDoors.every((d) => near(d, data.top)))
          ends.push(`stair ${data.id}: level ${i + 2} does not enter at its top`);
        const riser = h / data.risers;
        if (riser > 7.75 + 1e-6)
          dims.push(`stair ${data.id}: ${fmt(riser)}" risers for ${h}" floor to floor`);
        if (data.tread_in < 10 - 1e-6) dims.push(`stair ${data.id}: ${fmt(data.tread_in)}" treads`);
        if (data.treads < data.risers - data.flights.length)
          dims.push(`stair ${data.id}: ${data.treads} treads for ${data.risers} risers`);
        const run = data.flights.reduce((t, f) => t + dist(f.a, f.b), 0);
        if (run + 1e-6 < (data.risers - 1 - (data.flights.length - 1)) * data.tread_in)
          dims.push(`stair ${data.id}: ${fmt(run)}" of run for ${data.treads} treads`);
        for (const f of data.flights) {
          if (!polyInside([f.a, f.b], a.polygon, 0.6))
            dims.push(`stair ${data.id}: a flight leaves its room`);
          if (f.width_in < 36 - 1e-6) dims.push(`stair ${data.id}: flight ${fmt(f.width_in)}" wide`);
        }
        const c = clearOf(lo, a);
        if (!c || c.short < 36 - 1e-6)
          dims.push(`stair ${data.id}: ${c ? fmt(c.short) : '?'}" between walls`);
      } else {
        // No stair data: infer a straight flight along the room's long side, entered where its doors are.
        const rb = boundsOf(a.polygon);
        const alongY = rb.y1 - rb.y0 >= rb.x1 - rb.x0;
        const t = (p: P) => (alongY ? (p[1] - rb.y0) / (rb.y1 - rb.y0) : (p[0] - rb.x0) / (rb.x1 - rb.x0));
        const lowEnd = lowerDoors.map((d) => t(d.center) < 0.5);
        const highEnd = upperDoors.map((d) => t(d.center) < 0.5);
        const lowerAt = new Set(lowEnd);
        const upperAt = new Set(highEnd);
        if (lowerAt.size !== 1 || upperAt.size !== 1 || [...lowerAt][0] === [...upperAt][0])
          ends.push(`stair ${a.name}: both levels enter at the same end (or from both ends)`);
        const length = alongY ? rb.y1 - rb.y0 : rb.x1 - rb.x0;
        const treads = Math.floor(length / 10);
        const riser = h / (treads + 1);
        dims.push(
          `stair ${a.name}: no risers or treads shown (${treads} treads fit: ${fmt(riser)}" risers for ${h}")`,
        );
        const c = clearOf(lo, a);
        if (!c || c.short < 36 - 1e-6) dims.push(`stair ${a.name}: ${c ? fmt(c.short) : '?'}" between walls`);
      }
      // Headroom: the story above is open over the flight (its stair room covers it), or stacked flights leave
      // the floor-to-floor less a 12" structure.
      const flights = data?.flights ?? [];
      const covered = flights.length
        ? flights.every((f) => polyInside([f.a, f.b], b.polygon, 0.6))
        : overlapArea(a.polygon, b.polygon) >= polyArea(a.polygon) - 1;
      const stackedAbove = (hi.stairs ?? []).some((st) => st.room === b.id);
      if (!covered) head.push(`stair from level ${i + 1}: the floor above closes over the flight`);
      else if (stackedAbove && h - 12 < 80)
        head.push(`stair from level ${i + 1}: ${fmt(h - 12)}" under the flight above`);
    }
    out.push(
      check('stair_ends', ends, multi),
      check('stair_dimensions', dims, multi),
      check('stair_headroom', head, multi),
    );
  }
  {
    const p: string[] = [];
    for (let i = 1; i < plan.stories.length; i++) {
      const lo = plan.stories[i - 1] as CStory;
      const hi = plan.stories[i] as CStory;
      if (!polyInside(hi.footprint, lo.footprint, 0.6)) p.push(`level ${i + 1} overhangs level ${i}`);
    }
    out.push(check('upper_over_lower', p, multi));
  }
  return out;
}

/** The square a door leaf sweeps (hinge, leaf length along the opening and into the room it swings into). */
function sweepRect(d: CDoor, roomPoly: readonly P[]): Rect | null {
  if (!d.swing) return null;
  const [hx, hy] = d.swing.hinge;
  const dx = d.center[0] - hx;
  const dy = d.center[1] - hy;
  const along: P = Math.abs(dx) >= Math.abs(dy) ? [Math.sign(dx), 0] : [0, Math.sign(dy)];
  const w = d.width_in;
  // Which side of the wall the room lies on: probe a few inches either way.
  const n: P = [-along[1], along[0]];
  const probe: P = [d.center[0] + n[0] * 6, d.center[1] + n[1] * 6];
  const side = inside(probe, roomPoly, false) ? 1 : -1;
  const far: P = [hx + along[0] * w + n[0] * side * w, hy + along[1] * w + n[1] * side * w];
  return {
    x0: Math.min(hx, far[0]),
    y0: Math.min(hy, far[1]),
    x1: Math.max(hx, far[0]),
    y1: Math.max(hy, far[1]),
  };
}

/** Gap between two counter runs that face each other across an aisle (overlapping in projection), else null. */
function facingGap(a: Rect, b: Rect): number | null {
  const ox = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const oy = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  if (ox > 6) return Math.max(b.y0 - a.y1, a.y0 - b.y1);
  if (oy > 6) return Math.max(b.x0 - a.x1, a.x0 - b.x1);
  return null;
}

/** A hall's length: the long side of the narrow strip it is (its bounding box for a straight hall). */
export function hallLength(r: CRoom): number {
  const b = boundsOf(r.polygon);
  return Math.max(b.x1 - b.x0, b.y1 - b.y0);
}

export interface PlanFigures {
  circulationPct: number;
  longestHallFt: number;
}

export function planFigures(plan: CPlan): PlanFigures {
  let living = 0;
  let circ = 0;
  let longest = 0;
  for (const s of plan.stories)
    for (const r of s.rooms) {
      const a = polyArea(r.polygon) / SQIN;
      if (r.type !== 'garage') living += a;
      if (CIRCULATION.has(r.type)) circ += a;
      if (r.type === 'hall') longest = Math.max(longest, hallLength(r) / 12);
    }
  return { circulationPct: living > 0 ? (100 * circ) / living : 0, longestHallFt: longest };
}

/** The door graph as text: the multiset of door connections by room type and kind, over every story. */
export function doorGraph(plan: CPlan): string {
  const edges: string[] = [];
  for (const s of plan.stories) {
    const type = new Map(s.rooms.map((r) => [r.id, r.type]));
    for (const d of s.doors) {
      const [a, b] = d.between.map((id) => (id === 'exterior' ? 'exterior' : (type.get(id) ?? '?'))) as [
        string,
        string,
      ];
      edges.push(`${s.level}:${[a, b].sort().join('-')}:${d.kind === 'opening' ? 'o' : 'd'}`);
    }
  }
  return edges.sort().join('|');
}
