import type { FastifyReply } from 'fastify';
import { NOT_STORED_PAGE, STALE_BASE_ERROR } from '../../contract/floordesigns';
import type { FloorDesignsRepository, SavePage } from '../db/floordesigns-repository';
import { badRequest, HttpError } from '../errors';
import type { PreparedPage } from './page-text';
import type { DeltaPrep, PatchJob, PatchRequest } from './prepare';
import type { SavePool } from './save-pool';
import { runSaveWork, settled } from './save-work';

export const staleBase = () => new HttpError(409, STALE_BASE_ERROR);

/** About what one element takes in a page's JSON (a rectangle with its snap points is ~260 bytes). */
const BYTES_PER_ELEMENT = 250;

/**
 * The full list of pages a delta save stores, in page_order: whole pages as sent, patched pages built from their
 * stored elements (in the save pool: a stored page may be 20 MB), kept pages named by their stored hash. A kept
 * page stored before hashes were kept is rebuilt from its row like a patch that changes nothing. A base that is
 * already stale answers 409 before any of that work; a reference to a page that is not stored answers 400.
 */
export async function deltaPages(
  repo: FloorDesignsRepository,
  pool: SavePool,
  reply: FastifyReply,
  designId: number,
  prep: DeltaPrep,
): Promise<SavePage[]> {
  if ((await repo.latestVersion(designId)) !== prep.baseVersion) throw staleBase();
  const stored = new Map((await repo.storedPageRefs(designId)).map((ref) => [ref.id, ref]));
  const whole = new Map(prep.pages.map((p) => [p.id, p]));
  const patched = new Map(prep.patches.map((p) => [p.patch.id, p]));
  const planned: (SavePage | string)[] = [];
  const rebuild: PatchJob['patch'][] = [];
  for (const { index, patch } of prep.patches) {
    if (!stored.has(patch.id)) throw badRequest(`patches[${index}].id: ${NOT_STORED_PAGE}`);
  }
  for (const [i, id] of prep.order.entries()) {
    const page = whole.get(id);
    const ref = stored.get(id);
    if (page) planned.push(page);
    else if (patched.has(id)) planned.push(id);
    else if (!ref) throw badRequest(`page_order[${i}]: ${NOT_STORED_PAGE}`);
    else if (ref.hash !== null && ref.elementCount !== null)
      planned.push({ kept: true, id, hash: ref.hash, elementCount: ref.elementCount });
    else {
      rebuild.push({ index: -1, patch: { id, name: ref.name, put: [], remove: [] } });
      planned.push(id);
    }
  }
  const patches = [...prep.patches, ...rebuild];
  if (patches.length === 0) return planned as SavePage[];
  // A big stored page is named by its blob when the workers read blobs themselves (SQLite); a small one, or
  // any on PostgreSQL, is read here and passed as text (a small patch then stays inline).
  const big = (id: string) => {
    const ref = stored.get(id);
    return ref?.hash && (ref.elementCount ?? 0) * BYTES_PER_ELEMENT > pool.options.inlineBytes;
  };
  const byBlob = pool.readsBlobs ? patches.filter((p) => big(p.patch.id)) : [];
  const named = new Set(byBlob.map((p) => p.patch.id));
  const texts = await repo.storedElements(
    designId,
    patches.filter((p) => !named.has(p.patch.id)).map((p) => p.patch.id),
  );
  const jobs: PatchRequest[] = patches.map((patch) => {
    const id = patch.patch.id;
    const ref = stored.get(id);
    if (named.has(id) && ref?.hash) return { stored: { id, name: ref.name, hash: ref.hash }, patch };
    const text = texts.get(id);
    // Deleted since the page list was read: another change came first.
    if (text === undefined) throw staleBase();
    return { stored: { id, ...text }, patch };
  });
  const built = new Map(
    settled(await runSaveWork(pool, reply, { type: 'patch', designId, jobs })).map(
      (p): [string, PreparedPage] => [p.id, p],
    ),
  );
  return planned.map((entry) => (typeof entry === 'string' ? (built.get(entry) as PreparedPage) : entry));
}
