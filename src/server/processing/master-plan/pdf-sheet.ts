import type { PDFDocument, PDFPage } from 'pdf-lib';
import { degrees } from 'pdf-lib';
import type { Placement } from './dxf-sheet';
import { parseScale } from './scale';
import { fittedScaleText } from './scale-text';
import { DRAWING_AREA } from './sheet-layout';

/** The page's visible box and its /Rotate, normalised to 0, 90, 180 or 270. */
function visibleBox(page: PDFPage) {
  const crop = page.getCropBox();
  const rotation = (((Math.round(page.getRotation().angle / 90) * 90) % 360) + 360) % 360;
  const turned = rotation === 90 || rotation === 270;
  return {
    crop,
    rotation,
    // Size as a viewer shows it, rotation applied.
    width: turned ? crop.height : crop.width,
    height: turned ? crop.width : crop.height,
  };
}

/**
 * A page of an uploaded PDF placed on a set sheet, inside the drawing area above the title block: at its own size
 * when it fits (its stated scale still holds), reduced to fit otherwise (whatever its size: P05 is 43,756 ×
 * 49,081 pt), never enlarged. The page goes in as a form XObject clipped to its crop box, /Rotate applied.
 * Answers the scale text the title block shows.
 */
export async function drawPdfSheet(
  doc: PDFDocument,
  sheet: PDFPage,
  source: PDFPage,
  stated: string | null,
): Promise<Placement> {
  // A page with no content stream is blank: nothing to place (pdf-lib would refuse to embed it).
  if (!source.node.Contents()) return { scaleText: stated ?? 'n/a', note: 'blank page' };
  const box = visibleBox(source);
  const { crop, rotation } = box;
  const embedded = await doc.embedPage(source, {
    left: crop.x,
    bottom: crop.y,
    right: crop.x + crop.width,
    top: crop.y + crop.height,
  });
  const f = Math.min(1, DRAWING_AREA.width / box.width, DRAWING_AREA.height / box.height);
  const w = box.width * f;
  const h = box.height * f;
  // Lower-left corner of the page as shown, centred in the drawing area.
  const x0 = DRAWING_AREA.x + (DRAWING_AREA.width - w) / 2;
  const y0 = DRAWING_AREA.y + (DRAWING_AREA.height - h) / 2;
  // drawPage turns counter-clockwise about (x, y); /Rotate turns clockwise: move the origin so the turned page
  // lands on (x0, y0).
  const origin = {
    0: { x: x0, y: y0 },
    90: { x: x0, y: y0 + h },
    180: { x: x0 + w, y: y0 + h },
    270: { x: x0 + w, y: y0 },
  }[rotation as 0 | 90 | 180 | 270];
  sheet.drawPage(embedded, { ...origin, xScale: f, yScale: f, rotate: degrees(-rotation) });

  const scale = parseScale(stated);
  // A stated scale of the page gives the bar: 1 pt of the original is `scale` pt of reality, times the reduction.
  const imperial = stated !== null && /["'′″]|\bin\b|\bft\b/.test(stated);
  const graphicScale =
    scale === null
      ? null
      : { k: (Math.min(f, 1) * 72) / (96 * scale), unit: imperial ? ('feet' as const) : ('meters' as const) };
  if (f >= 1) return { scaleText: stated ?? 'As drawn (100%)', note: null, graphicScale };
  return {
    scaleText: fittedScaleText({
      stated,
      ratio: scale === null ? null : scale / f,
      reduction: f,
    }),
    note: 'reduced to fit',
    graphicScale,
  };
}
