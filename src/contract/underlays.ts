import { z } from './zod';
import { UNDERLAY_LIMITS } from './drawing';

/*
 * Page underlays (issue 12 item 4): POST /api/floordesigns/{id}/underlays/ stores a PDF page or an image as an
 * asset of the design; GET /api/floordesigns/{id}/underlays/{fileId}/ serves the image to show. The page's
 * Underlay (contract/drawing.ts) names the asset by its `fileId`.
 */

/** Underlay files a design may hold over all its pages and revisions (10 a page × a few re-uploads). */
export const MAX_UNDERLAY_FILES_PER_DESIGN = 200;

export const UNDERLAY_LIMIT_ERROR = `A design can hold at most ${MAX_UNDERLAY_FILES_PER_DESIGN} underlay files.`;
export const UNDERLAY_NOT_FOUND = 'Underlay not found.';
export const UNDERLAYS_UNAVAILABLE = 'Underlays cannot be processed on this server right now.';

/** The multipart text fields beside the `file` part: the PDF page to use (1 when absent; ignored for images). */
export const UnderlayUploadFields = z.strictObject({
  page: z.optional(
    z.pipe(
      z.pipe(z.string().check(z.regex(/^[0-9]{1,6}$/, 'must be a page number')), z.transform(Number)),
      z
        .number()
        .check(z.int())
        .check(z.gte(1, 'must be at least 1'))
        .check(z.lte(UNDERLAY_LIMITS.maxPageNumber, `must be at most ${UNDERLAY_LIMITS.maxPageNumber}`)),
    ),
  ),
});
export type UnderlayUploadFields = z.infer<typeof UnderlayUploadFields>;

/** A stored underlay file: what the editor needs to place it (core: UnderlayAsset) and to show it. */
export const UnderlayFile = z.object({
  file_id: z.string(),
  kind: z.enum(['pdf', 'image']),
  /** The PDF page shown; null for an image. */
  page_number: z.nullable(z.number().check(z.int()).check(z.positive())),
  /** Pages of the PDF; null for an image. */
  pages: z.nullable(z.number().check(z.int()).check(z.positive())),
  file_name: z.string(),
  /** Natural size in world units (96 per inch): a PDF page's paper size, an image at its stated dpi or 96. */
  width: z.number().check(z.positive()),
  height: z.number().check(z.positive()),
  pixel_width: z.number().check(z.int()).check(z.positive()),
  pixel_height: z.number().check(z.int()).check(z.positive()),
  /** Where the image is served. */
  url: z.string(),
});
export type UnderlayFile = z.infer<typeof UnderlayFile>;

export const UnderlayUploadResponse = z.object({ success: z.literal(true), underlay: UnderlayFile });
export type UnderlayUploadResponse = z.infer<typeof UnderlayUploadResponse>;

export const underlayImageUrl = (designId: number | string, fileId: string): string =>
  `/api/floordesigns/${designId}/underlays/${encodeURIComponent(fileId)}/`;
