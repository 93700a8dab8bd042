import type { Box } from '../geometry/box';
import { boxCenter, unionBoxes } from '../geometry/box';
import type { DrawingElement } from '../model/elements';
import type { Point } from '../geometry/point';
import { elementBounds } from '../geometry/elementGeometry';
import type { Page } from '../model/page';
import { snapAngle } from '../snapping';
import type { CommandResult, HistoryMode } from './result';
import { done, fail } from './result';
import { expandToGroups, mapElements, plural, selectedElements, withHostedOpenings } from './pageEdit';
import { normalizeDegrees, rotateAbout, withRotation } from './transform';
import { withOpeningsFollowing } from './openings';

export interface RotateArgs {
  readonly ids: readonly string[];
  /** Degrees clockwise, relative to the page passed in (the page the rotate gesture started from). */
  readonly delta: number;
  /** Snap to Angle: the result lands on a multiple of 15°. */
  readonly snap: boolean;
  readonly history?: HistoryMode;
}

/**
 * The elements (a selection with its groups, in drawing order) as a rotation by `delta` degrees leaves them:
 * one element about its centre, several about the centre of their bounds. With snap on, a single element's
 * resulting rotation is a multiple of 15°; a group turns by a multiple of 15°. The editor shows this while a
 * rotate runs and commits rotateElements on release.
 */
export function rotatedElements(
  els: readonly DrawingElement[],
  delta: number,
  snap: boolean,
): DrawingElement[] {
  if (els.length === 1) {
    const el = els[0] as DrawingElement;
    const target = normalizeDegrees(snap ? snapAngle(el.rotation + delta) : el.rotation + delta);
    return [withRotation(el, target)];
  }
  const turn = snap ? snapAngle(delta) : delta;
  const pivot = boxCenter(unionBoxes(els.map(elementBounds)) as Box);
  return els.map((e) => rotateAbout(e, pivot, turn, normalizeDegrees(e.rotation + turn)));
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
  const rotated = new Map(rotatedElements(els, args.delta, args.snap).map((e) => [e.id, e]));
  const next = withOpeningsFollowing(
    page,
    mapElements(page, ids, (e) => rotated.get(e.id) ?? e),
  );
  const what =
    els.length === 1
      ? `Rotate ${(els[0] as DrawingElement).type}`
      : `Rotate ${plural(els.length, 'element')}`;
  return done(next, what, history);
}

/**
 * AutoCAD's ROTATE: the selection (with its groups and the doors and windows of its walls) turned by `degrees`
 * clockwise on screen about a base point the user picked. One undo step.
 */
export function rotateElementsAbout(
  page: Page,
  args: { readonly ids: readonly string[]; readonly pivot: Point; readonly degrees: number },
): CommandResult {
  const { pivot, degrees } = args;
  if (!Number.isFinite(degrees) || !Number.isFinite(pivot.x) || !Number.isFinite(pivot.y))
    return fail('A rotation needs a finite base point and angle.');
  const ids = withHostedOpenings(page, expandToGroups(page, args.ids));
  const n = selectedElements(page, ids).length;
  if (n === 0) return fail('Select objects to rotate first.');
  const next = mapElements(page, ids, (el) =>
    rotateAbout(el, pivot, degrees, normalizeDegrees(el.rotation + degrees)),
  );
  return done(next, `Rotate ${plural(n, 'element')}`);
}
