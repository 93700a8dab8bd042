import type { Page } from '../model/page';
import { finalizeElement } from '../model/snapPoints';
import { mapElements } from './pageEdit';
import type { CommandResult } from './result';
import { done, fail } from './result';

/** The longest room name kept: a tag, not a note. */
export const MAX_ROOM_NAME = 80;

/** Names a room (its tag); one undo step. */
export function setRoomName(page: Page, args: { readonly id: string; readonly name: string }): CommandResult {
  const el = page.elements.find((e) => e.id === args.id);
  if (el?.type !== 'room') return fail('The room is no longer on this page.');
  const name = args.name.trim();
  if (name === '') return fail('Give the room a name.');
  if (name.length > MAX_ROOM_NAME) return fail(`A room name has at most ${MAX_ROOM_NAME} characters.`);
  if (name === el.name) return done(page, 'Rename nothing');
  return done(
    mapElements(page, new Set([el.id]), () => finalizeElement({ ...el, name })),
    'Rename room',
  );
}
