import { describe, expect, it } from 'vitest';
import { analyzeDxf } from '../../../src/formats/dxf/analyze';
import { ProcessingError } from '../../../src/formats/errors';
import { makeLimits } from '../../../src/formats/limits';
import { seededRandom } from '../../../src/core/model/ids';
import { corpusBytes, expectedDxf } from './corpus';

type Mutation = (bytes: Uint8Array, random: () => number) => Uint8Array;

const flipBytes: Mutation = (bytes, random) => {
  const out = bytes.slice();
  const flips = 1 + Math.floor(random() * 20);
  for (let i = 0; i < flips; i += 1) out[Math.floor(random() * out.length)] = Math.floor(random() * 256);
  return out;
};

const truncate: Mutation = (bytes, random) => bytes.slice(0, Math.floor(random() * bytes.length));

const swapLines: Mutation = (bytes, random) => {
  const lines = new TextDecoder('latin1').decode(bytes).split('\n');
  for (let k = 0; k < 1 + Math.floor(random() * 10); k += 1) {
    const i = Math.floor(random() * lines.length);
    const j = Math.floor(random() * lines.length);
    [lines[i], lines[j]] = [lines[j] as string, lines[i] as string];
  }
  return Uint8Array.from([...lines.join('\n')].map((c) => c.charCodeAt(0) & 0xff));
};

const duplicateChunk: Mutation = (bytes, random) => {
  const start = Math.floor(random() * bytes.length);
  const end = Math.min(bytes.length, start + Math.floor(random() * 4000));
  const out = new Uint8Array(bytes.length + (end - start));
  out.set(bytes.subarray(0, end));
  out.set(bytes.subarray(start), end);
  return out;
};

const MUTATIONS = [flipBytes, truncate, swapLines, duplicateChunk];
const RUNS = 320;
const SEED = 20240601;

describe('fuzz: mutated corpus DXF files never crash or hang', () => {
  const sources = expectedDxf
    .map((e) => e.local_name)
    .filter((name) => corpusBytes(name).length < 250_000)
    .map((name) => ({ name, bytes: corpusBytes(name) }));

  it(`${RUNS} mutations (seed ${SEED}) end in a result or a ProcessingError within the deadline`, () => {
    const random = seededRandom(SEED);
    const outcomes = { ok: 0, refused: 0 };
    for (let run = 0; run < RUNS; run += 1) {
      const source = sources[Math.floor(random() * sources.length)] as (typeof sources)[number];
      const mutate = MUTATIONS[Math.floor(random() * MUTATIONS.length)] as Mutation;
      const bytes = mutate(source.bytes, random);
      // A fake clock advancing 1 ms per read bounds every run to 5,000 clock reads, whatever the input.
      let clock = 0;
      const limits = makeLimits({ budgetMs: 5000, now: () => (clock += 1) });
      try {
        const { processed } = analyzeDxf(bytes, limits);
        expect(processed.format).toBe('dxf');
        outcomes.ok += 1;
      } catch (error) {
        if (!(error instanceof ProcessingError)) {
          throw new Error(`run ${run} (${source.name}, ${mutate.name}) crashed: ${String(error)}`);
        }
        expect(error.message.length).toBeGreaterThan(10);
        outcomes.refused += 1;
      }
    }
    expect(outcomes.ok + outcomes.refused).toBe(RUNS);
    expect(outcomes.ok).toBeGreaterThan(0);
  });
});
