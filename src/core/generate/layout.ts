import type { Box } from './geometry';
import { SQIN_PER_SQFT } from './geometry';
import type { RoomSpec } from './program';
import { HALL_WIDTH_IN, STAIR_RUN_IN, STAIR_WIDTH_IN } from './program';
import type { Program, RoomType } from './types';

/**
 * The layout model: a slicing structure with exact areas. Each story's body is a double-loaded bar — a front row
 * of room slots, a 42" band (stair, then hall) and a back row — and the ground story carries the garage column at
 * x < x0 with a service strip (mudroom, laundry…) behind the garage. A slot is one full-depth room or two rooms
 * stacked (the inner one on the hall). Slot widths come from the target areas, so rooms never overlap or leave
 * gaps and their areas are exact up to the per-row scale (and inch snapping).
 */

export interface Slot {
  readonly inner: RoomSpec;
  readonly outer?: RoomSpec;
}

/** Slots that stay side by side in a row, so the adjacencies inside a unit hold by construction. */
export type Unit = readonly Slot[];

export interface FloorState {
  readonly front: readonly Unit[];
  readonly back: readonly Unit[];
  /** Rooms behind the garage, left to right (the last one touches the house body). Ground story only. */
  readonly strip: readonly RoomSpec[];
}

export interface LayoutState {
  /** House depth, inches (front to back). */
  readonly d: number;
  /** Front row depth, inches: the hall band starts here on every story, so the stair stays in place. */
  readonly f: number;
  readonly floors: readonly FloorState[];
}

export interface LayoutContext {
  readonly program: Program;
  readonly stories: number;
  readonly areaIn2: number;
  readonly garageIn2: number;
  readonly cars: number;
  /** Depths (inches) the footprint allows, ascending. */
  readonly depths: readonly number[];
  /** Where the building may go (inscribed rectangle of the footprint), in the generator's frame. */
  readonly fit: Box | null;
}

export interface Frame {
  readonly d: number;
  readonly gw: number;
  readonly gd: number;
  /** Body width (x0 … x0 + w on every story). */
  readonly w: number;
  readonly stripIn2: number;
}

export const MIN_ROW_IN = 96;

export function garageMinWidth(cars: number): number {
  return cars <= 0 ? 0 : cars === 1 ? 144 : cars * 120;
}

/** Garage at least 19 ft deep; the service strip behind it at least 5 ft. */
export const GARAGE_MIN_DEPTH_IN = 228;
const STRIP_MIN_DEPTH_IN = 60;

/**
 * Garage column and body width for a depth. The column is as wide as the garage plus the strip rooms' targets
 * need (so both keep their areas), never narrower than the cars need.
 */
export function frameFor(ctx: LayoutContext, d: number, stripSqft = 0): Frame {
  let gw = 0;
  let gd = 0;
  if (ctx.cars > 0) {
    gw = Math.round(Math.max(garageMinWidth(ctx.cars), (ctx.garageIn2 + stripSqft * 144) / d));
    gd = Math.round(ctx.garageIn2 / gw);
    gd = Math.max(
      Math.min(gd, d - STRIP_MIN_DEPTH_IN),
      Math.min(GARAGE_MIN_DEPTH_IN, d - STRIP_MIN_DEPTH_IN),
    );
  }
  const stripIn2 = gw * (d - gd);
  const w = Math.round((ctx.areaIn2 - stripIn2) / ctx.stories / d);
  return { d, gw, gd, w, stripIn2 };
}

export interface Placed {
  readonly type: RoomType;
  readonly name: string;
  readonly key: string;
  readonly level: number;
  readonly box: Box;
  readonly targetSqft?: number;
}

const special = (type: RoomType, name: string, key: string, level: number, box: Box): Placed => ({
  type,
  name,
  key,
  level,
  box,
});

