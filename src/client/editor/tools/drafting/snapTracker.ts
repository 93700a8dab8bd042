import type { Point } from '../../../../core/geometry/point';
import type { DrawingElement } from '../../../../core/model/elements';
import type { TrackedSegment } from '../../../../core/snap/objectSnaps';
import { closestOnSegment } from '../../../../core/snap/objectSnaps';
import { snapGeometry } from '../../../../core/snap/snapGeometry';

/** How many segments stay acquired: AutoCAD keeps up to seven tracking points; a few lines are what people use. */
const MAX_TRACKED = 4;

/**
 * The segments the cursor passed over while drawing (AutoCAD's acquired points): extension and parallel snaps
 * follow them after the cursor has left. The newest comes first; one element's segment is kept once.
 */
export class SnapTracker {
  private tracked: TrackedSegment[] = [];

  get segments(): readonly TrackedSegment[] {
    return this.tracked;
  }

  /** Acquires the segment of `elements` the cursor is on (within `tolerance`), if any. */
  observe(elements: readonly DrawingElement[], cursor: Point, tolerance: number): void {
    let best: { t: TrackedSegment; d: number } | null = null;
    for (const el of elements) {
      for (const segment of snapGeometry(el).segments) {
        const p = closestOnSegment(cursor, segment).point;
        const d = Math.hypot(p.x - cursor.x, p.y - cursor.y);
        if (d <= tolerance && (!best || d < best.d)) best = { t: { elementId: el.id, segment }, d };
      }
    }
    if (!best) return;
    const { t } = best;
    const same = (u: TrackedSegment) =>
      u.elementId === t.elementId &&
      u.segment.a.x === t.segment.a.x &&
      u.segment.a.y === t.segment.a.y &&
      u.segment.b.x === t.segment.b.x &&
      u.segment.b.y === t.segment.b.y;
    this.tracked = [t, ...this.tracked.filter((u) => !same(u))].slice(0, MAX_TRACKED);
  }

  clear(): void {
    this.tracked = [];
  }
}
