import { walkBulgedPolyline } from '../../../formats/dxf/bulge';
import type { DecodedEntity, EntityCommon, TextItem } from '../../../formats/dxf/entities';
import type { Affine } from '../../../formats/dxf/geometry';
import { IDENTITY, ocsToWorld } from '../../../formats/dxf/geometry';
import { nearestAci } from '../../../core/model/aci';
import type { EntitySink, EntityStyle } from './entity-pairs';
import { entityHead, writeCurve, writeLine, writePoint, writePolyline, writeText } from './entity-pairs';

/*
 * One decoded entity written into its own space (model space or a block) in that space's coordinates, normalised
 * like the plain-geometry output: OCS resolved to the space's XY, bulges and splines as LWPOLYLINE points, solid
 * hatches as SOLID HATCH, pattern hatches as outlines, text as TEXT/MTEXT. INSERTs stay INSERTs. Layer and colour
 * are kept as written (BYLAYER, BYBLOCK, ACI, true colour), so layer-0 and BYBLOCK entities of a block still take
 * the INSERT's layer and colour.
 */

/** Things the writer changed on the way, reported with the upload's warnings. */
export interface WriteNotes {
  patternHatches: number;
  dimensions: number;
  attributes: number;
  /** IMAGE entities whose IMAGEDEF the file lacks (nothing to reference). */
  droppedImages?: number;
}

export interface SpaceWriter extends EntitySink {
  /** The block an INSERT or DIMENSION names, queued for writing; null when the file lacks it (then it is dropped). */
  blockName: (name: string) => { name: string; baseX: number; baseY: number } | null;
  /** Every layer name an entity was written on. */
  layers: Set<string>;
  notes: WriteNotes;
  /** The name an entity's linetype is written as (kept when the file defines it), or null for BYLAYER. */
  linetype?: (name: string) => string | null;
}

const TWO_PI = Math.PI * 2;
const DEG = Math.PI / 180;
const finite = (...values: number[]): boolean => allFinite(values);

/** A loop, not a spread: a polyline can have more points than a call has room for arguments. */
function allFinite(values: ArrayLike<number>): boolean {
  for (let i = 0; i < values.length; i += 1) if (!Number.isFinite(values[i])) return false;
  return true;
}

export function styleOf(space: SpaceWriter, common: EntityCommon): EntityStyle {
  const layer = common.layer === '' ? '0' : common.layer;
  space.layers.add(layer);
  const tc = common.trueColor !== null && Number.isFinite(common.trueColor) ? common.trueColor : null;
  const aci = common.color >= 0 && common.color <= 256 ? common.color : 256;
  // Linetype, its scale and the lineweight as the author set them (a linetype the file lacks falls back to BYLAYER).
  const kept = {
    linetype: space.linetype?.(common.linetype) ?? 'BYLAYER',
    ltscale: common.linetypeScale,
    lineweight: common.lineweight >= -3 && common.lineweight <= 211 ? common.lineweight : -1,
  };
  if (tc !== null)
    return { layer, aci: aci >= 1 && aci <= 255 ? aci : nearestAci(tc), trueColor: tc, ...kept };
  return { layer, aci, trueColor: null, ...kept };
}

function normalizeRange(t0: number, t1: number): [number, number] {
  let end = t1;
  while (end <= t0) end += TWO_PI;
  while (end - t0 > TWO_PI) end -= TWO_PI;
  return [t0, end];
}

const apply = (m: Affine, x: number, y: number): [number, number] => [
  m.a * x + m.c * y + m.e,
  m.b * x + m.d * y + m.f,
];

const ocsOf = (c: EntityCommon): Affine => ocsToWorld(c.ex, c.ey, c.ez, c.elevation);

function circleCurve(m: Affine, cx: number, cy: number, r: number, t0: number, t1: number) {
  const [x, y] = apply(m, cx, cy);
  return { cx: x, cy: y, ux: m.a * r, uy: m.b * r, vx: m.c * r, vy: m.d * r, t0, t1 };
}

