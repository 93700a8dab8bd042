import { createCanvas } from '@napi-rs/canvas';
import { layerLookup } from '../../core/model/layerStyle';
import { plotElements } from '../../core/export/plot';
import { placePages } from '../../core/export/pageLayout';
import { NO_MARGINS, SIDES } from '../../core/export/dimensionStrings';
import { stringRoom } from '../../core/export/plotFrame';
import {
  areaWithin,
  placeDrawing,
  pointsPerUnit,
  sheetLayout,
  type Orientation,
  type PlotScale,
  type SheetId,
} from '../../core/export/sheets';
import { automaticDimensions, type Page } from '../../core/model/page';
import type { LengthUnit } from '../../core/units';
import { EXPORT_MAX_PIXELS } from '../../contract/export';
import { drawUnderlaysOnCanvas, type UnderlayImages } from './underlay-images';

export interface DesignPngRequest {
  readonly pages: readonly Page[];
  readonly unit: LengthUnit;
  readonly sheet: SheetId;
  readonly orientation: Orientation;
  readonly scale: PlotScale;
  readonly dpi: number;
  readonly dimensions: boolean;
  /** Room tags give the room's width and depth. */
  readonly roomDimensions?: boolean;
  /** Images of the pages' visible underlays, drawn under the line work; none: no underlays. */
  readonly underlayImages?: UnderlayImages;
}

export type DesignPngResult = { ok: true; png: Uint8Array } | { ok: false; error: string };

/** White space around the drawing, in plotted points (a quarter inch). */
const MARGIN_PT = 18;

/**
 * The drawing as an image at `dpi` pixels per plotted inch — at the chosen scale, or fitted to the chosen
 * sheet's drawing area — drawn from the same plot as the PDF (line weights, poché, dimensions, legible text).
 */
export async function designPng(request: DesignPngRequest): Promise<DesignPngResult> {
  const { placed, bounds } = placePages(request.pages);
  const area = sheetLayout(request.sheet, request.orientation).drawing;
  // Every page's strings have their room: the widest room any page needs on each side (worked out at the scale
  // asked for, or at the fitted one without strings).
  const first = placeDrawing(bounds, area, request.scale);
  const k0 = first.ok
    ? first.placement.k
    : request.scale.kind === 'ratio'
      ? pointsPerUnit(request.scale.ratio)
      : 1;
  const room = { ...NO_MARGINS };
  for (const p of placed) {
    const frame = {
      unit: request.unit,
      dimensions: request.dimensions,
      wallDimensions: p.page.wallDimensions,
    };
    const r = stringRoom(p.elements, frame, k0);
    for (const side of SIDES) room[side] = Math.max(room[side], r[side]);
  }
  const placement = placeDrawing(bounds, areaWithin(area, room), request.scale);
  if (!placement.ok) return placement;
  const { k } = placement.placement;
  const px = request.dpi / 72; // pixels per point
  const width = Math.ceil(((bounds.maxX - bounds.minX) * k + 2 * MARGIN_PT + room.west + room.east) * px);
  const height = Math.ceil(((bounds.maxY - bounds.minY) * k + 2 * MARGIN_PT + room.north + room.south) * px);
  if (width * height > EXPORT_MAX_PIXELS)
    return {
      ok: false,
      error: `The image would be ${width} × ${height} pixels, more than ${EXPORT_MAX_PIXELS / 1_000_000} megapixels: choose a lower DPI or a smaller scale.`,
    };
  const canvas = createCanvas(Math.max(1, width), Math.max(1, height));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  const scale = k * px;
  const ox = (MARGIN_PT + room.west) * px - bounds.minX * scale;
  const oy = (MARGIN_PT + room.north) * px - bounds.minY * scale;
  // Every page's underlays first, so no page's background covers another's line work.
  if (request.underlayImages)
    for (const { page, dx } of placed)
      await drawUnderlaysOnCanvas(ctx, page, request.underlayImages, {
        x: (v) => ox + (v + dx) * scale,
        y: (v) => oy + v * scale,
        scale,
      });
  for (const { page, elements, dx } of placed) {
    const plot = plotElements(elements, {
      unit: request.unit,
      k,
      dimensions: automaticDimensions(page, request.dimensions),
      roomDimensions: request.roomDimensions === true,
      layers: layerLookup(page),
      wallDimensions: page.wallDimensions,
    });
    const x = (v: number) => ox + (v + dx) * scale;
    const y = (v: number) => oy + v * scale;
    for (const path of plot.paths) {
      ctx.beginPath();
      for (const ring of [path.points, ...(path.holes ?? [])]) {
        ring.forEach((p, i) => (i === 0 ? ctx.moveTo(x(p.x), y(p.y)) : ctx.lineTo(x(p.x), y(p.y))));
        if (path.closed) ctx.closePath();
      }
      if (path.fill) {
        ctx.fillStyle = path.fill;
        // Even-odd, so a hatch's islands (its holes) stay empty.
        ctx.fill('evenodd');
      }
      if (!path.stroke) continue;
      ctx.strokeStyle = path.stroke;
      ctx.lineWidth = Math.max(1, path.weight * px);
      ctx.stroke();
    }
    for (const label of plot.labels) {
      const size = label.size * px;
      ctx.save();
      ctx.translate(x(label.at.x), y(label.at.y));
      // Plot angles are counter-clockwise on paper; the canvas turns clockwise.
      ctx.rotate((-label.angle * Math.PI) / 180);
      ctx.font = `${label.italic ? 'italic ' : ''}${label.bold ? 'bold ' : ''}${size.toFixed(1)}px "DejaVu Sans", sans-serif`;
      ctx.fillStyle = label.color;
      ctx.textAlign = label.anchor === 'middle' ? 'center' : 'left';
      ctx.textBaseline = 'alphabetic';
      label.lines.forEach((line, i) => ctx.fillText(line, 0, i * size * 1.2));
      ctx.restore();
    }
  }
  return { ok: true, png: new Uint8Array(await canvas.encode('png')) };
}
