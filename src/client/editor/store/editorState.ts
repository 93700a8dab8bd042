import type { Box } from '../../../core/geometry/box';
import type { Point, ScreenPoint, WorldPoint } from '../../../core/geometry/point';
import type { SnapMode } from '../../../core/snap/objectSnaps';
import type { History } from '../../../core/history/history';
import type { DrawingElement } from '../../../core/model/elements';
import type { ShapeTool } from '../../../core/model/factories';
import type { PaletteSymbol } from '../../../core/symbols/library';
import type { LengthUnit } from '../../../core/units';
import type { Camera } from '../../../core/viewport';
import type { ViewportSize } from '../camera/cameraMath';

/** The tools a button arms. No tool armed means the select tool. Text is an action, not a tool. */
export type ToolId =
  | ShapeTool
  | 'free-pencil'
  | 'measure'
  | 'room'
  | OpeningToolId
  | 'dimension'
  | 'dimension-linear'
  | 'polyline'
  | 'hatch'
  | SymbolToolId;

/** The tools that place a door or a window in a wall. */
export type OpeningToolId = 'door' | 'window';
/** Placing a library symbol (a fixture, a door or a window): `symbol:toilet`, `symbol:door`, … */
export type SymbolToolId = `symbol:${PaletteSymbol}`;

export const isSymbolTool = (tool: ToolId): tool is SymbolToolId => tool.startsWith('symbol:');

/** The symbol a `symbol:…` tool places. */
export const symbolOfTool = (tool: SymbolToolId): PaletteSymbol =>
  tool.slice('symbol:'.length) as PaletteSymbol;

export interface PanelPosition {
  readonly x: number;
  readonly y: number;
}

/** The Design Tools panel's starting place (spec): Locate Toolbar returns it here. */
export const DEFAULT_PANEL_POSITION: PanelPosition = { x: 50, y: 100 };

/** What the tools draw over the drawing while a gesture runs. Never part of the document or history. */
export interface Overlay {
  /** The shape a creation drag would commit: drawn as a dashed red outline. */
  readonly preview: DrawingElement | null;
  /** The marquee in world units; null when not brushing or when it has zero or non-finite size. */
  readonly marquee: Box | null;
  /** The snap point the drag or resize locked onto. */
  readonly snap: WorldPoint | null;
  /** The object snap's kind at `snap` (its marker and the name shown at the cursor); null for point/grid snaps. */
  readonly snapMode: SnapMode | null;
  /** The construction line of an extension, parallel or polar snap, in world units. */
  readonly guide: { readonly a: Point; readonly b: Point } | null;
  /** A freehand stroke being drawn. */
  readonly pencil: readonly WorldPoint[] | null;
  /** The measure tool's picked points (the cursor's point last while picking); closed once it measures an area. */
  readonly measure: { readonly points: readonly WorldPoint[]; readonly closed: boolean } | null;
  /** A figure shown at the cursor (a door's distance from the wall end); absent or null: none. */
  readonly label?: { readonly at: WorldPoint; readonly text: string } | null;
  /** Elements as a command would leave them (STRETCH's second point), dashed like `preview`; absent: none. */
  readonly previews?: readonly DrawingElement[] | null;
}

/**
 * A move being dragged. The document stays as it was until the release commits one move (one undo step);
 * meanwhile the view shows these elements offset by (dx, dy), so a pointer move costs what is dragged,
 * not a new version of the page.
 */
export interface DragPreview {
  /** The dragged ids: the selection with every member of its groups. */
  readonly ids: ReadonlySet<string>;
  readonly dx: number;
  readonly dy: number;
}

/**
 * A resize or rotate being dragged, like DragPreview: the document stays as it was until the release commits
 * one resize or rotate command (one undo step); meanwhile the view draws these elements in their place.
 */
export interface ReshapePreview {
  /** The changed elements as the gesture would leave them, by id. */
  readonly elements: ReadonlyMap<string, DrawingElement>;
}

/**
 * Underlay calibration under way (issue 12 item 4): the points picked so far (none, one, then two: the
 * distance dialog opens) and where the pointer is, for the rubber-band line. Not part of the document.
 */
export interface Calibration {
  readonly underlayId: string;
  readonly points: readonly WorldPoint[];
  readonly pointer: WorldPoint | null;
}

export const EMPTY_OVERLAY: Overlay = {
  preview: null,
  marquee: null,
  snap: null,
  snapMode: null,
  guide: null,
  pencil: null,
  measure: null,
};

