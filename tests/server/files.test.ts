import { rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CSRF_ERROR } from '../../src/contract/common';
import { Project, UploadResponse } from '../../src/contract/projects';
import { AUTH_REQUIRED, DXF_REVISION_NOT_FOUND } from '../../src/server/auth/access';
import { contentDisposition, sanitizeFileName } from '../../src/server/files/file-names';
import { useTestApp } from './helpers/app';
import { Browser } from './helpers/browser';
import { MINUTE } from './helpers/clock';
import { BACKENDS } from './helpers/databases';
import {
  addDxfRevision,
  addPage,
  BASE,
  createProject,
  loggedInWithoutFiles,
  SAMPLE_FILES,
  storedFiles,
  upload,
} from './helpers/projects';

describe('file names', () => {
  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['..\\..\\windows\\plan.dxf', 'plan.dxf'],
    ['..', 'upload.pdf'],
    ['\u0000\u0001', 'upload.pdf'],
    ['  .hidden.pdf  ', 'hidden.pdf'],
    ['evil\u202Efdp.exe', 'evilfdp.exe'],
    ['Grundri\u0073\u0073 E\u0301G.pdf', 'Grundriss ÉG.pdf'],
  ])('sanitises %j to %j', (raw, expected) => {
    expect(sanitizeFileName(raw, 'upload.pdf')).toBe(expected);
  });

  it('writes RFC 6266 headers with an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('inline', 'plan.pdf')).toBe(
      `inline; filename="plan.pdf"; filename*=UTF-8''plan.pdf`,
    );
    expect(contentDisposition('attachment', "Ærø's (1)*.pdf")).toBe(
      `attachment; filename="_r_'s (1)*.pdf"; filename*=UTF-8''%C3%86r%C3%B8%27s%20%281%29%2A.pdf`,
    );
    expect(contentDisposition('attachment', '100% "final"\\.pdf')).toBe(
      `attachment; filename="100_ _final__.pdf"; filename*=UTF-8''100%25%20%22final%22%5C.pdf`,
    );
  });
});

describe.each(BACKENDS)('file downloads on $name', (backend) => {
  const t = useTestApp(backend, { config: { uploadMaxBytes: 4 * 1024 * 1024 } });

  async function uploaded(browser: Browser, projectId: number, filename: string, content: Buffer) {
    return UploadResponse.parse((await upload(browser, projectId, { filename, content })).json()).upload;
  }

  it('serves a PDF inline with its detected type, nosniff and no shared caching', async () => {
    const browser = await loggedInWithoutFiles(t);
    const projectId = await createProject(browser);
    const file = await uploaded(browser, projectId, 'Ground floor.pdf', SAMPLE_FILES.pdf());
    const res = await browser.get(file.file);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="Ground floor.pdf"; filename*=UTF-8''Ground%20floor.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-cache',
      'content-length': String(SAMPLE_FILES.pdf().length),
    });
    // The browser's PDF viewer must keep working when the URL is opened directly.
    expect(res.headers['content-security-policy']).toBeUndefined();

    const download = await browser.get(`${file.file}?download=1`);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Ground floor.pdf"/);
  });

  it.each([
    ['photo.png', 'png', 'image/png'],
    ['rooms.json', 'json', 'application/json'],
    ['site.dxf', 'dxf', 'image/vnd.dxf'],
  ] as const)('sandboxes %s when opened directly', async (name, kind, type) => {
    const browser = await loggedInWithoutFiles(t);
    const projectId = await createProject(browser);
    const file = await uploaded(browser, projectId, name, SAMPLE_FILES[kind]());
    const res = await browser.get(file.file);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves drawing page files', async () => {
    const browser = await loggedInWithoutFiles(t);
    const projectId = await createProject(browser);
    const page = (
      await addPage(browser, projectId, { filename: 'A-101.dxf', content: SAMPLE_FILES.dxf() })
    ).json().page;
    const res = await browser.get(page.file);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/vnd.dxf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="A-101.dxf"/);
    expect(res.rawPayload.equals(SAMPLE_FILES.dxf())).toBe(true);
  });

  it('answers HEAD with the headers only', async () => {
    const browser = await loggedInWithoutFiles(t);
    const projectId = await createProject(browser);
    const file = await uploaded(browser, projectId, 'plan.pdf', SAMPLE_FILES.pdf());
    const res = await t.app.inject({
      method: 'HEAD',
      url: file.file,
      headers: { cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.body).toBe('');
  });

  it('answers 404 for unknown categories and ids, a file under the wrong project, and missing bytes', async () => {
    const browser = await loggedInWithoutFiles(t);
    const projectId = await createProject(browser);
    const otherProject = await createProject(browser);
    const file = await uploaded(browser, projectId, 'plan.pdf', SAMPLE_FILES.pdf());
    for (const url of [
      `${BASE}/${projectId}/files/secrets/${file.id}/`,
      `${BASE}/${projectId}/files/uploads/999999/`,
      `${BASE}/${projectId}/files/uploads/..%2F..%2Fdraftroom.sqlite/`,
      `${BASE}/${otherProject}/files/uploads/${file.id}/`,
      `${BASE}/${projectId}/files/mockups/${file.id}/`,
      `${BASE}/${projectId}/files/master_plan/${projectId}/`,
    ]) {
      const res = await browser.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().success).toBe(false);
    }
    // Bytes gone from disk (restored from a backup without files, say): 404, not a crash.
    for (const name of storedFiles(t.app.config.dataDir))
      rmSync(path.join(t.app.config.dataDir, 'files', name));
    const res = await browser.get(file.file);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'File not found.' });
  });

  it('answers 401 when logged out', async () => {
    const browser = await loggedInWithoutFiles(t);
    const projectId = await createProject(browser);
    const file = await uploaded(browser, projectId, 'plan.pdf', SAMPLE_FILES.pdf());
    const res = await new Browser(t.app).get(file.file);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, error: AUTH_REQUIRED });
  });
});

