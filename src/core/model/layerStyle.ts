import type { DrawingElement } from './elements';
import type { Layer, Page } from './page';

/** The layer every drawing has (DXF): visible, black, continuous, default weight. */
export const LAYER_ZERO: Layer = {
  name: '0',
  color: '#000000',
  visible: true,
  frozen: false,
  locked: false,
  linetype: 'CONTINUOUS',
  lineweight: -3,
};

/** AutoCAD's default line weight (LWDEFAULT), in millimetres. */
export const DEFAULT_LINEWEIGHT_MM = 0.25;

export const layerKey = (name: string): string => name.toLowerCase();

/** The page's layers with "0" first (it exists even when the page lists none). */
export function pageLayers(page: Pick<Page, 'layers'>): Layer[] {
  const zero = page.layers.find((l) => l.name === '0');
  return [zero ?? LAYER_ZERO, ...page.layers.filter((l) => l.name !== '0')];
}

/** Case-insensitive lookup of a page's layers (DXF names are), "0" included. */
export type LayerLookup = ReadonlyMap<string, Layer>;

export function layerLookup(page: Pick<Page, 'layers'>): LayerLookup {
  return new Map(pageLayers(page).map((l) => [layerKey(l.name), l]));
}

/** An element's layer: the named one, or "0" when it names none or one the page does not list. */
export const layerOfElement = (el: Pick<DrawingElement, 'layer'>, layers: LayerLookup): Layer =>
  (el.layer === undefined ? undefined : layers.get(layerKey(el.layer))) ?? layers.get('0') ?? LAYER_ZERO;

/** Drawn at all: its layer is on and not frozen. */
export const isLayerShown = (layer: Layer): boolean => layer.visible && !layer.frozen;

export const isElementShown = (el: Pick<DrawingElement, 'layer'>, layers: LayerLookup): boolean =>
  isLayerShown(layerOfElement(el, layers));

/** Can be picked, selected and edited: shown and on an unlocked layer. */
export function isElementEditable(el: Pick<DrawingElement, 'layer'>, layers: LayerLookup): boolean {
  const layer = layerOfElement(el, layers);
  return isLayerShown(layer) && !layer.locked;
}

/** How an element is drawn: its own overrides, else its layer's (BYLAYER). */
export interface ResolvedStyle {
  /** '#rrggbb'. */
  readonly color: string;
  /** Upper-case linetype name. */
  readonly linetype: string;
  /** Millimetres, the default weight already substituted. */
  readonly lineweight: number;
  readonly locked: boolean;
}

const BY_LAYER = new Set(['BYLAYER', '']);

export function resolveStyle(
  el: Pick<DrawingElement, 'layer' | 'color' | 'linetype' | 'lineweight'>,
  layers: LayerLookup,
): ResolvedStyle {
  const layer = layerOfElement(el, layers);
  const linetype =
    el.linetype === undefined || BY_LAYER.has(el.linetype.toUpperCase()) ? layer.linetype : el.linetype;
  const weight = el.lineweight ?? layer.lineweight;
  return {
    color: (el.color ?? layer.color).toLowerCase(),
    linetype: linetype.toUpperCase(),
    lineweight: weight < 0 ? DEFAULT_LINEWEIGHT_MM : weight,
    locked: layer.locked,
  };
}

/**
 * A text's colour: `color` when set; else its `fill` unless that is the default black, which reads as BYLAYER
 * (typed text on a coloured layer takes the layer's colour, as CAD text does).
 */
export function textColor(
  el: Pick<DrawingElement, 'layer' | 'color'> & { readonly fill: string },
  layers: LayerLookup,
): string {
  if (el.color !== undefined) return el.color.toLowerCase();
  const fill = el.fill.toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(fill) && fill !== '#000000') return fill;
  return layerOfElement(el, layers).color.toLowerCase();
}

/**
 * Colours as ink on white paper: white and near-white (AutoCAD's colour 7, drawn black on a light background,
 * and pale yellows meant for a black screen) would vanish, so they print as black, as CAD plots them.
 */
export function inkOnPaper(hex: string): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return '#000000';
  const [r, g, b] = [m[1], m[2], m[3]].map((c) => parseInt(c as string, 16) / 255) as [
    number,
    number,
    number,
  ];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.85 ? '#000000' : hex.toLowerCase();
}

/** The layer name a new layer takes: "Layer1", "Layer2", … the first free one (AutoCAD's rule). */
export function nextLayerName(page: Pick<Page, 'layers'>): string {
  const taken = new Set(page.layers.map((l) => layerKey(l.name)));
  for (let i = 1; ; i++) if (!taken.has(layerKey(`Layer${i}`))) return `Layer${i}`;
}
