import type { Point } from '../geometry/point';
import { lineEndpoints } from '../geometry/elementGeometry';
import { cadAngle, cadDirection } from '../input/typedInput';
import type { DrawingElement, ElementDraft } from '../model/elements';
import { isLineLike } from '../model/elements';
import { regularPolygonPoints } from '../model/factories';
import { textCapHeight } from '../annotation/plotSize';
import type { Page } from '../model/page';
import { finalizeElement } from '../model/snapPoints';
import { moveElements } from './move';
import { mapElements } from './pageEdit';
import type { CommandResult } from './result';
import { done, fail } from './result';
import { normalizeDegrees, withRotation } from './transform';
import { hostOf, setOpeningOffset, setOpeningWidth, withOpeningsFollowing } from './openings';
import { offsetFromStart, wallFrame } from '../geometry/openingPlacement';

/**
 * What the properties panel shows of one selected element and lets the user type: positions and sizes are lengths
 * (read with parseLength), angles are degrees. Angles and Y follow CAD conventions like typed input does:
 * counter-clockwise from east, Y up.
 */
export type ElementProperty =
  | 'x'
  | 'y'
  | 'length'
  | 'angle'
  | 'rotation'
  | 'width'
  | 'height'
  | 'depth'
  | 'radius'
  | 'thickness'
  | 'patternScale'
  | 'patternAngle'
  | 'offset';

export interface PropertyField {
  readonly key: ElementProperty;
  readonly label: string;
  /** `paper`: a length on the plotted sheet (the panel converts it at the design's plot scale); `number`: a factor. */
  readonly kind: 'length' | 'angle' | 'paper' | 'number';
  readonly value: number;
}

const cadRotation = (rotation: number): number => normalizeDegrees(-rotation);

/** The anchor the X and Y fields show: a line's start, a box's top-left corner, a circle's centre. */
function anchor(el: DrawingElement): Point {
  if (isLineLike(el) || el.type === 'dimension') return lineEndpoints(el)[0];
  return { x: el.x, y: el.y };
}

/**
 * A door or window in a wall is placed by its wall: its offset from the wall's start (to its start jamb) and its
 * width are what can be typed; it slides along the wall and turns with it.
 */
function hostedOpeningProperties(page: Page, el: DrawingElement): PropertyField[] | null {
  const wall = hostOf(page, el);
  if (!wall || (el.type !== 'door' && el.type !== 'window')) return null;
  return [
    {
      key: 'offset',
      label: 'Offset from start',
      kind: 'length',
      value: offsetFromStart(wallFrame(wall), el),
    },
    { key: 'width', label: 'Width', kind: 'length', value: el.width },
  ];
}

export function elementProperties(el: DrawingElement, page?: Page): PropertyField[] {
  const hosted = page ? hostedOpeningProperties(page, el) : null;
  if (hosted) return hosted;
  const a = anchor(el);
  const fields: PropertyField[] = [
    { key: 'x', label: 'X', kind: 'length', value: a.x },
    { key: 'y', label: 'Y', kind: 'length', value: 0 - a.y },
  ];
  if (isLineLike(el) || el.type === 'dimension') {
    const [p, q] = lineEndpoints(el);
    fields.push(
      { key: 'length', label: 'Length', kind: 'length', value: Math.hypot(q.x - p.x, q.y - p.y) },
      { key: 'angle', label: 'Angle', kind: 'angle', value: cadAngle(p, q) },
    );
    if (el.type === 'wall' || el.type === 'divider')
      fields.push({ key: 'thickness', label: 'Thickness', kind: 'length', value: el.thickness });
    return fields;
  }
  switch (el.type) {
    case 'rectangle':
    case 'square':
      fields.push(
        { key: 'width', label: 'Width', kind: 'length', value: el.width },
        { key: 'height', label: 'Height', kind: 'length', value: el.height },
      );
      break;
    case 'circle':
    case 'polygon':
      fields.push({ key: 'radius', label: 'Radius', kind: 'length', value: el.radius });
      break;
    case 'door':
    case 'window':
      fields.push({ key: 'width', label: 'Width', kind: 'length', value: el.width });
      break;
    case 'hatch':
      fields.push(
        { key: 'patternScale', label: 'Pattern scale', kind: 'number', value: el.patternScale },
        { key: 'patternAngle', label: 'Pattern angle', kind: 'angle', value: el.patternAngle },
      );
      break;
    case 'text':
      // Text is sized for paper: its cap height shown and typed as lettering on the sheet (3/32", 2.5 mm).
      fields.push({ key: 'height', label: 'Plotted height', kind: 'paper', value: textCapHeight(el) });
      break;
    case 'fixture':
      fields.push(
        { key: 'width', label: 'Width', kind: 'length', value: el.width },
        { key: 'depth', label: 'Depth', kind: 'length', value: el.depth },
      );
      break;
    default:
      break;
  }
  fields.push({ key: 'rotation', label: 'Rotation', kind: 'angle', value: cadRotation(el.rotation) });
  return fields;
}

