import { isOpening } from '../../../../core/model/elements';
import type { SpatialIndex } from '../../../../core/index/spatialIndex';

/** Whether a drag of `ids` is doors and windows only, each in a wall not dragged with them: they slide. */
export function slidingOpenings(index: SpatialIndex, ids: ReadonlySet<string>): boolean {
  if (ids.size === 0) return false;
  let found = 0;
  for (const id of ids) {
    const el = index.get(id);
    if (!el) continue;
    const wall = isOpening(el) && el.wallId !== undefined ? index.get(el.wallId) : undefined;
    if (wall?.type !== 'wall' || ids.has(wall.id)) return false;
    found++;
  }
  return found > 0;
}
