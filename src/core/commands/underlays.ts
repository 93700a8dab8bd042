import type { Point } from '../geometry/point';
import type { Page } from '../model/page';
import { clampOpacity, pageUnderlays, UNDERLAY_LIMITS, type Underlay } from '../model/underlay';
import { done, fail, type CommandResult } from './result';

/*
 * Underlay commands (issue 12 item 4): pure `(page, args) -> CommandResult`, each one undoable step. The
 * underlays list is only written when something changes, so an unchanged page keeps its identity.
 */

export const UNDERLAY_ALERTS = {
  tooMany: `A page can hold at most ${UNDERLAY_LIMITS.perPage} underlays.`,
  notFound: 'The underlay is no longer on this page.',
  locked: 'The underlay is locked: unlock it to move it.',
  samePoint: 'Pick two different points to calibrate.',
  badDistance: 'The distance must be above 0.',
  tooLarge: 'That distance would make the underlay too large.',
} as const;

/** Smallest picked span (world units, 1/96 in) that can carry a calibration without blowing up rounding. */
const MIN_SPAN = 1;
/** Largest placed side after calibration: well inside the model's coordinate range. */
const MAX_SIDE = 1e7;

const withUnderlays = (page: Page, underlays: readonly Underlay[]): Page => ({ ...page, underlays });

function update(
  page: Page,
  id: string,
  fn: (u: Underlay) => Underlay | string,
  description: string,
): CommandResult {
  const list = pageUnderlays(page);
  const i = list.findIndex((u) => u.id === id);
  const current = list[i];
  if (!current) return fail(UNDERLAY_ALERTS.notFound);
  const next = fn(current);
  if (typeof next === 'string') return fail(next);
  if (next === current) return done(page, description, 'ignore');
  return done(
    withUnderlays(
      page,
      list.map((u, j) => (j === i ? next : u)),
    ),
    description,
  );
}

/** Adds an underlay on top of the page's others (still under every element). */
export function addUnderlay(page: Page, underlay: Underlay): CommandResult {
  const list = pageUnderlays(page);
  if (list.length >= UNDERLAY_LIMITS.perPage) return fail(UNDERLAY_ALERTS.tooMany);
  return done(
    withUnderlays(page, [...list, { ...underlay, opacity: clampOpacity(underlay.opacity) }]),
    'Add underlay',
  );
}

export function removeUnderlay(page: Page, id: string): CommandResult {
  const list = pageUnderlays(page);
  if (!list.some((u) => u.id === id)) return fail(UNDERLAY_ALERTS.notFound);
  return done(
    withUnderlays(
      page,
      list.filter((u) => u.id !== id),
    ),
    'Remove underlay',
  );
}

/**
 * Calibrates by two picked points and the real distance between them (world units): the underlay is scaled
 * uniformly about `a`, so the first picked point stays where it is and the picked span measures `distance`.
 * Works on locked underlays too (calibrating is a deliberate act, as in Bluebeam and AutoCAD's SCALE reference).
 */
export function calibrateUnderlay(
  page: Page,
  id: string,
  a: Point,
  b: Point,
  distance: number,
): CommandResult {
  const span = Math.hypot(b.x - a.x, b.y - a.y);
  if (!(span >= MIN_SPAN)) return fail(UNDERLAY_ALERTS.samePoint);
  if (!(distance > 0) || !Number.isFinite(distance)) return fail(UNDERLAY_ALERTS.badDistance);
  const k = distance / span;
  return update(
    page,
    id,
    (u) => {
      const width = u.width * k;
      const height = u.height * k;
      const x = a.x + (u.x - a.x) * k;
      const y = a.y + (u.y - a.y) * k;
      if (Math.max(width, height, Math.abs(x), Math.abs(y)) > MAX_SIDE) return UNDERLAY_ALERTS.tooLarge;
      return { ...u, x, y, width, height };
    },
    'Calibrate underlay',
  );
}

export function moveUnderlay(page: Page, id: string, dx: number, dy: number): CommandResult {
  return update(
    page,
    id,
    (u) => {
      if (u.locked) return UNDERLAY_ALERTS.locked;
      if (dx === 0 && dy === 0) return u;
      return { ...u, x: u.x + dx, y: u.y + dy };
    },
    'Move underlay',
  );
}

export interface UnderlayDisplay {
  readonly opacity?: number;
  readonly visible?: boolean;
  readonly locked?: boolean;
}

/** Opacity (clamped to 0.1–1), visibility and lock, as the underlay panel sets them. */
export function setUnderlayDisplay(page: Page, id: string, change: UnderlayDisplay): CommandResult {
  return update(
    page,
    id,
    (u) => {
      const opacity = change.opacity === undefined ? u.opacity : clampOpacity(change.opacity);
      const visible = change.visible ?? u.visible;
      const locked = change.locked ?? u.locked;
      if (opacity === u.opacity && visible === u.visible && locked === u.locked) return u;
      return { ...u, opacity, visible, locked };
    },
    change.opacity !== undefined
      ? 'Underlay opacity'
      : change.visible !== undefined
        ? change.visible
          ? 'Show underlay'
          : 'Hide underlay'
        : change.locked
          ? 'Lock underlay'
          : 'Unlock underlay',
  );
}
