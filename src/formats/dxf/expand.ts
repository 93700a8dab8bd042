import { ProcessingError } from '../errors';
import type { Deadline, ProcessingLimits } from '../limits';
import { aciToRgb } from '../../core/model/aci';
import { walkBulgedPolyline } from './bulge';
import type { BlockDef, DxfDocument, EntityRecord, LayerDef } from './document';
import { headerNumber } from './document';
import type { DecodedEntity, DecodeStats, EntityCommon, TextItem } from './entities';
import { decodeEntity } from './entities';
import { BlockCosts, enterBlock, forEachInsertCopy, insertArray, tooManyExpanded } from './insertWalk';
import type {
  Affine,
  DxfGeometry,
  Extents,
  GeometryLayer,
  GeometryLinetype,
  PrimitiveStyle,
} from './geometry';
import { compose, emptyExtents, FloatBuffer, growExtents, IDENTITY, IntBuffer, ocsToWorld } from './geometry';
import { quoteList } from '../quote';

export interface WorldText {
  text: string;
  x: number;
  y: number;
  height: number;
  rotation: number;
  layer: string;
}

export interface WorldDimension {
  measurement: number | null;
  text: string;
  layer: string;
}

/** What an INSERT passes down to the entities of its block. */
interface Context {
  m: Affine;
  /** Layer of the enclosing INSERT: block entities on layer "0" take it. */
  layer: string | null;
  /** Resolved colour of the enclosing INSERT, for BYBLOCK entities. */
  color: number | null;
  depth: number;
  stack: string[];
  /** An enclosing INSERT is on a frozen layer (or invisible): nothing inside is shown. */
  hidden?: boolean;
  /** Resolved linetype (upper-cased name) and lineweight of the enclosing INSERT, for BYBLOCK entities. */
  linetype?: string;
  lineweight?: number;
  /** Linetype scale carried into the block: the INSERT's own times its scale factor. */
  ltscale?: number;
}

/** Resolved style of the entity being emitted, pushed beside each primitive it produces. */
interface Resolved {
  /** Effective layer name; its index is taken only when a primitive is pushed. */
  layer: string;
  color: number;
  hidden: boolean;
  linetype: number;
  ltscale: number;
  lineweight: number;
}

/**
 * A per-primitive value that is nearly always its default: nothing is stored until the first other value, then the
 * defaults so far are filled in. Drawings that set no linetype, weight or hidden layer pay nothing per primitive.
 */
class SparseColumn {
  private data: number[] | null = null;
  private count = 0;

  constructor(private readonly fallback: number) {}

  push(value: number): void {
    if (this.data === null) {
      if (value === this.fallback) {
        this.count += 1;
        return;
      }
      this.data = new Array<number>(this.count).fill(this.fallback);
    }
    this.data.push(value);
    this.count += 1;
  }

  /** The values, or null when every one is the default. */
  finish(): number[] | null {
    return this.data;
  }
}

type StyleTarget = {
  layer: IntBuffer;
  color: IntBuffer;
  hidden: SparseColumn;
  linetype: SparseColumn;
  ltscale: SparseColumn;
  lineweight: SparseColumn;
};

const styleTarget = (): StyleTarget => ({
  layer: new IntBuffer(),
  color: new IntBuffer(),
  hidden: new SparseColumn(0),
  linetype: new SparseColumn(-1),
  ltscale: new SparseColumn(1),
  lineweight: new SparseColumn(-3),
});

/** Linetype names that draw a continuous line. */
const CONTINUOUS = new Set(['', 'CONTINUOUS', 'BYLAYER', 'BYBLOCK']);

/**
 * Text box corners in the text's own frame (x along the baseline, y up, insertion point at the origin), estimated
 * with a monospaced font as ezdxf does: each character as wide as the text is tall (times the width factor),
 * descenders a third of the height below the baseline; MTEXT lines 5/3 of the height apart.
 */
