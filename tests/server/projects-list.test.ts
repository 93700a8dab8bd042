import { describe, expect, it } from 'vitest';
import {
  ProjectListRow,
  ProjectsListResponse,
  ProjectsPageResponse,
  type ProjectListRow as Row,
} from '../../src/contract/projects';
import {
  PROJECT_LIST_ROW_JSON_SCHEMA,
  PROJECTS_LIST_JSON_SCHEMA,
} from '../../src/server/projects/list-schema';
import { createTestUser, useTestApp } from './helpers/app';
import { Browser } from './helpers/browser';
import { MINUTE } from './helpers/clock';
import { BACKENDS } from './helpers/databases';
import { BASE, createProject, PASSWORD } from './helpers/projects';

describe('the project list response schema', () => {
  it('names exactly the contract fields, each nullable where the contract allows null', () => {
    const shape = ProjectListRow.shape;
    expect(Object.keys(PROJECT_LIST_ROW_JSON_SCHEMA.properties).sort()).toEqual(Object.keys(shape).sort());
    expect([...PROJECT_LIST_ROW_JSON_SCHEMA.required].sort()).toEqual(Object.keys(shape).sort());
    for (const [key, property] of Object.entries(PROJECT_LIST_ROW_JSON_SCHEMA.properties)) {
      const allowsNull =
        Array.isArray(property.type) && (property.type as readonly string[]).includes('null');
      expect([key, allowsNull]).toEqual([key, shape[key as keyof typeof shape].safeParse(null).success]);
    }
    expect(Object.keys(PROJECTS_LIST_JSON_SCHEMA.properties).sort()).toEqual(
      Object.keys(ProjectsPageResponse.shape).sort(),
    );
  });
});

