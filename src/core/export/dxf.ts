import type { Point } from '../geometry/point';
import { rotatePoint } from '../geometry/point';
import {
  halfArchAngles,
  elementCenter,
  elementVertices,
  lineEndpoints,
  textSize,
} from '../geometry/elementGeometry';
import { PX_PER_INCH } from '../model/constants';
import type { OpeningSymbol } from '../geometry/buildingGeometry';
import { openingSymbol, roomOutline } from '../geometry/buildingGeometry';
import type { Box } from '../geometry/box';
import { designPlotRatio } from '../annotation/plotSize';
import { stringDimensions } from './dimensionStrings';
import { drawnDimensions, roomTagLabels } from './plot';
import { stringsFor } from './plotFrame';
import { dimensionLabels, labelBox } from './plotDimensions';
import { pointsPerUnit } from './sheets';
import { CAP_PER_EM, LAYER_PENS, PEN_MM } from './sheetStyle';
import type { JoinedWall } from '../geometry/wallJoins';
import { drawnWalls, faceChains, wallFaceDimension } from '../geometry/wallDrawing';
import type { DrawingElement } from '../model/elements';
import type { Page } from '../model/page';
import type { LengthUnit } from '../units';
import { dimensionsOf } from './dimensions';
import type { DxfLayer } from './dxfSections';
import { dxfDocumentChunks } from './dxfSections';
import { DxfHandles, DxfWriter, dxfText } from './dxfWriter';
import type { LayerLookup } from '../model/layerStyle';
import { automaticDimensions } from '../model/page';
import { layerLookup } from '../model/layerStyle';
import { hasDegenerateSize } from '../geometry/elementGeometry';
import { linetypeScale } from '../model/linetypes';
import type { EntityHead } from './dxfCad';
import { writeArc, writeEllipse, writeHatch, writePoint, writePolyline, writeText } from './dxfCad';
import { dxfColorOfHex, dxfLinetypeName, lineweightCode, pageDxfLayers, usedLinetypes } from './dxfStyle';
import { DimensionBlocks, FixtureBlocks, OpeningBlocks } from './dxfBlocks';
import { LAYERS, LAYER_COLORS, layerOf } from './layers';
import { annotationSize, placePages } from './pageLayout';

/** $INSUNITS 1: the file is in inches (world units / 96), y up as in every CAD program. */
export const DXF_INSUNITS_INCHES = 1;

export interface DxfOptions {
  readonly unit: LengthUnit;
  readonly dimensions?: boolean;
  /**
   * The plot scale's ratio (48 for 1/4" = 1'-0"): text typed in the editor (its font size is screen pixels) is
   * written that many times taller, so it plots at the size it reads on screen. CAD text keeps its true height.
   */
  readonly textScale?: number;
  /**
   * The plot scale as 1:ratio: dimensions and room tags are lettered at the sheet's heights times it (3/32"
   * dimension text is 4 1/2" at 1/4" = 1'-0"). The design's plot scale when absent.
   */
  readonly ratio?: number;
  /** Room tags give the room's width and depth. */
  readonly roomDimensions?: boolean;
}

/** Layer 0 first (ACI 7, as CAD programs expect it), then one layer per element kind with its pen's lineweight. */
const DXF_LAYERS: readonly DxfLayer[] = [
  { name: '0', aci: 7 },
  ...LAYERS.map((name) => ({
    name,
    aci: LAYER_COLORS[name],
    lineweight: lineweightCode(PEN_MM[LAYER_PENS[name]]),
  })),
];

const normDeg = (d: number): number => ((d % 360) + 360) % 360;

/** Per-page coordinate mapping: world units to inches, y flipped, pages side by side. */
type ToDxf = (p: Point) => { x: number; y: number };

