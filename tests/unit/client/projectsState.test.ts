// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import {
  activeProjectsAtom,
  archiveSelectedAtom,
  createProjectAtom,
  loadProjectListAtom,
  projectListOrderAtom,
  projectSearchAtom,
  projectSelectionAtom,
  searchProjectsAtom,
  selectedVisibleIdsAtom,
  showProjectListAtom,
  showProjectPageAtom,
  shownListAtom,
  sortProjectsByAtom,
  undoArchiveAtom,
  visibleProjectsAtom,
} from '../../../src/client/state/projects';
import { loadOrganizationsAtom, organizationsAtom } from '../../../src/client/state/organizations';
import {
  currentProjectAtom,
  loadProjectAtom,
  reorderDrawingPagesAtom,
  uploadFileAtom,
  UploadInProgressError,
  uploadStateAtom,
} from '../../../src/client/state/projectDetail';
import type { Project, ProjectListRow } from '../../../src/contract/projects';
import { json, setCookies, stubFetch } from './fetchStub';

const row = (id: number, address: string, status: ProjectListRow['status']): ProjectListRow => ({
  id,
  project_address: address,
  project_type: 'ADU',
  square_footage: null,
  num_bedrooms: null,
  num_bathrooms: null,
  status,
  created_at: '2025-03-04T14:30:00Z',
  organization: null,
});

const rows = [
  row(1, '12 Elm St', 'requested'),
  row(2, '4 Mill Lane', 'in_review'),
  row(3, '9 Elm Ct', 'delivered'),
];

