import type { Box } from '../../../../core/geometry/box';
import { boxCenter, unionBoxesOf } from '../../../../core/geometry/box';
import type { Point, ScreenPoint, WorldPoint } from '../../../../core/geometry/point';
import { rotatePoint, worldPoint } from '../../../../core/geometry/point';
import { elementBounds, elementCenter, lineEndpoints } from '../../../../core/geometry/elementGeometry';
import type { ResizeHandle } from '../../../../core/commands/resize';
import { expandToGroups } from '../../../../core/commands/pageEdit';
import type { DrawingElement, ElementDraft } from '../../../../core/model/elements';
import { isLineLike } from '../../../../core/model/elements';
import type { Page } from '../../../../core/model/page';
import type { ElementSpan } from '../../../../core/index/spatialIndex';
import type { Camera } from '../../../../core/viewport';
import { worldToScreen } from '../../../../core/viewport';

/** How far (screen px) the rotate handle sits outside the selection's top edge. */
export const ROTATE_HANDLE_OFFSET_PX = 28;
/** A handle is hit within this many screen px of its centre. */
export const HANDLE_HIT_PX = 8;

export interface SelectionHandles {
  /** The selection's outline (the rotated box of one element, or the union box of several), world units. */
  readonly outline: readonly WorldPoint[];
  /**
   * Resize handles: corners for shapes, ends for lines, none for text and freehand; a multi-selection's box
   * corners scale the whole selection (hitHandle answers them as `scale`).
   */
  readonly resize: readonly { readonly handle: ResizeHandle; readonly at: WorldPoint }[];
  /** Where the rotate handle is drawn (world units; it sits a fixed screen distance outside the box). */
  readonly rotate: WorldPoint | null;
  /** The rotation pivot. */
  readonly pivot: WorldPoint;
  /** The ids the handles act on: the selection with its groups. */
  readonly ids: readonly string[];
}

const w = (p: Point): WorldPoint => worldPoint(p.x, p.y);

function boxCorners(b: Box): Point[] {
  return [
    { x: b.minX, y: b.minY },
    { x: b.maxX, y: b.minY },
    { x: b.maxX, y: b.maxY },
    { x: b.minX, y: b.maxY },
  ];
}

function singleHandles(el: DrawingElement, zoom: number): SelectionHandles {
  const center = elementCenter(el);
  const offset = ROTATE_HANDLE_OFFSET_PX / zoom;
  if (isLineLike(el) || el.type === 'dimension') {
    const [a, b] = lineEndpoints(el);
    return {
      outline: [w(a), w(b)],
      resize: [
        { handle: 'start', at: w(a) },
        { handle: 'end', at: w(b) },
      ],
      rotate: null,
      pivot: w(center),
      ids: [el.id],
    };
  }
  const local = elementBounds({ ...el, rotation: 0 } as ElementDraft);
  const [nw, ne, se, sw] = boxCorners(local).map((p) => w(rotatePoint(p, center, el.rotation))) as [
    WorldPoint,
    WorldPoint,
    WorldPoint,
    WorldPoint,
  ];
  const resizable = el.type !== 'text' && el.type !== 'free-pencil';
  const top = rotatePoint({ x: (local.minX + local.maxX) / 2, y: local.minY - offset }, center, el.rotation);
  return {
    outline: [nw, ne, se, sw],
    resize: resizable
      ? [
          { handle: 'nw', at: nw },
          { handle: 'ne', at: ne },
          { handle: 'se', at: se },
          { handle: 'sw', at: sw },
        ]
      : [],
    rotate: w(top),
    pivot: w(center),
    ids: [el.id],
  };
}

/** The handles of the current selection, or null when nothing is selected. */
export function selectionHandles(
  page: Page,
  selection: readonly string[],
  camera: Camera,
): SelectionHandles | null {
  if (selection.length === 0) return null;
  const ids = expandToGroups(page, selection);
  return handlesOf(
    page.elements.filter((el) => ids.has(el.id)),
    camera,
  );
}

const spanOfElements = (els: readonly DrawingElement[]): ElementSpan => ({
  box: unionBoxesOf(els, elementBounds),
  ids: els.map((el) => el.id),
});

/**
 * The handles of these selected elements (the selection with its groups, in drawing order), or null when
 * there are none. `spanOf` lets the editor pass what its index already holds (SpatialIndex.spanOf).
 */
export function handlesOf(
  els: readonly DrawingElement[],
  camera: Camera,
  spanOf: (els: readonly DrawingElement[]) => ElementSpan = spanOfElements,
): SelectionHandles | null {
  if (els.length === 0) return null;
  if (els.length === 1) return singleHandles(els[0] as DrawingElement, camera.zoom);
  const { box, ids } = spanOf(els);
  if (box === null) return null;
  const c = boxCenter(box);
  const [nw, ne, se, sw] = boxCorners(box).map(w) as [WorldPoint, WorldPoint, WorldPoint, WorldPoint];
  return {
    outline: [nw, ne, se, sw],
    resize: [
      { handle: 'nw', at: nw },
      { handle: 'ne', at: ne },
      { handle: 'se', at: se },
      { handle: 'sw', at: sw },
    ],
    rotate: worldPoint(c.x, box.minY - ROTATE_HANDLE_OFFSET_PX / camera.zoom),
    pivot: w(c),
    ids,
  };
}

/** The handles as they show while the selection is dragged by (dx, dy) (the document has not moved yet). */
export function offsetHandles(h: SelectionHandles, dx: number, dy: number): SelectionHandles {
  if (dx === 0 && dy === 0) return h;
  const move = (p: WorldPoint) => worldPoint(p.x + dx, p.y + dy);
  return {
    outline: h.outline.map(move),
    resize: h.resize.map((r) => ({ handle: r.handle, at: move(r.at) })),
    rotate: h.rotate ? move(h.rotate) : null,
    pivot: move(h.pivot),
    ids: h.ids,
  };
}

export type HandleHit =
  | { kind: 'resize'; handle: ResizeHandle; id: string; at: WorldPoint }
  /** A corner of a multi-selection's box: the selection scales about `anchor`, the opposite corner. */
  | { kind: 'scale'; at: WorldPoint; anchor: WorldPoint }
  | { kind: 'rotate'; pivot: WorldPoint };

/** Which handle (if any) is under the pointer, tested in screen space so handles keep their size at any zoom. */
export function hitHandle(handles: SelectionHandles, at: ScreenPoint, camera: Camera): HandleHit | null {
  const near = (p: WorldPoint) => {
    const s = worldToScreen(camera, p);
    return Math.hypot(s.x - at.x, s.y - at.y) <= HANDLE_HIT_PX;
  };
  if (handles.rotate && near(handles.rotate)) return { kind: 'rotate', pivot: handles.pivot };
  const group = handles.ids.length > 1;
  for (const [i, r] of handles.resize.entries()) {
    if (!near(r.at)) continue;
    // The box's corners are listed clockwise from the top-left: the opposite one is two along.
    if (group) return { kind: 'scale', at: r.at, anchor: handles.outline[(i + 2) % 4] as WorldPoint };
    return { kind: 'resize', handle: r.handle, id: handles.ids[0] as string, at: r.at };
  }
  return null;
}
