import type { DrawingElement } from '../../../core/model/elements';
import type { Page } from '../../../core/model/page';
import { computePageDiff } from '../../../core/model/pageDiff';

/**
 * How SceneSync makes and places display objects. The Pixi implementation draws Graphics and BitmapText;
 * tests pass a fake that records calls, so the sync logic runs without WebGL.
 */
export interface SceneAdapter<T> {
  create(el: DrawingElement): T;
  /** Redraws `obj` for `el`; returns a different object when the old one cannot show the new element. */
  update(obj: T, el: DrawingElement): T;
  destroy(obj: T): void;
  /** Places the object at drawing-order position `index` (0 is the bottom). */
  attach(obj: T, index: number): void;
  detach(obj: T): void;
  /**
   * Optional: detaches and destroys every object at once (a page switch); returns how many. Without it
   * the sync removes objects one by one.
   */
  clear?(objects: Iterable<T>): number;
}

export interface SyncStats {
  created: number;
  updated: number;
  destroyed: number;
  ms: number;
}

/**
 * Keeps one display object per element in step with the page document by element id. Consecutive
 * documents share unchanged elements (structural sharing), so a pointer comparison finds the changed run
 * and only those elements are redrawn: a change to one element redraws one element.
 */
export class SceneSync<T> {
  private readonly objects = new Map<string, T>();
  private page: Page | null = null;
  readonly last: SyncStats = { created: 0, updated: 0, destroyed: 0, ms: 0 };

  constructor(
    private readonly adapter: SceneAdapter<T>,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get size(): number {
    return this.objects.size;
  }

  get(id: string): T | undefined {
    return this.objects.get(id);
  }

  /** Every display object, one per element of the page. */
  values(): IterableIterator<T> {
    return this.objects.values();
  }

  get currentPage(): Page | null {
    return this.page;
  }

  /** Brings the scene to `page`; returns whether anything changed. */
  sync(page: Page | null): boolean {
    if (page === this.page) return false;
    const t0 = this.now();
    this.last.created = this.last.updated = this.last.destroyed = 0;
    const prev = this.page;
    this.page = page;
    if (!page || !prev || prev.id !== page.id) this.rebuild(page);
    else if (prev.elements !== page.elements) this.applyDiff(prev, page);
    this.last.ms = this.now() - t0;
    return true;
  }

  private rebuild(page: Page | null): void {
    if (this.adapter.clear) this.last.destroyed += this.adapter.clear(this.objects.values());
    else for (const obj of this.objects.values()) this.remove(obj);
    this.objects.clear();
    if (!page) return;
    page.elements.forEach((el, i) => this.add(el, i));
  }

  private add(el: DrawingElement, index: number): void {
    const obj = this.adapter.create(el);
    this.objects.set(el.id, obj);
    this.adapter.attach(obj, index);
    this.last.created++;
  }

  private remove(obj: T): void {
    this.adapter.detach(obj);
    this.adapter.destroy(obj);
    this.last.destroyed++;
  }

  private redraw(el: DrawingElement, index: number): void {
    const old = this.objects.get(el.id);
    if (old === undefined) {
      this.add(el, index);
      return;
    }
    const next = this.adapter.update(old, el);
    this.last.updated++;
    if (next !== old) {
      this.remove(old);
      this.objects.set(el.id, next);
      this.adapter.attach(next, index);
    }
  }

  private applyDiff(prev: Page, page: Page): void {
    for (const h of computePageDiff(prev, page, { deep: false }).hunks) {
      const sameIds =
        h.removed.length === h.inserted.length && h.removed.every((el, k) => el.id === h.inserted[k]?.id);
      if (sameIds) {
        h.inserted.forEach((el, k) => this.redraw(el, h.index + k));
        continue;
      }
      const kept = new Set(h.inserted.map((el) => el.id));
      for (const el of h.removed) {
        const obj = this.objects.get(el.id);
        if (obj === undefined) continue;
        if (kept.has(el.id)) {
          this.adapter.detach(obj);
        } else {
          this.remove(obj);
          this.objects.delete(el.id);
        }
      }
      h.inserted.forEach((el, k) => {
        const obj = this.objects.get(el.id);
        if (obj === undefined) {
          this.add(el, h.index + k);
        } else {
          const next = this.adapter.update(obj, el);
          this.last.updated++;
          if (next !== obj) {
            this.adapter.destroy(obj);
            this.objects.set(el.id, next);
          }
          this.adapter.attach(next, h.index + k);
        }
      });
    }
  }

  /** Removes every display object (the view is being torn down). */
  clear(): void {
    this.rebuild(null);
    this.page = null;
  }
}
