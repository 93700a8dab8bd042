import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { expect } from 'vitest';
import { saveWithRecord } from '../../../src/server/files/storage';
import { corpusDir } from '../processing/corpus';
import { createTestUser, type TestApp } from './app';
import { Browser } from './browser';
import { multipart, type FilePart } from './multipart';

// Fixtures shared by the project, upload, drawing page, file and access suites.

export const PASSWORD = 'correct horse battery';

/** The smallest files each accepted kind can be recognised by. */
export const SAMPLE_FILES = {
  pdf: () => readFileSync(path.join(corpusDir, 'P04_barcelona_pavilion_plan_view.pdf')),
  dxf: () => readFileSync(path.join(corpusDir, 'B01_ezdxf_ascii_R12.dxf')),
  png: () =>
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  jpeg: () =>
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]),
  json: () => Buffer.from(JSON.stringify({ rooms: [{ name: 'Kitchen', area_m2: 14.2 }] })),
};

/** A new user, logged in through a browser. */
export async function loggedIn(t: TestApp, username = 'ada'): Promise<Browser> {
  await createTestUser(t.repos, username, PASSWORD);
  const browser = new Browser(t.app);
  expect((await browser.logIn(username, PASSWORD)).statusCode).toBe(200);
  return browser;
}

/** A new user, logged in, with the data folder emptied of stored files so a test counts only its own. */
export async function loggedInWithoutFiles(t: TestApp, username = 'ada'): Promise<Browser> {
  const browser = await loggedIn(t, username);
  clearStoredFiles(t.app.config.dataDir);
  return browser;
}

export const corpusFiles = (): string[] =>
  readdirSync(corpusDir).filter((name) => /\.(pdf|dxf)$/i.test(name));
export const corpusFile = (name: string): Buffer => readFileSync(path.join(corpusDir, name));

export const BASE = '/api/dashboard/projects';

/** The create form's body, form-encoded as the client sends it. */
export function form(fields: Record<string, string>) {
  return {
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

export const MINIMAL_PROJECT = { project_type: 'ADU', project_address: '1 Test Street, Springfield' };

/** Creates a project through the API and answers its id. */
export async function createProject(browser: Browser, fields: Record<string, string> = {}): Promise<number> {
  const res = await browser.post(`${BASE}/create/`, form({ ...MINIMAL_PROJECT, ...fields }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().project_id as number;
}

export function uploadBody(file: FilePart) {
  return multipart({}, file);
}

/** Uploads a file to a project and answers the response. */
export function upload(browser: Browser, projectId: number, file: FilePart) {
  return browser.post(`${BASE}/${projectId}/upload/`, uploadBody(file));
}

/** Adds a drawing page and answers the response. */
export function addPage(
  browser: Browser,
  projectId: number,
  file: FilePart,
  fields: Record<string, string> = { name: 'Ground floor', page_type: 'floor' },
) {
  return browser.post(`${BASE}/${projectId}/drawing_pages/`, multipart(fields, file));
}

/** Every file in DATA_DIR/files (staging folder included), relative to it. */
export function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'files');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

export function clearStoredFiles(dataDir: string): void {
  rmSync(path.join(dataDir, 'files'), { recursive: true, force: true });
}

/**
 * A proposed DXF revision as processing will store it (no API creates them yet): bytes in file storage and a
 * record, through the same storage and repository the app uses.
 */
export async function addDxfRevision(t: TestApp, projectId: number, content = SAMPLE_FILES.dxf()) {
  const staged = await t.app.fileStorage.stage(Readable.from([content]), {
    extension: '.dxf',
    maxBytes: 1e9,
  });
  return saveWithRecord(staged, (storeFile) =>
    t.repos.dxfRevisions.create(
      { projectId, storageKey: staged.key, fileName: 'proposal.dxf', size: staged.size },
      storeFile,
    ),
  );
}
