import type { FastifyInstance } from 'fastify';
import { NAME_MAX } from '../../contract/floordesigns';
import { HttpError } from '../errors';
import { readStoredBytes } from '../processing/jobs/stored-bytes';
import { parseScale } from '../processing/master-plan/scale';
import { TaskFailure } from '../processing/pool/worker-pool';

export const NOT_A_DRAWING =
  'Only DXF and PDF drawings can be opened in the editor; an image can be placed under a design page instead.';
export const FILE_MISSING = 'The file is missing from storage.';
export const OPEN_UNAVAILABLE = 'Opening drawings in the editor is not available on this server.';

/** Reader refusals by what the user can do about them: a drawing too big for a page, or one that is not readable. */
const TOO_BIG = new Set([
  'too_large',
  'too_many_entities',
  'too_many_vertices',
  'too_many_elements',
  'too_complex',
  'array_too_large',
  'nesting_too_deep',
  'too_many_pages',
  'page_size',
  'decompression_bomb',
  'timeout',
  'out_of_memory',
]);

export interface OpenSource {
  projectId: number;
  kind: string;
  storageKey: string;
  /** The design's name: the drawing page's, or the upload's file name without its extension. */
  name: string;
  /** A drawing page's stated scale ("1:50", `1/4" = 1'-0"`): a PDF sheet is scaled up to true size by it. */
  scaleText: string | null;
}

const designName = (name: string): string => {
  const trimmed = name.trim() || 'Imported drawing';
  return trimmed.length > NAME_MAX ? `${trimmed.slice(0, NAME_MAX - 1)}…` : trimmed;
};

export const stem = (fileName: string): string => fileName.replace(/\.[^.]*$/, '') || fileName;

/**
 * "Open in editor": converts the stored DXF or PDF in the processing pool and creates a floor design of the
 * project holding it as its one page, saved as revision 1 in one transaction (createSaved). Answers the design id.
 */
export async function openInEditor(
  app: FastifyInstance,
  source: OpenSource,
  userId: number,
): Promise<number> {
  if (source.kind !== 'dxf' && source.kind !== 'pdf') throw new HttpError(415, NOT_A_DRAWING);
  const convert = app.processing.convertToPage?.bind(app.processing);
  if (!convert) throw new HttpError(503, OPEN_UNAVAILABLE);
  const bytes = await readStoredBytes(app.fileStorage, source.storageKey);
  if (!bytes) throw new HttpError(404, FILE_MISSING);
  const name = designName(source.name);
  let result;
  try {
    result = await convert({
      kind: source.kind,
      bytes,
      pageName: name.slice(0, 200),
      scale: (source.kind === 'pdf' ? parseScale(source.scaleText) : null) ?? 1,
    });
  } catch (error) {
    if (error instanceof TaskFailure) {
      if (error.code === 'closed') throw new HttpError(503, error.message);
      throw new HttpError(
        TOO_BIG.has(error.code) ? 413 : 422,
        `The drawing cannot be opened: ${error.message}`,
      );
    }
    throw error;
  }
  const { id } = await app.repos.floorDesigns.createSaved(userId, {
    name,
    unit: result.unit,
    projectId: source.projectId,
    // Validated against the page schema and serialised in the worker that built it.
    pages: [result.page],
  });
  return id;
}