interface EntityContext {
  readonly w: DxfWriter;
  readonly owner: string;
  readonly at: ToDxf;
  /** The page's walls joined where they meet and cut where their doors and windows stand. */
  readonly walls: ReadonlyMap<string, JoinedWall>;
  /** The page's layers by lower-case name: an element's layer is written as the page spells it. */
  readonly layers: LayerLookup;
  /** The element being written: its own colour, linetype and weight go in every entity it makes. */
  current: DrawingElement | null;
  readonly textScale: number;
  /** Points on paper per world unit at the plot scale. */
  readonly k: number;
  readonly roomDimensions: boolean;
}

function entityHead(ctx: EntityContext, type: string, layer: string, subclass: string): DxfWriter {
  ctx.w.pair(0, type).pair(5, ctx.w.handle()).pair(330, ctx.owner).pair(100, 'AcDbEntity').pair(8, layer);
  const el = ctx.current;
  if (el) {
    if (el.linetype !== undefined && el.linetype.toUpperCase() !== 'BYLAYER')
      ctx.w.pair(6, dxfLinetypeName(el.linetype));
    if (el.color !== undefined) {
      const { aci, trueColor } = dxfColorOfHex(el.color);
      ctx.w.pair(62, aci);
      if (trueColor !== null) ctx.w.pair(420, trueColor);
    }
    if (el.lineweight !== undefined) ctx.w.pair(370, lineweightCode(el.lineweight));
  }
  return ctx.w.pair(100, subclass);
}

/** The layer an element is written on: its own (spelled as the page lists it), else the AIA layer of its kind. */
function dxfLayerOf(ctx: EntityContext, el: DrawingElement): string {
  if (el.layer === undefined) return layerOf(el);
  return ctx.layers.get(el.layer.toLowerCase())?.name ?? (el.layer === '0' ? '0' : el.layer);
}

function line(ctx: EntityContext, layer: string, a: Point, b: Point): void {
  const p = ctx.at(a);
  const q = ctx.at(b);
  entityHead(ctx, 'LINE', layer, 'AcDbLine');
  ctx.w.pair(10, p.x).pair(20, p.y).pair(30, 0).pair(11, q.x).pair(21, q.y).pair(31, 0);
}

function polyline(ctx: EntityContext, layer: string, points: readonly Point[], closed: boolean): void {
  entityHead(ctx, 'LWPOLYLINE', layer, 'AcDbPolyline');
  ctx.w
    .pair(90, points.length)
    .pair(70, closed ? 1 : 0)
    .pair(43, 0);
  for (const pt of points) {
    const p = ctx.at(pt);
    ctx.w.pair(10, p.x).pair(20, p.y);
  }
}

function text(
  ctx: EntityContext,
  layer: string,
  at: Point,
  height: number,
  value: string,
  screenDeg: number,
  centred: boolean,
): void {
  const p = ctx.at(at);
  entityHead(ctx, 'TEXT', layer, 'AcDbText');
  ctx.w
    .pair(10, p.x)
    .pair(20, p.y)
    .pair(30, 0)
    .pair(40, height / PX_PER_INCH)
    .pair(1, dxfText(value))
    .pair(50, normDeg(-screenDeg))
    .pair(7, 'Standard')
    .pair(72, centred ? 1 : 0)
    .pair(11, p.x)
    .pair(21, p.y)
    .pair(31, 0)
    .pair(100, 'AcDbText')
    .pair(73, centred ? 0 : 3);
}

/** Doors and windows as plain geometry on their layer: jambs, sills, glass, leaf as LINE, the swing as ARC. */
function writeOpening(ctx: EntityContext, layer: string, sym: OpeningSymbol): void {
  for (const [a, b] of sym.lines) line(ctx, layer, a, b);
  const arc = sym.arcSpec;
  if (!arc) return;
  const c = ctx.at(arc.center);
  entityHead(ctx, 'ARC', layer, 'AcDbCircle');
  // Screen angles grow clockwise; with y flipped the swing runs counter-clockwise from -to to -from.
  ctx.w
    .pair(10, c.x)
    .pair(20, c.y)
    .pair(30, 0)
    .pair(40, arc.radius / PX_PER_INCH)
    .pair(100, 'AcDbArc')
    .pair(50, normDeg(-arc.to))
    .pair(51, normDeg(-arc.from));
}

