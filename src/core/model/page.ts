import type { DrawingElement } from './elements';
import type { Underlay } from './underlay';

/** The current document version; older documents are upgraded by contract/drawing.ts `migratePage`. */
export const DRAWING_VERSION = 4;

/** A CAD layer. "0" always exists implicitly (visible, black, continuous), as in DXF. */
export interface Layer {
  /** 1–255 characters, unique on the page case-insensitively (the DXF rule). */
  readonly name: string;
  /** '#rrggbb'. */
  readonly color: string;
  /** DXF "on". */
  readonly visible: boolean;
  /** Not drawn, not hit, not exported as visible. */
  readonly frozen: boolean;
  /** Drawn, not selectable or editable. */
  readonly locked: boolean;
  /** DXF LTYPE name, upper case: 'CONTINUOUS', 'DASHED', 'CENTER', 'HIDDEN', 'DOT', … */
  readonly linetype: string;
  /** Millimetres (0.00–2.11), -3 = default (DXF code 370). */
  readonly lineweight: number;
}

/** One floor design page: the unit the editor edits, the server stores and a revision lists. */
export interface Page {
  readonly version: typeof DRAWING_VERSION;
  readonly id: string;
  readonly name: string;
  readonly elements: readonly DrawingElement[];
  readonly layers: readonly Layer[];
  /** The layer new elements go on; absent = "0". */
  readonly currentLayer?: string;
  /** Backgrounds drawn under every element, first at the bottom; absent = none (see model/underlay.ts). */
  readonly underlays?: readonly Underlay[];
  /** What a wall's measurements run between (snaps for dimensions, face lengths); absent = 'centreline'. */
  readonly wallDimensions?: WallDimensions;
  /**
   * false: no automatic dimensions — no length label on every line in the editor's view, none added to the
   * exports (the dimensions drawn as elements still show and plot). Pages opened from a drawing start so: its
   * author's lines are drawing content, and a dimension on each would be content they never drew. Absent = on.
   */
  readonly autoDimensions?: false;
}

/** Whether a page's exports and view add automatic dimensions: the export's choice, unless the page turned them off. */
export const automaticDimensions = (page: Pick<Page, 'autoDimensions'>, asked = true): boolean =>
  asked && page.autoDimensions !== false;

/** Walls measured along their centre lines (the default) or between their faces, as CAD architecture tools offer. */
export type WallDimensions = 'centreline' | 'faces';

/** The spec's default page name: "Page {n}", n counting from 1. */
export const defaultPageName = (n: number): string => `Page ${n}`;

export function createPage(id: string, n: number, name?: string): Page {
  return {
    version: DRAWING_VERSION,
    id,
    name: name?.trim() ? name : defaultPageName(n),
    elements: [],
    layers: [],
  };
}

export function findElement(page: Page, id: string): DrawingElement | undefined {
  return page.elements.find((el) => el.id === id);
}
