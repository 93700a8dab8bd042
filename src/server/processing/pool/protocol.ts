import type { FileKind } from '../../../contract/files';
import type { GateResult, GenerateResult, Program } from '../../../core/generate/types';
import type { ProcessingLimits } from '../../../formats/limits';
import type { PreparedPage } from '../../saves/page-text';
import type { ExportTask, ExportTaskResult } from '../../export/export-task';
import type { AdoptTask, AdoptTaskResult } from '../../layouts/adopt-task';

export type { AdoptTask, AdoptTaskResult, ExportTask, ExportTaskResult };

/*
 * Messages between the pool (main thread) and a processing worker. Everything here is structured-cloneable:
 * bytes travel as Uint8Array (their buffers are transferred, not copied) and limits as plain numbers.
 */

/** The limits a task may override; the clock is the worker's own. */
export type LimitOverrides = Partial<Omit<ProcessingLimits, 'now'>>;

export interface UploadTask {
  type: 'upload';
  kind: FileKind;
  bytes: Uint8Array;
  limits: LimitOverrides;
}

export interface MasterPlanSheet {
  name: string;
  pageType: string;
  scale: string | null;
  /** Title block fields: drawing number in the set, the date the page was added, its revision. */
  number?: string;
  date?: string;
  revision?: string;
  kind: 'pdf' | 'dxf';
  bytes: Uint8Array;
}

export interface MasterPlanTask {
  type: 'master_plan';
  project: {
    address: string;
    typeLabel: string;
    ownerName: string | null;
    /** Already formatted for the cover ("November 21, 2026"). */
    date: string;
  };
  sheets: MasterPlanSheet[];
  limits: LimitOverrides;
}

/** Layout generation (issue 11): the annealing runs here, never on the server's event loop. */
export interface LayoutsTask {
  type: 'layouts';
  program: Program;
  seed: number;
  count: number;
}

/** A page underlay (issue 12 item 4): a PDF page rendered to a PNG, or an image checked and measured. */
export interface UnderlayTask {
  type: 'underlay';
  source: 'pdf' | 'image';
  bytes: Uint8Array;
  /** 1-based PDF page (1 for images). */
  pageNumber: number;
  limits: LimitOverrides;
}

/** "Open in editor": a DXF or PDF converted to one editable drawing page (issue 12). */
export interface ToPageTask {
  type: 'to_page';
  kind: 'dxf' | 'pdf';
  bytes: Uint8Array;
  pageName: string;
  /** Real length per paper length stated for a PDF sheet (1 = paper size). */
  scale: number;
  limits: LimitOverrides;
}

export type ProcessingTask =
  UploadTask | MasterPlanTask | LayoutsTask | UnderlayTask | ToPageTask | ExportTask | AdoptTask;

export interface UploadResult {
  type: 'upload';
  processed: unknown;
  mockupPng: Uint8Array | null;
  generatedDxf: Uint8Array | null;
}

export interface MasterPlanResult {
  type: 'master_plan';
  pdf: Uint8Array;
  pages: number;
}

export interface LayoutsResult {
  type: 'layouts';
  generated: GenerateResult;
  /** The hard gates as checked on each returned variant, in the variants' order. */
  gates: GateResult[][];
}

export interface UnderlayResult {
  type: 'underlay';
  /** The image to show: a PDF page's rendering, a too-large image scaled down; null = the upload as is. */
  png: Uint8Array | null;
  pixelWidth: number;
  pixelHeight: number;
  /** Natural size in inches: the PDF page's paper size, or the image at its stated resolution (else 96 dpi). */
  widthIn: number;
  heightIn: number;
  /** Pages of the source PDF; null for an image. */
  pages: number | null;
}

export interface ToPageResult {
  type: 'to_page';
  /**
   * A validated current-version page, already serialised and hashed for storing: the worker does the JSON work
   * of a page of up to 50,000 elements, the server only writes the strings.
   */
  page: PreparedPage;
  elementCount: number;
  /** The design's display unit: metric drawings in metres, the rest in feet. */
  unit: 'feet' | 'meters';
  warnings: string[];
}

export type TaskResult =
  | UploadResult
  | MasterPlanResult
  | LayoutsResult
  | UnderlayResult
  | ToPageResult
  | ExportTaskResult
  | AdoptTaskResult;

/**
 * Buffers a task or result can hand over without copying: only views that own their whole buffer, since moving a
 * shared one (Node's pooled Buffers) would empty every other view of it.
 */
export function transferablesOf(value: TaskResult | ProcessingTask): ArrayBuffer[] {
  const out: ArrayBuffer[] = [];
  const add = (bytes: Uint8Array | null): void => {
    if (!bytes || !(bytes.buffer instanceof ArrayBuffer)) return;
    if (bytes.byteOffset !== 0 || bytes.byteLength !== bytes.buffer.byteLength) return;
    if (!out.includes(bytes.buffer)) out.push(bytes.buffer);
  };
  switch (value.type) {
    case 'upload':
      if ('bytes' in value) add(value.bytes);
      else {
        add(value.mockupPng);
        add(value.generatedDxf);
      }
      break;
    case 'master_plan':
      if ('sheets' in value) for (const sheet of value.sheets) add(sheet.bytes);
      else add(value.pdf);
      break;
    case 'underlay':
      if ('bytes' in value) add(value.bytes);
      else add(value.png);
      break;
    case 'layouts':
      break; // plain JSON, cloned
    case 'to_page':
      if ('bytes' in value) add(value.bytes);
      break;
    case 'export':
      if ('underlayImages' in value) for (const [, bytes] of value.underlayImages ?? []) add(bytes);
      break;
    case 'adopt':
      if ('png' in value) add(value.png);
      break;
  }
  return out;
}