function writeElement(ctx: EntityContext, el: DrawingElement, unit: LengthUnit): void {
  const layer = dxfLayerOf(ctx, el);
  ctx.current = el;
  const head: EntityHead = (type, subclass) => entityHead(ctx, type, layer, subclass);
  switch (el.type) {
    case 'wall':
      // CAD has no paper-coloured mask: a wall is cut for real. Its faces are polylines that stop at the
      // junctions (a wall joining nothing is one closed outline per solid stretch, as before joins).
      for (const chain of faceChains(ctx.walls.get(el.id)?.faces ?? []))
        polyline(ctx, layer, chain.points, chain.closed);
      return;
    case 'door':
    case 'window':
      return writeOpening(ctx, layer, openingSymbol(el));
    case 'room': {
      polyline(ctx, layer, roomOutline(el), true);
      // The tag as centred TEXT lines where the sheet letters them (name at 1/8", area at 3/32" on paper): every
      // reader keeps TEXT.
      const { labels } = roomTagLabels(el, { k: ctx.k, unit, roomDimensions: ctx.roomDimensions });
      // A name the sheet wraps stays one TEXT here (a CAD user or reader finds the room by its whole name),
      // centred where its lines are.
      const names = labels.filter((l) => l.bold);
      const [first] = names;
      if (first) {
        const y = names.reduce((sum, l) => sum + l.at.y, 0) / names.length;
        const name = names.map((l) => l.lines[0] ?? '').join(' ');
        text(ctx, layer, { x: first.at.x, y }, (first.size * CAP_PER_EM) / ctx.k, name, 0, true);
      }
      for (const l of labels.filter((x) => !x.bold))
        text(ctx, layer, l.at, (l.size * CAP_PER_EM) / ctx.k, l.lines[0] ?? '', 0, true);
      return;
    }
    case 'dimension':
      // Written with the dimensions, as LINE + TEXT on A-ANNO-DIMS.
      return;
    case 'line': {
      const [a, b] = lineEndpoints(el);
      return line(ctx, layer, a, b);
    }
    case 'circle': {
      const c = ctx.at(el);
      entityHead(ctx, 'CIRCLE', layer, 'AcDbCircle');
      ctx.w
        .pair(10, c.x)
        .pair(20, c.y)
        .pair(30, 0)
        .pair(40, el.radius / PX_PER_INCH);
      return;
    }
    case 'half-arch': {
      // Screen angles grow clockwise; flipping y turns the arc into a counter-clockwise one from -end to -start.
      const { start, end } = halfArchAngles(el);
      const c = ctx.at(el);
      entityHead(ctx, 'ARC', layer, 'AcDbCircle');
      ctx.w
        .pair(10, c.x)
        .pair(20, c.y)
        .pair(30, 0)
        .pair(40, el.radius / PX_PER_INCH)
        .pair(100, 'AcDbArc')
        .pair(50, normDeg((-end * 180) / Math.PI))
        .pair(51, normDeg((-start * 180) / Math.PI));
      return;
    }
    case 'bezier-arch': {
      // A quadratic Bézier is exactly a degree-2 B-spline with clamped knots.
      const c = elementCenter(el);
      const cps = [el.start, el.control, el.end].map((q) =>
        ctx.at(rotatePoint({ x: el.x + q.x, y: el.y + q.y }, c, el.rotation)),
      );
      entityHead(ctx, 'SPLINE', layer, 'AcDbSpline');
      ctx.w
        .pair(210, 0)
        .pair(220, 0)
        .pair(230, 1)
        .pair(70, 8)
        .pair(71, 2)
        .pair(72, 6)
        .pair(73, 3)
        .pair(74, 0);
      for (const k of [0, 0, 0, 1, 1, 1]) ctx.w.pair(40, k);
      for (const p of cps) ctx.w.pair(10, p.x).pair(20, p.y).pair(30, 0);
      return;
    }
    case 'text': {
      if (el.height !== undefined || el.align !== undefined || el.width !== undefined)
        return writeText(head, ctx.at, el, el.fontSize * ctx.textScale);
      const lines = el.text.split('\n');
      if (lines.length === 1)
        return text(
          ctx,
          layer,
          rotatePoint(el, elementCenter(el), el.rotation),
          el.fontSize * ctx.textScale,
          el.text,
          el.rotation,
          false,
        );
      const p = ctx.at(rotatePoint(el, elementCenter(el), el.rotation));
      const rad = (-el.rotation * Math.PI) / 180;
      entityHead(ctx, 'MTEXT', layer, 'AcDbMText');
      ctx.w
        .pair(10, p.x)
        .pair(20, p.y)
        .pair(30, 0)
        .pair(40, (el.fontSize * ctx.textScale) / PX_PER_INCH)
        .pair(41, (textSize(el).width * ctx.textScale) / PX_PER_INCH)
        .pair(71, 1)
        .pair(72, 1)
        .pair(1, lines.map(dxfText).join('\\P'))
        .pair(7, 'Standard')
        .pair(11, Math.cos(rad))
        .pair(21, Math.sin(rad))
        .pair(31, 0);
      return;
    }
    case 'free-pencil':
      return polyline(
        ctx,
        layer,
        (() => {
          const c = elementCenter(el);
          return el.points.map((q) => rotatePoint({ x: el.x + q.x, y: el.y + q.y }, c, el.rotation));
        })(),
        false,
      );
    case 'arc':
      return writeArc(head, ctx.at, el);
    case 'ellipse':
      return writeEllipse(head, ctx.at, el);
    case 'polyline':
      return writePolyline(head, ctx.at, el);
    case 'hatch':
      return writeHatch(head, ctx.at, el);
    case 'point':
      return writePoint(head, ctx.at, el);
    default:
      return polyline(ctx, layer, elementVertices(el) ?? [], true);
  }
}