/** CAD drafting aids (AutoCAD's status bar): running object snaps, ortho and polar tracking. */
export interface DraftingSettings {
  /** F3: running object snaps on or off; `snapModes` are the ones ticked in the snap menu. */
  readonly objectSnap: boolean;
  readonly snapModes: readonly SnapMode[];
  /** F8: ortho (Shift inverts it while held). */
  readonly ortho: boolean;
  /** F10: polar tracking at `polarIncrement` degrees. */
  readonly polar: boolean;
  readonly polarIncrement: number;
  /**
   * What typed lengths and distances of walls measure to while placing (as drafters dimension to faces or
   * studs): a wall's centre line, its inside face (the side the pointer is on, or the wall's right as drawn) or
   * its outside face. Dimensions then snap to the faces.
   */
  readonly measureFrom: MeasureFrom;
}

export type MeasureFrom = 'centreline' | 'inside' | 'outside';

export const MEASURE_FROM_LABELS: Readonly<Record<MeasureFrom, string>> = {
  centreline: 'Centre line',
  inside: 'Inside face',
  outside: 'Outside face',
};

export const DEFAULT_DRAFTING: DraftingSettings = {
  objectSnap: true,
  snapModes: ['endpoint', 'midpoint', 'center', 'intersection', 'perpendicular', 'extension'],
  ortho: false,
  polar: true,
  polarIncrement: 15,
  measureFrom: 'centreline',
};

export const POLAR_INCREMENTS: readonly number[] = [5, 10, 15, 22.5, 30, 45, 90];

/**
 * The input at the cursor while drawing (AutoCAD's dynamic input): a length field and an angle field, Tab moves
 * between them, Enter commits, Escape closes. `error` says why the last Enter was refused.
 */
export interface TypedEntry {
  readonly length: string;
  readonly angle: string;
  readonly field: 'length' | 'angle';
  /** What the second field takes: an angle (drawing tools), or a width (the door and window tools). */
  readonly second?: 'angle' | 'width';
  readonly error: string | null;
  /** Where the input opened (screen px): at the cursor. */
  readonly at: ScreenPoint;
}

/** One line of the command line's history: a command run, an answer, a message or a refusal. */
export interface CommandLogLine {
  readonly text: string;
  readonly kind: 'command' | 'message' | 'error';
}

/**
 * The command line (AutoCAD's): what is being typed there (a command name or alias), what it asks for, the lines
 * it showed last, and the last command (Enter or Space repeats it).
 */
export interface CommandLineState {
  readonly text: string;
  /** What the running command or the armed tool asks for next ("Specify base point:"), or "Command:". */
  readonly prompt: string;
  readonly log: readonly CommandLogLine[];
  readonly last: string | null;
  /**
   * The first letter ran its key's action (D armed Add Door): typing on to a longer command name (DI) undoes
   * it, any other key leaves it be.
   */
  readonly pending: boolean;
}

export const EMPTY_COMMAND_LINE: CommandLineState = {
  text: '',
  prompt: 'Command:',
  log: [],
  last: null,
  pending: false,
};

export interface EditorState {
  /** Page ids in display order; each page's document lives in its history. */
  readonly pageOrder: readonly string[];
  readonly histories: Readonly<Record<string, History>>;
  readonly currentPageId: string | null;
  readonly selection: readonly string[];
  readonly tool: ToolId | null;
  readonly camera: Camera;
  readonly viewport: ViewportSize;
  readonly unit: LengthUnit;
  readonly snapToAngle: boolean;
  readonly gridVisible: boolean;
  readonly panelPosition: PanelPosition;
  /** The text element whose inline input is open. */
  readonly editingTextId: string | null;
  readonly overlay: Overlay;
  /** The move being dragged, not yet in the document; null when no drag runs. */
  readonly drag: DragPreview | null;
  /** The resize or rotate being dragged, not yet in the document; null when none runs. */
  readonly reshape: ReshapePreview | null;
  /** An underlay calibration under way; null otherwise. */
  readonly calibration: Calibration | null;
  readonly drafting: DraftingSettings;
  /** The input at the cursor, open while the user types a length or a point. */
  readonly typed: TypedEntry | null;
  /** The keyboard shortcuts dialog (?). */
  readonly helpOpen: boolean;
  /** The Array dialog, open for the selection; null when closed (store/arrayActions.ts). */
  readonly arrayDialog: ArrayDialogState | null;
  readonly commandLine: CommandLineState;
}

/** The Array dialog: `picking` hides it while the next click on the drawing picks the polar array's centre. */
export interface ArrayDialogState {
  readonly picking: boolean;
  readonly center: WorldPoint | null;
}

export type MessageSeverity = 'success' | 'error' | 'info' | 'warning';

/** An in-app message (core alert texts, warnings): the workspace shows it as a toast. */
export interface EditorMessage {
  readonly text: string;
  readonly severity: MessageSeverity;
}
