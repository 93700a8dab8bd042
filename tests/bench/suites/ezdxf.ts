import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeDxf } from '../../../src/formats/dxf/analyze';
import { makeLimits } from '../../../src/formats/limits';
import { officePlanDxf, timberSheetDxf } from '../../server/processing/plan-fixtures';
import type { BenchFigure, BenchSuite } from '../types';

const here = path.dirname(fileURLToPath(import.meta.url));
const corpusDir = path.resolve(here, '../../../../shared/corpus');
const script = path.join(here, 'ezdxf_metadata.py');
const REPEATS = 9;

/** Debian's python3-ezdxf installs into the system Python, which a pyenv or venv `python3` may not be. */
function findPython(): { python: string; version: string } | null {
  for (const python of ['/usr/bin/python3', 'python3']) {
    const probe = spawnSync(python, ['-c', 'import ezdxf; print(ezdxf.__version__)'], { encoding: 'utf8' });
    if (probe.status === 0) return { python, version: probe.stdout.trim() };
  }
  return null;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** CPU milliseconds of this process (all its threads: the garbage collector's too) since `from`. */
function cpuMs(from: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
}

/**
 * Median CPU milliseconds of our metadata job per file: one warm-up pass over every file (a worker that has run
 * jobs before is warm), then passes over all files, so a moment of load on the shared machine touches every file
 * a little, not one a lot.
 */
function ourTimes(files: string[], roomSearch: boolean): Map<string, number> {
  const limits = (): ReturnType<typeof makeLimits> => makeLimits(roomSearch ? {} : { maxRoomSegments: 0 });
  const data = files.map((file) => new Uint8Array(readFileSync(file)));
  for (const bytes of data) analyzeDxf(bytes, limits());
  const times = files.map((): number[] => []);
  for (let pass = 0; pass < REPEATS; pass += 1) {
    data.forEach((bytes, i) => {
      const t0 = process.cpuUsage();
      analyzeDxf(bytes, limits());
      times[i]?.push(cpuMs(t0));
    });
  }
  return new Map(files.map((file, i) => [path.basename(file), median(times[i] ?? [0])]));
}

const sum = (values: Iterable<number>): number => [...values].reduce((a, b) => a + b, 0);
const round1 = (v: number): number => Math.round(v * 10) / 10;

/**
 * DXF metadata against ezdxf 0.18 doing the same work (readfile + bounding box + entity counts by type and layer)
 * on every corpus DXF, in one run on the same machine: per-file medians of 9 passes, summed. CPU time on both sides
 * (process_time in Python), since up to eight engineers share this machine's two cores and wall time mostly
 * measures them. The room search is
 * part of our job; the figure without it shows what it costs. `…_holdout_like` adds the office plan and the
 * timber sheet with 3,681 entities on off layers that the room search once spent seconds on.
 */
export const ezdxfSuite: BenchSuite = {
  name: 'ezdxf',
  run: async (): Promise<BenchFigure[]> => {
    const found = findPython();
    if (!found) {
      console.log('ezdxf: skipped, ezdxf is not installed (apt-get install -y python3-ezdxf)');
      return [];
    }
    const corpus = readdirSync(corpusDir)
      .filter((f) => /\.dxf$/i.test(f))
      .map((f) => path.join(corpusDir, f));
    const scratch = mkdtempSync(path.join(tmpdir(), 'bench-ezdxf-'));
    try {
      const fixtures = [
        ['office_plan_like_A02.dxf', officePlanDxf({ walls: 'lines' }).bytes],
        ['timber_sheet_like_A04.dxf', timberSheetDxf()],
      ] as const;
      const extra = fixtures.map(([name, bytes]) => {
        const file = path.join(scratch, name);
        writeFileSync(file, bytes);
        return file;
      });
      const all = [...corpus, ...extra];
      const run = spawnSync(found.python, [script, String(REPEATS), ...all], {
        encoding: 'utf8',
        timeout: 600_000,
        maxBuffer: 16 * 1024 * 1024,
      });
      if (run.status !== 0) throw new Error(`ezdxf run failed: ${run.stderr}`);
      const theirs = (JSON.parse(run.stdout) as { ms: Record<string, number> }).ms;
      const ours = ourTimes(all, true);
      const oursNoRooms = ourTimes(all, false);
      const names = (files: string[]): string[] => files.map((f) => path.basename(f));
      const total = (times: Map<string, number> | Record<string, number>, files: string[]): number =>
        sum(names(files).map((n) => (times instanceof Map ? times.get(n) : theirs[n]) ?? 0));
      if (process.env.BENCH_VERBOSE) {
        for (const name of names(all)) {
          console.log(
            `  ${name}: ezdxf ${round1(theirs[name] ?? 0)} ms, ours ${round1(ours.get(name) ?? 0)} ms ` +
              `(${round1(oursNoRooms.get(name) ?? 0)} ms without rooms)`,
          );
        }
      }
      const ezCorpus = total(theirs, corpus);
      const ourCorpus = total(ours, corpus);
      const ourCorpusNoRooms = total(oursNoRooms, corpus);
      const ezAll = total(theirs, all);
      const ourAll = total(ours, all);
      return [
        { name: 'dxf.ezdxf_corpus_ms', value: round1(ezCorpus), unit: `ms (ezdxf ${found.version})` },
        { name: 'dxf.metadata_corpus_dxf_ms', value: round1(ourCorpus), unit: 'ms' },
        { name: 'dxf.metadata_corpus_dxf_no_rooms_ms', value: round1(ourCorpusNoRooms), unit: 'ms' },
        { name: 'dxf.metadata_vs_ezdxf_corpus', value: round1(ezCorpus / ourCorpus), unit: '× faster' },
        {
          name: 'dxf.metadata_vs_ezdxf_corpus_no_rooms',
          value: round1(ezCorpus / ourCorpusNoRooms),
          unit: '× faster',
        },
        { name: 'dxf.metadata_vs_ezdxf_holdout_like', value: round1(ezAll / ourAll), unit: '× faster' },
      ];
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  },
};
