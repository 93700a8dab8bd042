import { z } from './zod';
import { Id } from './common';
import {
  DRAWING_LIMITS,
  DrawingIdSchema,
  ElementSchema,
  LengthUnitSchema,
  migratePage,
  OutlineMetadataSchema,
  OutlineRawJsonSchema,
  PageSchema,
  PagesSchema,
} from './drawing';

/**
 * The floor design calls of spec section 7 ("Floor designs"). Page documents are the drawing contract's;
 * this file adds the designs, revisions and the request/response shapes around them.
 */

/** Every call on a design the caller may not open (or that does not exist) answers 404 with this text. */
export const FLOOR_DESIGN_NOT_FOUND = 'Floor design not found.';
/** A design always keeps one page to draw on (pages/delete and edit refuse to leave none). */
export const LAST_PAGE_ERROR = 'A floor design must keep at least one page.';
export const NAME_MAX = 255;
export const NOTES_MAX = 10_000;
/**
 * The save body cap: 50,000 elements at ~400 bytes of JSON each (snap points included) is about 20 MB; 48 MiB
 * leaves room for a few such pages and still bounds one request's memory.
 */
export const EDIT_BODY_LIMIT = 48 * 1024 * 1024;

const name = z
  .string({ error: 'must be a string' })
  .check(z.trim())
  .check(z.minLength(1, 'is required'))
  .check(z.maxLength(NAME_MAX, `must be at most ${NAME_MAX} characters`));

const pageName = z
  .string({ error: 'must be a string' })
  .check(z.trim())
  .check(
    z.maxLength(DRAWING_LIMITS.pageNameLength, `must be at most ${DRAWING_LIMITS.pageNameLength} characters`),
  );

/** Page lists as the server takes them: older documents are upgraded first, then validated. */
export const IncomingPagesSchema = z.pipe(
  z.transform((value) => (Array.isArray(value) ? value.map((page, i) => migratePage(page, i)) : value)),
  PagesSchema,
);

/**
 * Page lists as the server answers them: revisions keep the documents as they were saved (a version 2 page
 * saved before doors, windows and rooms existed stays version 2 in its revision), so readers upgrade them too.
 */
const StoredPagesSchema = z.pipe(
  z.transform((value) => (Array.isArray(value) ? value.map((page, i) => migratePage(page, i)) : value)),
  z.array(PageSchema),
);

// ---- list ----

/** The project a design belongs to (issue 11: an adopted layout), or null; its access then follows the project's. */
const ProjectIdField = z.nullable(Id);

export const FloorDesignListRow = z.object({
  id: Id,
  name: z.string(),
  unit: LengthUnitSchema,
  project_id: ProjectIdField,
  created_at: z.string(),
  updated_at: z.string(),
  is_active: z.boolean(),
});
export type FloorDesignListRow = z.infer<typeof FloorDesignListRow>;

/** GET /api/floordesigns/ and /api/floordesigns/archived/show/: bare arrays (clarifications). */
export const FloorDesignListResponse = z.array(FloorDesignListRow);

// ---- create ----

/**
 * outline_metadata as clients send it on create and edit: the spec's shape (south, north, west and east, each with
 * length and segments), this product's own summary (OutlineMetadataSchema) or anything older. Accepted and
 * ignored: the stored summary is always derived on the server from raw_json, so it cannot disagree with it.
 */
const IgnoredOutlineMetadata = z.optional(z.unknown());

/** POST /api/floordesigns/create/. The server derives the first page and outline_metadata from raw_json. */
export const FloorDesignCreateRequest = z.object({
  name,
  unit: z._default(LengthUnitSchema, 'feet'),
  raw_json: OutlineRawJsonSchema,
  outline_metadata: IgnoredOutlineMetadata,
});
export type FloorDesignCreateRequest = z.input<typeof FloorDesignCreateRequest>;

export const FloorDesignCreateResponse = z.object({ id: Id });
export type FloorDesignCreateResponse = z.infer<typeof FloorDesignCreateResponse>;

// ---- revisions ----

/** Answered for a revision of a design the caller owns that does not exist (or belongs to another design). */
export const REVISION_NOT_FOUND = 'Revision not found.';

/**
 * A revision without its pages: what the editor's selector needs. page_count and element_count are counted when
 * the revision is saved, so a list of summaries never reads a page.
 */
export const RevisionSummary = z.object({
  id: Id,
  version_number: z.number().check(z.int()).check(z.positive()),
  saved_at: z.string(),
  page_count: z.number().check(z.int()).check(z.nonnegative()),
  element_count: z.number().check(z.int()).check(z.nonnegative()),
});
export type RevisionSummary = z.infer<typeof RevisionSummary>;

/** The spec's revision (id, version_number, saved_at, pages_json), with the summary's counts beside it. */
export const Revision = z.extend(RevisionSummary, { pages_json: StoredPagesSchema });
export type Revision = z.infer<typeof Revision>;

