import { openingSymbol, roomOutline, roomTag, roomTagText } from '../geometry/buildingGeometry';
import { elementCenter, elementPath } from '../geometry/elementGeometry';
import { drawnWalls, faceChains, wallFaceDimension } from '../geometry/wallDrawing';
import type { Point } from '../geometry/point';
import { rotatePoint } from '../geometry/point';
import type { DrawingElement, RoomElement } from '../model/elements';
import type { WallDimensions } from '../model/page';
import type { Box } from '../geometry/box';
import { boxOfPoints } from '../geometry/box';
import type { LengthUnit } from '../units';
import type { Dimension } from './dimensions';
import { dimensionsOf } from './dimensions';
import { planDimensionStrings, sheetLength, stringDimensions, type StringsPlan } from './dimensionStrings';
import { labelBox, plotDimensions, textWidthPt } from './plotDimensions';
import { fontPointsForCap, LETTER_IN, penPoints, PT_PER_MM } from './sheetStyle';
import { hatchLoops } from '../geometry/elementGeometry';
import { evenOddFill } from '../geometry/loopNesting';
import { dashPolyline } from '../geometry/dashes';
import { hatchStrokes, hatchTint, isSolidHatch } from '../geometry/hatchPatterns';
import { TEXT_BASELINE_EM, textEm, textLines, textLocalBox } from '../geometry/textLayout';
import type { LayerLookup } from '../model/layerStyle';
import { DEFAULT_LINEWEIGHT_MM, inkOnPaper, layerLookup, resolveStyle, textColor } from '../model/layerStyle';
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
  /** Stroke colour, or null for a fill alone. */
  readonly stroke: string | null;
  /** Line weight on paper, in points. */
  readonly weight: number;
  /** Closed loops cut out of the fill (a hatch's islands, filled even-odd) and stroked with the path. */
  readonly holes?: readonly (readonly Point[])[];
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
/** Automatic dimensions of shapes on a page without walls sit this far from them (points on paper). */
const DIMENSION_GAP_PT = 10;
const INK = '#000000';
const POCHE = '#8c8c8c';
/** Room names at 1/8" capitals, no smaller than 3/32" when a long name has to shrink to fit its room. */
const ROOM_NAME_PT = fontPointsForCap(LETTER_IN.roomName);
const ROOM_NAME_MIN_PT = fontPointsForCap(LETTER_IN.roomNameMin);
const ROOM_AREA_PT = fontPointsForCap(LETTER_IN.roomArea);

export interface PlotOptions {
  readonly unit: LengthUnit;
  /** Points on paper per world unit. */
  readonly k: number;
  /** Dimension strings outside the building (or, on a page without walls, each shape's own dimensions). */
  readonly dimensions?: boolean;
  /** The page's layers: colours, linetypes and weights BYLAYER (layer "0" defaults when absent). */
  readonly layers?: LayerLookup;
  /** The page's `wallDimensions`: with 'faces', partitions are located by their faces. */
  readonly wallDimensions?: WallDimensions;
  /** Room tags give the room's width and depth under its area. */
  readonly roomDimensions?: boolean;
  /** The strings already worked out for this page (the sheet's placement needed them); else worked out here. */
  readonly strings?: StringsPlan;
}

/** Linetype dashes on paper, in points per pattern inch: AutoCAD's paper-space linetype scaling (PSLTSCALE). */
const DASH_PT_PER_INCH = 36;

/**
 * The drawn dimension elements' dimensions (always plotted, whatever the automatic dimensions choice), lettered
 * as the sheet letters its strings (12'-6"); a text override stays as typed.
 */
export const drawnDimensions = (elements: readonly DrawingElement[], unit: LengthUnit): Dimension[] =>
  elements.flatMap((el) =>
    el.type === 'dimension'
      ? dimensionsOf(el, unit, 0).map((d) =>
          d.override === undefined && d.measured !== undefined
            ? { ...d, label: sheetLength(d.measured, unit) }
            : d,
        )
      : [],
  );

export function plotElements(elements: readonly DrawingElement[], options: PlotOptions): Plot {
  const paths: PlotPath[] = [];
  const labels: PlotLabel[] = [];
  const { k } = options;
  const walls = drawnWalls(elements);
  const wallFace = wallFaceDimension(options.wallDimensions, walls);
  const stroke = (points: readonly Point[], closed: boolean, weight: number, fill: string | null = null) => {
    if (points.length >= 2) paths.push({ points, closed, fill, stroke: INK, weight });
  };
  // Room tags are placed first: dimension labels keep clear of them.
  const tagBoxes: Box[] = [];
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
          stroke(piece, true, penPoints('wall'), POCHE);
          break;
        }
        for (const p of joined?.polygons ?? [])
          paths.push({ points: p, closed: true, fill: POCHE, stroke: POCHE, weight: 0 });
        for (const chain of chains) stroke(chain.points, chain.closed, penPoints('wall'));
        break;
      }
      case 'door':
      case 'window': {
        const symbol = openingSymbol(el);
        for (const [a, b] of symbol.lines) stroke([a, b], false, penPoints('opening'));
        stroke(symbol.arc, false, penPoints('swing'));
        break;
      }
      case 'room': {
        // The outline is the area's boundary, not a line of the plan (offices keep it on a no-plot layer): the
        // tag alone is plotted.
        const tag = roomTagLabels(el, options);
        labels.push(...tag.labels);
        tagBoxes.push(...tag.labels.map((l) => labelBox(l, k)));
        break;
      }
      case 'dimension':
        break; // drawn with the dimensions below, whatever the option says
      case 'fixture':
        if (isStyled(el)) paths.push(...cadPaths(el, options));
        else for (const l of fixturePolylines(el)) stroke(l.points, l.closed, penPoints('fixture'));
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
        stroke(points, closed, penPoints(divider ? 'partition' : 'detail'), divider ? '#c8c8c8' : null);
      }
    }
  }
  const drawn = drawnDimensions(elements, options.unit);
  let automatic: Dimension[] = [];
  if (options.dimensions !== false) {
    if (walls.size > 0) {
      const plan = options.strings ?? planDimensionStrings(elements, options.wallDimensions, drawn, k);
      automatic = stringDimensions(plan, options.unit, k);
    } else
      automatic = elements.flatMap((el) =>
        el.type === 'dimension' ? [] : dimensionsOf(el, options.unit, DIMENSION_GAP_PT / k, wallFace),
      );
  }
  const dims = plotDimensions([...automatic, ...drawn], k, tagBoxes);
  paths.push(...dims.paths);
  labels.push(...dims.labels);
  return { paths, labels };
}

