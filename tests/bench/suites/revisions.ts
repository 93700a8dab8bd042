import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { finalizeElement } from '../../../src/core/model/snapPoints';
import type { Page } from '../../../src/core/model/page';
import { buildApp } from '../../../src/server/app';
import { hashPassword } from '../../../src/server/auth/password';
import { benchConfig as config } from '../seed';
import { createDatabase, SQLITE_FILENAME } from '../../../src/server/db/connect';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { Browser } from '../../server/helpers/browser';
import type { BenchFigure, BenchSuite } from '../types';

/*
 * Issue 10 item 1: what the editor downloads to open a 50,000-element design after 1, 10 and 100 saves, and
 * what one save of a one-element change adds to the database. The app runs in this process on SQLite (a
 * temporary folder); requests go through app.inject, so the times are the server's plus serialisation, no
 * network. "before" is what the editor used to fetch (the spec's detail, whose latest_revision repeats the
 * pages, + every revision with its pages); "after" is the detail with ?latest_revision=summary + summaries.
 * The 100-save "before" is not fetched: its answer is ~100 × the page, about 1.3 GB, beyond V8's longest
 * string (~512 MB), so that path cannot answer it at all.
 */

const ELEMENTS = 50_000;
const SAVES = [1, 10, 100] as const;
const FULL_LIST_UP_TO = 10;
const PASSWORD = 'bench-password';

const rectangle = (id: string, x: number) =>
  finalizeElement({ id, type: 'rectangle', x, y: 20, rotation: 0, width: 60, height: 40 });

/** The big page with element 0 at `x`: each save moves that one element. */
const bigPage = (pageId: string, base: readonly ReturnType<typeof rectangle>[], x: number): Page => ({
  version: 4,
  layers: [],
  id: pageId,
  name: 'Page 1',
  elements: [rectangle('moved', x), ...base],
});

async function timed(browser: Browser, url: string): Promise<{ ms: number; bytes: number }> {
  const start = performance.now();
  const res = await browser.get(url);
  const ms = performance.now() - start;
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
  return { ms, bytes: res.rawPayload.length };
}

/** The median of three fetches: the first request of a run also pays for warming up. */
async function median3(browser: Browser, url: string): Promise<{ ms: number; bytes: number }> {
  const runs = [await timed(browser, url), await timed(browser, url), await timed(browser, url)];
  runs.sort((a, b) => a.ms - b.ms);
  return runs[1] as { ms: number; bytes: number };
}

const round = (n: number) => Math.round(n * 10) / 10;

export const revisionsSuite: BenchSuite = {
  name: 'revisions',
  async run(): Promise<BenchFigure[]> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'draftroom-bench-revisions-'));
    const db = createDatabase({ dialect: 'sqlite', filename: path.join(dataDir, SQLITE_FILENAME) });
    const figures: BenchFigure[] = [];
    try {
      await migrateToLatest(db);
      const app = buildApp({ config: config(dataDir), db, distDir: '/nonexistent-dist' });
      await app.ready();
      const passwordHash = await hashPassword(PASSWORD, { N: 2 ** 12, r: 8, p: 1 });
      await app.repos.users.create({ username: 'bench', passwordHash });
      const browser = new Browser(app);
      await browser.logIn('bench', PASSWORD);
      const created = await browser.post('/api/floordesigns/create/', {
        body: {
          name: 'Big',
          unit: 'feet',
          raw_json: Object.fromEntries(
            ['south', 'north', 'west', 'east'].map((f) => [
              f,
              { length: 40, segments: 1, brokenWall: { enabled: false, segments: 1 } },
            ]),
          ),
        },
      });
      const designId = (created.json() as { id: number }).id;
      const base = Array.from({ length: ELEMENTS - 1 }, (_, i) => rectangle(`e${i}`, (i % 500) * 10));
      // Bytes of the blobs stored since the last call: only new keys are measured, so no old page is read.
      const seen = new Set<string>();
      const newBlobBytes = async () => {
        const keys = await db.kysely
          .selectFrom('floor_design_page_blobs')
          .select('hash')
          .where('design_id', '=', designId)
          .execute();
        const fresh = keys.map((k) => k.hash).filter((h) => !seen.has(h));
        let bytes = 0;
        for (const hash of fresh) {
          seen.add(hash);
          const row = await sql<{ bytes: number }>`
            select length(page_json) as bytes from floor_design_page_blobs
            where design_id = ${designId} and hash = ${hash}
          `.execute(db.kysely);
          bytes += Number(row.rows[0]?.bytes ?? 0);
        }
        return bytes;
      };

      let saved = 0;
      const perSave: number[] = [];
      for (const target of SAVES) {
        // The pages a save stores come through the repository (the route validates, then calls the same save).
        while (saved < target) {
          await app.repos.floorDesigns.save(designId, {}, [bigPage('p1', base, saved)]);
          perSave.push(await newBlobBytes());
          saved++;
        }
        console.error(`revisions: ${target} saves stored`);
        const detail = await median3(browser, `/api/floordesigns/${designId}/?latest_revision=summary`);
        const summaries = await median3(browser, `/api/floordesigns/${designId}/revisions/?summary=1`);
        figures.push(
          {
            name: `revisions.open_after_${target}_saves_bytes`,
            value: detail.bytes + summaries.bytes,
            unit: 'B',
          },
          {
            name: `revisions.open_after_${target}_saves_ms`,
            value: round(detail.ms + summaries.ms),
            unit: 'ms',
          },
          { name: `revisions.summaries_after_${target}_saves_bytes`, value: summaries.bytes, unit: 'B' },
          { name: `revisions.summaries_after_${target}_saves_ms`, value: round(summaries.ms), unit: 'ms' },
        );
        if (target <= FULL_LIST_UP_TO) {
          const specDetail = await timed(browser, `/api/floordesigns/${designId}/`);
          const full = await timed(browser, `/api/floordesigns/${designId}/revisions/`);
          figures.push(
            {
              name: `revisions.open_before_after_${target}_saves_bytes`,
              value: specDetail.bytes + full.bytes,
              unit: 'B',
            },
            {
              name: `revisions.open_before_after_${target}_saves_ms`,
              value: round(specDetail.ms + full.ms),
              unit: 'ms',
            },
          );
        }
      }
      // Page-level addressing: a save that changes only a small page next to the unchanged big one.
      const last = bigPage('p1', base, saved - 1);
      const small = (x: number): Page => ({
        version: 4,
        layers: [],
        id: 'p2',
        name: 'Page 2',
        elements: [rectangle('s', x)],
      });
      await app.repos.floorDesigns.save(designId, {}, [last, small(0)]);
      await newBlobBytes();
      await app.repos.floorDesigns.save(designId, {}, [last, small(1)]);
      const smallChange = await newBlobBytes();

      const later = perSave.slice(1).sort((a, b) => a - b);
      figures.push(
        { name: 'revisions.page_json_bytes', value: JSON.stringify(last).length, unit: 'B' },
        {
          name: 'revisions.element_json_bytes',
          value: JSON.stringify(rectangle('moved', 1)).length,
          unit: 'B',
        },
        {
          name: 'revisions.stored_bytes_per_one_element_save_p50',
          value: later[later.length >> 1] ?? 0,
          unit: 'B',
        },
        { name: 'revisions.stored_bytes_small_page_change_beside_big_page', value: smallChange, unit: 'B' },
      );
      await app.close();
    } finally {
      await db.kysely.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
    return figures;
  },
};
