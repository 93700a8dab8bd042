import type { DxfWriter } from '../../../core/export/dxfWriter';
import { dxfText } from '../../../core/export/dxfWriter';
import type { Curve } from '../curves';
import { curveEntity } from './ellipse-form';

/**
 * The group codes of each entity the generated DXF uses, one function per type. The plain-geometry writer and the
 * block-keeping writer both go through these, so every generated file spells an entity the same way.
 */

/** Layer and colour of one entity: ACI (256 BYLAYER, 0 BYBLOCK) and, when exact, a true colour (420). */
export interface EntityStyle {
  layer: string;
  aci: number;
  trueColor: number | null;
  /** Linetype name (6; BYLAYER when absent), linetype scale (48; 1 when absent), lineweight (370; -1 BYLAYER). */
  linetype?: string;
  ltscale?: number;
  lineweight?: number;
}

/** Where entities go: the writer and the handle of the owning block record (model space or a user block). */
export interface EntitySink {
  w: DxfWriter;
  owner: string;
}

/** The entity's type, handle, owner and style; answers the handle (ATTRIBs and SEQEND name it as owner). */
export function entityHead(sink: EntitySink, type: string, style: EntityStyle, subclass: string): string {
  const handle = sink.w.handle();
  sink.w.pair(0, type).pair(5, handle).pair(330, sink.owner).pair(100, 'AcDbEntity').pair(8, style.layer);
  if (style.linetype !== undefined && style.linetype.toUpperCase() !== 'BYLAYER')
    sink.w.pair(6, style.linetype);
  sink.w.pair(62, style.aci);
  if (style.ltscale !== undefined && style.ltscale !== 1) sink.w.pair(48, style.ltscale);
  if (style.lineweight !== undefined && style.lineweight !== -1) sink.w.pair(370, style.lineweight);
  if (style.trueColor !== null) sink.w.pair(420, String(style.trueColor));
  sink.w.pair(100, subclass);
  return handle;
}

export function writeLine(
  sink: EntitySink,
  style: EntityStyle,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
): void {
  entityHead(sink, 'LINE', style, 'AcDbLine');
  sink.w.pair(10, x1).pair(20, y1).pair(30, 0).pair(11, x2).pair(21, y2).pair(31, 0);
}

export function writePoint(sink: EntitySink, style: EntityStyle, x: number, y: number): void {
  entityHead(sink, 'POINT', style, 'AcDbPoint');
  sink.w.pair(10, x).pair(20, y).pair(30, 0);
}

function writeSolidHatch(sink: EntitySink, style: EntityStyle, pts: ArrayLike<number>): void {
  entityHead(sink, 'HATCH', style, 'AcDbHatch');
  const w = sink.w;
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

/** Geometry polyline flags: 1 closed, 2 filled (written as a SOLID HATCH), 4 hatch boundary (closed). */
export function writePolyline(
  sink: EntitySink,
  style: EntityStyle,
  pts: ArrayLike<number>,
  flag: number,
): void {
  if ((flag & 2) !== 0 && pts.length >= 6) {
    writeSolidHatch(sink, style, pts);
    return;
  }
  entityHead(sink, 'LWPOLYLINE', style, 'AcDbPolyline');
  sink.w
    .pair(90, pts.length / 2)
    .pair(70, (flag & 1) !== 0 || (flag & 4) !== 0 ? 1 : 0)
    .pair(43, 0);
  for (let i = 0; i < pts.length; i += 2) sink.w.pair(10, pts[i] as number).pair(20, pts[i + 1] as number);
}

/** A curve of the geometry's form as CIRCLE, ARC or ELLIPSE. */
export function writeCurve(sink: EntitySink, style: EntityStyle, curve: Curve): void {
  const e = curveEntity(curve);
  if (e.type === 'ELLIPSE') {
    entityHead(sink, 'ELLIPSE', style, 'AcDbEllipse');
    sink.w
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
    return;
  }
  entityHead(sink, e.type === 'CIRCLE' ? 'CIRCLE' : 'ARC', style, 'AcDbCircle');
  // A radius that would round to 0 would make the reader drop the curve.
  sink.w.pair(10, e.cx).pair(20, e.cy).pair(30, 0).pair(40, Math.max(e.r, 1e-6));
  if (e.type === 'ARC') sink.w.pair(100, 'AcDbArc').pair(50, e.startDeg).pair(51, e.endDeg);
}

export interface PlainText {
  text: string;
  x: number;
  y: number;
  height: number;
  /** Degrees. */
  rotation: number;
}

/** MTEXT treats backslashes and braces as formatting: plain text escapes them. */
const mtextPlain = (s: string): string => dxfText(s.replace(/\\/g, '\\\\').replace(/[{}]/g, (b) => `\\${b}`));

/** TEXT, or MTEXT when the text has several lines. */
export function writeText(sink: EntitySink, style: EntityStyle, t: PlainText): void {
  const height = t.height > 0 ? t.height : 1;
  const rotation = ((t.rotation % 360) + 360) % 360;
  if (t.text.includes('\n')) {
    const rad = (rotation * Math.PI) / 180;
    entityHead(sink, 'MTEXT', style, 'AcDbMText');
    sink.w
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
    return;
  }
  entityHead(sink, 'TEXT', style, 'AcDbText');
  sink.w
    .pair(10, t.x)
    .pair(20, t.y)
    .pair(30, 0)
    .pair(40, height)
    .pair(1, dxfText(t.text))
    .pair(50, rotation)
    .pair(7, 'Standard')
    .pair(100, 'AcDbText');
}
