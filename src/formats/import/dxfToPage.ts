import { ProcessingError } from '../errors';
import type { ProcessingLimits } from '../limits';
import { Deadline } from '../limits';
import { aciToRgb } from '../../core/model/aci';
import { inPaperSpace, modelSpaceRecords, readDxfDocument } from '../dxf/analyze';
import { walkBulgedPolyline } from '../dxf/bulge';
import type { BlockDef, DxfDocument, EntityRecord } from '../dxf/document';
import { headerNumber } from '../dxf/document';
import type { DecodedEntity, DecodeStats, EntityCommon } from '../dxf/entities';
import { decodeEntity, mtextColumnHandles, readCommon } from '../dxf/entities';
import type { Affine } from '../dxf/geometry';
import { compose, IDENTITY, ocsToWorld } from '../dxf/geometry';
import { unitName } from '../dxf/units';
import { BlockCosts, enterBlock, forEachInsertCopy, insertArray, tooManyExpanded } from '../dxf/insertWalk';
import { quoteExcerpt } from '../quote';
import { curveShape } from './curves';
import type { StyleDetails, TextDetails } from './dxfDetails';
import {
  dimensionDetails,
  hatchDetails,
  layerLineweights,
  meshFaces,
  mtextDetails,
  styleDetails,
  textDetails,
} from './dxfDetails';
import type { DrawingElement, Layer, Page, Point } from './model';
import { DRAWING_VERSION, finalizeElement, PAGE_LIMITS } from './model';
import { anchorDrop, placeText } from './placeText';
import { finishElements } from './scalePage';
import { fixtureBlock } from './fixtureInsert';

/*
 * A DXF's model space as one editable page of the drawing model (v4): every entity an element (blocks expanded,
 * each top-level INSERT a group), layers kept with their flags, BYLAYER/BYBLOCK resolved, in true size.
 * Pure: bytes and limits in, a page out; the clock comes from `limits.now`.
 */

export const WORLD_PER_INCH = 96;

export interface DxfImportOptions {
  pageId: string;
  pageName: string;
  /** Element and group ids (unique on the page the elements go to). */
  ids: () => string;
}

export interface DxfImportResult {
  page: Page;
  /** How the file's units were read: the $INSUNITS name, or the guess for a unitless file. */
  units: { declared: string; used: string; guessed: boolean };
  /** Elements made per element type. */
  counts: Record<string, number>;
  warnings: string[];
}

type Draft = DrawingElement;
type Style = Pick<Draft, 'layer' | 'color' | 'linetype' | 'lineweight'>;

interface Ctx {
  m: Affine;
  /** Layer of the enclosing INSERT: block entities on layer "0" take it. */
  layer: string | null;
  /** The enclosing INSERT's resolved colour / linetype / lineweight, for BYBLOCK. */
  color: string | null;
  linetype: string | null;
  lineweight: number | null;
  depth: number;
  stack: string[];
  groupId: string | null;
}

const DEG = Math.PI / 180;
const TWO_PI = Math.PI * 2;
const hex = (rgb: number): string => `#${(rgb & 0xffffff).toString(16).padStart(6, '0')}`;
const isFiniteAll = (...v: number[]): boolean => v.every(Number.isFinite);

function normalizeRange(t0: number, t1: number): [number, number] {
  let end = t1;
  while (end <= t0) end += TWO_PI;
  while (end - t0 > TWO_PI) end -= TWO_PI;
  return [t0, end];
}

export class DxfPageBuilder {
  private readonly elements: Draft[] = [];
  /** Every element made, including those past the page cap (the refusal names the whole count). */
  private made = 0;
  private readonly blockDecoded = new Map<BlockDef, DecodedEntity[]>();
  private readonly stats: DecodeStats = { vertices: 0 };
  private readonly layerColor = new Map<string, string>();
  private readonly layerNames = new Map<string, string>();
  private readonly usedLayers = new Map<string, string>();
  private readonly missingBlocks = new Set<string>();
  readonly splineIndexes: number[] = [];
  private skipped = 0;
  /** $TEXTSIZE, AutoCAD's default text height (0.2 drawing units when the header has none). */
  private readonly defaultTextHeight: number;
  private readonly blockCosts: BlockCosts;

