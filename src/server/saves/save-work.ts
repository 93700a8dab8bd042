import type { FastifyInstance, FastifyReply } from 'fastify';
import { EDIT_BODY_LIMIT, SAVES_BUSY_ERROR } from '../../contract/floordesigns';
import { badRequest, HttpError } from '../errors';
import { prepareDelta, prepareEdit, type DeltaPrep, type EditPrep, type Outcome } from './prepare';
import { SavesBusyError, type SavePool } from './save-pool';
import type { PageBaseRef, SaveTask, SaveTaskResults } from './tasks';
import type { FloorDesignsRepository, StoredPageRef } from '../db/floordesigns-repository';
import { BYTES_PER_ELEMENT } from './page-size';

/**
 * The save routes' JSON bodies arrive as bytes: parsing and validating them is the save pool's work (inline when
 * small, in a worker when big), never the event loop's for a 20 MB body. Only the context given is affected.
 */
export function takeJsonAsBytes(context: FastifyInstance): void {
  context.removeContentTypeParser('application/json');
  context.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: EDIT_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
}

/** Runs a task in the pool; a full queue answers 503 with Retry-After, as the login's busy answer does. */
export async function runSaveWork<T extends SaveTask>(
  pool: SavePool,
  reply: FastifyReply,
  task: T,
): Promise<SaveTaskResults[T['type']]> {
  try {
    return await pool.run(task);
  } catch (error) {
    if (!(error instanceof SavesBusyError)) throw error;
    void reply.header('retry-after', '1');
    throw new HttpError(503, SAVES_BUSY_ERROR);
  }
}

export function settled<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw badRequest(outcome.error);
  return outcome.value;
}

/**
 * The design's stored pages a whole page of this body may be a delta of. A small page's text is read here; a
 * big one's only when the body is big enough to hold a big page: then a save worker on SQLite reads it itself,
 * and on PostgreSQL it is read here for the spec's edit (the app's delta save sends big pages as patches).
 */
async function pageBases(
  repo: FloorDesignsRepository,
  pool: SavePool,
  designId: number,
  body: Buffer,
  readBig: boolean,
): Promise<PageBaseRef[]> {
  const refs = (await repo.storedPageRefs(designId)).filter((r) => r.hash !== null);
  const small = (r: StoredPageRef) =>
    (r.elementCount ?? Infinity) * BYTES_PER_ELEMENT <= pool.options.inlineBytes;
  const bigBody = body.byteLength > pool.options.inlineBytes;
  const wanted = refs.filter((r) => small(r) || (bigBody && (pool.readsBlobs || readBig)));
  const toRead = wanted.filter((r) => small(r) || !pool.readsBlobs).map((r) => r.id);
  const texts = await repo.storedPageTexts(designId, toRead);
  return wanted.map((r) => ({
    pageId: r.id,
    hash: r.hash as string,
    depth: r.depth,
    chainBytes: r.chainBytes,
    text: texts.get(r.id) ?? null,
  }));
}

/** The spec's edit body, parsed and validated, its pages serialised, hashed and delta-encoded; a refusal is a 400. */
export async function prepareEditBody(
  repo: FloorDesignsRepository,
  pool: SavePool,
  reply: FastifyReply,
  designId: number,
  body: unknown,
): Promise<EditPrep> {
  // Another content type (a form) arrives parsed by its own parser: small by construction.
  if (!Buffer.isBuffer(body)) return settled(prepareEdit(body));
  const bases = await pageBases(repo, pool, designId, body, true);
  return settled(await runSaveWork(pool, reply, { type: 'edit', designId, body, bases }));
}

/** The delta save's body, the same way. */
export async function prepareDeltaBody(
  repo: FloorDesignsRepository,
  pool: SavePool,
  reply: FastifyReply,
  designId: number,
  body: unknown,
): Promise<DeltaPrep> {
  if (!Buffer.isBuffer(body)) return settled(prepareDelta(body));
  const bases = await pageBases(repo, pool, designId, body, false);
  return settled(await runSaveWork(pool, reply, { type: 'delta', designId, body, bases }));
}
