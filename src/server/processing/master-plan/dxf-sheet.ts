import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { degrees, rgb } from 'pdf-lib';
import { curveAt, curveBeziers } from '../curves';
import type { DxfGeometry } from '../../../formats/dxf/geometry';
import type { DrawingUnit } from '../../../formats/dxf/units';
import type { LengthUnit } from '../../../core/units';
import { metersPerUnit } from '../../../formats/dxf/units';
import type { Box } from '../mockup/fit';
import { viewBox } from '../mockup/robust-extents';
import { inkOnWhite } from '../mockup/colors';
import { dashArray, isShown, weightMm } from '../mockup/line-style';
import type { PrimitiveStyle } from '../../../formats/dxf/geometry';
import { encodable } from './pdf-text';
import { fittedScaleText } from './scale-text';
import { DRAWING_AREA } from './sheet-layout';

/** How a drawing was placed: the scale text for the title block, and a note when a requested scale failed. */
export interface Placement {
  scaleText: string;
  note: string | null;
  /** For the graphic scale bar: sheet points per design unit (1/96 in), or absent when the real size is unknown. */
  graphicScale?: { k: number; unit: LengthUnit } | null;
}

/** Metres in one design unit (1/96 in), the unit the editor's export and its scale bar measure in. */
const METERS_PER_DESIGN_UNIT = 0.0254 / 96;
const IMPERIAL: ReadonlySet<DrawingUnit> = new Set<DrawingUnit>([
  'in',
  'ft',
  'mi',
  'yd',
  'mil',
  'uin',
  'us_ft',
  'us_in',
  'us_yd',
  'us_mi',
]);

/** The graphic scale of a drawing in `units` placed at `k` sheet points per drawing unit. */
export function graphicScaleFor(k: number, units: DrawingUnit): { k: number; unit: LengthUnit } | null {
  const perUnit = metersPerUnit(units);
  if (perUnit === null || !(k > 0)) return null;
  return { k: (k * METERS_PER_DESIGN_UNIT) / perUnit, unit: IMPERIAL.has(units) ? 'feet' : 'meters' };
}

const MIN_TEXT_PT = 1.5;
const MAX_TEXTS = 5000;

const n = (v: number): string => (Math.round(v * 100) / 100).toString();

function rgbOperands(color: number): string {
  const css = inkOnWhite(color);
  const [r, g, b] = (/rgb\((\d+),(\d+),(\d+)\)/.exec(css) ?? ['', '0', '0', '0']).slice(1).map(Number) as [
    number,
    number,
    number,
  ];
  return `${n(r / 255)} ${n(g / 255)} ${n(b / 255)}`;
}

/**
 * World units → sheet points. At the requested scale when the drawing's units are known and it fits the sheet;
 * otherwise fitted to the drawing area, and the title block says so with the ratio it ended up at.
 */
function place(box: Box, units: DrawingUnit, scale: number | null, scaleText: string | null) {
  const w = Math.max(box.maxX - box.minX, 1e-9);
  const h = Math.max(box.maxY - box.minY, 1e-9);
  const fit = Math.min(DRAWING_AREA.width / w, DRAWING_AREA.height / h);
  const perUnit = metersPerUnit(units);
  let k = fit;
  let atStatedScale: string | null = null;
  let reason: string | undefined;
  if (scaleText && scale === null) reason = 'not read as a scale';
  else if (scale !== null && perUnit === null) reason = 'drawing has no units';
  else if (scale !== null && perUnit !== null) {
    const atScale = (perUnit / 0.0254 / scale) * 72;
    if (w * atScale <= DRAWING_AREA.width && h * atScale <= DRAWING_AREA.height) {
      k = atScale;
      atStatedScale = scaleText;
    } else reason = 'too large for the sheet';
  }
  const placement: Placement =
    atStatedScale === null
      ? {
          scaleText: fittedScaleText({
            stated: scaleText,
            // Real metres per paper metre at the fitted size.
            ratio: perUnit === null ? null : perUnit / ((fit / 72) * 0.0254),
            reduction: null,
            ...(reason ? { reason } : {}),
          }),
          note: reason ?? null,
        }
      : { scaleText: atStatedScale, note: null };
  const cx = (box.minX + box.maxX) / 2;
  const cy = (box.minY + box.maxY) / 2;
  const ox = DRAWING_AREA.x + DRAWING_AREA.width / 2 - cx * k;
  const oy = DRAWING_AREA.y + DRAWING_AREA.height / 2 - cy * k;
  return { k, x: (v: number) => ox + v * k, y: (v: number) => oy + v * k, placement };
}

type Mapping = ReturnType<typeof place>;

/** Points per millimetre: lineweights plot at their true width. */
const PT_PER_MM = 72 / 25.4;

/**
 * The strokes as one content stream, batched by colour, lineweight and dash pattern (one `S` per batch keeps big
 * plans small). Primitives on off or frozen layers are left out.
 */