  constructor(
    private readonly doc: DxfDocument,
    private readonly limits: ProcessingLimits,
    private readonly deadline: Deadline,
    private readonly ids: () => string,
  ) {
    this.blockCosts = new BlockCosts(
      doc.blocks,
      (block) => this.blockEntities(block),
      limits,
      () => deadline.check(),
    );
    const size = headerNumber(doc, '$TEXTSIZE');
    this.defaultTextHeight = size !== null && size > 0 ? size : 0.2;
    for (const layer of doc.layers) {
      const key = layer.name.toUpperCase();
      this.layerColor.set(key, hex(layer.trueColor ?? aciToRgb(layer.color)));
      this.layerNames.set(key, layer.name);
    }
  }

  get count(): number {
    return this.made;
  }

  result(): Draft[] {
    return this.elements;
  }

  /** Layers elements are on: upper-cased name → the name as first written. */
  used(): Map<string, string> {
    return this.usedLayers;
  }

  warnings(): string[] {
    const out: string[] = [];
    if (this.skipped > 0) out.push(`${this.skipped} entities with unreadable coordinates were skipped`);
    if (this.missingBlocks.size > 0)
      out.push(`INSERT of undefined blocks ignored: ${[...this.missingBlocks].map(quoteExcerpt).join(', ')}`);
    return out;
  }

  /** One model-space record. */
  top(rec: EntityRecord): void {
    const entity = decodeEntity(this.doc.tags, rec, this.stats);
    this.checkVertices();
    const ctx: Ctx = {
      m: IDENTITY,
      layer: null,
      color: null,
      linetype: null,
      lineweight: null,
      depth: 0,
      stack: [],
      groupId: null,
    };
    this.emit(rec, entity, ctx, true);
  }

  private checkVertices(): void {
    if (this.stats.vertices > this.limits.maxVertices) {
      throw new ProcessingError(
        'too_many_vertices',
        `The drawing has more than ${this.limits.maxVertices.toLocaleString('en-US')} vertices, the processing limit`,
      );
    }
  }

  private push(el: Draft): void {
    this.made += 1;
    this.deadline.check();
    if (this.made > this.limits.maxExpandedPrimitives) throw tooManyExpanded(this.limits);
    // Past the page cap nothing more is kept: the count goes on so the refusal can say how many there are.
    if (this.elements.length < PAGE_LIMITS.elementsPerPage) this.elements.push(el);
  }

  private common(entity: DecodedEntity): EntityCommon {
    return entity.kind === 'text' ? entity.item.common : entity.common;
  }

  private effectiveLayer(common: EntityCommon, ctx: Ctx): string {
    const own = common.layer === '0' && ctx.layer !== null ? ctx.layer : common.layer;
    // The model's layer names are 1–255 characters; a blank name is layer "0", as AutoCAD reads it.
    return own.trim() === '' ? '0' : own.slice(0, 255);
  }

  /** BYLAYER stays absent (the element follows its layer); BYBLOCK takes the enclosing insert's value. */
  private style(common: EntityCommon, details: StyleDetails, ctx: Ctx): Style & { layer: string } {
    const layer = this.effectiveLayer(common, ctx);
    if (!this.usedLayers.has(layer.toUpperCase())) this.usedLayers.set(layer.toUpperCase(), layer);
    const out: { layer: string; color?: string; linetype?: string; lineweight?: number } = { layer };
    if (common.trueColor !== null && Number.isFinite(common.trueColor)) out.color = hex(common.trueColor);
    else if (common.color === 0) {
      if (ctx.color !== null) out.color = ctx.color;
    } else if (common.color > 0 && common.color < 256) out.color = hex(aciToRgb(common.color));
    const lt = details.linetype;
    if (lt === 'BYBLOCK') {
      if (ctx.linetype !== null) out.linetype = ctx.linetype;
    } else if (lt !== null && lt !== 'BYLAYER' && lt !== '') out.linetype = lt;
    const lw = details.lineweight;
    if (lw === -2) {
      if (ctx.lineweight !== null) out.lineweight = ctx.lineweight;
    } else if (lw !== null && lw >= 0 && lw <= 211) out.lineweight = lw / 100;
    return out;
  }

