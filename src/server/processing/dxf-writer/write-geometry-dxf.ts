import type { DxfExtents } from '../../../core/export/dxfSections';
import { dxfDocument } from '../../../core/export/dxfSections';
import { DxfHandles, DxfWriter, dxfText } from '../../../core/export/dxfWriter';
import { curveAt } from '../curves';
import type { DxfGeometry } from '../dxf/geometry';
import { nearestAci } from './aci-nearest';
import { curveEntity } from './ellipse-form';

export interface GeneratedDxfOptions {
  /** $INSUNITS code (0 unitless, 1 in, 4 mm, 6 m, ...). */
  insunits: number;
  extents: DxfExtents | null;
}

/** Drawable primitives of a geometry: the totals a generated DXF must keep when read back. */
export interface PrimitiveTotals {
  lines: number;
  polylines: number;
  filled: number;
  curves: number;
  points: number;
  texts: number;
}

export function primitiveTotals(g: DxfGeometry): PrimitiveTotals {
  let filled = 0;
  for (const flag of g.polylines.flags) if ((flag & 2) !== 0) filled += 1;
  return {
    lines: g.lines.coords.length / 4,
    polylines: g.polylines.flags.length,
    filled,
    curves: g.arcs.params.length / 8,
    points: g.points.coords.length / 2,
    texts: g.texts.length,
  };
}

/** $INSUNITS codes of metric units (mm, cm, m, km, and the micro to giga range). */
const METRIC_INSUNITS = [4, 5, 6, 7, 12, 13, 14, 15, 16];

interface Ctx {
  w: DxfWriter;
  owner: string;
  layers: DxfGeometry['layers'];
}

function head(ctx: Ctx, type: string, layer: number, rgb: number, subclass: string): void {
  const name = ctx.layers[layer]?.name ?? '0';
  ctx.w
    .pair(0, type)
    .pair(5, ctx.w.handle())
    .pair(330, ctx.owner)
    .pair(100, 'AcDbEntity')
    .pair(8, name)
    .pair(62, nearestAci(rgb))
    .pair(420, String(rgb))
    .pair(100, subclass);
}

function writeLines(ctx: Ctx, g: DxfGeometry): void {
  const c = g.lines.coords;
  for (let i = 0, k = 0; i < c.length; i += 4, k += 1) {
    head(ctx, 'LINE', g.lines.layer[k] as number, g.lines.color[k] as number, 'AcDbLine');
    ctx.w
      .pair(10, c[i] as number)
      .pair(20, c[i + 1] as number)
      .pair(30, 0)
      .pair(11, c[i + 2] as number)
      .pair(21, c[i + 3] as number)
      .pair(31, 0);
  }
}

function writeSolidHatch(ctx: Ctx, layer: number, rgb: number, pts: Float64Array): void {
  head(ctx, 'HATCH', layer, rgb, 'AcDbHatch');
  const w = ctx.w;
  w.pair(10, 0).pair(20, 0).pair(30, 0).pair(210, 0).pair(220, 0).pair(230, 1);
  w.pair(2, 'SOLID').pair(70, 1).pair(71, 0).pair(91, 1);
  // One external polyline boundary (flags 1 external | 2 polyline), no bulges, closed.
  w.pair(92, 3)
    .pair(72, 0)
    .pair(73, 1)
    .pair(93, pts.length / 2);
  for (let i = 0; i < pts.length; i += 2) w.pair(10, pts[i] as number).pair(20, pts[i + 1] as number);
  w.pair(97, 0).pair(75, 0).pair(76, 1).pair(98, 0);
}

function writePolylines(ctx: Ctx, g: DxfGeometry): void {
  const { coords, offsets, flags, layer, color } = g.polylines;
  for (let k = 0; k < flags.length; k += 1) {
    const from = offsets[k] as number;
    const to = offsets[k + 1] as number;
    const pts = coords.subarray(from * 2, to * 2);
    const flag = flags[k] as number;
    if ((flag & 2) !== 0 && to - from >= 3) {
      writeSolidHatch(ctx, layer[k] as number, color[k] as number, pts);
      continue;
    }
    head(ctx, 'LWPOLYLINE', layer[k] as number, color[k] as number, 'AcDbPolyline');
    ctx.w
      .pair(90, to - from)
      .pair(70, (flag & 1) !== 0 || (flag & 4) !== 0 ? 1 : 0)
      .pair(43, 0);
    for (let i = 0; i < pts.length; i += 2) ctx.w.pair(10, pts[i] as number).pair(20, pts[i + 1] as number);
  }
}

