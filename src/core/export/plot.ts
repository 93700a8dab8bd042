import { openingSymbol, roomOutline, roomTag, roomTagText } from '../geometry/buildingGeometry';
import { elementCenter, elementPath } from '../geometry/elementGeometry';
import { drawnWalls, faceChains, wallFaceDimension } from '../geometry/wallDrawing';
import type { Point } from '../geometry/point';
import { rotatePoint } from '../geometry/point';
import type { DrawingElement } from '../model/elements';
import type { WallDimensions } from '../model/page';
import type { LengthUnit } from '../units';
import { dimensionLayout, dimensionsOf } from './dimensions';
import { hatchLoops } from '../geometry/elementGeometry';
import { dashPolyline } from '../geometry/dashes';
import { hatchStrokes, isSolidHatch } from '../geometry/hatchPatterns';
import { TEXT_BASELINE_EM, textEm, textLines, textLocalBox } from '../geometry/textLayout';
import type { LayerLookup } from '../model/layerStyle';
import { inkOnPaper, layerLookup, resolveStyle, textColor } from '../model/layerStyle';
import { linetypePattern } from '../model/linetypes';
import { fixturePolylines } from '../symbols/fixtureGeometry';

/**
 * A page as what a plotter draws: outlines and labels in world units, with line weights and text sizes chosen
 * for paper. `k` is points on paper per world unit, so annotations (dimension offsets, label sizes) come out
 * the same size on every sheet and scale, as CAD annotation scaling does.
 */

export interface PlotPath {
  readonly points: readonly Point[];
  readonly closed: boolean;
  /** Fill colour (#rrggbb) or null. */
  readonly fill: string | null;
  readonly stroke: string;
  /** Line weight on paper, in points. */
  readonly weight: number;
}

export interface PlotLabel {
  /** Baseline start (anchor `start`) or baseline middle (anchor `middle`) of the first line, world units. */
  readonly at: Point;
  readonly lines: readonly string[];
  /** Height on paper, points. */
  readonly size: number;
  /** Degrees, counter-clockwise on paper (PDF's sense). */
  readonly angle: number;
  readonly anchor: 'start' | 'middle';
  readonly bold: boolean;
  readonly italic: boolean;
  readonly color: string;
}

export interface Plot {
  readonly paths: PlotPath[];
  readonly labels: PlotLabel[];
}

/** The smallest text that plots legibly (about 3/32"): smaller text is drawn at this height instead. */
export const MIN_TEXT_PT = 6.5;
const DIMENSION_TEXT_PT = 7;
const DIMENSION_GAP_PT = 10;
const WEIGHTS = { wall: 0.7, divider: 0.5, shape: 0.35, dimension: 0.25, thin: 0.25 } as const;
const DIMENSION_COLOR = '#c00000';
const INK = '#000000';
const POCHE = '#8c8c8c';
const ROOM_FILL = '#f5f1e8';

export interface PlotOptions {
  readonly unit: LengthUnit;
  /** Points on paper per world unit. */
  readonly k: number;
  readonly dimensions?: boolean;
  /** The page's layers: colours, linetypes and weights BYLAYER (layer "0" defaults when absent). */
  readonly layers?: LayerLookup;
  /** The page's `wallDimensions`: with 'faces', wall dimensions measure their joined faces. */
  readonly wallDimensions?: WallDimensions;
}

const PT_PER_MM = 72 / 25.4;
/** Linetype dashes on paper, in points per pattern inch: AutoCAD's paper-space linetype scaling (PSLTSCALE). */
const DASH_PT_PER_INCH = 36;

