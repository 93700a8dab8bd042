import type { Point } from '../geometry/point';
import { elementCenter, elementVertices, lineEndpoints } from '../geometry/elementGeometry';
import type { OpeningSymbol } from '../geometry/buildingGeometry';
import { openingSymbol, roomOutline, roomTag, roomTagText } from '../geometry/buildingGeometry';
import type { JoinedWall } from '../geometry/wallJoins';
import { drawnWalls, faceChains, wallFaceDimension } from '../geometry/wallDrawing';
import type { DrawingElement, RoomElement } from '../model/elements';
import type { Page } from '../model/page';
import type { LengthUnit } from '../units';
import type { Dimension } from './dimensions';
import { dimensionLayout, dimensionsOf } from './dimensions';
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

const STROKE = 'stroke="#000" fill="none" vector-effect="non-scaling-stroke"';

/** How the page draws: its layers and linetype scale, and the drawing's annotation size. */
interface SvgContext {
  readonly unit: LengthUnit;
  /** The page's walls joined and cut at their openings (wallDrawing `drawnWalls`). */
  readonly walls: ReadonlyMap<string, JoinedWall>;
  readonly layers: LayerLookup;
  readonly ltscale: number;
  readonly size: number;
}

/**
 * The stroke attributes of an element: its resolved colour (ink on white paper), its linetype as a dash array
 * in world units, and its weight when it is not the default. Plain black elements keep the old attributes.
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
  const weight =
    style.lineweight === DEFAULT_LINEWEIGHT_MM
      ? ''
      : ` stroke-width="${n(Math.max(1, (style.lineweight * 96) / 25.4))}"`;
  if (color === '#000000' && !dash && !weight) return { color, attrs: STROKE };
  return {
    color,
    attrs: `stroke="${color}" fill="none" vector-effect="non-scaling-stroke"${dash}${weight}`,
  };
}

function rotation(el: DrawingElement): string {
  if (el.rotation === 0) return '';
  const c = elementCenter(el);
  return ` transform="rotate(${n(el.rotation)} ${n(c.x)} ${n(c.y)})"`;
}

/** The opening is painted white over the wall it cuts (its layer is drawn after A-WALL), then its line work. */
function openingSvg(sym: OpeningSymbol): string {
  const lines = sym.lines
    .map(([a, b]) => `<line x1="${n(a.x)}" y1="${n(a.y)}" x2="${n(b.x)}" y2="${n(b.y)}" ${STROKE}/>`)
    .join('');
  const arc = sym.arc.length > 0 ? `<polyline points="${pts(sym.arc)}" ${STROKE}/>` : '';
  return `<g><polygon points="${pts(sym.cut)}" fill="#fff" stroke="none"/>${lines}${arc}</g>`;
}

function roomSvg(el: RoomElement, unit: LengthUnit): string {
  const { at, fontSize } = roomTag(el);
  const [name, area] = roomTagText(el, unit).split('\n') as [string, string];
  const line = (text: string, dy: number) =>
    `<tspan x="${n(at.x)}" y="${n(at.y + dy * fontSize)}">${escapeXml(text)}</tspan>`;
  return (
    `<g><polygon points="${pts(roomOutline(el))}" fill="#f5f1e8" stroke="#000" vector-effect="non-scaling-stroke"/>` +
    `<text font-size="${n(fontSize)}" font-family="sans-serif" text-anchor="middle" dominant-baseline="central" fill="#000">${line(name, -0.6)}${line(area, 0.6)}</text></g>`
  );
}

function dimensionSvg(d: Dimension, size: number): string {
  const { a, b, mid, angle } = dimensionLayout(d);
  return (
    `<g><line x1="${n(a.x)}" y1="${n(a.y)}" x2="${n(b.x)}" y2="${n(b.y)}" stroke="#d00" vector-effect="non-scaling-stroke"/>` +
    `<text x="${n(mid.x)}" y="${n(mid.y)}" font-size="${n(size)}" font-family="sans-serif" text-anchor="middle" fill="#d00" transform="rotate(${n(angle)} ${n(mid.x)} ${n(mid.y)})">${escapeXml(d.label)}</text></g>`
  );
}

