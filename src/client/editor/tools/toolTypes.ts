import type { ScreenPoint, WorldPoint } from '../../../core/geometry/point';

/** A pointer event as the tools see it: the DOM (or a test) fills in the screen point, button and time. */
export interface PointerInput {
  readonly screen: ScreenPoint;
  /** 0 primary, 1 middle, 2 secondary (DOM MouseEvent.button). */
  readonly button: number;
  readonly shift: boolean;
  /** Milliseconds on any monotonic clock (the DOM event's timeStamp). */
  readonly time: number;
}

export interface ToolEvent extends PointerInput {
  readonly world: WorldPoint;
}

export interface KeyInput {
  readonly key: string;
  /** The physical key (DOM KeyboardEvent.code), for Shift+digit shortcuts on any keyboard layout. */
  readonly code?: string;
  readonly ctrl: boolean;
  readonly meta: boolean;
  readonly shift: boolean;
}

/** A press moving further than this (screen px) is a drag; a marquee starts after it (spec: > 3 px). */
export const DRAG_THRESHOLD_PX = 3;
/** A quick click that clears the selection: under 250 ms and under 5 px. */
export const QUICK_CLICK_MS = 250;
export const QUICK_CLICK_PX = 5;
/** Clicks pick elements within this many screen px of their outline. */
export const HIT_TOLERANCE_PX = 5;

export const screenDistance = (a: PointerInput, b: PointerInput): number =>
  Math.hypot(a.screen.x - b.screen.x, a.screen.y - b.screen.y);
