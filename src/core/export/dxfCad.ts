import type { Point } from '../geometry/point';
import { rotatePoint } from '../geometry/point';
import { arcAngles, ellipseSweep } from '../geometry/cadGeometry';
import { elementCenter, ellipseIsFull, hatchLoops } from '../geometry/elementGeometry';
import { hatchPatternLines, isSolidHatch } from '../geometry/hatchPatterns';
import { TEXT_BASELINE_EM, textEm, textLines } from '../geometry/textLayout';
import { PX_PER_INCH } from '../model/constants';
import type {
  ArcElement,
  EllipseElement,
  HatchElement,
  PointElement,
  PolylineElement,
  TextElement,
} from '../model/elements';
import type { DxfWriter } from './dxfWriter';
import { dxfText } from './dxfWriter';

/*
 * The CAD element types as DXF entities (y flipped: the model is y down, angles clockwise; DXF is y up,
 * angles counter-clockwise), in inches. `head` writes the entity's common part (type, handle, owner, layer,
 * its own colour, linetype and weight) and its subclass.
 */

export type ToDxf = (p: Point) => { x: number; y: number };
export type EntityHead = (type: string, subclass: string) => DxfWriter;

const RAD = Math.PI / 180;
const norm = (d: number): number => ((d % 360) + 360) % 360;
const inches = (v: number): number => v / PX_PER_INCH;

export function writeArc(head: EntityHead, at: ToDxf, el: ArcElement): void {
  const { start, sweep } = arcAngles(el);
  const c = at(el);
  const w = head(sweep >= 360 ? 'CIRCLE' : 'ARC', 'AcDbCircle');
  w.pair(10, c.x).pair(20, c.y).pair(30, 0).pair(40, inches(el.radius));
  // Clockwise from start on a y-down screen is counter-clockwise from -(start + sweep) once y points up.
  if (sweep < 360)
    w.pair(100, 'AcDbArc')
      .pair(50, norm(-(start + sweep)))
      .pair(51, norm(-start));
}

/** DXF ELLIPSE: major axis vector, ratio, parameters in radians (counter-clockwise, y up). */
export function writeEllipse(head: EntityHead, at: ToDxf, el: EllipseElement): void {
  const c = at(el);
  const phi = el.rotation * RAD;
  const full = ellipseIsFull(el);
  const sweep = ellipseSweep(el.startAngle, el.endAngle);
  // Parameters flip with y: the model's t runs as -t in DXF.
  let start = full ? 0 : norm(-(el.startAngle + sweep));
  let end = full ? 360 : norm(-el.startAngle);
  let major: Point;
  let ratio: number;
  if (el.rx >= el.ry) {
    major = { x: inches(el.rx) * Math.cos(phi), y: -inches(el.rx) * Math.sin(phi) };
    ratio = el.rx === 0 ? 1 : el.ry / el.rx;
  } else {
    // The major axis is the model's local y: DXF parameters shift by a quarter turn.
    major = { x: inches(el.ry) * Math.sin(phi), y: inches(el.ry) * Math.cos(phi) };
    ratio = el.rx / el.ry;
    if (!full) {
      start = norm(start - 90);
      end = norm(end - 90);
    }
  }
  if (!full && end <= start) end += 360;
  head('ELLIPSE', 'AcDbEllipse')
    .pair(10, c.x)
    .pair(20, c.y)
    .pair(30, 0)
    .pair(11, major.x)
    .pair(21, major.y)
    .pair(31, 0)
    .pair(210, 0)
    .pair(220, 0)
    .pair(230, 1)
    .pair(40, Math.max(1e-6, Math.min(1, ratio)))
    .pair(41, start * RAD)
    .pair(42, end * RAD);
}

/** LWPOLYLINE with its bulges (negated with y), closed flag 1. */
export function writePolyline(head: EntityHead, at: ToDxf, el: PolylineElement): void {
  const c = elementCenter(el);
  const w = head('LWPOLYLINE', 'AcDbPolyline')
    .pair(90, el.points.length)
    .pair(70, el.closed ? 1 : 0)
    .pair(43, 0);
  el.points.forEach((q, i) => {
    const p = at(rotatePoint({ x: el.x + q.x, y: el.y + q.y }, c, el.rotation));
    w.pair(10, p.x).pair(20, p.y);
    const bulge = el.bulges?.[i] ?? 0;
    if (bulge !== 0) w.pair(42, -bulge);
  });
}

