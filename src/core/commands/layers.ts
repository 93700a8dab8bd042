import { MAX_LAYERS_PER_PAGE, MAX_LAYER_NAME_LENGTH } from '../model/constants';
import type { DrawingElement } from '../model/elements';
import { LAYER_ZERO, layerKey, nextLayerName } from '../model/layerStyle';
import type { Layer, Page } from '../model/page';
import type { CommandResult } from './result';
import { done, fail } from './result';
import { plural } from './pageEdit';

/*
 * Layer edits are page edits: each returns a new page (recorded in the page's history like any drawing change),
 * keeps every untouched element's identity, and fails with the alert the user sees.
 */

export const LAYER_ALERTS = {
  name: 'A layer name needs 1 to 255 characters and none of < > / \\ " : ; ? * | = `.',
  taken: 'A layer with that name already exists.',
  zero: 'Layer 0 cannot be renamed or deleted.',
  missing: 'That layer no longer exists.',
  tooMany: `A page holds at most ${MAX_LAYERS_PER_PAGE} layers.`,
  current: 'The current layer cannot be deleted: make another layer current first.',
  color: 'A colour is #rrggbb.',
  weight: 'A line weight is 0 to 2.11 mm, or default.',
} as const;

/** AutoCAD refuses these characters in layer names; refusing them here keeps every written DXF valid. */
const BAD_NAME = /[<>/\\":;?*|=`]/;

export const isValidLayerName = (name: string): boolean =>
  name.trim().length > 0 && name.length <= MAX_LAYER_NAME_LENGTH && !BAD_NAME.test(name);

const find = (page: Page, name: string): Layer | undefined =>
  page.layers.find((l) => layerKey(l.name) === layerKey(name));

const isZero = (name: string): boolean => name === '0';

/** Layer "0" is implicit until it is edited: then it joins the list with the change. */
function withLayer(page: Page, name: string, change: (l: Layer) => Layer): Layer[] | null {
  const existing = find(page, name);
  if (existing) return page.layers.map((l) => (l === existing ? change(l) : l));
  if (isZero(name)) return [change(LAYER_ZERO), ...page.layers];
  return null;
}

/** A new layer with AutoCAD's defaults (white/black, continuous, default weight), made current. */
export function addLayer(page: Page, args: { readonly name?: string } = {}): CommandResult {
  const name = (args.name ?? nextLayerName(page)).trim();
  if (!isValidLayerName(name)) return fail(LAYER_ALERTS.name);
  if (find(page, name) || isZero(name)) return fail(LAYER_ALERTS.taken);
  if (page.layers.length >= MAX_LAYERS_PER_PAGE) return fail(LAYER_ALERTS.tooMany);
  const layer: Layer = { ...LAYER_ZERO, name };
  return done({ ...page, layers: [...page.layers, layer], currentLayer: name }, `Add layer ${name}`);
}

/** Renames a layer and every element on it (and the current layer when it is this one). */
export function renameLayer(page: Page, args: { readonly from: string; readonly to: string }): CommandResult {
  const to = args.to.trim();
  if (isZero(args.from)) return fail(LAYER_ALERTS.zero);
  const layer = find(page, args.from);
  if (!layer) return fail(LAYER_ALERTS.missing);
  if (!isValidLayerName(to)) return fail(LAYER_ALERTS.name);
  const clash = find(page, to);
  if ((clash && clash !== layer) || isZero(to)) return fail(LAYER_ALERTS.taken);
  if (to === layer.name) return done(page, 'Rename layer', 'ignore');
  const key = layerKey(layer.name);
  const elements = page.elements.map((el) =>
    el.layer !== undefined && layerKey(el.layer) === key ? ({ ...el, layer: to } as DrawingElement) : el,
  );
  const current =
    page.currentLayer !== undefined && layerKey(page.currentLayer) === key ? to : page.currentLayer;
  return done(
    {
      ...page,
      elements,
      layers: page.layers.map((l) => (l === layer ? { ...l, name: to } : l)),
      ...(current === undefined ? {} : { currentLayer: current }),
    },
    `Rename layer ${layer.name} to ${to}`,
  );
}

/** How many elements a layer holds (the delete confirmation says so). */
export function elementsOnLayer(page: Page, name: string): number {
  const key = layerKey(name);
  return page.elements.filter((el) => layerKey(el.layer ?? '0') === key).length;
}

/** Deletes a layer; its elements move to layer "0" (the Layers panel asks first when there are any). */
export function deleteLayer(page: Page, args: { readonly name: string }): CommandResult {
  if (isZero(args.name)) return fail(LAYER_ALERTS.zero);
  const layer = find(page, args.name);
  if (!layer) return fail(LAYER_ALERTS.missing);
  const key = layerKey(layer.name);
  if (page.currentLayer !== undefined && layerKey(page.currentLayer) === key)
    return fail(LAYER_ALERTS.current);
  let moved = 0;
  const elements = page.elements.map((el) => {
    if (el.layer === undefined || layerKey(el.layer) !== key) return el;
    moved++;
    const { layer: _gone, ...rest } = el;
    return rest as DrawingElement;
  });
  return done(
    {
      ...page,
      elements: moved > 0 ? elements : page.elements,
      layers: page.layers.filter((l) => l !== layer),
    },
    moved > 0
      ? `Delete layer ${layer.name}, ${plural(moved, 'element')} to layer 0`
      : `Delete layer ${layer.name}`,
  );
}

export type LayerChange = Partial<
  Pick<Layer, 'color' | 'visible' | 'frozen' | 'locked' | 'linetype' | 'lineweight'>
>;

/** On/off, freeze, lock, colour, linetype or line weight of one layer. */
export function setLayerProps(page: Page, args: { readonly name: string } & LayerChange): CommandResult {
  const { name, ...change } = args;
  if (change.color !== undefined && !/^#[0-9a-fA-F]{6}$/.test(change.color)) return fail(LAYER_ALERTS.color);
  if (
    change.lineweight !== undefined &&
    change.lineweight !== -3 &&
    !(change.lineweight >= 0 && change.lineweight <= 2.11)
  )
    return fail(LAYER_ALERTS.weight);
  if (change.linetype !== undefined && !isValidLayerName(change.linetype)) return fail(LAYER_ALERTS.name);
  const patch = { ...change, ...(change.linetype ? { linetype: change.linetype.toUpperCase() } : {}) };
  const layers = withLayer(page, name, (l) => ({ ...l, ...patch }));
  if (!layers) return fail(LAYER_ALERTS.missing);
  const what = Object.keys(change).join(', ');
  return done({ ...page, layers }, `Layer ${name}: ${what}`);
}

/** The layer new elements go on. */
export function setCurrentLayer(page: Page, args: { readonly name: string }): CommandResult {
  const layer = find(page, args.name);
  if (!layer && !isZero(args.name)) return fail(LAYER_ALERTS.missing);
  const name = layer?.name ?? '0';
  if ((page.currentLayer ?? '0') === name) return done(page, 'Current layer', 'ignore');
  const { currentLayer: _old, ...rest } = page;
  return done(isZero(name) ? rest : { ...rest, currentLayer: name }, `Current layer ${name}`);
}

/** Moves elements to a layer (properties or the context menu's "Move to layer"). */
export function moveToLayer(
  page: Page,
  args: { readonly ids: readonly string[]; readonly layer: string },
): CommandResult {
  const layer = find(page, args.layer);
  if (!layer && !isZero(args.layer)) return fail(LAYER_ALERTS.missing);
  const ids = new Set(args.ids);
  let moved = 0;
  const elements = page.elements.map((el) => {
    if (!ids.has(el.id)) return el;
    const target = layer?.name;
    if ((el.layer ?? '0') === (target ?? '0')) return el;
    moved++;
    if (target === undefined || isZero(target)) {
      const { layer: _old, ...rest } = el;
      return rest as DrawingElement;
    }
    return { ...el, layer: target } as DrawingElement;
  });
  if (moved === 0) return done(page, 'Move to layer', 'ignore');
  return done({ ...page, elements }, `Move ${plural(moved, 'element')} to layer ${layer?.name ?? '0'}`);
}

/** The layer a new element takes: the page's current layer (absent for "0", so old pages stay as they were). */
export const currentLayerOf = (page: Page): string | undefined =>
  page.currentLayer !== undefined && !isZero(page.currentLayer) && find(page, page.currentLayer)
    ? (find(page, page.currentLayer) as Layer).name
    : undefined;
