import type { DrawingElement } from '../../../src/core/model/elements';
import { finalizeElement } from '../../../src/core/model/snapPoints';

/** A plain 16-unit black text element, as the server tests store and read back. */
export function textElement(id: string, text: string, x = 0, y = 0): DrawingElement {
  return finalizeElement({
    id,
    type: 'text',
    x,
    y,
    rotation: 0,
    text,
    fontSize: 16,
    fill: '#000000',
    fontStyle: 'normal',
  });
}
