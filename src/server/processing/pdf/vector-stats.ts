/** Path drawing statistics of one page, from pdf.js's operator list. */
export interface VectorStats {
  operators: number;
  paths: number;
  segments: number;
  curves: number;
  fills: number;
  strokes: number;
  images: number;
  text_runs: number;
}

/** pdf.js DrawOPS codes inside constructPath data (pdf.js 5.x). */
const MOVE = 0;
const LINE = 1;
const CURVE = 2;
const QUAD = 3;
const CLOSE = 4;

export interface OpsTable {
  constructPath: number;
  stroke: number;
  closeStroke: number;
  fill: number;
  eoFill: number;
  fillStroke: number;
  eoFillStroke: number;
  closeFillStroke: number;
  closeEOFillStroke: number;
  paintImageXObject: number;
  paintInlineImageXObject: number;
  paintImageMaskXObject: number;
  showText: number;
  showSpacedText: number;
}

function countPathData(data: ArrayLike<number>, stats: VectorStats): void {
  let i = 0;
  while (i < data.length) {
    const op = data[i] as number;
    if (op === MOVE) i += 3;
    else if (op === LINE) {
      stats.segments += 1;
      i += 3;
    } else if (op === CURVE) {
      stats.curves += 1;
      i += 7;
    } else if (op === QUAD) {
      stats.curves += 1;
      i += 5;
    } else if (op === CLOSE) {
      stats.segments += 1;
      i += 1;
    } else break;
  }
}

/** All counts zero: the start of a count or a sum. */
export const noVectorStats = (): VectorStats => ({
  operators: 0,
  paths: 0,
  segments: 0,
  curves: 0,
  fills: 0,
  strokes: 0,
  images: 0,
  text_runs: 0,
});

export function vectorStats(fnArray: number[], argsArray: unknown[], OPS: OpsTable): VectorStats {
  const stats: VectorStats = { ...noVectorStats(), operators: fnArray.length };
  const fills = new Set([
    OPS.fill,
    OPS.eoFill,
    OPS.fillStroke,
    OPS.eoFillStroke,
    OPS.closeFillStroke,
    OPS.closeEOFillStroke,
  ]);
  const strokes = new Set([
    OPS.stroke,
    OPS.closeStroke,
    OPS.fillStroke,
    OPS.eoFillStroke,
    OPS.closeFillStroke,
    OPS.closeEOFillStroke,
  ]);
  const images = new Set([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject]);
  for (let k = 0; k < fnArray.length; k += 1) {
    const fn = fnArray[k] as number;
    if (fn === OPS.constructPath) {
      stats.paths += 1;
      const args = argsArray[k];
      if (Array.isArray(args)) {
        const paint = args[0];
        if (typeof paint === 'number') {
          if (fills.has(paint)) stats.fills += 1;
          if (strokes.has(paint)) stats.strokes += 1;
        }
        const data = Array.isArray(args[1]) ? args[1][0] : null;
        if (data && typeof data === 'object' && 'length' in data)
          countPathData(data as ArrayLike<number>, stats);
      }
    } else if (fills.has(fn)) stats.fills += 1;
    else if (strokes.has(fn)) stats.strokes += 1;
    else if (images.has(fn)) stats.images += 1;
    else if (fn === OPS.showText || fn === OPS.showSpacedText) stats.text_runs += 1;
  }
  return stats;
}
