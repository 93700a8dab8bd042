import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { describeIssues, OutlineRawJsonSchema } from '../../contract/drawing';
import {
  EDIT_BODY_LIMIT,
  FloorDesignCreateRequest,
  FloorDesignDetailQuery,
  LAST_PAGE_ERROR,
  PageCreateRequest,
  PageDeleteRequest,
  REVISION_NOT_FOUND,
  RevisionListQuery,
  type FloorDesignCreateResponse,
  type FloorDesignDetail,
  type FloorDesignOpenDetail,
  type FloorDesignEditResponse,
  type FloorDesignListRow,
  type PageCreateResponse,
  type PageDeleteResponse,
  type Revision,
  type RevisionSummary,
} from '../../contract/floordesigns';
import { IdParam } from '../../contract/common';
import { createRandomIdSource, type IdSource } from '../../core/model/ids';
import { createPage, defaultPageName, type Page } from '../../core/model/page';
import { buildOutline, type OutlineFaces, type OutlineMetadata } from '../../core/outline';
import type { LengthUnit } from '../../core/units';
import { currentUser, requireUser, visibleFloorDesign } from '../auth/access';
import { STALE, type FloorDesignChanges } from '../db/floordesigns-repository';
import type { FloorDesignRow } from '../db/schema';
import { deltaPages, staleBase } from '../saves/delta-pages';
import type { DesignFields } from '../saves/prepare';
import { prepareDeltaBody, prepareEditBody, takeJsonAsBytes } from '../saves/save-work';
import { badRequest, notFound } from '../errors';
import { FLOOR_DESIGN_NOT_FOUND } from '../../contract/floordesigns';

const RANDOM_RANGE = 2 ** 48 - 1;
/** Page and element ids from the system's CSPRNG (the core's id format, 16 base-36 characters). */
const serverIds = (prefix: string): IdSource =>
  createRandomIdSource(() => randomInt(RANDOM_RANGE) / RANDOM_RANGE, prefix);

export type WizardDesign =
  { ok: true; rawJson: OutlineFaces; metadata: OutlineMetadata; page: Page } | { ok: false; error: string };

/**
 * The wizard's outline, built on the server with the core from what the user entered, so the first page and
 * outline_metadata always agree with raw_json whatever the client sent.
 */
export function designFromWizard(name: string, unit: LengthUnit, faces: OutlineFaces): WizardDesign {
  const result = buildOutline({ name, unit, faces }, serverIds('el'), serverIds('page')());
  if (!result.ok) return result;
  return { ok: true, rawJson: result.rawJson, metadata: result.metadata, page: result.page };
}

/** Parses a body with a contract schema; a refusal names the offending path (`pages[0].elements[3].x: …`). */
function parseBody<S extends z.ZodMiniType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw badRequest(describeIssues(result.error, 3));
  return result.data;
}

const parseJsonColumn = (text: string | null): unknown => (text === null ? null : JSON.parse(text));
const asUnit = (unit: string): LengthUnit => (unit === 'meters' ? 'meters' : 'feet');

/** JSON with object keys sorted, so two equal values compare equal whatever order their keys came in. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

type OutlineEdit =
  | { ok: true; rawJson?: OutlineFaces | null; metadata?: OutlineMetadata | null }
  | { ok: false; error: string };

/**
 * What an edit stores of the outline: raw_json as sent, and outline_metadata derived from it on the server as on
 * create (whatever summary the client sent). Unchanged raw_json and unit keep the stored summary, whose wall ids
 * match the first page's walls; a stored raw_json of an older shape is left as it is.
 */
