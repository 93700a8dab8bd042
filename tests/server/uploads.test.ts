import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { CSRF_ERROR } from '../../src/contract/common';
import { Project, UploadResponse } from '../../src/contract/projects';
import { AUTH_REQUIRED, PROJECT_NOT_FOUND, UPLOAD_NOT_FOUND } from '../../src/server/auth/access';
import { useTestApp, type TestApp } from './helpers/app';
import { Browser } from './helpers/browser';
import { BACKENDS } from './helpers/databases';
import { multipart } from './helpers/multipart';
import {
  BASE,
  corpusFile,
  corpusFiles,
  createProject,
  loggedInWithoutFiles,
  SAMPLE_FILES,
  storedFiles,
  upload,
} from './helpers/projects';

const STORED_NAME = /^[0-9a-f]{32}\.(pdf|dxf|png|jpg|json)$/;

async function uploadCount(t: TestApp): Promise<number> {
  const rows = await t.database.db.kysely.selectFrom('uploaded_files').select('id').execute();
  return rows.length;
}

describe.each(BACKENDS)('uploads on $name', (backend) => {
  const t = useTestApp(backend, { config: { uploadMaxBytes: 4 * 1024 * 1024 } });
  const dataDir = () => t.app.config.dataDir;

  describe('POST /api/dashboard/projects/{projectId}/upload/', () => {
    it.each([
      ['plan.pdf', 'pdf', 'application/pdf'],
      ['site.DXF', 'dxf', 'image/vnd.dxf'],
      ['photo.png', 'png', 'image/png'],
      ['photo.jpeg', 'jpeg', 'image/jpeg'],
      ['rooms.json', 'json', 'application/json'],
    ] as const)(
      'stores %s under a server-generated name and lists it on the project',
      async (name, kind, type) => {
        const browser = await loggedInWithoutFiles(t);
        const projectId = await createProject(browser);
        const content = SAMPLE_FILES[kind]();
        const res = await upload(browser, projectId, { filename: name, content });
        expect(res.statusCode, res.body).toBe(200);
        const { upload: stored } = UploadResponse.parse(res.json());
        expect(stored).toMatchObject({
          file_name: name,
          content_type: type,
          size: content.length,
          processed_json: null,
          debug_output: null,
          generated_dxf: null,
          processing_status: null,
        });
        expect(stored.file).toBe(`/api/dashboard/projects/${projectId}/files/uploads/${stored.id}/`);

        const files = storedFiles(dataDir());
        expect(files).toHaveLength(1);
        expect(files[0]).toMatch(STORED_NAME);
        expect(files[0]).not.toContain(name);

        const detail = Project.parse((await browser.get(`${BASE}/${projectId}/`)).json());
        expect(detail.uploaded_files).toEqual([stored]);
        const download = await browser.get(stored.file);
        expect(download.statusCode).toBe(200);
        expect(download.headers['content-type']).toBe(type);
        expect(download.rawPayload.equals(content)).toBe(true);
      },
    );

    it('refuses bytes that do not match the name (a PNG named .pdf) and keeps nothing', async () => {
      const browser = await loggedInWithoutFiles(t);
      const projectId = await createProject(browser);
      const res = await upload(browser, projectId, { filename: 'plan.pdf', content: SAMPLE_FILES.png() });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        error: 'File content does not match its type: the name says PDF but the content looks like PNG.',
        errors: {
          file: ['File content does not match its type: the name says PDF but the content looks like PNG.'],
        },
      });
      expect(await uploadCount(t)).toBe(0);
      expect(storedFiles(dataDir())).toEqual([]);
    });

    it.each([
      ['notes.txt', 'plain text', 'Unsupported file type. Accepted files: PDF, DXF, PNG, JPEG and JSON.'],
      ['setup.exe', 'MZ\x90\x00', 'Unsupported file type. Accepted files: PDF, DXF, PNG, JPEG and JSON.'],
      ['drawing', '%PDF-1.7', 'Unsupported file type. Accepted files: PDF, DXF, PNG, JPEG and JSON.'],
      [
        'plan.dxf',
        'just words',
        'File content does not match its type: the name says DXF but the content is not a file of that type.',
      ],
      [
        'rooms.json',
        '{"rooms": [',
        'File content does not match its type: the name says JSON but it does not parse.',
      ],
      ['empty.pdf', '', 'The file is empty.'],
    ])('refuses %s with 400 and a clear message', async (filename, content, message) => {
      const browser = await loggedInWithoutFiles(t);
      const projectId = await createProject(browser);
      const res = await upload(browser, projectId, { filename, content });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: message });
      expect(await uploadCount(t)).toBe(0);
      expect(storedFiles(dataDir())).toEqual([]);
    });

    it('refuses a request without a file part, with a second file, or not multipart', async () => {
      const browser = await loggedInWithoutFiles(t);
      const projectId = await createProject(browser);
      const none = await browser.post(`${BASE}/${projectId}/upload/`, multipart({ note: 'hi' }));
      expect(none.statusCode).toBe(400);
      expect(none.json().errors).toEqual({ file: ['is required'] });

      const two = await browser.post(
        `${BASE}/${projectId}/upload/`,
        multipart({}, [
          { filename: 'a.pdf', content: SAMPLE_FILES.pdf() },
          { filename: 'b.pdf', content: SAMPLE_FILES.pdf() },
        ]),
      );
      expect(two.statusCode).toBe(400);
      expect(two.json().errors).toEqual({ file: ['send exactly one file, in a part named "file"'] });

      const wrongName = await browser.post(
        `${BASE}/${projectId}/upload/`,
        multipart({}, { name: 'document', filename: 'a.pdf', content: SAMPLE_FILES.pdf() }),
      );
      expect(wrongName.statusCode).toBe(400);

      const json = await browser.post(`${BASE}/${projectId}/upload/`, { body: { file: 'a.pdf' } });
      expect(json.statusCode).toBe(400);
      expect(json.json()).toEqual({
        success: false,
        error: 'Send the file as multipart/form-data, in a part named "file".',
      });
      expect(await uploadCount(t)).toBe(0);
      expect(storedFiles(dataDir())).toEqual([]);
    });

    it('keeps a name with ../ and control characters only as sanitised metadata', async () => {
      const browser = await loggedInWithoutFiles(t);
      const projectId = await createProject(browser);
      const res = await upload(browser, projectId, {
        filename: '../../etc/\u0001Plan\u0007 r\u00e9vis\u00e9\u202e\u007f "A".pdf',
        content: SAMPLE_FILES.pdf(),
      });
      expect(res.statusCode, res.body).toBe(200);
      const stored = UploadResponse.parse(res.json()).upload;
      expect(stored.file_name).toBe('Plan révisé "A".pdf');
      expect(storedFiles(dataDir())).toEqual([expect.stringMatching(STORED_NAME)]);

      const download = await browser.get(`${stored.file}?download=1`);
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="Plan revise _A_.pdf"; filename*=UTF-8''Plan%20r%C3%A9vis%C3%A9%20%22A%22.pdf`,
      );
    });

    it('caps a very long name, keeping its extension', async () => {
      const browser = await loggedInWithoutFiles(t);
      const projectId = await createProject(browser);
      const res = await upload(browser, projectId, {
        filename: `${'a'.repeat(400)}.pdf`,
        content: SAMPLE_FILES.pdf(),
      });
      const name = UploadResponse.parse(res.json()).upload.file_name;
      expect(name).toHaveLength(200);
      expect(name.endsWith('a.pdf')).toBe(true);
    });

    it('leaves no record and no file when the multipart body ends early', async () => {
      const browser = await loggedInWithoutFiles(t);
      const projectId = await createProject(browser);
      const { body, headers } = multipart({}, { filename: 'plan.pdf', content: SAMPLE_FILES.pdf() });
      const truncated = body.subarray(0, Math.floor(body.length / 2));
      const res = await browser.post(`${BASE}/${projectId}/upload/`, { body: truncated, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
      expect(await uploadCount(t)).toBe(0);
      expect(storedFiles(dataDir())).toEqual([]);
    });

    it('cleans up when the client goes away in the middle of an upload', async () => {
      const browser = await loggedInWithoutFiles(t);
      const projectId = await createProject(browser);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const { body, headers } = multipart(
        {},
        { filename: 'big.pdf', content: Buffer.alloc(3 * 1024 * 1024, 0x25) },
      );
      // A real PDF header, so the bytes pass every check if they ever arrive in full.
      body.write('%PDF-1.7', body.indexOf('\r\n\r\n') + 4);
      const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const socket = connect(port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', resolve));
      socket.write(
        `POST ${BASE}/${projectId}/upload/ HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
          `Content-Type: ${headers['content-type']}\r\nContent-Length: ${body.length}\r\n` +
          `Cookie: ${cookie}\r\nX-CSRFToken: ${browser.cookies.get('csrftoken')}\r\n\r\n`,
      );
      socket.write(body.subarray(0, 512 * 1024));
      // The upload is being written to staging...
      await vi.waitFor(() => expect(storedFiles(dataDir()).length).toBe(1), { timeout: 10_000 });
      socket.destroy();
      // ...and once the connection is gone, nothing of it remains.
      await vi.waitFor(() => expect(storedFiles(dataDir())).toEqual([]), { timeout: 10_000 });
      expect(await uploadCount(t)).toBe(0);
    });

    it('answers 404 for an unknown project without reading the file', async () => {
      const browser = await loggedInWithoutFiles(t);
      const res = await upload(browser, 5555, { filename: 'plan.pdf', content: SAMPLE_FILES.pdf() });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: PROJECT_NOT_FOUND });
      expect(storedFiles(dataDir())).toEqual([]);
    });

    it('answers 401 logged out and 403 without CSRF, storing nothing', async () => {
      const browser = await loggedInWithoutFiles(t);
      const projectId = await createProject(browser);
      const anonymous = new Browser(t.app);
      await anonymous.get('/api/whoami/');
      const res = await upload(anonymous, projectId, { filename: 'plan.pdf', content: SAMPLE_FILES.pdf() });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, error: AUTH_REQUIRED });
      const forged = await browser.post(`${BASE}/${projectId}/upload/`, {
        ...multipart({}, { filename: 'plan.pdf', content: SAMPLE_FILES.pdf() }),
        csrf: false,
      });
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toEqual({ success: false, error: CSRF_ERROR });
      expect(await uploadCount(t)).toBe(0);
      expect(storedFiles(dataDir())).toEqual([]);
    });

    it('keeps files when the project is archived', async () => {
      const browser = await loggedInWithoutFiles(t);
      const projectId = await createProject(browser);
      const stored = UploadResponse.parse(
        (await upload(browser, projectId, { filename: 'plan.pdf', content: SAMPLE_FILES.pdf() })).json(),
      ).upload;
      await browser.post(`${BASE}/${projectId}/archive/`);
      expect(storedFiles(dataDir())).toHaveLength(1);
      expect((await browser.get(stored.file)).statusCode).toBe(200);
    });
  });

  describe('POST .../uploads/{uploadId}/delete/', () => {
    it('deletes the record and its file on disk', async () => {
      const browser = await loggedInWithoutFiles(t);
      const projectId = await createProject(browser);
      const keep = UploadResponse.parse(
        (await upload(browser, projectId, { filename: 'keep.pdf', content: SAMPLE_FILES.pdf() })).json(),
      ).upload;
      const gone = UploadResponse.parse(
        (await upload(browser, projectId, { filename: 'gone.png', content: SAMPLE_FILES.png() })).json(),
      ).upload;
      expect(storedFiles(dataDir())).toHaveLength(2);

      const res = await browser.post(`${BASE}/${projectId}/uploads/${gone.id}/delete/`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      const files = storedFiles(dataDir());
      expect(files).toHaveLength(1);
      expect(files[0]?.endsWith('.pdf')).toBe(true);
      expect(Project.parse((await browser.get(`${BASE}/${projectId}/`)).json()).uploaded_files).toEqual([
        keep,
      ]);
      expect((await browser.get(gone.file)).statusCode).toBe(404);

      const again = await browser.post(`${BASE}/${projectId}/uploads/${gone.id}/delete/`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ success: false, error: UPLOAD_NOT_FOUND });
    });

    it('answers 404 for an upload of another project of the same user, 401 and 403', async () => {
      const browser = await loggedInWithoutFiles(t);
      const first = await createProject(browser);
      const second = await createProject(browser);
      const stored = UploadResponse.parse(
        (await upload(browser, first, { filename: 'plan.pdf', content: SAMPLE_FILES.pdf() })).json(),
      ).upload;
      expect((await browser.post(`${BASE}/${second}/uploads/${stored.id}/delete/`)).statusCode).toBe(404);
      expect(
        (await browser.post(`${BASE}/${first}/uploads/${stored.id}/delete/`, { csrf: false })).statusCode,
      ).toBe(403);
      const anonymous = new Browser(t.app);
      await anonymous.get('/api/whoami/');
      expect((await anonymous.post(`${BASE}/${first}/uploads/${stored.id}/delete/`)).statusCode).toBe(401);
      expect(storedFiles(dataDir())).toHaveLength(1);
    });
  });

  describe('POST .../uploads/{uploadId}/generate/', () => {
    it('answers 404 for an upload that is not in the project, 403 without the CSRF header and 401 logged out', async () => {
      const browser = await loggedInWithoutFiles(t);
      const projectId = await createProject(browser);
      const stored = UploadResponse.parse(
        (await upload(browser, projectId, { filename: 'plan.pdf', content: SAMPLE_FILES.pdf() })).json(),
      ).upload;
      expect((await browser.post(`${BASE}/${projectId}/uploads/987654/generate/`)).statusCode).toBe(404);
      expect(
        (await browser.post(`${BASE}/${projectId}/uploads/${stored.id}/generate/`, { csrf: false }))
          .statusCode,
      ).toBe(403);
      const anonymous = new Browser(t.app);
      await anonymous.get('/api/whoami/');
      expect((await anonymous.post(`${BASE}/${projectId}/uploads/${stored.id}/generate/`)).statusCode).toBe(
        401,
      );
    });
  });
});

