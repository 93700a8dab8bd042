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

/** The element's rotation centre for text: the middle of its unrotated box. */
export function textCenter(el: Extract<DrawingElement, { type: 'text' }>): Point {
  const h = el.height ?? el.fontSize;
  const lines = el.text.split('\n');
  const w = Math.max(...lines.map((l) => l.length)) * h * TEXT_WIDTH_PER_EM;
  const minX = el.align === 'center' ? el.x - w / 2 : el.align === 'right' ? el.x - w : el.x;
  return { x: minX + w / 2, y: el.y + (lines.length * h * TEXT_LINE_HEIGHT) / 2 };
}

export const finalizeElement = (el: DrawingElement): DrawingElement => el;
