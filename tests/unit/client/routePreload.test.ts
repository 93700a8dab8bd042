// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { FIRST_PROJECT_PAGE, projectPagePath } from '../../../src/client/api/projectPagePath';
import { startEarlyGet } from '../../../src/client/api/request';
import { preloadFor } from '../../../src/client/routePreload';
import * as routes from '../../../src/client/routeModules';
import { loadOrganizationsAtom, organizationsAtom } from '../../../src/client/state/organizations';
import { activeProjectsAtom, loadProjectListAtom } from '../../../src/client/state/projects';
import { checkSessionAtom, sessionAtom } from '../../../src/client/state/session';
import type { ProjectListRow } from '../../../src/contract/projects';
import { json, stubFetch } from './fetchStub';

// A first visit to the project list asks for the session, the first page and the organizations at once (the
// page's entry module starts them, routePreload.ts), and the screens then take those answers instead of asking
// again one after the other. Checked by what is sent and in which order, not by timing.

const FIRST_PAGE = '/api/dashboard/projects/?page=1&page_size=50';
const row: ProjectListRow = {
  id: 7,
  project_address: '7 Early Street',
  project_type: 'ADU',
  square_footage: null,
  num_bedrooms: null,
  num_bathrooms: null,
  status: 'requested',
  created_at: '2025-03-04T14:30:00Z',
  organization: null,
};
const whoami = { username: 'ada', first_name: 'Ada', last_name: 'L' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the first screen’s preload', () => {
  it('asks for the project list’s first page beside the session check, as the screen will ask for it', () => {
    expect(projectPagePath(FIRST_PROJECT_PAGE)).toBe(FIRST_PAGE);
    const { gets, modules } = preloadFor('/dashboard/projects/');
    expect(gets).toEqual(['/api/whoami/', FIRST_PAGE, '/api/dashboard/organizations/']);
    expect(modules).toEqual([
      routes.loadProtectedRoute,
      routes.loadDashboardLayout,
      routes.loadProjectListScreen,
    ]);
  });

  it('loads the screen of each dashboard path with the session gate and the shell, and nothing for others', () => {
    expect(preloadFor('/dashboard/projects/12').gets).toContain('/api/dashboard/projects/12/');
    expect(preloadFor('/dashboard/projects/12/edit').modules).toContain(routes.loadProjectEditScreen);
    expect(preloadFor('/dashboard/floordesigns').gets).toContain('/api/floordesigns/');
    expect(preloadFor('/dashboard/floordesigns/3').modules).toContain(routes.loadFloorDesignEditorScreen);
    expect(preloadFor('/dashboard').modules).toEqual([
      routes.loadProtectedRoute,
      routes.loadDashboardLayout,
      routes.loadHomeScreen,
    ]);
    expect(preloadFor('/login')).toEqual({ modules: [routes.loadLoginScreen], gets: ['/api/whoami/'] });
    expect(preloadFor('/dashboardx')).toEqual({ modules: [], gets: [] });
    expect(preloadFor('/no/such/page')).toEqual({ modules: [], gets: [] });
  });

  it('sends the list request before the session answer, and the screens take the early answers', async () => {
    const calls = stubFetch(json(whoami), json({ projects: [row], total: 1 }), json({ organizations: [] }));
    for (const path of preloadFor('/dashboard/projects').gets) startEarlyGet(path);
    // All three are out before anything has answered.
    expect(calls.map((call) => call.url)).toEqual([
      '/api/whoami/',
      FIRST_PAGE,
      '/api/dashboard/organizations/',
    ]);
    expect(calls.every((call) => call.credentials === 'include')).toBe(true);

    const store = createStore();
    await store.set(checkSessionAtom);
    await store.set(loadOrganizationsAtom);
    await store.set(loadProjectListAtom, 'active');
    expect(store.get(sessionAtom)).toEqual({ status: 'authenticated', user: whoami });
    expect(store.get(organizationsAtom)).toMatchObject({ status: 'ready' });
    expect(store.get(activeProjectsAtom)).toEqual({ status: 'ready', data: { rows: [row], total: 1 } });
    expect(calls).toHaveLength(3);
  });

  it('hands an early answer out once: the next load of the list asks the server again', async () => {
    const calls = stubFetch(json({ projects: [row], total: 1 }), json({ projects: [], total: 0 }));
    startEarlyGet(FIRST_PAGE);
    const store = createStore();
    await store.set(loadProjectListAtom, 'active');
    await store.set(loadProjectListAtom, 'active');
    expect(calls.map((call) => call.url)).toEqual([FIRST_PAGE, FIRST_PAGE]);
    expect(store.get(activeProjectsAtom)).toEqual({ status: 'ready', data: { rows: [], total: 0 } });
  });

  it('does not hand out an answer started more than ten seconds before the screen asks', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const calls = stubFetch(json({ projects: [row], total: 1 }), json({ projects: [], total: 0 }));
    startEarlyGet(FIRST_PAGE);
    vi.setSystemTime(Date.now() + 10_001);
    const store = createStore();
    await store.set(loadProjectListAtom, 'active');
    expect(calls).toHaveLength(2);
    expect(store.get(activeProjectsAtom)).toEqual({ status: 'ready', data: { rows: [], total: 0 } });
  });

  it('reports a refused early answer as the screen’s own failure (a lapsed session, say)', async () => {
    stubFetch(json({ error: 'Authentication required.' }, 401));
    startEarlyGet(FIRST_PAGE);
    const store = createStore();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await store.set(loadProjectListAtom, 'active');
    expect(store.get(activeProjectsAtom)).toMatchObject({ status: 'error' });
    expect(store.get(sessionAtom)).toEqual({ status: 'unauthenticated' });
  });
});
