import { Container } from 'pixi.js';
import type { Box } from '../../../core/geometry/box';

/** The three stacked layers of the world: grey bands, then all line work, then all text on top. */
export type LayerName = 'fill' | 'ink' | 'text';
export const LAYERS: readonly LayerName[] = ['fill', 'ink', 'text'];

/** What a chunk orders its members by: the element's drawing order. */
export interface Ordered {
  order: number;
}

/**
 * One layer of one tile: a Pixi render group holding that tile's display objects of the layer in drawing
 * order. Being a render group, a change inside it rebuilds only its own instructions (a few hundred
 * objects), never the whole world, and hiding it is one flag on the world's short list of chunks.
 */
export class LayerChunk<V extends Ordered> {
  readonly container = new Container({ isRenderGroup: true });
  private readonly members: V[] = [];

  get size(): number {
    return this.members.length;
  }

  /** Inserts at the member's place in drawing order (binary search: realisation comes in any order). */
  insert(member: V, obj: Container): void {
    let lo = 0;
    let hi = this.members.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.members[mid] as V).order < member.order) lo = mid + 1;
      else hi = mid;
    }
    this.members.splice(lo, 0, member);
    this.container.addChildAt(obj, lo);
  }

  remove(member: V): void {
    const i = this.members.indexOf(member);
    if (i < 0) return;
    this.members.splice(i, 1);
    this.container.removeChildAt(i);
  }
}

/** A square cell of the world grid: its chunks, per layer, and the bounds of everything placed in it. */
export class Tile<V extends Ordered> {
  readonly chunks: Partial<Record<LayerName, LayerChunk<V>>> = {};
  /** Grows as members arrive and is not shrunk on removal: culling only needs a box that covers them. */
  readonly bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  visible = false;

  constructor(
    /** Puts a new chunk on the stage (now, or once its tile is built: see TileGrid.hold). */
    private readonly join: (layer: LayerName, chunk: LayerChunk<V>, tile: Tile<V>) => void,
    /** The tile's cell in the grid. */
    readonly col = 0,
    readonly row = 0,
  ) {}

  chunk(layer: LayerName): LayerChunk<V> {
    let c = this.chunks[layer];
    if (!c) {
      c = new LayerChunk<V>();
      c.container.visible = this.visible;
      this.chunks[layer] = c;
      this.join(layer, c, this);
    }
    return c;
  }

  cover(b: Box): void {
    if (b.minX < this.bounds.minX) this.bounds.minX = b.minX;
    if (b.minY < this.bounds.minY) this.bounds.minY = b.minY;
    if (b.maxX > this.bounds.maxX) this.bounds.maxX = b.maxX;
    if (b.maxY > this.bounds.maxY) this.bounds.maxY = b.maxY;
  }

  setVisible(visible: boolean): void {
    if (visible === this.visible) return;
    this.visible = visible;
    for (const layer of LAYERS) {
      const c = this.chunks[layer];
      if (c) c.container.visible = visible;
    }
  }

  destroy(): void {
    for (const layer of LAYERS) this.chunks[layer]?.container.destroy();
  }
}

/** Elements per tile the grid aims for: few enough that a rebuild is cheap, many enough for few draws. */
export const TARGET_PER_TILE = 2048;

/**
 * The tile pitch (world units) for a view that holds `count` elements within `extent`: sized from the
 * density so a tile holds about TARGET_PER_TILE elements, whatever the drawing's scale.
 */
export function tileSizeFor(extent: Box | null, count: number): number {
  if (!extent || count === 0) return 4096;
  const w = Math.max(extent.maxX - extent.minX, 1);
  const h = Math.max(extent.maxY - extent.minY, 1);
  if (count <= TARGET_PER_TILE) return Math.max(w, h);
  return Math.max(Math.sqrt(((w * h) / count) * TARGET_PER_TILE), 1);
}

const overlaps = (a: Box, b: Box) =>
  a.minX <= b.maxX && a.maxX >= b.minX && a.minY <= b.maxY && a.maxY >= b.minY;

/**
 * The world cut into square tiles; each element lives in the tile of its bounds' centre. Culling shows
 * and hides whole tiles (a few dozen flags), so panning never touches individual display objects.
 */
export class TileGrid<V extends Ordered> {
  private readonly tiles = new Set<Tile<V>>();
  /** Tiles by column, then row: numbers, not a string key per lookup (one per element built or moved). */
  private readonly columns = new Map<number, Map<number, Tile<V>>>();
  private size = 0;
  /**
   * While set, a new chunk stays off the stage until `release`. Pixi re-packs a render group that gained
   * children at every frame it is on the stage (hidden or not): a 2,048-element chunk built over a dozen slices
   * was packed a dozen times while opening a big design. Held, it is packed once, when its tile is built.
   */
  hold = false;
  private readonly held: { layer: LayerName; chunk: LayerChunk<V>; tile: Tile<V> }[] = [];
  private readonly join = (layer: LayerName, chunk: LayerChunk<V>, tile: Tile<V>): void => {
    if (this.hold) this.held.push({ layer, chunk, tile });
    else this.layers[layer].addChild(chunk.container);
  };

