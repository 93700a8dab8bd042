/*
 * TEMPORARY mirror of drawing model v4 (/work/reports/MODEL_V4.md) until the cadmodel branch lands in core;
 * replaced then by re-exports of src/core/model.
 */
export interface Point {
  readonly x: number;
  readonly y: number;
}

interface Base {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly rotation: number;
  readonly groupId?: string;
  readonly snapPoints: readonly Point[];
  readonly layer?: string;
  readonly color?: string;
  readonly linetype?: string;
  readonly lineweight?: number;
}

export type TextAlign = 'left' | 'center' | 'right';

export type DrawingElement =
  | (Base & { readonly type: 'line'; readonly x2: number; readonly y2: number })
  | (Base & { readonly type: 'circle'; readonly radius: number })
  | (Base & {
      readonly type: 'text';
      readonly text: string;
      readonly fontSize: number;
      readonly fill: string;
      readonly fontStyle: 'normal' | 'bold' | 'italic' | 'bold italic';
      readonly height?: number;
      readonly align?: TextAlign;
      readonly width?: number;
    })
  | (Base & {
      readonly type: 'dimension';
      readonly x2: number;
      readonly y2: number;
      readonly offset: number;
      readonly measureAngle?: number;
      readonly textOverride?: string;
    })
  | (Base & {
      readonly type: 'arc';
      readonly radius: number;
      readonly startAngle: number;
      readonly endAngle: number;
    })
  | (Base & {
      readonly type: 'ellipse';
      readonly rx: number;
      readonly ry: number;
      readonly startAngle: number;
      readonly endAngle: number;
    })
  | (Base & {
      readonly type: 'polyline';
      readonly points: readonly Point[];
      readonly bulges?: readonly number[];
      readonly closed: boolean;
    })
  | (Base & {
      readonly type: 'hatch';
      readonly loops: readonly (readonly Point[])[];
      readonly pattern: string;
      readonly patternScale: number;
      readonly patternAngle: number;
    })
  | (Base & { readonly type: 'point' });

export interface Layer {
  readonly name: string;
  readonly color: string;
  readonly visible: boolean;
  readonly frozen: boolean;
  readonly locked: boolean;
  readonly linetype: string;
  readonly lineweight: number;
}

export interface Page {
  readonly version: 4;
  readonly id: string;
  readonly name: string;
  readonly elements: readonly DrawingElement[];
  readonly layers: readonly Layer[];
  readonly currentLayer?: string;
}

export const PAGE_LIMITS = {
  elementsPerPage: 50_000,
  pointsPerElement: 10_000,
  layersPerPage: 1000,
  coordinate: 1e8,
};

export const TEXT_WIDTH_PER_EM = 0.6;
export const TEXT_LINE_HEIGHT = 1.2;
export const TEXT_BASELINE_EM = 0.8;
export const CAP_HEIGHT_EM = 0.7;
type TextEl = Extract<DrawingElement, { type: 'text' }>;
export const textEm = (el: Pick<TextEl, 'fontSize' | 'height'>): number =>
  el.height !== undefined ? el.height / CAP_HEIGHT_EM : el.fontSize;

export function textSize(el: Pick<TextEl, 'text' | 'fontSize' | 'height' | 'width'>): {
  width: number;
  height: number;
} {
  const lines = el.text.split('\n');
  const em = textEm(el);
  return {
    width: el.width ?? Math.max(...lines.map((l) => l.length)) * em * TEXT_WIDTH_PER_EM,
    height: lines.length * em * TEXT_LINE_HEIGHT,
  };
}

/** The element's rotation centre for text: the middle of its unrotated box. */
export function elementCenter(el: TextEl): Point {
  const { width, height } = textSize(el);
  const minX = el.align === 'center' ? el.x - width / 2 : el.align === 'right' ? el.x - width : el.x;
  return { x: minX + width / 2, y: el.y + height / 2 };
}

export const finalizeElement = (el: DrawingElement): DrawingElement => el;
