import type { DxfGeometry } from '../../../formats/dxf/geometry';
import type { Box } from './fit';

/** Every vertex the renderer will draw (line ends, polyline points, arc centres), x then y. */
function sampleVertices(geometry: DxfGeometry, maxSamples: number): { xs: Float64Array; ys: Float64Array } {
  const { lines, polylines, points, arcs } = geometry;
  // Which primitive a vertex belongs to, so vertices of hidden (off or frozen) primitives are left out.
  const polyOf = new Int32Array(polylines.coords.length / 2);
  for (let p = 0; p + 1 < polylines.offsets.length; p += 1)
    polyOf.fill(p, polylines.offsets[p] as number, polylines.offsets[p + 1] as number);
  const sources: { coords: Float64Array; shown: (vertex: number) => boolean }[] = [
    { coords: lines.coords, shown: (v) => lines.hidden?.[v >> 1] !== 1 },
    { coords: polylines.coords, shown: (v) => polylines.hidden?.[polyOf[v] as number] !== 1 },
    { coords: points.coords, shown: (v) => points.hidden?.[v] !== 1 },
  ];
  const arcParams = arcs.params;
  const total = sources.reduce((n, s) => n + s.coords.length / 2, 0) + arcParams.length / 8;
  const stride = Math.max(1, Math.ceil(total / maxSamples));
  const xs: number[] = [];
  const ys: number[] = [];
  let k = 0;
  for (const { coords, shown } of sources) {
    for (let i = 0; i < coords.length; i += 2, k += 1) {
      if (k % stride !== 0 || !shown(i / 2)) continue;
      xs.push(coords[i] as number);
      ys.push(coords[i + 1] as number);
    }
  }
  for (let i = 0; i < arcParams.length; i += 8, k += 1) {
    if (k % stride !== 0 || arcs.hidden?.[i / 8] === 1) continue;
    xs.push(arcParams[i] as number);
    ys.push(arcParams[i + 1] as number);
  }
  return { xs: Float64Array.from(xs).sort(), ys: Float64Array.from(ys).sort() };
}

const quantile = (sorted: Float64Array, q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.floor(q * (sorted.length - 1))))] as number;

/**
 * The box a viewer should frame. Real drawings often carry a stray entity far away (an xref origin, a lost
 * point), which would shrink the plan to a speck; when the full extents are over 8 times the size of the box
 * holding 99% of the vertices, that box (grown by a quarter) is framed instead.
 */
export function viewBox(geometry: DxfGeometry, extents: Box): Box {
  const { xs, ys } = sampleVertices(geometry, 200_000);
  if (xs.length < 20) return extents;
  const core: Box = {
    minX: quantile(xs, 0.005),
    maxX: quantile(xs, 0.995),
    minY: quantile(ys, 0.005),
    maxY: quantile(ys, 0.995),
  };
  const coreSpan = Math.max(core.maxX - core.minX, core.maxY - core.minY);
  const fullSpan = Math.max(extents.maxX - extents.minX, extents.maxY - extents.minY);
  if (!(coreSpan > 0) || fullSpan <= coreSpan * 8) return extents;
  const pad = coreSpan * 0.25;
  return {
    minX: Math.max(extents.minX, core.minX - pad),
    maxX: Math.min(extents.maxX, core.maxX + pad),
    minY: Math.max(extents.minY, core.minY - pad),
    maxY: Math.min(extents.maxY, core.maxY + pad),
  };
}