export function textBox(item: TextItem): [number, number, number, number] {
  const h = Number.isFinite(item.height) ? Math.abs(item.height) : 0;
  const lines = item.text.split('\n');
  if (item.attachment !== undefined) {
    const box = item.boxWidth ?? 0;
    let count = 0;
    let longest = 0;
    for (const line of lines) {
      const width = line.length * h;
      count += box > 0 ? Math.max(1, Math.ceil(width / box)) : 1;
      longest = Math.max(longest, box > 0 ? Math.min(width, box) : width);
    }
    const width = box > 0 ? box : longest;
    const total = h * 1.333;
    const height = total * count + (h * 1.67 - total) * (count - 1);
    const col = (item.attachment - 1) % 3;
    const row = Math.floor((item.attachment - 1) / 3);
    const x0 = -width * (col / 2);
    const y1 = height * (row / 2);
    return [x0, y1 - height, x0 + width, y1];
  }
  const halign = item.halign ?? 0;
  const valign = item.valign ?? 0;
  const natural = (lines[0] ?? '').length * h * (item.widthFactor ?? 1);
  const span = stretchedSpan(item);
  if (span !== null) {
    // Aligned (3) and fit (5) text runs from its first point to its second (x, y); aligned text scales its height too.
    const height = halign === 3 && natural > 0 ? (h * span) / natural : h;
    return [-span, -height * 0.333, 0, height];
  }
  const width = natural;
  const x0 = halign === 1 || halign === 4 ? -width / 2 : halign === 2 ? -width : 0;
  const descender = h * 0.333;
  const y0 =
    halign === 4
      ? -(h + descender) / 2
      : valign === 1
        ? 0
        : valign === 2
          ? -h / 2 - descender
          : valign === 3
            ? -h - descender
            : -descender;
  return [x0, y0, x0 + width, y0 + h + descender];
}

/** The distance between the two points of aligned or fit text (72 = 3 or 5); null for any other text. */
function stretchedSpan(item: TextItem): number | null {
  const halign = item.halign ?? 0;
  if ((halign !== 3 && halign !== 5) || item.startX === undefined || item.startY === undefined) return null;
  const span = Math.hypot(item.x - item.startX, item.y - item.startY);
  return span > 0 ? span : null;
}

const TWO_PI = Math.PI * 2;
const DEG = Math.PI / 180;

function normalizeRange(t0: number, t1: number): [number, number] {
  let end = t1;
  while (end <= t0) end += TWO_PI;
  while (end - t0 > TWO_PI) end -= TWO_PI;
  return [t0, end];
}

/** A circle arc of the local frame in the geometry's curve form: the transform maps its axes r·x̂, r·ŷ. */
function circleCurve(m: Affine, cx: number, cy: number, r: number, t0: number, t1: number): number[] {
  return [m.a * cx + m.c * cy + m.e, m.b * cx + m.d * cy + m.f, m.a * r, m.b * r, m.c * r, m.d * r, t0, t1];
}

/**
 * Expands model space into world geometry: follows INSERTs through nested blocks (scale, rotation, column/row
 * arrays, OCS), resolves BYLAYER/BYBLOCK colours and layer-0 inheritance, and tracks exact extents (arcs and
 * ellipses by their true extremes, not their control points).
 */
