import { len2d } from './geometry';
import type { PlanStair, Vec } from './types';

/**
 * How a stair is drawn in plan, one definition for the preview, the adopted design and so every export: on the
 * story it rises from, its treads up to the cut (about 4 ft above the floor) with a break line there and an arrow
 * marked UP from the bottom; on the story it arrives at, every tread with an arrow marked DN from the top down.
 * Plan coordinates (inches, y up).
 */

export interface StairDrawing {
  readonly treads: readonly (readonly [Vec, Vec])[];
  /** A zigzag across the flight where the plan's cut passes; absent on the story above. */
  readonly breakLine: readonly Vec[] | null;
  /** The walking line, from where the arrow starts to its head. */
  readonly arrow: readonly Vec[];
  readonly arrowHead: readonly [Vec, Vec, Vec];
  readonly label: 'UP' | 'DN';
  readonly labelAt: Vec;
  /** Landing outlines. */
  readonly landings: readonly (readonly Vec[])[];
}

/** Height of the plan's cut above the floor (inches): the usual 4 ft. */
const CUT_IN = 48;

const add = (p: Vec, q: Vec, k = 1): Vec => [p[0] + q[0] * k, p[1] + q[1] * k];

function frame(a: Vec, b: Vec): { u: Vec; n: Vec; len: number } {
  const len = len2d(b[0] - a[0], b[1] - a[1]);
  const u: Vec = len > 0 ? [(b[0] - a[0]) / len, (b[1] - a[1]) / len] : [0, 1];
  return { u, n: [-u[1], u[0]], len };
}

function head(tip: Vec, dir: Vec, size: number): [Vec, Vec, Vec] {
  const n: Vec = [-dir[1], dir[0]];
  const back = add(tip, dir, -size);
  return [add(back, n, size / 2), tip, add(back, n, -size / 2)];
}

export function stairDrawing(st: PlanStair, view: 'lower' | 'upper'): StairDrawing {
  const treads: [Vec, Vec][] = [];
  const cutRiser = Math.max(1, Math.floor(CUT_IN / st.riser_in));
  let breakLine: Vec[] | null = null;
  let risersBefore = 0;
  for (const f of st.flights) {
    const { u, n } = frame(f.a, f.b);
    const half = f.width_in / 2;
    for (let k = 0; k < f.risers; k++) {
      const riserNo = risersBefore + k + 1;
      if (view === 'lower' && riserNo > cutRiser) break;
      const c = add(f.a, u, k * st.tread_in);
      treads.push([add(c, n, -half), add(c, n, half)]);
    }
    if (view === 'lower' && !breakLine && risersBefore + f.risers > cutRiser) {
      // The break: a slanted line across the flight just past the last tread drawn, with a zigzag in its middle.
      const k = cutRiser - risersBefore;
      const c = add(f.a, u, (k - 0.5) * st.tread_in);
      const z = Math.min(6, half / 3);
      const p0 = add(add(c, n, -half), u, -st.tread_in / 2);
      const p3 = add(add(c, n, half), u, st.tread_in / 2);
      const m = add(c, n, 0);
      breakLine = [p0, add(add(m, n, -z), u, -z * 0.3), add(m, u, z), add(add(m, n, z), u, z * 0.3 - z), p3];
    }
    risersBefore += f.risers;
  }
  const first = st.flights[0];
  const last = st.flights[st.flights.length - 1];
  if (!first || !last) throw new Error('a stair without flights');
  let arrow: Vec[];
  let label: 'UP' | 'DN';
  let labelAt: Vec;
  if (view === 'lower') {
    const { u, len } = frame(first.a, first.b);
    const reach = Math.min(
      len,
      Math.max(st.tread_in, (Math.min(cutRiser, first.risers) - 1.5) * st.tread_in),
    );
    arrow = [add(first.a, u, 4), add(first.a, u, reach)];
    label = 'UP';
    // Beside the walking line's foot, inside the flight.
    labelAt = add(add(first.a, u, 8), frame(first.a, first.b).n, first.width_in * 0.28);
  } else {
    const pts: Vec[] = [];
    for (let i = st.flights.length - 1; i >= 0; i--) {
      const f = st.flights[i] as (typeof st.flights)[number];
      pts.push(f.b, f.a);
    }
    const { u } = frame(last.a, last.b);
    arrow = [
      add(pts[0] as Vec, u, -4),
      ...pts.slice(1, -1),
      add(first.a, frame(first.a, first.b).u, st.tread_in),
    ];
    label = 'DN';
    labelAt = add(add(last.b, u, -8), frame(last.a, last.b).n, last.width_in * 0.28);
  }
  const tip = arrow[arrow.length - 1] as Vec;
  const prev = arrow[arrow.length - 2] as Vec;
  const { u: dir } = frame(prev, tip);
  return {
    treads,
    breakLine,
    arrow,
    arrowHead: head(tip, dir, Math.min(8, st.width_in / 4)),
    label,
    labelAt,
    landings: st.landings,
  };
}