describe.each(BACKENDS)('proposed DXF revisions on $name', (backend) => {
  const t = useTestApp(backend);

  it('are listed newest first with a file URL that downloads the DXF', async () => {
    const browser = await loggedInWithoutFiles(t);
    const projectId = await createProject(browser);
    const first = await addDxfRevision(t, projectId);
    t.clock.advance(MINUTE);
    const second = await addDxfRevision(t, projectId);
    const detail = Project.parse((await browser.get(`${BASE}/${projectId}/`)).json());
    expect(detail.proposed_dxf_revisions).toEqual([
      {
        id: second.id,
        revision_number: 2,
        created_at: '2026-11-21T10:01:00.000Z',
        file: `/api/dashboard/projects/${projectId}/files/dxf_revisions/${second.id}/`,
      },
      {
        id: first.id,
        revision_number: 1,
        created_at: '2026-11-21T10:00:00.000Z',
        file: `/api/dashboard/projects/${projectId}/files/dxf_revisions/${first.id}/`,
      },
    ]);
    const res = await browser.get(detail.proposed_dxf_revisions[0]?.file ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/vnd.dxf');
    expect(res.rawPayload.equals(SAMPLE_FILES.dxf())).toBe(true);
  });

  it('POST .../proposed_dxf/revision/{revisionId}/delete/ deletes the revision and its file', async () => {
    const browser = await loggedInWithoutFiles(t);
    const projectId = await createProject(browser);
    const kept = await addDxfRevision(t, projectId);
    const gone = await addDxfRevision(t, projectId);
    expect(storedFiles(t.app.config.dataDir)).toHaveLength(2);
    const res = await browser.post(`${BASE}/proposed_dxf/revision/${gone.id}/delete/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(storedFiles(t.app.config.dataDir)).toHaveLength(1);
    const detail = Project.parse((await browser.get(`${BASE}/${projectId}/`)).json());
    expect(detail.proposed_dxf_revisions.map((r) => r.id)).toEqual([kept.id]);

    const again = await browser.post(`${BASE}/proposed_dxf/revision/${gone.id}/delete/`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, error: DXF_REVISION_NOT_FOUND });
    expect((await browser.post(`${BASE}/proposed_dxf/revision/abc/delete/`)).statusCode).toBe(404);
  });

  it('revision delete answers 401 logged out and 403 without CSRF', async () => {
    const browser = await loggedInWithoutFiles(t);
    const projectId = await createProject(browser);
    const revision = await addDxfRevision(t, projectId);
    const anonymous = new Browser(t.app);
    await anonymous.get('/api/whoami/');
    expect((await anonymous.post(`${BASE}/proposed_dxf/revision/${revision.id}/delete/`)).statusCode).toBe(
      401,
    );
    const forged = await browser.post(`${BASE}/proposed_dxf/revision/${revision.id}/delete/`, {
      csrf: false,
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ success: false, error: CSRF_ERROR });
    expect(storedFiles(t.app.config.dataDir)).toHaveLength(1);
  });
});
