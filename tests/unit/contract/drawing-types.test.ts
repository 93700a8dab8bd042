import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  DRAWING_VERSION as CONTRACT_VERSION,
  type ElementSchema,
  type OutlineMetadataSchema,
  type OutlineRawJsonSchema,
  type PageSchema,
  type UnderlaySchema,
  UNDERLAY_LIMITS as CONTRACT_UNDERLAY_LIMITS,
} from '../../../src/contract/drawing';
import type { DrawingElement } from '../../../src/core/model/elements';
import { DRAWING_VERSION, type Page } from '../../../src/core/model/page';
import { UNDERLAY_LIMITS, type Underlay } from '../../../src/core/model/underlay';
import type { OutlineFaces, OutlineMetadata } from '../../../src/core/outline';

// One source of truth: the zod schemas and the core types must be assignable both ways. If a field is added
// to one and not the other, `npx tsc` fails on these lines.
type MutuallyAssignable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const assertTrue = <T extends true>(value: T): T => value;

assertTrue<MutuallyAssignable<ElementSchema, DrawingElement>>(true);
assertTrue<MutuallyAssignable<PageSchema, Page>>(true);
assertTrue<MutuallyAssignable<UnderlaySchema, Underlay>>(true);
assertTrue<MutuallyAssignable<z.infer<typeof OutlineRawJsonSchema>, OutlineFaces>>(true);
assertTrue<MutuallyAssignable<z.infer<typeof OutlineMetadataSchema>, OutlineMetadata>>(true);

describe('drawing contract and core model', () => {
  it('agree on the document version', () => {
    expect(CONTRACT_VERSION).toBe(DRAWING_VERSION);
  });

  it('agree on the underlay caps', () => {
    expect(CONTRACT_UNDERLAY_LIMITS).toEqual(UNDERLAY_LIMITS);
  });
});