function writeCurves(ctx: Ctx, g: DxfGeometry): void {
  const params = g.arcs.params;
  for (let k = 0; k < params.length / 8; k += 1) {
    const e = curveEntity(curveAt(params, k));
    const layer = g.arcs.layer[k] as number;
    const rgb = g.arcs.color[k] as number;
    if (e.type === 'ELLIPSE') {
      head(ctx, 'ELLIPSE', layer, rgb, 'AcDbEllipse');
      ctx.w
        .pair(10, e.cx)
        .pair(20, e.cy)
        .pair(30, 0)
        .pair(11, e.mx)
        .pair(21, e.my)
        .pair(31, 0)
        .pair(210, 0)
        .pair(220, 0)
        .pair(230, 1)
        .pair(40, e.ratio)
        .pair(41, e.t0)
        .pair(42, e.t1);
      continue;
    }
    head(ctx, e.type === 'CIRCLE' ? 'CIRCLE' : 'ARC', layer, rgb, 'AcDbCircle');
    // A radius that would round to 0 would make the reader drop the curve.
    ctx.w.pair(10, e.cx).pair(20, e.cy).pair(30, 0).pair(40, Math.max(e.r, 1e-6));
    if (e.type === 'ARC') ctx.w.pair(100, 'AcDbArc').pair(50, e.startDeg).pair(51, e.endDeg);
  }
}

function writePoints(ctx: Ctx, g: DxfGeometry): void {
  const c = g.points.coords;
  for (let i = 0, k = 0; i < c.length; i += 2, k += 1) {
    head(ctx, 'POINT', g.points.layer[k] as number, g.points.color[k] as number, 'AcDbPoint');
    ctx.w
      .pair(10, c[i] as number)
      .pair(20, c[i + 1] as number)
      .pair(30, 0);
  }
}

/** MTEXT treats backslashes and braces as formatting: plain text escapes them. */
const mtextPlain = (s: string): string => dxfText(s.replace(/\\/g, '\\\\').replace(/[{}]/g, (b) => `\\${b}`));

function writeTexts(ctx: Ctx, g: DxfGeometry): void {
  for (const t of g.texts) {
    const height = t.height > 0 ? t.height : 1;
    const rotation = ((t.rotation % 360) + 360) % 360;
    if (t.text.includes('\n')) {
      const rad = (rotation * Math.PI) / 180;
      head(ctx, 'MTEXT', t.layer, t.color, 'AcDbMText');
      ctx.w
        .pair(10, t.x)
        .pair(20, t.y)
        .pair(30, 0)
        .pair(40, height)
        .pair(71, 1)
        .pair(72, 1)
        .pair(1, t.text.split('\n').map(mtextPlain).join('\\P'))
        .pair(7, 'Standard')
        .pair(11, Math.cos(rad))
        .pair(21, Math.sin(rad))
        .pair(31, 0);
      continue;
    }
    head(ctx, 'TEXT', t.layer, t.color, 'AcDbText');
    ctx.w
      .pair(10, t.x)
      .pair(20, t.y)
      .pair(30, 0)
      .pair(40, height)
      .pair(1, dxfText(t.text))
      .pair(50, rotation)
      .pair(7, 'Standard')
      .pair(100, 'AcDbText');
  }
}

/**
 * A clean R2000 ASCII DXF of world geometry: layers kept with their colours (ACI and true colour), explicit
 * $INSUNITS, every primitive as one entity — LINE, LWPOLYLINE, solid fills as SOLID HATCH, CIRCLE/ARC/ELLIPSE,
 * POINT, TEXT (MTEXT for several lines). Blocks arrive already expanded, so the file has none of its own.
 */
export function writeGeometryDxf(geometry: DxfGeometry, options: GeneratedDxfOptions): Uint8Array {
  const handles = new DxfHandles();
  const modelSpace = handles.take();
  const paperSpace = handles.take();
  const entities = new DxfWriter(handles);
  const ctx: Ctx = { w: entities, owner: modelSpace, layers: geometry.layers };
  writeLines(ctx, geometry);
  writePolylines(ctx, geometry);
  writeCurves(ctx, geometry);
  writePoints(ctx, geometry);
  writeTexts(ctx, geometry);

  const text = dxfDocument(entities, {
    layers: geometry.layers.map((l) => ({ name: l.name, aci: nearestAci(l.color), trueColor: l.color })),
    modelSpace,
    paperSpace,
    header: {
      insunits: options.insunits,
      metric: METRIC_INSUNITS.includes(options.insunits),
      extents: options.extents,
    },
  });
  return new TextEncoder().encode(text);
}
