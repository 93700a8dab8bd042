import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { canonicalElement } from '../../../src/contract/elementText';
import type { DrawingElement } from '../../../src/core/model/elements';
import { DRAWING_VERSION, type Page } from '../../../src/core/model/page';
import { finalizeElement } from '../../../src/core/model/snapPoints';
import { createDatabase, SQLITE_FILENAME, type Db } from '../../../src/server/db/connect';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { canonicalVersion, RUN_MARKER } from '../../../src/server/saves/kept-elements';
import { elementsStart, type DeltaBase } from '../../../src/server/saves/page-delta';
import { elementSpans } from '../../../src/server/saves/element-spans';
import { pageBlobText } from '../../../src/server/saves/page-text';
import { INVALID_JSON_BODY, prepareEdit, prepareEditReusing } from '../../../src/server/saves/prepare';
import { sqliteBlobAccess } from '../../../src/server/saves/sqlite-blobs';
import { runSaveTask, type BlobAccess, type SaveTaskResults } from '../../../src/server/saves/tasks';
import { textElement } from '../helpers/elements';

// A full save reuses the elements a save worker's kept body held unchanged (kept-elements.ts): what it stores,
// and what it refuses, must be exactly what parsing the whole body gives.

const rect = (id: string, x = 0): DrawingElement =>
  finalizeElement({ id, type: 'rectangle', x, y: 20, rotation: 0, width: 60, height: 40 });
const label = (id: string, text: string): DrawingElement => textElement(id, text);

// Key order as the editor builds elements (not the contract's): the body's texts are not the stored ones.
const elementsOf = (n: number): DrawingElement[] =>
  Array.from({ length: n }, (_, i) => (i % 7 === 3 ? label(`t${i}`, `"} ] { [${i}`) : rect(`e${i}`, i)));
const pageOf = (elements: readonly DrawingElement[]): Page => ({
  version: DRAWING_VERSION,
  layers: [],
  id: 'p1',
  name: 'Page 1',
  elements: [...elements],
});
const bodyOf = (elements: readonly DrawingElement[]) => JSON.stringify({ pages: [pageOf(elements)] });
/** The page as the server stores it: JSON.stringify of the contract's output. */
const storedText = (elements: readonly DrawingElement[]) =>
  JSON.stringify({
    version: DRAWING_VERSION,
    id: 'p1',
    name: 'Page 1',
    elements: elements.map((el) => canonicalElement(el)),
    layers: [],
  });

/** A save worker's blob store in memory: every version it stored is kept, as sqlite-blobs.ts keeps them. */
function memoryBlobs() {
  const kept = new Map<string, DeltaBase>();
  const access: BlobAccess = {
    read: (_design, hash) => kept.get(hash) ?? null,
    kept: (_design, hash) => kept.get(hash) ?? null,
    keptWithBodies: () => [...kept.values()].filter((base) => base.source).reverse(),
    write(_design, page, text, known = {}) {
      if (kept.has(page.hash)) return;
      kept.set(page.hash, {
        hash: page.hash,
        text,
        depth: page.delta?.depth ?? 0,
        chainBytes: page.delta?.chainBytes ?? 0,
        ...(known.index ? { index: known.index } : {}),
        ...(known.canonical && known.source ? { canonical: true, source: known.source } : {}),
      });
    },
  };
  return { access, kept };
}

type EditResult = SaveTaskResults['edit'];

function editTask(body: string, hash: string | null) {
  return {
    type: 'edit' as const,
    designId: 1,
    body: Buffer.from(body),
    bases: hash ? [{ pageId: 'p1', hash, depth: 0, chainBytes: 0, text: null }] : [],
  };
}

/** What a save answers, comparable between a worker that keeps versions and one that parses every body whole. */
const answer = (result: EditResult) =>
  result.ok
    ? {
        fields: result.value.fields,
        pages: result.value.pages.map((p) => ({ id: p.id, hash: p.hash, count: p.elementCount })),
      }
    : { error: result.error };

