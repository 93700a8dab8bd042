import RBush from 'rbush';
import type { Box } from '../geometry/box';
import { boxContainsPoint, isFiniteBox, unionBoxesOf } from '../geometry/box';
import type { Point } from '../geometry/point';
import { elementBounds, hasDegenerateSize } from '../geometry/elementGeometry';
import { hitsElement, isUsableMarquee, marqueePoints } from '../geometry/selection';
import type { DrawingElement } from '../model/elements';
import { isOpening } from '../model/elements';
import type { Page } from '../model/page';
import { computePageDiff } from '../model/pageDiff';
import type { LayerLookup } from '../model/layerStyle';
import { isElementEditable, layerLookup } from '../model/layerStyle';

export interface IndexItem extends Box {
  readonly id: string;
  /** Drawing order: larger is on top. Kept consistent with the page's element order. */
  readonly z: number;
  readonly element: DrawingElement;
  /**
   * For the marquee's vertex and extreme-point rules; null means bounding-box overlap. Computed the first
   * time a marquee reaches the element (undefined until then), so loading a big page skips it.
   */
  marqueePoints?: readonly Point[] | null;
}

/**
 * Bounds computed ahead (by the worker that parsed the page): 4 numbers per element (minX, minY, maxX,
 * maxY), for the elements array they belong to. Loading that array's page then skips computing them.
 */
const knownBounds = new WeakMap<readonly DrawingElement[], Float64Array>();

export function rememberBounds(elements: readonly DrawingElement[], bounds: Float64Array): void {
  if (bounds.length === elements.length * 4) knownBounds.set(elements, bounds);
}

/** Elements per step of a gradual load (loadInSteps): a few ms of work each. */
export const LOAD_STEP = 4000;

/**
 * The items cut into cells of about `size` by their centres: a grid over their extent with as many cells as
 * `size` needs on average, then any fuller cell split into runs of `size` (a cell's items are near each other
 * whatever their order). One pass and no sorting, so it costs less than the bulk loads it feeds.
 */
function spatialCells(items: readonly IndexItem[], size: number): IndexItem[][] {
  if (items.length <= size) return items.length > 0 ? [[...items]] : [];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const b of items) {
    const cx = (b.minX + b.maxX) / 2;
    const cy = (b.minY + b.maxY) / 2;
    if (cx < minX) minX = cx;
    if (cy < minY) minY = cy;
    if (cx > maxX) maxX = cx;
    if (cy > maxY) maxY = cy;
  }
  const per = Math.max(1, Math.ceil(Math.sqrt(items.length / size)));
  const w = (maxX - minX) / per || 1;
  const h = (maxY - minY) / per || 1;
  const cells: IndexItem[][] = Array.from({ length: per * per }, () => []);
  for (const b of items) {
    const cx = Math.min(per - 1, Math.floor(((b.minX + b.maxX) / 2 - minX) / w));
    const cy = Math.min(per - 1, Math.floor(((b.minY + b.maxY) / 2 - minY) / h));
    (cells[cy * per + cx] as IndexItem[]).push(b);
  }
  const out: IndexItem[][] = [];
  for (const cell of cells)
    for (let i = 0; i < cell.length; i += size)
      out.push(i === 0 && cell.length <= size ? cell : cell.slice(i, i + size));
  return out;
}

/** A node of the R-tree as rbush exports it (`toJSON`): the marquee walks it into an array it keeps. */
interface TreeNode extends Box {
  readonly children: readonly (TreeNode | IndexItem)[];
  readonly leaf: boolean;
}

/** A box around some elements and their ids: what a selection's handles are drawn from. */
export interface ElementSpan {
  readonly box: Box | null;
  readonly ids: readonly string[];
}

/**
 * The last marquee's answer and what a selection of it asks next (its elements, their box): a marquee over
 * 12,000 elements answers on every pointer move, and the selection then looked each id up twice again.
 */
interface MarqueeAnswer extends ElementSpan {
  readonly elements: readonly DrawingElement[];
  /** Some answered element is in a group of the page (a selection of it takes the group's other members). */
  readonly grouped: boolean;
}

/**
 * Drawing orders are whole numbers below 2^31 (a page's position; a fraction only between neighbours after a
 * mid-page insertion): such an order times 2^21 plus the item's place among at most 2^21 hits is exact in a
 * double, so a typed array sorts them natively instead of a comparator call per comparison.
 */
const PLACE_BITS = 2 ** 21;
const MAX_PACKED_Z = 2 ** 31;

