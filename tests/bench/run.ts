import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchFigure } from './types';
import { suites } from './suites/index';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Runs every suite (or only those named on the command line: `tsx tests/bench/run.ts editor`), prints
 * `name: value unit` per figure and writes bench-results.json at the repo root.
 */
async function main(): Promise<void> {
  const results: Record<string, { value: number; unit: string }> = {};
  let failed = false;
  const only = process.argv.slice(2);
  const unknown = only.filter((name) => !suites.some((s) => s.name === name));
  if (unknown.length > 0) throw new Error(`unknown suite ${unknown.join(', ')}`);
  for (const suite of suites.filter((s) => only.length === 0 || only.includes(s.name))) {
    let figures: BenchFigure[];
    try {
      figures = await suite.run();
    } catch (error) {
      failed = true;
      console.error(`suite ${suite.name} failed:`, error);
      continue;
    }
    for (const f of figures) {
      console.log(`${f.name}: ${f.value} ${f.unit}`);
      results[f.name] = { value: f.value, unit: f.unit };
    }
  }
  writeFileSync(path.join(repoRoot, 'bench-results.json'), JSON.stringify(results, null, 2) + '\n');
  if (failed) process.exitCode = 1;
}

await main();