export function plotElements(elements: readonly DrawingElement[], options: PlotOptions): Plot {
  const paths: PlotPath[] = [];
  const labels: PlotLabel[] = [];
  const { k } = options;
  const walls = drawnWalls(elements);
  const wallFace = wallFaceDimension(options.wallDimensions, walls);
  const stroke = (points: readonly Point[], closed: boolean, weight: number, fill: string | null = null) => {
    if (points.length >= 2) paths.push({ points, closed, fill, stroke: INK, weight });
  };
  for (const el of elements) {
    switch (el.type) {
      case 'text':
        labels.push(...textLabels(el, k, options.layers));
        break;
      case 'wall': {
        // Joined and cut at its doors and windows (paper has no white mask to paint over a wall): the poché
        // pieces unstroked, so nothing marks where they meet, then the faces.
        const joined = walls.get(el.id);
        const chains = faceChains(joined?.faces ?? []);
        const [piece] = joined?.polygons ?? [];
        // A wall meeting nothing is one outline, filled and stroked, as before joins.
        if (piece && joined?.polygons.length === 1 && chains.length === 1 && chains[0]?.closed) {
          stroke(piece, true, WEIGHTS.wall, POCHE);
          break;
        }
        for (const p of joined?.polygons ?? [])
          paths.push({ points: p, closed: true, fill: POCHE, stroke: POCHE, weight: 0 });
        for (const chain of chains) stroke(chain.points, chain.closed, WEIGHTS.wall);
        break;
      }
      case 'door':
      case 'window': {
        const symbol = openingSymbol(el);
        for (const [a, b] of symbol.lines) stroke([a, b], false, WEIGHTS.shape);
        stroke(symbol.arc, false, WEIGHTS.thin);
        break;
      }
      case 'room': {
        stroke(roomOutline(el), true, WEIGHTS.thin, ROOM_FILL);
        const tag = roomTag(el);
        const size = Math.max(tag.fontSize * k, MIN_TEXT_PT);
        const [name = '', area = ''] = roomTagText(el, options.unit).split('\n');
        // Two centred lines around the tag's anchor: the name above, the live area below.
        const line = (text: string, dy: number): PlotLabel => ({
          at: { x: tag.at.x, y: tag.at.y + (dy * size) / k },
          lines: [text],
          size,
          angle: 0,
          anchor: 'middle',
          bold: false,
          italic: false,
          color: INK,
        });
        labels.push(line(name, -0.15), line(area, 1.05));
        break;
      }
      case 'dimension':
        break; // drawn with the dimensions below, whatever the option says
      case 'fixture':
        if (isStyled(el)) paths.push(...cadPaths(el, options));
        else for (const l of fixturePolylines(el)) stroke(l.points, l.closed, WEIGHTS.shape);
        break;
      case 'arc':
      case 'ellipse':
      case 'polyline':
      case 'hatch':
      case 'point':
        paths.push(...cadPaths(el, options));
        break;
      default: {
        if (isStyled(el)) {
          paths.push(...cadPaths(el, options));
          break;
        }
        const { points, closed } = elementPath(el);
        const divider = el.type === 'divider';
        stroke(points, closed, divider ? WEIGHTS.divider : WEIGHTS.shape, divider ? '#c8c8c8' : null);
      }
    }
    if (options.dimensions !== false || el.type === 'dimension') {
      for (const d of dimensionsOf(el, options.unit, DIMENSION_GAP_PT / k, wallFace)) {
        const { a, b, mid, angle } = dimensionLayout(d);
        const tick = 3 / k;
        const along = { x: b.x - a.x, y: b.y - a.y };
        const len = Math.hypot(along.x, along.y) || 1;
        // Architectural ticks: short 45° strokes at both ends of the dimension line.
        const t = {
          x: ((along.x - along.y) / len / Math.SQRT2) * tick,
          y: ((along.y + along.x) / len / Math.SQRT2) * tick,
        };
        const stroke = (points: Point[]): PlotPath => ({
          points,
          closed: false,
          fill: null,
          stroke: DIMENSION_COLOR,
          weight: WEIGHTS.dimension,
        });
        paths.push(stroke([a, b]));
        for (const end of [a, b])
          paths.push(
            stroke([
              { x: end.x - t.x, y: end.y - t.y },
              { x: end.x + t.x, y: end.y + t.y },
            ]),
          );
        // The label sits just above the dimension line (screen "above" is -y in the world).
        const lift = 2 / k;
        const rad = (angle * Math.PI) / 180;
        labels.push({
          at: { x: mid.x + Math.sin(rad) * lift, y: mid.y - Math.cos(rad) * lift },
          lines: [d.label],
          size: DIMENSION_TEXT_PT,
          angle: -angle,
          anchor: 'middle',
          bold: false,
          italic: false,
          color: DIMENSION_COLOR,
        });
      }
    }
  }
  return { paths, labels };
}

