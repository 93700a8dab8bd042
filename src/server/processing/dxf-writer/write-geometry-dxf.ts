import type { DxfExtents } from '../../../core/export/dxfSections';
import { dxfDocument } from '../../../core/export/dxfSections';
import { DxfHandles, DxfWriter } from '../../../core/export/dxfWriter';
import { curveAt } from '../curves';
import type { DxfGeometry } from '../../../formats/dxf/geometry';
import { dxfColor } from '../../../core/model/aci';
import type { EntitySink, EntityStyle } from './entity-pairs';
import { writeCurve, writeLine, writePoint, writePolyline, writeText } from './entity-pairs';
import { dxfHeaderFor } from './header';

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

/** Resolved colours: a palette colour as its index, any other exactly (420) beside the nearest index. */
function styleOf(layers: DxfGeometry['layers'], layer: number, rgb: number): EntityStyle {
  return { layer: layers[layer]?.name ?? '0', ...dxfColor(rgb) };
}

function writeLines(sink: EntitySink, g: DxfGeometry): void {
  const c = g.lines.coords;
  for (let i = 0, k = 0; i < c.length; i += 4, k += 1) {
    const style = styleOf(g.layers, g.lines.layer[k] as number, g.lines.color[k] as number);
    writeLine(sink, style, c[i] as number, c[i + 1] as number, c[i + 2] as number, c[i + 3] as number);
  }
}

function writePolylines(sink: EntitySink, g: DxfGeometry): void {
  const { coords, offsets, flags, layer, color } = g.polylines;
  for (let k = 0; k < flags.length; k += 1) {
    const pts = coords.subarray((offsets[k] as number) * 2, (offsets[k + 1] as number) * 2);
    writePolyline(sink, styleOf(g.layers, layer[k] as number, color[k] as number), pts, flags[k] as number);
  }
}

function writeCurves(sink: EntitySink, g: DxfGeometry): void {
  const params = g.arcs.params;
  for (let k = 0; k < params.length / 8; k += 1) {
    writeCurve(
      sink,
      styleOf(g.layers, g.arcs.layer[k] as number, g.arcs.color[k] as number),
      curveAt(params, k),
    );
  }
}

function writePoints(sink: EntitySink, g: DxfGeometry): void {
  const c = g.points.coords;
  for (let i = 0, k = 0; i < c.length; i += 2, k += 1) {
    const style = styleOf(g.layers, g.points.layer[k] as number, g.points.color[k] as number);
    writePoint(sink, style, c[i] as number, c[i + 1] as number);
  }
}

/**
 * A clean R2000 ASCII DXF of world geometry: layers kept with their colours (ACI and true colour), explicit
 * $INSUNITS, every primitive as one entity — LINE, LWPOLYLINE, solid fills as SOLID HATCH, CIRCLE/ARC/ELLIPSE,
 * POINT, TEXT (MTEXT for several lines). Used for PDF pages, whose geometry has no blocks.
 */
export function writeGeometryDxf(geometry: DxfGeometry, options: GeneratedDxfOptions): Uint8Array {
  const handles = new DxfHandles();
  const modelSpace = handles.take();
  const paperSpace = handles.take();
  const entities = new DxfWriter(handles);
  const sink: EntitySink = { w: entities, owner: modelSpace };
  writeLines(sink, geometry);
  writePolylines(sink, geometry);
  writeCurves(sink, geometry);
  writePoints(sink, geometry);
  // Written left-aligned from where the first line starts, so centred or right-aligned text stays in place.
  for (const t of geometry.texts)
    writeText(sink, styleOf(geometry.layers, t.layer, t.color), {
      ...t,
      x: t.lineX ?? t.x,
      y: t.lineY ?? t.y,
    });

  const text = dxfDocument(entities, {
    layers: geometry.layers.map((l) => {
      const { aci, trueColor } = dxfColor(l.color);
      return { name: l.name, aci, ...(trueColor !== null ? { trueColor } : {}) };
    }),
    modelSpace,
    paperSpace,
    header: dxfHeaderFor(options.insunits, options.extents),
  });
  return new TextEncoder().encode(text);
}
