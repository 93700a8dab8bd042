import type { ViewportSize } from './cameraMath';

/** A rectangle on screen, in px from the canvas's top-left corner. */
export interface ScreenRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Panels narrower or shorter than this on the canvas (px) are not worth fitting around. */
const NEGLIGIBLE_PX = 4;

const overlaps = (a: ScreenRect, b: ScreenRect): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The part of the viewport to fit a drawing of `aspect` (width / height) into so that no panel covers it: among
 * the rectangles bounded by the viewport's and the panels' edges that no panel overlaps, the one in which the
 * drawing shows largest. With no panel on the canvas it is the whole viewport.
 */
export function clearArea(viewport: ViewportSize, panels: readonly ScreenRect[], aspect: number): ScreenRect {
  const whole: ScreenRect = { x: 0, y: 0, width: viewport.width, height: viewport.height };
  const onCanvas = panels
    .map((p) => {
      const x = Math.max(0, p.x);
      const y = Math.max(0, p.y);
      return {
        x,
        y,
        width: Math.min(viewport.width, p.x + p.width) - x,
        height: Math.min(viewport.height, p.y + p.height) - y,
      };
    })
    .filter((p) => p.width > NEGLIGIBLE_PX && p.height > NEGLIGIBLE_PX);
  if (onCanvas.length === 0) return whole;
  const lefts = [0, ...onCanvas.map((p) => p.x + p.width)];
  const rights = [viewport.width, ...onCanvas.map((p) => p.x)];
  const tops = [0, ...onCanvas.map((p) => p.y + p.height)];
  const bottoms = [viewport.height, ...onCanvas.map((p) => p.y)];
  const a = Number.isFinite(aspect) && aspect > 0 ? aspect : 1;
  let best: ScreenRect | null = null;
  let bestScale = -1;
  for (const x0 of lefts)
    for (const x1 of rights) {
      if (x1 - x0 <= NEGLIGIBLE_PX) continue;
      for (const y0 of tops)
        for (const y1 of bottoms) {
          if (y1 - y0 <= NEGLIGIBLE_PX) continue;
          const r = { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
          if (onCanvas.some((p) => overlaps(p, r))) continue;
          // How large the drawing shows there: the smaller of its width and height ratios.
          const scale = Math.min(r.width / a, r.height);
          if (scale > bestScale) {
            bestScale = scale;
            best = r;
          }
        }
    }
  return best ?? whole;
}
