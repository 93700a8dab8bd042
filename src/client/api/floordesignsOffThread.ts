import type { FloorDesignOpenDetail, Revision } from '../../contract/floordesigns';
import { apiGetOffThread } from './offThread';

// The floor design answers that carry whole pages, parsed and validated in a Web Worker (see offThread):
// the same calls as fetchFloorDesignToOpen and fetchRevision in floordesigns.ts.

const BASE = '/api/floordesigns';

/** The detail as the editor opens it (latest revision as a summary), parsed off the main thread. */
export function fetchFloorDesignToOpenOffThread(
  id: number,
  signal?: AbortSignal,
): Promise<FloorDesignOpenDetail> {
  return apiGetOffThread(`${BASE}/${id}/?latest_revision=summary`, 'floorDesignOpen', signal);
}

/** One revision with its pages, parsed off the main thread. */
export function fetchRevisionOffThread(
  id: number,
  revisionId: number,
  signal?: AbortSignal,
): Promise<Revision> {
  return apiGetOffThread(`${BASE}/${id}/revisions/${revisionId}/`, 'revision', signal);
}
