import type { FastifyInstance, FastifyReply } from 'fastify';
import { EDIT_BODY_LIMIT, SAVES_BUSY_ERROR } from '../../contract/floordesigns';
import { badRequest, HttpError } from '../errors';
import { prepareDelta, prepareEdit, type DeltaPrep, type EditPrep, type Outcome } from './prepare';
import { SavesBusyError, type SavePool } from './save-pool';
import type { SaveTask, SaveTaskResults } from './tasks';

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

/** The spec's edit body, parsed and validated, its pages serialised and hashed; a refusal is a 400. */
export async function prepareEditBody(
  pool: SavePool,
  reply: FastifyReply,
  designId: number,
  body: unknown,
): Promise<EditPrep> {
  // Another content type (a form) arrives parsed by its own parser: small by construction.
  if (!Buffer.isBuffer(body)) return settled(prepareEdit(body));
  return settled(await runSaveWork(pool, reply, { type: 'edit', designId, body }));
}

/** The delta save's body, the same way. */
export async function prepareDeltaBody(
  pool: SavePool,
  reply: FastifyReply,
  designId: number,
  body: unknown,
): Promise<DeltaPrep> {
  if (!Buffer.isBuffer(body)) return settled(prepareDelta(body));
  return settled(await runSaveWork(pool, reply, { type: 'delta', designId, body }));
}