beforeEach(() => {
  setCookies({ csrftoken: 'tok' });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function loadedStore() {
  const store = createStore();
  stubFetch(json({ projects: rows }));
  await store.set(loadProjectListAtom, 'active');
  return store;
}

describe('project list state', () => {
  it('archives the selected rows shown, one call each; they leave the list and the selection clears', async () => {
    const store = await loadedStore();
    store.set(projectSearchAtom, 'elm');
    const search = stubFetch(json({ projects: [rows[0], rows[2]], total: 2 }));
    await store.set(loadProjectListAtom, 'active');
    expect(search[0]?.url).toBe('/api/dashboard/projects/?page=1&page_size=50&search=elm');
    expect(store.get(visibleProjectsAtom).map((item) => item.id)).toEqual([1, 3]);
    // Row 2 was selected before the search hid it: a bulk action never touches hidden rows.
    store.set(projectSelectionAtom, new Set([1, 2, 3]));
    expect(store.get(selectedVisibleIdsAtom)).toEqual([1, 3]);

    const calls = stubFetch(json({ success: true }), json({ success: true }));
    await expect(store.set(archiveSelectedAtom)).resolves.toEqual({
      action: 'archive',
      done: 2,
      failed: 0,
      moved: [1, 3],
    });
    expect(calls.map((call) => [call.method, call.url, call.headers.get('X-CSRFToken')])).toEqual([
      ['POST', '/api/dashboard/projects/1/archive/', 'tok'],
      ['POST', '/api/dashboard/projects/3/archive/', 'tok'],
    ]);
    const list = store.get(activeProjectsAtom);
    expect(list.status === 'ready' && list.data).toEqual({ rows: [], total: 0 });
    expect(store.get(projectSelectionAtom).size).toBe(0);
  });

  it('keeps a row whose call failed, still selected', async () => {
    const store = await loadedStore();
    store.set(projectSelectionAtom, new Set([1, 2]));
    stubFetch(json({ success: true }), json({ error: 'Server error.' }, 500));
    await expect(store.set(archiveSelectedAtom)).resolves.toEqual({
      action: 'archive',
      done: 1,
      failed: 1,
      moved: [1],
    });
    const list = store.get(activeProjectsAtom);
    expect(list.status === 'ready' && list.data.rows.map((item) => item.id)).toEqual([2, 3]);
    expect([...store.get(projectSelectionAtom)]).toEqual([2]);
  });

  it('unarchives from the archived list, and switching lists clears the selection', async () => {
    const store = await loadedStore();
    store.set(projectSelectionAtom, new Set([1]));
    store.set(showProjectListAtom, 'archived');
    expect(store.get(projectSelectionAtom).size).toBe(0);
    stubFetch(json({ projects: [row(9, '5 Old Mill Ct', 'delivered')] }));
    await store.set(loadProjectListAtom, 'archived');
    store.set(projectSelectionAtom, new Set([9]));
    const calls = stubFetch(json({ success: true }));
    await store.set(archiveSelectedAtom);
    expect(calls[0]?.url).toBe('/api/dashboard/projects/9/unarchive/');
    expect(store.get(visibleProjectsAtom)).toEqual([]);
  });
});

describe('paging, sorting and searching on the server', () => {
  it('asks for the page, the sort and the search; a new sort or search starts again at page 1', async () => {
    const store = await loadedStore();
    store.set(showProjectPageAtom, 3);
    store.set(sortProjectsByAtom, 'square_footage');
    expect(store.get(projectListOrderAtom)).toEqual({ sort: 'square_footage', order: 'asc', page: 1 });
    store.set(sortProjectsByAtom, 'square_footage');
    store.set(showProjectPageAtom, 2);
    const calls = stubFetch(json({ projects: [rows[1]], total: 51 }));
    await store.set(loadProjectListAtom, 'active');
    expect(calls[0]?.url).toBe('/api/dashboard/projects/?page=2&page_size=50&sort=square_footage&order=desc');
    expect(store.get(shownListAtom)).toEqual({ status: 'ready', data: { rows: [rows[1]], total: 51 } });
    store.set(searchProjectsAtom, 'mill');
    expect(store.get(projectListOrderAtom).page).toBe(1);
    store.set(sortProjectsByAtom, 'status');
    expect(store.get(projectListOrderAtom)).toEqual({ sort: 'status', order: 'asc', page: 1 });
  });

  it('reads a server that answers every row without a total as one page of them', async () => {
    const store = await loadedStore();
    expect(store.get(shownListAtom)).toEqual({ status: 'ready', data: { rows, total: 3 } });
  });

  it('asks the archived list for its first page when switching to it', async () => {
    const store = await loadedStore();
    store.set(showProjectPageAtom, 4);
    store.set(showProjectListAtom, 'archived');
    const calls = stubFetch(json({ projects: [], total: 0 }));
    await store.set(loadProjectListAtom, 'archived');
    expect(calls[0]?.url).toBe('/api/dashboard/projects/archived/show/?page=1&page_size=50');
  });
});

describe('undo of a bulk archive', () => {
  it('unarchives exactly the projects that moved and reloads the list, so they are back', async () => {
    const store = await loadedStore();
    store.set(projectSelectionAtom, new Set([1, 3]));
    stubFetch(json({ success: true }), json({ success: true }));
    const outcome = await store.set(archiveSelectedAtom);
    const calls = stubFetch(json({ success: true }), json({ success: true }), json({ projects: rows }));
    await expect(store.set(undoArchiveAtom, outcome)).resolves.toEqual({
      action: 'unarchive',
      done: 2,
      failed: 0,
      moved: [1, 3],
    });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/dashboard/projects/1/unarchive/',
      'POST /api/dashboard/projects/3/unarchive/',
      'GET /api/dashboard/projects/?page=1&page_size=50',
    ]);
    const list = store.get(activeProjectsAtom);
    expect(list.status === 'ready' && list.data.rows.map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('archives again what an undone unarchive moved, and reports a project it could not move back', async () => {
    const store = await loadedStore();
    const calls = stubFetch(
      json({ success: true }),
      json({ error: 'Project not found.' }, 404),
      json({ projects: [] }),
    );
    await expect(store.set(undoArchiveAtom, { action: 'unarchive', moved: [7, 8] })).resolves.toEqual({
      action: 'archive',
      done: 1,
      failed: 1,
      moved: [7],
    });
    expect(calls[0]?.url).toBe('/api/dashboard/projects/7/archive/');
  });
});

describe('load failures are kept, not shown as empty data', () => {
  it('keeps a failed list load as an error that a retry clears', async () => {
    const store = createStore();
    stubFetch(json({ error: 'Server error.' }, 500));
    await store.set(loadProjectListAtom, 'active');
    const failed = store.get(shownListAtom);
    expect(failed.status).toBe('error');
    expect(failed.status === 'error' && failed.error.serverMessage).toBe('Server error.');
    expect(console.error).toHaveBeenCalledWith('Loading the active project list failed', expect.anything());
    stubFetch(json({ projects: rows }));
    await store.set(loadProjectListAtom, 'active');
    expect(store.get(visibleProjectsAtom)).toHaveLength(3);
  });

  it('keeps a failed organizations load as an error, logged, and loads on retry', async () => {
    const store = createStore();
    stubFetch(new TypeError('Failed to fetch'));
    await store.set(loadOrganizationsAtom);
    expect(store.get(organizationsAtom)).toMatchObject({ status: 'error', error: { status: 0 } });
    expect(console.error).toHaveBeenCalledWith('Loading organizations failed', expect.anything());
    stubFetch(json({ organizations: [{ id: 1, name: 'Lovelace Architects', is_owner: true }] }));
    await store.set(loadOrganizationsAtom);
    expect(store.get(organizationsAtom)).toMatchObject({ status: 'ready', data: [{ id: 1 }] });
  });
});

describe('create project', () => {
  it('posts the form encoded without blanks and returns the new id', async () => {
    const calls = stubFetch(json({ success: true, project_id: 42, errors: {} }));
    const outcome = await createStore().set(createProjectAtom, {
      project_type: 'ADU',
      status: 'requested',
      organization_id: '',
      project_address: '12 Elm St',
    });
    expect(outcome).toEqual({ ok: true, projectId: 42 });
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(String(calls[0]?.body)).toBe('project_type=ADU&status=requested&project_address=12+Elm+St');
  });

  it('returns the errors of a refusal, whatever its status', async () => {
    stubFetch(json({ success: false, errors: { project_type: ['is required'] } }, 400));
    await expect(createStore().set(createProjectAtom, {})).resolves.toEqual({
      ok: false,
      errors: { project_type: ['is required'] },
    });
  });

  it('throws when the server fails or cannot be reached', async () => {
    stubFetch(json({ error: 'Server error.' }, 500));
    await expect(createStore().set(createProjectAtom, {})).rejects.toMatchObject({ status: 500 });
    stubFetch(new TypeError('Failed to fetch'));
    await expect(createStore().set(createProjectAtom, {})).rejects.toMatchObject({ status: 0 });
  });
});

const page = (id: number, order: number) => ({
  id,
  name: `P${id}`,
  page_type: 'floor' as const,
  scale: null,
  order,
  file: `/f/${id}.pdf`,
  file_name: `${id}.pdf`,
  content_type: 'application/pdf',
});
const project: Project = {
  id: 1,
  organization: null,
  organization_id: null,
  available_organizations: [],
  project_type: 'ADU',
  status: 'requested',
  square_footage: null,
  num_bedrooms: null,
  num_bathrooms: null,
  num_car_garage: null,
  layout_style: null,
  budget: null,
  additional_requirements: null,
  project_address: '12 Elm St',
  project_number: null,
  project_description: null,
  apn: null,
  zoning: null,
  story: null,
  occupancy: null,
  construction_type: null,
  lot_area: null,
  living_space: null,
  owner_name: null,
  owner_phone: null,
  owner_email: null,
  created_at: '2025-03-04T14:30:00Z',
  archived: false,
  drawing_pages: [page(1, 0), page(2, 1)],
  uploaded_files: [],
  proposed_dxf_revisions: [],
  master_pdf_url: null,
  floor_designs: [],
};

describe('drawing page order', () => {
  it('shows the new order at once and puts the old one back when the server refuses', async () => {
    const store = createStore();
    stubFetch(json(project));
    await store.set(loadProjectAtom, 1);
    const pages = () => {
      const current = store.get(currentProjectAtom);
      return current.status === 'ready'
        ? current.data.drawing_pages.map((item) => [item.id, item.order])
        : null;
    };
    const calls = stubFetch(json({ success: true, drawing_pages: [] }));
    await store.set(reorderDrawingPagesAtom, [page(2, 1), page(1, 0)]);
    expect(pages()).toEqual([
      [2, 0],
      [1, 1],
    ]);
    expect(JSON.parse(String(calls[0]?.body))).toEqual({
      order: [
        { id: 2, order: 0 },
        { id: 1, order: 1 },
      ],
    });

    stubFetch(json({ success: false, error: 'no' }, 400));
    await expect(store.set(reorderDrawingPagesAtom, [page(1, 1), page(2, 0)])).rejects.toMatchObject({
      status: 400,
    });
    expect(pages()).toEqual([
      [2, 0],
      [1, 1],
    ]);
  });
});

/** A scripted XMLHttpRequest (uploads use it for progress): records what is sent, answers when told to. */
class FakeUploadRequest {
  static sent: FakeUploadRequest[] = [];
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  withCredentials = false;
  status = 0;
  responseText = '';
  url = '';
  body: unknown = null;

  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: unknown) {
    this.body = body;
    FakeUploadRequest.sent.push(this);
  }
  abort() {}
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { loaded, total, lengthComputable: true }));
  }
  answer(body: unknown) {
    this.status = 200;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }
}

