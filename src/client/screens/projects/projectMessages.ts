import { isApiError } from '../../api/ApiError';
import { loadFailureReason } from '../common/loadFailureReason';

/** The project screens' texts of spec section 8, word for word, and the few the spec leaves open. */
export const PROJECT_MESSAGES = {
  created: '✅ Project created successfully!',
  createServerError: '❌ Server error. Please try again.',
  detailLoadFailed: 'Project not found.',
  editLoadFailed: 'Unable to load project',
  updated: '✅ Project updated successfully!',
  saveFailed: 'Error saving project',
  uploadFailed: 'Error uploading file.',
  uploaded: '✅ File uploaded.',
  metadataStarted: '⏳ Generating metadata...',
  metadataDone: '✅ Metadata generated.',
  metadataFailed: '❌ Failed: Failed to generate metadata',
  metadataCancelled: 'Metadata generation cancelled.',
  masterPlanStarted: '⏳ Generating master plan PDF...',
  masterPlanDone: '✅ Master plan PDF generated.',
  masterPlanNetworkFailed: '❌ Server error. See console.',
  deleteFilesFailed: 'Error deleting file(s).',
  deletePageFailed: 'Error deleting drawing page.',
  deleteRevisionFailed: 'Error deleting DXF revision.',
  pageRefused: 'Failed to create page',
  pageRequestFailed: 'Error creating page',
  pageAdded: '✅ Page added.',
  reorderFailed: '❌ The new page order could not be saved.',
} as const;

/** Confirm texts (spec "Shared pieces": the file(s), a drawing page, a DXF revision). */
export const CONFIRM_TEXTS = {
  deleteFiles: 'Are you sure you want to delete the selected file(s)?',
  deletePage: 'Are you sure you want to delete this drawing page?',
  deleteRevision: 'Are you sure you want to delete this DXF revision?',
} as const;

/** Spec section 9: redirects, the refresh after a generation, and how long failure messages stay. */
export const CREATE_REDIRECT_MS = 1800;
export const EDIT_REDIRECT_MS = 1500;
export const REFRESH_AFTER_GENERATION_MS = 2000;
export const FAILURE_MESSAGE_MS = 3000;
/** A "started" message stays until the outcome replaces it. */
export const STARTED_MESSAGE_MS = 60_000;

/** True when the server answered and said no: a 4xx, or a `success: false` answer below 500. */
export function isRefusal(error: unknown): boolean {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return false;
  if (error.status >= 400) return true;
  const body = error.body;
  return typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false;
}

/** Add-page failure (clarifications): refused by the server, or the request itself failed (network, 5xx). */
export function addPageFailureText(error: unknown): string {
  return isRefusal(error) ? PROJECT_MESSAGES.pageRefused : PROJECT_MESSAGES.pageRequestFailed;
}

/**
 * Master plan failure: an answer in JSON is "❌ Failed: " with the server's error (or "Unknown error"); no
 * answer, or one that is not JSON, is the server error text.
 */
export function masterPlanFailureText(error: unknown): string {
  if (!isApiError(error) || error.status === 0 || error.body === undefined) {
    return PROJECT_MESSAGES.masterPlanNetworkFailed;
  }
  return `❌ Failed: ${error.serverMessage ?? 'Unknown error'}`;
}

const projectsNoun = (count: number) => (count === 1 ? '1 project' : `${count} projects`);

/** Bulk archive outcome when some calls failed (the spec gives no text). */
export function bulkFailureText(action: 'archive' | 'unarchive', failed: number): string {
  return `❌ ${projectsNoun(failed)} could not be ${action}d.`;
}

/**
 * The toast after a bulk archive or unarchive (or its Undo): what moved ("2 projects archived."), then what
 * did not; null when nothing was asked. Undo is offered exactly when something moved.
 */
export function bulkOutcomeToast(outcome: {
  action: 'archive' | 'unarchive';
  done: number;
  failed: number;
}): { text: string; severity: 'success' | 'warning' | 'error'; undo: boolean } | null {
  const moved = outcome.done > 0 ? `${projectsNoun(outcome.done)} ${outcome.action}d.` : '';
  const failed = outcome.failed > 0 ? bulkFailureText(outcome.action, outcome.failed) : '';
  if (!moved && !failed) return null;
  return {
    text: [moved, failed].filter(Boolean).join(' '),
    severity: failed ? (moved ? 'warning' : 'error') : 'success',
    undo: outcome.done > 0,
  };
}

/** A refused or failed cancel of a metadata job: the server's reason when it gave one. */
export function cancelFailureText(error: unknown): string {
  const reason = isApiError(error) ? error.serverMessage : null;
  return `❌ ${reason ?? 'Metadata generation could not be cancelled.'}`;
}

/** The project list's error state (the spec logs the failure; the screen must not look empty). */
export function listLoadFailedText(
  view: 'active' | 'archived',
  error: { serverMessage: string | null; message: string },
): string {
  const what = view === 'archived' ? 'The archived projects' : 'The projects';
  return `${what} could not be loaded. ${loadFailureReason(error)}`;
}
