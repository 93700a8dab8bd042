import type { FastifyInstance } from 'fastify';
import { IdParam } from '../../contract/common';
import { describeIssues } from '../../contract/drawing';
import { UNDERLAY_KINDS } from '../../contract/files';
import {
  MAX_UNDERLAY_FILES_PER_DESIGN,
  UNDERLAY_LIMIT_ERROR,
  UNDERLAY_NOT_FOUND,
  UNDERLAYS_UNAVAILABLE,
  UnderlayUploadFields,
  underlayImageUrl,
  type UnderlayFile,
  type UnderlayUploadResponse,
} from '../../contract/underlays';
import { currentUser, requireUser, visibleFloorDesign } from '../auth/access';
import type { FloorDesignUnderlayRow } from '../db/schema';
import { badRequest, HttpError } from '../errors';
import { contentTypeOf } from '../files/file-kind-check';
import { receiveUpload } from '../files/receive-upload';
import { saveWithRecord } from '../files/storage';
import { stageBytes, type StagedOutput } from '../processing/jobs/stored-bytes';
import { TaskFailure } from '../workers/worker-pool';

const PX_PER_INCH = 96;

export function toUnderlayFile(designId: number, row: FloorDesignUnderlayRow): UnderlayFile {
  const fileId = String(row.id);
  return {
    file_id: fileId,
    kind: row.kind === 'pdf' ? 'pdf' : 'image',
    page_number: row.page_number,
    pages: null,
    file_name: row.file_name,
    width: Number(row.width_in) * PX_PER_INCH,
    height: Number(row.height_in) * PX_PER_INCH,
    pixel_width: Number(row.pixel_width),
    pixel_height: Number(row.pixel_height),
    url: underlayImageUrl(designId, fileId),
  };
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const joined = Buffer.concat(chunks);
  // A buffer of its own, so the worker pool can transfer it rather than copy it.
  const own = new Uint8Array(joined.length);
  own.set(joined);
  return own;
}

/**
 * Page underlays (issue 12 item 4): POST stores a PDF page or an image as an asset of the design (multipart, part
 * `file`, optional field `page`), rendered to a PNG in the processing worker pool for a PDF; GET serves the image
 * to show. Access is the design's (the same rule as opening and saving it); writes carry the CSRF token as every
 * write does.
 */
export default async function floorDesignUnderlayRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireUser);

  app.post<{ Params: { id: string } }>(
    '/api/floordesigns/:id/underlays/',
    async (request): Promise<UnderlayUploadResponse> => {
      // Access first: nothing of someone else's request body is read or stored.
      const design = await visibleFloorDesign(request, request.params.id);
      const render = app.processing.renderUnderlay?.bind(app.processing);
      if (!render) throw new HttpError(503, UNDERLAYS_UNAVAILABLE);
      if ((await app.repos.underlays.count(design.id)) >= MAX_UNDERLAY_FILES_PER_DESIGN)
        throw new HttpError(409, UNDERLAY_LIMIT_ERROR);
      const received = await receiveUpload(request, app.fileStorage, {
        allowed: UNDERLAY_KINDS,
        maxBytes: app.config.uploadMaxBytes,
      });
      let image: StagedOutput | null = null;
      try {
        const fields = UnderlayUploadFields.safeParse(received.fields);
        if (!fields.success) throw badRequest(describeIssues(fields.error, 3));
        const source = received.kind === 'pdf' ? 'pdf' : 'image';
        const pageNumber = source === 'pdf' ? (fields.data.page ?? 1) : 1;
        const bytes = await readAll(received.file.read());
        const result = await render({ source, bytes, pageNumber }).catch((error: unknown) => {
          if (error instanceof TaskFailure) throw new HttpError(422, error.message);
          throw error;
        });
        if (result.png) image = await stageBytes(app.fileStorage, result.png, '.png');
        const staged = image;
        const row = await saveWithRecord(received.file, (storeFile) =>
          app.repos.underlays.create(
            {
              design_id: design.id,
              kind: source,
              file_name: received.fileName,
              source_key: received.file.key,
              source_size: received.file.size,
              image_key: staged?.key ?? received.file.key,
              image_type: staged ? 'image/png' : contentTypeOf(received.kind),
              page_number: source === 'pdf' ? pageNumber : null,
              pixel_width: result.pixelWidth,
              pixel_height: result.pixelHeight,
              width_in: result.widthIn,
              height_in: result.heightIn,
              created_by: currentUser(request).id,
            },
            async () => {
              await storeFile();
              await staged?.commit();
            },
          ),
        );
        return {
          success: true,
          underlay: { ...toUnderlayFile(design.id, row), pages: result.pages },
        };
      } catch (error) {
        // saveWithRecord discards the upload on its own failures; this covers the steps before it, and the image.
        await received.file.discard();
        await image?.discard();
        throw error;
      }
    },
  );

  app.get<{ Params: { id: string; fileId: string } }>(
    '/api/floordesigns/:id/underlays/:fileId/',
    async (request, reply) => {
      const design = await visibleFloorDesign(request, request.params.id);
      const fileId = IdParam.safeParse(request.params.fileId);
      const row = fileId.success ? await app.repos.underlays.find(design.id, fileId.data) : undefined;
      if (!row) throw new HttpError(404, UNDERLAY_NOT_FOUND);
      const stored = await app.fileStorage.open(row.image_key);
      if (!stored) {
        request.log.error({ key: row.image_key }, 'a stored underlay image is missing');
        throw new HttpError(404, UNDERLAY_NOT_FOUND);
      }
      return (
        reply
          .header('content-type', row.image_type)
          .header('content-length', String(stored.size))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "sandbox; default-src 'none'")
          // An asset's bytes never change under its id, so the browser keeps it; `private`: shared caches
          // must not, since access can be withdrawn.
          .header('cache-control', 'private, max-age=31536000, immutable')
          .send(stored.stream)
      );
    },
  );
}