export class Expander {
  private readonly layerIndex = new Map<string, number>();
  private readonly layerDefs: GeometryLayer[] = [];
  private readonly layerRgb = new Map<string, number>();
  private readonly blockCache = new Map<BlockDef, DecodedEntity[]>();
  private readonly blockCosts: BlockCosts;
  private readonly lineCoords = new FloatBuffer();
  private readonly lineStyle = styleTarget();
  private readonly polyCoords = new FloatBuffer();
  private readonly polyOffsets = new IntBuffer();
  private readonly polyFlags = new IntBuffer();
  private readonly polyStyle = styleTarget();
  private readonly arcParams = new FloatBuffer();
  private readonly arcStyle = styleTarget();
  private readonly pointCoords = new FloatBuffer();
  private readonly pointStyle = styleTarget();
  private readonly layerState = new Map<string, LayerDef>();
  private readonly linetypeIndex = new Map<string, number>();
  private readonly linetypeDefs: GeometryLinetype[] = [];
  /** The style of the entity being emitted: set by `resolve` before its primitives are pushed and grown. */
  private current: Resolved = {
    layer: '0',
    color: 0,
    hidden: false,
    linetype: -1,
    ltscale: 1,
    lineweight: -3,
  };
  /** Extents of what is shown: hidden primitives left out. */
  readonly visibleExtents: Extents = emptyExtents();
  private readonly geometryTexts: DxfGeometry['texts'] = [];
  private produced = 0;
  private skippedBadNumbers = 0;
  private readonly missingBlocks = new Set<string>();
  readonly texts: WorldText[] = [];
  readonly dimensions: WorldDimension[] = [];
  readonly extents: Extents = emptyExtents();
  readonly stats: DecodeStats = { vertices: 0 };
  hatchPaths = 0;
  private readonly tmp: number[] = [];

  constructor(
    private readonly doc: DxfDocument,
    private readonly limits: ProcessingLimits,
    private readonly deadline: Deadline,
  ) {
    this.blockCosts = new BlockCosts(
      doc.blocks,
      (block) => this.blockEntities(block),
      limits,
      () => deadline.check(),
    );
    this.polyOffsets.push(0);
    for (const layer of doc.layers) {
      this.layerRgb.set(layer.name.toUpperCase(), layer.trueColor ?? aciToRgb(layer.color));
      this.layerState.set(layer.name.toUpperCase(), layer);
    }
  }

  decode(rec: EntityRecord): DecodedEntity {
    const entity = decodeEntity(this.doc.tags, rec, this.stats);
    if (this.stats.vertices > this.limits.maxVertices) {
      throw new ProcessingError(
        'too_many_vertices',
        `The drawing has more than ${this.limits.maxVertices.toLocaleString('en-US')} vertices, the processing limit`,
      );
    }
    return entity;
  }

  /** Emits one top-level (model space) entity. */
  emitTop(entity: DecodedEntity): void {
    this.emit(entity, { m: IDENTITY, layer: null, color: null, depth: 0, stack: [] });
  }

  warnings(): string[] {
    const out: string[] = [];
    if (this.skippedBadNumbers > 0) {
      out.push(`${this.skippedBadNumbers} entities with unreadable coordinates were skipped`);
    }
    if (this.missingBlocks.size > 0) {
      out.push(`INSERT of undefined blocks ignored: ${quoteList(this.missingBlocks)}`);
    }
    return out;
  }

  geometry(): DxfGeometry {
    // Columns that hold only their default (all shown, continuous, scale 1, DEFAULT weight) are left out.
    const style = (s: StyleTarget): PrimitiveStyle => {
      const out: PrimitiveStyle = { layer: s.layer.finish(), color: s.color.finish() };
      const hidden = s.hidden.finish();
      if (hidden) out.hidden = Uint8Array.from(hidden);
      const linetype = s.linetype.finish();
      if (linetype) out.linetype = Int32Array.from(linetype);
      const ltscale = s.ltscale.finish();
      if (ltscale) out.ltscale = Float32Array.from(ltscale);
      const lineweight = s.lineweight.finish();
      if (lineweight) out.lineweight = Int16Array.from(lineweight);
      return out;
    };
    const v = this.visibleExtents;
    const ltscale = headerNumber(this.doc, '$LTSCALE', 40);
    const lwdefault = headerNumber(this.doc, '$LWDEFAULT', 70);
    return {
      linetypes: this.linetypeDefs,
      ltscale: ltscale !== null && ltscale > 0 ? ltscale : 1,
      lwdefault: lwdefault !== null && lwdefault >= 0 ? lwdefault : 25,
      visibleExtents: v.minX <= v.maxX && v.minY <= v.maxY ? { ...v } : null,
      layers: this.layerDefs,
      lines: { coords: this.lineCoords.finish(), ...style(this.lineStyle) },
      polylines: {
        coords: this.polyCoords.finish(),
        offsets: Uint32Array.from(this.polyOffsets.finish()),
        flags: Uint8Array.from(this.polyFlags.finish()),
        ...style(this.polyStyle),
      },
      arcs: { params: this.arcParams.finish(), ...style(this.arcStyle) },
      points: { coords: this.pointCoords.finish(), ...style(this.pointStyle) },
      texts: this.geometryTexts,
    };
  }

