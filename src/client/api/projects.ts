import { z } from 'zod/mini';
import {
  DrawingPageCreateResponse,
  FailureResponse,
  OpenInEditorResponseSchema,
  Project,
  ProjectCreateResponse,
  ProjectsListResponse,
  SuccessResponse,
  projectCreateBody,
  type DrawingPage,
  type DrawingPageCreateFields,
  type FieldErrors,
  type ProjectCreateFields,
  type ProjectEditBody,
  type ProjectListRow,
  type RearrangeRequest,
} from '../../contract/projects';
import { ApiError, isApiError } from './ApiError';
import { projectPagePath, type ProjectPageQuery } from './projectPagePath';
import { apiGet, apiPostForm, apiPostJson, apiPostMultipart, apiRequest } from './request';
import { uploadWithProgress, type UploadOptions } from './upload';

// The project calls of spec section 7. Answers the spec leaves open (edit, upload, generate, the deletes,
// rearrange) are judged by `success` alone: the screens keep or refetch their own copy of the data.

const BASE = '/api/dashboard/projects';

/** A `{ success: false, error }` answer with a 2xx status is a refusal all the same. */
const SuccessOrFailure = z.union([SuccessResponse, FailureResponse]);
const DrawingPageAnswer = z.union([DrawingPageCreateResponse, FailureResponse]);
const MasterPlanAnswer = z.union([
  z.object({ success: z.literal(true), master_pdf_url: z.optional(z.nullable(z.string())) }),
  FailureResponse,
]);

function refused(status: number, answer: FailureResponse): ApiError {
  return new ApiError(status, answer.error || 'The server refused the request.', {
    serverMessage: answer.error || null,
    body: answer,
  });
}

async function postExpectingSuccess(path: string): Promise<void> {
  const answer = await apiRequest(path, { method: 'POST', schema: SuccessOrFailure });
  if (!answer.success) throw refused(200, answer);
}

export async function fetchActiveProjects(signal?: AbortSignal): Promise<ProjectListRow[]> {
  return (await apiGet(`${BASE}/`, ProjectsListResponse, signal)).projects;
}

export async function fetchArchivedProjects(signal?: AbortSignal): Promise<ProjectListRow[]> {
  return (await apiGet(`${BASE}/archived/show/`, ProjectsListResponse, signal)).projects;
}

export type { ProjectPageQuery };

export interface ProjectPage {
  rows: ProjectListRow[];
  /** Rows matching the search in all pages. */
  total: number;
}

/** A server that answers every row without a total (the spec's) is read as one page of everything. */
const PageAnswer = z.extend(ProjectsListResponse, {
  total: z.optional(z.number().check(z.int(), z.nonnegative())),
});

export async function fetchProjectPage(query: ProjectPageQuery, signal?: AbortSignal): Promise<ProjectPage> {
  const answer = await apiGet(projectPagePath(query), PageAnswer, signal);
  return { rows: answer.projects, total: answer.total ?? answer.projects.length };
}

export function archiveProject(projectId: number): Promise<void> {
  return postExpectingSuccess(`${BASE}/${projectId}/archive/`);
}

export function unarchiveProject(projectId: number): Promise<void> {
  return postExpectingSuccess(`${BASE}/${projectId}/unarchive/`);
}

export type CreateProjectResult = { ok: true; projectId: number } | { ok: false; errors: FieldErrors };

/**
 * Creates a project from the form (form-encoded, blanks left out). A refusal, whatever its status, comes back
 * as `{ ok: false, errors }`; only an unreachable or broken server throws.
 */
export async function createProject(fields: ProjectCreateFields): Promise<CreateProjectResult> {
  let answer: ProjectCreateResponse;
  try {
    answer = await apiPostForm(
      `${BASE}/create/`,
      new URLSearchParams(projectCreateBody(fields)),
      ProjectCreateResponse,
    );
  } catch (error) {
    const body = isApiError(error) && error.status < 500 ? ProjectCreateResponse.safeParse(error.body) : null;
    if (body?.success && !body.data.success) return { ok: false, errors: body.data.errors };
    throw error;
  }
  return answer.success ? { ok: true, projectId: answer.project_id } : { ok: false, errors: answer.errors };
}

