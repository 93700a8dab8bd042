import {
  FloorDesignCreateResponse,
  FloorDesignDetail,
  FloorDesignEditResponse,
  FloorDesignListResponse,
  FloorDesignOpenDetail,
  PageCreateResponse,
  PageDeleteResponse,
  Revision as RevisionSchema,
  RevisionListResponse,
  RevisionSummaryListResponse,
  SuccessResponse,
  type FloorDesignCreateRequest,
  type FloorDesignEditRequest,
  type FloorDesignSaveRequest,
  type FloorDesignListRow,
  type PageCreateResponse as PageCreateAnswer,
  type PageSummary,
  type Revision,
  type RevisionSummary,
} from '../../contract/floordesigns';
import { apiGet, apiPostJson, apiRequest } from './request';

// The floor design calls of spec section 7, typed by the contract. Every answer is parsed with its schema.

const BASE = '/api/floordesigns';

export function fetchActiveFloorDesigns(signal?: AbortSignal): Promise<FloorDesignListRow[]> {
  return apiGet(`${BASE}/`, FloorDesignListResponse, signal);
}

export function fetchArchivedFloorDesigns(signal?: AbortSignal): Promise<FloorDesignListRow[]> {
  return apiGet(`${BASE}/archived/show/`, FloorDesignListResponse, signal);
}

export async function createFloorDesign(request: FloorDesignCreateRequest): Promise<number> {
  return (await apiPostJson(`${BASE}/create/`, request, FloorDesignCreateResponse)).id;
}

export async function archiveFloorDesign(id: number): Promise<void> {
  await apiRequest(`${BASE}/${id}/archive/`, { method: 'POST', schema: SuccessResponse });
}

export async function unarchiveFloorDesign(id: number): Promise<void> {
  await apiRequest(`${BASE}/${id}/unarchive/`, { method: 'POST', schema: SuccessResponse });
}

export function fetchFloorDesign(id: number, signal?: AbortSignal): Promise<FloorDesignDetail> {
  return apiGet(`${BASE}/${id}/`, FloorDesignDetail, signal);
}

/** The detail as the editor opens it: the latest revision as a summary, its pages not sent a second time. */
export function fetchFloorDesignToOpen(id: number, signal?: AbortSignal): Promise<FloorDesignOpenDetail> {
  return apiGet(`${BASE}/${id}/?latest_revision=summary`, FloorDesignOpenDetail, signal);
}

/** The spec's list: every revision with its pages (kept for clients that expect it; the editor uses summaries). */
export function fetchRevisions(id: number, signal?: AbortSignal): Promise<Revision[]> {
  return apiGet(`${BASE}/${id}/revisions/`, RevisionListResponse, signal);
}

/** Every revision without its pages, newest first: what the revision selector lists. */
export function fetchRevisionSummaries(id: number, signal?: AbortSignal): Promise<RevisionSummary[]> {
  return apiGet(`${BASE}/${id}/revisions/?summary=1`, RevisionSummaryListResponse, signal);
}

/** One revision with its pages, fetched when the user picks it. */
export function fetchRevision(id: number, revisionId: number, signal?: AbortSignal): Promise<Revision> {
  return apiGet(`${BASE}/${id}/revisions/${revisionId}/`, RevisionSchema, signal);
}

/** pages/create with the spec's JSON body `{ name }`. */
export function createDesignPage(id: number, name: string): Promise<PageCreateAnswer> {
  return apiPostJson(`${BASE}/${id}/pages/create/`, { name }, PageCreateResponse);
}

export async function deleteDesignPages(id: number, pageIds: readonly string[]): Promise<PageSummary[]> {
  return (await apiPostJson(`${BASE}/${id}/pages/delete/`, { pages: pageIds }, PageDeleteResponse))
    .remaining_pages;
}

export async function saveFloorDesign(id: number, request: FloorDesignEditRequest): Promise<RevisionSummary> {
  return (await apiPostJson(`${BASE}/${id}/edit/`, request, FloorDesignEditResponse)).revision;
}

/** The app's own save: only what changed since `base_version`; a 409 means another save came first. */
export async function saveFloorDesignChanges(
  id: number,
  request: FloorDesignSaveRequest,
): Promise<RevisionSummary> {
  return (await apiPostJson(`${BASE}/${id}/save/`, request, FloorDesignEditResponse)).revision;
}
