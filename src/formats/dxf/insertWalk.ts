import { ProcessingError } from '../errors';
import type { ProcessingLimits } from '../limits';
import { quoteExcerpt } from '../quote';
import type { BlockDef } from './document';
import type { DecodedEntity } from './entities';
import type { Affine } from './geometry';
import { compose, rotationScale, translation } from './geometry';

/*
 * The walk into a block that an INSERT (or a DIMENSION) makes, shared by the metadata reader's expansion
 * (expand.ts) and the editor import (import/dxfToPage.ts), so both refuse the same drawings and place each copy
 * of a block the same way.
 */

type Insert = Extract<DecodedEntity, { kind: 'insert' }>;

const DEG = Math.PI / 180;

/** Where a walk stands: how deep in blocks, and which blocks (upper-cased names) it is inside. */
export interface BlockWalk {
  readonly depth: number;
  readonly stack: readonly string[];
}

/** The stack inside `block`: refuses a block that inserts itself (directly or not) and nesting past the limit. */
export function enterBlock(
  block: BlockDef,
  at: BlockWalk,
  limits: Pick<ProcessingLimits, 'maxBlockDepth'>,
): string[] {
  const key = block.name.toUpperCase();
  if (at.stack.includes(key)) {
    throw new ProcessingError(
      'block_cycle',
      `Block "${quoteExcerpt(block.name)}" inserts itself (directly or through other blocks)`,
    );
  }
  if (at.depth + 1 > limits.maxBlockDepth) {
    throw new ProcessingError(
      'nesting_too_deep',
      `Blocks are nested more than ${limits.maxBlockDepth} levels deep (at block "${quoteExcerpt(block.name)}")`,
    );
  }
  return [...at.stack, key];
}

/** An INSERT's array (70 columns × 71 rows, one each when absent or nonsense), refused past the limit. */
export function insertArray(
  e: Insert,
  blockName: string,
  limits: Pick<ProcessingLimits, 'maxInsertArray'>,
): { cols: number; rows: number } {
  const cols = Number.isFinite(e.cols) && e.cols >= 1 ? Math.floor(e.cols) : 1;
  const rows = Number.isFinite(e.rows) && e.rows >= 1 ? Math.floor(e.rows) : 1;
  if (cols * rows > limits.maxInsertArray) {
    throw new ProcessingError(
      'array_too_large',
      `An INSERT of block "${quoteExcerpt(blockName)}" asks for a ${cols} × ${rows} array, more than the ${limits.maxInsertArray.toLocaleString('en-US')} copies allowed`,
    );
  }
  return { cols, rows };
}

/**
 * Each copy of the block the INSERT places, row by row: the matrix from block coordinates to the INSERT's own
 * (OCS) space — base point to the origin, scaled, moved to its array cell, turned, then put at the insertion
 * point. The caller composes it with the OCS and its own enclosing transform. Numbers are not checked here.
 */
export function forEachInsertCopy(
  e: Insert,
  block: BlockDef,
  { cols, rows }: { cols: number; rows: number },
  visit: (local: Affine) => void,
): void {
  const scaleAndBase = compose(rotationScale(0, e.sx, e.sy), translation(-block.baseX, -block.baseY));
  const turn = rotationScale(e.rotation * DEG, 1, 1);
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      visit(
        compose(
          translation(e.x, e.y),
          compose(turn, compose(translation(col * e.colSpacing, row * e.rowSpacing), scaleAndBase)),
        ),
      );
    }
  }
}

/**
 * How many objects expanding a block once produces, counted without expanding it: a block bomb (ten inserts of ten
 * inserts of ...) is refused before the first copy instead of after millions. Shared by the metadata reader and the
 * editor import, so both refuse the same drawings. Counting stops past the cap.
 */
export class BlockCosts {
  private readonly cache = new Map<BlockDef, number>();

  constructor(
    private readonly blocks: ReadonlyMap<string, BlockDef>,
    private readonly entitiesOf: (block: BlockDef) => readonly DecodedEntity[],
    private readonly limits: Pick<
      ProcessingLimits,
      'maxBlockDepth' | 'maxInsertArray' | 'maxExpandedPrimitives'
    >,
    private readonly tick: () => void,
  ) {}

  of(block: BlockDef, stack: readonly string[]): number {
    const cached = this.cache.get(block);
    if (cached !== undefined) return cached;
    const inner = enterBlock(block, { depth: stack.length, stack }, this.limits);
    let cost = 0;
    for (const entity of this.entitiesOf(block)) {
      this.tick();
      if (entity.kind === 'insert' || entity.kind === 'dimension') {
        const child = this.blocks.get(entity.block.toUpperCase());
        const copies =
          entity.kind === 'insert' ? insertArray(entity, entity.block, this.limits) : { cols: 1, rows: 1 };
        cost += copies.cols * copies.rows * (1 + (child ? this.of(child, inner) : 0));
      } else {
        cost += 1;
      }
      if (cost > this.limits.maxExpandedPrimitives) break;
    }
    this.cache.set(block, cost);
    return cost;
  }

  /** Refuses a top-level INSERT whose copies would take the objects made so far past the cap. */
  checkInsert(
    made: number,
    array: { cols: number; rows: number },
    block: BlockDef,
    stack: readonly string[],
  ): void {
    if (made + array.cols * array.rows * (1 + this.of(block, stack)) > this.limits.maxExpandedPrimitives)
      throw tooManyExpanded(this.limits);
  }
}

export function tooManyExpanded(limits: Pick<ProcessingLimits, 'maxExpandedPrimitives'>): ProcessingError {
  return new ProcessingError(
    'too_complex',
    `Expanding the drawing's blocks creates more than ${limits.maxExpandedPrimitives.toLocaleString('en-US')} objects, the processing limit`,
  );
}