function put(
  out: Placed[],
  spec: RoomSpec,
  level: number,
  x0: number,
  x1: number,
  ya: number,
  yb: number,
): void {
  out.push({
    type: spec.type,
    name: spec.name,
    key: spec.key,
    level,
    box: { x0, x1, y0: Math.min(ya, yb), y1: Math.max(ya, yb) },
    targetSqft: spec.target,
  });
}

function placeRow(
  out: Placed[],
  slots: readonly Slot[],
  level: number,
  x0: number,
  w: number,
  yOuter: number,
  yInner: number,
): void {
  let total = 0;
  for (const sl of slots) total += sl.inner.target + (sl.outer?.target ?? 0);
  const depth = Math.abs(yInner - yOuter);
  const dir = Math.sign(yInner - yOuter);
  let acc = 0;
  let xa = x0;
  for (let i = 0; i < slots.length; i++) {
    const sl = slots[i] as Slot;
    const t = sl.inner.target + (sl.outer?.target ?? 0);
    acc += t;
    const xb = i === slots.length - 1 ? x0 + w : Math.round(x0 + (w * acc) / total);
    if (sl.outer) {
      const split = Math.round(yInner - dir * ((depth * sl.inner.target) / t));
      put(out, sl.inner, level, xa, xb, split, yInner);
      put(out, sl.outer, level, xa, xb, yOuter, split);
    } else put(out, sl.inner, level, xa, xb, yOuter, yInner);
    xa = xb;
  }
}

/** Every room of every story as an axis-aligned box (inches, whole numbers), in the generator's frame. */
export function place(ctx: LayoutContext, state: LayoutState): { frame: Frame; rooms: Placed[] } {
  const strip0 = state.floors[0]?.strip ?? [];
  const frame = frameFor(
    ctx,
    state.d,
    strip0.reduce((s, r) => s + r.target, 0),
  );
  const { d, gw, gd, w } = frame;
  const f = state.f;
  const x0 = gw;
  const rooms: Placed[] = [];
  const multi = ctx.stories > 1;
  state.floors.forEach((fl, level) => {
    if (level === 0 && ctx.cars > 0) {
      rooms.push(
        special('garage', `Garage (${ctx.cars}-car)`, 'garage1', 0, { x0: 0, y0: 0, x1: gw, y1: gd }),
      );
      const total = fl.strip.reduce((s, r) => s + r.target, 0);
      let acc = 0;
      let xa = 0;
      fl.strip.forEach((r, i) => {
        acc += r.target;
        const xb = i === fl.strip.length - 1 ? gw : Math.round((gw * acc) / total);
        rooms.push({
          type: r.type,
          name: r.name,
          key: r.key,
          level,
          box: { x0: xa, x1: xb, y0: gd, y1: d },
          targetSqft: r.target,
        });
        xa = xb;
      });
    }
    placeRow(rooms, fl.front.flat(), level, x0, w, 0, f);
    placeRow(rooms, fl.back.flat(), level, x0, w, d, f + HALL_WIDTH_IN);
    const yb = f + HALL_WIDTH_IN;
    let hx = x0;
    if (multi) {
      rooms.push(
        special('stair', 'Stair', `stair${level}`, level, {
          x0,
          x1: x0 + STAIR_RUN_IN,
          y0: f,
          y1: f + STAIR_WIDTH_IN,
        }),
      );
      hx = x0 + STAIR_RUN_IN;
    }
    rooms.push(
      special('hall', level === 0 ? 'Hall' : `Hall (level ${level + 1})`, `hall${level}`, level, {
        x0: hx,
        x1: x0 + w,
        y0: f,
        y1: yb,
      }),
    );
  });
  return { frame, rooms };
}

export const boxAreaSqft = (b: Box): number => ((b.x1 - b.x0) * (b.y1 - b.y0)) / SQIN_PER_SQFT;

/** Longest wall two boxes share (inches), 0 if they only meet at a corner. */
export function boxShared(a: Box, b: Box): number {
  if (a.x1 === b.x0 || b.x1 === a.x0) return Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));
  if (a.y1 === b.y0 || b.y1 === a.y0) return Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0));
  return 0;
}