/** Every element of the page by id (degenerate ones too): its drawing order and bounds. */
interface Entry {
  readonly element: DrawingElement;
  readonly z: number;
  readonly bounds: Box;
}

const byZ = (a: { z: number }, b: { z: number }) => a.z - b.z;

/** Whether the entries are in strictly increasing drawing order (so none is there twice). */
function inDrawingOrder(entries: readonly { z: number }[]): boolean {
  for (let i = 1; i < entries.length; i++)
    if ((entries[i] as { z: number }).z <= (entries[i - 1] as { z: number }).z) return false;
  return true;
}

function someInBox(box: Box, points: readonly Point[]): boolean {
  for (const p of points) if (boxContainsPoint(box, p)) return true;
  return false;
}

const hostWallId = (el: DrawingElement): string | undefined => (isOpening(el) ? el.wallId : undefined);

function addTo(map: Map<string, Set<string>>, key: string, id: string): void {
  let members = map.get(key);
  if (!members) map.set(key, (members = new Set()));
  members.add(id);
}

function deleteFrom(map: Map<string, Set<string>>, key: string, id: string): void {
  const members = map.get(key);
  if (!members) return;
  members.delete(id);
  if (members.size === 0) map.delete(key);
}

/**
 * An R-tree over one page's elements, kept in step with the page by id (insert, update, remove) so a drag
 * step costs one remove and one insert, not a rebuild. Elements of zero or non-finite size are left out of
 * the tree: they can be neither clicked nor marquee-selected. Beside the tree it keeps every element by id
 * and every group's members, so selection work (handles, labels, group expansion) costs what is selected,
 * not a pass over the page.
 */
export class SpatialIndex {
  private readonly tree = new RBush<IndexItem>();
  private readonly items = new Map<string, IndexItem>();
  private readonly entries = new Map<string, Entry>();
  private readonly groups = new Map<string, Set<string>>();
  /** Doors and windows by the wall they are placed in: what a wall carries when it moves. */
  private readonly hosted = new Map<string, Set<string>>();
  private topZ = 0;
  /** extent()'s answer until the next change (undefined: not known): the properties panel asks on every render. */
  private extentMemo: Box | null | undefined = undefined;
  /** The page's layers when one of them is off, frozen or locked (then clicks and marquees skip its elements). */
  private blocking: LayerLookup | null = null;
  /** Cleared by every change of the index (see MarqueeAnswer). */
  private lastMarquee: MarqueeAnswer | null = null;
  /** The marquee's working arrays, kept from one pointer move to the next (their contents are stale between). */
  private readonly found: IndexItem[] = [];
  private readonly nodes: TreeNode[] = [];
  private keys = new Float64Array(1024);

  /** Follows the page's layers: elements on hidden, frozen or locked layers cannot be picked. */
  private setLayers(page: Pick<Page, 'layers'>): void {
    const blocked = page.layers.some((l) => !l.visible || l.frozen || l.locked);
    this.blocking = blocked ? layerLookup(page) : null;
  }

  /** Whether a click or marquee may pick the element (its layer is shown and unlocked). */
  private pickable(el: DrawingElement): boolean {
    return this.blocking === null || isElementEditable(el, this.blocking);
  }

  static fromPage(page: Page): SpatialIndex {
    const index = new SpatialIndex();
    index.load(page);
    return index;
  }

  /** Rebuilds from scratch (bulk load): on page switch or revision load. */
  load(page: Page): void {
    for (const _ of this.loadInSteps(page)) {
      /* every step at once */
    }
  }

  /**
   * The same load, in steps of about LOAD_STEP elements each, so a caller opening a big page can spread
   * them over several tasks (the index answers for the whole page only once the last step ran). The tree
   * is bulk-loaded a spatial cell at a time: cells of about LOAD_STEP elements, by the elements' centres,
   * barely overlap, so the tree is as good as one bulk load of everything.
   */
  *loadInSteps(page: Page): Generator<void, void, void> {
    this.setLayers(page);
    this.lastMarquee = null;
    this.found.length = 0;
    this.tree.clear();
    this.items.clear();
    this.entries.clear();
    this.extentMemo = undefined;
    this.groups.clear();
    this.hosted.clear();
    const elements = page.elements;
    const batch: IndexItem[] = [];
    const known = knownBounds.get(elements);
    for (let i = 0; i < elements.length; i++) {
      const el = elements[i] as DrawingElement;
      const b = known
        ? {
            minX: known[4 * i] as number,
            minY: known[4 * i + 1] as number,
            maxX: known[4 * i + 2] as number,
            maxY: known[4 * i + 3] as number,
          }
        : undefined;
      const item = this.makeItem(el, i, b);
      if (item) {
        batch.push(item);
        this.items.set(el.id, item);
      }
      if ((i + 1) % LOAD_STEP === 0) yield;
    }
    this.topZ = elements.length;
    for (const cell of spatialCells(batch, LOAD_STEP)) {
      this.tree.load(cell);
      yield;
    }
  }

