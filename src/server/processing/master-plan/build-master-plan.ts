import { PDFDocument, StandardFonts } from 'pdf-lib';
import { SHEET_TYPES } from '../../../contract/projects';
import { analyzeDxf } from '../../../formats/dxf/analyze';
import { ProcessingError } from '../../../formats/errors';
import type { ProcessingLimits } from '../../../formats/limits';
import { Deadline } from '../../../formats/limits';
import { admit, loadPdfLib } from '../guarded-input';
import type { MasterPlanResult, MasterPlanSheet, MasterPlanTask } from '../pool/protocol';
import type { IndexRow } from './cover-sheet';
import { addCoverSheets, coverCapacity } from './cover-sheet';
import { drawDxfSheet, type Placement } from './dxf-sheet';
import { drawPdfSheet } from './pdf-sheet';
import { parseScale } from './scale';
import { SHEET_HEIGHT, SHEET_WIDTH } from './sheet-layout';
import { drawTitleBlock } from './title-block';
import { readSheetInfo, type SheetInfo } from '../../export/sheet-metadata';

const sheetTypeLabel = (code: string): string => SHEET_TYPES.find((t) => t.code === code)?.label ?? code;

/** A drawing page made ready: PDFs loaded (their pages counted, what our own sheets say of themselves read), DXFs read into geometry. */
type Prepared =
  | { sheet: MasterPlanSheet; kind: 'pdf'; source: PDFDocument; pages: number; info: SheetInfo[] | null }
  | { sheet: MasterPlanSheet; kind: 'dxf'; analysis: ReturnType<typeof analyzeDxf> };

async function prepare(
  sheet: MasterPlanSheet,
  limits: ProcessingLimits,
  deadline: Deadline,
): Promise<Prepared> {
  deadline.checkNow();
  try {
    // Rooms are not drawn: skipping their search (maxRoomSegments 0) is most of a small plan's reading time.
    if (sheet.kind === 'dxf') {
      admit('dxf', sheet.bytes, limits, deadline);
      return { sheet, kind: 'dxf', analysis: analyzeDxf(sheet.bytes, { ...limits, maxRoomSegments: 0 }) };
    }
    // Placing a page on a sheet inflates its content streams (pdf-lib merges them into one form XObject) and
    // copies every operator: the guarded load refuses decompression bombs and overlong contents first.
    const source = await loadPdfLib(sheet.bytes, limits, deadline);
    return { sheet, kind: 'pdf', source, pages: source.getPageCount(), info: readSheetInfo(source) };
  } catch (error) {
    const reason = error instanceof ProcessingError ? error.message : 'the file could not be read';
    throw new ProcessingError('malformed', `Drawing page "${sheet.name}": ${reason}`);
  }
}

function coverPagesFor(rows: number): number {
  const { first, next } = coverCapacity();
  return rows <= first ? 1 : 1 + Math.ceil((rows - first) / next);
}

/** One index row's scale: the scale its sheets were drawn at, or "varies" when a PDF's pages differ. */
function rowScale(placements: Placement[]): string {
  const texts = new Set(placements.map((p) => p.scaleText));
  return texts.size === 1 ? [...texts][0] || 'n/a' : 'Varies by page (see each sheet)';
}

