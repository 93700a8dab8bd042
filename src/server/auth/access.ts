import type { FastifyRequest } from 'fastify';
import { IdParam } from '../../contract/common';
import { FLOOR_DESIGN_NOT_FOUND } from '../../contract/floordesigns';
import type { ProjectWithOrganization } from '../db/projects-repository';
import type {
  DrawingPageRow,
  FloorDesignRow,
  ProposedDxfRevisionRow,
  UploadedFileRow,
  UserRow,
} from '../db/schema';
import { HttpError } from '../errors';

/*
 * Access rules live here, one function per resource, so a route cannot forget them: routes get the caller from
 * currentUser() and objects through the checks below (others' objects answer 404, not 403).
 */

export const AUTH_REQUIRED = 'Authentication required.';

/** preHandler for routes that need a logged-in user. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new HttpError(401, AUTH_REQUIRED);
}

/** The logged-in caller; use in handlers behind requireUser. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, AUTH_REQUIRED);
  return request.user;
}

/**
 * A floor design the caller may open and change: a design of a project follows the project's rule (its owner and
 * the members of its organization), any other is its owner's alone (the SQL is designVisibleTo in the floor
 * designs repository). Anyone else's design, or a malformed or unknown id, is 404.
 */
export async function visibleFloorDesign(request: FastifyRequest, rawId: unknown): Promise<FloorDesignRow> {
  const id = IdParam.safeParse(rawId);
  const design = id.success
    ? await request.server.repos.floorDesigns.findVisible(id.data, currentUser(request).id)
    : undefined;
  if (!design) throw new HttpError(404, FLOOR_DESIGN_NOT_FOUND);
  return design;
}

// Projects: the caller owns the project or is a member of its organization (the rule is the SQL in
// projects-repository's visibleTo). Sub-resources are looked up inside a visible project only, so another
// project's upload, page or revision answers exactly like one that does not exist.

export const PROJECT_NOT_FOUND = 'Project not found.';
export const UPLOAD_NOT_FOUND = 'Uploaded file not found.';
export const DRAWING_PAGE_NOT_FOUND = 'Drawing page not found.';
export const DXF_REVISION_NOT_FOUND = 'Revision not found.';

/** A route parameter (text) or an id the server already holds (number). */
function idOrUndefined(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw > 0 ? raw : undefined;
  const id = IdParam.safeParse(raw);
  return id.success ? id.data : undefined;
}

/** A project the caller may see and change; anyone else's (or a malformed or unknown id) is 404. */
export async function visibleProject(
  request: FastifyRequest,
  rawId: unknown,
): Promise<ProjectWithOrganization> {
  const id = idOrUndefined(rawId);
  const project =
    id === undefined
      ? undefined
      : await request.server.repos.projects.findVisible(id, currentUser(request).id);
  if (!project) throw new HttpError(404, PROJECT_NOT_FOUND);
  return project;
}

/** An uploaded file of a project the caller may see. */
export async function visibleUpload(
  request: FastifyRequest,
  rawProjectId: unknown,
  rawUploadId: unknown,
): Promise<{ project: ProjectWithOrganization; upload: UploadedFileRow }> {
  const project = await visibleProject(request, rawProjectId);
  const id = idOrUndefined(rawUploadId);
  const upload =
    id === undefined ? undefined : await request.server.repos.uploadedFiles.findInProject(project.id, id);
  if (!upload) throw new HttpError(404, UPLOAD_NOT_FOUND);
  return { project, upload };
}

/** A drawing page of a project the caller may see. */
export async function visibleDrawingPage(
  request: FastifyRequest,
  rawProjectId: unknown,
  rawPageId: unknown,
): Promise<{ project: ProjectWithOrganization; page: DrawingPageRow }> {
  const project = await visibleProject(request, rawProjectId);
  const id = idOrUndefined(rawPageId);
  const page =
    id === undefined ? undefined : await request.server.repos.drawingPages.findInProject(project.id, id);
  if (!page) throw new HttpError(404, DRAWING_PAGE_NOT_FOUND);
  return { project, page };
}

/**
 * A proposed DXF revision by its id alone (the delete route names no project): found only if its project is
 * visible to the caller, so someone else's revision and a missing one answer the same 404.
 */
export async function visibleDxfRevision(
  request: FastifyRequest,
  rawRevisionId: unknown,
  rawProjectId?: unknown,
): Promise<{ project: ProjectWithOrganization; revision: ProposedDxfRevisionRow }> {
  const id = idOrUndefined(rawRevisionId);
  const revision = id === undefined ? undefined : await request.server.repos.dxfRevisions.findById(id);
  const projectId = rawProjectId === undefined ? revision?.project_id : idOrUndefined(rawProjectId);
  const project =
    revision && revision.project_id === projectId
      ? await request.server.repos.projects.findVisible(revision.project_id, currentUser(request).id)
      : undefined;
  if (!revision || !project) throw new HttpError(404, DXF_REVISION_NOT_FOUND);
  return { project, revision };
}
