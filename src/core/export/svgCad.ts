import type { Point } from '../geometry/point';
import { rotatePoint } from '../geometry/point';
import { arcAngles, bulgeArc, ellipseSweep, pointOnCircle } from '../geometry/cadGeometry';
import { elementCenter, elementPath, ellipseIsFull, hatchLoops } from '../geometry/elementGeometry';
import { HATCH_TINT_ALPHA, hatchStrokes, isSolidHatch } from '../geometry/hatchPatterns';
import { TEXT_LINE_HEIGHT, textEm, textLines } from '../geometry/textLayout';
import type {
  ArcElement,
  EllipseElement,
  HatchElement,
  PointElement,
  PolylineElement,
  TextElement,
} from '../model/elements';

/*
 * SVG of the CAD element types, with the element's resolved colour, dash pattern and weight (svg.ts passes
 * them in as `stroke` attributes).
 */

export const n = (v: number): string => String(Math.round(v * 1000) / 1000);
const pts = (points: readonly Point[]): string => points.map((p) => `${n(p.x)},${n(p.y)}`).join(' ');

export const escapeXml = (s: string): string =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

export function arcSvg(el: ArcElement, stroke: string): string {
  const { start, sweep } = arcAngles(el);
  if (sweep >= 360) return `<circle cx="${n(el.x)}" cy="${n(el.y)}" r="${n(el.radius)}" ${stroke}/>`;
  const a = pointOnCircle(el, el.radius, start);
  const b = pointOnCircle(el, el.radius, start + sweep);
  const large = sweep > 180 ? 1 : 0;
  // Sweep flag 1 is the direction of growing angles, clockwise on a y-down screen.
  return `<path d="M ${n(a.x)} ${n(a.y)} A ${n(el.radius)} ${n(el.radius)} 0 ${large} 1 ${n(b.x)} ${n(b.y)}" ${stroke}/>`;
}

export function ellipseSvg(el: EllipseElement, stroke: string): string {
  if (ellipseIsFull(el))
    return `<ellipse cx="${n(el.x)}" cy="${n(el.y)}" rx="${n(el.rx)}" ry="${n(el.ry)}" ${stroke}${
      el.rotation === 0 ? '' : ` transform="rotate(${n(el.rotation)} ${n(el.x)} ${n(el.y)})"`
    }/>`;
  return ellipseSweep(el.startAngle, el.endAngle) > 0
    ? `<polyline points="${pts(elementPath(el).points)}" ${stroke}/>`
    : '';
}

/** Exact arcs for bulged segments (SVG's A command), straight ones as L. */
export function polylineSvg(el: PolylineElement, stroke: string): string {
  const c = elementCenter(el);
  const abs = el.points.map((p) => rotatePoint({ x: el.x + p.x, y: el.y + p.y }, c, el.rotation));
  const first = abs[0];
  if (!first) return '';
  const count = el.closed && abs.length >= 2 ? abs.length : abs.length - 1;
  let d = `M ${n(first.x)} ${n(first.y)}`;
  for (let i = 0; i < count; i++) {
    const a = abs[i] as Point;
    const b = abs[(i + 1) % abs.length] as Point;
    const arc = bulgeArc(a, b, el.bulges?.[i] ?? 0);
    d += arc
      ? ` A ${n(arc.radius)} ${n(arc.radius)} 0 ${Math.abs(arc.sweep) > 180 ? 1 : 0} ${arc.sweep > 0 ? 1 : 0} ${n(b.x)} ${n(b.y)}`
      : ` L ${n(b.x)} ${n(b.y)}`;
  }
  if (el.closed) d += ' Z';
  return `<path d="${d}" ${stroke}/>`;
}

/**
 * SOLID hatches fill their loops (even-odd); known patterns draw their strokes clipped to the loops; others
 * (and patterns too dense to draw) get a light tint and their outline.
 */
export function hatchSvg(el: HatchElement, color: string, stroke: string): string {
  const loops = hatchLoops(el);
  const d = loops
    .filter((l) => l.length >= 3)
    .map((l) => `M ${l.map((p) => `${n(p.x)} ${n(p.y)}`).join(' L ')} Z`)
    .join(' ');
  if (!d) return '';
  if (isSolidHatch(el.pattern)) return `<path d="${d}" fill="${color}" fill-rule="evenodd" stroke="none"/>`;
  const strokes = hatchStrokes(loops, el.pattern, el.patternScale, el.patternAngle + el.rotation);
  if (!strokes)
    return `<path d="${d}" fill="${color}" fill-opacity="${HATCH_TINT_ALPHA}" fill-rule="evenodd" ${stroke.replace('fill="none"', '')}/>`;
  const lines = strokes.map(([a, b]) => `M ${n(a.x)} ${n(a.y)} L ${n(b.x)} ${n(b.y)}`).join(' ');
  return lines ? `<path d="${lines}" ${stroke}/>` : '';
}

/** A point as a small cross, sized with the drawing's annotations. */
export function pointSvg(el: PointElement, size: number, stroke: string): string {
  const h = size / 4;
  return `<path d="M ${n(el.x - h)} ${n(el.y)} L ${n(el.x + h)} ${n(el.y)} M ${n(el.x)} ${n(el.y - h)} L ${n(el.x)} ${n(el.y + h)}" ${stroke}/>`;
}

/** Text at its true size (CAD) or font size, aligned and wrapped as in the editor. */
export function textSvg(el: TextElement, color: string): string {
  const em = textEm(el);
  const weight = el.fontStyle.includes('bold') ? ' font-weight="bold"' : '';
  const style = el.fontStyle.includes('italic') ? ' font-style="italic"' : '';
  const anchor = el.align === 'center' ? 'middle' : el.align === 'right' ? 'end' : 'start';
  const lines = textLines(el)
    .map(
      (line, i) =>
        `<tspan x="${n(el.x)}" dy="${i === 0 ? 0 : n(em * TEXT_LINE_HEIGHT)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const c = elementCenter(el);
  const rotate = el.rotation === 0 ? '' : ` transform="rotate(${n(el.rotation)} ${n(c.x)} ${n(c.y)})"`;
  return `<text x="${n(el.x)}" y="${n(el.y)}" font-size="${n(em)}" font-family="sans-serif" dominant-baseline="hanging" text-anchor="${anchor}" fill="${color}"${weight}${style}${rotate}>${lines}</text>`;
}
