import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import {
  PROJECT_LIST_LIMITS,
  ProjectCreateForm,
  ProjectListQuery,
  projectEditRequest,
  zodIssuesToFieldErrors,
  type FieldErrors,
  type MasterPlanResponse,
  type Project,
  type ProjectEditResponse,
  type ProjectsListResponse,
  type ProjectsPageResponse,
  type SuccessResponse,
} from '../../contract/projects';
import { createAnswerCache } from '../answers/answer-cache';
import { sendCachedJson } from '../answers/send-cached';
import { currentUser, requireUser, visibleProject } from '../auth/access';
import { FieldsError } from '../errors';
import { PROJECTS_LIST_JSON_SCHEMA } from '../projects/list-schema';
import { projectDetail } from '../projects/project-detail';
import { toListRow } from '../projects/views';
import { resultErrorHandler } from '../result-errors';

const BASE = '/api/dashboard/projects';

export const NOT_YOUR_ORGANIZATION = 'is not one of your organizations';

interface ProjectParams {
  projectId: string;
}

/** A project may only be put in an organization the caller belongs to. */
async function isCallersOrganization(request: FastifyRequest, organizationId: number): Promise<boolean> {
  return request.server.repos.organizations.isMember(organizationId, currentUser(request).id);
}

/** Projects: lists, create, detail, edit, archive, master plan (spec section 7, "Projects"). */
export default async function projectsRoutes(app: FastifyInstance) {
  app.setErrorHandler(resultErrorHandler);
  app.addHook('preHandler', requireUser);

  // Every row by default (the spec's client); with ?page or ?page_size one page and the total. Either way the
  // rows are serialised by a schema compiled once (see list-schema.ts), and the serialised answer is kept per
  // caller and query until the database's list version moves (see answers/answer-cache.ts): a repeated list
  // costs the session read, one version read and a send, and a client holding the same ETag gets a 304.
  const answers = createAnswerCache();
  const answerOf = async (
    userId: number,
    archived: boolean,
    query: z.output<typeof ProjectListQuery>,
  ): Promise<ProjectsListResponse | ProjectsPageResponse> => {
    const { page, page_size: pageSize, ...options } = query;
    if (page === undefined && pageSize === undefined) {
      return { projects: (await app.repos.projects.listVisible(userId, archived, options)).map(toListRow) };
    }
    const limit = pageSize ?? PROJECT_LIST_LIMITS.defaultPageSize;
    const rows = await app.repos.projects.listVisible(userId, archived, {
      ...options,
      page: { limit, offset: ((page ?? 1) - 1) * limit },
    });
    const total = await app.repos.projects.countVisible(userId, archived, options.search);
    return { projects: rows.map(toListRow), total };
  };
  const list = (archived: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const query = ProjectListQuery.parse(request.query);
    const userId = currentUser(request).id;
    // The version is read before the rows: an answer is never newer-labelled than the data it was made from.
    const version = await app.repos.projects.listVersion();
    const key = JSON.stringify([
      userId,
      archived,
      query.page ?? null,
      query.page_size ?? null,
      query.search ?? null,
      query.sort ?? null,
      query.order ?? null,
    ]);
    const answer = await answers.answer(key, version, async () => {
      const json = reply.serialize(await answerOf(userId, archived, query));
      if (Buffer.isBuffer(json)) return json;
      return typeof json === 'string' ? Buffer.from(json) : Buffer.from(new Uint8Array(json));
    });
    return sendCachedJson(request, reply, answer);
  };
  const listOptions = { schema: { response: { 200: PROJECTS_LIST_JSON_SCHEMA } }, compress: false } as const;
  app.get(`${BASE}/`, listOptions, list(false));
  app.get(`${BASE}/archived/show/`, listOptions, list(true));

  // Form-encoded (spec); the answer always has success, project_id and errors, whatever the outcome.
  app.post(`${BASE}/create/`, async (request, reply) => {
    const refuse = (errors: FieldErrors) => {
      reply.code(400);
      return { success: false, project_id: null, errors, error: new FieldsError(errors).message };
    };
    const parsed = ProjectCreateForm.safeParse(request.body ?? {});
    if (!parsed.success) return refuse(zodIssuesToFieldErrors(parsed.error));
    const data = parsed.data;
    if (data.organization_id !== undefined && !(await isCallersOrganization(request, data.organization_id))) {
      return refuse({ organization_id: [NOT_YOUR_ORGANIZATION] });
    }
    const projectId = await app.repos.projects.create({ ...data, ownerId: currentUser(request).id });
    return { success: true, project_id: projectId, errors: {} };
  });

  app.get<{ Params: ProjectParams }>(`${BASE}/:projectId/`, async (request): Promise<Project> => {
    const project = await visibleProject(request, request.params.projectId);
    return projectDetail(app.repos, project, currentUser(request).id);
  });

  // JSON, a partial update; the organization id arrives as `organization` (spec) or `organization_id`.
  app.post<{ Params: ProjectParams }>(
    `${BASE}/:projectId/edit/`,
    async (request): Promise<ProjectEditResponse> => {
      const project = await visibleProject(request, request.params.projectId);
      const { organization_key: organizationKey = 'organization', ...changes } = projectEditRequest(
        project.organization_id,
      ).parse(request.body ?? {});
      const organizationId = changes.organization_id;
      // Keeping the current organization is always allowed (the owner may have left it since).
      if (
        organizationId !== undefined &&
        organizationId !== null &&
        organizationId !== project.organization_id &&
        !(await isCallersOrganization(request, organizationId))
      ) {
        throw new FieldsError({ [organizationKey]: [NOT_YOUR_ORGANIZATION] });
      }
      await app.repos.projects.update(project.id, changes);
      const updated = await visibleProject(request, project.id);
      return { success: true, project: await projectDetail(app.repos, updated, currentUser(request).id) };
    },
  );

  // Archiving keeps everything (files included); it only moves the project between the two lists.
  for (const [action, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    app.post<{ Params: ProjectParams }>(
      `${BASE}/:projectId/${action}/`,
      async (request): Promise<SuccessResponse> => {
        const project = await visibleProject(request, request.params.projectId);
        await app.repos.projects.setArchived(project.id, archived);
        return { success: true };
      },
    );
  }

  app.post<{ Params: ProjectParams }>(
    `${BASE}/:projectId/generate_master_plan_pdf/`,
    async (request, reply): Promise<MasterPlanResponse> => {
      const project = await visibleProject(request, request.params.projectId);
      const outcome = await app.processing.generateMasterPlan(project.id, currentUser(request).id);
      if (!outcome.ok) {
        reply.code(outcome.statusCode);
        return { success: false, error: outcome.error };
      }
      const updated = await projectDetail(
        app.repos,
        await visibleProject(request, project.id),
        currentUser(request).id,
      );
      if (!updated.master_pdf_url) throw new Error('master plan generation stored no file');
      return { success: true, master_pdf_url: updated.master_pdf_url };
    },
  );
}