describe.each(BACKENDS)('GET the project lists with paging, search and sort on $name', (backend) => {
  const t = useTestApp(backend);

  async function loggedIn(username = 'ada') {
    const id = await createTestUser(t.repos, username, PASSWORD);
    const browser = new Browser(t.app);
    expect((await browser.logIn(username, PASSWORD)).statusCode).toBe(200);
    return { id, browser };
  }

  /** Projects one minute apart, so "newest first" is their reverse order. */
  async function projects(browser: Browser, rows: Record<string, string>[]): Promise<number[]> {
    const ids: number[] = [];
    for (const fields of rows) {
      ids.push(await createProject(browser, fields));
      t.clock.advance(MINUTE);
    }
    return ids;
  }

  const get = async (browser: Browser, query = '', list = `${BASE}/`) => {
    const res = await browser.get(`${list}${query}`);
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };
  const idsOf = (body: Record<string, unknown>) => (body.projects as Row[]).map((row) => row.id);

  it('serialises every field as the contract says, quotes, backslashes, non-Latin text and nulls included', async () => {
    const { id, browser } = await loggedIn();
    const orgId = await t.repos.organizations.create('Studio "North" \\ 東京');
    await t.repos.organizations.addMember(orgId, id, false);
    const [projectId] = await projects(browser, [
      {
        project_address: '12 "Quoted" Street \\ Ünïcode \u2028 — 東京',
        organization_id: String(orgId),
        num_bathrooms: '2.5',
        status: 'in_review',
      },
    ]);
    const { status, body } = await get(browser);
    expect(status).toBe(200);
    // Nothing more and nothing less than the contract (parse drops unknown keys, so equality shows none).
    expect(ProjectsListResponse.parse(body)).toEqual(body);
    expect(body).toEqual({
      projects: [
        {
          id: projectId,
          project_address: '12 "Quoted" Street \\ Ünïcode \u2028 — 東京',
          project_type: 'ADU',
          square_footage: null,
          num_bedrooms: null,
          num_bathrooms: 2.5,
          status: 'in_review',
          created_at: '2026-11-21T10:00:00.000Z',
          organization: 'Studio "North" \\ 東京',
        },
      ],
    });
  });

  it('answers every row without a total by default, and pages with the total when asked', async () => {
    const { browser } = await loggedIn();
    const ids = await projects(
      browser,
      Array.from({ length: 7 }, (_, i) => ({ project_address: `${i + 1} Page Street` })),
    );
    const newestFirst = [...ids].reverse();
    const all = await get(browser);
    expect(all.body).not.toHaveProperty('total');
    expect(idsOf(all.body)).toEqual(newestFirst);

    const pages = await Promise.all([1, 2, 3, 4].map((page) => get(browser, `?page=${page}&page_size=3`)));
    expect(pages.map((p) => ProjectsPageResponse.parse(p.body).total)).toEqual([7, 7, 7, 7]);
    expect(pages.map((p) => idsOf(p.body))).toEqual([
      newestFirst.slice(0, 3),
      newestFirst.slice(3, 6),
      newestFirst.slice(6),
      [],
    ]);
    // page alone takes 50 rows a page; page_size alone is the first page.
    expect(idsOf((await get(browser, '?page=1')).body)).toEqual(newestFirst);
    expect(idsOf((await get(browser, '?page_size=2')).body)).toEqual(newestFirst.slice(0, 2));
  });

  it('searches the address and the status code or label, case-insensitively, with % and _ taken literally', async () => {
    const { browser } = await loggedIn();
    const [elm, oak, percent, underscore] = await projects(browser, [
      { project_address: '1 Elm Street' },
      { project_address: '2 Oak Avenue', status: 'in_review' },
      { project_address: '3 100% Road' },
      { project_address: '4 Snake_Case Lane' },
    ]);
    const search = async (text: string, extra = '') =>
      idsOf((await get(browser, `?search=${encodeURIComponent(text)}${extra}`)).body).sort();
    expect(await search('ELM')).toEqual([elm]);
    expect(await search('in review')).toEqual([oak]);
    expect(await search('in_review')).toEqual([oak]);
    expect(await search('%')).toEqual([percent]);
    expect(await search('e_c')).toEqual([underscore]);
    expect(await search('  ')).toEqual([elm, oak, percent, underscore].sort());
    const paged = await get(browser, '?search=street&page=1&page_size=1');
    expect(paged.body.total).toBe(1);
    expect(idsOf(paged.body)).toEqual([elm]);
  });

  it('sorts by a column either way, empty values last, ties by id; types and statuses by their labels', async () => {
    const { id, browser } = await loggedIn();
    const orgId = await t.repos.organizations.create('alpha studio');
    await t.repos.organizations.addMember(orgId, id, false);
    const [small, none, big, tie] = await projects(browser, [
      { project_address: 'b', square_footage: '500', status: 'requested', project_type: 'SingleFamily' },
      { project_address: 'A', status: 'accepted', organization_id: String(orgId), project_type: 'ADU' },
      { project_address: 'c', square_footage: '2000', status: 'declined', project_type: 'Apartment' },
      { project_address: 'd', square_footage: '500', status: 'in_review', project_type: 'MultiUnit' },
    ]);
    const sorted = async (query: string) => idsOf((await get(browser, query)).body);
    expect(await sorted('?sort=square_footage')).toEqual([small, tie, big, none]);
    expect(await sorted('?sort=square_footage&order=desc')).toEqual([big, tie, small, none]);
    expect(await sorted('?sort=project_address')).toEqual([none, small, big, tie]);
    // Accepted, Declined, In Review, Requested.
    expect(await sorted('?sort=status')).toEqual([none, big, tie, small]);
    // Accessory Dwelling Unit, Apartment, Multi-Unit, Single-Family Home.
    expect(await sorted('?sort=project_type')).toEqual([none, big, tie, small]);
    expect((await sorted('?sort=organization'))[0]).toBe(none);
    expect(await sorted('?sort=created_at&order=desc&page=2&page_size=2')).toEqual([small, none].reverse());
  });

  it('lists only what the caller may see, in the counts as well', async () => {
    const { browser } = await loggedIn();
    const other = await loggedIn('mallory');
    await projects(other.browser, [{ project_address: '9 Hidden Street' }]);
    const [mine] = await projects(browser, [{ project_address: '1 Own Street' }]);
    const answer = await get(browser, '?page=1&page_size=10&search=street');
    expect(answer.body).toEqual({ projects: [expect.objectContaining({ id: mine })], total: 1 });
  });

  it('applies the same to the archived list', async () => {
    const { browser } = await loggedIn();
    const [first, second] = await projects(browser, [
      { project_address: '1 Old Street' },
      { project_address: '2 Old Street' },
    ]);
    for (const projectId of [first, second]) await browser.post(`${BASE}/${projectId}/archive/`);
    const archived = await get(browser, '?page=2&page_size=1', `${BASE}/archived/show/`);
    expect(archived.body).toEqual({ projects: [expect.objectContaining({ id: first })], total: 2 });
  });

  it.each([
    ['?page=0', 'page'],
    ['?page=x', 'page'],
    ['?page_size=501', 'page_size'],
    ['?sort=owner_email', 'sort'],
    ['?order=sideways', 'order'],
    [`?search=${'x'.repeat(201)}`, 'search'],
  ])('refuses %s with 400 naming the parameter', async (query, name) => {
    const { browser } = await loggedIn();
    const { status, body } = await get(browser, query);
    expect(status).toBe(400);
    expect(String(body.error)).toContain(name);
  });
});
