import { describe, expect, it } from 'vitest';
import { CSRF_ERROR } from '../../src/contract/common';
import { DrawingPageCreateResponse, Project, RearrangeResponse } from '../../src/contract/projects';
import { AUTH_REQUIRED, DRAWING_PAGE_NOT_FOUND } from '../../src/server/auth/access';
import { useTestApp, type TestApp } from './helpers/app';
import { Browser } from './helpers/browser';
import { BACKENDS } from './helpers/databases';
import { multipart } from './helpers/multipart';
import {
  addPage,
  BASE,
  corpusFile,
  corpusFiles,
  createProject,
  loggedInWithoutFiles,
  SAMPLE_FILES,
  storedFiles,
} from './helpers/projects';

const pdf = () => ({ filename: 'ground.pdf', content: SAMPLE_FILES.pdf() });

async function pageCount(t: TestApp): Promise<number> {
  return (await t.database.db.kysely.selectFrom('drawing_pages').select('id').execute()).length;
}

describe.each(BACKENDS)('drawing pages on $name', (backend) => {
  const t = useTestApp(backend, { config: { uploadMaxBytes: 4 * 1024 * 1024 } });
  const dataDir = () => t.app.config.dataDir;

  describe('POST /api/dashboard/projects/{projectId}/drawing_pages/', () => {
    it('adds a page from name, page_type, scale, order and file and answers it', async () => {
      const browser = await loggedInWithoutFiles(t);
      const projectId = await createProject(browser);
      const res = await addPage(browser, projectId, pdf(), {
        name: 'Ground floor',
        page_type: 'floor',
        scale: '1/4" = 1\'-0"',
        order: '3',
      });
      expect(res.statusCode, res.body).toBe(200);
      const { page } = DrawingPageCreateResponse.parse(res.json());
      expect(page).toEqual({
        id: expect.any(Number),
        name: 'Ground floor',
        page_type: 'floor',
        scale: '1/4" = 1\'-0"',
        order: 3,
        file: `/api/dashboard/projects/${projectId}/files/drawing_pages/${page.id}/`,
        file_name: 'ground.pdf',
        content_type: 'application/pdf',
      });
      expect(Project.parse((await browser.get(`${BASE}/${projectId}/`)).json()).drawing_pages).toEqual([
        page,
      ]);
      expect((await browser.get(page.file)).rawPayload.equals(SAMPLE_FILES.pdf())).toBe(true);
    });

    it('defaults the order to 0 and leaves an empty scale null (shown as n/a)', async () => {
      const browser = await loggedInWithoutFiles(t);
      const projectId = await createProject(browser);
      const res = await addPage(
        browser,
        projectId,
        { filename: 'site.dxf', content: SAMPLE_FILES.dxf() },
        {
          name: 'Site',
          page_type: 'cover',
          scale: '',
        },
      );
      expect(res.json().page).toMatchObject({ order: 0, scale: null, content_type: 'image/vnd.dxf' });
    });

    it.each([
      [{ page_type: 'floor' }, 'name', 'is required'],
      [{ name: 'A', page_type: 'roof' }, 'page_type', 'is not a valid choice'],
      [{ name: 'A', page_type: 'floor', order: '-1' }, 'order', 'must not be negative'],
      [{ name: 'A', page_type: 'floor', order: '1.5' }, 'order', 'must be a whole number'],
      [{ name: 'A', page_type: 'floor', order: '100001' }, 'order', 'must be at most 100000'],
      [{ name: 'x'.repeat(201), page_type: 'floor' }, 'name', 'must be at most 200 characters'],
      [{ name: 'A', page_type: 'floor', scale: 's'.repeat(51) }, 'scale', 'must be at most 50 characters'],
      [{ name: ['A', 'B'], page_type: 'floor' }, 'name', 'must be a single text value'],
      [{ name: 'A', page_type: 'floor', colour: 'red' }, 'colour', 'is not a known field'],
    ])('refuses %j with 400 and keeps neither record nor file', async (fields, field, message) => {
      const browser = await loggedInWithoutFiles(t);
      const projectId = await createProject(browser);
      const res = await browser.post(`${BASE}/${projectId}/drawing_pages/`, multipart(fields, pdf()));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errors: { [field]: [message] } });
      expect(await pageCount(t)).toBe(0);
      expect(storedFiles(dataDir())).toEqual([]);
    });

    it.each([
      ['photo.png', SAMPLE_FILES.png(), 'Unsupported file type. Accepted files: PDF and DXF.'],
      ['rooms.json', SAMPLE_FILES.json(), 'Unsupported file type. Accepted files: PDF and DXF.'],
      [
        'plan.dxf',
        SAMPLE_FILES.pdf(),
        'File content does not match its type: the name says DXF but the content looks like PDF.',
      ],
    ])('accepts only PDF and DXF sheets: refuses %s', async (filename, content, message) => {
      const browser = await loggedInWithoutFiles(t);
      const projectId = await createProject(browser);
      const res = await addPage(browser, projectId, { filename, content });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: message });
      expect(storedFiles(dataDir())).toEqual([]);
    });

    it('refuses a page without a file', async () => {
      const browser = await loggedInWithoutFiles(t);
      const projectId = await createProject(browser);
      const res = await browser.post(
        `${BASE}/${projectId}/drawing_pages/`,
        multipart({ name: 'A', page_type: 'floor' }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ file: ['is required'] });
    });

    it('answers 401 logged out, 403 without CSRF and 404 for an unknown project', async () => {
      const browser = await loggedInWithoutFiles(t);
      const projectId = await createProject(browser);
      const anonymous = new Browser(t.app);
      await anonymous.get('/api/whoami/');
      const res = await addPage(anonymous, projectId, pdf());
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, error: AUTH_REQUIRED });
      const forged = await browser.post(`${BASE}/${projectId}/drawing_pages/`, {
        ...multipart({ name: 'A', page_type: 'floor' }, pdf()),
        csrf: false,
      });
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toEqual({ success: false, error: CSRF_ERROR });
      expect((await addPage(browser, 123456, pdf())).statusCode).toBe(404);
      expect(await pageCount(t)).toBe(0);
      expect(storedFiles(dataDir())).toEqual([]);
    });
  });

  describe('POST .../drawing_pages/rearrange/', () => {
    async function threePages(browser: Browser, projectId: number) {
      const ids: number[] = [];
      for (const name of ['A', 'B', 'C']) {
        const res = await addPage(browser, projectId, pdf(), { name, page_type: 'floor', order: '0' });
        ids.push(res.json().page.id);
      }
      return ids as [number, number, number];
    }

    it('reorders the pages; the detail lists them by order, then id', async () => {
      const browser = await loggedInWithoutFiles(t);
      const projectId = await createProject(browser);
      const [a, b, c] = await threePages(browser, projectId);
      const names = async () =>
        Project.parse((await browser.get(`${BASE}/${projectId}/`)).json()).drawing_pages.map((p) => p.name);
      expect(await names()).toEqual(['A', 'B', 'C']);

      const res = await browser.post(`${BASE}/${projectId}/drawing_pages/rearrange/`, {
        body: {
          order: [
            { id: c, order: 0 },
            { id: a, order: 1 },
            { id: b, order: 2 },
          ],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = RearrangeResponse.parse(res.json());
      expect(body.drawing_pages.map((p) => [p.name, p.order])).toEqual([
        ['C', 0],
        ['A', 1],
        ['B', 2],
      ]);
      expect(await names()).toEqual(['C', 'A', 'B']);

      // A partial list moves only the pages named.
      await browser.post(`${BASE}/${projectId}/drawing_pages/rearrange/`, {
        body: { order: [{ id: c, order: 5 }] },
      });
      expect(await names()).toEqual(['A', 'B', 'C']);
    });

    it('accepts only ids of this project pages, all or nothing', async () => {
      const browser = await loggedInWithoutFiles(t);
      const projectId = await createProject(browser);
      const otherProject = await createProject(browser);
      const [a, b] = await threePages(browser, projectId);
      const foreign = (await addPage(browser, otherProject, pdf(), { name: 'X', page_type: 'floor' })).json()
        .page.id;
      const res = await browser.post(`${BASE}/${projectId}/drawing_pages/rearrange/`, {
        body: {
          order: [
            { id: b, order: 0 },
            { id: foreign, order: 1 },
          ],
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        error: `order: ${foreign} is not a page of this project`,
        errors: { order: [`${foreign} is not a page of this project`] },
      });
      const pages = Project.parse((await browser.get(`${BASE}/${projectId}/`)).json()).drawing_pages;
      expect(pages.map((p) => p.id).slice(0, 2)).toEqual([a, b]);
      const other = Project.parse((await browser.get(`${BASE}/${otherProject}/`)).json()).drawing_pages;
      expect(other[0]?.order).toBe(0);
    });

    it.each([
      [{}, 'order'],
      [{ order: 'A,B' }, 'order'],
      [{ order: [{ id: 1, order: -1 }] }, 'order.0.order'],
      [{ order: [{ id: 1, order: 1.5 }] }, 'order.0.order'],
      [{ order: [{ id: 'x', order: 1 }] }, 'order.0.id'],
      [
        {
          order: [
            { id: 1, order: 1 },
            { id: 1, order: 2 },
          ],
        },
        'order',
      ],
    ])('refuses %j with 400 naming the field', async (body, field) => {
      const browser = await loggedInWithoutFiles(t);
      const projectId = await createProject(browser);
      const res = await browser.post(`${BASE}/${projectId}/drawing_pages/rearrange/`, { body });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
      expect(Object.keys(res.json().errors)).toContain(field);
    });

    it('answers 401 logged out, 403 without CSRF and 404 for an unknown project', async () => {
      const browser = await loggedInWithoutFiles(t);
      const projectId = await createProject(browser);
      const body = { order: [] };
      const anonymous = new Browser(t.app);
      await anonymous.get('/api/whoami/');
      expect(
        (await anonymous.post(`${BASE}/${projectId}/drawing_pages/rearrange/`, { body })).statusCode,
      ).toBe(401);
      expect(
        (await browser.post(`${BASE}/${projectId}/drawing_pages/rearrange/`, { body, csrf: false }))
          .statusCode,
      ).toBe(403);
      expect((await browser.post(`${BASE}/40404/drawing_pages/rearrange/`, { body })).statusCode).toBe(404);
    });
  });

  describe('POST .../drawing_pages/{pageId}/delete/', () => {
    it('deletes the page and its file', async () => {
      const browser = await loggedInWithoutFiles(t);
      const projectId = await createProject(browser);
      const kept = (await addPage(browser, projectId, pdf(), { name: 'Keep', page_type: 'floor' })).json()
        .page;
      const gone = (await addPage(browser, projectId, pdf(), { name: 'Gone', page_type: 'floor' })).json()
        .page;
      expect(storedFiles(dataDir())).toHaveLength(2);
      const res = await browser.post(`${BASE}/${projectId}/drawing_pages/${gone.id}/delete/`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect(storedFiles(dataDir())).toHaveLength(1);
      expect(Project.parse((await browser.get(`${BASE}/${projectId}/`)).json()).drawing_pages).toEqual([
        kept,
      ]);
      const again = await browser.post(`${BASE}/${projectId}/drawing_pages/${gone.id}/delete/`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ success: false, error: DRAWING_PAGE_NOT_FOUND });
    });

    it('answers 404 for a page of another project, 401 logged out and 403 without CSRF', async () => {
      const browser = await loggedInWithoutFiles(t);
      const projectId = await createProject(browser);
      const otherProject = await createProject(browser);
      const page = (await addPage(browser, projectId, pdf())).json().page;
      expect(
        (await browser.post(`${BASE}/${otherProject}/drawing_pages/${page.id}/delete/`)).statusCode,
      ).toBe(404);
      expect(
        (await browser.post(`${BASE}/${projectId}/drawing_pages/${page.id}/delete/`, { csrf: false }))
          .statusCode,
      ).toBe(403);
      const anonymous = new Browser(t.app);
      await anonymous.get('/api/whoami/');
      expect((await anonymous.post(`${BASE}/${projectId}/drawing_pages/${page.id}/delete/`)).statusCode).toBe(
        401,
      );
      expect(await pageCount(t)).toBe(1);
      expect(storedFiles(dataDir())).toHaveLength(1);
    });
  });
});

describe.each(BACKENDS)('corpus drawing pages on $name', (backend) => {
  const t = useTestApp(backend, { config: { uploadMaxBytes: 50 * 1024 * 1024 } });

  it('accepts every PDF and DXF of the corpus as a drawing page, binary DXFs included', async () => {
    const browser = await loggedInWithoutFiles(t);
    const projectId = await createProject(browser);
    const names = corpusFiles();
    for (const [index, name] of names.entries()) {
      const res = await addPage(
        browser,
        projectId,
        { filename: name, content: corpusFile(name) },
        {
          name: name.replace(/\.[^.]+$/, ''),
          page_type: 'floor',
          order: String(index),
        },
      );
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    }
    const pages = Project.parse((await browser.get(`${BASE}/${projectId}/`)).json()).drawing_pages;
    expect(pages.map((page) => page.file_name)).toEqual(names);
    expect(storedFiles(t.app.config.dataDir)).toHaveLength(names.length);
  });
});