function writeArc(space: SpaceWriter, e: Extract<DecodedEntity, { kind: 'arc' }>): void {
  if (!(e.r > 0) || !finite(e.cx, e.cy, e.r, e.a0, e.a1)) return;
  const [t0, t1] = e.full ? [0, TWO_PI] : normalizeRange(e.a0 * DEG, e.a1 * DEG);
  writeCurve(space, styleOf(space, e.common), circleCurve(ocsOf(e.common), e.cx, e.cy, e.r, t0, t1));
}

function writeEllipse(space: SpaceWriter, e: Extract<DecodedEntity, { kind: 'ellipse' }>): void {
  if (!finite(e.cx, e.cy, e.mx, e.my, e.ratio, e.t0, e.t1)) return;
  const len = Math.hypot(e.common.ex, e.common.ey, e.common.ez) || 1;
  const nz = e.common.ez / len;
  const full = Math.abs(e.t1 - e.t0) >= TWO_PI - 1e-9 || (e.t0 === 0 && e.t1 === 0);
  const [t0, t1] = full ? [0, TWO_PI] : normalizeRange(e.t0, e.t1);
  const curve = { cx: e.cx, cy: e.cy, ux: e.mx, uy: e.my, vx: -nz * e.my * e.ratio, vy: nz * e.mx * e.ratio };
  writeCurve(space, styleOf(space, e.common), { ...curve, t0, t1 });
}

/** Points of a polyline in the space's XY, bulge arcs tessellated as the reader does. */
function polylinePoints(e: Extract<DecodedEntity, { kind: 'polyline' }>): number[] {
  const m = e.ocs ? ocsOf(e.common) : IDENTITY;
  const out: number[] = [];
  walkBulgedPolyline(e.points, e.bulges, e.closed, (x, y) => {
    out.push(...apply(m, x, y));
  });
  return out;
}

function writePolylineEntity(
  space: SpaceWriter,
  e: Extract<DecodedEntity, { kind: 'polyline' }>,
  extra = 0,
): void {
  if (e.mesh || e.points.length < 2) return;
  const pts = polylinePoints(e);
  if (!allFinite(pts)) return;
  writePolyline(space, styleOf(space, e.common), pts, (e.closed ? 1 : 0) | (e.filled ? 2 : 0) | extra);
}

/** Text position, height and rotation in the space's XY, as the reader places them. */
function writeTextItem(space: SpaceWriter, item: TextItem): void {
  if (item.text === '' || !finite(item.x, item.y)) return;
  const m = item.ocs ? ocsOf(item.common) : IDENTITY;
  const [x, y] = apply(m, item.x, item.y);
  const r = (Number.isFinite(item.rotation) ? item.rotation : 0) * DEG;
  const rotation =
    Math.atan2(m.b * Math.cos(r) + m.d * Math.sin(r), m.a * Math.cos(r) + m.c * Math.sin(r)) / DEG;
  const height = Number.isFinite(item.height)
    ? Math.abs(item.height) * Math.sqrt(Math.abs(m.a * m.d - m.b * m.c))
    : 0;
  writeText(space, styleOf(space, item.common), { text: item.text, x, y, height, rotation });
}

interface InsertSpec {
  block: string;
  x: number;
  y: number;
  elevation: number;
  sx: number;
  sy: number;
  rotation: number;
  cols: number;
  rows: number;
  colSpacing: number;
  rowSpacing: number;
  extrusion: [number, number, number];
}

/**
 * INSERT; a column × row array uses the AcDbMInsertBlock subclass, as AutoCAD writes it. With `attributes`, 66 = 1
 * says ATTRIBs and a SEQEND follow. Answers the INSERT's handle, their owner.
 */
function writeInsertPairs(space: SpaceWriter, style: EntityStyle, s: InsertSpec, attributes = false): string {
  const array = s.cols > 1 || s.rows > 1;
  const handle = entityHead(space, 'INSERT', style, array ? 'AcDbMInsertBlock' : 'AcDbBlockReference');
  const w = space.w;
  if (attributes) w.pair(66, 1);
  w.pair(2, s.block).pair(10, s.x).pair(20, s.y).pair(30, s.elevation);
  w.pair(41, s.sx).pair(42, s.sy).pair(43, 1).pair(50, s.rotation);
  if (array) w.pair(70, s.cols).pair(71, s.rows).pair(44, s.colSpacing).pair(45, s.rowSpacing);
  const [ex, ey, ez] = s.extrusion;
  if (ex !== 0 || ey !== 0 || ez !== 1) w.pair(210, ex).pair(220, ey).pair(230, ez);
  return handle;
}

