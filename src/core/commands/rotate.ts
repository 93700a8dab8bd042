import type { Box } from '../geometry/box';
import { boxCenter, unionBoxes } from '../geometry/box';
import type { DrawingElement } from '../model/elements';
import { elementBounds } from '../geometry/elementGeometry';
import type { Page } from '../model/page';
import { snapAngle } from '../snapping';
import type { CommandResult, HistoryMode } from './result';
import { done, fail } from './result';
import { expandToGroups, mapElements, plural, selectedElements } from './pageEdit';
import { normalizeDegrees, rotateAbout, withRotation } from './transform';

export interface RotateArgs {
  readonly ids: readonly string[];
  /** Degrees clockwise, relative to the page passed in (the page the rotate gesture started from). */
  readonly delta: number;
  /** Snap to Angle: the result lands on a multiple of 15°. */
  readonly snap: boolean;
  readonly history?: HistoryMode;
}

/**
 * Rotates one element about its centre, or a group (or multi-selection) about the centre of its bounds.
 * With snap on, a single element's resulting rotation is a multiple of 15°; a group turns by a multiple of 15°.
 */
export function rotateElements(page: Page, args: RotateArgs): CommandResult {
  if (!Number.isFinite(args.delta)) return fail('A rotation needs a finite angle.');
  const ids = expandToGroups(page, args.ids);
  const els = selectedElements(page, ids);
  const history = args.history ?? 'record';
  if (els.length === 0) return done(page, 'Rotate nothing', history);
  if (els.length === 1) {
    const el = els[0] as DrawingElement;
    const target = normalizeDegrees(
      args.snap ? snapAngle(el.rotation + args.delta) : el.rotation + args.delta,
    );
    return done(
      mapElements(page, ids, (e) => withRotation(e, target)),
      `Rotate ${el.type}`,
      history,
    );
  }
  const delta = args.snap ? snapAngle(args.delta) : args.delta;
  const pivot = boxCenter(unionBoxes(els.map(elementBounds)) as Box);
  const next = mapElements(page, ids, (e) =>
    rotateAbout(e, pivot, delta, normalizeDegrees(e.rotation + delta)),
  );
  return done(next, `Rotate ${plural(els.length, 'element')}`, history);
}