export function writePoint(head: EntityHead, at: ToDxf, el: PointElement): void {
  const p = at(el);
  head('POINT', 'AcDbPoint').pair(10, p.x).pair(20, p.y).pair(30, 0);
}

/**
 * HATCH with polyline boundary paths (the first loop external), even-odd style, SOLID or a predefined pattern
 * with its definition lines (acad.pat in inches, scaled and turned as CAD stores them).
 */
export function writeHatch(head: EntityHead, at: ToDxf, el: HatchElement): void {
  const loops = hatchLoops(el).filter((l) => l.length >= 3);
  const solid = isSolidHatch(el.pattern);
  const name = solid ? 'SOLID' : el.pattern.toUpperCase();
  const w = head('HATCH', 'AcDbHatch')
    .pair(10, 0)
    .pair(20, 0)
    .pair(30, 0)
    .pair(210, 0)
    .pair(220, 0)
    .pair(230, 1)
    .pair(2, name)
    .pair(70, solid ? 1 : 0)
    .pair(71, 0)
    .pair(91, loops.length);
  loops.forEach((loop, i) => {
    // 2 = polyline path; 1 = external (the outer loop).
    w.pair(92, i === 0 ? 3 : 2)
      .pair(72, 0)
      .pair(73, 1)
      .pair(93, loop.length);
    for (const q of loop) {
      const p = at(q);
      w.pair(10, p.x).pair(20, p.y);
    }
    w.pair(97, 0);
  });
  w.pair(75, 0).pair(76, 1);
  if (!solid) {
    const angle = norm(-(el.patternAngle + el.rotation));
    const scale = el.patternScale;
    const lines = hatchPatternLines(name) ?? [];
    w.pair(52, angle).pair(41, scale).pair(77, 0).pair(78, lines.length);
    for (const line of lines) {
      const a = (line.angle + angle) * RAD;
      const b = angle * RAD;
      const [ox, oy] = line.origin;
      const [dx, dy] = line.delta;
      w.pair(53, norm(line.angle + angle))
        .pair(43, (ox * Math.cos(b) - oy * Math.sin(b)) * scale)
        .pair(44, (ox * Math.sin(b) + oy * Math.cos(b)) * scale)
        .pair(45, (dx * Math.cos(a) - dy * Math.sin(a)) * scale)
        .pair(46, (dx * Math.sin(a) + dy * Math.cos(a)) * scale)
        .pair(79, line.dashes.length);
      for (const d of line.dashes) w.pair(49, d * scale);
    }
  }
  w.pair(98, 0);
}

const H_ALIGN = { left: 0, center: 1, right: 2 } as const;

/**
 * CAD text (with `height`): one line as TEXT on its baseline (0.8 em below the top, aligned left, centre or
 * right), several lines or a wrapping width as MTEXT attached at its top. `typedHeight` is the height typed
 * text (fontSize) gets in world units.
 */
export function writeText(head: EntityHead, at: ToDxf, el: TextElement, typedHeight: number): void {
  const em = textEm(el);
  const height = el.height ?? typedHeight;
  const c = elementCenter(el);
  const align = el.align ?? 'left';
  const lines = textLines({ ...el, width: undefined });
  const angle = norm(-el.rotation);
  if (lines.length === 1 && el.width === undefined) {
    const base = at(rotatePoint({ x: el.x, y: el.y + TEXT_BASELINE_EM * em }, c, el.rotation));
    const w = head('TEXT', 'AcDbText')
      .pair(10, base.x)
      .pair(20, base.y)
      .pair(30, 0)
      .pair(40, inches(height))
      .pair(1, dxfText(el.text))
      .pair(50, angle)
      .pair(7, 'Standard')
      .pair(72, H_ALIGN[align]);
    if (align !== 'left') w.pair(11, base.x).pair(21, base.y).pair(31, 0);
    w.pair(100, 'AcDbText').pair(73, 0);
    return;
  }
  const top = at(rotatePoint({ x: el.x, y: el.y }, c, el.rotation));
  const w = head('MTEXT', 'AcDbMText').pair(10, top.x).pair(20, top.y).pair(30, 0).pair(40, inches(height));
  if (el.width !== undefined) w.pair(41, inches(el.width));
  w.pair(71, 1 + H_ALIGN[align])
    .pair(72, 1)
    .pair(1, lines.map(dxfText).join('\\P'))
    .pair(7, 'Standard')
    .pair(11, Math.cos(angle * RAD))
    .pair(21, Math.sin(angle * RAD))
    .pair(31, 0);
}
