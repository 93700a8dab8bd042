import type { DrawingPage } from '../../contract/projects';

/** The list with the item at `from` moved to `to` (both clamped to the list); the input is left untouched. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}

/**
 * Pages in the sequence shown, renumbered 0, 1, 2, …: after a reorder the order values say exactly what the
 * table shows, even when pages shared an order before (ties would otherwise fall back to the id).
 */
export function renumberPages(pages: readonly DrawingPage[]): DrawingPage[] {
  return pages.map((page, index) => (page.order === index ? page : { ...page, order: index }));
}

/** The rearrange call's payload for pages in the sequence shown. */
export function rearrangeEntries(pages: readonly DrawingPage[]): { id: number; order: number }[] {
  return pages.map((page, index) => ({ id: page.id, order: index }));
}

/** The order the server sorts by: order, then id. */
export function sortPages(pages: readonly DrawingPage[]): DrawingPage[] {
  return [...pages].sort((a, b) => a.order - b.order || a.id - b.id);
}
