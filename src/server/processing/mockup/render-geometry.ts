import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { curveAt, curvePoints, segmentsFor } from '../curves';
import type { DxfGeometry } from '../../../formats/dxf/geometry';
import type { PrimitiveStyle } from '../../../formats/dxf/geometry';
import { inkOnWhite } from './colors';
import type { Box, Fit } from './fit';
import { fitBox } from './fit';
import { dashArray, isShown, weightMm } from './line-style';
import { viewBox } from './robust-extents';

export const MOCKUP_MAX_SIDE = 2000;
const MIN_SIDE = 400;
/** Texts are drawn at least this tall: smaller would be smudges, dropping them would lose the labels. */
export const MIN_TEXT_PX = 4;
const MAX_TEXTS = 20_000;
/** Screen pixels per millimetre of lineweight, as CAD programs show weights in model space (96 dpi). */
const PX_PER_MM = 96 / 25.4;

type Ctx = SKRSContext2D;

interface Ink {
  color: number;
  width: number;
  dash: number[] | null;
}

/** Strokes are batched per colour, width and dash pattern: one path each keeps 100k-line drawings fast. */
class InkBatches {
  /** By colour, then width, then dash pattern ('' for solid): no key string is built for the common solid line. */
  private readonly byColor = new Map<number, Map<number, Map<string, { ink: Ink; list: number[][] }>>>();

  add(ink: Ink, polyline: number[]): void {
    let byWidth = this.byColor.get(ink.color);
    if (!byWidth) this.byColor.set(ink.color, (byWidth = new Map()));
    let byDash = byWidth.get(ink.width);
    if (!byDash) byWidth.set(ink.width, (byDash = new Map()));
    const key = ink.dash === null ? '' : ink.dash.join(',');
    let batch = byDash.get(key);
    if (!batch) byDash.set(key, (batch = { ink, list: [] }));
    batch.list.push(polyline);
  }

  private *batches(): Generator<{ ink: Ink; list: number[][] }> {
    for (const byWidth of this.byColor.values())
      for (const byDash of byWidth.values()) for (const batch of byDash.values()) yield batch;
  }

  stroke(ctx: Ctx): void {
    for (const { ink, list } of this.batches()) {
      ctx.strokeStyle = inkOnWhite(ink.color);
      ctx.lineWidth = ink.width;
      ctx.setLineDash(ink.dash ?? []);
      ctx.beginPath();
      for (const pts of list) {
        ctx.moveTo(pts[0] as number, pts[1] as number);
        for (let i = 2; i < pts.length; i += 2) ctx.lineTo(pts[i] as number, pts[i + 1] as number);
      }
      ctx.stroke();
    }
    ctx.setLineDash([]);
  }
}

/** The ink of primitive k: its colour, its lineweight (never thinner than `base`) and its dashes. */
function inkOf(g: DxfGeometry, style: PrimitiveStyle, k: number, fit: Fit, base: number): Ink {
  const width = Math.max(base, Math.round(weightMm(g, style, k) * PX_PER_MM * 2) / 2);
  return { color: style.color[k] as number, width, dash: dashArray(g, style, k, fit.scale) };
}

function drawFills(ctx: Ctx, g: DxfGeometry, fit: Fit): void {
  const { coords, offsets, flags, color } = g.polylines;
  for (let k = 0; k < flags.length; k += 1) {
    if (!isShown(g.polylines, k)) continue;
    const flag = flags[k] as number;
    const filled = (flag & 2) !== 0;
    const hatchOutline = (flag & 4) !== 0 && !filled;
    if (!filled && !hatchOutline) continue;
    const from = offsets[k] as number;
    const to = offsets[k + 1] as number;
    if (to - from < 3) continue;
    ctx.fillStyle = inkOnWhite(color[k] as number);
    // Pattern hatches are shown as a light tint of their area; solid fills and SOLIDs as solid.
    ctx.globalAlpha = hatchOutline ? 0.18 : 1;
    ctx.beginPath();
    ctx.moveTo(fit.x(coords[from * 2] as number), fit.y(coords[from * 2 + 1] as number));
    for (let j = from + 1; j < to; j += 1)
      ctx.lineTo(fit.x(coords[j * 2] as number), fit.y(coords[j * 2 + 1] as number));
    ctx.closePath();
    ctx.fill('evenodd');
  }
  ctx.globalAlpha = 1;
}