  private base(
    style: Style,
    ctx: Ctx,
  ): { id: string; rotation: number; snapPoints: Point[] } & Style & {
      groupId?: string;
    } {
    return {
      id: this.ids(),
      rotation: 0,
      snapPoints: [],
      ...(ctx.groupId !== null ? { groupId: ctx.groupId } : {}),
      ...style,
    };
  }

  private localMatrix(common: EntityCommon, ctx: Ctx): Affine {
    const ocs = ocsToWorld(common.ex, common.ey, common.ez, common.elevation);
    return ocs === IDENTITY ? ctx.m : compose(ctx.m, ocs);
  }

  private emit(rec: EntityRecord, entity: DecodedEntity, ctx: Ctx, top: boolean): void {
    const common = this.common(entity);
    switch (entity.kind) {
      case 'line': {
        const { m } = ctx;
        const x1 = m.a * entity.x1 + m.c * entity.y1 + m.e;
        const y1 = m.b * entity.x1 + m.d * entity.y1 + m.f;
        const x2 = m.a * entity.x2 + m.c * entity.y2 + m.e;
        const y2 = m.b * entity.x2 + m.d * entity.y2 + m.f;
        if (!isFiniteAll(x1, y1, x2, y2)) return this.skip();
        const style = this.style(common, styleDetails(this.doc.tags, rec), ctx);
        return this.push({ ...this.base(style, ctx), type: 'line', x: x1, y: -y1, x2, y2: -y2 });
      }
      case 'point': {
        const { m } = ctx;
        const x = m.a * entity.x + m.c * entity.y + m.e;
        const y = m.b * entity.x + m.d * entity.y + m.f;
        if (!isFiniteAll(x, y)) return this.skip();
        const style = this.style(common, styleDetails(this.doc.tags, rec), ctx);
        return this.push({ ...this.base(style, ctx), type: 'point', x, y: -y });
      }
      case 'arc': {
        if (!(entity.r > 0)) return;
        const m = this.localMatrix(common, ctx);
        const [t0, t1] = entity.full ? [0, TWO_PI] : normalizeRange(entity.a0 * DEG, entity.a1 * DEG);
        const p = [
          m.a * entity.cx + m.c * entity.cy + m.e,
          m.b * entity.cx + m.d * entity.cy + m.f,
          m.a * entity.r,
          m.b * entity.r,
          m.c * entity.r,
          m.d * entity.r,
        ];
        return this.pushCurve(rec, common, ctx, p, t0, t1, entity.full);
      }
      case 'ellipse': {
        const len = Math.hypot(common.ex, common.ey, common.ez) || 1;
        const nz = common.ez / len;
        const vx = -nz * entity.my * entity.ratio;
        const vy = nz * entity.mx * entity.ratio;
        const { m } = ctx;
        const full = Math.abs(entity.t1 - entity.t0) >= TWO_PI - 1e-9 || (entity.t0 === 0 && entity.t1 === 0);
        const [t0, t1] = full ? [0, TWO_PI] : normalizeRange(entity.t0, entity.t1);
        const p = [
          m.a * entity.cx + m.c * entity.cy + m.e,
          m.b * entity.cx + m.d * entity.cy + m.f,
          m.a * entity.mx + m.c * entity.my,
          m.b * entity.mx + m.d * entity.my,
          m.a * vx + m.c * vy,
          m.b * vx + m.d * vy,
        ];
        return this.pushCurve(rec, common, ctx, p, t0, t1, full, true);
      }
      case 'polyline':
        return this.emitPolyline(rec, entity, ctx, top);
      case 'text':
        return this.emitText(rec, common, ctx);
      case 'insert':
        return this.emitInsert(rec, entity, ctx, top);
      case 'dimension':
        return this.emitDimension(rec, entity, ctx, top);
      case 'hatch':
        return this.emitHatch(rec, entity, ctx);
      default:
        return;
    }
  }

  private skip(): void {
    this.skipped += 1;
  }

