import RBush from 'rbush';
import type { Box } from '../geometry/box';
import { isFiniteBox } from '../geometry/box';
import type { Point } from '../geometry/point';
import { elementBounds, hasDegenerateSize } from '../geometry/elementGeometry';
import { boxContainsPoint } from '../geometry/box';
import { hitsElement, isUsableMarquee, marqueePoints } from '../geometry/selection';
import type { DrawingElement } from '../model/elements';
import type { Page } from '../model/page';
import { computePageDiff } from '../model/pageDiff';

export interface IndexItem extends Box {
  readonly id: string;
  /** Drawing order: larger is on top. Kept consistent with the page's element order. */
  readonly z: number;
  readonly element: DrawingElement;
  /** Precomputed for the marquee's vertex and extreme-point rules; null means bounding-box overlap. */
  readonly marqueePoints: readonly Point[] | null;
}

/**
 * An R-tree over one page's elements, kept in step with the page by id (insert, update, remove) so a drag
 * step costs one remove and one insert, not a rebuild. Elements of zero or non-finite size are left out:
 * they can be neither clicked nor marquee-selected.
 */
export class SpatialIndex {
  private readonly tree = new RBush<IndexItem>();
  private readonly items = new Map<string, IndexItem>();
  private topZ = 0;

  static fromPage(page: Page): SpatialIndex {
    const index = new SpatialIndex();
    index.load(page);
    return index;
  }

  /** Rebuilds from scratch (bulk load): on page switch or revision load. */
  load(page: Page): void {
    this.tree.clear();
    this.items.clear();
    const batch: IndexItem[] = [];
    page.elements.forEach((el, i) => {
      const item = this.makeItem(el, i);
      if (item) {
        batch.push(item);
        this.items.set(el.id, item);
      }
    });
    this.topZ = page.elements.length;
    this.tree.load(batch);
  }

  get size(): number {
    return this.items.size;
  }

  private makeItem(element: DrawingElement, z: number): IndexItem | null {
    const b = elementBounds(element);
    if (!isFiniteBox(b) || hasDegenerateSize(element, b)) return null;
    return {
      minX: b.minX,
      minY: b.minY,
      maxX: b.maxX,
      maxY: b.maxY,
      id: element.id,
      z,
      element,
      marqueePoints: marqueePoints(element),
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
    const item = this.items.get(id);
    if (!item) return;
    this.tree.remove(item);
    this.items.delete(id);
  }

  /** Replaces an element's entry, keeping its place in the drawing order. */
  update(element: DrawingElement): void {
    const old = this.items.get(element.id);
    if (old && old.element === element) return;
    this.insert(element, old ? old.z : ++this.topZ);
  }

  /**
   * Brings the index from `before` to `after` (a command, undo or redo): pointer comparisons find the
   * changed run, so only changed elements are touched. Inserted elements take the drawing order of their
   * position between their neighbours.
   */
  applyChange(before: Page, after: Page): void {
    const diff = computePageDiff(before, after);
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
      const lo = prev ? (this.items.get(prev.id)?.z ?? h.index - 1) : -1;
      const hi = next
        ? (this.items.get(next.id)?.z ?? lo + h.inserted.length + 1)
        : Math.max(this.topZ, lo) + h.inserted.length + 1;
      h.inserted.forEach((el, k) => this.insert(el, lo + ((hi - lo) * (k + 1)) / (h.inserted.length + 1)));
    }
  }

  search(box: Box): IndexItem[] {
    return this.tree.search(box);
  }

  /** Ids the marquee selects, in drawing order. */
  marquee(box: Box): string[] {
    if (!isUsableMarquee(box)) return [];
    return this.tree
      .search(box)
      .filter(
        (item) => item.marqueePoints === null || item.marqueePoints.some((p) => boxContainsPoint(box, p)),
      )
      .sort((a, b) => a.z - b.z)
      .map((item) => item.id);
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
      if ((!best || item.z > best.z) && hitsElement(item.element, p, tolerance)) best = item;
    }
    return best ? best.id : null;
  }
}
