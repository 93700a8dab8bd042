import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateVariants } from '../../../../src/core/generate/generate';
import { planHash } from '../../../../src/core/generate/hash';
import type { Plan } from '../../../../src/core/generate/types';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dir = path.join(root, 'src/core/generate');

describe('determinism', () => {
  it('gives the same plan hashes in a separate Node process', () => {
    const program = {
      square_footage: 2200,
      num_bedrooms: 4,
      num_bathrooms: 2.5,
      num_car_garage: 2,
      story: 2,
      layout_style: 'open_living' as const,
    };
    const res = generateVariants(program, { seed: 42, count: 3 });
    if (!res.ok) throw new Error(res.message);
    const script = `
      import { generateVariants } from './src/core/generate/generate.ts';
      import { planHash } from './src/core/generate/hash.ts';
      const r = generateVariants(${JSON.stringify(program)}, { seed: 42, count: 3 });
      process.stdout.write(JSON.stringify(r.ok ? r.variants.map(planHash) : r));`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual(res.variants.map((v: Plan) => planHash(v)));
  }, 60_000);

  it('uses no source of run-to-run or engine-to-engine variation', () => {
    // Math.random/Date/locale differ per run or machine; Math.exp/pow/hypot/trig may differ in the last bit
    // between JavaScript engines, which would let Node and a browser anneal to different plans.
    const banned =
      /Math\.(random|exp|pow|log|hypot|sin|cos|tan|atan2?|cbrt)\b|\bDate\b|performance\.|toLocale|localeCompare|\bIntl\b/;
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts'))) {
      const code = readFileSync(path.join(dir, f), 'utf8')
        .split('\n')
        .filter((l) => !/^\s*(\/\/|\*|\/\*\*)/.test(l))
        .join('\n');
      expect(code.match(banned)?.[0], f).toBeUndefined();
    }
  });
});
