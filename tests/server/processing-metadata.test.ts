import DxfParser from 'dxf-parser';
import { describe, expect, it } from 'vitest';
import { analyzeDxf } from '../../src/formats/dxf/analyze';
import { primitiveTotals } from '../../src/server/processing/dxf-writer/write-geometry-dxf';
import { makeLimits } from '../../src/formats/limits';
import { useTestApp } from './helpers/app';
import { BACKENDS } from './helpers/databases';
import { corpusFile, corpusFiles, createProject, loggedIn, SAMPLE_FILES } from './helpers/projects';
import {
  download,
  generate,
  inkedFraction,
  revisionNumbers,
  uploaded,
  uploadsOf,
} from './processing/app-helpers';
import { expectedDxf } from './processing/corpus';

const SLOW = 180_000;

describe.each(BACKENDS)('generate metadata on $name', (backend) => {
  const t = useTestApp(backend, { config: { uploadMaxBytes: 4 * 1024 * 1024 } });

  it(
    'processes every corpus file: processed_json, a non-blank mockup, a generated DXF that reads back the same, a new revision each',
    async () => {
      const browser = await loggedIn(t);
      const projectId = await createProject(browser);
      let revisions = 0;
      for (const name of corpusFiles()) {
        const bytes = corpusFile(name);
        const id = await uploaded(browser, projectId, name, bytes);
        const res = await generate(browser, projectId, id);
        expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
        const body = res.json();
        expect(body.success, name).toBe(true);
        const file = body.upload;
        expect(file.processing_status, name).toBe('done');
        expect(file.processing_error).toBeNull();

        const isDxf = /\.dxf$/i.test(name);
        const json = file.processed_json as Record<string, unknown>;
        expect(json.format, name).toBe(isDxf ? 'dxf' : 'pdf');
        if (isDxf) {
          const expected = expectedDxf.find((e) => e.local_name === name);
          expect(json.dxf_version, name).toBe(expected?.acadver_raw);
          expect(json.entity_counts, name).toEqual(expected?.msp_types);
          expect(
            Array.isArray(json.layers) && Array.isArray(json.rooms) && Array.isArray(json.warnings),
          ).toBe(true);
        } else {
          expect(json.pages, name).toBeGreaterThan(0);
        }

        const mockup = await inkedFraction(await download(browser, file.debug_output));
        expect(Math.max(mockup.width, mockup.height), name).toBeLessThanOrEqual(2000);
        expect(mockup.fraction, `${name} mockup ink`).toBeGreaterThan(0.002);
        expect(mockup.fraction, `${name} mockup ink`).toBeLessThan(0.9);

        const generated = new Uint8Array(await download(browser, file.generated_dxf));
        const reread = analyzeDxf(generated, makeLimits());
        expect(reread.processed.dxf_version).toBe('AC1015');
        expect(reread.processed.insunits, name).toBe(isDxf ? (json.insunits ?? 0) : 1);
        if (isDxf) {
          const original = analyzeDxf(new Uint8Array(bytes), makeLimits());
          expect(primitiveTotals(reread.geometry), name).toEqual(primitiveTotals(original.geometry));
        } else {
          expect(reread.processed.msp_entities, name).toBeGreaterThan(100);
        }
        const parsed = new DxfParser().parseSync(new TextDecoder().decode(generated));
        expect(parsed?.entities.length, name).toBeGreaterThan(0);

        revisions += 1;
        expect(await revisionNumbers(t, projectId), name).toEqual(
          Array.from({ length: revisions }, (_, i) => i + 1),
        );
      }
    },
    SLOW * 3,
  );

  it(
    'describes images (size, resolution, preview) and JSON (top-level keys, size)',
    async () => {
      const browser = await loggedIn(t);
      const projectId = await createProject(browser);
      const png = await uploaded(browser, projectId, 'sketch.png', SAMPLE_FILES.png());
      const json = await uploaded(browser, projectId, 'rooms.json', SAMPLE_FILES.json());
      expect((await generate(browser, projectId, png)).json().success).toBe(true);
      expect((await generate(browser, projectId, json)).json().success).toBe(true);
      const files = await uploadsOf(browser, projectId);
      const image = files.find((f) => f.id === png);
      expect(image?.processed_json).toMatchObject({ format: 'png', width: 1, height: 1, dpi: null });
      expect(image?.debug_output).toMatch(/\/mockups\//);
      expect(image?.generated_dxf).toBeNull();
      const summary = files.find((f) => f.id === json);
      expect(summary?.processed_json).toMatchObject({
        format: 'json',
        root_type: 'object',
        keys: [{ key: 'rooms', type: 'array', length: 1 }],
        size_bytes: SAMPLE_FILES.json().length,
      });
      expect(await revisionNumbers(t, projectId)).toEqual([]);
    },
    SLOW,
  );

  it("answers 404 for another user's project or upload", async () => {
    const owner = await loggedIn(t);
    const projectId = await createProject(owner);
    const id = await uploaded(owner, projectId, 'rooms.json', SAMPLE_FILES.json());
    const stranger = await loggedIn(t, 'mallory');
    const res = await generate(stranger, projectId, id);
    expect(res.statusCode).toBe(404);
    expect((await uploadsOf(owner, projectId))[0]?.processing_status).toBeNull();
  });
});
