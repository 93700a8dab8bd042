import { ProcessingError } from './errors';

/**
 * Input caps for one processing job. Everything is plain data plus an injected clock, so the readers stay pure
 * functions of (bytes, limits) that can run inside a worker_thread.
 */
export interface ProcessingLimits {
  maxFileBytes: number;
  /** DXF records of any kind (entities, table entries, vertices) read from the file. */
  maxEntities: number;
  /** Polyline, spline and hatch vertices read from the file. */
  maxVertices: number;
  /** Levels of INSERT inside block definitions; AutoCAD itself has no fixed cap, real drawings stay far below 16. */
  maxBlockDepth: number;
  /** Copies made by one INSERT's column × row array. */
  maxInsertArray: number;
  /** Primitives produced by expanding all INSERTs (world geometry), the real memory driver for block-heavy files. */
  maxExpandedPrimitives: number;
  /** Largest |x| or |y| accepted in world coordinates. */
  maxCoordinate: number;
  /** Straight segments fed to room detection; above this rooms are skipped with a warning (0 skips always). */
  maxRoomSegments: number;
  /** Room search: crossings found, segment pairs tested, grid pieces stored; past any, rooms are skipped. */
  maxRoomCrossings: number;
  maxRoomPairTests: number;
  maxRoomGridEntries: number;
  /** Milliseconds the room search may take of the job's budget before it gives up with a warning. */
  roomBudgetMs: number;
  maxPdfPages: number;
  /** Largest PDF page side in points (after UserUnit). */
  maxPdfPageSidePt: number;
  /** Total bytes all Flate streams of a PDF may inflate to. */
  maxPdfDecompressedBytes: number;
  /** Content operators per page (counted in each content stream as it is decoded, and in pdf.js's list). */
  maxPdfOperatorsPerPage: number;
  /** Content operators of the whole file, counted before pdf.js reads it. */
  maxPdfOperators: number;
  /** Pixels an image may declare before it is decoded (4 bytes each while decoded: 100 MP is 400 MB). */
  maxImagePixels: number;
  /** Milliseconds a PDF upload's preview may take to draw; past it the upload keeps its analysis without one. */
  previewBudgetMs: number;
  /** Milliseconds the job may spend, measured with `now`. */
  budgetMs: number;
  now: () => number;
}

export const DEFAULT_LIMITS: Readonly<Omit<ProcessingLimits, 'now'>> = {
  maxFileBytes: 100 * 1024 * 1024,
  maxEntities: 5_000_000,
  maxVertices: 20_000_000,
  maxBlockDepth: 16,
  maxInsertArray: 100_000,
  maxExpandedPrimitives: 5_000_000,
  maxCoordinate: 1e12,
  // Rooms cost what the line work's crossings cost, not what its line count does: 59,980 lines in a lattice make
  // 900 million crossings. A million crossings is ~50× a dense real plan and stays under ~300 MB of heap.
  maxRoomSegments: 200_000,
  maxRoomCrossings: 1_000_000,
  maxRoomPairTests: 50_000_000,
  maxRoomGridEntries: 2_000_000,
  roomBudgetMs: 20_000,
  maxPdfPages: 500,
  // P05 (a 1:1 house plan) is 43,756 × 49,081 pt, about 17 m; 200,000 pt (~70 m) still accepts 1:1 building plans.
  maxPdfPageSidePt: 200_000,
  maxPdfDecompressedBytes: 256 * 1024 * 1024,
  // Counted before pdf.js parses anything. pdf.js handles ~10k–30k operators/s here (a million `q` took the whole
  // 60 s); real sheets have 27k–34k (P04, P05): 300,000 per page is 10× that and still fits the budget.
  maxPdfOperatorsPerPage: 300_000,
  maxPdfOperators: 3_000_000,
  maxImagePixels: 100_000_000,
  // pdf.js can spend minutes drawing one pattern-heavy page (pdf.js's own test file issue16263.pdf: 147 s) that it
  // read in 3 s: the preview is dropped rather than the whole upload failing at the job's time limit.
  previewBudgetMs: 20_000,
  budgetMs: 60_000,
};

export function makeLimits(overrides: Partial<ProcessingLimits> = {}): ProcessingLimits {
  return { ...DEFAULT_LIMITS, now: () => performance.now(), ...overrides };
}

/** Cooperative time check: long loops call `check()` often; it reads the clock only every `stride` calls. */
export class Deadline {
  private readonly endsAt: number;
  private counter = 0;

  constructor(
    private readonly limits: Pick<ProcessingLimits, 'now' | 'budgetMs'>,
    private readonly stride = 1024,
  ) {
    this.endsAt = limits.now() + limits.budgetMs;
  }

  check(): void {
    this.counter += 1;
    if (this.counter < this.stride) return;
    this.counter = 0;
    this.checkNow();
  }

  /** A shorter deadline inside this one: it ends after `budgetMs` or when this one ends, whichever is first. */
  within(budgetMs: number): Deadline {
    const remaining = Math.max(0, this.endsAt - this.limits.now());
    return new Deadline({ now: this.limits.now, budgetMs: Math.min(budgetMs, remaining) }, this.stride);
  }

  checkNow(): void {
    if (this.limits.now() > this.endsAt) {
      throw new ProcessingError(
        'timeout',
        `Processing took longer than ${Math.round(this.limits.budgetMs / 1000)} s and was stopped`,
      );
    }
  }
}