function outlineAfterEdit(row: FloorDesignRow, body: FloorDesignEditBody): OutlineEdit {
  const stored = OutlineRawJsonSchema.safeParse(parseJsonColumn(row.raw_json));
  const storedRaw = stored.success ? stored.data : null;
  const unit = body.unit ?? asUnit(row.unit);
  const rawChanged =
    body.raw_json !== undefined &&
    (row.raw_json === null
      ? body.raw_json !== null
      : canonicalJson(body.raw_json) !== canonicalJson(storedRaw));
  if (!rawChanged && unit === asUnit(row.unit)) return { ok: true };
  const raw = body.raw_json !== undefined ? body.raw_json : storedRaw;
  if (raw === null)
    return body.raw_json === null ? { ok: true, rawJson: null, metadata: null } : { ok: true };
  const built = designFromWizard(body.name ?? row.name, unit, raw);
  if (!built.ok) return built;
  return {
    ok: true,
    metadata: built.metadata,
    ...(body.raw_json !== undefined ? { rawJson: built.rawJson } : {}),
  };
}

const toListRow = (row: FloorDesignRow): FloorDesignListRow => ({
  id: row.id,
  name: row.name,
  unit: asUnit(row.unit),
  project_id: row.project_id,
  created_at: row.created_at,
  updated_at: row.updated_at,
  is_active: row.is_active === 1,
});

type FloorDesignEditBody = DesignFields;

/** The design's fields a save stores; an outline the core cannot build is a 400. */
function designChanges(row: FloorDesignRow, fields: DesignFields): FloorDesignChanges {
  const outline = outlineAfterEdit(row, fields);
  if (!outline.ok) throw badRequest(outline.error);
  return {
    ...(fields.name !== undefined ? { name: fields.name } : {}),
    ...(fields.unit !== undefined ? { unit: fields.unit } : {}),
    ...(fields.notes !== undefined ? { notes: fields.notes } : {}),
    ...(outline.rawJson !== undefined ? { rawJson: outline.rawJson } : {}),
    ...(outline.metadata !== undefined ? { outlineMetadata: outline.metadata } : {}),
  };
}

