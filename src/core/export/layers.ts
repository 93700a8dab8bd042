import type { DrawingElement } from '../model/elements';

/** One layer per element kind, in both exports. */
export type LayerName = 'WALLS' | 'DIVIDERS' | 'SHAPES' | 'TEXT' | 'DIMENSIONS';
export const LAYERS: readonly LayerName[] = ['WALLS', 'DIVIDERS', 'SHAPES', 'TEXT', 'DIMENSIONS'];

/** AutoCAD colour index per layer: walls white/black, dividers grey, shapes blue, text green, dimensions red. */
export const LAYER_COLORS: Record<LayerName, number> = {
  WALLS: 7,
  DIVIDERS: 8,
  SHAPES: 5,
  TEXT: 3,
  DIMENSIONS: 1,
};

export function layerOf(el: DrawingElement): Exclude<LayerName, 'DIMENSIONS'> {
  switch (el.type) {
    case 'wall':
      return 'WALLS';
    case 'divider':
      return 'DIVIDERS';
    case 'text':
      return 'TEXT';
    default:
      return 'SHAPES';
  }
}
