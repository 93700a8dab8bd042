/** ARCH D landscape, 36 × 24 in, in points: the usual size of architectural drawing sets. */
export const SHEET_WIDTH = 36 * 72;
export const SHEET_HEIGHT = 24 * 72;
export const MARGIN = 36;
export const TITLE_BLOCK_HEIGHT = 90;

/** Where a drawing may go on a sheet: inside the margins, above the title block. */
export const DRAWING_AREA = {
  x: MARGIN + 18,
  y: MARGIN + TITLE_BLOCK_HEIGHT + 18,
  width: SHEET_WIDTH - 2 * MARGIN - 36,
  height: SHEET_HEIGHT - 2 * MARGIN - TITLE_BLOCK_HEIGHT - 36,
};