/** The floor design calls of spec section 7: every one behind a login and the access check (visibleFloorDesign). */
export default async function floorDesignsRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireUser);
  const repo = app.repos.floorDesigns;
  const design = (request: FastifyRequest<{ Params: { id: string } }>) =>
    visibleFloorDesign(request, request.params.id);

  app.get('/api/floordesigns/', async (request): Promise<FloorDesignListRow[]> =>
    (await repo.listVisible(currentUser(request).id, true)).map(toListRow),
  );

  app.get('/api/floordesigns/archived/show/', async (request): Promise<FloorDesignListRow[]> =>
    (await repo.listVisible(currentUser(request).id, false)).map(toListRow),
  );

  app.post('/api/floordesigns/create/', async (request): Promise<FloorDesignCreateResponse> => {
    const body = parseBody(FloorDesignCreateRequest, request.body);
    const built = designFromWizard(body.name, body.unit, body.raw_json);
    if (!built.ok) throw badRequest(built.error);
    const id = await repo.create(currentUser(request).id, {
      name: body.name,
      unit: body.unit,
      rawJson: built.rawJson,
      outlineMetadata: built.metadata,
      firstPage: built.page,
    });
    return { id };
  });

  for (const [action, active] of [
    ['archive', false],
    ['unarchive', true],
  ] as const) {
    app.post<{ Params: { id: string } }>(`/api/floordesigns/:id/${action}/`, async (request) => {
      const row = await design(request);
      await repo.setActive(row.id, active);
      return { success: true };
    });
  }

  app.get<{ Params: { id: string } }>('/api/floordesigns/:id/', async (request, reply): Promise<string> => {
    const row = await design(request);
    const query = FloorDesignDetailQuery.safeParse(request.query ?? {});
    if (!query.success) throw badRequest(describeIssues(query.error, 3));
    const [pagesJson, latest] = await Promise.all([
      repo.pagesJson(row.id),
      query.data.latest_revision === 'summary'
        ? repo.latestRevisionSummary(row.id)
        : repo.latestRevision(row.id),
    ]);
    const rest: Omit<FloorDesignDetail | FloorDesignOpenDetail, 'pages'> = {
      id: row.id,
      name: row.name,
      unit: asUnit(row.unit),
      project_id: row.project_id,
      notes: row.notes,
      raw_json: parseJsonColumn(row.raw_json) as FloorDesignDetail['raw_json'],
      outline_metadata: parseJsonColumn(row.outline_metadata) as FloorDesignDetail['outline_metadata'],
      latest_revision: latest,
      created_at: row.created_at,
      updated_at: row.updated_at,
      is_active: row.is_active === 1,
    };
    // The pages go out as stored (see pagesJson), spliced in as the first member of the answer's object.
    const others = JSON.stringify(rest);
    void reply.type('application/json; charset=utf-8');
    return `{"pages":${pagesJson},${others.slice(1)}`;
  });

  app.get<{ Params: { id: string } }>(
    '/api/floordesigns/:id/revisions/',
    async (request): Promise<Revision[] | RevisionSummary[]> => {
      const row = await design(request);
      const query = RevisionListQuery.safeParse(request.query ?? {});
      if (!query.success) throw badRequest(describeIssues(query.error, 3));
      return query.data.summary ? repo.revisionSummaries(row.id) : repo.revisions(row.id);
    },
  );

  app.get<{ Params: { id: string; revisionId: string } }>(
    '/api/floordesigns/:id/revisions/:revisionId/',
    async (request): Promise<Revision> => {
      const row = await design(request);
      const revisionId = IdParam.safeParse(request.params.revisionId);
      const revision = revisionId.success ? await repo.revision(row.id, revisionId.data) : null;
      if (!revision) throw notFound(REVISION_NOT_FOUND);
      return revision;
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/floordesigns/:id/pages/create/',
    async (request): Promise<PageCreateResponse> => {
      const row = await design(request);
      const body = parseBody(PageCreateRequest, request.body);
      const pageIds = serverIds('page');
      const result = await repo.addPage(row.id, (count, taken) => {
        if (body.name) return createPage(pageIds(), count + 1, body.name);
        // "Page {n}" with n the new page's number, moved on past any name a deletion left behind.
        let n = count + 1;
        while (taken.has(defaultPageName(n))) n++;
        return createPage(pageIds(), n);
      });
      if (!result) throw notFound(FLOOR_DESIGN_NOT_FOUND);
      return { all_pages: result.allPages, new_page: result.newPage };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/floordesigns/:id/pages/delete/',
    async (request): Promise<PageDeleteResponse> => {
      const row = await design(request);
      const body = parseBody(PageDeleteRequest, request.body);
      const result = await repo.deletePages(row.id, body.pages);
      if (result === null) throw notFound(FLOOR_DESIGN_NOT_FOUND);
      if (result === 'last-page') throw badRequest(LAST_PAGE_ERROR);
      return { remaining_pages: result };
    },
  );

  // The saves: their bodies reach the handlers as bytes (see takeJsonAsBytes), in a context of their own.
  app.register(async (saves) => {
    takeJsonAsBytes(saves);

    /** The spec's save: every page whole; the last save wins. */
    saves.post<{ Params: { id: string } }>(
      '/api/floordesigns/:id/edit/',
      { bodyLimit: EDIT_BODY_LIMIT },
      async (request, reply): Promise<FloorDesignEditResponse> => {
        const row = await design(request);
        const prep = await prepareEditBody(repo, app.savePool, reply, row.id, request.body);
        const revision = await repo.savePrepared(row.id, designChanges(row, prep.fields), prep.pages, null);
        if (!revision || revision === STALE) throw notFound(FLOOR_DESIGN_NOT_FOUND);
        return { success: true, revision };
      },
    );

    /** The app's save: what changed since base_version; 409 when another save came first. */
    saves.post<{ Params: { id: string } }>(
      '/api/floordesigns/:id/save/',
      { bodyLimit: EDIT_BODY_LIMIT },
      async (request, reply): Promise<FloorDesignEditResponse> => {
        const row = await design(request);
        const prep = await prepareDeltaBody(repo, app.savePool, reply, row.id, request.body);
        const changes = designChanges(row, prep.fields);
        const pages = await deltaPages(repo, app.savePool, reply, row.id, prep);
        const revision = await repo.savePrepared(row.id, changes, pages, prep.baseVersion);
        if (revision === STALE) throw staleBase();
        if (!revision) throw notFound(FLOOR_DESIGN_NOT_FOUND);
        return { success: true, revision };
      },
    );
  });
}