function withEnd(el: DrawingElement & { x2: number; y2: number }, start: Point, end: Point): DrawingElement {
  return finalizeElement({
    ...el,
    x: start.x,
    y: start.y,
    x2: end.x,
    y2: end.y,
    rotation: 0,
  } as ElementDraft);
}

/** The element with one property set, or the reason it cannot take that value. */
function applyProperty(el: DrawingElement, key: ElementProperty, value: number): DrawingElement | string {
  if (isLineLike(el) || el.type === 'dimension') {
    const [p, q] = lineEndpoints(el);
    const length = Math.hypot(q.x - p.x, q.y - p.y);
    const angle = cadAngle(p, q);
    if (key === 'length') {
      if (!(value > 0)) return 'The length must be more than zero.';
      const d = cadDirection(length === 0 ? 0 : angle);
      return withEnd(el, p, { x: p.x + d.x * value, y: p.y + d.y * value });
    }
    if (key === 'angle') {
      const d = cadDirection(value);
      return withEnd(el, p, { x: p.x + d.x * length, y: p.y + d.y * length });
    }
    if (key === 'thickness' && (el.type === 'wall' || el.type === 'divider')) {
      if (!(value > 0)) return 'The thickness must be more than zero.';
      return finalizeElement({ ...el, thickness: value });
    }
  }
  switch (key) {
    case 'rotation':
      return withRotation(el, normalizeDegrees(-value));
    case 'width':
    case 'height':
      if (!(value > 0)) return `The ${key} must be more than zero.`;
      if (el.type === 'square') return finalizeElement({ ...el, width: value, height: value });
      if (el.type === 'rectangle') return finalizeElement({ ...el, [key]: value });
      if (el.type === 'text' && key === 'height') return finalizeElement({ ...el, height: value });
      if ((el.type === 'door' || el.type === 'window') && key === 'width')
        return finalizeElement({ ...el, width: value });
      if (el.type === 'fixture' && key === 'width') return resizedAboutCentre(el, value, el.depth);
      break;
    case 'depth':
      if (!(value > 0)) return 'The depth must be more than zero.';
      if (el.type === 'fixture') return resizedAboutCentre(el, el.width, value);
      break;
    case 'patternScale':
      if (!(value > 0)) return 'The pattern scale must be more than zero.';
      if (el.type === 'hatch') return finalizeElement({ ...el, patternScale: value });
      break;
    case 'patternAngle':
      if (el.type === 'hatch') return finalizeElement({ ...el, patternAngle: normalizeDegrees(value) });
      break;
    case 'radius':
      if (!(value > 0)) return 'The radius must be more than zero.';
      if (el.type === 'circle') return finalizeElement({ ...el, radius: value });
      if (el.type === 'polygon')
        return finalizeElement({ ...el, radius: value, points: regularPolygonPoints(el.polygonType, value) });
      break;
    default:
      break;
  }
  return `A ${el.type} has no ${key}.`;
}

/** A fixture at a new size about the same centre, so typing a width does not shift it sideways. */
function resizedAboutCentre(
  el: Extract<DrawingElement, { type: 'fixture' }>,
  width: number,
  depth: number,
): DrawingElement {
  const cx = el.x + el.width / 2;
  const cy = el.y + el.depth / 2;
  return finalizeElement({ ...el, x: cx - width / 2, y: cy - depth / 2, width, depth });
}

/**
 * Sets one property of one element, as typed in the properties panel. Moving (X, Y) moves the element with its
 * group and the openings of a wall, as a drag does; the element's rotation turns it about its centre.
 */
export function setElementProperty(
  page: Page,
  args: { readonly id: string; readonly key: ElementProperty; readonly value: number },
): CommandResult {
  if (!Number.isFinite(args.value)) return fail('Enter a finite number.');
  const el = page.elements.find((e) => e.id === args.id);
  if (!el) return fail('The element is no longer on this page.');
  if (args.key === 'x' || args.key === 'y') {
    const a = anchor(el);
    const dx = args.key === 'x' ? args.value - a.x : 0;
    const dy = args.key === 'y' ? 0 - args.value - a.y : 0;
    return moveElements(page, { ids: [el.id], dx, dy });
  }
  if (args.key === 'offset') return setOpeningOffset(page, { id: el.id, offset: args.value });
  const next =
    args.key === 'width' && (el.type === 'door' || el.type === 'window')
      ? setOpeningWidth(page, el, args.value)
      : applyProperty(el, args.key, args.value);
  if (typeof next === 'string') return fail(next);
  return done(
    withOpeningsFollowing(
      page,
      mapElements(page, new Set([el.id]), () => next),
    ),
    `Set ${el.type} ${args.key}`,
  );
}
