import type { FastifyRequest } from 'fastify';
import type { FileKind } from '../../contract/files';
import { visibleDrawingPage, visibleDxfRevision, visibleProject, visibleUpload } from '../auth/access';
import { HttpError } from '../errors';
import type { FileCategory } from './file-urls';

/** What the download route needs to serve one stored file. */
export interface FileSource {
  key: string;
  fileName: string;
  kind: FileKind;
}

export const FILE_NOT_FOUND = 'File not found.';

const KIND_BY_EXTENSION: Record<string, FileKind> = {
  '.pdf': 'pdf',
  '.dxf': 'dxf',
  '.png': 'png',
  '.jpg': 'jpeg',
  '.json': 'json',
};

/** Files the server made (mockups, generated DXFs, master plans) carry their kind in their key. */
function derived(key: string | null, fileName: string): FileSource {
  const kind = key ? KIND_BY_EXTENSION[key.slice(key.lastIndexOf('.'))] : undefined;
  if (!key || !kind) throw new HttpError(404, FILE_NOT_FOUND);
  return { key, fileName, kind };
}

const stem = (fileName: string) => fileName.replace(/\.[^.]*$/, '') || 'file';

/**
 * The stored file behind a download URL, through the same access checks as every other project route: a file of
 * a project the caller may not see is 404, whatever the category.
 */
export async function resolveFileSource(
  request: FastifyRequest,
  rawProjectId: unknown,
  category: FileCategory,
  rawId: unknown,
): Promise<FileSource> {
  switch (category) {
    case 'uploads': {
      const { upload } = await visibleUpload(request, rawProjectId, rawId);
      return { key: upload.storage_key, fileName: upload.file_name, kind: upload.kind as FileKind };
    }
    case 'mockups': {
      const { upload } = await visibleUpload(request, rawProjectId, rawId);
      return derived(upload.debug_output_key, `${stem(upload.file_name)}-mockup.png`);
    }
    case 'generated_dxf': {
      const { upload } = await visibleUpload(request, rawProjectId, rawId);
      return derived(upload.generated_dxf_key, `${stem(upload.file_name)}-generated.dxf`);
    }
    case 'drawing_pages': {
      const { page } = await visibleDrawingPage(request, rawProjectId, rawId);
      return { key: page.storage_key, fileName: page.file_name, kind: page.kind as FileKind };
    }
    case 'dxf_revisions': {
      const { revision } = await visibleDxfRevision(request, rawId, rawProjectId);
      return { key: revision.storage_key, fileName: revision.file_name, kind: 'dxf' };
    }
    case 'master_plan': {
      const project = await visibleProject(request, rawProjectId);
      if (String(rawId) !== String(project.id)) throw new HttpError(404, FILE_NOT_FOUND);
      return derived(project.master_pdf_key, `master-plan-${project.id}.pdf`);
    }
  }
}
