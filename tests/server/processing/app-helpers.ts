import { createCanvas, loadImage } from '@napi-rs/canvas';
import { expect } from 'vitest';
import type { UploadedFile } from '../../../src/contract/projects';
import type { TestApp } from '../helpers/app';
import type { Browser } from '../helpers/browser';
import { BASE, upload } from '../helpers/projects';

/** Uploads a file and answers its id. */
export async function uploaded(
  browser: Browser,
  projectId: number,
  filename: string,
  content: Uint8Array | string,
) {
  const res = await upload(browser, projectId, { filename, content });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().upload.id as number;
}

export const generate = (browser: Browser, projectId: number, uploadId: number) =>
  browser.post(`${BASE}/${projectId}/uploads/${uploadId}/generate/`);

export async function uploadsOf(browser: Browser, projectId: number): Promise<UploadedFile[]> {
  const res = await browser.get(`${BASE}/${projectId}/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().uploaded_files as UploadedFile[];
}

export async function download(browser: Browser, url: string): Promise<Buffer> {
  const res = await browser.get(url);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return res.rawPayload;
}

/** Share of pixels that are not (near) white: a blank render answers 0. */
export async function inkedFraction(
  png: Uint8Array,
): Promise<{ fraction: number; width: number; height: number }> {
  const image = await loadImage(Buffer.from(png));
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const { data } = ctx.getImageData(0, 0, image.width, image.height);
  let inked = 0;
  for (let i = 0; i < data.length; i += 4) {
    if ((data[i] as number) < 230 || (data[i + 1] as number) < 230 || (data[i + 2] as number) < 230)
      inked += 1;
  }
  return { fraction: inked / (data.length / 4), width: image.width, height: image.height };
}

export async function revisionNumbers(t: TestApp, projectId: number): Promise<number[]> {
  const rows = await t.database.db.kysely
    .selectFrom('proposed_dxf_revisions')
    .select('revision_number')
    .where('project_id', '=', projectId)
    .orderBy('revision_number')
    .execute();
  return rows.map((r) => r.revision_number);
}
