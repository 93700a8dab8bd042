import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { PDFDocument, PDFPage } from 'pdf-lib';
import {
  clip,
  concatTransformationMatrix,
  drawObject,
  endPath,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setGraphicsState,
} from 'pdf-lib';
import type { Page } from '../../core/model/page';
import { pageUnderlays, type Underlay } from '../../core/model/underlay';
import { makeLimits } from '../../formats/limits';
import { decodeImage, type DecodedImage } from '../processing/guarded-input';

/*
 * Page underlays in the PDF and PNG exports (issue 12 item 4): drawn as a raster under the line work, faded as
 * the editor shows them, only where visible. Never in DXF or SVG (a CAD file gets the drawing, not the scan).
 */

/** Distinct underlay images one export draws at most; beyond that they are left out (memory stays bounded). */
export const MAX_EXPORT_UNDERLAYS = 20;

/** The image bytes of the underlays an export draws, by fileId. */
export type UnderlayImages = ReadonlyMap<string, Uint8Array>;

/** The fileIds of the visible underlays of these pages, in order, at most MAX_EXPORT_UNDERLAYS. */
export function visibleUnderlayFiles(pages: readonly Page[]): string[] {
  const ids = new Set<string>();
  for (const page of pages)
    for (const u of pageUnderlays(page)) if (u.visible && ids.size < MAX_EXPORT_UNDERLAYS) ids.add(u.fileId);
  return [...ids];
}

type Decoded = DecodedImage;

async function decode(bytes: Uint8Array | undefined): Promise<Decoded | null> {
  if (!bytes) return null;
  try {
    return await decodeImage(bytes, makeLimits());
  } catch {
    return null; // a damaged or oversized file: the export goes on without it
  }
}

/**
 * Draws the page's visible underlays on a canvas whose transform is world → pixels as `x`/`y` give it, with
 * `scale` pixels per world unit.
 */
export async function drawUnderlaysOnCanvas(
  ctx: SKRSContext2D,
  page: Page,
  images: UnderlayImages,
  at: { x: (v: number) => number; y: (v: number) => number; scale: number },
): Promise<void> {
  for (const u of pageUnderlays(page)) {
    if (!u.visible) continue;
    const image = await decode(images.get(u.fileId));
    if (!image) continue;
    ctx.save();
    ctx.globalAlpha = u.opacity;
    ctx.translate(at.x(u.x), at.y(u.y));
    ctx.rotate((u.rotation * Math.PI) / 180);
    ctx.drawImage(image, 0, 0, u.width * at.scale, u.height * at.scale);
    ctx.restore();
  }
}

/** Longest side of an underlay embedded in a PDF sheet: past that a 36" sheet gets nothing sharper. */
const PDF_MAX_SIDE = 6000;

/** The image as a JPEG on white: pdf-lib embeds JPEG bytes as they are, where a PNG is decoded in JavaScript. */
async function asJpeg(image: Decoded): Promise<Uint8Array> {
  const k = Math.min(1, PDF_MAX_SIDE / Math.max(image.width, image.height));
  const w = Math.max(1, Math.round(image.width * k));
  const h = Math.max(1, Math.round(image.height * k));
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, w, h);
  ctx.drawImage(image, 0, 0, w, h);
  return new Uint8Array(await canvas.encode('jpeg', 85));
}

/**
 * Draws the page's visible underlays on a PDF sheet, clipped to the drawing area, before the line work is
 * added (so it sits on top). `toSheet` maps world units to sheet points, as the line work's placement does.
 */
export async function drawUnderlaysOnSheet(
  doc: PDFDocument,
  sheet: PDFPage,
  page: Page,
  images: UnderlayImages,
  toSheet: (p: { x: number; y: number }) => { x: number; y: number },
  area: { x: number; y: number; width: number; height: number },
  embedded: Map<string, Awaited<ReturnType<PDFDocument['embedJpg']>>>,
): Promise<void> {
  for (const u of pageUnderlays(page)) {
    if (!u.visible) continue;
    let image = embedded.get(u.fileId);
    if (!image) {
      const decoded = await decode(images.get(u.fileId));
      if (!decoded) continue;
      image = await doc.embedJpg(await asJpeg(decoded));
      embedded.set(u.fileId, image);
    }
    const [a, b, c, d, e, f] = imageMatrix(u, toSheet);
    const name = sheet.node.newXObject('Underlay', image.ref);
    const gs = sheet.node.newExtGState('UnderlayGS', doc.context.obj({ Type: 'ExtGState', ca: u.opacity }));
    sheet.pushOperators(
      pushGraphicsState(),
      rectangle(area.x, area.y, area.width, area.height),
      clip(),
      endPath(),
      setGraphicsState(gs),
      concatTransformationMatrix(a, b, c, d, e, f),
      drawObject(name),
      popGraphicsState(),
    );
  }
}

/**
 * The PDF matrix taking an image's unit square (bottom-left origin) to the sheet: the underlay's top-left corner
 * is (x, y) in world units (y down), its sides run along `rotation` (clockwise on screen).
 */
export function imageMatrix(
  u: Underlay,
  toSheet: (p: { x: number; y: number }) => { x: number; y: number },
): [number, number, number, number, number, number] {
  const t = (u.rotation * Math.PI) / 180;
  const ex = { x: Math.cos(t) * u.width, y: Math.sin(t) * u.width };
  const ey = { x: -Math.sin(t) * u.height, y: Math.cos(t) * u.height };
  const bottomLeft = { x: u.x + ey.x, y: u.y + ey.y };
  const origin = toSheet(bottomLeft);
  const right = toSheet({ x: bottomLeft.x + ex.x, y: bottomLeft.y + ex.y });
  const top = toSheet({ x: u.x, y: u.y });
  return [right.x - origin.x, right.y - origin.y, top.x - origin.x, top.y - origin.y, origin.x, origin.y];
}