  private pushCurve(
    rec: EntityRecord,
    common: EntityCommon,
    ctx: Ctx,
    p: number[],
    t0: number,
    t1: number,
    full: boolean,
    ellipse = false,
  ): void {
    if (!isFiniteAll(...p, t0, t1)) return this.skip();
    const shape = curveShape(p, t0, t1, full);
    if (!shape) return;
    const style = this.style(common, styleDetails(this.doc.tags, rec), ctx);
    const base = this.base(style, ctx);
    // An ELLIPSE stays an ellipse even when its axes are equal, so it comes back as what was drawn.
    if (ellipse && shape.type !== 'ellipse') {
      return this.push({
        ...base,
        type: 'ellipse',
        x: shape.x,
        y: shape.y,
        rx: shape.radius,
        ry: shape.radius,
        startAngle: shape.type === 'arc' ? shape.startAngle : 0,
        endAngle: shape.type === 'arc' ? shape.endAngle : 360,
      });
    }
    if (shape.type === 'ellipse') return this.push({ ...base, ...shape });
    return this.push({ ...base, ...shape });
  }

  /** World (DXF, y up) → screen orientation (y down), before scaling. */
  private points(m: Affine, flat: readonly number[]): Point[] {
    const out: Point[] = [];
    for (let i = 0; i + 1 < flat.length; i += 2) {
      const x = flat[i] as number;
      const y = flat[i + 1] as number;
      out.push({ x: m.a * x + m.c * y + m.e, y: -(m.b * x + m.d * y + m.f) });
    }
    return out;
  }

  private emitPolyline(
    rec: EntityRecord,
    entity: Extract<DecodedEntity, { kind: 'polyline' }>,
    ctx: Ctx,
    top: boolean,
  ): void {
    const { common } = entity;
    const { tags } = this.doc;
    const m = entity.ocs ? this.localMatrix(common, ctx) : ctx.m;
    const style = this.style(common, styleDetails(tags, rec), ctx);
    if (rec.type === 'SOLID' || rec.type === 'TRACE' || rec.type === '3DFACE') {
      const loop = this.points(m, entity.points);
      if (!loop.every((q) => isFiniteAll(q.x, q.y))) return this.skip();
      return this.push(this.hatch(style, ctx, [loop], 'SOLID', 1, 0));
    }
    if (rec.type === 'POLYLINE' && entity.mesh) {
      const mesh = meshFaces(tags, rec);
      if (!mesh) return;
      const pts = this.points(m, mesh.points);
      const inner = top && mesh.faces.length > 1 ? { ...ctx, groupId: this.ids() } : ctx;
      mesh.faces.forEach((face, k) => {
        const run = face.map((i) => pts[i] as Point);
        if (!run.every((q) => isFiniteAll(q.x, q.y))) return this.skip();
        this.push(this.polyline(style, inner, run, null, mesh.closedRuns[k] === true));
      });
      return;
    }
    const n = entity.points.length / 2;
    if (n < 1) return;
    let flat: readonly number[] = entity.points;
    let bulges: number[] | null = entity.bulges;
    const det = m.a * m.d - m.b * m.c;
    // Bulges survive a similarity (uniform scale, rotation, mirror); any other transform bends arcs into
    // ellipse pieces, so those segments are flattened.
    const similar =
      Math.abs(m.a * m.a + m.b * m.b - (m.c * m.c + m.d * m.d)) <= 1e-9 * (m.a * m.a + m.b * m.b) &&
      Math.abs(m.a * m.c + m.b * m.d) <= 1e-9 * (m.a * m.a + m.b * m.b);
    if (bulges && !similar) {
      const walked: number[] = [];
      walkBulgedPolyline(entity.points, bulges, entity.closed, (x, y) => walked.push(x, y));
      flat = walked;
      bulges = null;
    }
    const pts = this.points(m, flat);
    if (!pts.every((q) => isFiniteAll(q.x, q.y))) return this.skip();
    // DXF bulges are counter-clockwise positive with y up; the y flip turns them counter-clockwise on screen,
    // where the model counts clockwise as positive: negated, unless a mirroring insert already turned them.
    const signed = bulges ? bulges.map((b) => (!Number.isFinite(b) || b === 0 ? 0 : det < 0 ? b : -b)) : null;
    const el = this.polyline(style, ctx, pts, signed, entity.closed);
    if (rec.type === 'SPLINE') this.splineIndexes.push(this.elements.length);
    this.push(el);
  }

  private polyline(style: Style, ctx: Ctx, pts: Point[], bulges: number[] | null, closed: boolean): Draft {
    const first = pts[0] ?? { x: 0, y: 0 };
    const rel = pts.map((q) => ({ x: q.x - first.x, y: q.y - first.y }));
    const hasBulge = bulges !== null && bulges.some((b) => b !== 0);
    return {
      ...this.base(style, ctx),
      type: 'polyline',
      x: first.x,
      y: first.y,
      points: rel,
      ...(hasBulge ? { bulges: bulges as number[] } : {}),
      closed,
    };
  }

