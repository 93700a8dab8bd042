/**
 * A page underlay (issue 12 item 4): a PDF page or an image placed under the drawing as a background to trace
 * over, like an AutoCAD PDF/image underlay or a Bluebeam overlay. The bytes live on the server as an asset of
 * the design (`fileId`); the page only holds where it sits and how it shows. It is never hit-tested, selected
 * or exported to DXF.
 */
export interface Underlay {
  readonly id: string;
  /** The design asset holding the rendered image (the server's underlay id, as text). */
  readonly fileId: string;
  readonly kind: 'pdf' | 'image';
  /** 1-based page of the source PDF (PDF underlays only). */
  readonly pageNumber?: number;
  /** What the underlay panel lists: the uploaded file's name. */
  readonly name?: string;
  /** Top-left corner in world units (96 per inch); the underlay rotates about it. */
  readonly x: number;
  readonly y: number;
  /** Placed size in world units: the paper size until calibrated, the calibrated size after. */
  readonly width: number;
  readonly height: number;
  /** Degrees, clockwise on screen, like elements. */
  readonly rotation: number;
  /** UNDERLAY_LIMITS.minOpacity..1 */
  readonly opacity: number;
  readonly visible: boolean;
  /** Locked underlays cannot be moved (new underlays start locked, as a background should). */
  readonly locked: boolean;
}

export const UNDERLAY_LIMITS = {
  perPage: 10,
  minOpacity: 0.1,
  maxOpacity: 1,
  nameLength: 200,
  /** PDF pages a PDF underlay may come from (the PDF guards cap the page count further). */
  maxPageNumber: 10_000,
} as const;

/** The default opacity: faded enough that the line work drawn over it stands out. */
export const DEFAULT_UNDERLAY_OPACITY = 0.5;

export const clampOpacity = (opacity: number): number =>
  Number.isFinite(opacity)
    ? Math.min(UNDERLAY_LIMITS.maxOpacity, Math.max(UNDERLAY_LIMITS.minOpacity, opacity))
    : DEFAULT_UNDERLAY_OPACITY;

const NONE: readonly Underlay[] = Object.freeze([]);

/** A page's underlays: absent (pages saved before underlays existed) reads as none (one shared empty list). */
export const pageUnderlays = (page: { readonly underlays?: readonly Underlay[] }): readonly Underlay[] =>
  page.underlays ?? NONE;

/** What the server answers for an uploaded underlay file: enough to place it. */
export interface UnderlayAsset {
  readonly fileId: string;
  readonly kind: 'pdf' | 'image';
  readonly pageNumber?: number;
  readonly name: string;
  /** Natural size in world units: a PDF page's paper size, an image at 96 px per inch. */
  readonly width: number;
  readonly height: number;
}

/** A new underlay centred on `center`, locked and half-faded, ready to calibrate. */
export function placeUnderlay(id: string, asset: UnderlayAsset, center: { x: number; y: number }): Underlay {
  return {
    id,
    fileId: asset.fileId,
    kind: asset.kind,
    ...(asset.pageNumber !== undefined ? { pageNumber: asset.pageNumber } : {}),
    name: asset.name.slice(0, UNDERLAY_LIMITS.nameLength),
    x: center.x - asset.width / 2,
    y: center.y - asset.height / 2,
    width: asset.width,
    height: asset.height,
    rotation: 0,
    opacity: DEFAULT_UNDERLAY_OPACITY,
    visible: true,
    locked: true,
  };
}
