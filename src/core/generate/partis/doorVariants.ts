import { sharedEdge, type Box } from '../geometry';
import type { DoorDecl, Scheme, SchemeRoom } from '../scheme';
import type { RoomType } from '../types';

/**
 * Alternatives a designer would show for the same room layout: the walk-in closet entered through the primary
 * bath instead of the bedroom, and service rooms (laundry, powder room, pantry, mudroom, study, the garage's
 * door) opening on another of the rooms their parti allows. Each alternative is a new door graph on the same
 * boxes; the gates judge it like any other scheme.
 */

/** Rooms whose door may open on any of the rooms their parti lists. */
const SERVICE: ReadonlySet<RoomType> = new Set([
  'laundry',
  'half_bath',
  'pantry',
  'mudroom',
  'office',
  'garage',
]);

/** Shortest shared wall (centre line, inches) a swing door and its jambs need. */
const DOOR_RUN_IN = 44;

/** Length of the wall two boxes share (0 when they only touch at a corner or not at all). */
function sharedRun(a: Box, b: Box): number {
  const s = sharedEdge(a, b);
  return s ? s.hi - s.lo : 0;
}

type Toggle = (doors: readonly DoorDecl[], rooms: ReadonlyMap<string, SchemeRoom>) => DoorDecl[] | null;

/** The primary bedroom's walk-in closet entered from its bath (bedroom → bath → closet). */
const closetThroughBath: Toggle = (doors, rooms) => {
  const bed = [...rooms.values()].find((r) => r.spec.type === 'primary_bedroom');
  const bath = [...rooms.values()].find((r) => r.spec.type === 'primary_bath');
  if (!bed || !bath) return null;
  const i = doors.findIndex((d) => {
    const wic = typeof d.b === 'string' ? rooms.get(d.b) : undefined;
    return d.a === bed.spec.key && wic?.spec.name === 'Walk-in closet';
  });
  const d = doors[i];
  const wic = d && typeof d.b === 'string' ? rooms.get(d.b) : undefined;
  if (!d || !wic || sharedRun(wic.box, bath.box) < DOOR_RUN_IN) return null;
  // The bath must be entered from the bedroom for the closet to stay inside the suite.
  if (!doors.some((x) => x.a === bed.spec.key && x.b === bath.spec.key)) return null;
  const out = [...doors];
  out[i] = { a: bath.spec.key, b: wic.spec.key };
  return out;
};

/** The n-th service door that can open on a room of another kind than today, moved there. */
const serviceDoor =
  (n: number): Toggle =>
  (doors, rooms) => {
    let seen = 0;
    for (let i = 0; i < doors.length; i++) {
      const d = doors[i] as DoorDecl;
      const a = rooms.get(d.a);
      if (!a || !SERVICE.has(a.spec.type) || typeof d.b === 'string' || d.edge) continue;
      const reach = (k: string) => {
        const r = rooms.get(k);
        return r && sharedRun(a.box, r.box) >= DOOR_RUN_IN ? r : null;
      };
      const candidates = [...new Set(d.b)].map(reach).filter((r): r is SchemeRoom => r !== null);
      const today = candidates[0];
      const other = candidates.find((r) => today && r.spec.type !== today.spec.type);
      if (!today || !other) continue;
      if (seen++ < n) continue;
      const out = [...doors];
      out[i] = { ...d, b: [other.spec.key] };
      return out;
    }
    return null;
  };

const TOGGLES: readonly [string, Toggle][] = [
  ['w', closetThroughBath],
  ['s', serviceDoor(0)],
  ['t', serviceDoor(1)],
];

/** Up to `max` alternatives of a scheme, each one change of doors, named by a suffix on its template. */
export function doorVariants(s: Scheme, max = 2): Scheme[] {
  const out: Scheme[] = [];
  for (const [letter, toggle] of TOGGLES) {
    if (out.length >= max) break;
    let changed = false;
    const stories = s.stories.map((st) => {
      if (changed) return st;
      const rooms = new Map(st.rooms.map((r) => [r.spec.key, r]));
      const doors = toggle(st.doors, rooms);
      if (!doors) return st;
      changed = true;
      return { ...st, doors };
    });
    if (changed) out.push({ ...s, template: `${s.template}+${letter}`, stories });
  }
  return out;
}
