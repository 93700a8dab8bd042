import type { Box } from './box';
import type { TextElement } from '../model/elements';

/** Text is measured without a font engine: a monospace-like estimate that is stable on server and client. */
export const TEXT_WIDTH_PER_EM = 0.6;
export const TEXT_LINE_HEIGHT = 1.2;
/** Where the first baseline sits below the top of a text (x, y), in ems (what the plots and PDFs use). */
export const TEXT_BASELINE_EM = 0.8;
/**
 * CAD text `height` is the cap height (DXF TEXT/MTEXT code 40); capitals of the sans-serif fonts drawn here
 * are about 0.7 em tall, so a CAD text's em is height / 0.7 and it reads the same size as in AutoCAD.
 */
export const CAP_HEIGHT_EM = 0.7;

type TextShape = Pick<TextElement, 'text' | 'fontSize'> &
  Partial<Pick<TextElement, 'height' | 'width' | 'align'>>;

/** The text's em in world units: its true size for CAD text, else the typed font size. */
export const textEm = (el: TextShape): number =>
  el.height !== undefined ? el.height / CAP_HEIGHT_EM : el.fontSize;

/** Words wrapped to `chars` characters a line (a word longer than a line is cut, as MTEXT does). */
function wrap(line: string, chars: number): string[] {
  if (line.length <= chars) return [line];
  const out: string[] = [];
  let current = '';
  for (const word of line.split(' ')) {
    let w = word;
    while (w.length > chars) {
      if (current) out.push(current);
      current = '';
      out.push(w.slice(0, chars));
      w = w.slice(chars);
    }
    const candidate = current ? `${current} ${w}` : w;
    if (candidate.length > chars && current) {
      out.push(current);
      current = w;
    } else current = candidate;
  }
  out.push(current);
  return out;
}

/** The lines as drawn: the text's own lines, each wrapped to `width` when the text has one. */
export function textLines(el: TextShape): string[] {
  const lines = el.text.split('\n');
  if (el.width === undefined) return lines;
  const chars = Math.max(1, Math.floor(el.width / (textEm(el) * TEXT_WIDTH_PER_EM)));
  return lines.flatMap((l) => wrap(l, chars));
}

export function textSize(el: TextShape): { width: number; height: number } {
  const lines = textLines(el);
  const em = textEm(el);
  const longest = Math.max(...lines.map((l) => l.length));
  return {
    width: el.width ?? longest * em * TEXT_WIDTH_PER_EM,
    height: lines.length * em * TEXT_LINE_HEIGHT,
  };
}

/** The unrotated box of a text: (x, y) is the top of the first line at its left, centre or right by `align`. */
export function textLocalBox(el: TextShape & { x: number; y: number }): Box {
  const { width, height } = textSize(el);
  const minX = el.align === 'center' ? el.x - width / 2 : el.align === 'right' ? el.x - width : el.x;
  return { minX, minY: el.y, maxX: minX + width, maxY: el.y + height };
}
