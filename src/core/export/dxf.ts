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
import type { DrawingElement } from '../model/elements';
import type { Page } from '../model/page';
import type { LengthUnit } from '../units';
import { dimensionLayout, dimensionsOf } from './dimensions';
import { DxfHandles, DxfWriter, dxfText } from './dxfWriter';
import type { LayerName } from './layers';
import { LAYERS, LAYER_COLORS, layerOf } from './layers';
import { annotationSize, placePages } from './pageLayout';

/** $INSUNITS 1: the file is in inches (world units / 96), y up as in every CAD program. */
export const DXF_INSUNITS_INCHES = 1;

export interface DxfOptions {
  readonly unit: LengthUnit;
  readonly dimensions?: boolean;
}

const normDeg = (d: number): number => ((d % 360) + 360) % 360;

/** Per-page coordinate mapping: world units to inches, y flipped, pages side by side. */
type ToDxf = (p: Point) => { x: number; y: number };

interface EntityContext {
  readonly w: DxfWriter;
  readonly owner: string;
  readonly at: ToDxf;
}

function entityHead(ctx: EntityContext, type: string, layer: LayerName, subclass: string): void {
  ctx.w
    .pair(0, type)
    .pair(5, ctx.w.handle())
    .pair(330, ctx.owner)
    .pair(100, 'AcDbEntity')
    .pair(8, layer)
    .pair(100, subclass);
}

function line(ctx: EntityContext, layer: LayerName, a: Point, b: Point): void {
  const p = ctx.at(a);
  const q = ctx.at(b);
  entityHead(ctx, 'LINE', layer, 'AcDbLine');
  ctx.w.pair(10, p.x).pair(20, p.y).pair(30, 0).pair(11, q.x).pair(21, q.y).pair(31, 0);
}

