/** A world-to-pixel mapping that fits a box into an image with a margin, y pointing up in the world. */
export interface Fit {
  width: number;
  height: number;
  scale: number;
  /** World x → pixel x. */
  x(wx: number): number;
  /** World y → pixel y (flipped). */
  y(wy: number): number;
}

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * The image size follows the drawing's aspect: the longer side is `maxSide` px, the shorter at least `minSide`.
 * A degenerate box (a point, a single straight line) is padded so it still lands in the middle.
 */
export function fitBox(box: Box, maxSide: number, minSide: number, marginRatio = 0.04): Fit {
  let w = box.maxX - box.minX;
  let h = box.maxY - box.minY;
  const span = Math.max(w, h, 1e-9);
  if (w < span * 1e-3) w = span * 1e-3;
  if (h < span * 1e-3) h = span * 1e-3;
  const cx = (box.minX + box.maxX) / 2;
  const cy = (box.minY + box.maxY) / 2;
  const aspect = w / h;
  const width = Math.round(aspect >= 1 ? maxSide : Math.max(minSide, maxSide * aspect));
  const height = Math.round(aspect >= 1 ? Math.max(minSide, maxSide / aspect) : maxSide);
  const margin = Math.round(Math.min(width, height) * marginRatio) + 2;
  const scale = Math.min((width - 2 * margin) / w, (height - 2 * margin) / h);
  const ox = width / 2 - cx * scale;
  const oy = height / 2 + cy * scale;
  return { width, height, scale, x: (wx) => ox + wx * scale, y: (wy) => oy - wy * scale };
}
