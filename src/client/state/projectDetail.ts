import { atom, type Getter, type Setter } from 'jotai';
import type { DrawingPage, DrawingPageCreateFields, Project, ProjectEditBody } from '../../contract/projects';
import { isApiError } from '../api/ApiError';
import {
  cancelMetadataJob,
  createDrawingPage,
  deleteDrawingPage,
  deleteDxfRevision,
  deleteUpload,
  editProject,
  fetchProject,
  generateMasterPlanPdf,
  generateMetadata,
  rearrangeDrawingPages,
  uploadProjectFile,
} from '../api/projects';
import { uploadPercent } from '../api/upload';
import { rearrangeEntries, renumberPages, sortPages } from './pageOrder';
import { LOADING, type Remote } from './remote';
import { noteAuthFailure } from './session';

// The project the detail and edit screens show, and every action on it and its files. Actions keep the
// project in step with what the server confirmed, so the screens never refetch for a change they made.

export const currentProjectIdAtom = atom<number | null>(null);
export const currentProjectAtom = atom<Remote<Project>>({ status: 'idle' });

/** The upload in flight: its file name and how much has been sent (null percent: size unknown). */
export interface UploadState {
  fileName: string;
  percent: number | null;
}
export const uploadStateAtom = atom<UploadState | null>(null);

const loadGenerationAtom = atom(0);

async function fetchInto(get: Getter, set: Setter, projectId: number, showLoading: boolean): Promise<void> {
  const generation = get(loadGenerationAtom) + 1;
  set(loadGenerationAtom, generation);
  set(currentProjectIdAtom, projectId);
  if (showLoading) set(currentProjectAtom, LOADING);
  try {
    const project = await fetchProject(projectId);
    if (get(loadGenerationAtom) === generation) set(currentProjectAtom, { status: 'ready', data: project });
  } catch (error) {
    console.error(`Loading project ${projectId} failed`, error);
    noteAuthFailure(set, error);
    // A failed background refresh keeps what is on screen.
    if (get(loadGenerationAtom) !== generation || !showLoading) return;
    if (isApiError(error)) set(currentProjectAtom, { status: 'error', error });
    else throw error;
  }
}

/** Loads a project for the detail or edit screen (the screens show "not found" texts on failure). */
export const loadProjectAtom = atom(null, (get, set, projectId: number) =>
  fetchInto(get, set, projectId, true),
);

/** Refetches the current project in the background, e.g. after a generation finished on the server. */
export const refreshProjectAtom = atom(null, async (get, set) => {
  const projectId = get(currentProjectIdAtom);
  if (projectId !== null) await fetchInto(get, set, projectId, false);
});

function readyProject(get: Getter): Project {
  const project = get(currentProjectAtom);
  if (project.status !== 'ready') throw new Error('No project is loaded.');
  return project.data;
}

function patchProject(get: Getter, set: Setter, projectId: number, change: (project: Project) => Project) {
  const project = get(currentProjectAtom);
  if (project.status === 'ready' && project.data.id === projectId) {
    set(currentProjectAtom, { status: 'ready', data: change(project.data) });
  }
}

/** Runs a call, logging and rethrowing its failure after noting a lost session. */
async function reported<T>(set: Setter, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    console.error(`${what} failed`, error);
    noteAuthFailure(set, error);
    throw error;
  }
}

/** Saves the edit form. The detail screen loads the project afresh when the user returns to it. */
export const saveProjectAtom = atom(
  null,
  async (_get, set, { projectId, body }: { projectId: number; body: ProjectEditBody }) => {
    await reported(set, 'Saving the project', () => editProject(projectId, body));
  },
);

export interface DeleteOutcome {
  deleted: number;
  failed: number;
}

/** Deletes uploaded files, one call each; the ones deleted leave the table, the others stay. */
export const deleteUploadsAtom = atom(null, async (get, set, uploadIds: readonly number[]) => {
  const projectId = readyProject(get).id;
  const results = await Promise.allSettled(uploadIds.map((id) => deleteUpload(projectId, id)));
  const deleted = new Set(uploadIds.filter((_id, index) => results[index]?.status === 'fulfilled'));
  for (const result of results) {
    if (result.status === 'rejected') {
      console.error('Deleting an uploaded file failed', result.reason);
      noteAuthFailure(set, result.reason);
    }
  }
  patchProject(get, set, projectId, (project) => ({
    ...project,
    uploaded_files: project.uploaded_files.filter((file) => !deleted.has(file.id)),
  }));
  return { deleted: deleted.size, failed: uploadIds.length - deleted.size } satisfies DeleteOutcome;
});

