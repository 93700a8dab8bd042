import type { Point } from '../geometry/point';
import type { LengthUnit } from '../units';
import { parseLength } from '../units';

/**
 * What a CAD user types at the cursor while drawing, after the first point (AutoCAD's dynamic input):
 *
 *   10'6 1/2"   3.2m   126"   12          a distance along the current rubber-band direction (direct distance entry)
 *   <30                                  lock the direction at 30°, the length still follows the cursor
 *   10'<30   @10'<30                      a distance at an angle from the last point (polar)
 *   @10',-4'6"                           a relative offset: dx, dy from the last point
 *   #20',30'                             an absolute point (the drawing's origin is the page's 0,0)
 *
 * Angles are typed as CAD users read them: degrees counter-clockwise from east (90 = up on screen). The editor's
 * world has y growing downwards, so the resolved direction is the negated angle; dy typed positive also points up.
 */
export type TypedInput =
  | { readonly kind: 'distance'; readonly length: number }
  | { readonly kind: 'angle'; readonly degrees: number }
  | { readonly kind: 'polar'; readonly length: number; readonly degrees: number }
  | { readonly kind: 'relative'; readonly dx: number; readonly dy: number }
  | { readonly kind: 'absolute'; readonly x: number; readonly y: number };

export type ParsedTypedInput = { ok: true; value: TypedInput } | { ok: false; error: string };

export const TYPED_INPUT_HELP =
  'Type a length (10\'6", 3.2m), <angle, length<angle, @dx,dy or #x,y, then Enter.';

const ANGLE = /^\s*(-?\d+(?:\.\d+)?|-?\.\d+)\s*(?:°|d|deg)?\s*$/;

function parseAngle(text: string): { ok: true; degrees: number } | { ok: false; error: string } {
  const m = ANGLE.exec(text);
  if (!m) return { ok: false, error: 'Enter an angle in degrees, such as <30 or <-45.' };
  const degrees = Number(m[1]);
  if (!Number.isFinite(degrees)) return { ok: false, error: 'The angle is too large.' };
  return { ok: true, degrees };
}

/** A signed length: parseLength reads magnitudes, a leading minus flips it. */
function parseSignedLength(
  text: string,
  unit: LengthUnit,
): { ok: true; px: number } | { ok: false; error: string } {
  const t = text.trim();
  const negative = t.startsWith('-');
  const r = parseLength(negative ? t.slice(1) : t, unit);
  if (!r.ok) return r;
  return { ok: true, px: negative ? -r.px : r.px };
}

/** Splits "a,b" on the one comma that separates two lengths (a metric decimal never uses a comma here). */
function splitPair(text: string): [string, string] | null {
  const parts = text.split(',');
  if (parts.length !== 2) return null;
  return [parts[0] as string, parts[1] as string];
}

/** Reads one typed entry; a bare number is a length in the design's unit (feet or metres). */
export function parseTypedInput(raw: string, unit: LengthUnit): ParsedTypedInput {
  const text = raw.trim();
  if (text === '') return { ok: false, error: TYPED_INPUT_HELP };
  const prefix = text[0];
  if (prefix === '#' || prefix === '@') {
    const body = text.slice(1).trim();
    const pair = splitPair(body);
    if (pair) {
      const a = parseSignedLength(pair[0], unit);
      if (!a.ok) return { ok: false, error: a.error };
      const b = parseSignedLength(pair[1], unit);
      if (!b.ok) return { ok: false, error: b.error };
      return prefix === '#'
        ? { ok: true, value: { kind: 'absolute', x: a.px, y: b.px } }
        : { ok: true, value: { kind: 'relative', dx: a.px, dy: b.px } };
    }
    if (prefix === '@' && body.includes('<')) return parsePolar(body, unit);
    return {
      ok: false,
      error:
        prefix === '#'
          ? 'Enter an absolute point as #x,y.'
          : 'Enter a relative point as @dx,dy or @length<angle.',
    };
  }
  if (text.includes('<')) return parsePolar(text, unit);
  const r = parseLength(text, unit);
  if (!r.ok) return { ok: false, error: r.error };
  return { ok: true, value: { kind: 'distance', length: r.px } };
}

function parsePolar(text: string, unit: LengthUnit): ParsedTypedInput {
  const at = text.indexOf('<');
  const lengthText = text.slice(0, at).trim();
  const angle = parseAngle(text.slice(at + 1));
  if (!angle.ok) return angle;
  if (lengthText === '') return { ok: true, value: { kind: 'angle', degrees: angle.degrees } };
  const r = parseLength(lengthText, unit);
  if (!r.ok) return { ok: false, error: r.error };
  return { ok: true, value: { kind: 'polar', length: r.px, degrees: angle.degrees } };
}

/** A CAD angle (counter-clockwise from east, y up) as a unit direction in the editor's y-down world. */
export function cadDirection(degrees: number): Point {
  const rad = (degrees * Math.PI) / 180;
  return { x: Math.cos(rad), y: -Math.sin(rad) };
}

/** The CAD angle of the direction from `a` to `b` (counter-clockwise from east, in [0, 360)). */
export function cadAngle(a: Point, b: Point): number {
  const deg = (Math.atan2(-(b.y - a.y), b.x - a.x) * 180) / Math.PI;
  return deg < 0 ? deg + 360 : deg + 0;
}

/**
 * Where a typed entry puts the next point, drawing from `from` with the cursor at `cursor`. A distance follows the
 * rubber band's direction (`lockedAngle` when the user locked one with <angle); with no direction yet (cursor on the
 * start point) it runs east, as AutoCAD's direct distance entry does with ortho on.
 */
export function resolveTypedPoint(
  input: TypedInput,
  from: Point,
  cursor: Point,
  lockedAngle: number | null = null,
): Point | null {
  switch (input.kind) {
    case 'absolute':
      return { x: input.x, y: 0 - input.y };
    case 'relative':
      return { x: from.x + input.dx, y: from.y - input.dy };
    case 'polar': {
      const d = cadDirection(input.degrees);
      return { x: from.x + d.x * input.length, y: from.y + d.y * input.length };
    }
    case 'distance': {
      const angle = lockedAngle ?? (cursor.x === from.x && cursor.y === from.y ? 0 : cadAngle(from, cursor));
      const d = cadDirection(angle);
      return { x: from.x + d.x * input.length, y: from.y + d.y * input.length };
    }
    case 'angle':
      return null;
  }
}

/**
 * The rubber band's end while an angle is locked: the cursor projected on the locked ray from `from` (never behind
 * it, as AutoCAD's angle override).
 */
export function projectOnAngle(from: Point, cursor: Point, degrees: number): Point {
  const d = cadDirection(degrees);
  const t = Math.max(0, (cursor.x - from.x) * d.x + (cursor.y - from.y) * d.y);
  return { x: from.x + d.x * t, y: from.y + d.y * t };
}