/**
 * A room's tag on paper: its name at 1/8" (wrapped onto two lines, then shrunk to 3/32" at the least, when it is
 * wider than the room), its area at 3/32", and its width × depth when asked — centred on the tag's anchor.
 */
export function roomTagLabels(
  el: RoomElement,
  options: Pick<PlotOptions, 'k' | 'unit' | 'roomDimensions'>,
): { labels: PlotLabel[] } {
  const { k } = options;
  const tag = roomTag(el);
  const outline = roomOutline(el);
  const box = boxOfPoints(outline);
  // The outline runs on the walls' centre lines: keep a quarter inch of paper clear on each side.
  const room = Math.max(0, (box.maxX - box.minX) * k - 18);
  const widest = (lines: readonly string[], size: number) =>
    Math.max(0, ...lines.map((l) => textWidthPt(l, size)));
  let nameLines = [el.name];
  let nameSize = ROOM_NAME_PT;
  if (widest(nameLines, nameSize) > room) {
    const split = splitInTwo(el.name);
    if (split && widest(split, nameSize) < widest(nameLines, nameSize)) nameLines = split;
    const width = widest(nameLines, nameSize);
    if (width > room) nameSize = Math.max(ROOM_NAME_MIN_PT, (nameSize * room) / width);
  }
  const [, area = ''] = roomTagText(el, options.unit).split('\n');
  const lines: { text: string; size: number; bold: boolean }[] = [
    ...nameLines.map((text) => ({ text, size: nameSize, bold: true })),
    { text: area, size: ROOM_AREA_PT, bold: false },
  ];
  if (options.roomDimensions) {
    const w = sheetLength(box.maxX - box.minX, options.unit);
    const d = sheetLength(box.maxY - box.minY, options.unit);
    lines.push({ text: `${w} x ${d}`, size: ROOM_AREA_PT, bold: false });
  }
  // A small room on paper keeps its name; the size, then the area, give way when they would spill over its
  // walls into the next room's tag.
  const tall = (ls: typeof lines) => ls.reduce((sum, l) => sum + l.size * 1.2, 0);
  const roomHeight = (box.maxY - box.minY) * k - 12;
  while (lines.length > nameLines.length) {
    const last = lines[lines.length - 1];
    if (!last || (tall(lines) <= roomHeight && textWidthPt(last.text, last.size) <= room)) break;
    lines.pop();
  }
  const height = tall(lines);
  let top = tag.at.y - height / 2 / k;
  const labels: PlotLabel[] = [];
  for (const line of lines) {
    labels.push({
      at: { x: tag.at.x, y: top + (line.size * 0.95) / k },
      lines: [line.text],
      size: line.size,
      angle: 0,
      anchor: 'middle',
      bold: line.bold,
      italic: false,
      color: INK,
    });
    top += (line.size * 1.2) / k;
  }
  return { labels };
}

/** A name split at the space nearest its middle ("Walk-in" / "closet"); null for a single word. */
function splitInTwo(name: string): [string, string] | null {
  const middle = name.length / 2;
  let best = -1;
  for (let i = 0; i < name.length; i++)
    if (name[i] === ' ' && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) best = i;
  return best > 0 ? [name.slice(0, best), name.slice(best + 1)] : null;
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
  // A hatch on the default weight plots with the hatch pen; anything else at its own weight, never thinner.
  const defaultWeight = el.lineweight === undefined && style.lineweight === DEFAULT_LINEWEIGHT_MM;
  const weight =
    el.type === 'hatch' && defaultWeight
      ? penPoints('hatch')
      : Math.max(penPoints('hatch'), style.lineweight * PT_PER_MM);
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
    // Even-odd, as CAD fills and the editor shows it: islands are holes in the loop around them.
    if (isSolidHatch(el.pattern))
      return evenOddFill(loops).map(({ outer, holes }) => ({
        points: loops[outer] as Point[],
        closed: true,
        fill: color,
        stroke: color,
        weight: 0,
        ...(holes.length > 0 ? { holes: holes.map((h) => loops[h] as Point[]) } : {}),
      }));
    const strokes = hatchStrokes(loops, el.pattern, el.patternScale, el.patternAngle + el.rotation);
    // As the editor shows it: a light tint of its colour under its outline.
    if (!strokes) return loops.flatMap((l) => path(l, true, hatchTint(color)));
    return strokes.map(([a, b]) => ({ points: [a, b], closed: false, fill: null, stroke: color, weight }));
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
