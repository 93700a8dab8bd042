import type { Point } from '../geometry/point';
import { elementCenter, elementVertices, lineEndpoints } from '../geometry/elementGeometry';
import type { OpeningSymbol } from '../geometry/buildingGeometry';
import { openingSymbol, roomOutline } from '../geometry/buildingGeometry';
import type { JoinedWall } from '../geometry/wallJoins';
import { drawnWalls, faceChains, wallFaceDimension } from '../geometry/wallDrawing';
import type { DrawingElement, RoomElement } from '../model/elements';
import { automaticDimensions, type Page } from '../model/page';
import type { LengthUnit } from '../units';
import type { Dimension } from './dimensions';
import { dimensionsOf } from './dimensions';
import type { Box } from '../geometry/box';
import { PX_PER_INCH } from '../model/constants';
import { designPlotRatio } from '../annotation/plotSize';
import { NO_MARGINS, SIDES, stringDimensions, stringMargins } from './dimensionStrings';
import { drawnDimensions, roomTagLabels, type PlotLabel } from './plot';
import { stringsFor } from './plotFrame';
import { labelBox, plotDimensions } from './plotDimensions';
import { pointsPerUnit } from './sheets';
import { PEN_MM, penPoints, PT_PER_MM, type Pen } from './sheetStyle';
import type { LayerName } from './layers';
import { LAYERS, layerOf } from './layers';
import { annotationSize, placePages } from './pageLayout';
import type { LayerLookup } from '../model/layerStyle';
import { DEFAULT_LINEWEIGHT_MM, inkOnPaper, layerLookup, resolveStyle, textColor } from '../model/layerStyle';
import { linetypePattern, linetypeScale, patternInWorld } from '../model/linetypes';
import { arcSvg, ellipseSvg, escapeXml, hatchSvg, n, pointSvg, polylineSvg, textSvg } from './svgCad';
import { fixtureDrawing } from '../symbols/fixtureGeometry';

const pts = (points: readonly Point[]): string => points.map((p) => `${n(p.x)},${n(p.y)}`).join(' ');

export { escapeXml };

/** How the page draws: its layers and linetype scale, the drawing's annotation size and its plot scale. */
interface SvgContext {
  readonly unit: LengthUnit;
  /** Points on paper per world unit at the plot scale: pens and lettering are sized on paper. */
  readonly k: number;
  /** Room tags give the room's width and depth. */
  readonly roomDimensions?: boolean;
  /** The page's walls joined and cut at their openings (wallDrawing `drawnWalls`). */
  readonly walls: ReadonlyMap<string, JoinedWall>;
  readonly layers: LayerLookup;
  readonly ltscale: number;
  readonly size: number;
}

/** A pen's stroke attributes: black, its width on paper in world units at the plot scale. */
const pen = (name: Pen, ctx: Pick<SvgContext, 'k'>): string =>
  `stroke="#000" fill="none" stroke-width="${n(penPoints(name) / ctx.k)}"`;

/**
 * The stroke attributes of an element: its resolved colour (ink on white paper), its linetype as a dash array
 * in world units, and its weight on paper (never lighter than the hatch pen).
 */
function strokeOf(el: DrawingElement, ctx: SvgContext): { color: string; attrs: string } {
  const style = resolveStyle(el, ctx.layers);
  const color = inkOnPaper(style.color);
  const pattern = linetypePattern(style.linetype);
  const dash = pattern
    ? ` stroke-dasharray="${patternInWorld(pattern, ctx.ltscale)
        .map((v) => n(Math.max(Math.abs(v), 0.5)))
        .join(' ')}"`
    : '';
  const styled =
    el.layer !== undefined ||
    el.color !== undefined ||
    el.linetype !== undefined ||
    el.lineweight !== undefined;
  const mm =
    el.type === 'hatch' && style.lineweight === DEFAULT_LINEWEIGHT_MM
      ? PEN_MM.hatch
      : styled
        ? Math.max(PEN_MM.hatch, style.lineweight)
        : PEN_MM.detail;
  return {
    color,
    attrs: `stroke="${color}" fill="none" stroke-width="${n((mm * PT_PER_MM) / ctx.k)}"${dash}`,
  };
}