  private hatch(
    style: Style,
    ctx: Ctx,
    loops: Point[][],
    pattern: string,
    scale: number,
    angle: number,
  ): Draft {
    const first = loops[0]?.[0] ?? { x: 0, y: 0 };
    return {
      ...this.base(style, ctx),
      type: 'hatch',
      x: first.x,
      y: first.y,
      loops: loops.map((loop) => loop.map((q) => ({ x: q.x - first.x, y: q.y - first.y }))),
      pattern,
      patternScale: scale,
      patternAngle: angle,
    };
  }

  private emitHatch(rec: EntityRecord, entity: Extract<DecodedEntity, { kind: 'hatch' }>, ctx: Ctx): void {
    const m = this.localMatrix(entity.common, ctx);
    const loops = entity.loops.map((loop) => this.points(m, loop)).filter((loop) => loop.length >= 2);
    if (loops.length === 0) return;
    if (!loops.every((loop) => loop.every((q) => isFiniteAll(q.x, q.y)))) return this.skip();
    const style = this.style(entity.common, styleDetails(this.doc.tags, rec), ctx);
    const d = hatchDetails(this.doc.tags, rec);
    // Pattern angle turns with the insert; y flipped, it is measured clockwise like every model angle.
    const turn = (Math.atan2(m.b, m.a) * 180) / Math.PI;
    const angle = ((-(d.angle + turn) % 360) + 360) % 360;
    const scale = d.scale * Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
    this.push(this.hatch(style, ctx, loops, d.pattern, scale > 0 ? scale : 1, angle));
  }

  private emitText(rec: EntityRecord, common: EntityCommon, ctx: Ctx): void {
    const details = rec.type === 'MTEXT' ? mtextDetails(this.doc.tags, rec) : textDetails(this.doc.tags, rec);
    this.pushText(rec, common, details, ctx);
  }

  private pushText(rec: EntityRecord, common: EntityCommon, t: TextDetails, ctx: Ctx): void {
    if (t.hidden || t.text.trim() === '') return;
    const m = t.ocs ? this.localMatrix(common, ctx) : ctx.m;
    const px = m.a * t.x + m.c * t.y + m.e;
    const py = m.b * t.x + m.d * t.y + m.f;
    const scale = Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
    const r = (Number.isFinite(t.rotation) ? t.rotation : 0) * DEG;
    const ccw =
      (Math.atan2(m.b * Math.cos(r) + m.d * Math.sin(r), m.a * Math.cos(r) + m.c * Math.sin(r)) * 180) /
      Math.PI;
    // Height 0 means "the style's height"; styles are not read, so the drawing's default text size stands in.
    const own = Number.isFinite(t.height) && t.height > 0 ? t.height : this.defaultTextHeight;
    const height = Math.abs(own) * scale;
    if (!isFiniteAll(px, py, ccw) || !(height > 0)) return this.skip();
    const style = this.style(common, styleDetails(this.doc.tags, rec), ctx);
    const rotation = ((-ccw % 360) + 360) % 360;
    const draft = {
      ...this.base(style, ctx),
      type: 'text' as const,
      x: 0,
      y: 0,
      rotation,
      text: t.text.slice(0, 10_000),
      fontSize: Math.min(96, Math.max(8, Math.round(height))),
      // '#000000' is the model's "by layer" for text; an entity's own colour is `color`.
      fill: '#000000',
      fontStyle: 'normal' as const,
      height,
      ...(t.align !== 'left' ? { align: t.align } : {}),
      ...(t.width > 0 ? { width: t.width * scale } : {}),
    };
    // The model turns text about its box's centre: place the anchor so the DXF point lands where the file says.
    const drop = anchorDrop(draft, t.valign, rec.type === 'MTEXT');
    this.push({ ...draft, ...placeText(draft, { x: px, y: -py }, drop) });
  }

  private block(name: string): BlockDef | null {
    const block = this.doc.blocks.get(name.toUpperCase());
    if (!block) {
      if (name !== '') this.missingBlocks.add(name);
      return null;
    }
    return block;
  }