/** GET /api/floordesigns/{id}/revisions/: the spec's answer, every revision with its pages, newest first. */
export const RevisionListResponse = z.array(Revision);

/** GET /api/floordesigns/{id}/revisions/?summary=1: summaries only, newest first (the app's own editor). */
export const RevisionSummaryListResponse = z.array(RevisionSummary);

/** The revisions list's query: `summary` is 1/true (summaries) or 0/false/absent (the spec's full answer). */
export const RevisionListQuery = z.object({
  summary: z.pipe(
    z.optional(z.enum(['1', '0', 'true', 'false'], { error: 'must be 1 or 0' })),
    z.transform((v) => v === '1' || v === 'true'),
  ),
});

// ---- detail ----

export const FloorDesignDetail = z.object({
  id: Id,
  name: z.string(),
  unit: LengthUnitSchema,
  project_id: ProjectIdField,
  notes: z.nullable(z.string()),
  raw_json: z.nullable(OutlineRawJsonSchema),
  outline_metadata: z.nullable(OutlineMetadataSchema),
  pages: StoredPagesSchema,
  latest_revision: z.nullable(Revision),
  created_at: z.string(),
  updated_at: z.string(),
  is_active: z.boolean(),
});
export type FloorDesignDetail = z.infer<typeof FloorDesignDetail>;

/** The detail's query: `latest_revision=summary` answers the latest revision without its pages. */
export const FloorDesignDetailQuery = z.object({
  latest_revision: z.optional(z.enum(['summary', 'full'], { error: 'must be summary or full' })),
});

/**
 * GET /api/floordesigns/{id}/?latest_revision=summary, what the app's editor opens: after a save the latest
 * revision's pages equal the design's, so they are not sent twice (a 50,000-element page is ~20 MB).
 */
export const FloorDesignOpenDetail = z.extend(FloorDesignDetail, {
  latest_revision: z.nullable(RevisionSummary),
});
export type FloorDesignOpenDetail = z.infer<typeof FloorDesignOpenDetail>;

// ---- pages ----

export const PageSummary = z.object({ id: z.string(), name: z.string() });
export type PageSummary = z.infer<typeof PageSummary>;

/** POST /api/floordesigns/{id}/pages/create/: a name, or none for "Page {n}". */
export const PageCreateRequest = z.object({ name: z.optional(pageName) });
export type PageCreateRequest = z.infer<typeof PageCreateRequest>;

/** all_pages lists the design's pages (id and name, in order); new_page is the whole new (empty) page. */
export const PageCreateResponse = z.object({ all_pages: z.array(PageSummary), new_page: PageSchema });
export type PageCreateResponse = z.infer<typeof PageCreateResponse>;

export const PageDeleteRequest = z.object({
  pages: z
    .array(z.string().check(z.minLength(1)).check(z.maxLength(DRAWING_LIMITS.idLength)))
    .check(z.minLength(1, 'must name at least one page'))
    .check(z.maxLength(DRAWING_LIMITS.pagesPerDesign)),
});
export type PageDeleteRequest = z.infer<typeof PageDeleteRequest>;

export const PageDeleteResponse = z.object({ remaining_pages: z.array(PageSummary) });
export type PageDeleteResponse = z.infer<typeof PageDeleteResponse>;

// ---- edit (save) ----

/** The design's own fields a save may change; an absent one is left unchanged. */
const designFields = {
  name: z.optional(name),
  unit: z.optional(LengthUnitSchema),
  notes: z.optional(
    z.nullable(
      z
        .string({ error: 'must be a string' })
        .check(z.maxLength(NOTES_MAX, `must be at most ${NOTES_MAX} characters`)),
    ),
  ),
  raw_json: z.optional(z.nullable(OutlineRawJsonSchema)),
  outline_metadata: IgnoredOutlineMetadata,
};

/**
 * POST /api/floordesigns/{id}/edit/. pages is required (a save stores them and appends a revision); the other
 * fields are optional and an absent one is left unchanged. outline_metadata is ignored as on create: when raw_json
 * or unit changes, the server derives the summary again.
 */
export const FloorDesignEditRequest = z.object({
  ...designFields,
  pages: IncomingPagesSchema.check(z.refine((pages) => pages.length > 0, LAST_PAGE_ERROR)),
});
export type FloorDesignEditRequest = z.input<typeof FloorDesignEditRequest>;

export const FloorDesignEditResponse = z.object({ success: z.literal(true), revision: RevisionSummary });
export type FloorDesignEditResponse = z.infer<typeof FloorDesignEditResponse>;

// ---- save (the app's delta save) ----

/** 409 of a delta save whose base_version is no longer the design's latest version. */
export const STALE_BASE_ERROR =
  'This design was saved elsewhere after you opened it: reload it to get that version, then save again.';