/**
 * A page, or several side by side, as an AutoCAD R2000 (AC1015) ASCII DXF in inches ($INSUNITS 1):
 * HEADER, CLASSES, TABLES (the AIA layers of layers.ts), BLOCKS, ENTITIES, OBJECTS, EOF.
 * Walls and dividers are closed LWPOLYLINE outlines, circles CIRCLE, half arches ARC, Bézier arches SPLINE,
 * text TEXT (MTEXT when it has several lines), doors and windows LINE (+ ARC for a swing), rooms a closed
 * LWPOLYLINE and two TEXT lines; dimensions are exploded into LINE + TEXT on A-ANNO-DIMS.
 */
export function exportDxf(pages: Page | readonly Page[], options: DxfOptions): string {
  return exportDxfChunks(pages, options).join('');
}

/** The same DXF as pieces of text in file order (a 50,000-element page is ~60 MB of text: it is streamed). */
export function exportDxfChunks(pages: Page | readonly Page[], options: DxfOptions): string[] {
  const list = Array.isArray(pages) ? (pages as readonly Page[]) : [pages as Page];
  const { placed, bounds } = placePages(list);
  const size = annotationSize(bounds);
  const handles = new DxfHandles();
  const modelSpace = handles.take();
  const paperSpace = handles.take();

  const entities = new DxfWriter(handles);
  const textScale = options.textScale ?? 1;
  const ratio = options.ratio ?? designPlotRatio(bounds, options.unit);
  const k = pointsPerUnit(ratio);
  const dims = new DimensionBlocks(handles, { k, ratio });
  const asked = options.dimensions !== false;
  const openingBlocks = new OpeningBlocks(handles);
  const fixtureBlocks = new FixtureBlocks(handles);
  for (const { page, elements: shown, dx } of placed) {
    const at: ToDxf = (p) => ({ x: (p.x + dx) / PX_PER_INCH, y: -p.y / PX_PER_INCH });
    // Elements on layers that are off or frozen are written too (their layer keeps its state); the extents
    // and placement come from what is shown.
    const elements = page.elements.filter((el) => !hasDegenerateSize(el));
    const shownIds = new Set(shown.map((el) => el.id));
    const ctx: EntityContext = {
      w: entities,
      owner: modelSpace,
      at,
      // Shown walls join each other; walls on off or frozen layers join among themselves.
      walls: new Map([...drawnWalls(elements.filter((el) => !shownIds.has(el.id))), ...drawnWalls(shown)]),
      layers: layerLookup(page),
      current: null,
      textScale,
      k,
      roomDimensions: options.roomDimensions === true,
    };
    const wallFace = wallFaceDimension(page.wallDimensions, ctx.walls);
    const tagBoxes: Box[] = [];
    for (const el of elements) {
      if (el.type === 'door' || el.type === 'window') {
        ctx.current = el;
        const layer = dxfLayerOf(ctx, el);
        openingBlocks.insert(el, (type, subclass) => entityHead(ctx, type, layer, subclass), at);
      } else if (el.type === 'fixture') {
        ctx.current = el;
        const layer = dxfLayerOf(ctx, el);
        fixtureBlocks.insert(el, (type, subclass) => entityHead(ctx, type, layer, subclass), at);
      } else writeElement(ctx, el, options.unit);
      ctx.current = null;
      if (el.type === 'room' && shownIds.has(el.id))
        tagBoxes.push(
          ...roomTagLabels(el, { k, unit: options.unit, roomDimensions: ctx.roomDimensions }).labels.map(
            (l) => labelBox(l, k),
          ),
        );
    }
    // The sheet's dimensions: strings around a building (each shape's own on a page without walls) on
    // A-ANNO-DIMS, and the drawn dimensions on their own layers, lettered where the sheet letters them.
    const dimensions = automaticDimensions(page, asked);
    const strings = stringsFor(
      shown,
      { unit: options.unit, wallDimensions: page.wallDimensions, dimensions },
      k,
    );
    const automatic = !dimensions
      ? []
      : shown.some((el) => el.type === 'wall')
        ? stringDimensions(strings, options.unit, k)
        : shown.flatMap((el) =>
            el.type === 'dimension' ? [] : dimensionsOf(el, options.unit, size, wallFace),
          );
    const drawnElements = elements.filter((el) => el.type === 'dimension');
    const drawn = drawnElements.flatMap((el) => drawnDimensions([el], options.unit).map((d) => ({ d, el })));
    const all = [...automatic.map((d) => ({ d, el: null })), ...drawn];
    const labels = dimensionLabels(
      all.map((x) => x.d),
      k,
      tagBoxes,
    );
    all.forEach(({ d, el }, i) => {
      ctx.current = el;
      const layer = el ? dxfLayerOf(ctx, el) : 'A-ANNO-DIMS';
      dims.write(d, (type, subclass) => entityHead(ctx, type, layer, subclass), at, labels[i] ?? null);
      ctx.current = null;
    });
  }

  const layers = [...DXF_LAYERS];
  for (const l of pageDxfLayers(list)) {
    const i = layers.findIndex((x) => x.name.toLowerCase() === l.name.toLowerCase());
    if (i >= 0) layers[i] = l;
    else layers.push(l);
  }
  return dxfDocumentChunks(entities, {
    layers,
    modelSpace,
    paperSpace,
    blocks: [...openingBlocks.blocks, ...fixtureBlocks.blocks, ...dims.blocks],
    linetypes: usedLinetypes(list),
    dimstyles: [dims.style],
    header: {
      ltscale: linetypeScale(Math.max(bounds.maxX - bounds.minX, bounds.maxY - bounds.minY)),
      insunits: DXF_INSUNITS_INCHES,
      metric: options.unit === 'meters',
      extents: {
        minX: bounds.minX / PX_PER_INCH,
        minY: -bounds.maxY / PX_PER_INCH,
        maxX: bounds.maxX / PX_PER_INCH,
        maxY: -bounds.minY / PX_PER_INCH,
      },
    },
  });
}
