import type { Box } from './geometry';
import { bbox } from './geometry';
import type { PlanWall, Vec } from './types';

/**
 * Rooms between their wall faces. Plans draw rooms on wall centre lines (they tile the story and their areas add
 * up to the floor area), but every size the code asks for — R304's 7 ft, a bath's 60", a closet's 24" — is clear
 * space: each side gives up half the thickness of the wall along it (2¼" of a 2×4 partition, 3¼" of an exterior
 * wall), the thickest one where walls of different kinds share the side.
 */

/** Half the thickness of the thickest wall lying along the segment a–b (0 when none does: an open side). */
export function halfWallAlong(a: Vec, b: Vec, walls: readonly PlanWall[]): number {
  const horizontal = Math.abs(a[1] - b[1]) < 1e-6;
  const lo = horizontal ? Math.min(a[0], b[0]) : Math.min(a[1], b[1]);
  const hi = horizontal ? Math.max(a[0], b[0]) : Math.max(a[1], b[1]);
  let half = 0;
  for (const w of walls) {
    const wh = Math.abs(w.a[1] - w.b[1]) < 1e-6;
    if (wh !== horizontal) continue;
    const line = horizontal ? w.a[1] : w.a[0];
    if (Math.abs(line - (horizontal ? a[1] : a[0])) > 0.5) continue;
    const wlo = horizontal ? Math.min(w.a[0], w.b[0]) : Math.min(w.a[1], w.b[1]);
    const whi = horizontal ? Math.max(w.a[0], w.b[0]) : Math.max(w.a[1], w.b[1]);
    if (Math.min(hi, whi) - Math.max(lo, wlo) > 0.5) half = Math.max(half, w.thickness_in / 2);
  }
  return half;
}

/** A rectangular room's clear box: its outline moved in by half of each wall along it. */
export function clearBox(polygon: readonly Vec[], walls: readonly PlanWall[]): Box {
  const b = bbox(polygon);
  return {
    x0: b.x0 + halfWallAlong([b.x0, b.y0], [b.x0, b.y1], walls),
    x1: b.x1 - halfWallAlong([b.x1, b.y0], [b.x1, b.y1], walls),
    y0: b.y0 + halfWallAlong([b.x0, b.y0], [b.x1, b.y0], walls),
    y1: b.y1 - halfWallAlong([b.x0, b.y1], [b.x1, b.y1], walls),
  };
}

export interface ClearSize {
  readonly short: number;
  readonly long: number;
  readonly areaSqft: number;
}

export function clearSize(polygon: readonly Vec[], walls: readonly PlanWall[]): ClearSize {
  const c = clearBox(polygon, walls);
  const w = Math.max(0, c.x1 - c.x0);
  const h = Math.max(0, c.y1 - c.y0);
  return { short: Math.min(w, h), long: Math.max(w, h), areaSqft: (w * h) / 144 };
}
