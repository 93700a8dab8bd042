import type { DrawingElement, Point } from './model';
import { CAP_HEIGHT_EM, elementCenter, TEXT_BASELINE_EM, textEm, textSize } from './model';

type TextDraft = Extract<DrawingElement, { type: 'text' }>;

export type VerticalAnchor = 'baseline' | 'bottom' | 'middle' | 'top';

/**
 * How far below the model's anchor (the top of the text's box) a CAD insertion point sits, before rotation.
 * TEXT hangs on its first line: baseline, cap middle, cap top or the box's bottom; MTEXT on its whole box (top
 * at the first line's cap top, middle, bottom).
 */
export function anchorDrop(el: TextDraft, valign: VerticalAnchor, multiline: boolean): number {
  const em = textEm(el);
  const capTop = (TEXT_BASELINE_EM - CAP_HEIGHT_EM) * em;
  const box = textSize(el).height;
  if (valign === 'top') return capTop;
  if (valign === 'baseline') return TEXT_BASELINE_EM * em;
  if (valign === 'middle') return multiline ? box / 2 : (TEXT_BASELINE_EM - CAP_HEIGHT_EM / 2) * em;
  return box;
}

/**
 * The anchor (x, y) that puts the point `drop` below the unrotated anchor at `at` once the model turns the text
 * about its box's centre by its rotation (degrees clockwise on screen).
 */
export function placeText(el: TextDraft, at: Point, drop: number): { x: number; y: number } {
  const c = elementCenter({ ...el, x: 0, y: 0 });
  const rad = (el.rotation * Math.PI) / 180;
  const dx = -c.x;
  const dy = drop - c.y;
  const qx = c.x + dx * Math.cos(rad) - dy * Math.sin(rad);
  const qy = c.y + dx * Math.sin(rad) + dy * Math.cos(rad);
  return { x: at.x - qx, y: at.y - qy };
}
