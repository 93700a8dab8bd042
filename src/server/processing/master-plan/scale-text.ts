/*
 * What the title block's SCALE box says: the scale a sheet was actually drawn at. A drawing shown at its stated
 * scale says just that; one that had to be fitted says "Fitted to sheet" and, when it can be worked out, the
 * ratio it ended up at, so nobody measures a reduced drawing with the stated scale.
 */

/** "1:100", "1:1580": real length per paper length, rounded to three significant figures from 1000 on. */
export function ratioText(realPerPaper: number): string {
  if (realPerPaper >= 1000) {
    const step = 10 ** (Math.floor(Math.log10(realPerPaper)) - 2);
    return `1:${Math.round(realPerPaper / step) * step}`;
  }
  if (realPerPaper >= 10) return `1:${Math.round(realPerPaper)}`;
  return `1:${Number(realPerPaper.toPrecision(2))}`;
}

/** "3.0%", "57%": two significant figures. */
export function percentText(fraction: number): string {
  return `${Number((fraction * 100).toPrecision(2))}%`;
}

export interface FittedScale {
  /** The page's scale as the user entered it, if any. */
  stated: string | null;
  /** Real length per paper length after fitting; null when the drawing's real size is unknown. */
  ratio: number | null;
  /** How much the drawing was reduced (PDF pages, whose own size is known); null for drawings without one. */
  reduction: number | null;
  /** Why the stated scale could not be kept, when one was stated. */
  reason?: string;
}

/**
 * "Fitted to sheet, about 1:1580 at 3.0% (1/4" = 1'-0" on the original)", "Fitted to sheet, about 1:137 (1:100:
 * too large)", "Fitted to sheet, not to scale".
 */
export function fittedScaleText({ stated, ratio, reduction, reason }: FittedScale): string {
  let head = 'Fitted to sheet';
  if (ratio !== null) head += `, about ${ratioText(ratio)}`;
  if (reduction !== null) head += ` at ${percentText(reduction)}`;
  if (ratio === null && reduction === null) head += ', not to scale';
  if (!stated) return head;
  return `${head} (${stated}${reason ? `: ${reason}` : ' on the original'})`;
}
