import type { FastifyInstance } from 'fastify';
import { DRAWING_PAGE_KINDS } from '../../contract/files';
import {
  DrawingPageCreate,
  RearrangeRequest,
  type DrawingPageCreateResponse,
  type OpenInEditorResponse,
  type RearrangeResponse,
  type SuccessResponse,
} from '../../contract/projects';
import { DRAWING_PAGE_NOT_FOUND, requireUser, visibleDrawingPage, visibleProject } from '../auth/access';
import { fieldError, HttpError } from '../errors';
import { receiveUpload } from '../files/receive-upload';
import { removeStoredFiles, saveWithRecord } from '../files/storage';
import { openInEditor } from '../projects/open-in-editor';
import { toDrawingPage } from '../projects/views';
import { resultErrorHandler } from '../result-errors';
import type { JobAccepted } from '../../contract/jobs';

const BASE = '/api/dashboard/projects/:projectId/drawing_pages';

interface PageParams {
  projectId: string;
  pageId: string;
}

/** A project's drawing pages: add (multipart: name, page_type, scale, order, file), delete, rearrange. */
export default async function drawingPagesRoutes(app: FastifyInstance) {
  app.setErrorHandler(resultErrorHandler);
  app.addHook('preHandler', requireUser);

  app.post<{ Params: { projectId: string } }>(
    `${BASE}/`,
    async (request): Promise<DrawingPageCreateResponse> => {
      const project = await visibleProject(request, request.params.projectId);
      const received = await receiveUpload(request, app.fileStorage, {
        allowed: DRAWING_PAGE_KINDS,
        maxBytes: app.config.uploadMaxBytes,
      });
      const fields = DrawingPageCreate.safeParse(received.fields);
      if (!fields.success) {
        await received.file.discard();
        throw fields.error;
      }
      const { name, page_type, scale, order } = fields.data;
      const row = await saveWithRecord(received.file, (storeFile) =>
        app.repos.drawingPages.create(
          {
            projectId: project.id,
            name,
            pageType: page_type,
            scale: scale ?? null,
            order,
            storageKey: received.file.key,
            fileName: received.fileName,
            kind: received.kind,
            size: received.file.size,
          },
          storeFile,
        ),
      );
      return { success: true, page: toDrawingPage(row) };
    },
  );

  // "Open in editor": the page's DXF or PDF becomes a floor design of the project, a PDF at its stated scale.
  app.post<{ Params: PageParams }>(
    `${BASE}/:pageId/open_in_editor/`,
    async (request, reply): Promise<OpenInEditorResponse | JobAccepted> => {
      const { project, page } = await visibleDrawingPage(
        request,
        request.params.projectId,
        request.params.pageId,
      );
      return openInEditor(request, reply, {
        projectId: project.id,
        kind: page.kind,
        storageKey: page.storage_key,
        name: page.name,
        scaleText: page.scale,
      });
    },
  );

  app.post<{ Params: PageParams }>(`${BASE}/:pageId/delete/`, async (request): Promise<SuccessResponse> => {
    const { page } = await visibleDrawingPage(request, request.params.projectId, request.params.pageId);
    const keys = await app.repos.drawingPages.delete(page);
    // A concurrent delete of the same page won: answer as if this one came second.
    if (keys === null) throw new HttpError(404, DRAWING_PAGE_NOT_FOUND);
    await removeStoredFiles(app.fileStorage, keys, request.log);
    return { success: true };
  });

  // JSON { order: [{ id, order }] }; only this project's pages, all or nothing.
  app.post<{ Params: { projectId: string } }>(
    `${BASE}/rearrange/`,
    async (request): Promise<RearrangeResponse> => {
      const project = await visibleProject(request, request.params.projectId);
      const { order } = RearrangeRequest.parse(request.body ?? {});
      const unknown = await app.repos.drawingPages.rearrange(project.id, order);
      if (unknown.length > 0) {
        throw fieldError(
          'order',
          `${unknown.join(', ')} ${unknown.length === 1 ? 'is not a page' : 'are not pages'} of this project`,
        );
      }
      const pages = await app.repos.drawingPages.listForProject(project.id);
      return { success: true, drawing_pages: pages.map(toDrawingPage) };
    },
  );
}