function savedOnce(elements: readonly DrawingElement[]) {
  const blobs = memoryBlobs();
  const first = runSaveTask(editTask(bodyOf(elements), null), blobs.access);
  if (!first.ok) throw new Error(first.error);
  const hash = first.value.pages[0]?.hash ?? '';
  const base = blobs.kept.get(hash);
  if (!base) throw new Error('not kept');
  return { blobs, hash, base };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a full save reusing the elements of the body its page was stored from', () => {
  const original = elementsOf(300);
  // Each with the share of the body at most parsed: what lies between the common start and end is parsed.
  const changes: [string, DrawingElement[], number][] = [
    ['the first element moved', [rect('e0', 99), ...original.slice(1)], 0.05],
    ['an element in the middle moved', original.map((el, i) => (i === 150 ? rect('e150', -5) : el)), 0.05],
    ['the last element moved', [...original.slice(0, -1), rect('e299', 7)], 0.05],
    ['an element added', [...original, rect('new', 3)], 0.05],
    ['an element removed', original.filter((_, i) => i !== 100), 0.05],
    ['two elements swapped', [original[1], original[0], ...original.slice(2)] as DrawingElement[], 0.05],
    ['nothing changed', original, 0.05],
    [
      'two far apart elements changed',
      original.map((el, i) => (i === 10 || i === 250 ? rect(el.id, 1) : el)),
      0.9,
    ],
  ];

  it.each(changes)('stores what parsing the whole body stores: %s', (_name, elements, share) => {
    const { blobs, hash, base } = savedOnce(original);
    const body = bodyOf(elements);
    const version = canonicalVersion(base);
    expect(version).not.toBeNull();
    // The page is prepared from the changed part: JSON.parse never sees the whole body.
    const parse = vi.spyOn(JSON, 'parse');
    const reused = prepareEditReusing(body, version ? [version] : [], true);
    const parsedChars = parse.mock.calls.reduce((n, [text]) => n + String(text).length, 0);
    parse.mockRestore();
    expect(reused).not.toBeNull();
    expect(parsedChars).toBeLessThan(body.length * share);
    const whole = prepareEdit(JSON.parse(body), true);
    expect(reused?.prep).toEqual(whole.ok ? whole.value : null);

    const saved = runSaveTask(editTask(body, hash), blobs.access);
    expect(answer(saved)).toEqual(answer(runSaveTask(editTask(body, hash), null)));
    const page = saved.ok ? saved.value.pages[0] : undefined;
    expect(blobs.kept.get(page?.hash ?? '')?.text).toBe(storedText(elements));
  });

  it('finds the unchanged elements where the body moved them: the page renamed, a page added before it', () => {
    const { base } = savedOnce(original);
    const version = canonicalVersion(base);
    const moved = [rect('e0', 4), ...original.slice(1, 200), rect('e200', 4), ...original.slice(201)];
    const other = { ...pageOf(elementsOf(3)), id: 'p0', name: 'Other' };
    const body = JSON.stringify({ pages: [other, { ...pageOf(moved), name: 'Renamed' }] });
    const reused = prepareEditReusing(body, version ? [version] : [], true);
    expect(reused?.prep.pages.map((p) => p.elementCount)).toEqual([3, 300]);
    const whole = prepareEdit(JSON.parse(body), true);
    expect(reused?.prep).toEqual(whole.ok ? whole.value : null);
  });

  it('reuses the elements of every page of a design, each against its own kept version', () => {
    const blobs = memoryBlobs();
    const other = elementsOf(150).map((el) => ({ ...el, id: `o-${el.id}` }));
    const pages = (a: DrawingElement[], b: DrawingElement[]) =>
      JSON.stringify({ pages: [pageOf(a), { ...pageOf(b), id: 'p2', name: 'Page 2' }] });
    const first = runSaveTask(
      { type: 'edit', designId: 1, body: Buffer.from(pages(original, other)), bases: [] },
      blobs.access,
    );
    if (!first.ok) throw new Error(first.error);
    const bases = first.value.pages.map((p) => ({
      pageId: p.id,
      hash: p.hash,
      depth: 0,
      chainBytes: 0,
      text: null,
    }));
    const body = pages(
      original.map((el, i) => (i === 40 ? rect(el.id, 8) : el)),
      other.map((el, i) => (i === 149 ? { ...el, x: 8 } : el)),
    );
    const versions = bases.map((b) => {
      const base = blobs.kept.get(b.hash);
      return base ? canonicalVersion(base) : null;
    });
    expect(versions.every((v) => v !== null)).toBe(true);
    const reused = prepareEditReusing(
      body,
      versions.filter((v) => v !== null),
      true,
    );
    expect(reused?.prep.pages.map((p) => p.elementCount)).toEqual([300, 150]);
    const whole = prepareEdit(JSON.parse(body), true);
    expect(reused?.prep).toEqual(whole.ok ? whole.value : null);
    const saved = runSaveTask({ type: 'edit', designId: 1, body: Buffer.from(body), bases }, blobs.access);
    expect(answer(saved)).toEqual(
      answer(runSaveTask({ type: 'edit', designId: 1, body: Buffer.from(body), bases }, null)),
    );
  });

  it('does not keep a body of many small pages with each page (the worker keeps versions, not bodies)', () => {
    const blobs = memoryBlobs();
    const pages = Array.from({ length: 6 }, (_, i) => ({ ...pageOf(elementsOf(20)), id: `p${i}` }));
    const saved = runSaveTask(
      { type: 'edit', designId: 1, body: Buffer.from(JSON.stringify({ pages })), bases: [] },
      blobs.access,
    );
    if (!saved.ok) throw new Error(saved.error);
    expect(saved.value.pages.map((p) => blobs.kept.get(p.hash)?.source)).toEqual(pages.map(() => undefined));
  });

  it('keeps reusing along a chain of saves, each stored as the whole body would store it', () => {
    const { blobs, hash: first } = savedOnce(original);
    let hash = first;
    let elements = original;
    for (let step = 0; step < 6; step++) {
      elements = elements.map((el, i) => (i === (step * 37) % 300 ? rect(el.id, step + 1000) : el));
      const base = blobs.kept.get(hash);
      const version = base ? canonicalVersion(base) : null;
      expect(version && prepareEditReusing(bodyOf(elements), [version], true)).not.toBeNull();
      const saved = runSaveTask(editTask(bodyOf(elements), hash), blobs.access);
      if (!saved.ok) throw new Error(saved.error);
      hash = saved.value.pages[0]?.hash ?? '';
      expect(blobs.kept.get(hash)?.text).toBe(storedText(elements));
    }
  });
});