  get size(): number {
    return this.items.size;
  }

  /** Records the element by id and group; answers its tree item, or null when it stays out of the tree. */
  private makeItem(element: DrawingElement, z: number, bounds?: Box): IndexItem | null {
    const b = bounds ?? elementBounds(element);
    this.growExtent(b);
    this.entries.set(element.id, { element, z, bounds: b });
    if (element.groupId !== undefined) addTo(this.groups, element.groupId, element.id);
    const host = hostWallId(element);
    if (host !== undefined) addTo(this.hosted, host, element.id);
    if (!isFiniteBox(b) || hasDegenerateSize(element, b)) return null;
    return {
      minX: b.minX,
      minY: b.minY,
      maxX: b.maxX,
      maxY: b.maxY,
      id: element.id,
      z,
      element,
    };
  }

  /** Adds an element on top of everything (new elements are appended to the page). */
  insert(element: DrawingElement, z = ++this.topZ): void {
    this.remove(element.id);
    this.topZ = Math.max(this.topZ, z);
    const item = this.makeItem(element, z);
    if (item) {
      this.items.set(element.id, item);
      this.tree.insert(item);
    }
  }

  remove(id: string): void {
    this.lastMarquee = null;
    const entry = this.entries.get(id);
    if (entry) {
      this.shrinkExtent(entry.bounds);
      this.entries.delete(id);
      const group = entry.element.groupId;
      if (group !== undefined) deleteFrom(this.groups, group, id);
      const host = hostWallId(entry.element);
      if (host !== undefined) deleteFrom(this.hosted, host, id);
    }
    const item = this.items.get(id);
    if (!item) return;
    this.tree.remove(item);
    this.items.delete(id);
  }

  /** Replaces an element's entry, keeping its place in the drawing order. */
  update(element: DrawingElement): void {
    const old = this.entries.get(element.id);
    if (old && old.element === element) return;
    this.insert(element, old ? old.z : ++this.topZ);
  }

  /** Whether the page holds an element with this id (degenerate ones included). */
  has(id: string): boolean {
    return this.entries.has(id);
  }

  /** Whether the element is on the page and a click could pick it (its layer is on, thawed and unlocked). */
  canPick(id: string): boolean {
    const entry = this.entries.get(id);
    return entry !== undefined && this.pickable(entry.element);
  }

  /** The element with this id, or undefined. */
  get(id: string): DrawingElement | undefined {
    return this.entries.get(id)?.element;
  }

  /** The element's bounds as indexed (computed once per change of the element). */
  boundsOf(id: string): Box | undefined {
    return this.entries.get(id)?.bounds;
  }

  /** Every id in `ids` that exists plus every member of their groups (core expandToGroups, by lookup). */
  expandToGroups(ids: Iterable<string>): Set<string> {
    const out = new Set<string>();
    for (const id of ids) {
      const entry = this.entries.get(id);
      if (!entry) continue;
      out.add(id);
      const members =
        entry.element.groupId === undefined ? undefined : this.groups.get(entry.element.groupId);
      if (members) for (const m of members) out.add(m);
    }
    return out;
  }

  /** `ids` plus the doors and windows placed in any wall among them (core withHostedOpenings, by lookup). */
  withHostedOpenings(ids: ReadonlySet<string>): Set<string> {
    const out = new Set(ids);
    for (const id of ids) {
      const openings = this.hosted.get(id);
      if (openings) for (const o of openings) out.add(o);
    }
    return out;
  }

  /**
   * Keeps a known extent through an added box: a commit's moved elements (a drag's release, an undo) then leave
   * it known instead of costing the next ask a pass over the page.
   */
  private growExtent(b: Box): void {
    const e = this.extentMemo;
    if (e === undefined || !isFiniteBox(b)) return;
    // A new object: an extent handed out earlier stays as it was.
    this.extentMemo = e
      ? {
          minX: Math.min(e.minX, b.minX),
          minY: Math.min(e.minY, b.minY),
          maxX: Math.max(e.maxX, b.maxX),
          maxY: Math.max(e.maxY, b.maxY),
        }
      : { ...b };
  }

