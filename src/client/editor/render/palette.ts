/** Colours of the drafting canvas (Pixi takes numbers). */
export const COLORS = {
  background: 0xe9ecef,
  drawingArea: 0xffffff,
  drawingAreaBorder: 0xc4c9d0,
  grid: 0xdde3ea,
  ink: 0x1f2937,
  wallFill: 0x9aa3ad,
  dividerFill: 0xd3d8de,
  /** A warm tint: rooms read as areas without hiding the grid or competing with the walls. */
  roomFill: 0xf6f1e7,
  preview: 0xdc2626,
  selection: 0x2563eb,
  marqueeFill: 0x3b82f6,
  handleFill: 0xffffff,
  snap: 0xdb2777,
  dimension: 0x1d4ed8,
} as const;

export const DIMENSION_FONT = { fontFamily: 'sans-serif', fontSize: 11, fill: '#1d4ed8' } as const;
