// Profiles the editor bench in Chromium (DevTools protocol): every timed step is wrapped in console.profile by
// the page (`__profileSteps`), and this prints, per step name, the slowest steps' top self-time functions.
// `npx tsx tests/bench/editor/profile.ts [size] [step,step…]` (unminified build, so names read).
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildBenchPage, launchBenchBrowser, serveFolder } from './buildPage';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** Self time per function (ms), and the inclusive time of a few interesting callers. */
function selfTimes(p: Profile): Map<string, number> {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const out = new Map<string, number>();
  p.samples.forEach((id, i) => {
    const n = byId.get(id);
    if (!n) return;
    const f = n.callFrame;
    const key = `${f.functionName || '(anon)'}:${f.lineNumber}`;
    out.set(key, (out.get(key) ?? 0) + (p.timeDeltas[i] ?? 0) / 1000);
  });
  return out;
}

/** Inclusive time per function (ms): a sample counts for each distinct function on its stack. */
function totalTimes(p: Profile): Map<string, number> {
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const out = new Map<string, number>();
  p.samples.forEach((id, i) => {
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const f = (byId.get(cur) as ProfileNode).callFrame;
      const key = `${f.functionName || '(anon)'}:${f.lineNumber}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.set(key, (out.get(key) ?? 0) + (p.timeDeltas[i] ?? 0) / 1000);
    }
  });
  return out;
}

/** Stretches of busy samples (not idle) over `minMs`: the profile's long tasks, each as a sub-profile. */
function longStretches(p: Profile, minMs: number): { ms: number; profile: Profile }[] {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const out: { ms: number; profile: Profile }[] = [];
  let start = -1;
  let ms = 0;
  const flush = (end: number) => {
    if (start >= 0 && ms >= minMs)
      out.push({
        ms,
        profile: { ...p, samples: p.samples.slice(start, end), timeDeltas: p.timeDeltas.slice(start, end) },
      });
    start = -1;
    ms = 0;
  };
  p.samples.forEach((id, i) => {
    const name = byId.get(id)?.callFrame.functionName;
    // Short idle gaps (a sample or two) inside a task are the sampler's, not the event loop's.
    if (name === '(idle)') {
      flush(i);
      return;
    }
    if (start < 0) start = i;
    ms += (p.timeDeltas[i] ?? 0) / 1000;
  });
  flush(p.samples.length);
  return out.sort((a, b) => b.ms - a.ms);
}

const top = (m: Map<string, number>, n: number) =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `    ${v.toFixed(1).padStart(7)} ${k}`)
    .join('\n');

async function main(): Promise<void> {
  const size = Number(process.argv[2] ?? '50000');
  const only = process.argv[3]?.split(',');
  // PROFILE_MODE=open profiles the open only; open-timing runs it unprofiled and prints its figures and long tasks.
  const mode: boolean | 'open' | 'open-timing' =
    process.env.PROFILE_MODE === 'open' || process.env.PROFILE_MODE === 'open-timing'
      ? process.env.PROFILE_MODE
      : true;
  const dir = await buildBenchPage({ minify: false });
  const { server, url } = await serveFolder(dir);
  const browser = await launchBenchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.setDefaultTimeout(900_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    const profiles: { title: string; profile: Profile }[] = [];
    cdp.on('Profiler.consoleProfileFinished', (e) => {
      profiles.push({ title: e.title ?? '', profile: e.profile as unknown as Profile });
    });
    await page.goto(`${url}?n=0`);
    await page.waitForSelector('[data-ready="true"]', { timeout: 60_000 });
    await page.evaluate((m) => {
      (window as unknown as { __profileSteps: boolean | 'open' | 'open-timing' }).__profileSteps = m;
    }, mode);
    const figures = await page.evaluate(
      (n) =>
        (window as unknown as { __runEditorBench: (size: number) => Promise<unknown> }).__runEditorBench(n),
      size,
    );
    if (mode === 'open-timing') {
      console.log(JSON.stringify(figures));
      return;
    }
    const byTitle = new Map<string, { ms: number; profile: Profile }[]>();
    for (const { title, profile } of profiles) {
      const ms = (profile.endTime - profile.startTime) / 1000;
      const list = byTitle.get(title) ?? [];
      list.push({ ms, profile });
      byTitle.set(title, list);
    }
    const lines: string[] = [];
    for (const [title, list] of byTitle) {
      if (only && !only.includes(title)) continue;
      list.sort((a, b) => b.ms - a.ms);
      lines.push(
        `== ${title}: ${list.length} steps; slowest ${list.slice(0, 5).map((x) => x.ms.toFixed(1))}`,
      );
      // Every step of the series together, without the waits between its parts (the step's own self time is
      // the awaited microtasks and frame: idle on a quiet machine, other processes' time on a busy one).
      const all = new Map<string, number>();
      for (const { profile } of list)
        for (const [k, v] of selfTimes(profile))
          if (!/^(step|\(idle\)|\(program\)|\(root\))/.test(k)) all.set(k, (all.get(k) ?? 0) + v);
      const busy = [...all.values()].reduce((a, b) => a + b, 0);
      lines.push(`  -- all steps: ${(busy / list.length).toFixed(2)} ms of JS per step; self:`);
      lines.push(top(all, 25));
      const totals = new Map<string, number>();
      for (const { profile } of list)
        for (const [k, v] of totalTimes(profile)) totals.set(k, (totals.get(k) ?? 0) + v);
      lines.push(`  -- all steps, total:`);
      lines.push(
        top(
          new Map([...totals].filter(([k]) => !/^(step|\(root\)|dragRun|measureEditor)/.test(k))),
          Number(process.env.PROFILE_TOP ?? 60),
        ),
      );
      if (process.env.PROFILE_ALL_ONLY) continue;
      const shown =
        title === 'open'
          ? longStretches((list[0] as { profile: Profile }).profile, 60).slice(0, 6)
          : list.slice(0, 3);
      for (const { ms, profile } of shown) {
        lines.push(`  -- step ${ms.toFixed(1)} ms, self:`);
        lines.push(top(selfTimes(profile), 18));
        lines.push(`  -- total:`);
        lines.push(top(totalTimes(profile), 30));
      }
    }
    const out = lines.join('\n');
    console.log(out);
    writeFileSync(path.join(tmpdir(), 'editor-profile.txt'), out);
  } finally {
    await browser.close();
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