describe('a full save refused beside unchanged elements', () => {
  const original = elementsOf(120);
  const body = bodyOf(original);
  // Refusals, and bodies that look like reuse could go wrong with them.
  const cases: [string, string][] = [
    [
      'an invalid changed element',
      bodyOf([{ ...rect('e0'), width: -1 } as DrawingElement, ...original.slice(1)]),
    ],
    ['a new element with the id of an unchanged one', bodyOf([...original, rect('e5', 3)])],
    ['a body cut short', body.slice(0, -3)],
    ['unchanged elements under another key', body.replace('"elements":', '"elementz":')],
    ['a prototype key in a changed element', body.replace('{"id":"e0",', '{"id":"e0","__proto__":{"x":1},')],
    ['a page of an older version', body.replace(`"version":${DRAWING_VERSION}`, '"version":1')],
    ['a page of no known version', body.replace(`"version":${DRAWING_VERSION}`, '"version":"x"')],
    ['a body holding a marker', body.replace('"Page 1"', `"${RUN_MARKER}0"`)],
    ['an unterminated string before the elements', body.replace('"name":"Page 1"', '"name":"Page 1')],
  ];

  it.each(cases)('answers exactly as parsing the whole body does: %s', (_name, text) => {
    const { blobs, hash } = savedOnce(original);
    const kept = runSaveTask(editTask(text, hash), blobs.access);
    const whole = runSaveTask(editTask(text, hash), null);
    expect(answer(kept)).toEqual(answer(whole));
  });

  it('refuses a bad element, a repeated id and a broken body with the texts parsing it whole gives', () => {
    const { blobs, hash } = savedOnce(original);
    const save = (text: string) => answer(runSaveTask(editTask(text, hash), blobs.access));
    expect(save(body.slice(0, -1))).toEqual({ error: INVALID_JSON_BODY });
    const bad = bodyOf([...original.slice(0, 60), { ...rect('e60'), x: 'far' } as unknown as DrawingElement]);
    expect(save(bad)).toEqual({ error: 'pages[0].elements[60].x: must be a finite number' });
    expect(save(bodyOf([...original, rect('e5', 3)]))).toEqual({
      error: 'pages[0].elements[120].id: is a duplicate id',
    });
  });

  it('answers any one-character edit of a body exactly as parsing it whole does', () => {
    const small = elementsOf(40);
    const { blobs, hash } = savedOnce(small);
    const next = bodyOf([rect('e0', 5), ...small.slice(1)]);
    fc.assert(
      fc.property(
        fc.nat({ max: next.length - 1 }),
        fc.constantFrom('', '{', '}', '[', ']', '"', ',', ':', '\\', ' ', '0', 'a', '-'),
        fc.boolean(),
        (at, piece, replace) => {
          const text = next.slice(0, at) + piece + next.slice(replace ? at + 1 : at);
          const kept = runSaveTask(editTask(text, hash), blobs.access);
          const whole = runSaveTask(editTask(text, hash), null);
          expect(answer(kept)).toEqual(answer(whole));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('a full save whose previous version the server’s other process stored', () => {
  // Two save workers on one SQLite file, as the server's two processes have: each keeps only what it stored,
  // and successive saves of a design may reach either.
  let dataDir = '';
  let db: Db;
  let file = '';
  let owner = 0;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'draftroom-kept-'));
    file = path.join(dataDir, SQLITE_FILENAME);
    db = createDatabase({ dialect: 'sqlite', filename: file });
    await migrateToLatest(db);
    const user = await db.kysely
      .insertInto('users')
      .values({
        username: 'saver',
        password_hash: '',
        first_name: '',
        last_name: '',
        email: '',
        phone: '',
        address: '',
        city: '',
        state: '',
        zipcode: '',
        country: '',
        created_at: new Date(0).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    owner = user.id;
  });

  afterAll(async () => {
    await db.kysely.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const newDesign = async (): Promise<number> => {
    const at = new Date(0).toISOString();
    const row = await db.kysely
      .insertInto('floor_designs')
      .values({
        owner_id: owner,
        project_id: null,
        name: 'Big',
        unit: 'feet',
        notes: null,
        raw_json: null,
        outline_metadata: null,
        is_active: 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  const page2 = (elements: readonly DrawingElement[]): Page => ({
    ...pageOf(elements.map((el) => ({ ...el, id: `q-${el.id}` }))),
    id: 'p2',
    name: 'Page 2',
  });

  /** A full save of `pages` by `blobs`, naming the design's stored pages (their hashes) as the route does. */
  function save(blobs: BlobAccess, designId: number, pages: Page[], stored: readonly string[]) {
    const task = {
      type: 'edit' as const,
      designId,
      body: Buffer.from(JSON.stringify({ pages })),
      bases: stored.map((hash, i) => ({ pageId: `p${i + 1}`, hash, depth: 0, chainBytes: 0, text: null })),
    };
    const parse = vi.spyOn(JSON, 'parse');
    const result = runSaveTask(task, blobs);
    const parsed = parse.mock.calls.reduce((n, [text]) => n + String(text).length, 0);
    parse.mockRestore();
    if (!result.ok) throw new Error(result.error);
    // What parsing the body whole stores, and what this save stored (read back by a third worker).
    const whole = runSaveTask(task, null);
    if (!whole.ok) throw new Error(whole.error);
    const reader = sqliteBlobAccess(file);
    expect(result.value.pages.map((p) => reader.read(designId, p.hash)?.text)).toEqual(
      whole.value.pages.map((p) => pageBlobText(p)),
    );
    expect(answer(result)).toEqual(answer(whole));
    return { hashes: result.value.pages.map((p) => p.hash), share: parsed / task.body.length };
  }

  const original = elementsOf(300);
  const moved = (elements: readonly DrawingElement[], at: number, x: number) =>
    elements.map((el, i) => (i === at ? rect(el.id, x) : el));

  it('reuses the unchanged elements of the body this worker stored the version before it from', async () => {
    const designId = await newDesign();
    const [a, b] = [sqliteBlobAccess(file), sqliteBlobAccess(file)];
    const first = save(a, designId, [pageOf(original)], []);
    const second = save(b, designId, [pageOf(moved(original, 50, 1))], first.hashes);
    // The other worker kept nothing of this design: it parsed the whole body.
    expect(second.share).toBeGreaterThan(0.9);
    const third = save(a, designId, [pageOf(moved(original, 50, 2))], second.hashes);
    expect(third.share).toBeLessThan(0.05);
  });

  // Against the stand-in's body (the first): each with the share of the body at most parsed. The second save
  // moved element 200, so a body holding that change differs from the stand-in's there too.
  const changes: [string, DrawingElement[], number][] = [
    [
      'an element changed, one removed and one added',
      [
        ...moved(original, 100, 9).slice(0, 110),
        ...original.slice(111, 120),
        rect('added', 4),
        ...original.slice(120),
      ],
      0.1,
    ],
    [
      'the second save’s change kept, an element removed and one added after it',
      [...moved(original, 200, 1).slice(0, 205), ...original.slice(206), rect('added', 4)],
      0.4,
    ],
    [
      'an element removed and the next one’s id given to a new element',
      [...original.slice(0, 60), rect('e61', 7), ...original.slice(62)],
      0.05,
    ],
    ['nothing changed since the stand-in', original, 0.05],
  ];

  it.each(changes)('stores what parsing the whole body stores: %s', async (_name, elements, most) => {
    const designId = await newDesign();
    const [a, b] = [sqliteBlobAccess(file), sqliteBlobAccess(file)];
    const first = save(a, designId, [pageOf(original)], []);
    const second = save(b, designId, [pageOf(moved(original, 200, 1))], first.hashes);
    const third = save(a, designId, [pageOf(elements)], second.hashes);
    expect(third.share).toBeLessThan(most);
  });

  it('stands in for every page whose version it does not keep, each with its own page', async () => {
    const designId = await newDesign();
    const [a, b] = [sqliteBlobAccess(file), sqliteBlobAccess(file)];
    const first = save(a, designId, [pageOf(original), page2(original)], []);
    const second = save(
      b,
      designId,
      [pageOf(moved(original, 10, 1)), page2(moved(original, 20, 1))],
      first.hashes,
    );
    const third = save(
      a,
      designId,
      [pageOf(moved(original, 30, 2)), page2(moved(original, 290, 2))],
      second.hashes,
    );
    expect(third.share).toBeLessThan(0.05);
  });

  it('takes the stand-in of the same page position before a newer one of another page', async () => {
    const designId = await newDesign();
    const [a, b] = [sqliteBlobAccess(file), sqliteBlobAccess(file)];
    const first = save(a, designId, [pageOf(original), page2(original)], []);
    // Page 2 changed alone: this worker keeps both versions of page 2 with their bodies, the newer one last.
    const second = save(a, designId, [pageOf(original), page2(moved(original, 20, 1))], first.hashes);
    const third = save(
      b,
      designId,
      [pageOf(moved(original, 10, 1)), page2(moved(original, 20, 1))],
      second.hashes,
    );
    // Page 1's version is missing here; page 2's is kept, and its older version must not stand in for page 1.
    const fourth = save(
      a,
      designId,
      [pageOf(moved(original, 10, 2)), page2(moved(original, 20, 1))],
      third.hashes,
    );
    expect(fourth.share).toBeLessThan(0.05);
  });

  it('reads a base the other worker stored as a delta of a version it keeps from that version', async () => {
    const designId = await newDesign();
    const [a, b] = [sqliteBlobAccess(file), sqliteBlobAccess(file)];
    const [first] = save(a, designId, [pageOf(original)], []).hashes;
    const [second] = save(b, designId, [pageOf(moved(original, 50, 1))], [first ?? '']).hashes;
    const row = await db.kysely
      .selectFrom('floor_design_page_blobs')
      .select('base_hash')
      .where('design_id', '=', designId)
      .where('hash', '=', second ?? '')
      .executeTakeFirstOrThrow();
    expect(row.base_hash).toBe(first);
    // The snapshot's text gone from the file: only a worker that keeps the first version can still read the
    // second, so this one did not read the snapshot.
    await db.kysely
      .updateTable('floor_design_page_blobs')
      .set({ page_json: '' })
      .where('design_id', '=', designId)
      .where('hash', '=', first ?? '')
      .execute();
    expect(a.read(designId, second ?? '')?.text).toBe(storedText(moved(original, 50, 1)));
  });

  it('takes no stand-in the design no longer stores (its id came back with another design)', async () => {
    const designId = await newDesign();
    const [a, b] = [sqliteBlobAccess(file), sqliteBlobAccess(file)];
    save(a, designId, [pageOf(original)], []);
    // The blobs gone as a deleted design's go (a database restored under the running server).
    await db.kysely.deleteFrom('floor_design_page_blobs').where('design_id', '=', designId).execute();
    const second = save(b, designId, [pageOf(moved(original, 50, 1))], []);
    const third = save(a, designId, [pageOf(moved(original, 50, 2))], second.hashes);
    expect(third.share).toBeGreaterThan(0.9);
  });
  it("patches alternating between the processes read the other's version with its elements' places", async () => {
    const designId = await newDesign();
    const [a, b] = [sqliteBlobAccess(file), sqliteBlobAccess(file)];
    const patch = (blobs: BlobAccess, hash: string, id: string, x: number) => {
      const job = {
        stored: { id: 'p1', name: 'Page 1', hash },
        patch: {
          index: 0,
          patch: {
            id: 'p1',
            name: 'Page 1',
            put: [canonicalElement(rect(id, x)) as unknown as DrawingElement],
            remove: [],
          },
        },
      };
      const result = runSaveTask({ type: 'patch', designId, jobs: [job] }, blobs);
      if (!result.ok) throw new Error(result.error);
      return (result.value[0] as { hash: string }).hash;
    };
    let hash = save(a, designId, [pageOf(original)], []).hashes[0] ?? '';
    let elements = original;
    // a, b, a, b…: each worker's base is the version the other stored, one delta from the one it stored itself.
    for (const [i, blobs] of [a, b, a, b, a].entries()) {
      hash = patch(blobs, hash, elements[10 + i * 50]?.id ?? '', i);
      elements = moved(elements, 10 + i * 50, i);
      const other = i % 2 === 0 ? b : a;
      const read = other.read(designId, hash);
      expect(read?.text).toBe(storedText(elements));
      if (i === 0) continue;
      // From the second patch on, the reader keeps the version this one was stored as a delta of.
      const open = elementsStart(read?.text ?? '') ?? -1;
      expect(read?.index).toEqual({
        elementsAt: open,
        spans: elementSpans((read?.text ?? '').slice(open, -1)),
      });
      expect(read?.ascii).toBe(true);
    }
  });
});
