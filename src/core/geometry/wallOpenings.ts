import type { DrawingElement, OpeningElement } from '../model/elements';
import { isOpening } from '../model/elements';

/** The doors and windows placed in each wall (by their `wallId`), for drawings that cut walls at openings. */
export function openingsByWall(elements: readonly DrawingElement[]): Map<string, OpeningElement[]> {
  const out = new Map<string, OpeningElement[]>();
  for (const el of elements) {
    if (!isOpening(el) || el.wallId === undefined) continue;
    const list = out.get(el.wallId);
    if (list) list.push(el);
    else out.set(el.wallId, [el]);
  }
  return out;
}
