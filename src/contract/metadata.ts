import { z } from './zod';

// The `processed_json` of an uploaded file: what metadata generation found in it, one shape per file kind
// (src/server/processing writes it, the metadata panel reads it). Objects are not strict, so a newer server's
// extra keys never make an older client drop the whole record; fields added later have defaults.

const Point = z.object({ x: z.number(), y: z.number() });
const Warnings = z.array(z.string());

export const DxfLayerInfo = z.object({
  name: z.string(),
  /** AutoCAD colour index (1–255); 7 is black/white. */
  color: z.number(),
  linetype: z.string(),
  frozen: z.boolean(),
  off: z.boolean(),
  /** Older records were written before lock flags were read. */
  locked: z._default(z.boolean(), false),
  /** "0" or "Defpoints" listed although the file's LAYER table omits them. */
  implicit: z.boolean(),
  entity_count: z.number(),
});
export type DxfLayerInfo = z.infer<typeof DxfLayerInfo>;

export const RoomInfo = z.object({
  /** In drawing units² and drawing units. */
  area: z.number(),
  perimeter: z.number(),
  /** Null when the drawing's unit is unknown. */
  area_m2: z.nullable(z.number()),
  label: z.nullable(z.string()),
  centroid: Point,
  outline: z.array(z.tuple([z.number(), z.number()])),
});
export type RoomInfo = z.infer<typeof RoomInfo>;

export const DxfMetadata = z.object({
  format: z.literal('dxf'),
  dxf_version: z.nullable(z.string()),
  binary: z.boolean(),
  encoding: z.string(),
  /** $INSUNITS as a short name: "mm", "m", "in", "ft", "unitless", … */
  units: z.string(),
  insunits: z.nullable(z.number()),
  layers: z.array(DxfLayerInfo),
  /** Model-space entities by DXF type (LINE, LWPOLYLINE, …). */
  entity_counts: z.record(z.string(), z.number()),
  msp_entities: z.number(),
  paper_space_entities: z.number(),
  closed_polylines: z.number(),
  closed_lwpolylines: z.number(),
  blocks: z.number(),
  extents: z.nullable(z.object({ min: Point, max: Point })),
  texts: z.array(
    z.object({ text: z.string(), x: z.number(), y: z.number(), height: z.number(), layer: z.string() }),
  ),
  rooms: z.array(RoomInfo),
  dimensions: z.array(z.object({ measurement: z.nullable(z.number()), text: z.string() })),
  hatch_boundary_paths: z.number(),
  warnings: Warnings,
});
export type DxfMetadata = z.infer<typeof DxfMetadata>;

export const SheetGuess = z.object({ number: z.nullable(z.string()), title: z.nullable(z.string()) });
export type SheetGuess = z.infer<typeof SheetGuess>;

export const PdfVectorStats = z.object({
  operators: z.number(),
  paths: z.number(),
  segments: z.number(),
  curves: z.number(),
  fills: z.number(),
  strokes: z.number(),
  images: z.number(),
  text_runs: z.number(),
});
export type PdfVectorStats = z.infer<typeof PdfVectorStats>;

export const PdfPageInfo = z.object({
  page: z.number(),
  width_pt: z.number(),
  height_pt: z.number(),
  rotation: z.number(),
  text: z.string(),
  text_chars: z.number(),
  sheet: SheetGuess,
  vectors: PdfVectorStats,
});
export type PdfPageInfo = z.infer<typeof PdfPageInfo>;

export const PdfMetadata = z.object({
  format: z.literal('pdf'),
  pages: z.number(),
  /** [width, height] per page in points. */
  page_sizes_pt: z.array(z.tuple([z.number(), z.number()])),
  text_chars: z.number(),
  sheet: SheetGuess,
  vectors: PdfVectorStats,
  page_details: z.array(PdfPageInfo),
  metadata: z.object({
    title: z.nullable(z.string()),
    creator: z.nullable(z.string()),
    producer: z.nullable(z.string()),
  }),
  warnings: Warnings,
});
export type PdfMetadata = z.infer<typeof PdfMetadata>;

export const ImageMetadata = z.object({
  format: z.enum(['png', 'jpeg']),
  width: z.number(),
  height: z.number(),
  dpi: z.nullable(z.object({ x: z.number(), y: z.number() })),
  color: z.string(),
  bit_depth: z.nullable(z.number()),
  megapixels: z.number(),
  /** Printed size at the stated resolution, in inches. */
  print_size_in: z.nullable(z.object({ width: z.number(), height: z.number() })),
  warnings: Warnings,
});
export type ImageMetadata = z.infer<typeof ImageMetadata>;

export const JsonFileMetadata = z.object({
  format: z.literal('json'),
  size_bytes: z.number(),
  root_type: z.string(),
  keys: z.array(z.object({ key: z.string(), type: z.string(), length: z.optional(z.number()) })),
  key_count: z.number(),
  array_length: z.nullable(z.number()),
  warnings: Warnings,
});
export type JsonFileMetadata = z.infer<typeof JsonFileMetadata>;

/** Any upload's processed_json. */
export const ProcessedMetadata = z.union([DxfMetadata, PdfMetadata, ImageMetadata, JsonFileMetadata]);
export type ProcessedMetadata = z.infer<typeof ProcessedMetadata>;

/**
 * Reads a stored processed_json: null when there is none yet, `unreadable` when it does not have any known
 * shape (so the panel says so instead of showing an empty record).
 */
export function readProcessedMetadata(
  value: unknown,
): { status: 'none' } | { status: 'ok'; metadata: ProcessedMetadata } | { status: 'unreadable' } {
  if (value === null || value === undefined) return { status: 'none' };
  const parsed = ProcessedMetadata.safeParse(value);
  return parsed.success ? { status: 'ok', metadata: parsed.data } : { status: 'unreadable' };
}
