import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { curveAt, curvePoints, segmentsFor } from '../curves';
import type { DxfGeometry } from '../../../formats/dxf/geometry';
import { inkOnWhite } from './colors';
import type { Box, Fit } from './fit';
import { fitBox } from './fit';
import { viewBox } from './robust-extents';

export const MOCKUP_MAX_SIDE = 2000;
const MIN_SIDE = 400;
/** Texts smaller than this on screen are unreadable smudges: they are left out. */
const MIN_TEXT_PX = 4;
const MAX_TEXTS = 20_000;

type Ctx = SKRSContext2D;

/** Strokes are batched per colour: one path per colour keeps 100k-line drawings fast. */
class InkBatches {
  private readonly paths = new Map<number, number[][]>();

  add(color: number, polyline: number[]): void {
    let list = this.paths.get(color);
    if (!list) {
      list = [];
      this.paths.set(color, list);
    }
    list.push(polyline);
  }

  stroke(ctx: Ctx): void {
    for (const [color, list] of this.paths) {
      ctx.strokeStyle = inkOnWhite(color);
      ctx.beginPath();
      for (const pts of list) {
        ctx.moveTo(pts[0] as number, pts[1] as number);
        for (let i = 2; i < pts.length; i += 2) ctx.lineTo(pts[i] as number, pts[i + 1] as number);
      }
      ctx.stroke();
    }
  }
}

function drawFills(ctx: Ctx, g: DxfGeometry, fit: Fit): void {
  const { coords, offsets, flags, color } = g.polylines;
  for (let k = 0; k < flags.length; k += 1) {
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

function collectStrokes(g: DxfGeometry, fit: Fit): InkBatches {
  const batches = new InkBatches();
  const lines = g.lines.coords;
  for (let i = 0, k = 0; i < lines.length; i += 4, k += 1) {
    batches.add(g.lines.color[k] as number, [
      fit.x(lines[i] as number),
      fit.y(lines[i + 1] as number),
      fit.x(lines[i + 2] as number),
      fit.y(lines[i + 3] as number),
    ]);
  }
  const { coords, offsets, flags, color } = g.polylines;
  for (let k = 0; k < flags.length; k += 1) {
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
    batches.add(color[k] as number, pts);
  }
  const arcs = g.arcs.params;
  for (let k = 0; k < arcs.length / 8; k += 1) {
    const curve = curveAt(arcs, k);
    const world = curvePoints(curve, segmentsFor(curve, fit.scale));
    const pts = world.map((v, i) => (i % 2 === 0 ? fit.x(v) : fit.y(v)));
    batches.add(g.arcs.color[k] as number, pts);
  }
  const points = g.points.coords;
  for (let i = 0, k = 0; i < points.length; i += 2, k += 1) {
    const x = fit.x(points[i] as number);
    const y = fit.y(points[i + 1] as number);
    batches.add(g.points.color[k] as number, [x - 1, y, x + 1, y]);
  }
  return batches;
}

function drawTexts(ctx: Ctx, g: DxfGeometry, fit: Fit): void {
  ctx.textBaseline = 'alphabetic';
  let drawn = 0;
  for (const t of g.texts) {
    const px = t.height * fit.scale;
    if (!(px >= MIN_TEXT_PX) || drawn >= MAX_TEXTS) continue;
    drawn += 1;
    ctx.save();
    ctx.translate(fit.x(t.x), fit.y(t.y));
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
  const box = extents ? viewBox(geometry, extents) : { minX: 0, minY: 0, maxX: 1, maxY: 1 };
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
  ctx.lineWidth = primitives > 20_000 ? 1 : primitives > 2_000 ? 1.3 : 1.8;
  if (extents) {
    drawFills(ctx, geometry, fit);
    collectStrokes(geometry, fit).stroke(ctx);
    drawTexts(ctx, geometry, fit);
  }
  return new Uint8Array(await canvas.encode('png'));
}
