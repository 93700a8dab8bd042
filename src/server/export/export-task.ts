import { parsePages } from '../../contract/drawing';
import type { ExportFormat, ExportQuery } from '../../contract/export';
import { exportDxfChunks } from '../../core/export/dxf';
import { exportable } from '../../core/export/pageLayout';
import { designPlotRatio } from '../../core/annotation/plotSize';
import { stringRoom } from '../../core/export/plotFrame';
import { parsePlotScale, pointsPerUnit, preferredScale, scalesThatFit } from '../../core/export/sheets';
import { unionBoxes } from '../../core/geometry/box';
import { elementBounds } from '../../core/geometry/elementGeometry';
import { automaticDimensions, type Page } from '../../core/model/page';
import type { LengthUnit } from '../../core/units';
import type { Emit } from '../processing/run-task';
import { exportDesign, type ExportInput } from './design-export';
import type { TitleFields } from './sheet-furniture';
import { visibleUnderlayFiles } from './underlay-images';

/** An export of a design's saved pages, run in a processing worker: the file goes out through `emit`. */
export interface ExportTask {
  type: 'export';
  format: ExportFormat;
  query: ExportQuery;
  /** The design's pages as stored: a JSON array (parsed and checked here, off the event loop). */
  pagesJson: string;
  unit: LengthUnit;
  title: TitleFields;
  /** Images of the underlays the pages show (PDF and PNG); null until the task said which it needs. */
  underlayImages: [string, Uint8Array][] | null;
  /** Plot at the largest standard scale that fits the sheet, instead of the query's scale. */
  autoScale?: boolean;
}

export type ExportTaskResult =
  /** `scale`: the plot scale used ("1/4in", "1:100", "fit"). */
  | { type: 'export'; outcome: 'written'; bytes: number; pageName: string; scale: string }
  /** The pages show underlays: run again with their images. */
  | { type: 'export'; outcome: 'needs_underlays'; fileIds: string[] }
  | { type: 'export'; outcome: 'refused'; status: number; message: string };

export const EXPORT_PAGE_NOT_FOUND = 'Page not found.';

/**
 * A drawing page states a real scale whenever one fits the sheet with its dimension strings: the largest
 * standard one, else "fit".
 */
function largestScaleThatFits(pages: readonly Page[], query: ExportQuery, unit: LengthUnit): string {
  const elements = pages.flatMap((page) => exportable(page));
  const bounds = unionBoxes(elements.map(elementBounds));
  if (!bounds) return 'fit';
  const first = pages[0];
  const frame = {
    unit,
    wallDimensions: first?.wallDimensions,
    dimensions: first ? automaticDimensions(first, query.dimensions === '1') : false,
  };
  const room = stringRoom(elements, frame, pointsPerUnit(designPlotRatio(bounds, unit)));
  return preferredScale(scalesThatFit(bounds, query.sheet, query.orientation, room), unit);
}
const encoder = new TextEncoder();
/** Characters per piece handed to the server: few enough messages, little memory held. */
const EMIT_CHARS = 1 << 20;

/**
 * Parses the pages, picks the ones asked for (a page id, `all`, or the first), and writes the file: a DXF as the
 * pieces its writer makes (a 50,000-element page never becomes one string), other formats as one piece.
 */
export async function runExportTask(task: ExportTask, emit: Emit): Promise<ExportTaskResult> {
  const parsed = parsePages(JSON.parse(task.pagesJson));
  if (!parsed.ok)
    return {
      type: 'export',
      outcome: 'refused',
      status: 400,
      message: `The design's pages cannot be read: ${parsed.error}`,
    };
  const all = parsed.value.map((page, i) => ({ page, position: i + 1 }));
  const id = task.query.page ?? all[0]?.page.id;
  const pages = id === 'all' ? all : all.filter((p) => p.page.id === id);
  if (pages.length === 0)
    return { type: 'export', outcome: 'refused', status: 404, message: EXPORT_PAGE_NOT_FOUND };
  const pageName = pages.length === 1 ? (pages[0]?.page.name ?? 'page') : 'all pages';
  const query = task.autoScale
    ? {
        ...task.query,
        scale: largestScaleThatFits(
          pages.map((p) => p.page),
          task.query,
          task.unit,
        ),
      }
    : task.query;
  const drawsUnderlays = task.format === 'pdf' || task.format === 'png';
  if (drawsUnderlays && task.underlayImages === null) {
    const fileIds = visibleUnderlayFiles(pages.map((p) => p.page));
    if (fileIds.length > 0) return { type: 'export', outcome: 'needs_underlays', fileIds };
  }
  let bytes = 0;
  const send = (piece: Uint8Array) => {
    bytes += piece.byteLength;
    emit(piece);
  };
  if (task.format === 'dxf') {
    // Typed text is scaled by the plot scale asked for, so it plots at the size it reads on screen.
    const scale = parsePlotScale(query.scale);
    const ratio = scale?.kind === 'ratio' ? scale.ratio : undefined;
    const chunks = exportDxfChunks(
      pages.map((p) => p.page),
      {
        unit: task.unit,
        dimensions: query.dimensions === '1',
        roomDimensions: query.room_dimensions === '1',
        ...(ratio ? { ratio, textScale: ratio } : {}),
      },
    );
    // Handed over in pieces of about EMIT_CHARS (the writer's pieces can be tiny: a block per dimension), each
    // encoded as it goes and forgotten here.
    let batch: string[] = [];
    let batchChars = 0;
    for (let i = 0; i < chunks.length; i += 1) {
      const piece = chunks[i] as string;
      chunks[i] = '';
      batch.push(piece);
      batchChars += piece.length;
      if (batchChars >= EMIT_CHARS) {
        send(encoder.encode(batch.join('')));
        batch = [];
        batchChars = 0;
      }
    }
    if (batch.length > 0) send(encoder.encode(batch.join('')));
    return { type: 'export', outcome: 'written', bytes, pageName, scale: query.scale };
  }
  const input: ExportInput = {
    format: task.format,
    query,
    pages,
    unit: task.unit,
    title: task.title,
    ...(task.underlayImages ? { underlayImages: new Map(task.underlayImages) } : {}),
  };
  const result = await exportDesign(input);
  if (!result.ok) return { type: 'export', outcome: 'refused', status: 400, message: result.error };
  send(typeof result.bytes === 'string' ? encoder.encode(result.bytes) : result.bytes);
  return { type: 'export', outcome: 'written', bytes, pageName, scale: query.scale };
}
