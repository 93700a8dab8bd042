/*
 * A PDF read back through pdf.js (the reader the app already uses), as a reviewer reads a sheet: every stroked
 * path with its line width and extent, and every text with where it sits and how tall it is, in points with y up.
 */

export interface StrokeRead {
  readonly width: number;
  readonly box: { minX: number; minY: number; maxX: number; maxY: number };
}

export interface TextRead {
  readonly text: string;
  /** Baseline start. */
  readonly x: number;
  readonly y: number;
  readonly width: number;
  /** Font size (points); the angle in degrees (0 level, 90 reading upwards). */
  readonly size: number;
  readonly angle: number;
}

export interface SheetRead {
  readonly width: number;
  readonly height: number;
  readonly strokes: StrokeRead[];
  readonly texts: TextRead[];
}

export async function readPdfSheets(bytes: Uint8Array): Promise<SheetRead[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const sheets: SheetRead[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    const [, , width, height] = page.view as [number, number, number, number];
    const ops = await page.getOperatorList();
    const strokes: StrokeRead[] = [];
    let lineWidth = 1;
    const widths: number[] = [];
    for (let i = 0; i < ops.fnArray.length; i += 1) {
      const fn = ops.fnArray[i];
      const args = ops.argsArray[i] as unknown[];
      if (fn === pdfjs.OPS.save) widths.push(lineWidth);
      else if (fn === pdfjs.OPS.restore) lineWidth = widths.pop() ?? lineWidth;
      else if (fn === pdfjs.OPS.setLineWidth) lineWidth = args[0] as number;
      else if (fn === pdfjs.OPS.constructPath) {
        // pdf.js 5: [the painting operator, the path data, its extent (minX, minY, maxX, maxY)].
        const [paint, , extent] = args as [number, unknown, ArrayLike<number> | null];
        const strokesPath =
          paint === pdfjs.OPS.stroke ||
          paint === pdfjs.OPS.closeStroke ||
          paint === pdfjs.OPS.fillStroke ||
          paint === pdfjs.OPS.closeFillStroke;
        if (strokesPath && extent)
          strokes.push({
            width: lineWidth,
            box: { minX: extent[0] ?? 0, minY: extent[1] ?? 0, maxX: extent[2] ?? 0, maxY: extent[3] ?? 0 },
          });
      }
    }
    const content = await page.getTextContent();
    const texts: TextRead[] = [];
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [a, b, , , e, f] = item.transform as [number, number, number, number, number, number];
      texts.push({
        text: item.str,
        x: e,
        y: f,
        width: item.width,
        size: Math.hypot(a, b),
        angle: Math.round((Math.atan2(b, a) * 180) / Math.PI),
      });
    }
    sheets.push({ width, height, strokes, texts });
  }
  await doc.destroy();
  return sheets;
}

/** The box a text covers (its capitals and descenders), turned as it is drawn. */
export function textBox(t: TextRead): { minX: number; minY: number; maxX: number; maxY: number } {
  const rad = (t.angle * Math.PI) / 180;
  const along = { x: Math.cos(rad), y: Math.sin(rad) };
  const up = { x: -Math.sin(rad), y: Math.cos(rad) };
  const pts = [
    [0, -0.2],
    [t.width, -0.2],
    [0, 0.75],
    [t.width, 0.75],
  ].map(([s, u]) => ({
    x: t.x + along.x * (s as number) + up.x * (u as number) * t.size,
    y: t.y + along.y * (s as number) + up.y * (u as number) * t.size,
  }));
  return {
    minX: Math.min(...pts.map((p) => p.x)),
    minY: Math.min(...pts.map((p) => p.y)),
    maxX: Math.max(...pts.map((p) => p.x)),
    maxY: Math.max(...pts.map((p) => p.y)),
  };
}

export const boxesOverlap = (
  a: { minX: number; minY: number; maxX: number; maxY: number },
  b: { minX: number; minY: number; maxX: number; maxY: number },
): boolean => a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;