  private count(): void {
    this.produced += 1;
    this.deadline.check();
    if (this.produced > this.limits.maxExpandedPrimitives) throw tooManyExpanded(this.limits);
  }

  private effectiveLayer(common: EntityCommon, ctx: Context): string {
    return common.layer === '0' && ctx.layer !== null ? ctx.layer : common.layer;
  }

  private layerId(name: string): number {
    const key = name.toUpperCase();
    let id = this.layerIndex.get(key);
    if (id === undefined) {
      id = this.layerDefs.length;
      this.layerIndex.set(key, id);
      const def = this.layerState.get(key);
      const layer: GeometryLayer = { name, color: this.layerRgb.get(key) ?? 0x000000 };
      if (def) {
        if (def.off) layer.off = true;
        if (def.frozen) layer.frozen = true;
        if (def.locked) layer.locked = true;
        layer.linetype = def.linetype;
        layer.lineweight = def.lineweight ?? -3;
      }
      this.layerDefs.push(layer);
    }
    return id;
  }

  /** Index of a linetype in the geometry's list, -1 for continuous lines and names the file does not define. */
  private linetypeId(name: string): number {
    const known = this.linetypeIndex.get(name);
    if (known !== undefined) return known;
    const key = name.toUpperCase();
    if (CONTINUOUS.has(key)) return -1;
    let id = this.linetypeIndex.get(key);
    if (id === undefined) {
      const def = this.doc.linetypes.get(key);
      const pattern = def ? def.pattern.filter((v) => Number.isFinite(v)) : [];
      // A pattern of nothing but dots or with no length draws as a continuous line.
      id = def && pattern.some((v) => v !== 0) ? this.linetypeDefs.length : -1;
      if (id >= 0) this.linetypeDefs.push({ name: def?.name ?? name, pattern });
      this.linetypeIndex.set(key, id);
    }
    this.linetypeIndex.set(name, id);
    return id;
  }

  /**
   * The style of an entity in this context: layer (layer-0 inheritance), colour, whether it is shown, and its
   * linetype and lineweight with BYLAYER/BYBLOCK resolved. Sets `current` for the pushes and grows that follow.
   */
  private resolve(common: EntityCommon, ctx: Context): void {
    const layer = this.effectiveLayer(common, ctx);
    const def = this.layerState.get(layer.toUpperCase());
    const hidden = ctx.hidden === true || common.invisible || (def !== undefined && (def.off || def.frozen));
    const lt = common.linetype;
    // BYLAYER is by far the most common: compared as written first, upper-cased only otherwise.
    const byLayer = lt === 'BYLAYER' || lt === 'ByLayer' || lt.toUpperCase() === 'BYLAYER';
    const linetypeName = byLayer
      ? (def?.linetype ?? 'CONTINUOUS')
      : lt.toUpperCase() === 'BYBLOCK'
        ? (ctx.linetype ?? 'CONTINUOUS')
        : lt;
    const lw = common.lineweight;
    const lineweight =
      lw === -1 ? (def?.lineweight ?? -3) : lw === -2 ? (ctx.lineweight ?? -3) : lw >= 0 ? lw : -3;
    // One object, updated in place: this runs once per primitive.
    const c = this.current;
    c.layer = layer;
    c.color = this.resolveColor(common, layer, ctx);
    c.hidden = hidden;
    c.linetype = this.linetypeId(linetypeName);
    c.ltscale = common.linetypeScale * (ctx.ltscale ?? 1);
    c.lineweight = lineweight;
  }