function rotation(el: DrawingElement): string {
  if (el.rotation === 0) return '';
  const c = elementCenter(el);
  return ` transform="rotate(${n(el.rotation)} ${n(c.x)} ${n(c.y)})"`;
}

/** The opening is painted white over the wall it cuts (its layer is drawn after A-WALL), then its line work. */
function openingSvg(sym: OpeningSymbol, ctx: SvgContext): string {
  const lines = sym.lines
    .map(
      ([a, b]) =>
        `<line x1="${n(a.x)}" y1="${n(a.y)}" x2="${n(b.x)}" y2="${n(b.y)}" ${pen('opening', ctx)}/>`,
    )
    .join('');
  const arc = sym.arc.length > 0 ? `<polyline points="${pts(sym.arc)}" ${pen('swing', ctx)}/>` : '';
  return `<g><polygon points="${pts(sym.cut)}" fill="#fff" stroke="none"/>${lines}${arc}</g>`;
}

/** Paper text as SVG: its size and baseline in world units, turned as the plot turns it. */
function labelSvg(label: PlotLabel, k: number): string {
  const size = label.size / k;
  const anchor = label.anchor === 'middle' ? 'middle' : 'start';
  const weight = label.bold ? ' font-weight="bold"' : '';
  const turn =
    label.angle === 0 ? '' : ` transform="rotate(${n(-label.angle)} ${n(label.at.x)} ${n(label.at.y)})"`;
  const lines = label.lines
    .map(
      (line, i) =>
        `<tspan x="${n(label.at.x)}" y="${n(label.at.y + i * size * 1.2)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<text font-size="${n(size)}" font-family="sans-serif" text-anchor="${anchor}" fill="${label.color}"${weight}${turn}>${lines}</text>`;
}

/** The room's outline (unplotted, as offices keep area boundaries) and its tag, lettered as the sheet letters it. */
function roomSvg(el: RoomElement, ctx: SvgContext): string {
  const { labels } = roomTagLabels(el, ctx);
  return (
    `<g><polygon points="${pts(roomOutline(el))}" fill="none" stroke="none"/>` +
    labels.map((l) => labelSvg(l, ctx.k)).join('') +
    '</g>'
  );
}

/** Dimensions as the plot draws them: lines, ticks and extension lines on the dimension pen, labels clear of tags. */
function dimensionsSvg(dims: readonly Dimension[], ctx: SvgContext, obstacles: Box[]): string {
  const { paths, labels } = plotDimensions(dims, ctx.k, obstacles);
  const d = paths.map((p) => `M ${p.points.map((q) => `${n(q.x)} ${n(q.y)}`).join(' L ')}`).join(' ');
  const lines = d ? `<path d="${d}" ${pen('dimension', ctx)}/>` : '';
  return `<g>${lines}${labels.map((l) => labelSvg(l, ctx.k)).join('')}</g>`;
}

/**
 * A wall as its poché (the joined pieces, outlined in their own grey so anti-aliasing leaves no seam where they
 * meet) under its face lines on the wall pen, cut at its doors and windows so the file reads right even where the
 * openings' white paint is ignored.
 */
function wallSvg(joined: JoinedWall | undefined, ctx: SvgContext): string {
  if (!joined) return '';
  const fill = joined.polygons
    .map((p) => `<polygon points="${pts(p)}" fill="#555" stroke="#555" stroke-width="${n(0.5 / ctx.k)}"/>`)
    .join('');
  const faces = faceChains(joined.faces)
    .map((c) => `<${c.closed ? 'polygon' : 'polyline'} points="${pts(c.points)}" ${pen('wall', ctx)}/>`)
    .join('');
  return `<g>${fill}${faces}</g>`;
}

function elementSvg(el: DrawingElement, ctx: SvgContext): string {
  const { color, attrs: STROKE } = strokeOf(el, ctx);
  switch (el.type) {
    case 'wall':
      return wallSvg(ctx.walls.get(el.id), ctx);
    case 'door':
    case 'window':
      return openingSvg(openingSymbol(el), ctx);
    case 'room':
      return roomSvg(el, ctx);
    case 'dimension':
      // Drawn with the dimensions (below), so it shows even when automatic dimensions are off.
      return '';
    case 'line': {
      const [a, b] = lineEndpoints(el);
      return `<line x1="${n(a.x)}" y1="${n(a.y)}" x2="${n(b.x)}" y2="${n(b.y)}" ${STROKE}/>`;
    }
    case 'divider':
      return `<polygon points="${pts(elementVertices(el) ?? [])}" fill="#c8c8c8" stroke="#000" stroke-width="${n(penPoints('partition') / ctx.k)}"/>`;
    case 'rectangle':
    case 'square':
      return `<rect x="${n(el.x)}" y="${n(el.y)}" width="${n(el.width)}" height="${n(el.height)}" ${STROKE}${rotation(el)}/>`;
    case 'circle':
      return `<circle cx="${n(el.x)}" cy="${n(el.y)}" r="${n(el.radius)}" ${STROKE}/>`;
    case 'half-arch': {
      const s = { x: el.x + el.start.x, y: el.y + el.start.y };
      const e = { x: el.x + el.end.x, y: el.y + el.end.y };
      return `<path d="M ${n(s.x)} ${n(s.y)} A ${n(el.radius)} ${n(el.radius)} 0 0 1 ${n(e.x)} ${n(e.y)}" ${STROKE}${rotation(el)}/>`;
    }
    case 'bezier-arch': {
      const p = (q: Point) => `${n(el.x + q.x)} ${n(el.y + q.y)}`;
      return `<path d="M ${p(el.start)} Q ${p(el.control)} ${p(el.end)}" ${STROKE}${rotation(el)}/>`;
    }
    case 'polygon':
    case 'triangle':
    case 'right-triangle':
    case 'equilateral-triangle':
      return `<polygon points="${pts(elementVertices(el) ?? [])}" ${STROKE}/>`;
    case 'text':
      return textSvg(el, inkOnPaper(textColor(el, ctx.layers)));
    case 'free-pencil':
      return `<polyline points="${pts(el.points.map((p) => ({ x: el.x + p.x, y: el.y + p.y })))}" ${STROKE}${rotation(el)}/>`;
    case 'arc':
      return arcSvg(el, STROKE);
    case 'ellipse':
      return ellipseSvg(el, STROKE);
    case 'polyline':
      return polylineSvg(el, STROKE);
    case 'hatch':
      return hatchSvg(el, color, STROKE);
    case 'point':
      return pointSvg(el, ctx.size, STROKE);
    case 'fixture': {
      // One group per fixture, its symbol's polylines and drains, so it reads as one object in an SVG editor.
      const d = fixtureDrawing(el);
      const parts = [
        ...d.paths.map((p) => `<${p.closed ? 'polygon' : 'polyline'} points="${pts(p.points)}" ${STROKE}/>`),
        ...d.circles.map(
          (c) => `<circle cx="${n(c.center.x)}" cy="${n(c.center.y)}" r="${n(c.radius)}" ${STROKE}/>`,
        ),
      ];
      return `<g data-symbol="${el.symbol}">${parts.join('')}</g>`;
    }
  }
}

export interface SvgOptions {
  readonly unit: LengthUnit;
  /** Dimension strings outside the building (or each shape's own dimensions on a page without walls); on by default. */
  readonly dimensions?: boolean;
  /** Room tags give the room's width and depth. */
  readonly roomDimensions?: boolean;
  /**
   * 'elements': each element's own dimensions, walls too (the wizard's preview shows every face as entered);
   * 'sheet' (the default): strings outside the building, as the sheet draws them.
   */
  readonly annotate?: 'sheet' | 'elements';
  /**
   * The plot scale as 1:ratio: pens and lettering are their paper sizes at it, and the SVG's width and height are
   * the drawing's size on paper. The design's plot scale when absent.
   */
  readonly ratio?: number;
}

/**
 * A page, or several side by side, as one SVG document in world units (viewBox), grouped per page and per
 * layer (`data-layer`), dimensions included, its width and height those of the drawing plotted at `ratio`.
 */
export function exportSvg(pages: Page | readonly Page[], options: SvgOptions): string {
  const list = Array.isArray(pages) ? (pages as readonly Page[]) : [pages as Page];
  const { placed, bounds } = placePages(list);
  const ratio = options.ratio ?? designPlotRatio(bounds, options.unit);
  const k = pointsPerUnit(ratio);
  const size = annotationSize(bounds);
  const asked = options.dimensions !== false;
  const margins = { ...NO_MARGINS };
  const ltscale = linetypeScale(Math.max(bounds.maxX - bounds.minX, bounds.maxY - bounds.minY));
  const body = placed.map(({ page, elements, dx }) => {
    const byLayer = new Map<LayerName, string[]>(LAYERS.map((l) => [l, []]));
    const ctx: SvgContext = {
      unit: options.unit,
      k,
      walls: drawnWalls(elements),
      layers: layerLookup(page),
      ltscale,
      size,
      ...(options.roomDimensions ? { roomDimensions: true } : {}),
    };
    const tagBoxes: Box[] = [];
    for (const el of elements) {
      byLayer.get(layerOf(el))?.push(elementSvg(el, ctx));
      if (el.type === 'room') tagBoxes.push(...roomTagLabels(el, ctx).labels.map((l) => labelBox(l, k)));
    }
    // The same dimensions as the plot: strings around a building, each shape's own on a page without walls.
    const dimensions = automaticDimensions(page, asked);
    const frame = { unit: options.unit, wallDimensions: page.wallDimensions, dimensions };
    const strings = stringsFor(
      elements,
      { ...frame, dimensions: dimensions && options.annotate !== 'elements' },
      k,
    );
    for (const side of SIDES) margins[side] = Math.max(margins[side], stringMargins(strings)[side]);
    const drawn = drawnDimensions(elements, options.unit);
    const wallFace = wallFaceDimension(page.wallDimensions, ctx.walls);
    const automatic = !dimensions
      ? []
      : ctx.walls.size > 0 && options.annotate !== 'elements'
        ? stringDimensions(strings, options.unit, k)
        : elements.flatMap((el) =>
            el.type === 'dimension' ? [] : dimensionsOf(el, options.unit, size, wallFace),
          );
    byLayer.get('A-ANNO-DIMS')?.push(dimensionsSvg([...automatic, ...drawn], ctx, tagBoxes));
    const layers = LAYERS.map((l) => `<g data-layer="${l}">${(byLayer.get(l) ?? []).join('')}</g>`).join('');
    const shift = dx === 0 ? '' : ` transform="translate(${n(dx)} 0)"`;
    return `<g data-page="${escapeXml(page.id)}"${shift}><title>${escapeXml(page.name)}</title>${layers}</g>`;
  });
  const pad = size * 4;
  const vb = [
    bounds.minX - pad - margins.west / k,
    bounds.minY - pad - margins.north / k,
    bounds.maxX - bounds.minX + 2 * pad + (margins.west + margins.east) / k,
    bounds.maxY - bounds.minY + 2 * pad + (margins.north + margins.south) / k,
  ];
  // World units are 1/96 in of the building: on paper, 1/ratio of that.
  const paper = (v: number) => `${n(v / PX_PER_INCH / ratio)}in`;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${vb.map(n).join(' ')}" width="${paper(vb[2] as number)}" height="${paper(vb[3] as number)}">` +
    body.join('') +
    `</svg>\n`
  );
}
