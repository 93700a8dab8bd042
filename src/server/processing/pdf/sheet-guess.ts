export interface PositionedText {
  text: string;
  x: number;
  y: number;
  /** Font size in points (from the text matrix). */
  size: number;
}

export interface SheetGuess {
  number: string | null;
  title: string | null;
}

/** Sheet numbers as architects write them: A-101, A1.01, S-2, M201, E0.1 (discipline letters + digits). */
const SHEET_NUMBER = /^(?:[A-Z]{1,2}[- .]?\d{1,3}(?:[.-]\d{1,3})?[A-Z]?)$/;
const SHEET_OF = /\bSHEET\s*(?:NO\.?\s*)?(\d{1,3})\s*(?:OF|\/)\s*(\d{1,3})\b/i;
const NOT_A_TITLE = /^(?:scale|date|drawn|checked|sheet|project|no\.?|rev|revision|job|by|title)\b|^\d|:$/i;

/**
 * Guesses the sheet number and title from a page's text. Title blocks sit at the bottom right, so candidates
 * there win; the number is the largest text matching a sheet-number pattern, or "SHEET n OF m"; the title is the
 * largest remaining text line in the title-block area that is not a label.
 */
export function guessSheet(items: PositionedText[], width: number, height: number): SheetGuess {
  const cleaned = items
    .map((t) => ({ ...t, text: t.text.replace(/\s+/g, ' ').trim() }))
    .filter((t) => t.text !== '');
  if (cleaned.length === 0) return { number: null, title: null };
  const inTitleBlock = (t: PositionedText): boolean => t.x >= width * 0.55 && t.y <= height * 0.4;
  const weight = (t: PositionedText): number => t.size * (inTitleBlock(t) ? 3 : 1);
  let number: string | null = null;
  let best = -1;
  for (const t of cleaned) {
    if (SHEET_NUMBER.test(t.text.toUpperCase()) && weight(t) > best) {
      best = weight(t);
      number = t.text;
    }
  }
  if (number === null) {
    for (const t of cleaned) {
      const match = SHEET_OF.exec(t.text);
      if (match) {
        number = match[1] as string;
        break;
      }
    }
  }
  let title: string | null = null;
  let bestTitle = -1;
  for (const t of cleaned) {
    if (!inTitleBlock(t) || t.text === number || t.text.length < 3 || NOT_A_TITLE.test(t.text)) continue;
    if (SHEET_NUMBER.test(t.text.toUpperCase()) || SHEET_OF.test(t.text)) continue;
    if (!/[A-Za-z]{3}/.test(t.text)) continue;
    if (t.size > bestTitle) {
      bestTitle = t.size;
      title = t.text;
    }
  }
  return { number, title };
}
