import type { DrawingElement } from '../../core/model/elements';
import { deepEqual } from '../../core/model/equality';
import type { Page } from '../../core/model/page';

/*
 * What the editor's save sends: only what changed since the version it loaded or last saved (its base). The
 * editor's documents are immutable with structural sharing — a command returns a new page and keeps every
 * element it did not touch — so "changed" is a reference comparison: a page that is the base's object is kept, an
 * element that is the base's object is unchanged. Nothing is hashed or deep-compared, at 50,000 elements too.
 */

/** The server's pages as the editor last knew them, and their version (0 before the first save). */
export interface SaveBase {
  readonly version: number;
  readonly pages: ReadonlyMap<string, Page>;
}

export const saveBaseOf = (version: number, pages: readonly Page[]): SaveBase => ({
  version,
  pages: new Map(pages.map((p) => [p.id, p])),
});

/** The base with one page more (added on the server) or fewer (deleted there). */
export function withBasePage(base: SaveBase, page: Page): SaveBase {
  return { version: base.version, pages: new Map(base.pages).set(page.id, page) };
}

export function withoutBasePages(base: SaveBase, ids: readonly string[]): SaveBase {
  const pages = new Map(base.pages);
  for (const id of ids) pages.delete(id);
  return { version: base.version, pages };
}

/** One changed page as its stored page's element changes (the contract's PagePatch). */
export interface PagePatchBody {
  id: string;
  name: string;
  put: DrawingElement[];
  remove: string[];
}

/** The page part of a delta save's body (FloorDesignSaveRequest). */
export interface SaveChanges {
  base_version: number;
  page_order: string[];
  pages: Page[];
  patches: PagePatchBody[];
}

/** A patch larger than this share of its page is not worth it: the page goes whole. */
const PATCH_SHARE = 0.5;
const PATCH_ALWAYS_OK = 64;

/**
 * The page's changes against its base as put/remove, or null when it must go whole: the server puts changed
 * elements back where they stood and appends new ones, so any other reordering (and a patch bigger than half
 * the page) is sent as the whole page, as is a page whose layers, current layer or underlays changed.
 */
export function pagePatch(base: Page, page: Page): PagePatchBody | null {
  // A patch carries elements only: a page whose layers or underlays changed goes whole (such edits are rare).
  // They are compared by value when their references differ: a page reloaded after a 409 has equal lists that
  // are new objects, and they are small (no element is deep-compared).
  if (
    base.currentLayer !== page.currentLayer ||
    base.wallDimensions !== page.wallDimensions ||
    base.autoDimensions !== page.autoDimensions ||
    (base.layers !== page.layers && !deepEqual(base.layers, page.layers)) ||
    (base.underlays !== page.underlays && !deepEqual(base.underlays, page.underlays))
  )
    return null;
  const position = new Map<string, number>();
  base.elements.forEach((el, i) => position.set(el.id, i));
  const put: DrawingElement[] = [];
  let last = -1;
  let appending = false;
  for (const el of page.elements) {
    const at = position.get(el.id);
    if (at === undefined) {
      appending = true;
      put.push(el);
      continue;
    }
    // A stored element after a new one, or out of its stored order: reordered.
    if (appending || at < last) return null;
    last = at;
    if (base.elements[at] !== el) put.push(el);
  }
  const present = new Set(page.elements.map((el) => el.id));
  const remove = base.elements.filter((el) => !present.has(el.id)).map((el) => el.id);
  if (put.length + remove.length > Math.max(PATCH_ALWAYS_OK, page.elements.length * PATCH_SHARE)) return null;
  return { id: page.id, name: page.name, put, remove };
}

/** The save body's page part: every page in order; changed ones patched or whole, unchanged ones only named. */
export function saveChanges(base: SaveBase, pages: readonly Page[]): SaveChanges {
  const whole: Page[] = [];
  const patches: PagePatchBody[] = [];
  for (const page of pages) {
    const stored = base.pages.get(page.id);
    if (stored === page) continue;
    const patch = stored ? pagePatch(stored, page) : null;
    // Changed and changed back (an undo restores the elements, not the page object): nothing to send.
    const same = patch && patch.put.length === 0 && patch.remove.length === 0 && patch.name === stored?.name;
    if (same) continue;
    if (patch) patches.push(patch);
    else whole.push(page);
  }
  return { base_version: base.version, page_order: pages.map((p) => p.id), pages: whole, patches };
}

/** Pages the editor changed since its base (new pages included), by id. */
export function changedPageIds(base: SaveBase, pages: readonly Page[]): Set<string> {
  return new Set(pages.filter((p) => base.pages.get(p.id) !== p).map((p) => p.id));
}

export interface Reloaded {
  /** What the editor shows now. */
  pages: Page[];
  /** The pages whose local changes were kept over the newer version (saved with the next save). */
  keptIds: string[];
}

/**
 * After another save came first: the newer version's pages, except those the user had changed, which keep the
 * user's version (they stay unsaved, so the next save sends them — whole, as they no longer share elements with
 * the newer base). A changed page the newer version no longer has stays at the end; an unchanged one goes.
 */
export function keepLocalChanges(base: SaveBase, local: readonly Page[], newer: readonly Page[]): Reloaded {
  const changed = changedPageIds(base, local);
  const localById = new Map(local.map((p) => [p.id, p]));
  const newerIds = new Set(newer.map((p) => p.id));
  const pages = [
    ...newer.map((p) => (changed.has(p.id) ? (localById.get(p.id) as Page) : p)),
    ...local.filter((p) => changed.has(p.id) && !newerIds.has(p.id)),
  ];
  return { pages, keptIds: local.filter((p) => changed.has(p.id)).map((p) => p.id) };
}