  private blockEntities(block: BlockDef): DecodedEntity[] {
    let decoded = this.blockDecoded.get(block);
    if (!decoded) {
      decoded = block.entities.map((r) => decodeEntity(this.doc.tags, r, this.stats));
      this.checkVertices();
      this.blockDecoded.set(block, decoded);
    }
    return decoded;
  }

  private enter(block: BlockDef, ctx: Ctx): string[] {
    return enterBlock(block, ctx, this.limits);
  }

  /** The insert's own resolved style, handed to BYBLOCK entities inside it. */
  private childStyle(
    rec: EntityRecord,
    common: EntityCommon,
    ctx: Ctx,
  ): Pick<Ctx, 'layer' | 'color' | 'linetype' | 'lineweight'> {
    const style = this.style(common, styleDetails(this.doc.tags, rec), ctx);
    return {
      layer: style.layer,
      color: style.color ?? this.layerColor.get(style.layer.toUpperCase()) ?? null,
      linetype: style.linetype ?? null,
      lineweight: style.lineweight ?? null,
    };
  }

  private emitInsert(
    rec: EntityRecord,
    e: Extract<DecodedEntity, { kind: 'insert' }>,
    ctx: Ctx,
    top: boolean,
  ): void {
    if (top && this.emitFixture(rec, e, ctx)) return;
    const groupId = top ? this.ids() : ctx.groupId;
    const inner: Ctx = { ...ctx, groupId };
    const before = this.made;
    for (const follower of rec.followers ?? []) {
      this.pushText(
        follower,
        { ...e.common, layer: this.attribLayer(follower, e.common) },
        textDetails(this.doc.tags, follower),
        inner,
      );
    }
    const block = this.block(e.block);
    if (block) {
      const stack = this.enter(block, ctx);
      const array = insertArray(e, block.name, this.limits);
      if (ctx.depth === 0) this.blockCosts.checkInsert(this.made, array, block, ctx.stack);
      if (!isFiniteAll(e.x, e.y, e.sx, e.sy, e.rotation, e.colSpacing, e.rowSpacing)) return this.skip();
      const ocs = this.localMatrix(e.common, ctx);
      const styled = this.childStyle(rec, e.common, ctx);
      const entities = this.blockEntities(block);
      forEachInsertCopy(e, block, array, (local) => {
        this.deadline.check();
        const child: Ctx = { ...inner, ...styled, m: compose(ocs, local), depth: ctx.depth + 1, stack };
        entities.forEach((entity, k) => this.emit(block.entities[k] as EntityRecord, entity, child, false));
      });
    }
    this.ungroupSingle(top, before);
  }

  /**
   * A top-level INSERT of one of our fixture blocks, unscaled, in plan and in an inch drawing: the fixture itself
   * (one object to select, resize and export again), centred where the block's base point is. Anything else
   * (scaled, arrayed, tilted, with attributes) is expanded into its line work as any block is.
   */
  private emitFixture(rec: EntityRecord, e: Extract<DecodedEntity, { kind: 'insert' }>, ctx: Ctx): boolean {
    const fixture = fixtureBlock(e.block);
    if (!fixture || headerNumber(this.doc, '$INSUNITS') !== 1) return false;
    const c = e.common;
    if ((rec.followers?.length ?? 0) > 0 || c.ex !== 0 || c.ey !== 0 || !(c.ez > 0)) return false;
    // X scale -1 is our export's mirrored fixture; any other scale is drawn as line work.
    if (
      (e.sx !== 1 && e.sx !== -1) ||
      e.sy !== 1 ||
      e.cols > 1 ||
      e.rows > 1 ||
      !isFiniteAll(e.x, e.y, e.rotation)
    )
      return false;
    const style = this.style(c, styleDetails(this.doc.tags, rec), ctx);
    this.push({
      ...this.base(style, ctx),
      type: 'fixture',
      symbol: fixture.symbol,
      x: e.x - fixture.width / 2,
      y: -e.y - fixture.depth / 2,
      width: fixture.width,
      depth: fixture.depth,
      rotation: (((-e.rotation % 360) + 360) % 360) + 0,
      ...(e.sx === -1 ? { mirrored: true } : {}),
    });
    return true;
  }