function polyline(ctx: EntityContext, layer: LayerName, points: readonly Point[], closed: boolean): void {
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
  layer: LayerName,
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

function writeElement(ctx: EntityContext, el: DrawingElement): void {
  const layer = layerOf(el);
  switch (el.type) {
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
      const lines = el.text.split('\n');
      if (lines.length === 1)
        return text(
          ctx,
          layer,
          rotatePoint(el, elementCenter(el), el.rotation),
          el.fontSize,
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
        .pair(40, el.fontSize / PX_PER_INCH)
        .pair(41, textSize(el).width / PX_PER_INCH)
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
    default:
      return polyline(ctx, layer, elementVertices(el) ?? [], true);
  }
}

function writeTables(w: DxfWriter, modelSpace: string, paperSpace: string): void {
  const table = (
    name: string,
    count: number,
    body: (tableHandle: string) => void,
    extraSubclass?: string,
  ) => {
    const h = w.handle();
    w.pair(0, 'TABLE').pair(2, name).pair(5, h).pair(330, '0').pair(100, 'AcDbSymbolTable').pair(70, count);
    if (extraSubclass) w.pair(100, extraSubclass).pair(71, 0);
    body(h);
    w.pair(0, 'ENDTAB');
  };
  const record = (type: string, owner: string, subclass: string, name: string, handleCode = 5) =>
    w
      .pair(0, type)
      .pair(handleCode, w.handle())
      .pair(330, owner)
      .pair(100, 'AcDbSymbolTableRecord')
      .pair(100, subclass)
      .pair(2, name)
      .pair(70, 0);

  w.pair(0, 'SECTION').pair(2, 'TABLES');
  table('VPORT', 0, () => undefined);
  table('LTYPE', 3, (h) => {
    for (const [name, desc] of [
      ['ByBlock', ''],
      ['ByLayer', ''],
      ['Continuous', 'Solid line'],
    ] as const) {
      record('LTYPE', h, 'AcDbLinetypeTableRecord', name).pair(3, desc).pair(72, 65).pair(73, 0).pair(40, 0);
    }
  });
  table('LAYER', LAYERS.length + 1, (h) => {
    for (const name of ['0', ...LAYERS] as const) {
      record('LAYER', h, 'AcDbLayerTableRecord', name)
        .pair(62, name === '0' ? 7 : LAYER_COLORS[name])
        .pair(6, 'Continuous')
        .pair(370, -3);
    }
  });
  table('STYLE', 1, (h) => {
    record('STYLE', h, 'AcDbTextStyleTableRecord', 'Standard')
      .pair(40, 0)
      .pair(41, 1)
      .pair(50, 0)
      .pair(71, 0)
      .pair(42, 0.2)
      .pair(3, 'txt')
      .pair(4, '');
  });
  table('VIEW', 0, () => undefined);
  table('UCS', 0, () => undefined);
  table('APPID', 1, (h) => {
    record('APPID', h, 'AcDbRegAppTableRecord', 'ACAD');
  });
  table(
    'DIMSTYLE',
    1,
    (h) => {
      record('DIMSTYLE', h, 'AcDbDimStyleTableRecord', 'Standard', 105);
    },
    'AcDbDimStyleTable',
  );
  const brTable = w.handle();
  w.pair(0, 'TABLE')
    .pair(2, 'BLOCK_RECORD')
    .pair(5, brTable)
    .pair(330, '0')
    .pair(100, 'AcDbSymbolTable')
    .pair(70, 2);
  for (const [h, name] of [
    [modelSpace, '*Model_Space'],
    [paperSpace, '*Paper_Space'],
  ] as const) {
    w.pair(0, 'BLOCK_RECORD')
      .pair(5, h)
      .pair(330, brTable)
      .pair(100, 'AcDbSymbolTableRecord')
      .pair(100, 'AcDbBlockTableRecord')
      .pair(2, name);
  }
  w.pair(0, 'ENDTAB').pair(0, 'ENDSEC');
}

function writeBlocks(w: DxfWriter, modelSpace: string, paperSpace: string): void {
  w.pair(0, 'SECTION').pair(2, 'BLOCKS');
  for (const [owner, name] of [
    [modelSpace, '*Model_Space'],
    [paperSpace, '*Paper_Space'],
  ] as const) {
    w.pair(0, 'BLOCK').pair(5, w.handle()).pair(330, owner).pair(100, 'AcDbEntity').pair(8, '0');
    if (name === '*Paper_Space') w.pair(67, 1);
    w.pair(100, 'AcDbBlockBegin')
      .pair(2, name)
      .pair(70, 0)
      .pair(10, 0)
      .pair(20, 0)
      .pair(30, 0)
      .pair(3, name)
      .pair(1, '');
    w.pair(0, 'ENDBLK').pair(5, w.handle()).pair(330, owner).pair(100, 'AcDbEntity').pair(8, '0');
    if (name === '*Paper_Space') w.pair(67, 1);
    w.pair(100, 'AcDbBlockEnd');
  }
  w.pair(0, 'ENDSEC');
}

/**
 * A page, or several side by side, as an AutoCAD R2000 (AC1015) ASCII DXF in inches ($INSUNITS 1):
 * HEADER, CLASSES, TABLES (layers WALLS, DIVIDERS, SHAPES, TEXT, DIMENSIONS), BLOCKS, ENTITIES, OBJECTS, EOF.
 * Walls and dividers are closed LWPOLYLINE outlines, circles CIRCLE, half arches ARC, Bézier arches SPLINE,
 * text TEXT (MTEXT when it has several lines); dimensions are exploded into LINE + TEXT on DIMENSIONS.
 */
export function exportDxf(pages: Page | readonly Page[], options: DxfOptions): string {
  const list = Array.isArray(pages) ? (pages as readonly Page[]) : [pages as Page];
  const { placed, bounds } = placePages(list);
  const size = annotationSize(bounds);
  const handles = new DxfHandles();
  const modelSpace = handles.take();
  const paperSpace = handles.take();

  const entities = new DxfWriter(handles);
  for (const { elements, dx } of placed) {
    const at: ToDxf = (p) => ({ x: (p.x + dx) / PX_PER_INCH, y: -p.y / PX_PER_INCH });
    const ctx: EntityContext = { w: entities, owner: modelSpace, at };
    for (const el of elements) {
      writeElement(ctx, el);
      if (options.dimensions === false) continue;
      for (const d of dimensionsOf(el, options.unit, size)) {
        const { a, b, mid, angle } = dimensionLayout(d);
        line(ctx, 'DIMENSIONS', a, b);
        if (d.offset !== 0) {
          line(ctx, 'DIMENSIONS', d.from, a);
          line(ctx, 'DIMENSIONS', d.to, b);
        }
        text(ctx, 'DIMENSIONS', mid, size, d.label, angle, true);
      }
    }
  }

  const tables = new DxfWriter(handles);
  writeTables(tables, modelSpace, paperSpace);
  const blocks = new DxfWriter(handles);
  writeBlocks(blocks, modelSpace, paperSpace);
  const rootDict = handles.take();
  const groupDict = handles.take();

  const w = new DxfWriter(handles);
  const min = { x: bounds.minX / PX_PER_INCH, y: -bounds.maxY / PX_PER_INCH };
  const max = { x: bounds.maxX / PX_PER_INCH, y: -bounds.minY / PX_PER_INCH };
  w.pair(0, 'SECTION').pair(2, 'HEADER');
  w.pair(9, '$ACADVER').pair(1, 'AC1015');
  w.pair(9, '$DWGCODEPAGE').pair(3, 'ANSI_1252');
  w.pair(9, '$INSUNITS').pair(70, DXF_INSUNITS_INCHES);
  w.pair(9, '$MEASUREMENT').pair(70, options.unit === 'meters' ? 1 : 0);
  w.pair(9, '$EXTMIN').pair(10, min.x).pair(20, min.y).pair(30, 0);
  w.pair(9, '$EXTMAX').pair(10, max.x).pair(20, max.y).pair(30, 0);
  w.pair(9, '$HANDSEED').pair(5, handles.seed);
  w.pair(0, 'ENDSEC');
  w.pair(0, 'SECTION').pair(2, 'CLASSES').pair(0, 'ENDSEC');
  w.append(tables).append(blocks);
  w.pair(0, 'SECTION').pair(2, 'ENTITIES').append(entities).pair(0, 'ENDSEC');
  w.pair(0, 'SECTION').pair(2, 'OBJECTS');
  w.pair(0, 'DICTIONARY')
    .pair(5, rootDict)
    .pair(330, '0')
    .pair(100, 'AcDbDictionary')
    .pair(281, 1)
    .pair(3, 'ACAD_GROUP')
    .pair(350, groupDict);
  w.pair(0, 'DICTIONARY').pair(5, groupDict).pair(330, rootDict).pair(100, 'AcDbDictionary').pair(281, 1);
  w.pair(0, 'ENDSEC').pair(0, 'EOF');
  return w.toString();
}