describe('upload', () => {
  it('refuses a second upload while one is running, and takes one again once it has finished', async () => {
    const store = createStore();
    stubFetch(json(project));
    await store.set(loadProjectAtom, 1);
    FakeUploadRequest.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);

    const first = store.set(uploadFileAtom, new File(['%PDF-1.4'], 'site.pdf'));
    const [request] = FakeUploadRequest.sent;
    request?.progress(40, 100);
    await expect(store.set(uploadFileAtom, new File(['{}'], 'rooms.json'))).rejects.toBeInstanceOf(
      UploadInProgressError,
    );
    // Nothing was sent for the refused file, and the progress shown is still the first upload's.
    expect(FakeUploadRequest.sent).toHaveLength(1);
    expect(store.get(uploadStateAtom)).toEqual({ fileName: 'site.pdf', percent: 40 });

    stubFetch(json(project));
    request?.answer({ success: true });
    await first;
    expect(store.get(uploadStateAtom)).toBeNull();

    const next = store.set(uploadFileAtom, new File(['{}'], 'rooms.json'));
    expect(FakeUploadRequest.sent.map((sent) => sent.url)).toEqual([
      '/api/dashboard/projects/1/upload/',
      '/api/dashboard/projects/1/upload/',
    ]);
    stubFetch(json(project));
    FakeUploadRequest.sent[1]?.answer({ success: true });
    await next;
  });
});
