/**
 * Points. Stored element data uses plain `Point` ({x, y} in world units) because it round-trips through JSON.
 * Anything that crosses the world/screen boundary uses the branded types, so passing a screen point where a
 * world point is expected is a compile error (the mistake shows up as a selection offset by the camera).
 */
export interface Point {
  readonly x: number;
  readonly y: number;
}

declare const worldBrand: unique symbol;
declare const screenBrand: unique symbol;

/** A position in drawing (world) units: 96 per real inch. */
export type WorldPoint = Point & { readonly [worldBrand]: true };
/** A position in CSS pixels of the editor viewport. */
export type ScreenPoint = Point & { readonly [screenBrand]: true };

export const worldPoint = (x: number, y: number): WorldPoint => ({ x, y }) as WorldPoint;
export const screenPoint = (x: number, y: number): ScreenPoint => ({ x, y }) as ScreenPoint;

export const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

export const isFinitePoint = (p: Point): boolean => Number.isFinite(p.x) && Number.isFinite(p.y);

/** Rotates `p` about `center` by `degrees`, clockwise on screen (y grows downwards). */
export function rotatePoint(p: Point, center: Point, degrees: number): Point {
  if (degrees === 0) return p;
  const rad = (degrees * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const dx = p.x - center.x;
  const dy = p.y - center.y;
  return { x: center.x + dx * cos - dy * sin, y: center.y + dx * sin + dy * cos };
}

export const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
