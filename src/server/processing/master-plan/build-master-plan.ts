import { PDFDocument, StandardFonts } from 'pdf-lib';
import { SHEET_TYPES } from '../../../contract/projects';
import { analyzeDxf } from '../dxf/analyze';
import { ProcessingError } from '../errors';
import type { ProcessingLimits } from '../limits';
import { Deadline } from '../limits';
import { guardPageCount } from '../pdf/page-count-guard';
import type { MasterPlanResult, MasterPlanSheet, MasterPlanTask } from '../pool/protocol';
import type { IndexRow } from './cover-sheet';
import { addCoverSheets, coverCapacity } from './cover-sheet';
import { drawDxfSheet } from './dxf-sheet';
import { parseScale } from './scale';
import { SHEET_HEIGHT, SHEET_WIDTH } from './sheet-layout';
import { drawTitleBlock } from './title-block';

const sheetTypeLabel = (code: string): string => SHEET_TYPES.find((t) => t.code === code)?.label ?? code;

/** A drawing page made ready: PDFs loaded (their pages counted), DXFs read into geometry. */
type Prepared =
  | { sheet: MasterPlanSheet; kind: 'pdf'; source: PDFDocument; pages: number }
  | { sheet: MasterPlanSheet; kind: 'dxf'; analysis: ReturnType<typeof analyzeDxf> };

async function prepare(
  sheet: MasterPlanSheet,
  limits: ProcessingLimits,
  deadline: Deadline,
): Promise<Prepared> {
  deadline.checkNow();
  try {
    // Rooms are not drawn: skipping their search (maxRoomSegments 0) is most of a small plan's reading time.
    if (sheet.kind === 'dxf')
      return { sheet, kind: 'dxf', analysis: analyzeDxf(sheet.bytes, { ...limits, maxRoomSegments: 0 }) };
    // pdf-lib copies content streams without inflating them, so no inflate guard is needed here; object
    // streams it does inflate are bounded by the worker's heap limit.
    guardPageCount(sheet.bytes, limits.maxPdfPages);
    const source = await PDFDocument.load(sheet.bytes, { ignoreEncryption: true, updateMetadata: false });
    return { sheet, kind: 'pdf', source, pages: source.getPageCount() };
  } catch (error) {
    const reason = error instanceof ProcessingError ? error.message : 'the file could not be read';
    throw new ProcessingError('malformed', `Drawing page "${sheet.name}": ${reason}`);
  }
}

function coverPagesFor(rows: number): number {
  const { first, next } = coverCapacity();
  return rows <= first ? 1 : 1 + Math.ceil((rows - first) / next);
}

/**
 * The project's master plan: cover sheet(s) with the sheet index, then every drawing page in order — PDF pages
 * copied as they are, DXF pages drawn as vectors on ARCH D sheets with a title block.
 */
export async function buildMasterPlan(
  task: MasterPlanTask,
  limits: ProcessingLimits,
): Promise<MasterPlanResult> {
  if (task.sheets.length === 0) {
    throw new ProcessingError('malformed', 'The project has no drawing pages: add at least one page first.');
  }
  const deadline = new Deadline(limits, 1);
  const prepared: Prepared[] = [];
  for (const sheet of task.sheets) prepared.push(await prepare(sheet, limits, deadline));
  const bodyPages = prepared.reduce((sum, p) => sum + (p.kind === 'pdf' ? p.pages : 1), 0);
  if (bodyPages > limits.maxPdfPages) {
    throw new ProcessingError(
      'too_many_pages',
      `The master plan would have ${bodyPages} pages; the limit is ${limits.maxPdfPages}`,
    );
  }
  const coverPages = coverPagesFor(prepared.length);
  const total = coverPages + bodyPages;

  const doc = await PDFDocument.create();
  doc.setTitle(`Master plan - ${task.project.address}`);
  doc.setCreator('Draftroom');
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const rows: IndexRow[] = [];
  let next = coverPages + 1;
  for (const p of prepared) {
    const count = p.kind === 'pdf' ? p.pages : 1;
    rows.push({
      pages: count > 1 ? `${next}-${next + count - 1}` : String(next),
      name: p.sheet.name,
      typeLabel: sheetTypeLabel(p.sheet.pageType),
      scale: p.sheet.scale ?? 'n/a',
    });
    next += count;
  }
  addCoverSheets(doc, fonts, task.project, rows);

  let pageNumber = coverPages;
  for (const p of prepared) {
    deadline.checkNow();
    if (p.kind === 'pdf') {
      const copied = await doc.copyPages(p.source, p.source.getPageIndices());
      for (const page of copied) doc.addPage(page);
      pageNumber += copied.length;
      continue;
    }
    pageNumber += 1;
    const page = doc.addPage([SHEET_WIDTH, SHEET_HEIGHT]);
    const { processed, geometry } = p.analysis;
    const e = processed.extents;
    const placement = drawDxfSheet(
      doc,
      page,
      fonts.regular,
      {
        geometry,
        extents: e ? { minX: e.min.x, minY: e.min.y, maxX: e.max.x, maxY: e.max.y } : null,
        units: processed.units,
      },
      parseScale(p.sheet.scale),
      p.sheet.scale,
    );
    drawTitleBlock(page, fonts, {
      project: task.project.address,
      sheetName: p.sheet.name,
      sheetType: sheetTypeLabel(p.sheet.pageType),
      scale: placement.scaleText,
      pageNumber: `${pageNumber} of ${total}`,
    });
  }
  // Object streams would make the file ~10% smaller but take most of the save time.
  const pdf = await doc.save({ useObjectStreams: false });
  return { type: 'master_plan', pdf, pages: doc.getPageCount() };
}