  private resolveColor(common: EntityCommon, layer: string, ctx: Context): number {
    if (common.trueColor !== null && Number.isFinite(common.trueColor)) return common.trueColor;
    if (common.color === 0) return ctx.color ?? 0x000000;
    if (common.color > 0 && common.color < 256) return aciToRgb(common.color);
    return this.layerRgb.get(layer.toUpperCase()) ?? 0x000000;
  }

  /** Finite and within the coordinate cap; NaN (unreadable number) makes the caller skip the entity. */
  private valid(values: number[], length: number, what: string): boolean {
    for (let i = 0; i < length; i += 1) {
      const v = values[i] as number;
      if (Number.isNaN(v)) {
        this.skippedBadNumbers += 1;
        return false;
      }
      if (!(Math.abs(v) <= this.limits.maxCoordinate)) {
        throw new ProcessingError(
          'coordinate_out_of_range',
          `A ${what} has a coordinate of ${v.toPrecision(3)}, beyond the limit of ±${this.limits.maxCoordinate.toExponential(0)}`,
        );
      }
    }
    return true;
  }

  private grow(x: number, y: number): void {
    growExtents(this.extents, x, y);
    if (!this.current.hidden) growExtents(this.visibleExtents, x, y);
  }

  /** Exact bounding box of c + u·cos t + v·sin t over [t0, t1]: endpoints plus the axis-extreme parameters. */
  private growCurve(p: number[]): void {
    const [cx, cy, ux, uy, vx, vy, t0, t1] = p as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const at = (t: number): void =>
      this.grow(cx + ux * Math.cos(t) + vx * Math.sin(t), cy + uy * Math.cos(t) + vy * Math.sin(t));
    at(t0);
    at(t1);
    for (const base of [Math.atan2(vx, ux), Math.atan2(vy, uy)]) {
      for (const cand of [base, base + Math.PI]) {
        let t = cand;
        while (t < t0) t += TWO_PI;
        while (t - TWO_PI >= t0) t -= TWO_PI;
        if (t <= t1) at(t);
      }
    }
  }

  private emit(entity: DecodedEntity, ctx: Context): void {
    switch (entity.kind) {
      case 'line':
        return this.emitLine(entity, ctx);
      case 'point':
        return this.emitPoint(entity, ctx);
      case 'arc':
        return this.emitArc(entity, ctx);
      case 'ellipse':
        return this.emitEllipse(entity, ctx);
      case 'polyline':
        return this.emitPolyline(entity, ctx);
      case 'text':
        return this.emitText(entity.item, ctx);
      case 'insert':
        return this.emitInsert(entity, ctx);
      case 'dimension':
        return this.emitDimension(entity, ctx);
      case 'hatch':
        this.hatchPaths += entity.paths;
        for (const loop of entity.loops) {
          this.emitPolyline(
            {
              kind: 'polyline',
              common: entity.common,
              points: loop,
              bulges: null,
              closed: true,
              ocs: true,
              mesh: false,
              filled: entity.solid,
            },
            ctx,
            4,
          );
        }
        return;
      default:
        return;
    }
  }

  /** Pushes the current entity's resolved style beside its primitive. */
  private style(target: StyleTarget): void {
    const c = this.current;
    target.layer.push(this.layerId(c.layer));
    target.color.push(c.color);
    target.hidden.push(c.hidden ? 1 : 0);
    target.linetype.push(c.linetype);
    target.ltscale.push(c.ltscale);
    target.lineweight.push(c.lineweight);
  }

  private emitLine(e: Extract<DecodedEntity, { kind: 'line' }>, ctx: Context): void {
    const { m } = ctx;
    const t = this.tmp;
    t[0] = m.a * e.x1 + m.c * e.y1 + m.e;
    t[1] = m.b * e.x1 + m.d * e.y1 + m.f;
    t[2] = m.a * e.x2 + m.c * e.y2 + m.e;
    t[3] = m.b * e.x2 + m.d * e.y2 + m.f;
    if (!this.valid(t, 4, 'LINE')) return;
    this.count();
    this.resolve(e.common, ctx);
    for (let i = 0; i < 4; i += 1) this.lineCoords.push(t[i] as number);
    this.grow(t[0] as number, t[1] as number);
    this.grow(t[2] as number, t[3] as number);
    this.style(this.lineStyle);
  }