export const deleteRevisionAtom = atom(null, async (get, set, revisionId: number) => {
  const projectId = readyProject(get).id;
  await reported(set, 'Deleting a DXF revision', () => deleteDxfRevision(revisionId));
  patchProject(get, set, projectId, (project) => ({
    ...project,
    proposed_dxf_revisions: project.proposed_dxf_revisions.filter((revision) => revision.id !== revisionId),
  }));
});

export const deleteDrawingPageAtom = atom(null, async (get, set, pageId: number) => {
  const projectId = readyProject(get).id;
  await reported(set, 'Deleting a drawing page', () => deleteDrawingPage(projectId, pageId));
  patchProject(get, set, projectId, (project) => ({
    ...project,
    drawing_pages: project.drawing_pages.filter((page) => page.id !== pageId),
  }));
});

/** Adds a drawing page; it takes its place in the table by order, then id. */
export const addDrawingPageAtom = atom(
  null,
  async (get, set, { fields, file }: { fields: DrawingPageCreateFields; file: File }) => {
    const projectId = readyProject(get).id;
    const page = await reported(set, 'Creating a drawing page', () =>
      createDrawingPage(projectId, fields, file),
    );
    patchProject(get, set, projectId, (project) => ({
      ...project,
      drawing_pages: sortPages([...project.drawing_pages, page]),
    }));
    return page;
  },
);

/**
 * Stores a new page sequence. The table shows it at once, renumbered 0…n-1; if the server refuses, the previous
 * sequence comes back and the error is rethrown for the screen to report.
 */
export const reorderDrawingPagesAtom = atom(null, async (get, set, ordered: readonly DrawingPage[]) => {
  const project = readyProject(get);
  const previous = project.drawing_pages;
  patchProject(get, set, project.id, (current) => ({ ...current, drawing_pages: renumberPages(ordered) }));
  try {
    await reported(set, 'Reordering drawing pages', () =>
      rearrangeDrawingPages(project.id, rearrangeEntries(ordered)),
    );
  } catch (error) {
    patchProject(get, set, project.id, (current) => ({ ...current, drawing_pages: previous }));
    throw error;
  }
});

/** Why a second upload was not started: one runs at a time (one progress bar, no races between refetches). */
export class UploadInProgressError extends Error {
  constructor(running: string) {
    super(`"${running}" is still uploading: wait until it has finished.`);
    this.name = 'UploadInProgressError';
  }
}

/**
 * Uploads a file with progress in `uploadStateAtom`, then refetches the project to list it. Refuses (rejects
 * with UploadInProgressError, nothing sent) while another upload is running.
 */
export const uploadFileAtom = atom(null, async (get, set, file: File) => {
  // Checked and claimed before the first await, so two calls in the same tick cannot both start.
  const running = get(uploadStateAtom);
  if (running) throw new UploadInProgressError(running.fileName);
  const projectId = readyProject(get).id;
  set(uploadStateAtom, { fileName: file.name, percent: 0 });
  try {
    await reported(set, 'Uploading a file', () =>
      uploadProjectFile(projectId, file, {
        onProgress: (progress) =>
          set(uploadStateAtom, { fileName: file.name, percent: uploadPercent(progress) }),
      }),
    );
  } finally {
    set(uploadStateAtom, null);
  }
  await fetchInto(get, set, projectId, false);
});

export const generateMetadataAtom = atom(null, async (get, set, uploadId: number) => {
  const projectId = readyProject(get).id;
  await reported(set, 'Generating metadata', () => generateMetadata(projectId, uploadId));
});

/** Cancels an upload's metadata job, then refetches the project so its row shows the job's end. */
export const cancelMetadataAtom = atom(null, async (get, set, uploadId: number) => {
  const projectId = readyProject(get).id;
  await reported(set, 'Cancelling metadata generation', () => cancelMetadataJob(projectId, uploadId));
  await fetchInto(get, set, projectId, false);
});

/** Generates the master plan PDF; its link shows at once when the answer names it. */
export const generateMasterPlanAtom = atom(null, async (get, set) => {
  const projectId = readyProject(get).id;
  const url = await reported(set, 'Generating the master plan PDF', () => generateMasterPlanPdf(projectId));
  if (url) patchProject(get, set, projectId, (project) => ({ ...project, master_pdf_url: url }));
  return url;
});
