import type { WallFrame } from '../geometry/openingPlacement';
import {
  alongWall,
  clampCentre,
  followedCentre,
  offsetFromStart,
  placementAt,
  wallFrame,
} from '../geometry/openingPlacement';
import { MIN_OPENING_WIDTH } from '../model/constants';
import type {
  DoorElement,
  DoorHinge,
  DoorKind,
  DoorSwing,
  DrawingElement,
  OpeningElement,
  WallElement,
  WindowElement,
} from '../model/elements';
import { isOpening } from '../model/elements';
import type { IdSource } from '../model/ids';
import type { Page } from '../model/page';
import { finalizeElement } from '../model/snapPoints';
import { mapElements } from './pageEdit';
import type { CommandResult } from './result';
import { done, fail } from './result';

/** What the door and window tools place: the opening's centre `t` along the wall and its own settings. */
export interface OpeningSpec {
  readonly type: 'door' | 'window';
  readonly t: number;
  readonly width: number;
  readonly hinge: DoorHinge;
  readonly swing: DoorSwing;
  readonly kind?: DoorKind;
}

/** A door or window in `wall` with its centre `spec.t` along it (kept inside), hosted by it and as thick as it. */
export function openingInWall(wall: WallElement, spec: OpeningSpec, ids: IdSource): OpeningElement {
  const f = wallFrame(wall);
  const width = Math.max(MIN_OPENING_WIDTH, spec.width);
  const base = {
    id: ids(),
    ...placementAt(f, clampCentre(f, spec.t, width)),
    width,
    thickness: wall.thickness,
    wallId: wall.id,
  };
  if (spec.type === 'window') return finalizeElement({ ...base, type: 'window' }) as WindowElement;
  return finalizeElement({
    ...base,
    type: 'door',
    hinge: spec.hinge,
    swing: spec.swing,
    kind: spec.kind ?? 'swing',
  }) as DoorElement;
}

/** The opening moved to centre `t` along its wall (kept inside), turned and sized to the wall as it is now. */
function refit(
  el: OpeningElement,
  wall: WallElement,
  f: WallFrame,
  t: number,
  width = el.width,
): DrawingElement {
  return finalizeElement({
    ...el,
    ...placementAt(f, clampCentre(f, t, width)),
    width,
    thickness: wall.thickness,
  });
}

/** The wall an opening sits in, when it is hosted and the wall is on the page. */
export function hostOf(page: Page, el: DrawingElement): WallElement | null {
  if (!isOpening(el) || el.wallId === undefined) return null;
  const wall = page.elements.find((w) => w.id === el.wallId);
  return wall?.type === 'wall' ? wall : null;
}

/**
 * An opening moved by (dx, dy) without leaving its wall: the move projected on the wall's direction, and kept
 * inside the wall. This is how a door or window is dragged or nudged on its own.
 */
export function slideInWall(el: OpeningElement, wall: WallElement, dx: number, dy: number): DrawingElement {
  const f = wallFrame(wall);
  return refit(el, wall, f, alongWall(f, el) + dx * f.ux + dy * f.uy);
}

/**
 * The openings among `openings` hosted by the walls that changed (`was` to `now`), moved to follow their walls:
 * each keeps its distance from the wall end that stayed put.
 */
export function openingsFollowingWalls(
  moved: ReadonlyMap<string, { readonly was: WallElement; readonly now: WallElement }>,
  openings: readonly OpeningElement[],
): DrawingElement[] {
  const out: DrawingElement[] = [];
  for (const el of openings) {
    const wall = el.wallId === undefined ? undefined : moved.get(el.wallId);
    if (!wall || wall.now === wall.was) continue;
    const fb = wallFrame(wall.was);
    const fa = wallFrame(wall.now);
    out.push(refit(el, wall.now, fa, followedCentre(fb, fa, alongWall(fb, el), el.width)));
  }
  return out;
}

/**
 * The openings of the walls in `changed` (walls as a command or a gesture leaves them, `page` as it was), moved
 * to follow their walls (openingsFollowingWalls). Openings among `changed` are left to the command that changed
 * them.
 */
export function followingOpenings(page: Page, changed: readonly DrawingElement[]): DrawingElement[] {
  const walls = new Map<string, WallElement>();
  for (const el of changed) if (el.type === 'wall') walls.set(el.id, el);
  if (walls.size === 0) return [];
  const mine = new Set(changed.map((el) => el.id));
  // One pass finds the changed walls as they were and the openings hosted by them.
  const moved = new Map<string, { was: WallElement; now: WallElement }>();
  const hosted: OpeningElement[] = [];
  for (const el of page.elements) {
    const now = el.type === 'wall' ? walls.get(el.id) : undefined;
    if (el.type === 'wall' && now) moved.set(el.id, { was: el, now });
    else if (isOpening(el) && el.wallId !== undefined && walls.has(el.wallId) && !mine.has(el.id))
      hosted.push(el);
  }
  return openingsFollowingWalls(moved, hosted);
}

