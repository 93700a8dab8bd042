import type { Box } from './geometry';
import type { StairDecl } from './scheme';
import type { PlanStair, StairFlight, Vec } from './types';

/**
 * Stairs as IRC R311.7 builds them: risers of at most 7¾" (as many as the floor-to-floor height needs), treads of
 * at least 10", at least 36" clear between walls, a landing at least as deep as the stair is wide where a U turns.
 * The flights are laid in the stair room's clear box; the stair room stands in the same place on both stories,
 * so the story above is open over the flight (headroom is that story's height less its floor).
 */

export const MAX_RISER_IN = 7.75;
export const MIN_TREAD_IN = 10;
/** Treads are made deeper when the room allows, up to this (a comfortable going). */
const COMFORT_TREAD_IN = 11;
export const MIN_STAIR_CLEAR_IN = 36;
/** A floor structure's depth under a flight that stacks over another (3-story U stairs). */
const STRUCTURE_IN = 12;

export const risersFor = (floorToFloorIn: number): number => Math.ceil(floorToFloorIn / MAX_RISER_IN - 1e-9);

/** Centre-line length of a straight stair room for a floor-to-floor height (its treads at 10", 4½" of walls). */
export function straightStairLength(floorToFloorIn: number): number {
  return Math.ceil((risersFor(floorToFloorIn) - 1) * MIN_TREAD_IN + 4.5 + 1.5);
}

/** Centre-line width and length of a U stair room: two flights of ≥ 37" and a landing as deep. */
export const U_STAIR_WIDTH_IN = 84;
export function uStairLength(floorToFloorIn: number): number {
  const r = risersFor(floorToFloorIn);
  const flight = Math.ceil(r / 2);
  return Math.ceil((flight - 1) * MIN_TREAD_IN + 38 + 4.5 + 1.5);
}

const quarter = (v: number) => Math.floor(v * 4) / 4;

/**
 * The stair of a declaration in its room's clear box (clear: the room between its wall faces), or null when the
 * box is too short or narrow for the floor-to-floor height.
 */
export function stairIn(
  decl: StairDecl,
  id: string,
  roomId: string,
  upperRoomId: string,
  clear: Box,
  floorToFloorIn: number,
  stackedAbove: boolean,
): PlanStair | null {
  const risers = risersFor(floorToFloorIn);
  const riser = Math.round((floorToFloorIn / risers) * 1000) / 1000;
  const along = decl.axis === 'y';
  const lo = along ? clear.y0 : clear.x0;
  const hi = along ? clear.y1 : clear.x1;
  const c0 = along ? clear.x0 : clear.y0;
  const c1 = along ? clear.x1 : clear.y1;
  const length = hi - lo;
  const width = c1 - c0;
  const pt = (t: number, c: number): Vec => (along ? [c, t] : [t, c]);
  const dir = decl.bottomAt === 'lo' ? 1 : -1;
  const end = decl.bottomAt === 'lo' ? hi : lo;
  const headroom = Math.round(stackedAbove ? floorToFloorIn - STRUCTURE_IN : floorToFloorIn - 10 + riser);
  if (decl.shape === 'straight') {
    if (width < MIN_STAIR_CLEAR_IN) return null;
    const treads = risers - 1;
    const tread = Math.min(COMFORT_TREAD_IN, quarter(length / treads));
    if (tread < MIN_TREAD_IN) return null;
    const run = treads * tread;
    const mid = (c0 + c1) / 2;
    // The flight ends at the top of the room; what is left over is a landing at its foot.
    const top = pt(end, mid);
    const bottom = pt(end - dir * run, mid);
    const flight: StairFlight = { a: bottom, b: top, width_in: Math.round(width * 100) / 100, risers };
    return {
      id,
      room: roomId,
      upper_room: upperRoomId,
      shape: 'straight',
      bottom,
      top,
      width_in: flight.width_in,
      risers,
      riser_in: riser,
      treads,
      tread_in: tread,
      headroom_in: headroom,
      flights: [flight],
      landings: [],
    };
  }
  // U: the first flight climbs one half away from the bottom end, turns on a landing across both halves at the
  // far end, and the second flight comes back along the other half to the top, beside the bottom.
  const flightWidth = Math.floor(((width - 2) / 2) * 100) / 100;
  if (flightWidth < MIN_STAIR_CLEAR_IN) return null;
  const r1 = Math.ceil(risers / 2);
  const r2 = risers - r1;
  const landing = Math.max(MIN_STAIR_CLEAR_IN, flightWidth);
  const treadRoom = length - landing;
  const tread = Math.min(COMFORT_TREAD_IN, quarter(treadRoom / Math.max(1, r1 - 1)));
  if (tread < MIN_TREAD_IN) return null;
  const firstLo = (decl.firstHalf ?? 'lo') === 'lo';
  const half = (first: boolean) => {
    const onLo = first === firstLo;
    return onLo ? c0 + flightWidth / 2 : c1 - flightWidth / 2;
  };
  const landingEdge = end - dir * landing;
  const f1: StairFlight = {
    a: pt(landingEdge - dir * (r1 - 1) * tread, half(true)),
    b: pt(landingEdge, half(true)),
    width_in: flightWidth,
    risers: r1,
  };
  const f2: StairFlight = {
    a: pt(landingEdge, half(false)),
    b: pt(landingEdge - dir * (r2 - 1) * tread, half(false)),
    width_in: flightWidth,
    risers: r2,
  };
  const l: Vec[] = along
    ? [
        [c0, Math.min(landingEdge, end)],
        [c1, Math.min(landingEdge, end)],
        [c1, Math.max(landingEdge, end)],
        [c0, Math.max(landingEdge, end)],
      ]
    : [
        [Math.min(landingEdge, end), c0],
        [Math.max(landingEdge, end), c0],
        [Math.max(landingEdge, end), c1],
        [Math.min(landingEdge, end), c1],
      ];
  return {
    id,
    room: roomId,
    upper_room: upperRoomId,
    shape: 'U',
    bottom: f1.a,
    top: f2.b,
    width_in: flightWidth,
    risers,
    riser_in: riser,
    treads: risers - 2,
    tread_in: tread,
    headroom_in: headroom,
    flights: [f1, f2],
    landings: [l],
  };
}
