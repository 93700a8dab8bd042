import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { ProcessingErrorCode } from '../../../src/formats/errors';
import type { LimitOverrides, ProcessingTask } from '../../../src/server/processing/pool/protocol';
import { processingPool } from '../../../src/server/processing/pool/processing-pool';
import { TaskFailure } from '../../../src/server/workers/worker-pool';
import {
  billionLaughsDxf,
  inflateBombPdf,
  pathOperatorsPdf,
  pixelBombPng,
  saveStatePdf,
} from './hostile-files';

/*
 * Every processing task that reads an uploaded or stored file refuses the hostile files with a reader's own refusal
 * (a clear message), in a worker, long before the pool's time limit — so a task that skipped the guards shows up
 * here as a timeout or a crash, not as a pass. A new task type must say here how it reads files (the Record
 * below does not compile without it), and a new call into pdf.js, pdf-lib or the image decoder outside the
 * guarded entry fails the source check.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface HostileFile {
  name: string;
  kind: 'pdf' | 'dxf' | 'image';
  bytes: Uint8Array;
  limits?: LimitOverrides;
}

const FILES: HostileFile[] = [
  { name: '82 KB PDF of 3,000,000 path operators', kind: 'pdf', bytes: pathOperatorsPdf(3_000_000) },
  { name: '2.4 KB PDF of 1,000,000 save-state operators', kind: 'pdf', bytes: saveStatePdf(1_000_000) },
  {
    name: 'PDF whose content inflates to 16 MB (8 MB cap)',
    kind: 'pdf',
    bytes: inflateBombPdf(16),
    limits: { maxPdfDecompressedBytes: 8 * 1048576 },
  },
  { name: 'DXF of nested blocks making 10⁹ lines', kind: 'dxf', bytes: billionLaughsDxf() },
  { name: 'PNG declaring 60,000 × 60,000 pixels', kind: 'image', bytes: pixelBombPng(60_000) },
];

/** Refusals a reader makes on purpose; a timeout, crash or memory kill means a guard was missing. */
const REFUSALS: ProcessingErrorCode[] = [
  'not_pdf',
  'not_dxf',
  'malformed',
  'too_large',
  'too_many_entities',
  'too_many_vertices',
  'nesting_too_deep',
  'array_too_large',
  'too_many_pages',
  'page_size',
  'decompression_bomb',
  'too_complex',
  'too_many_elements',
];

/**
 * How each kind of task is handed a file (null: the task reads no uploaded or stored file). A file kind the task
 * never takes answers null too.
 */
const READERS: Record<ProcessingTask['type'], ((file: HostileFile) => ProcessingTask | null) | null> = {
  upload: (file) => ({
    type: 'upload',
    kind: file.kind === 'image' ? 'png' : file.kind,
    bytes: file.bytes.slice(),
    limits: file.limits ?? {},
  }),
  underlay: (file) =>
    file.kind === 'dxf'
      ? null
      : {
          type: 'underlay',
          source: file.kind,
          bytes: file.bytes.slice(),
          pageNumber: 1,
          limits: file.limits ?? {},
        },
  to_page: (file) =>
    file.kind === 'image'
      ? null
      : {
          type: 'to_page',
          kind: file.kind,
          bytes: file.bytes.slice(),
          pageName: 'Hostile',
          scale: 1,
          limits: file.limits ?? {},
        },
  master_plan: (file) =>
    file.kind === 'image'
      ? null
      : {
          type: 'master_plan',
          project: {
            address: '1 Hostile Way',
            typeLabel: 'Other',
            ownerName: null,
            date: 'November 28, 2026',
          },
          sheets: [
            { name: 'A-101', pageType: 'floor', scale: null, kind: file.kind, bytes: file.bytes.slice() },
          ],
          limits: file.limits ?? {},
        },
  // A program in, plans out: no file is read.
  layouts: null,
  // A generated plan in, pages and a picture out.
  adopt: null,
  // The design's saved pages (checked like a save); its underlay images were admitted when they were placed
  // and are decoded through the guarded decoder again.
  export: null,
};

describe('every processing path that reads a file is guarded', () => {
  // A task without its guard runs into this limit (pdf.js takes minutes on the save-state file).
  const pool = processingPool({ size: 1, timeLimitMs: 20_000 });
  afterAll(() => pool.close());

  const cases = Object.entries(READERS).flatMap(([type, read]) =>
    read === null
      ? []
      : FILES.flatMap((file) => {
          const task = read(file);
          return task ? [{ type, file: file.name, task }] : [];
        }),
  );

  it.each(cases)(
    '$type refuses the $file with a reader’s refusal',
    async ({ task }) => {
      const failure = await pool.run(task).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(TaskFailure);
      expect(REFUSALS).toContain((failure as TaskFailure).code);
    },
    30_000,
  );

  it('opens pdf.js, pdf-lib and the image decoder only through the guarded entry', () => {
    const opener = /\bgetDocument\s*\(|PDFDocument\.load\s*\(|\bloadImage\s*\(|new\s+Image\s*\(/;
    const allowed = new Set(['src/server/processing/guarded-input.ts']);
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const rel = `${dir}/${entry.name}`;
        if (entry.isDirectory()) walk(rel);
        else if (/\.tsx?$/.test(entry.name) && opener.test(readFileSync(path.join(root, rel), 'utf8')))
          if (!allowed.has(rel)) offenders.push(rel);
      }
    };
    // The server and the shared formats; the browser's own readers live in src/client and run in the user's tab.
    walk('src/server');
    walk('src/formats');
    walk('src/core');
    expect(offenders).toEqual([]);
  });
});
