import { z } from 'zod';
import { Id } from './common';
import {
  DRAWING_LIMITS,
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
  .trim()
  .min(1, 'is required')
  .max(NAME_MAX, `must be at most ${NAME_MAX} characters`);

const pageName = z
  .string({ error: 'must be a string' })
  .trim()
  .max(DRAWING_LIMITS.pageNameLength, `must be at most ${DRAWING_LIMITS.pageNameLength} characters`);

/** Page lists as the server takes them: older documents are upgraded first, then validated. */
export const IncomingPagesSchema = z.preprocess(
  (value) => (Array.isArray(value) ? value.map((page, i) => migratePage(page, i)) : value),
  PagesSchema,
);

/**
 * Page lists as the server answers them: revisions keep the documents as they were saved (a version 2 page
 * saved before doors, windows and rooms existed stays version 2 in its revision), so readers upgrade them too.
 */
const StoredPagesSchema = z.preprocess(
  (value) => (Array.isArray(value) ? value.map((page, i) => migratePage(page, i)) : value),
  z.array(PageSchema),
);

// ---- list ----

/** The project a design belongs to (issue 11: an adopted layout), or null; its access then follows the project's. */
const ProjectIdField = Id.nullable();

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
const IgnoredOutlineMetadata = z.unknown().optional();

/** POST /api/floordesigns/create/. The server derives the first page and outline_metadata from raw_json. */
export const FloorDesignCreateRequest = z.object({
  name,
  unit: LengthUnitSchema.default('feet'),
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
  version_number: z.number().int().positive(),
  saved_at: z.string(),
  page_count: z.number().int().nonnegative(),
  element_count: z.number().int().nonnegative(),
});
export type RevisionSummary = z.infer<typeof RevisionSummary>;

/** The spec's revision (id, version_number, saved_at, pages_json), with the summary's counts beside it. */
export const Revision = RevisionSummary.extend({ pages_json: StoredPagesSchema });
export type Revision = z.infer<typeof Revision>;

/** GET /api/floordesigns/{id}/revisions/: the spec's answer, every revision with its pages, newest first. */
export const RevisionListResponse = z.array(Revision);

/** GET /api/floordesigns/{id}/revisions/?summary=1: summaries only, newest first (the app's own editor). */
export const RevisionSummaryListResponse = z.array(RevisionSummary);

/** The revisions list's query: `summary` is 1/true (summaries) or 0/false/absent (the spec's full answer). */
export const RevisionListQuery = z.object({
  summary: z
    .enum(['1', '0', 'true', 'false'], { error: 'must be 1 or 0' })
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});

// ---- detail ----

export const FloorDesignDetail = z.object({
  id: Id,
  name: z.string(),
  unit: LengthUnitSchema,
  project_id: ProjectIdField,
  notes: z.string().nullable(),
  raw_json: OutlineRawJsonSchema.nullable(),
  outline_metadata: OutlineMetadataSchema.nullable(),
  pages: StoredPagesSchema,
  latest_revision: Revision.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  is_active: z.boolean(),
});
export type FloorDesignDetail = z.infer<typeof FloorDesignDetail>;

/** The detail's query: `latest_revision=summary` answers the latest revision without its pages. */
export const FloorDesignDetailQuery = z.object({
  latest_revision: z.enum(['summary', 'full'], { error: 'must be summary or full' }).optional(),
});

/**
 * GET /api/floordesigns/{id}/?latest_revision=summary, what the app's editor opens: after a save the latest
 * revision's pages equal the design's, so they are not sent twice (a 50,000-element page is ~20 MB).
 */
export const FloorDesignOpenDetail = FloorDesignDetail.extend({
  latest_revision: RevisionSummary.nullable(),
});
export type FloorDesignOpenDetail = z.infer<typeof FloorDesignOpenDetail>;

// ---- pages ----

export const PageSummary = z.object({ id: z.string(), name: z.string() });
export type PageSummary = z.infer<typeof PageSummary>;

/** POST /api/floordesigns/{id}/pages/create/: a name, or none for "Page {n}". */
export const PageCreateRequest = z.object({ name: pageName.optional() });
export type PageCreateRequest = z.infer<typeof PageCreateRequest>;

/** all_pages lists the design's pages (id and name, in order); new_page is the whole new (empty) page. */
export const PageCreateResponse = z.object({ all_pages: z.array(PageSummary), new_page: PageSchema });
export type PageCreateResponse = z.infer<typeof PageCreateResponse>;

export const PageDeleteRequest = z.object({
  pages: z
    .array(z.string().min(1).max(DRAWING_LIMITS.idLength))
    .min(1, 'must name at least one page')
    .max(DRAWING_LIMITS.pagesPerDesign),
});
export type PageDeleteRequest = z.infer<typeof PageDeleteRequest>;

export const PageDeleteResponse = z.object({ remaining_pages: z.array(PageSummary) });
export type PageDeleteResponse = z.infer<typeof PageDeleteResponse>;

// ---- edit (save) ----

/**
 * POST /api/floordesigns/{id}/edit/. pages is required (a save stores them and appends a revision); the other
 * fields are optional and an absent one is left unchanged. outline_metadata is ignored as on create: when raw_json
 * or unit changes, the server derives the summary again.
 */
export const FloorDesignEditRequest = z.object({
  name: name.optional(),
  unit: LengthUnitSchema.optional(),
  notes: z
    .string({ error: 'must be a string' })
    .max(NOTES_MAX, `must be at most ${NOTES_MAX} characters`)
    .nullable()
    .optional(),
  raw_json: OutlineRawJsonSchema.nullable().optional(),
  outline_metadata: IgnoredOutlineMetadata,
  pages: IncomingPagesSchema.refine((pages) => pages.length > 0, LAST_PAGE_ERROR),
});
export type FloorDesignEditRequest = z.input<typeof FloorDesignEditRequest>;

export const FloorDesignEditResponse = z.object({ success: z.literal(true), revision: RevisionSummary });
export type FloorDesignEditResponse = z.infer<typeof FloorDesignEditResponse>;

export const SuccessResponse = z.object({ success: z.literal(true) });
