import type { FastifyReply } from 'fastify';
import { NOT_STORED_PAGE, STALE_BASE_ERROR } from '../../contract/floordesigns';
import type { FloorDesignsRepository, SavePage } from '../db/floordesigns-repository';
import { badRequest, HttpError } from '../errors';
import type { PreparedPage } from './page-text';
import type { DeltaPrep, PatchJob } from './prepare';
import type { SavePool } from './save-pool';
import { runSaveWork, settled } from './save-work';

export const staleBase = () => new HttpError(409, STALE_BASE_ERROR);

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
  const texts = await repo.storedElements(
    designId,
    patches.map((p) => p.patch.id),
  );
  const jobs: PatchJob[] = patches.map((patch) => {
    const elementsText = texts.get(patch.patch.id);
    // Deleted since the page list was read: another change came first.
    if (elementsText === undefined) throw staleBase();
    return { stored: { id: patch.patch.id, elementsText }, patch };
  });
  const built = new Map(
    settled(await runSaveWork(pool, reply, { type: 'patch', jobs })).map((p): [string, PreparedPage] => [
      p.id,
      p,
    ]),
  );
  return planned.map((entry) => (typeof entry === 'string' ? (built.get(entry) as PreparedPage) : entry));
}
