import { z } from './zod';
import { parsePlotScale, SHEET_IDS } from '../core/export/sheets';

/**
 * GET /api/floordesigns/{id}/export/{format}/ (issue 12 item 1): a design's page, or all pages, as DXF, PDF on
 * a sheet at a scale, SVG, or PNG at a DPI. Query values are strings; these schemas read and bound them.
 */

/** A sheet number as drawing sets write them: A-101, A1.01, S-2 (letters, digits, '.', '-'). */
export const SheetNumberSchema = z
  .string({ error: 'must be a sheet number such as A-101' })
  .check(z.trim())
  .check(
    z.regex(
      /^[A-Za-z0-9][A-Za-z0-9.-]{0,15}$/,
      'must be a sheet number such as A-101 (up to 16 letters, digits, . or -)',
    ),
  );

export const SheetTitleSchema = z
  .string({ error: 'must be a sheet title' })
  .check(z.trim())
  .check(z.minLength(1, 'must not be empty'))
  .check(z.maxLength(80, 'must be at most 80 characters'))
  .check(z.regex(/^\P{Cc}*$/u, 'must be one line of text'));

export const EXPORT_FORMATS = ['dxf', 'pdf', 'svg', 'png'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const ExportFormatSchema = z.enum(EXPORT_FORMATS, { error: 'must be dxf, pdf, svg or png' });

export const EXPORT_DPI = { min: 36, max: 600, default: 150 } as const;
/** A PNG above this many pixels is refused (about 160 MB of RGBA while it is encoded). */
export const EXPORT_MAX_PIXELS = 40_000_000;

export const ExportQuerySchema = z.object({
  /** A page id, or `all`; the first page when absent. */
  page: z.optional(z.string().check(z.minLength(1)).check(z.maxLength(100))),
  scale: z
    ._default(z.string().check(z.maxLength(20)), 'fit')
    .check(
      z.refine(
        (s) => parsePlotScale(s) !== null,
        'must be fit, 1:N (e.g. 1:50) or inches per foot (e.g. 1/4in)',
      ),
    ),
  sheet: z._default(z.enum(SHEET_IDS, { error: `must be one of ${SHEET_IDS.join(', ')}` }), 'ARCH-D'),
  orientation: z._default(
    z.enum(['landscape', 'portrait'], { error: 'must be landscape or portrait' }),
    'landscape',
  ),
  dpi: z._default(
    z.coerce
      .number({ error: 'must be a number' })
      .check(z.int('must be a whole number'))
      .check(z.gte(EXPORT_DPI.min, `must be at least ${EXPORT_DPI.min}`))
      .check(z.lte(EXPORT_DPI.max, `must be at most ${EXPORT_DPI.max}`)),
    EXPORT_DPI.default,
  ),
  /** `0` leaves the automatic dimensions (strings outside the building) out; drawn dimensions always plot. */
  dimensions: z._default(z.enum(['0', '1'], { error: 'must be 0 or 1' }), '1'),
  /** `1` adds each room's width and depth to its tag. */
  room_dimensions: z._default(z.enum(['0', '1'], { error: 'must be 0 or 1' }), '0'),
  /** The (first) sheet's number in the set, A-101 by page position when absent; later pages count on from it. */
  sheet_number: z.optional(SheetNumberSchema),
  /** The sheet's title, when one page is exported; "{page} Floor Plan" when absent. */
  sheet_title: z.optional(SheetTitleSchema),
});
export type ExportQuery = z.infer<typeof ExportQuerySchema>;

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  dxf: 'application/dxf',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
  png: 'image/png',
};

/** POST /api/floordesigns/{id}/send_to_project/ (issue 12 item 2): a page, or all pages, into the project. */
export const SEND_TARGETS = ['drawing_page', 'dxf_revision'] as const;
export const SendToProjectRequest = z.object({
  project_id: z
    .number({ error: 'must be a project id' })
    .check(z.int('must be a project id'))
    .check(z.positive('must be a project id')),
  as: z.enum(SEND_TARGETS, { error: 'must be drawing_page or dxf_revision' }),
  /** A page id, or `all`. */
  page: z.string({ error: 'must be a page id or all' }).check(z.minLength(1)).check(z.maxLength(100)),
  /** For drawing pages: the (first) sheet's number and, for one page, its title (see ExportQuerySchema). */
  sheet_number: z.optional(SheetNumberSchema),
  sheet_title: z.optional(SheetTitleSchema),
  /** For drawing pages: the plot scale; the largest standard scale that fits ARCH D when absent. */
  scale: z.optional(
    z
      .string()
      .check(z.maxLength(20))
      .check(
        z.refine(
          (s) => parsePlotScale(s) !== null,
          'must be fit, 1:N (e.g. 1:50) or inches per foot (e.g. 1/4in)',
        ),
      ),
  ),
});
export type SendToProjectRequest = z.infer<typeof SendToProjectRequest>;

export const SendToProjectResponse = z.object({
  success: z.literal(true),
  project_id: z.number().check(z.int()),
  /** The drawing pages made (one per design page), or the proposed DXF revision's number. */
  drawing_page_ids: z.array(z.number().check(z.int())),
  dxf_revision_number: z.nullable(z.number().check(z.int())),
});
export type SendToProjectResponse = z.infer<typeof SendToProjectResponse>;

export const DESIGN_IN_OTHER_PROJECT =
  'This floor design belongs to another project: send it to its own project.';