function strokeStream(g: DxfGeometry, m: Mapping): string {
  const batches = new Map<string, string[]>();
  const ops = (style: PrimitiveStyle, k: number): string[] => {
    const width = n(weightMm(g, style, k) * PT_PER_MM);
    const dash = dashArray(g, style, k, m.k);
    const key = `${rgbOperands(style.color[k] as number)} RG ${width} w [${dash?.map(n).join(' ') ?? ''}] 0 d`;
    let list = batches.get(key);
    if (!list) batches.set(key, (list = []));
    return list;
  };
  const fills: string[] = [];
  const c = g.lines.coords;
  for (let i = 0, k = 0; i < c.length; i += 4, k += 1) {
    if (!isShown(g.lines, k)) continue;
    ops(g.lines, k).push(
      `${n(m.x(c[i] as number))} ${n(m.y(c[i + 1] as number))} m ${n(m.x(c[i + 2] as number))} ${n(m.y(c[i + 3] as number))} l`,
    );
  }
  const { coords, offsets, flags, color } = g.polylines;
  for (let k = 0; k < flags.length; k += 1) {
    const from = offsets[k] as number;
    const to = offsets[k + 1] as number;
    if (to <= from || !isShown(g.polylines, k)) continue;
    const parts: string[] = [];
    for (let j = from; j < to; j += 1) {
      parts.push(
        `${n(m.x(coords[j * 2] as number))} ${n(m.y(coords[j * 2 + 1] as number))} ${j === from ? 'm' : 'l'}`,
      );
    }
    const flag = flags[k] as number;
    if ((flag & 1) !== 0 || (flag & 6) !== 0) parts.push('h');
    if ((flag & 2) !== 0) fills.push(`${rgbOperands(color[k] as number)} rg ${parts.join(' ')} f*`);
    else if ((flag & 4) === 0) ops(g.polylines, k).push(parts.join(' '));
  }
  const a = g.arcs.params;
  for (let k = 0; k < a.length / 8; k += 1) {
    if (!isShown(g.arcs, k)) continue;
    const { start, pieces } = curveBeziers(curveAt(a, k));
    const parts = [`${n(m.x(start[0]))} ${n(m.y(start[1]))} m`];
    for (const p of pieces) {
      parts.push(
        `${n(m.x(p[0] as number))} ${n(m.y(p[1] as number))} ${n(m.x(p[2] as number))} ${n(m.y(p[3] as number))} ${n(m.x(p[4] as number))} ${n(m.y(p[5] as number))} c`,
      );
    }
    ops(g.arcs, k).push(parts.join(' '));
  }
  const area = `${n(DRAWING_AREA.x)} ${n(DRAWING_AREA.y)} ${n(DRAWING_AREA.width)} ${n(DRAWING_AREA.height)} re W n`;
  const out = ['q', area, '1 J 1 j', ...fills];
  // Joined per batch, never spread into push: a big plan has more paths than a call may take arguments.
  for (const [key, list] of batches) out.push(key, list.join('\n'), 'S');
  out.push('Q');
  return out.join('\n');
}

function drawTexts(page: PDFPage, font: PDFFont, g: DxfGeometry, m: Mapping, box: Box): void {
  let drawn = 0;
  for (const t of g.texts) {
    const size = t.height * m.k;
    if (t.hidden === true || size < MIN_TEXT_PT || drawn >= MAX_TEXTS) continue;
    if (t.x < box.minX || t.x > box.maxX || t.y < box.minY || t.y > box.maxY) continue;
    drawn += 1;
    const [r, gg, b] = (/rgb\((\d+),(\d+),(\d+)\)/.exec(inkOnWhite(t.color)) ?? ['', '0', '0', '0'])
      .slice(1)
      .map((v) => Number(v) / 255) as [number, number, number];
    t.text.split('\n').forEach((line, i) => {
      const rad = (t.rotation * Math.PI) / 180;
      page.drawText(encodable(font, line), {
        x: m.x(t.lineX ?? t.x) + Math.sin(rad) * size * 1.25 * i,
        y: m.y(t.lineY ?? t.y) - Math.cos(rad) * size * 1.25 * i,
        size: Math.min(size, 400),
        font,
        rotate: degrees(t.rotation),
        color: rgb(r, gg, b),
      });
    });
  }
}

/**
 * A DXF drawn on a sheet as vectors: lines, polylines, fills and true curves (Béziers) in layer colours, texts in
 * Helvetica, clipped to the drawing area. `scale` is real units per paper unit (parsed from the page's scale).
 */
export function drawDxfSheet(
  doc: PDFDocument,
  page: PDFPage,
  font: PDFFont,
  drawing: { geometry: DxfGeometry; extents: Box | null; units: DrawingUnit },
  scale: number | null,
  scaleText: string | null,
): Placement {
  // Placed by what is shown: off and frozen layers neither draw nor move the drawing.
  const shown =
    drawing.geometry.visibleExtents === undefined ? drawing.extents : drawing.geometry.visibleExtents;
  if (!shown) return { scaleText: scaleText ?? 'n/a', note: 'empty drawing' };
  const box = viewBox(drawing.geometry, shown);
  const mapping = place(box, drawing.units, scale, scaleText);
  const stream = doc.context.flateStream(strokeStream(drawing.geometry, mapping));
  page.node.addContentStream(doc.context.register(stream));
  drawTexts(page, font, drawing.geometry, mapping, box);
  return { ...mapping.placement, graphicScale: graphicScaleFor(mapping.k, drawing.units) };
}
