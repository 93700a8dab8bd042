import type { Point } from '../geometry/point';
import { rotatePoint } from '../geometry/point';
import { MIN_RECT_SIZE } from '../model/constants';
import type { FixtureElement } from '../model/elements';
import type { IdSource } from '../model/ids';
import { finalizeElement } from '../model/snapPoints';
import type { FixtureSymbol } from './library';
import { FIXTURE_SPECS } from './library';

export interface FixturePlacement {
  readonly symbol: FixtureSymbol;
  /** Where the middle of the symbol's back (the side against the wall, a stair's top) goes, world units. */
  readonly at: Point;
  /** Degrees clockwise on screen; 0 puts the back up (towards -y). */
  readonly rotation: number;
  /** A typed width; the library's default size otherwise. The depth stays the library's. */
  readonly width?: number;
}

/**
 * A fixture at true size whose back's midpoint is `at`: clicking on a wall's face sets a toilet or a counter
 * against it, and a rotation of 90° turns it to a wall on the right.
 */
export function fixtureDraft(p: FixturePlacement, id = 'preview'): FixtureElement {
  const spec = FIXTURE_SPECS[p.symbol];
  const width =
    p.width !== undefined && Number.isFinite(p.width) ? Math.max(MIN_RECT_SIZE, p.width) : spec.width;
  const depth = spec.depth;
  // The box centre sits half a depth in front of the back's midpoint, along the rotated "front" (+y).
  const centre = rotatePoint({ x: p.at.x, y: p.at.y + depth / 2 }, p.at, p.rotation);
  return finalizeElement({
    id,
    type: 'fixture',
    symbol: p.symbol,
    x: centre.x - width / 2,
    y: centre.y - depth / 2,
    width,
    depth,
    rotation: ((p.rotation % 360) + 360) % 360,
  }) as FixtureElement;
}

/** The fixture to add to the page, with a fresh id. */
export const createFixture = (p: FixturePlacement, ids: IdSource): FixtureElement => fixtureDraft(p, ids());