  private emitPoint(e: Extract<DecodedEntity, { kind: 'point' }>, ctx: Context): void {
    const { m } = ctx;
    const t = this.tmp;
    t[0] = m.a * e.x + m.c * e.y + m.e;
    t[1] = m.b * e.x + m.d * e.y + m.f;
    if (!this.valid(t, 2, 'POINT')) return;
    this.count();
    this.resolve(e.common, ctx);
    this.pointCoords.push(t[0] as number);
    this.pointCoords.push(t[1] as number);
    this.grow(t[0] as number, t[1] as number);
    this.style(this.pointStyle);
  }

  private localMatrix(common: EntityCommon, ctx: Context): Affine {
    const ocs = ocsToWorld(common.ex, common.ey, common.ez, common.elevation);
    return ocs === IDENTITY ? ctx.m : compose(ctx.m, ocs);
  }

  private pushCurve(p: number[], common: EntityCommon, ctx: Context, what: string): void {
    if (!this.valid(p, 8, what)) return;
    this.count();
    this.resolve(common, ctx);
    for (let i = 0; i < 8; i += 1) this.arcParams.push(p[i] as number);
    this.growCurve(p);
    this.style(this.arcStyle);
  }

  private emitArc(e: Extract<DecodedEntity, { kind: 'arc' }>, ctx: Context): void {
    if (!(e.r > 0)) return;
    const m = this.localMatrix(e.common, ctx);
    const [t0, t1] = e.full ? [0, TWO_PI] : normalizeRange(e.a0 * DEG, e.a1 * DEG);
    this.pushCurve(circleCurve(m, e.cx, e.cy, e.r, t0, t1), e.common, ctx, e.full ? 'CIRCLE' : 'ARC');
  }

  private emitEllipse(e: Extract<DecodedEntity, { kind: 'ellipse' }>, ctx: Context): void {
    const len = Math.hypot(e.common.ex, e.common.ey, e.common.ez) || 1;
    const nz = e.common.ez / len;
    // Minor axis = N × major · ratio; its XY part is what the plan shows.
    const vx = -nz * e.my * e.ratio;
    const vy = nz * e.mx * e.ratio;
    const { m } = ctx;
    const full = Math.abs(e.t1 - e.t0) >= TWO_PI - 1e-9 || (e.t0 === 0 && e.t1 === 0);
    const [t0, t1] = full ? [0, TWO_PI] : normalizeRange(e.t0, e.t1);
    const p = [
      m.a * e.cx + m.c * e.cy + m.e,
      m.b * e.cx + m.d * e.cy + m.f,
      m.a * e.mx + m.c * e.my,
      m.b * e.mx + m.d * e.my,
      m.a * vx + m.c * vy,
      m.b * vx + m.d * vy,
      t0,
      t1,
    ];
    this.pushCurve(p, e.common, ctx, 'ELLIPSE');
  }

  private emitPolyline(e: Extract<DecodedEntity, { kind: 'polyline' }>, ctx: Context, extraFlags = 0): void {
    const n = e.points.length / 2;
    if (n < 1) return;
    const m = e.ocs ? this.localMatrix(e.common, ctx) : ctx.m;
    const world: number[] = [];
    const arcs: number[][] = [];
    walkBulgedPolyline(
      e.points,
      e.bulges,
      e.closed,
      (x, y) => {
        world.push(m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f);
      },
      (arc) => {
        const [t0, t1] =
          arc.sweep > 0 ? [arc.start, arc.start + arc.sweep] : [arc.start + arc.sweep, arc.start];
        arcs.push(circleCurve(m, arc.cx, arc.cy, arc.r, t0, t1));
      },
    );
    if (!this.valid(world, world.length, e.mesh ? 'mesh' : 'polyline')) return;
    this.count();
    this.resolve(e.common, ctx);
    for (let i = 0; i < world.length; i += 2) this.grow(world[i] as number, world[i + 1] as number);
    for (const arc of arcs) this.growCurve(arc);
    if (e.mesh) return;
    for (const v of world) this.polyCoords.push(v);
    this.polyOffsets.push(this.polyCoords.length / 2);
    this.polyFlags.push((e.closed ? 1 : 0) | (e.filled ? 2 : 0) | extraFlags);
    this.style(this.polyStyle);
  }

