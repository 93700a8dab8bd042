import type { DxfGeometry } from '../../../formats/dxf/geometry';
import type { ProcessingLimits } from '../../../formats/limits';
import { Deadline } from '../../../formats/limits';
import { bezierPoints, circularArc } from './bezier-arc';
import { GeometryBuilder } from './geometry-builder';
import { checkedOperatorList, checkedPageSize, openPdf } from '../guarded-input';

/** 1 pt = 1/72 in: generated DXFs from PDFs are in inches of the sheet (true size for a 1:1 PDF). */
const UNITS_PER_POINT = 1 / 72;
/** Pages are laid side by side, this far apart (in points). */
const PAGE_GAP_PT = 36;
const MAX_TEXTS_PER_PAGE = 20_000;

/** pdf.js DrawOPS inside constructPath data. */
const MOVE = 0;
const LINE = 1;
const CURVE = 2;
const QUAD = 3;
const CLOSE = 4;

type Matrix = [number, number, number, number, number, number];

interface GraphicsState {
  m: Matrix;
  stroke: number;
  fill: number;
}

interface OpsCodes {
  save: number;
  restore: number;
  transform: number;
  constructPath: number;
  endPath: number;
  setStrokeRGBColor: number;
  setFillRGBColor: number;
  paintFormXObjectBegin: number;
  paintFormXObjectEnd: number;
  fill: number;
  eoFill: number;
}

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

const hexColor = (value: unknown, fallback: number): number =>
  typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? parseInt(value.slice(1), 16) : fallback;

const isMatrix = (value: unknown): value is Matrix =>
  Array.isArray(value) &&
  value.length === 6 &&
  value.every((v) => typeof v === 'number' && Number.isFinite(v));

export interface PdfGeometry {
  geometry: DxfGeometry;
  extents: { minX: number; minY: number; maxX: number; maxY: number } | null;
  warnings: string[];
}

/** Emits one constructPath's subpaths: straight runs as LINE/LWPOLYLINE, circular Béziers as ARC. */
class PathEmitter {
  private run: number[] = [];
  private start: [number, number] = [0, 0];

  constructor(
    private readonly out: GeometryBuilder,
    private readonly layer: number,
    private readonly color: number,
    private readonly filled: boolean,
    private readonly at: (x: number, y: number) => [number, number],
  ) {}

  private flush(closed: boolean): void {
    const run = this.run;
    this.run = [];
    if (run.length < 4) return;
    if (this.filled && run.length >= 6) return this.out.polyline(run, 3, this.layer, this.color);
    if (run.length === 4 && !closed)
      return this.out.line(
        run[0] as number,
        run[1] as number,
        run[2] as number,
        run[3] as number,
        this.layer,
        this.color,
      );
    this.out.polyline(run, closed ? 1 : 0, this.layer, this.color);
  }

  emit(data: ArrayLike<number>): void {
    let cx = 0;
    let cy = 0;
    let i = 0;
    while (i < data.length) {
      const op = data[i] as number;
      if (op === MOVE) {
        this.flush(false);
        [cx, cy] = this.at(data[i + 1] as number, data[i + 2] as number);
        this.start = [cx, cy];
        this.run = [cx, cy];
        i += 3;
      } else if (op === LINE) {
        if (this.run.length === 0) this.run.push(cx, cy);
        [cx, cy] = this.at(data[i + 1] as number, data[i + 2] as number);
        this.run.push(cx, cy);
        i += 3;
      } else if (op === CURVE || op === QUAD) {
        const n = op === CURVE ? 6 : 4;
        const pts = [cx, cy];
        for (let k = 1; k <= n; k += 2)
          pts.push(...this.at(data[i + k] as number, data[i + k + 1] as number));
        const cubic = op === CURVE ? pts : quadraticToCubic(pts);
        const arc = this.filled ? null : circularArc(cubic);
        if (arc) {
          this.flush(false);
          const start = arc.sweep >= 0 ? arc.start : arc.start + arc.sweep;
          this.out.arc(arc.cx, arc.cy, arc.r, start, Math.abs(arc.sweep), this.layer, this.color);
        } else {
          if (this.run.length === 0) this.run.push(cx, cy);
          this.run.push(...bezierPoints(cubic, 8));
        }
        cx = cubic[6] as number;
        cy = cubic[7] as number;
        i += n + 1;
      } else if (op === CLOSE) {
        const [sx, sy] = this.start;
        const startsAtStart = this.run.length >= 2 && this.run[0] === sx && this.run[1] === sy;
        if (startsAtStart) this.flush(true);
        else {
          // The subpath was broken by an arc: close it with a line back to its start.
          if (this.run.length === 0 && (cx !== sx || cy !== sy)) this.run.push(cx, cy);
          if (this.run.length > 0) this.run.push(sx, sy);
          this.flush(false);
        }
        [cx, cy] = [sx, sy];
        i += 1;
      } else break;
    }
    this.flush(false);
  }
}