/**
 * The project's master plan: cover sheet(s) with the sheet index, then every drawing page in order. A page that
 * is already a sheet — one Draftroom issued (it says so in its document information) or a PDF page of a
 * standard drawing size, as offices plot them — goes in as it is, at 1:1 on a page of its own size, with its
 * own title block; everything else (DXF drawings, odd-sized PDF exports) is drawn on an ARCH D sheet with the
 * set's title block, at its stated scale or reduced to fit. The index lists each sheet by its own number and
 * title where it has them, and states the scale every sheet is at — a reduced one says so.
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
  const rowCount = prepared.reduce((sum, p) => sum + (p.kind === 'pdf' && isIssued(p) ? p.pages : 1), 0);
  const coverPages = coverPagesFor(rowCount);
  const total = coverPages + bodyPages;

  const doc = await PDFDocument.create();
  doc.setTitle(`Master plan - ${task.project.address}`);
  doc.setCreator('Draftroom');
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };

  // The sheets first, so the index can state the scales they were drawn at; the cover goes in front after.
  const rows: IndexRow[] = [];
  let pageNumber = coverPages;
  for (const [position, p] of prepared.entries()) {
    const typeLabel = sheetTypeLabel(p.sheet.pageType);
    const number = p.sheet.number ?? String(position + 1);
    if (p.kind === 'pdf' && isIssued(p)) {
      // A sheet with its own title block: copied as it is, one index row per page, by its own number and title.
      for (let index = 0; index < p.pages; index += 1) {
        deadline.checkNow();
        pageNumber += 1;
        const [copied] = await doc.copyPages(p.source, [index]).catch(() => {
          throw new ProcessingError(
            'malformed',
            `Drawing page "${p.sheet.name}": page ${index + 1} could not be placed in the set`,
          );
        });
        if (!copied) throw new Error('a copied page is missing');
        doc.addPage(copied);
        const own = p.info?.[index];
        rows.push({
          pages: String(pageNumber),
          number: own?.number ?? (p.pages > 1 ? `${number}.${index + 1}` : number),
          name: own?.title ?? p.sheet.name,
          typeLabel,
          scale: `${own?.scale ?? p.sheet.scale ?? 'As drawn'} (as issued, 100%)`,
        });
      }
      continue;
    }
    const first = pageNumber + 1;
    const placements: Placement[] = [];
    const sources = p.kind === 'pdf' ? p.source.getPages() : [null];
    for (const [index, source] of sources.entries()) {
      deadline.checkNow();
      pageNumber += 1;
      const page = doc.addPage([SHEET_WIDTH, SHEET_HEIGHT]);
      let placement: Placement;
      if (p.kind === 'pdf' && source) {
        // pdf-lib refuses pages without contents or with streams it cannot decode: say which page.
        placement = await drawPdfSheet(doc, page, source, p.sheet.scale).catch(() => {
          throw new ProcessingError(
            'malformed',
            `Drawing page "${p.sheet.name}": page ${index + 1} could not be placed on a sheet`,
          );
        });
      } else if (p.kind === 'dxf') {
        const { processed, geometry } = p.analysis;
        const e = processed.extents;
        placement = drawDxfSheet(
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
      } else {
        throw new Error('a PDF sheet without its page');
      }
      placements.push(placement);
      drawTitleBlock(page, fonts, {
        project: task.project.address,
        sheetName: sources.length > 1 ? `${p.sheet.name} (${index + 1} of ${sources.length})` : p.sheet.name,
        drawingNumber: sources.length > 1 ? `${number}.${index + 1}` : number,
        sheetType: typeLabel,
        scale: placement.scaleText,
        date: p.sheet.date ?? task.project.date,
        revision: p.sheet.revision ?? '0',
        pageNumber: `${pageNumber} of ${total}`,
        graphicScale: placement.graphicScale ?? null,
      });
    }
    rows.push({
      pages: pageNumber > first ? `${first}-${pageNumber}` : String(first),
      number,
      name: p.sheet.name,
      typeLabel,
      scale: rowScale(placements),
    });
  }
  addCoverSheets(doc, fonts, task.project, rows);
  // Object streams would make the file ~10% smaller but take most of the save time.
  const pdf = await doc.save({ useObjectStreams: false });
  return { type: 'master_plan', pdf, pages: doc.getPageCount() };
}

/**
 * Whether a PDF drawing page is already an issued sheet: one of ours (its document information says which sheets
 * it holds), or pages all of a standard drawing size of at least 11 × 17 in (ARCH B–E1, ANSI B–E, ISO A3–A0),
 * as an office plots them with their title block. A letter page or a drawing export of any other size is framed.
 */
function isIssued(p: Extract<Prepared, { kind: 'pdf' }>): boolean {
  if (p.info) return true;
  return p.source.getPages().every((page) => {
    const { width, height } = page.getSize();
    return isDrawingSheetSize(width, height);
  });
}

/** Drawing sheet sizes in inches (short × long side). */
const SHEET_SIZES_IN: readonly (readonly [number, number])[] = [
  [12, 18], // ARCH B
  [18, 24], // ARCH C
  [24, 36], // ARCH D
  [30, 42], // ARCH E1
  [36, 48], // ARCH E
  [11, 17], // ANSI B
  [17, 22], // ANSI C
  [22, 34], // ANSI D
  [34, 44], // ANSI E
  [297 / 25.4, 420 / 25.4], // ISO A3
  [420 / 25.4, 594 / 25.4], // ISO A2
  [594 / 25.4, 841 / 25.4], // ISO A1
  [841 / 25.4, 1189 / 25.4], // ISO A0
];

export function isDrawingSheetSize(widthPt: number, heightPt: number): boolean {
  const short = Math.min(widthPt, heightPt) / 72;
  const long = Math.max(widthPt, heightPt) / 72;
  return SHEET_SIZES_IN.some(([s, l]) => Math.abs(short - s) <= 0.02 * s && Math.abs(long - l) <= 0.02 * l);
}
