import type { DrawingElement } from '../model/elements';

/**
 * One layer per element kind in both exports, named after the US National CAD Standard (AIA) so a plan opens in
 * AutoCAD, Revit or LibreCAD with its walls, doors, glazing, room tags and dimensions where an architect looks
 * for them: A-WALL walls, A-WALL-PRHT partial-height partitions (dividers), A-DOOR doors, A-GLAZ windows,
 * A-AREA-IDEN room outlines and tags, A-FLOR-FIXT fixtures and counters, A-FLOR-STRS stairs, A-FLOR-PATT hatches,
 * A-DETL other line work, A-ANNO-TEXT notes, A-ANNO-DIMS dimensions.
 */
export type LayerName =
  | 'A-WALL'
  | 'A-WALL-PRHT'
  | 'A-DOOR'
  | 'A-GLAZ'
  | 'A-AREA-IDEN'
  | 'A-FLOR-FIXT'
  | 'A-FLOR-STRS'
  | 'A-FLOR-PATT'
  | 'A-DETL'
  | 'A-ANNO-TEXT'
  | 'A-ANNO-DIMS';

/** Drawing (and SVG group) order: room fills at the bottom, openings over the walls they cut. */
export const LAYERS: readonly LayerName[] = [
  'A-AREA-IDEN',
  'A-WALL',
  'A-WALL-PRHT',
  'A-FLOR-PATT',
  'A-DOOR',
  'A-GLAZ',
  'A-FLOR-FIXT',
  'A-FLOR-STRS',
  'A-DETL',
  'A-ANNO-TEXT',
  'A-ANNO-DIMS',
];

/** AutoCAD colour index per layer, as common office standards pen them. */
export const LAYER_COLORS: Record<LayerName, number> = {
  'A-WALL': 7,
  'A-WALL-PRHT': 8,
  'A-DOOR': 2,
  'A-GLAZ': 4,
  'A-AREA-IDEN': 6,
  'A-FLOR-FIXT': 5,
  'A-FLOR-STRS': 5,
  'A-FLOR-PATT': 8,
  'A-DETL': 5,
  'A-ANNO-TEXT': 3,
  'A-ANNO-DIMS': 1,
};

export function layerOf(el: DrawingElement): LayerName {
  switch (el.type) {
    case 'wall':
      return 'A-WALL';
    case 'divider':
      return 'A-WALL-PRHT';
    case 'door':
      return 'A-DOOR';
    case 'window':
      return 'A-GLAZ';
    case 'room':
      return 'A-AREA-IDEN';
    case 'text':
      return 'A-ANNO-TEXT';
    case 'dimension':
      return 'A-ANNO-DIMS';
    case 'fixture':
      return el.symbol === 'stairs' ? 'A-FLOR-STRS' : 'A-FLOR-FIXT';
    case 'hatch':
      return 'A-FLOR-PATT';
    default:
      return 'A-DETL';
  }
}
