import type { FastifyReply, FastifyRequest } from 'fastify';
import { NAME_MAX } from '../../contract/floordesigns';
import type { JobAccepted } from '../../contract/jobs';
import { OpenInEditorResponseSchema, type OpenInEditorResponse } from '../../contract/projects';
import { HttpError } from '../errors';
import { parseScale } from '../processing/master-plan/scale';
import { accepted, finishedResult, isFinished, runAsJob } from '../jobs/request-job';

export const NOT_A_DRAWING =
  'Only DXF and PDF drawings can be opened in the editor; an image can be placed under a design page instead.';

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
 * "Open in editor": the stored DXF or PDF becomes a floor design of the project holding it as its one page, saved
 * as revision 1 (server/jobs/open-in-editor-job.ts does the work as a job). Answers the design's id, or 202 with
 * the job when the conversion takes longer than a request waits.
 */
export async function openInEditor(
  request: FastifyRequest,
  reply: FastifyReply,
  source: OpenSource,
): Promise<OpenInEditorResponse | JobAccepted> {
  if (source.kind !== 'dxf' && source.kind !== 'pdf') throw new HttpError(415, NOT_A_DRAWING);
  const job = await runAsJob(request, {
    kind: 'open_in_editor',
    projectId: source.projectId,
    designId: null,
    params: {
      project_id: source.projectId,
      kind: source.kind,
      storage_key: source.storageKey,
      name: designName(source.name),
      scale: (source.kind === 'pdf' ? parseScale(source.scaleText) : null) ?? 1,
    },
  });
  return isFinished(job) ? OpenInEditorResponseSchema.parse(finishedResult(job)) : accepted(reply, job);
}