/** A quadratic's control point q gives the cubic controls p0 + 2/3 (q − p0) and p3 + 2/3 (q − p3). */
function quadraticToCubic(p: number[]): number[] {
  const [x0, y0, qx, qy, x3, y3] = p as [number, number, number, number, number, number];
  return [
    x0,
    y0,
    x0 + (2 / 3) * (qx - x0),
    y0 + (2 / 3) * (qy - y0),
    x3 + (2 / 3) * (qx - x3),
    y3 + (2 / 3) * (qy - y3),
    x3,
    y3,
  ];
}

/**
 * The vector content of every page of a PDF as world geometry in inches: stroked paths as LINE, LWPOLYLINE and
 * ARC (circular Béziers recognised), filled areas as filled polylines, text runs as TEXT at their baseline.
 * Pages are placed left to right, one layer per page ("PDF_PAGE_1", ...); clipping paths are not drawn.
 */
export async function pdfGeometry(bytes: Uint8Array, limits: ProcessingLimits): Promise<PdfGeometry> {
  const deadline = new Deadline(limits, 1);
  const { pdfjs, doc } = await openPdf(bytes, limits, deadline);
  const OPS = pdfjs.OPS as unknown as OpsCodes;
  const out = new GeometryBuilder(limits.maxExpandedPrimitives);
  const warnings: string[] = [];
  try {
    let offsetX = 0;
    for (let n = 1; n <= doc.numPages; n += 1) {
      deadline.checkNow();
      const page = await doc.getPage(n);
      checkedPageSize(page, n, limits);
      const [vx0, vy0, vx1] = page.view as [number, number, number, number];
      const unit = (page.userUnit || 1) * UNITS_PER_POINT;
      const layer = out.addLayer(`PDF_PAGE_${n}`, 0x000000);
      if (page.rotate !== 0) warnings.push(`Page ${n} is rotated ${page.rotate}°; it is drawn unrotated`);
      const base = offsetX;
      const toWorld =
        (m: Matrix) =>
        (x: number, y: number): [number, number] => [
          base + (m[0] * x + m[2] * y + m[4] - vx0) * unit,
          (m[1] * x + m[3] * y + m[5] - vy0) * unit,
        ];
      const ops = await checkedOperatorList(page, n, limits, deadline);
      const stack: GraphicsState[] = [];
      let state: GraphicsState = { m: [1, 0, 0, 1, 0, 0], stroke: 0, fill: 0 };
      for (let k = 0; k < ops.fnArray.length; k += 1) {
        deadline.check();
        const fn = ops.fnArray[k] as number;
        const args = ops.argsArray[k] as unknown[] | null;
        if (fn === OPS.save) stack.push({ ...state });
        else if (fn === OPS.restore) state = stack.pop() ?? state;
        else if (fn === OPS.transform && args && isMatrix(args))
          state = { ...state, m: multiply(state.m, args) };
        else if (fn === OPS.paintFormXObjectBegin) {
          stack.push({ ...state });
          if (args && isMatrix(args[0])) state = { ...state, m: multiply(state.m, args[0]) };
        } else if (fn === OPS.paintFormXObjectEnd) state = stack.pop() ?? state;
        else if (fn === OPS.setStrokeRGBColor && args)
          state = { ...state, stroke: hexColor(args[0], state.stroke) };
        else if (fn === OPS.setFillRGBColor && args)
          state = { ...state, fill: hexColor(args[0], state.fill) };
        else if (fn === OPS.constructPath && args) {
          const paint = args[0];
          if (paint === OPS.endPath) continue;
          const data = Array.isArray(args[1]) ? (args[1][0] as unknown) : null;
          if (!data || typeof data !== 'object' || !('length' in data)) continue;
          const filledOnly = paint === OPS.fill || paint === OPS.eoFill;
          new PathEmitter(
            out,
            layer,
            filledOnly ? state.fill : state.stroke,
            filledOnly,
            toWorld(state.m),
          ).emit(data as ArrayLike<number>);
        }
      }
      const content = await page.getTextContent();
      let texts = 0;
      for (const raw of content.items) {
        const item = raw as { str?: unknown; transform?: unknown };
        if (typeof item.str !== 'string' || item.str.trim() === '' || !isMatrix(item.transform)) continue;
        if (texts++ >= MAX_TEXTS_PER_PAGE) break;
        const m = item.transform;
        const [x, y] = toWorld([1, 0, 0, 1, 0, 0])(m[4], m[5]);
        const height = Math.hypot(m[2], m[3]) * unit;
        out.text(item.str, x, y, height, (Math.atan2(m[1], m[0]) * 180) / Math.PI, layer, 0x000000);
      }
      offsetX += (Math.abs(vx1 - vx0) + PAGE_GAP_PT) * unit;
      page.cleanup();
    }
  } finally {
    await doc.destroy();
  }
  const e = out.extents;
  const extents = e.minX <= e.maxX ? { ...e } : null;
  if (!extents) warnings.push('The PDF has no vector drawing to convert');
  return { geometry: out.build(), extents, warnings };
}
