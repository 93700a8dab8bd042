import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** CI clones the repository with shared/ beside it, so the corpus is ../shared/corpus from the repo root. */
export const repoRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
export const corpusDir = path.resolve(repoRoot, '../shared/corpus');

export interface ExpectedDxf {
  local_name: string;
  acadver_raw: string;
  binary: boolean;
  insunits: number | null;
  layers: number;
  user_blocks: number;
  msp_entities: number;
  msp_types: Record<string, number>;
  closed_polylines: number;
}

export interface ExpectedPdf {
  local_name: string;
  pages: number;
  page_sizes_pt: [number, number][];
  text_chars: number;
}

const rows = readFileSync(path.join(corpusDir, 'expected.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as { local_name: string });

export const expectedDxf = rows.filter((r) => /\.dxf$/i.test(r.local_name)) as ExpectedDxf[];
export const expectedPdf = rows.filter((r) => /\.pdf$/i.test(r.local_name)) as ExpectedPdf[];

export function corpusBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(path.join(corpusDir, name)));
}