describe.each(BACKENDS)('upload size cap on $name', (backend) => {
  const MAX = 64 * 1024;
  const t = useTestApp(backend, { config: { uploadMaxBytes: MAX } });

  const pdfOfSize = (size: number) => {
    const bytes = Buffer.alloc(size, 0x20);
    bytes.write('%PDF-1.7\n');
    return bytes;
  };

  it('refuses a file over UPLOAD_MAX_BYTES with 413 and the cap in the message, leaving nothing', async () => {
    const browser = await loggedInWithoutFiles(t);
    const projectId = await createProject(browser);
    for (const content of [pdfOfSize(MAX + 1), corpusFile('P05_house_dimensioned_plan_1to1.pdf')]) {
      const res = await upload(browser, projectId, { filename: 'plan.pdf', content });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ success: false, error: 'File is too large (max 64 KB).' });
    }
    const page = await browser.post(
      `${BASE}/${projectId}/drawing_pages/`,
      multipart({ name: 'Big', page_type: 'floor' }, { filename: 'big.pdf', content: pdfOfSize(MAX * 3) }),
    );
    expect(page.statusCode).toBe(413);
    expect(await uploadCount(t)).toBe(0);
    expect(storedFiles(t.app.config.dataDir)).toEqual([]);
  });

  it('accepts a file of exactly UPLOAD_MAX_BYTES', async () => {
    const browser = await loggedInWithoutFiles(t);
    const projectId = await createProject(browser);
    const res = await upload(browser, projectId, { filename: 'plan.pdf', content: pdfOfSize(MAX) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().upload.size).toBe(MAX);
  });
});

describe.each(BACKENDS)('corpus uploads on $name', (backend) => {
  const t = useTestApp(backend, { config: { uploadMaxBytes: 50 * 1024 * 1024 } });

  it('accepts every PDF and DXF of the corpus, ASCII and binary, and serves the same bytes back', async () => {
    const browser = await loggedInWithoutFiles(t);
    const projectId = await createProject(browser);
    const names = corpusFiles();
    expect(names.length).toBeGreaterThanOrEqual(19);
    for (const name of names) {
      const content = corpusFile(name);
      const res = await upload(browser, projectId, { filename: name, content });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      const stored = UploadResponse.parse(res.json()).upload;
      expect(stored.content_type).toBe(
        name.toLowerCase().endsWith('.pdf') ? 'application/pdf' : 'image/vnd.dxf',
      );
      const download = await browser.get(stored.file);
      expect(download.rawPayload.equals(content), name).toBe(true);
    }
    expect(storedFiles(t.app.config.dataDir)).toHaveLength(names.length);
  });
});