/**
 * A text element's lines at their true size (CAD text: its height; typed text: its font size in world units), or
 * at MIN_TEXT_PT when that would not plot legibly. Centred and right-aligned CAD text plots from its centre.
 */
function textLabels(
  el: Extract<DrawingElement, { type: 'text' }>,
  k: number,
  layers?: LayerLookup,
): PlotLabel[] {
  const size = Math.max(textEm(el) * k, MIN_TEXT_PT);
  const worldSize = size / k;
  const center = elementCenter(el);
  const lines = textLines(el);
  // (x, y) is the top of the first line; its baseline is about 0.8 em lower. Right-aligned text plots centred
  // on its box (the label has start and middle anchors only).
  const box = textLocalBox(el);
  const middle = el.align === 'center' || el.align === 'right';
  const x = middle ? (box.minX + box.maxX) / 2 : el.x;
  const at = rotatePoint({ x, y: el.y + worldSize * TEXT_BASELINE_EM }, center, el.rotation);
  const color = layers
    ? inkOnPaper(textColor(el, layers))
    : /^#[0-9a-f]{6}$/i.test(el.fill)
      ? el.fill
      : '#000000';
  return [
    {
      at,
      lines,
      size,
      angle: -el.rotation,
      anchor: middle ? 'middle' : 'start',
      bold: el.fontStyle.includes('bold'),
      italic: el.fontStyle.includes('italic'),
      color,
    },
  ];
}

/**
 * The CAD types on paper in their resolved colour, weight (mm) and linetype (dashes sized on paper, as AutoCAD
 * scales linetypes in paper space); SOLID hatches filled, patterns as their strokes clipped to the boundary
 * (a light outline when unknown), points as small crosses.
 */
function cadPaths(el: DrawingElement, options: PlotOptions): PlotPath[] {
  const style = resolveStyle(el, options.layers ?? layerLookup({ layers: [] }));
  const color = inkOnPaper(style.color);
  const weight = Math.max(WEIGHTS.thin, style.lineweight * PT_PER_MM);
  const pattern = linetypePattern(style.linetype);
  const path = (points: readonly Point[], closed: boolean, fill: string | null = null): PlotPath[] => {
    if (points.length < 2) return [];
    const dashes = pattern
      ? dashPolyline(
          points,
          closed,
          pattern.map((v) => (v * DASH_PT_PER_INCH) / options.k),
        )
      : null;
    if (!dashes || fill) return [{ points, closed, fill, stroke: color, weight }];
    return dashes.map((d) => ({ points: d, closed: false, fill: null, stroke: color, weight }));
  };
  if (el.type === 'point') {
    const h = 2 / options.k;
    return [
      {
        points: [
          { x: el.x - h, y: el.y },
          { x: el.x + h, y: el.y },
        ],
        closed: false,
        fill: null,
        stroke: color,
        weight,
      },
      {
        points: [
          { x: el.x, y: el.y - h },
          { x: el.x, y: el.y + h },
        ],
        closed: false,
        fill: null,
        stroke: color,
        weight,
      },
    ];
  }
  if (el.type === 'hatch') {
    const loops = hatchLoops(el).filter((l) => l.length >= 3);
    if (isSolidHatch(el.pattern))
      return loops.map((l) => ({ points: l, closed: true, fill: color, stroke: color, weight: 0 }));
    const strokes = hatchStrokes(loops, el.pattern, el.patternScale, el.patternAngle + el.rotation);
    if (!strokes) return loops.flatMap((l) => path(l, true));
    return strokes.map(([a, b]) => ({
      points: [a, b],
      closed: false,
      fill: null,
      stroke: color,
      weight: WEIGHTS.thin,
    }));
  }
  if (el.type === 'fixture') return fixturePolylines(el).flatMap((l) => path(l.points, l.closed));
  const p = elementPath(el);
  return path(p.points, p.closed);
}

/** Styled elements (on a layer or with their own colour, linetype or weight) plot as CAD draws them. */
const isStyled = (el: DrawingElement): boolean =>
  el.layer !== undefined ||
  el.color !== undefined ||
  el.linetype !== undefined ||
  el.lineweight !== undefined;