  /** ATTRIBs carry their own layer (code 8); the decoded insert gives only the insert's common part. */
  private attribLayer(follower: EntityRecord, insert: EntityCommon): string {
    const { tags } = this.doc;
    for (let i = follower.start + 1; i < follower.end; i += 1) {
      if (tags.codes[i] === 8) return String(tags.values[i] ?? '').trim() || insert.layer;
    }
    return insert.layer;
  }

  /** A group of one is no group: the element stands alone, as AutoCAD's EXPLODE of a one-entity block would. */
  private ungroupSingle(top: boolean, before: number): void {
    if (!top || this.made - before !== 1 || this.elements.length !== this.made) return;
    const last = this.elements[this.elements.length - 1] as Draft;
    const { groupId: _drop, ...rest } = last;
    this.elements[this.elements.length - 1] = rest as Draft;
  }

  private emitDimension(
    rec: EntityRecord,
    e: Extract<DecodedEntity, { kind: 'dimension' }>,
    ctx: Ctx,
    top: boolean,
  ): void {
    const d = dimensionDetails(this.doc.tags, rec);
    if (d.kind === 0 || d.kind === 1) {
      const { m } = ctx;
      const map = (x: number, y: number): Point => ({
        x: m.a * x + m.c * y + m.e,
        y: -(m.b * x + m.d * y + m.f),
      });
      const p1 = map(d.x1, d.y1);
      const p2 = map(d.x2, d.y2);
      const at = map(d.defX, d.defY);
      if (!isFiniteAll(p1.x, p1.y, p2.x, p2.y, at.x, at.y)) return this.skip();
      const style = this.style(e.common, styleDetails(this.doc.tags, rec), ctx);
      // The measured direction on screen: the points' own for aligned, the stated angle (turned by any insert)
      // for rotated dimensions.
      let dirX = p2.x - p1.x;
      let dirY = p2.y - p1.y;
      let measureAngle: number | undefined;
      if (d.kind === 0) {
        const a = d.angle * DEG;
        const wx = m.a * Math.cos(a) + m.c * Math.sin(a);
        const wy = m.b * Math.cos(a) + m.d * Math.sin(a);
        dirX = wx;
        dirY = -wy;
        measureAngle = ((((Math.atan2(dirY, dirX) * 180) / Math.PI) % 360) + 360) % 360;
      }
      const len = Math.hypot(dirX, dirY);
      // Offset: how far the dimension line stands to the left (on screen) of the measured direction from p1.
      const nx = len === 0 ? 0 : dirY / len;
      const ny = len === 0 ? 0 : -dirX / len;
      const offset = (at.x - p1.x) * nx + (at.y - p1.y) * ny;
      return this.push({
        ...this.base(style, ctx),
        type: 'dimension',
        x: p1.x,
        y: p1.y,
        x2: p2.x,
        y2: p2.y,
        offset: Number.isFinite(offset) ? offset : 0,
        ...(measureAngle !== undefined ? { measureAngle } : {}),
        ...(d.text !== '' ? { textOverride: d.text } : {}),
      });
    }
    // Angular, radial, diameter and ordinate dimensions: what their *D block draws, as a group.
    const block = this.block(e.block);
    if (!block) return;
    const stack = this.enter(block, ctx);
    const before = this.made;
    const styled = this.childStyle(rec, e.common, ctx);
    const child: Ctx = {
      ...ctx,
      ...styled,
      groupId: top ? this.ids() : ctx.groupId,
      depth: ctx.depth + 1,
      stack,
    };
    const entities = this.blockEntities(block);
    entities.forEach((entity, k) => this.emit(block.entities[k] as EntityRecord, entity, child, false));
    this.ungroupSingle(top, before);
  }
}

/** MTEXT entities that are further columns of another MTEXT: parts of that one text, not texts of their own. */
function columnParts(doc: DxfDocument, records: EntityRecord[]): Set<string> {
  const parts = new Set<string>();
  for (const rec of records) {
    if (rec.type !== 'MTEXT') continue;
    for (const handle of mtextColumnHandles(doc.tags, rec)) parts.add(handle);
  }
  return parts;
}

function handleOf(doc: DxfDocument, rec: EntityRecord): string | null {
  for (let i = rec.start + 1; i < rec.end; i += 1) {
    if (doc.tags.codes[i] === 5)
      return String(doc.tags.values[i] ?? '')
        .trim()
        .toUpperCase();
  }
  return null;
}