  constructor(private readonly layers: Record<LayerName, Container>) {}

  /** Whether new chunks wait off the stage. */
  get holding(): boolean {
    return this.held.length > 0;
  }

  /**
   * Puts the held chunks on the stage, except those of the tile whose cell holds the centre of `growing` (the
   * tile the build goes on with: it is released once the build moves past it).
   */
  release(growing: Box | null = null): void {
    if (this.held.length === 0) return;
    const col = growing ? this.colOf(growing) : NaN;
    const row = growing ? this.rowOf(growing) : NaN;
    let kept = 0;
    for (const entry of this.held) {
      if (entry.tile.col === col && entry.tile.row === row) this.held[kept++] = entry;
      else this.layers[entry.layer].addChild(entry.chunk.container);
    }
    this.held.length = kept;
  }

  get pitch(): number {
    return this.size;
  }

  get count(): number {
    return this.tiles.size;
  }

  /** Fixes the pitch; only while the grid is empty (a pitch change would re-home everything). */
  setPitch(size: number): void {
    if (this.tiles.size === 0) this.size = size;
  }

  // The cell of the centre of `b`, a number per axis (no array per lookup: one per element built or moved).
  private colOf(b: Box): number {
    return Math.floor((b.minX + b.maxX) / 2 / (this.size || 4096));
  }

  private rowOf(b: Box): number {
    return Math.floor((b.minY + b.maxY) / 2 / (this.size || 4096));
  }

  /** Whether the centre of `b` lies in `tile`'s cell or one of the eight around it. */
  near(tile: Tile<V>, b: Box): boolean {
    return Math.abs(this.colOf(b) - tile.col) <= 1 && Math.abs(this.rowOf(b) - tile.row) <= 1;
  }

  tileFor(b: Box): Tile<V> {
    const col = this.colOf(b);
    const row = this.rowOf(b);
    let column = this.columns.get(col);
    if (!column) this.columns.set(col, (column = new Map()));
    let tile = column.get(row);
    if (!tile) {
      tile = new Tile<V>(this.join, col, row);
      column.set(row, tile);
      this.tiles.add(tile);
    }
    return tile;
  }

  /** Shows the tiles whose contents meet `region`, hides the rest; returns how many are shown. */
  cull(region: Box): number {
    let shown = 0;
    for (const tile of this.tiles) {
      const v = overlaps(tile.bounds, region);
      tile.setVisible(v);
      if (v) shown++;
    }
    return shown;
  }

  clear(): void {
    for (const tile of this.tiles) tile.destroy();
    this.held.length = 0;
    this.tiles.clear();
    this.columns.clear();
    this.size = 0;
  }
}

/** Above this many tiles in a region, grouping is skipped (the build order then is the index's). */
const MAX_GROUPED_TILES = 1 << 16;

/**
 * `views` regrouped so the members of one tile come together (tiles in row order; members in their own order
 * within a tile). The scene builds in slices with a frame between them, and a frame re-packs every chunk that
 * gained members since the last: built tile by tile, each chunk is packed about once, where built in the spatial
 * index's order every frame re-packed dozens of half-built chunks. Tiles are counted over `region` (what the
 * views were found in); a view whose centre lies outside it goes with the nearest edge tile (only the build
 * order changes). A bucket per tile: a few arithmetic steps per view, no map lookups.
 */
export function groupByTile<V>(views: readonly V[], boxes: readonly Box[], pitch: number, region: Box): V[] {
  if (views.length < 2) return [...views];
  const s = pitch || 4096;
  const col0 = Math.floor(region.minX / s);
  const row0 = Math.floor(region.minY / s);
  const cols = Math.floor(region.maxX / s) - col0 + 1;
  const rows = Math.floor(region.maxY / s) - row0 + 1;
  if (!(cols > 0 && rows > 0) || cols * rows > MAX_GROUPED_TILES) return [...views];
  const buckets: (V[] | undefined)[] = new Array<V[] | undefined>(cols * rows);
  for (let i = 0; i < views.length; i++) {
    const b = boxes[i] as Box;
    const col = Math.min(cols - 1, Math.max(0, Math.floor((b.minX + b.maxX) / 2 / s) - col0));
    const row = Math.min(rows - 1, Math.max(0, Math.floor((b.minY + b.maxY) / 2 / s) - row0));
    const k = row * cols + col;
    const bucket = buckets[k];
    if (bucket) bucket.push(views[i] as V);
    else buckets[k] = [views[i] as V];
  }
  const out: V[] = [];
  for (const bucket of buckets) if (bucket) for (const v of bucket) out.push(v);
  return out;
}