function collectStrokes(g: DxfGeometry, fit: Fit, base: number): InkBatches {
  const batches = new InkBatches();
  const lines = g.lines.coords;
  for (let i = 0, k = 0; i < lines.length; i += 4, k += 1) {
    if (!isShown(g.lines, k)) continue;
    batches.add(inkOf(g, g.lines, k, fit, base), [
      fit.x(lines[i] as number),
      fit.y(lines[i + 1] as number),
      fit.x(lines[i + 2] as number),
      fit.y(lines[i + 3] as number),
    ]);
  }
  const { coords, offsets, flags } = g.polylines;
  for (let k = 0; k < flags.length; k += 1) {
    if (!isShown(g.polylines, k)) continue;
    const flag = flags[k] as number;
    // Hatch boundaries are drawn as their fill; the outline is usually a wall line already.
    if ((flag & 4) !== 0) continue;
    const from = offsets[k] as number;
    const to = offsets[k + 1] as number;
    if (to <= from) continue;
    const pts: number[] = [];
    for (let j = from; j < to; j += 1)
      pts.push(fit.x(coords[j * 2] as number), fit.y(coords[j * 2 + 1] as number));
    if ((flag & 1) !== 0) pts.push(pts[0] as number, pts[1] as number);
    if (pts.length === 2) pts.push((pts[0] as number) + 0.5, pts[1] as number);
    batches.add(inkOf(g, g.polylines, k, fit, base), pts);
  }
  const arcs = g.arcs.params;
  for (let k = 0; k < arcs.length / 8; k += 1) {
    if (!isShown(g.arcs, k)) continue;
    const curve = curveAt(arcs, k);
    const world = curvePoints(curve, segmentsFor(curve, fit.scale));
    const pts = world.map((v, i) => (i % 2 === 0 ? fit.x(v) : fit.y(v)));
    batches.add(inkOf(g, g.arcs, k, fit, base), pts);
  }
  const points = g.points.coords;
  for (let i = 0, k = 0; i < points.length; i += 2, k += 1) {
    if (!isShown(g.points, k)) continue;
    const x = fit.x(points[i] as number);
    const y = fit.y(points[i + 1] as number);
    batches.add({ color: g.points.color[k] as number, width: base, dash: null }, [x - 1, y, x + 1, y]);
  }
  return batches;
}

function drawTexts(ctx: Ctx, g: DxfGeometry, fit: Fit): void {
  ctx.textBaseline = 'alphabetic';
  let drawn = 0;
  for (const t of g.texts) {
    if (t.hidden === true || !(t.height > 0) || drawn >= MAX_TEXTS) continue;
    const px = Math.max(MIN_TEXT_PX, t.height * fit.scale);
    drawn += 1;
    ctx.save();
    ctx.translate(fit.x(t.lineX ?? t.x), fit.y(t.lineY ?? t.y));
    ctx.rotate((-t.rotation * Math.PI) / 180);
    ctx.fillStyle = inkOnWhite(t.color);
    ctx.font = `${Math.min(px, 400).toFixed(1)}px "DejaVu Sans", "Liberation Sans", sans-serif`;
    const lines = t.text.split('\n');
    lines.forEach((line, i) => ctx.fillText(line, 0, i * px * 1.25));
    ctx.restore();
  }
}

/**
 * A PNG of model space on white: every layer in its colour, fitted with a margin, antialiased, at most
 * `maxSide` px on the longer side. Fills first, then strokes, then text, as a plotter would.
 */
export async function renderGeometryPng(
  geometry: DxfGeometry,
  extents: Box | null,
  maxSide = MOCKUP_MAX_SIDE,
): Promise<Uint8Array> {
  // Framed on what is shown: off and frozen layers (often far from the sheet) do not shrink the drawing.
  const shown = geometry.visibleExtents === undefined ? extents : geometry.visibleExtents;
  const box = shown ? viewBox(geometry, shown) : { minX: 0, minY: 0, maxX: 1, maxY: 1 };
  const fit = fitBox(box, maxSide, Math.min(MIN_SIDE, maxSide));
  const canvas = createCanvas(fit.width, fit.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, fit.width, fit.height);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  // Hairlines for dense drawings, a little heavier for sparse ones, so both read at thumbnail size.
  const primitives =
    geometry.lines.coords.length / 4 + geometry.polylines.flags.length + geometry.arcs.params.length / 8;
  const base = primitives > 20_000 ? 1 : primitives > 2_000 ? 1.3 : 1.8;
  if (shown) {
    drawFills(ctx, geometry, fit);
    collectStrokes(geometry, fit, base).stroke(ctx);
    drawTexts(ctx, geometry, fit);
  }
  return new Uint8Array(await canvas.encode('png'));
}