/** 503 when more big saves wait for their turn than the server queues. */
export const SAVES_BUSY_ERROR = 'Too many saves at once. Try again in a moment.';
export const NOT_STORED_PAGE = 'is not a stored page: send it whole in pages';
export const NOT_STORED_ELEMENT = 'is not an element of the stored page';

const elementsMax = `must have at most ${DRAWING_LIMITS.elementsPerPage} elements`;

/** Ids that must not repeat within one list: each repeat gets `message` at its own index. */
function flagRepeats(ids: readonly string[], path: (i: number) => (string | number)[], message: string) {
  const seen = new Set<string>();
  const issues: { path: (string | number)[]; message: string }[] = [];
  ids.forEach((id, i) => {
    if (seen.has(id)) issues.push({ path: path(i), message });
    seen.add(id);
  });
  return issues;
}

/**
 * The changes of one stored page since the save's base: `put` elements replace the stored elements of the same
 * id where they stand, or, when new, are appended in the order given; `remove` names stored elements to drop.
 * A page whose elements were reordered otherwise is sent whole instead.
 */
export const PagePatch = z
  .object({
    id: DrawingIdSchema,
    name: z
      .string({ error: 'must be a string' })
      .check(
        z.maxLength(
          DRAWING_LIMITS.pageNameLength,
          `must be at most ${DRAWING_LIMITS.pageNameLength} characters`,
        ),
      ),
    put: z._default(
      z.array(ElementSchema).check(z.maxLength(DRAWING_LIMITS.elementsPerPage, elementsMax)),
      [],
    ),
    remove: z._default(
      z.array(DrawingIdSchema).check(z.maxLength(DRAWING_LIMITS.elementsPerPage, elementsMax)),
      [],
    ),
  })
  .check(
    z.superRefine((patch, ctx) => {
      const issues = [
        ...flagRepeats(
          patch.put.map((el) => el.id),
          (i) => ['put', i, 'id'],
          'is a duplicate id',
        ),
        ...flagRepeats(patch.remove, (i) => ['remove', i], 'is a duplicate id'),
      ];
      const put = new Set(patch.put.map((el) => el.id));
      patch.remove.forEach((id, i) => {
        if (put.has(id)) issues.push({ path: ['remove', i], message: 'is also in put' });
      });
      for (const issue of issues) ctx.addIssue({ code: 'custom', ...issue });
    }),
  );
export type PagePatch = z.output<typeof PagePatch>;

/**
 * POST /api/floordesigns/{id}/save/, the app's own save: only what changed since `base_version` (the version the
 * editor loaded or last saved; 0 before the first save). `page_order` lists the design's pages after the save;
 * each is sent whole in `pages` (new, or changed in too many places), as a patch of its stored elements in
 * `patches`, or neither: then it is kept as stored. A base that is no longer the latest version answers 409
 * (STALE_BASE_ERROR) and nothing is stored. The answer is the edit call's.
 */
export const FloorDesignSaveRequest = z
  .object({
    ...designFields,
    base_version: z
      .number({ error: 'must be a number' })
      .check(z.int('must be a whole number'))
      .check(z.nonnegative('must be 0 or more')),
    page_order: z
      .array(DrawingIdSchema)
      .check(z.minLength(1, LAST_PAGE_ERROR))
      .check(
        z.maxLength(
          DRAWING_LIMITS.pagesPerDesign,
          `must have at most ${DRAWING_LIMITS.pagesPerDesign} pages`,
        ),
      ),
    pages: z.optional(IncomingPagesSchema),
    patches: z._default(
      z
        .array(PagePatch)
        .check(
          z.maxLength(
            DRAWING_LIMITS.pagesPerDesign,
            `must have at most ${DRAWING_LIMITS.pagesPerDesign} pages`,
          ),
        ),
      [],
    ),
  })
  .check(
    z.superRefine((body, ctx) => {
      const order = new Set(body.page_order);
      const whole = new Set((body.pages ?? []).map((p) => p.id));
      const issues = [
        ...flagRepeats(body.page_order, (i) => ['page_order', i], 'is a duplicate page id'),
        ...flagRepeats(
          body.patches.map((p) => p.id),
          (i) => ['patches', i, 'id'],
          'is a duplicate page id',
        ),
      ];
      (body.pages ?? []).forEach((p, i) => {
        if (!order.has(p.id)) issues.push({ path: ['pages', i, 'id'], message: 'is not in page_order' });
      });
      body.patches.forEach((p, i) => {
        if (!order.has(p.id)) issues.push({ path: ['patches', i, 'id'], message: 'is not in page_order' });
        else if (whole.has(p.id))
          issues.push({ path: ['patches', i, 'id'], message: 'is also sent in pages' });
      });
      for (const issue of issues) ctx.addIssue({ code: 'custom', ...issue });
    }),
  );
export type FloorDesignSaveRequest = z.input<typeof FloorDesignSaveRequest>;

export const SuccessResponse = z.object({ success: z.literal(true) });