  private emitText(item: TextItem, ctx: Context): void {
    const m = item.ocs ? this.localMatrix(item.common, ctx) : ctx.m;
    const t = this.tmp;
    t[0] = m.a * item.x + m.c * item.y + m.e;
    t[1] = m.b * item.x + m.d * item.y + m.f;
    if (!this.valid(t, 2, 'text')) return;
    this.count();
    const x = t[0] as number;
    const y = t[1] as number;
    const scale = Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
    const r = (Number.isFinite(item.rotation) ? item.rotation : 0) * DEG;
    const rotation =
      (Math.atan2(m.b * Math.cos(r) + m.d * Math.sin(r), m.a * Math.cos(r) + m.c * Math.sin(r)) * 180) /
      Math.PI;
    const height = Number.isFinite(item.height) ? Math.abs(item.height) * scale : 0;
    const layer = this.effectiveLayer(item.common, ctx);
    this.resolve(item.common, ctx);
    this.grow(x, y);
    if (item.text === '') return;
    const start = this.growTextBox(item, m);
    this.texts.push({ text: item.text, x, y, height, rotation, layer });
    const text: DxfGeometry['texts'][number] = {
      text: item.text,
      x,
      y,
      height,
      rotation,
      layer: this.layerId(this.current.layer),
      color: this.current.color,
    };
    if (this.current.hidden) text.hidden = true;
    if (start) {
      text.lineX = start[0];
      text.lineY = start[1];
      // Aligned and fit text turns with the line between its two points.
      if (stretchedSpan(item) !== null) {
        const r = Math.atan2(item.y - (item.startY as number), item.x - (item.startX as number));
        text.rotation =
          (Math.atan2(m.b * Math.cos(r) + m.d * Math.sin(r), m.a * Math.cos(r) + m.c * Math.sin(r)) * 180) /
          Math.PI;
      }
    }
    this.geometryTexts.push(text);
  }

  /** Grows the extents by the text's estimated box (see textBox), rotated and mapped like its insertion point. */
  /**
   * Grows the extents by the text's box and answers where, in the world, its first line's baseline starts (the
   * box's left edge, one text height below its top), for renderers that draw text from there; null without a box.
   */
  private growTextBox(item: TextItem, m: Affine): [number, number] | null {
    if (!(Number.isFinite(item.height) && item.height !== 0)) return null;
    const [x0, y0, x1, y1] = textBox(item);
    // Aligned and fit text follows the line between its two points, whatever its rotation says.
    const r =
      stretchedSpan(item) !== null
        ? Math.atan2(item.y - (item.startY as number), item.x - (item.startX as number))
        : (Number.isFinite(item.rotation) ? item.rotation : 0) * DEG;
    const cos = Math.cos(r);
    const sin = Math.sin(r);
    for (const [u, v] of [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
    ] as const) {
      const lx = item.x + u * cos - v * sin;
      const ly = item.y + u * sin + v * cos;
      const wx = m.a * lx + m.c * ly + m.e;
      const wy = m.b * lx + m.d * ly + m.f;
      if (Number.isFinite(wx) && Number.isFinite(wy)) this.grow(wx, wy);
    }
    const h = y1 - y0 > 0 && item.attachment === undefined ? (y1 - y0) / 1.333 : Math.abs(item.height);
    const u = x0;
    const v = y1 - h;
    const lx = item.x + u * cos - v * sin;
    const ly = item.y + u * sin + v * cos;
    const start: [number, number] = [m.a * lx + m.c * ly + m.e, m.b * lx + m.d * ly + m.f];
    return Number.isFinite(start[0]) && Number.isFinite(start[1]) ? start : null;
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
    let decoded = this.blockCache.get(block);
    if (!decoded) {
      decoded = block.entities.map((rec) => this.decode(rec));
      this.blockCache.set(block, decoded);
    }
    return decoded;
  }