export function fetchProject(projectId: number, signal?: AbortSignal): Promise<Project> {
  return apiGet(`${BASE}/${projectId}/`, Project, signal);
}

/** Saves the edit form (JSON, organization id as `organization`). */
export async function editProject(projectId: number, body: ProjectEditBody): Promise<void> {
  const answer = await apiPostJson(`${BASE}/${projectId}/edit/`, body, SuccessOrFailure);
  if (!answer.success) throw refused(200, answer);
}

export function deleteUpload(projectId: number, uploadId: number): Promise<void> {
  return postExpectingSuccess(`${BASE}/${projectId}/uploads/${uploadId}/delete/`);
}

export function deleteDxfRevision(revisionId: number): Promise<void> {
  return postExpectingSuccess(`${BASE}/proposed_dxf/revision/${revisionId}/delete/`);
}

export function deleteDrawingPage(projectId: number, pageId: number): Promise<void> {
  return postExpectingSuccess(`${BASE}/${projectId}/drawing_pages/${pageId}/delete/`);
}

/** Adds a drawing page (multipart: name, page_type, scale, order, file) and returns it as stored. */
export async function createDrawingPage(
  projectId: number,
  fields: DrawingPageCreateFields,
  file: File,
): Promise<DrawingPage> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  form.append('file', file, file.name);
  const answer = await apiPostMultipart(`${BASE}/${projectId}/drawing_pages/`, form, DrawingPageAnswer);
  if (!answer.success) throw refused(200, answer);
  return answer.page;
}

export async function rearrangeDrawingPages(
  projectId: number,
  order: RearrangeRequest['order'],
): Promise<void> {
  const answer = await apiPostJson(
    `${BASE}/${projectId}/drawing_pages/rearrange/`,
    { order },
    SuccessOrFailure,
  );
  if (!answer.success) throw refused(200, answer);
}

export async function generateMetadata(projectId: number, uploadId: number): Promise<void> {
  return postExpectingSuccess(`${BASE}/${projectId}/uploads/${uploadId}/generate/`);
}

/** Stops a queued or running metadata job of an upload (its earlier results, if any, stay). */
export function cancelMetadataJob(projectId: number, uploadId: number): Promise<void> {
  return postExpectingSuccess(`${BASE}/${projectId}/uploads/${uploadId}/cancel/`);
}

/** Generates the master plan PDF; resolves with its URL when the answer names one. */
export async function generateMasterPlanPdf(projectId: number): Promise<string | null> {
  const answer = await apiRequest(`${BASE}/${projectId}/generate_master_plan_pdf/`, {
    method: 'POST',
    schema: MasterPlanAnswer,
  });
  if (!answer.success) throw refused(200, answer);
  return answer.master_pdf_url ?? null;
}

/** Uploads one file to a project (multipart, one part named `file`), reporting progress as it goes. */
export async function uploadProjectFile(
  projectId: number,
  file: File,
  options: UploadOptions = {},
): Promise<void> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await uploadWithProgress(`${BASE}/${projectId}/upload/`, form, SuccessOrFailure, options);
  if (!answer.success) throw refused(200, answer);
}

/** "Open in editor" of an uploaded file or a drawing page: answers the new floor design's id. */
export async function openInEditor(
  projectId: number,
  source: { kind: 'upload' | 'drawing_page'; id: number },
): Promise<number> {
  const folder = source.kind === 'upload' ? 'uploads' : 'drawing_pages';
  const url = `/api/dashboard/projects/${projectId}/${folder}/${source.id}/open_in_editor/`;
  return (await apiPostJson(url, {}, OpenInEditorResponseSchema, { idempotent: true })).floor_design_id;
}