/**
 * The page after a command (`after`, from `before`): the openings of every wall the command changed follow it
 * (see followingOpenings). Resizing, rotating and typing a wall's length or angle keep its doors and windows in it.
 */
export function withOpeningsFollowing(before: Page, after: Page): Page {
  if (after === before) return after;
  const old = new Map(before.elements.map((el) => [el.id, el]));
  const changedWalls = after.elements.filter((el) => el.type === 'wall' && old.get(el.id) !== el);
  if (changedWalls.length === 0) return after;
  const now = new Map(after.elements.map((el) => [el.id, el]));
  // An opening the command itself changed (rotated with its wall, say) stays as the command left it.
  const follow = new Map(
    followingOpenings(before, changedWalls)
      .filter((el) => now.get(el.id) === old.get(el.id))
      .map((el) => [el.id, el]),
  );
  if (follow.size === 0) return after;
  return mapElements(after, new Set(follow.keys()), (el) => follow.get(el.id) ?? el);
}

/** The properties panel's "Offset from start" typed: the wall's start to the opening's start jamb. */
export function setOpeningOffset(
  page: Page,
  args: { readonly id: string; readonly offset: number },
): CommandResult {
  if (!Number.isFinite(args.offset)) return fail('Enter a finite number.');
  const el = page.elements.find((e) => e.id === args.id);
  if (!el || !isOpening(el)) return fail('The opening is no longer on this page.');
  const wall = hostOf(page, el);
  if (!wall) return fail('This opening is not in a wall.');
  if (args.offset < 0) return fail('The offset cannot be negative.');
  const f = wallFrame(wall);
  if (args.offset + el.width > f.length + 1e-9)
    return fail('The opening would run past the end of its wall.');
  const next = refit(el, wall, f, args.offset + el.width / 2);
  return done(
    mapElements(page, new Set([el.id]), () => next),
    `Set ${el.type} offset`,
  );
}

/** A hosted opening's width typed: its start jamb stays where it is (the offset from the start is kept). */
export function setOpeningWidth(page: Page, el: OpeningElement, width: number): DrawingElement | string {
  if (!(width > 0)) return 'The width must be more than zero.';
  if (width < MIN_OPENING_WIDTH) return 'An opening is at least 1\' 0" wide.';
  const wall = hostOf(page, el);
  if (!wall) return finalizeElement({ ...el, width });
  const f = wallFrame(wall);
  if (width > f.length + 1e-9) return 'The opening would be wider than its wall.';
  return refit(el, wall, f, offsetFromStart(f, el) + width / 2, width);
}

export type OpeningChoice = 'swing' | 'hinge' | 'kind';

export interface ChoiceField {
  readonly key: OpeningChoice;
  readonly label: string;
  readonly value: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

const DOOR_KIND_LABELS: Readonly<Record<DoorKind, string>> = {
  swing: 'Hinged',
  opening: 'Cased opening',
  entry: 'Entry',
  overhead: 'Overhead',
};

/** A door's settings that are picked rather than typed: which side it swings to, its hinge jamb, its kind. */
export function openingChoices(el: DrawingElement): ChoiceField[] {
  if (el.type !== 'door') return [];
  return [
    {
      key: 'swing',
      label: 'Swing',
      value: el.swing,
      options: [
        { value: 'left', label: 'Left of the wall' },
        { value: 'right', label: 'Right of the wall' },
      ],
    },
    {
      key: 'hinge',
      label: 'Hinge',
      value: el.hinge,
      options: [
        { value: 'start', label: 'Start jamb' },
        { value: 'end', label: 'End jamb' },
      ],
    },
    {
      key: 'kind',
      label: 'Kind',
      value: el.kind,
      options: Object.entries(DOOR_KIND_LABELS).map(([value, label]) => ({ value, label })),
    },
  ];
}

/** Sets a door's swing side, hinge jamb or kind (one undo step). */
export function setOpeningChoice(
  page: Page,
  args: { readonly id: string; readonly key: OpeningChoice; readonly value: string },
): CommandResult {
  const el = page.elements.find((e) => e.id === args.id);
  if (!el || el.type !== 'door') return fail('The door is no longer on this page.');
  const field = openingChoices(el).find((f) => f.key === args.key);
  if (!field?.options.some((o) => o.value === args.value))
    return fail(`A door has no ${args.key} "${args.value}".`);
  const next = finalizeElement({ ...el, [args.key]: args.value } as DoorElement);
  return done(
    mapElements(page, new Set([el.id]), () => next),
    `Set door ${args.key}`,
  );
}