  /** A removed box strictly inside the extent leaves it as it is; one on its edge may shrink it (asked again). */
  private shrinkExtent(b: Box): void {
    const e = this.extentMemo;
    if (!e || !isFiniteBox(b)) return;
    if (b.minX > e.minX && b.minY > e.minY && b.maxX < e.maxX && b.maxY < e.maxY) return;
    this.extentMemo = undefined;
  }

  /** The box around every element of finite size (null for an empty page): what "fit" shows. */
  extent(): Box | null {
    if (this.extentMemo === undefined) this.extentMemo = this.computeExtent();
    return this.extentMemo;
  }

  private computeExtent(): Box | null {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const { bounds: b } of this.entries.values()) {
      if (!isFiniteBox(b)) continue;
      if (b.minX < minX) minX = b.minX;
      if (b.minY < minY) minY = b.minY;
      if (b.maxX > maxX) maxX = b.maxX;
      if (b.maxY > maxY) maxY = b.maxY;
    }
    return minX === Infinity ? null : { minX, minY, maxX, maxY };
  }

  /** The elements of `ids` that exist, in drawing order. */
  elementsOf(ids: Iterable<string>): DrawingElement[] {
    const found: Entry[] = [];
    for (const id of ids) {
      const entry = this.entries.get(id);
      if (entry) found.push(entry);
    }
    if (!inDrawingOrder(found)) found.sort(byZ);
    return found.map((e) => e.element);
  }

  /**
   * The elements of `ids` with every member of their groups, in drawing order: what a selection acts on.
   * The common case (no groups among them, ids already in drawing order, as a marquee gives them) needs no
   * set and no sort: a marquee over 12,000 elements asks for it on every pointer move, and the set alone was
   * a quarter of what each move allocated (issue 10: p95 per move at 50k).
   */
  elementsWithGroups(ids: readonly string[]): readonly DrawingElement[] {
    const last = this.lastMarquee;
    if (last !== null && last.ids === ids && !last.grouped) return last.elements;
    const out: DrawingElement[] = [];
    let lastZ = -Infinity;
    for (let i = 0; i < ids.length; i++) {
      const entry = this.entries.get(ids[i] as string);
      if (!entry) continue;
      const group = entry.element.groupId;
      // Grouped, out of drawing order or given twice (strictly increasing order rules that out): the long way.
      if ((group !== undefined && this.groups.has(group)) || entry.z <= lastZ)
        return this.elementsOf(this.expandToGroups(ids));
      lastZ = entry.z;
      out.push(entry.element);
    }
    return out;
  }

  /**
   * Brings the index from `before` to `after` (a command, undo or redo): pointer comparisons find the
   * changed run, so only changed elements are touched. Inserted elements take the drawing order of their
   * position between their neighbours.
   */
  applyChange(before: Page, after: Page): void {
    if (before.layers !== after.layers) this.setLayers(after);
    const diff = computePageDiff(before, after, { deep: false });
    for (const h of diff.hunks) {
      const sameIds =
        h.removed.length === h.inserted.length && h.removed.every((el, k) => el.id === h.inserted[k]?.id);
      if (sameIds) {
        for (const el of h.inserted) this.update(el);
        continue;
      }
      for (const el of h.removed) this.remove(el.id);
      const prev = after.elements[h.index - 1];
      const next = after.elements[h.index + h.inserted.length];
      const lo = prev ? (this.entries.get(prev.id)?.z ?? h.index - 1) : -1;
      const hi = next
        ? (this.entries.get(next.id)?.z ?? lo + h.inserted.length + 1)
        : Math.max(this.topZ, lo) + h.inserted.length + 1;
      h.inserted.forEach((el, k) => this.insert(el, lo + ((hi - lo) * (k + 1)) / (h.inserted.length + 1)));
    }
  }

  search(box: Box): IndexItem[] {
    return this.tree.search(box);
  }

  /**
   * The box around `elements` (their indexed bounds; an element the index does not hold as is, its own) and their
   * ids; the last marquee's answer is known already.
   */
  spanOf(elements: readonly DrawingElement[]): ElementSpan {
    const last = this.lastMarquee;
    if (last !== null && last.elements === elements) return last;
    const box = unionBoxesOf(elements, (el) => {
      const entry = this.entries.get(el.id);
      return entry !== undefined && entry.element === el ? entry.bounds : elementBounds(el);
    });
    return { box, ids: elements.map((el) => el.id) };
  }

  /**
   * Ids the marquee selects, in drawing order. It runs on every pointer move of a marquee (issue 10: 12,000 of
   * 50,000 in ≤ 16 ms per move), so it works in arrays kept between calls and allocates only its answer.
   */
  marquee(box: Box): string[] {
    if (!isUsableMarquee(box)) return [];
    const items = this.found;
    let kept = 0;
    const n = this.searchInto(box);
    for (let i = 0; i < n; i++) {
      const item = items[i] as IndexItem;
      if (!this.pickable(item.element)) continue;
      const points =
        item.marqueePoints === undefined
          ? (item.marqueePoints = marqueePoints(item.element))
          : item.marqueePoints;
      if (points === null || someInBox(box, points)) items[kept++] = item;
    }
    const order = this.drawingOrderOf(kept);
    const ids = new Array<string>(kept);
    const elements = new Array<DrawingElement>(kept);
    let grouped = false;
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let k = 0; k < kept; k++) {
      const item = items[order === null ? k : (order[k] as number) % PLACE_BITS] as IndexItem;
      ids[k] = item.id;
      elements[k] = item.element;
      const group = item.element.groupId;
      if (group !== undefined && this.groups.has(group)) grouped = true;
      if (item.minX < minX) minX = item.minX;
      if (item.minY < minY) minY = item.minY;
      if (item.maxX > maxX) maxX = item.maxX;
      if (item.maxY > maxY) maxY = item.maxY;
    }
    const union = kept === 0 ? null : { minX, minY, maxX, maxY };
    this.lastMarquee = { ids, elements, box: union, grouped };
    return ids;
  }

  /** Puts the tree's items meeting `box` at the start of `found`; answers how many. */
  private searchInto(box: Box): number {
    const out = this.found;
    const stack = this.nodes;
    let n = 0;
    let top = 0;
    stack[top++] = this.tree.toJSON() as TreeNode;
    while (top > 0) {
      const node = stack[--top] as TreeNode;
      const children = node.children;
      for (let i = 0; i < children.length; i++) {
        const child = children[i] as TreeNode | IndexItem;
        if (child.minX > box.maxX || child.maxX < box.minX || child.minY > box.maxY || child.maxY < box.minY)
          continue;
        if (node.leaf) out[n++] = child as IndexItem;
        else stack[top++] = child as TreeNode;
      }
    }
    // No node stays referenced from the stack once the walk is done (a removed subtree could be kept alive).
    stack.length = 0;
    return n;
  }

  /**
   * The first `count` found items in drawing order: packed keys sorted natively (see PLACE_BITS), each key's
   * remainder the item's place; null when the items are in order already or an order does not pack (then they are
   * sorted in place by comparison).
   */
  private drawingOrderOf(count: number): Float64Array | null {
    const items = this.found;
    if (count >= PLACE_BITS) return this.sortFound(count);
    if (this.keys.length < count) this.keys = new Float64Array(Math.max(count, this.keys.length * 2));
    const keys = this.keys.subarray(0, count);
    let sorted = true;
    for (let i = 0; i < count; i++) {
      const z = (items[i] as IndexItem).z;
      if (!Number.isInteger(z) || z < 0 || z >= MAX_PACKED_Z) return this.sortFound(count);
      keys[i] = z * PLACE_BITS + i;
      if (i > 0 && (keys[i] as number) < (keys[i - 1] as number)) sorted = false;
    }
    return sorted ? null : keys.sort();
  }

  private sortFound(count: number): null {
    const head = this.found.slice(0, count).sort(byZ);
    for (let i = 0; i < count; i++) this.found[i] = head[i] as IndexItem;
    return null;
  }

  /** The topmost element a click at `p` picks (tolerance in world units: 5 / zoom for 5 screen px). */
  hitTest(p: Point, tolerance: number): string | null {
    let best: IndexItem | null = null;
    const candidates = this.tree.search({
      minX: p.x - tolerance,
      minY: p.y - tolerance,
      maxX: p.x + tolerance,
      maxY: p.y + tolerance,
    });
    for (const item of candidates) {
      if (
        (!best || item.z > best.z) &&
        this.pickable(item.element) &&
        hitsElement(item.element, p, tolerance)
      )
        best = item;
    }
    return best ? best.id : null;
  }
}