function pageLayers(doc: DxfDocument, used: Map<string, string>): Layer[] {
  const weights = layerLineweights(doc.tags);
  const layers: Layer[] = [];
  const seen = new Set<string>();
  for (const l of doc.layers) {
    const key = l.name.toUpperCase();
    if (seen.has(key) || l.name.length > 255) continue;
    seen.add(key);
    const w = weights.get(key);
    layers.push({
      name: l.name,
      color: hex(l.trueColor ?? aciToRgb(l.color)),
      visible: !l.off,
      frozen: l.frozen,
      locked: l.locked,
      linetype: (l.linetype || 'CONTINUOUS').toUpperCase(),
      lineweight: w !== undefined && w >= 0 && w <= 211 ? w / 100 : -3,
    });
  }
  // Entities on layers the table does not list still keep their layer's name (AutoCAD makes such layers).
  for (const [key, name] of used) {
    if (seen.has(key)) continue;
    seen.add(key);
    layers.push({
      name,
      color: '#000000',
      visible: true,
      frozen: false,
      locked: false,
      linetype: 'CONTINUOUS',
      lineweight: -3,
    });
  }
  if (layers.length <= PAGE_LIMITS.layersPerPage) return layers;
  // Too many for a page: keep the ones elements are on (an unused layer holds nothing to lose).
  const kept = layers.filter((l) => used.has(l.name.toUpperCase()));
  if (kept.length > PAGE_LIMITS.layersPerPage) {
    throw new ProcessingError(
      'too_complex',
      `The drawing uses ${kept.length.toLocaleString('en-US')} layers; a page holds at most ${PAGE_LIMITS.layersPerPage.toLocaleString('en-US')}`,
    );
  }
  return kept;
}

/** Reads a DXF and builds the page. Refuses (ProcessingError) what the reader refuses and pages over the caps. */
export function dxfToPage(
  bytes: Uint8Array,
  limits: ProcessingLimits,
  options: DxfImportOptions,
): DxfImportResult {
  if (bytes.length > limits.maxFileBytes) {
    throw new ProcessingError(
      'too_large',
      `The file is ${(bytes.length / 1048576).toFixed(1)} MB; the limit is ${(limits.maxFileBytes / 1048576).toFixed(0)} MB`,
    );
  }
  if (bytes.length === 0) throw new ProcessingError('not_dxf', 'Not a DXF file: the file is empty');
  const deadline = new Deadline(limits);
  const { doc } = readDxfDocument(bytes, limits, deadline);
  const builder = new DxfPageBuilder(doc, limits, deadline, options.ids);
  const records = modelSpaceRecords(doc);
  const parts = columnParts(doc, records);
  for (const rec of records) {
    if (rec.type === 'MTEXT' && parts.size > 0) {
      const handle = handleOf(doc, rec);
      if (handle !== null && parts.has(handle)) continue;
    }
    if (inPaperSpace(readCommon(doc.tags, rec), doc)) continue;
    builder.top(rec);
  }
  if (builder.count > PAGE_LIMITS.elementsPerPage) {
    throw new ProcessingError(
      'too_many_elements',
      `The drawing makes ${builder.count.toLocaleString('en-US')} elements; a page holds at most ${PAGE_LIMITS.elementsPerPage.toLocaleString('en-US')}`,
    );
  }
  const insunits = headerNumber(doc, '$INSUNITS');
  const declared = unitName(insunits);
  const drafts = builder.result();
  const finished = finishElements(drafts, declared, builder.splineIndexes);
  const warnings = [...doc.warnings, ...builder.warnings(), ...finished.warnings];
  const elements = finished.elements.map(finalizeElement);
  const counts: Record<string, number> = {};
  for (const el of elements) counts[el.type] = (counts[el.type] ?? 0) + 1;
  const page: Page = {
    version: DRAWING_VERSION,
    id: options.pageId,
    name: options.pageName,
    elements,
    layers: pageLayers(doc, builder.used()),
    // The drawing's lines are its author's content: no automatic dimension is added to them.
    autoDimensions: false,
  };
  return {
    page,
    units: { declared, used: finished.unit, guessed: finished.guessed },
    counts,
    warnings,
  };
}
