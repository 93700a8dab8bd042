import type {
  ConvertedFillStyle,
  ConvertedStrokeStyle,
  FillInput,
  Graphics,
  GraphicsPath,
  StrokeInput,
} from 'pixi.js';
import { GraphicsContext } from 'pixi.js';

/**
 * Appends fills and strokes of ready-made paths to a Graphics' drawing. Pixi's own `stroke(style)` converts the
 * style into a fresh object, copies the path it has gathered and starts a new one at every call, and each
 * `lineTo` leaves an instruction and its arguments behind: opening a 50,000-element design made about 1.3 KB of
 * garbage per element that way. Here a path goes in as is (flat point arrays: see GraphicsPath.poly) with a
 * style converted once by Pixi and shared by every instruction that uses it (Pixi only reads an instruction's
 * style; its own fill-then-stroke shares a path between two instructions the same way).
 */

// `onUpdate` is protected in Pixi 8's typings; it is what every drawing call of a context ends with (bounds and
// GPU data marked stale, the Graphics told). A Pixi upgrade must re-check it.
interface Updatable {
  onUpdate(): void;
}

function append(g: Graphics, instruction: GraphicsContext['instructions'][number]): void {
  g.context.instructions.push(instruction);
  (g.context as unknown as Updatable).onUpdate();
}

/** Strokes `path` (left untouched afterwards: the instruction keeps it) with a style from `strokeStyle`. */
export function strokePath(g: Graphics, path: GraphicsPath, style: ConvertedStrokeStyle): void {
  if (path.instructions.length === 0) return;
  append(g, { action: 'stroke', data: { style, path } });
}

/** Fills `path` (left untouched afterwards) with a style from `fillStyle`. */
export function fillPath(g: Graphics, path: GraphicsPath, style: ConvertedFillStyle): void {
  if (path.instructions.length === 0) return;
  append(g, { action: 'fill', data: { style, path } });
}

/** Converts styles as Pixi's `stroke(style)` and `fill(style)` do, on a context that draws nothing. */
let converter: GraphicsContext | null = null;
const convert = (): GraphicsContext => (converter ??= new GraphicsContext());

/** A drawing holds a handful of colours and weights; past this many, the caches start over. */
const MAX_CACHED = 256;

function cached<S>(cache: Map<number, Map<number, S>>, a: number, b: number, make: () => S): S {
  let inner = cache.get(a);
  if (!inner) {
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(a, (inner = new Map()));
  }
  let style = inner.get(b);
  if (!style) {
    if (inner.size >= MAX_CACHED) inner.clear();
    style = make();
    inner.set(b, style);
  }
  return style;
}

const strokes = new Map<number, Map<number, ConvertedStrokeStyle>>();
const fills = new Map<number, Map<number, ConvertedFillStyle>>();

function strokeStyleOf(input: StrokeInput): ConvertedStrokeStyle {
  const c = convert();
  c.strokeStyle = input;
  return c.strokeStyle;
}

/** The 1-pixel line of `color` at any zoom (`{ width: 1, color, pixelLine: true }`). */
export const pixelStroke = (color: number): ConvertedStrokeStyle =>
  cached(strokes, color, -1, () => strokeStyleOf({ width: 1, color, pixelLine: true }));

/** A line `width` world units wide with round caps and joins. */
export const roundStroke = (color: number, width: number): ConvertedStrokeStyle =>
  cached(strokes, color, width, () => strokeStyleOf({ width, color, cap: 'round', join: 'round' }));

/** A fill of `color` (`alpha` 1 is a plain colour fill, as `fill(color)`). */
export function fillStyle(color: number, alpha = 1): ConvertedFillStyle {
  return cached(fills, color, alpha, () => {
    const c = convert();
    c.fillStyle = (alpha === 1 ? color : { color, alpha }) satisfies FillInput;
    return c.fillStyle;
  });
}
