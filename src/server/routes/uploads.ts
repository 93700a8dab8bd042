import type { FastifyInstance } from 'fastify';
import { UPLOAD_KINDS } from '../../contract/files';
import type {
  GenerateMetadataResponse,
  OpenInEditorResponse,
  SuccessResponse,
  UploadResponse,
} from '../../contract/projects';
import type { CancelProcessingResponse } from '../../contract/processing';
import { currentUser, requireUser, UPLOAD_NOT_FOUND, visibleProject, visibleUpload } from '../auth/access';
import { FieldsError, HttpError } from '../errors';
import { receiveUpload } from '../files/receive-upload';
import { removeStoredFiles, saveWithRecord } from '../files/storage';
import { openInEditor, stem } from '../projects/open-in-editor';
import { toUploadedFile } from '../projects/views';
import { resultErrorHandler } from '../result-errors';
import type { JobAccepted } from '../../contract/jobs';

const BASE = '/api/dashboard/projects/:projectId/uploads';

interface UploadParams {
  projectId: string;
  uploadId: string;
}

/** A project's uploaded files: upload (multipart, part `file`), generate metadata, cancel it, delete. */
export default async function uploadsRoutes(app: FastifyInstance) {
  app.setErrorHandler(resultErrorHandler);
  app.addHook('preHandler', requireUser);

  app.post<{ Params: { projectId: string } }>(
    '/api/dashboard/projects/:projectId/upload/',
    async (request): Promise<UploadResponse> => {
      // Access first: nothing of someone else's request body is read or stored.
      const project = await visibleProject(request, request.params.projectId);
      const received = await receiveUpload(request, app.fileStorage, {
        allowed: UPLOAD_KINDS,
        maxBytes: app.config.uploadMaxBytes,
      });
      const extra = Object.keys(received.fields);
      if (extra.length > 0) {
        await received.file.discard();
        throw new FieldsError(Object.fromEntries(extra.map((name) => [name, ['is not a known field']])));
      }
      const row = await saveWithRecord(received.file, (storeFile) =>
        app.repos.uploadedFiles.create(
          {
            projectId: project.id,
            storageKey: received.file.key,
            fileName: received.fileName,
            kind: received.kind,
            size: received.file.size,
          },
          storeFile,
        ),
      );
      return { success: true, upload: toUploadedFile(row) };
    },
  );

  app.post<{ Params: UploadParams }>(
    `${BASE}/:uploadId/generate/`,
    async (request, reply): Promise<GenerateMetadataResponse> => {
      const { project, upload } = await visibleUpload(
        request,
        request.params.projectId,
        request.params.uploadId,
      );
      const outcome = await app.processing.generateMetadata(project.id, upload.id, currentUser(request).id);
      if (!outcome.ok) {
        reply.code(outcome.statusCode);
        return { success: false, error: outcome.error };
      }
      const updated = await visibleUpload(request, project.id, upload.id);
      return { success: true, upload: toUploadedFile(updated.upload) };
    },
  );

  app.post<{ Params: UploadParams }>(
    `${BASE}/:uploadId/cancel/`,
    async (request): Promise<CancelProcessingResponse> => {
      const { project, upload } = await visibleUpload(
        request,
        request.params.projectId,
        request.params.uploadId,
      );
      await app.processing.cancelMetadata?.(project.id, upload.id);
      return { success: true };
    },
  );

  // "Open in editor": the uploaded DXF or PDF becomes a floor design of the project (see openInEditor).
  app.post<{ Params: UploadParams }>(
    `${BASE}/:uploadId/open_in_editor/`,
    async (request, reply): Promise<OpenInEditorResponse | JobAccepted> => {
      const { project, upload } = await visibleUpload(
        request,
        request.params.projectId,
        request.params.uploadId,
      );
      return openInEditor(request, reply, {
        projectId: project.id,
        kind: upload.kind,
        storageKey: upload.storage_key,
        name: stem(upload.file_name),
        scaleText: null,
      });
    },
  );

  app.post<{ Params: UploadParams }>(
    `${BASE}/:uploadId/delete/`,
    async (request): Promise<SuccessResponse> => {
      const { upload } = await visibleUpload(request, request.params.projectId, request.params.uploadId);
      const keys = await app.repos.uploadedFiles.delete(upload);
      // Two deletes that both found the upload: the one that deleted nothing answers as if it came second.
      if (keys === null) throw new HttpError(404, UPLOAD_NOT_FOUND);
      await removeStoredFiles(app.fileStorage, keys, request.log);
      return { success: true };
    },
  );
}
