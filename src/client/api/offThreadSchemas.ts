import { FloorDesignOpenDetail, Revision } from '../../contract/floordesigns';

/**
 * The big answers the client parses off the main thread, by name (a worker cannot receive a schema): each
 * with the field holding its pages, whose elements come back in slices.
 */
export const OFF_THREAD_SCHEMAS = {
  floorDesignOpen: { schema: FloorDesignOpenDetail, pages: 'pages' },
  revision: { schema: Revision, pages: 'pages_json' },
} as const;

export type OffThreadKind = keyof typeof OFF_THREAD_SCHEMAS;

/**
 * Elements per message back to the page: each message is one task to receive (its copy is made on the page,
 * some 10 ms per thousand elements on a slow machine), kept well under the 100 ms a task may take.
 */
export const ELEMENTS_PER_MESSAGE = 1000;

/** Page → worker: the answer's bytes. */
export interface ParseRequest {
  readonly id: number;
  readonly kind: OffThreadKind;
  readonly bytes: ArrayBuffer;
}

/** Worker → page, in order: the answer without its pages' elements, the elements in slices, then done. */
export type ParseReply =
  | { readonly id: number; readonly type: 'head'; readonly value: unknown; readonly sizes: readonly number[] }
  | {
      readonly id: number;
      readonly type: 'elements';
      readonly page: number;
      readonly elements: unknown[];
      /** The elements' bounds, 4 numbers each (minX, minY, maxX, maxY): the editor's index skips computing them. */
      readonly bounds: Float64Array;
    }
  | { readonly id: number; readonly type: 'done' }
  | { readonly id: number; readonly type: 'invalid' };
