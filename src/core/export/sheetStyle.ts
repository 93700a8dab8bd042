import type { LayerName } from './layers';

/*
 * The drafting standard the sheets follow, after what US offices send (AIA/NCS conventions): a pen per class of
 * line work — cut walls heavy, openings and fixtures medium, dimensions, hatches and annotation light — and
 * lettering heights on paper. PDF and PNG widths, SVG widths and DXF lineweights all come from here, so a plan
 * weighs the same in every file.
 */

/** Pen widths on paper, millimetres (DXF lineweights are these in hundredths). */
export const PEN_MM = {
  /** Walls cut by the plan: the heaviest line on the sheet. */
  wall: 0.6,
  /** Partial-height partitions, doors, windows, fixtures, stairs. */
  partition: 0.35,
  opening: 0.35,
  fixture: 0.35,
  /** Door swings: drawn light, as they are not cut. */
  swing: 0.18,
  /** Other line work (lines, shapes, sketches). */
  detail: 0.25,
  /** Room outlines, hatch patterns, dimensions and their extension lines. */
  room: 0.13,
  hatch: 0.18,
  dimension: 0.18,
  text: 0.25,
} as const;

export type Pen = keyof typeof PEN_MM;

/** Points on paper per millimetre. */
export const PT_PER_MM = 72 / 25.4;

export const penPoints = (pen: Pen): number => PEN_MM[pen] * PT_PER_MM;

/** The pen of each AIA layer the exports write (DXF layer lineweight, BYLAYER for what sits on it). */
export const LAYER_PENS: Record<LayerName, Pen> = {
  'A-WALL': 'wall',
  'A-WALL-PRHT': 'partition',
  'A-DOOR': 'opening',
  'A-GLAZ': 'opening',
  'A-AREA-IDEN': 'room',
  'A-FLOR-FIXT': 'fixture',
  'A-FLOR-STRS': 'fixture',
  'A-FLOR-PATT': 'hatch',
  'A-DETL': 'detail',
  'A-ANNO-TEXT': 'text',
  'A-ANNO-DIMS': 'dimension',
};

/** Capital height on paper, inches: what a lettering guide (and CAD's text height) measures. */
export const LETTER_IN = {
  /** Dimension text and room areas: the smallest lettering a plotted sheet uses. */
  dimension: 3 / 32,
  roomArea: 3 / 32,
  /** Room names: 1/8", shrunk to 3/32" at the least when a name does not fit its room. */
  roomName: 1 / 8,
  roomNameMin: 3 / 32,
  viewTitle: 3 / 16,
  viewScale: 3 / 32,
} as const;

/** Capitals of Helvetica (the PDF's font) are 0.718 em tall: a font size in points for a capital height. */
export const CAP_PER_EM = 0.718;
export const fontPointsForCap = (capInches: number): number => (capInches * 72) / CAP_PER_EM;

/**
 * Dimension strings outside the building, on paper (points): the first string's line this far from the
 * building's face, each next one further out by STEP; extension lines stop GAP short of the building and run
 * EXTEND past their dimension line.
 */
export const DIMENSION_STRING_PT = { first: 36, step: 27, gap: 4.5, extend: 4.5, tick: 3 } as const;
