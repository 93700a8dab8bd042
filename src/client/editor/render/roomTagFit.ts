import { boxOfPoints } from '../../../core/geometry/box';
import { roomTag } from '../../../core/geometry/buildingGeometry';
import type { RoomElement } from '../../../core/model/elements';

/** A room tag's letters are never drawn smaller than this on screen (px of font size): legible at a fitted view. */
export const ROOM_TAG_MIN_PX = 11;

/** A line of bitmap sans-serif text is about this many ems wide per character, and this many ems tall. */
const EM_PER_CHAR = 0.56;
const LINE_EMS = 1.2;
/** The tag stays inside this share of the room's box, so it never reaches a wall or the next room's tag. */
const ROOM_SHARE = 0.92;

/** How a room's tag is drawn at a zoom: its font size in world units and its text, or null when it is left out. */
export interface RoomTagLook {
  readonly fontSize: number;
  readonly text: string;
}

const fits = (lines: readonly string[], size: number, width: number, height: number): boolean =>
  Math.max(...lines.map((l) => l.length)) * EM_PER_CHAR * size <= width &&
  lines.length * LINE_EMS * size <= height;

/**
 * The tag of a room as the editor draws it at `zoom`: at its true-scale size (see roomTag) but never below
 * ROOM_TAG_MIN_PX on screen. Where name and area do not fit inside the room at that size the area is left out,
 * and where the name alone does not fit either the tag is left out until the view is closer: tags inside their
 * rooms never overlap each other, and none is drawn too small to read.
 */
export function roomTagLook(room: RoomElement, text: string, zoom: number): RoomTagLook | null {
  const { fontSize } = roomTag(room);
  const size = Math.max(fontSize, ROOM_TAG_MIN_PX / zoom);
  const box = boxOfPoints(room.points);
  const width = (box.maxX - box.minX) * ROOM_SHARE;
  const height = (box.maxY - box.minY) * ROOM_SHARE;
  const lines = text.split('\n');
  // At true scale the tag is the room's own (a twelfth of its short side): it is drawn whole, as exported.
  if (size === fontSize || fits(lines, size, width, height)) return { fontSize: size, text };
  const name = lines[0] ?? '';
  if (name !== '' && fits([name], size, width, height)) return { fontSize: size, text: name };
  return null;
}

/** The screen box (px) a room tag takes at `zoom`, centred on `at` (the tag's point on screen). */
export function roomTagBox(
  look: RoomTagLook,
  at: { readonly x: number; readonly y: number },
  zoom: number,
): { minX: number; minY: number; maxX: number; maxY: number } {
  const lines = look.text.split('\n');
  const w = (Math.max(...lines.map((l) => l.length)) * EM_PER_CHAR * look.fontSize * zoom) / 2;
  const h = (lines.length * LINE_EMS * look.fontSize * zoom) / 2;
  return { minX: at.x - w, minY: at.y - h, maxX: at.x + w, maxY: at.y + h };
}