const arrayCount = (n: number): number => (Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1);

/**
 * An INSERT. `attributes`, when given, writes the INSERT's ATTRIBs after it (then a SEQEND) as ATTRIBs; without
 * it, attribute values are written as TEXT beside the INSERT, as the reader draws them.
 */
export function writeInsert(
  space: SpaceWriter,
  e: Extract<DecodedEntity, { kind: 'insert' }>,
  attributes?: { count: number; write: (owner: string) => void },
): void {
  if (!attributes) {
    for (const attrib of e.attribs) {
      space.notes.attributes += 1;
      writeTextItem(space, { ...attrib, ocs: true });
    }
  }
  const block = space.blockName(e.block);
  if (!block || !finite(e.x, e.y, e.sx, e.sy, e.rotation, e.colSpacing, e.rowSpacing)) return;
  const c = e.common;
  const withAttributes = attributes !== undefined && attributes.count > 0;
  const handle = writeInsertPairs(
    space,
    styleOf(space, c),
    {
      block: block.name,
      x: e.x,
      y: e.y,
      elevation: Number.isFinite(c.elevation) ? c.elevation : 0,
      sx: e.sx,
      sy: e.sy,
      rotation: e.rotation,
      cols: arrayCount(e.cols),
      rows: arrayCount(e.rows),
      colSpacing: e.colSpacing,
      rowSpacing: e.rowSpacing,
      extrusion: finite(c.ex, c.ey, c.ez) ? [c.ex, c.ey, c.ez] : [0, 0, 1],
    },
    withAttributes,
  );
  if (!withAttributes) return;
  attributes.write(handle);
  const seqend = space.w.handle();
  space.w
    .pair(0, 'SEQEND')
    .pair(5, seqend)
    .pair(330, handle)
    .pair(100, 'AcDbEntity')
    .pair(8, c.layer || '0');
}

/**
 * A DIMENSION becomes an INSERT of its geometry block at the block's base point: the reader draws a dimension
 * block untransformed, and that INSERT draws it exactly so, on the dimension's layer and colour.
 */
function writeDimension(space: SpaceWriter, e: Extract<DecodedEntity, { kind: 'dimension' }>): void {
  const block = space.blockName(e.block);
  if (!block) return;
  space.notes.dimensions += 1;
  writeInsertPairs(space, styleOf(space, e.common), {
    block: block.name,
    x: block.baseX,
    y: block.baseY,
    elevation: 0,
    sx: 1,
    sy: 1,
    rotation: 0,
    cols: 1,
    rows: 1,
    colSpacing: 0,
    rowSpacing: 0,
    extrusion: [0, 0, 1],
  });
}

export function writeEntity(space: SpaceWriter, entity: DecodedEntity): void {
  switch (entity.kind) {
    case 'line':
      if (finite(entity.x1, entity.y1, entity.x2, entity.y2))
        writeLine(space, styleOf(space, entity.common), entity.x1, entity.y1, entity.x2, entity.y2);
      return;
    case 'point':
      if (finite(entity.x, entity.y)) writePoint(space, styleOf(space, entity.common), entity.x, entity.y);
      return;
    case 'arc':
      return writeArc(space, entity);
    case 'ellipse':
      return writeEllipse(space, entity);
    case 'polyline':
      return writePolylineEntity(space, entity);
    case 'text':
      return writeTextItem(space, entity.item);
    case 'insert':
      return writeInsert(space, entity);
    case 'dimension':
      return writeDimension(space, entity);
    case 'hatch':
      if (!entity.solid && entity.loops.length > 0) space.notes.patternHatches += 1;
      for (const points of entity.loops) {
        const loop = { kind: 'polyline', common: entity.common, points, bulges: null, closed: true } as const;
        writePolylineEntity(space, { ...loop, ocs: true, mesh: false, filled: entity.solid }, 4);
      }
      return;
    default:
      return;
  }
}