/**
 * A wall as its poché (the joined pieces, outlined in their own grey so anti-aliasing leaves no seam where they
 * meet) under its face lines,
 * cut at its doors and windows so the file reads right even where the openings' white paint is ignored.
 */
function wallSvg(joined: JoinedWall | undefined): string {
  if (!joined) return '';
  const fill = joined.polygons
    .map((p) => `<polygon points="${pts(p)}" fill="#555" stroke="#555" vector-effect="non-scaling-stroke"/>`)
    .join('');
  const faces = faceChains(joined.faces)
    .map((c) => `<${c.closed ? 'polygon' : 'polyline'} points="${pts(c.points)}" ${STROKE}/>`)
    .join('');
  return `<g>${fill}${faces}</g>`;
}

function elementSvg(el: DrawingElement, ctx: SvgContext): string {
  const { unit } = ctx;
  const { color, attrs: STROKE } = strokeOf(el, ctx);
  switch (el.type) {
    case 'wall':
      return wallSvg(ctx.walls.get(el.id));
    case 'door':
    case 'window':
      return openingSvg(openingSymbol(el));
    case 'room':
      return roomSvg(el, unit);
    case 'dimension':
      // Drawn with the dimensions (below), so it shows even when automatic dimensions are off.
      return '';
    case 'line': {
      const [a, b] = lineEndpoints(el);
      return `<line x1="${n(a.x)}" y1="${n(a.y)}" x2="${n(b.x)}" y2="${n(b.y)}" ${STROKE}/>`;
    }
    case 'divider':
      return `<polygon points="${pts(elementVertices(el) ?? [])}" fill="#999" stroke="#000" vector-effect="non-scaling-stroke"/>`;
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
  /** Draw each element's dimensions (on by default, as on screen). */
  readonly dimensions?: boolean;
}

/**
 * A page, or several side by side, as one SVG document in world units (viewBox), grouped per page and per
 * layer (`data-layer`), dimensions included.
 */
export function exportSvg(pages: Page | readonly Page[], options: SvgOptions): string {
  const list = Array.isArray(pages) ? (pages as readonly Page[]) : [pages as Page];
  const { placed, bounds } = placePages(list);
  const size = annotationSize(bounds);
  const pad = size * 4;
  const vb = [
    bounds.minX - pad,
    bounds.minY - pad,
    bounds.maxX - bounds.minX + 2 * pad,
    bounds.maxY - bounds.minY + 2 * pad,
  ];
  const ltscale = linetypeScale(Math.max(bounds.maxX - bounds.minX, bounds.maxY - bounds.minY));
  const body = placed.map(({ page, elements, dx }) => {
    const byLayer = new Map<LayerName, string[]>(LAYERS.map((l) => [l, []]));
    const ctx: SvgContext = {
      unit: options.unit,
      walls: drawnWalls(elements),
      layers: layerLookup(page),
      ltscale,
      size,
    };
    const wallFace = wallFaceDimension(page.wallDimensions, ctx.walls);
    for (const el of elements) {
      byLayer.get(layerOf(el))?.push(elementSvg(el, ctx));
      if (options.dimensions !== false || el.type === 'dimension') {
        for (const d of dimensionsOf(el, options.unit, size, wallFace))
          byLayer.get('A-ANNO-DIMS')?.push(dimensionSvg(d, size));
      }
    }
    const layers = LAYERS.map((l) => `<g data-layer="${l}">${(byLayer.get(l) ?? []).join('')}</g>`).join('');
    const shift = dx === 0 ? '' : ` transform="translate(${n(dx)} 0)"`;
    return `<g data-page="${escapeXml(page.id)}"${shift}><title>${escapeXml(page.name)}</title>${layers}</g>`;
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${vb.map(n).join(' ')}" width="${n(vb[2] as number)}" height="${n(vb[3] as number)}">` +
    body.join('') +
    `</svg>\n`
  );
}
