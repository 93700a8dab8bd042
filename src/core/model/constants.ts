/** Business constants of spec section 9 (and the binding clarifications), in world units unless named. */
export const PX_PER_INCH = 96;
export const CANVAS_SIZE = 2000;
export const GRID_SPACING = 10;
export const GRID_SNAP_TOLERANCE = 10;
export const SNAP_POINT_TOLERANCE = 10;
export const SNAP_ANGLE_DEGREES = 15;

export const DEFAULT_RADIUS = 40;
export const DEFAULT_SHAPE_SIZE = 60;
export const DEFAULT_TEXT = 'Sample Text';
export const DEFAULT_FONT_SIZE = 16;
export const DEFAULT_TEXT_FILL = '#000000';
export const MIN_FONT_SIZE = 8;
export const MAX_FONT_SIZE = 96;
export const TEXT_PLACEMENT_MIN = 100;
export const TEXT_PLACEMENT_MAX = 200;
export const DEFAULT_OFFSET_DISTANCE = 30;

export const MIN_RECT_SIZE = 10;
export const MIN_RADIUS = 10;
export const MIN_TRIANGLE_SCALE = 0.1;
/** A Bézier arch whose start and end differ by this much or less on both axes is discarded. */
export const BEZIER_MIN_DRAG = 2;

/** Walls are drawn at real scale: 6 inches thick by default (clarifications), a divider 2 inches. */
export const DEFAULT_WALL_THICKNESS = 6 * PX_PER_INCH;
export const DEFAULT_DIVIDER_THICKNESS = 2 * PX_PER_INCH;
/** A click (no drag) with the wall or divider tool places a 10-foot run. */
export const DEFAULT_WALL_LENGTH = 10 * 12 * PX_PER_INCH;

export const POLYGON_SIDES = { pentagon: 5, hexagon: 6 } as const;

/** Doors and windows: 36" (a standard 3'-0" door) unless given; an opening is never narrower than 12". */
export const DEFAULT_DOOR_WIDTH = 36 * PX_PER_INCH;
export const DEFAULT_WINDOW_WIDTH = 36 * PX_PER_INCH;
export const MIN_OPENING_WIDTH = 12 * PX_PER_INCH;
/** Room names are labels, not documents. */
export const MAX_ROOM_NAME_LENGTH = 100;
/** Corners a room outline may have. */
export const MAX_ROOM_POINTS = 1000;
/** Layers a page may have, and a layer name's length (DXF's limit), as the contract caps them. */
export const MAX_LAYERS_PER_PAGE = 1000;
export const MAX_LAYER_NAME_LENGTH = 255;
/** A page's element cap: the contract's DRAWING_LIMITS.elementsPerPage (tests/unit/contract keeps them equal). */
export const MAX_ELEMENTS_PER_PAGE = 50_000;