  private enter(block: BlockDef, ctx: Context): string[] {
    return enterBlock(block, ctx, this.limits);
  }

  private arraySize(
    e: Extract<DecodedEntity, { kind: 'insert' }>,
    blockName: string,
  ): { cols: number; rows: number } {
    return insertArray(e, blockName, this.limits);
  }

  private emitInsert(e: Extract<DecodedEntity, { kind: 'insert' }>, ctx: Context): void {
    for (const attrib of e.attribs) this.emitText({ ...attrib, ocs: true }, ctx);
    const block = this.block(e.block);
    if (!block) return;
    const stack = this.enter(block, ctx);
    const { cols, rows } = this.arraySize(e, block.name);
    if (ctx.depth === 0) this.blockCosts.checkInsert(this.produced, { cols, rows }, block, ctx.stack);
    const values = [e.x, e.y, e.sx, e.sy, e.rotation, e.colSpacing, e.rowSpacing];
    if (values.some((v) => !Number.isFinite(v))) {
      this.skippedBadNumbers += 1;
      return;
    }
    const layer = this.effectiveLayer(e.common, ctx);
    const color = this.resolveColor(e.common, layer, ctx);
    this.resolve(e.common, ctx);
    const insertStyle = this.current;
    const layerDef = this.layerState.get(layer.toUpperCase());
    // A frozen INSERT layer hides the whole block; an off one only what inherits it (layer-0 entities).
    const hidden = ctx.hidden === true || e.common.invisible || layerDef?.frozen === true;
    const inherited = {
      hidden,
      linetype:
        insertStyle.linetype >= 0
          ? (this.linetypeDefs[insertStyle.linetype]?.name ?? '').toUpperCase()
          : 'CONTINUOUS',
      lineweight: insertStyle.lineweight,
      ltscale: insertStyle.ltscale * Math.sqrt(Math.abs(e.sx * e.sy)),
    };
    const ocs = this.localMatrix(e.common, ctx);
    const entities = this.blockEntities(block);
    forEachInsertCopy(e, block, { cols, rows }, (local) => {
      this.count();
      const child: Context = {
        m: compose(ocs, local),
        layer,
        color,
        depth: ctx.depth + 1,
        stack,
        ...inherited,
      };
      for (const entity of entities) this.emit(entity, child);
    });
  }

  private emitDimension(e: Extract<DecodedEntity, { kind: 'dimension' }>, ctx: Context): void {
    const layer = this.effectiveLayer(e.common, ctx);
    this.dimensions.push({ measurement: e.measurement, text: e.text, layer });
    const block = this.block(e.block);
    if (!block) return;
    const stack = this.enter(block, ctx);
    const color = this.resolveColor(e.common, layer, ctx);
    this.resolve(e.common, ctx);
    const dimStyle = this.current;
    const layerDef = this.layerState.get(layer.toUpperCase());
    // Dimension blocks (*D...) hold their lines in the dimension's own coordinates: no insert transform.
    const child: Context = {
      m: ctx.m,
      layer,
      color,
      depth: ctx.depth + 1,
      stack,
      hidden: ctx.hidden === true || e.common.invisible || layerDef?.frozen === true,
      linetype:
        dimStyle.linetype >= 0
          ? (this.linetypeDefs[dimStyle.linetype]?.name ?? '').toUpperCase()
          : 'CONTINUOUS',
      lineweight: dimStyle.lineweight,
      ltscale: dimStyle.ltscale,
    };
    for (const entity of this.blockEntities(block)) this.emit(entity, child);
  }
}
