import type { Page, WallDimensions } from '../model/page';
import type { CommandResult } from './result';
import { done } from './result';

/**
 * What the page's wall dimensions measure: centre lines (the default, stored as no field so pages that never
 * chose stay as they were) or faces. One undo step.
 */
export function setWallDimensions(page: Page, measure: WallDimensions): CommandResult {
  if ((page.wallDimensions ?? 'centreline') === measure) return done(page, 'Wall dimensions', 'ignore');
  const { wallDimensions: _old, ...rest } = page;
  return done(
    measure === 'faces' ? { ...rest, wallDimensions: 'faces' } : rest,
    `Wall dimensions: ${measure === 'faces' ? 'faces' : 'centreline'}`,
  );
}
