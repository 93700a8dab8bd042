import { ProcessingError } from '../../../formats/errors';
import { analyzeDxf } from '../../../formats/dxf/analyze';
import { writeGeometryDxf } from '../dxf-writer/write-geometry-dxf';
import { writeSourceDxf } from '../dxf-writer/write-source-dxf';
import { processImage } from '../image/process-image';
import { summarizeJson } from '../json-summary';
import type { ProcessingLimits } from '../../../formats/limits';
import { renderGeometryPng } from '../mockup/render-geometry';
import { renderPdfFirstPage } from '../mockup/render-pdf-page';
import { analyzePdf } from '../pdf/analyze';
import { pdfGeometry } from '../pdf/page-geometry';
import type { UploadResult, UploadTask } from '../pool/protocol';
import { admit } from '../guarded-input';

type Box = { minX: number; minY: number; maxX: number; maxY: number };
const toBox = (e: { min: { x: number; y: number }; max: { x: number; y: number } } | null): Box | null =>
  e ? { minX: e.min.x, minY: e.min.y, maxX: e.max.x, maxY: e.max.y } : null;

async function processDxf(bytes: Uint8Array, limits: ProcessingLimits): Promise<UploadResult> {
  admit('dxf', bytes, limits);
  const { processed, geometry } = analyzeDxf(bytes, limits);
  const extents = toBox(processed.extents);
  const mockupPng = await renderGeometryPng(geometry, extents);
  // $EXTMIN/$EXTMAX frame what is shown: off and frozen layers stay off in the file and out of its extents.
  const shown = geometry.visibleExtents === undefined ? extents : geometry.visibleExtents;
  const generated = writeSourceDxf(bytes, limits, {
    insunits: processed.insunits ?? 0,
    extents: shown ?? extents,
    geometry,
  });
  const warnings = [...processed.warnings, ...generated.notes];
  return { type: 'upload', processed: { ...processed, warnings }, mockupPng, generatedDxf: generated.bytes };
}

async function processPdf(bytes: Uint8Array, limits: ProcessingLimits): Promise<UploadResult> {
  const processed = await analyzePdf(bytes, limits);
  const mockupPng = await renderPdfFirstPage(bytes, limits);
  const vector = await pdfGeometry(bytes, limits);
  const generatedDxf = vector.extents
    ? writeGeometryDxf(vector.geometry, { insunits: 1, extents: vector.extents })
    : null;
  const warnings = [...processed.warnings, ...vector.warnings];
  if (!mockupPng)
    warnings.push(
      `The first page took longer than ${Math.round(limits.previewBudgetMs / 1000)} s to draw: the file has no preview`,
    );
  if (generatedDxf)
    warnings.push(
      'The generated DXF is in inches of the sheet (1 pt = 1/72 in); pages are placed side by side',
    );
  return { type: 'upload', processed: { ...processed, warnings }, mockupPng, generatedDxf };
}

/** Everything metadata generation makes from one uploaded file, by its kind. Runs inside a worker. */
export async function processUpload(task: UploadTask, limits: ProcessingLimits): Promise<UploadResult> {
  switch (task.kind) {
    case 'dxf':
      return processDxf(task.bytes, limits);
    case 'pdf':
      return processPdf(task.bytes, limits);
    case 'png':
    case 'jpeg': {
      const { processed, preview } = await processImage(task.bytes, limits);
      return { type: 'upload', processed, mockupPng: preview, generatedDxf: null };
    }
    case 'json':
      admit('json', task.bytes, limits);
      return { type: 'upload', processed: summarizeJson(task.bytes), mockupPng: null, generatedDxf: null };
    case 'webp':
    case 'gif':
      // Accepted for underlays only (UNDERLAY_KINDS); a project's uploads never carry them.
      throw new ProcessingError('malformed', 'WebP and GIF files are not processed as project uploads');
  }
}
