import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { appBuildCheck } from './build/appBuild';
import { firstScreenChunks, firstScreenPreloads } from './build/firstScreens';

const root = path.dirname(fileURLToPath(import.meta.url));
const APP_OUT_DIR = 'dist';
const COMPRESSIBLE = /\.(m?js|css|html|svg|json)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every built text file, small ones too; the server
 * sends them as they are from memory (src/server/plugins/memory-assets.ts), and a file without a copy would go out
 * as it is (the server compresses no answer under 1 KB, and a first screen loads dozens of small chunks). Brotli 11 makes files ~14% smaller than the quality 4 the
 * server can afford per response, and costs nothing per request. Only the app build into dist/ is compressed:
 * Storybook builds with this config too, into its own folder, and has no use for it.
 */
function precompress(): Plugin {
  const app = appBuildCheck(root, APP_OUT_DIR);
  return {
    name: 'draftroom-precompress',
    apply: 'build',
    configResolved: app.configResolved,
    async writeBundle() {
      if (!app.isAppBuild()) return;
      const outDir = app.outDir();
      const files = (await readdir(outDir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(path.join(outDir, file));
          const params = { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length };
          await writeFile(path.join(outDir, `${file}.br`), await brotli(body, { params }));
          await writeFile(path.join(outDir, `${file}.gz`), await gzipAsync(body, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * PixiJS by parts: the bare `pixi.js` import (the editor's and @pixi/react's) resolves to the editor's list of
 * the Pixi modules it uses, which imports them from pixi.js's own files (`pixi-lib/…`). See pixiParts.ts.
 */
export const pixiParts = [
  { find: /^pixi\.js$/, replacement: path.join(root, 'src/client/editor/render/pixiParts.ts') },
  // The eval-free shader code for WebGL only (see pixiNoEval.ts).
  {
    find: /^pixi\.js\/unsafe-eval$/,
    replacement: path.join(root, 'src/client/editor/render/pixiNoEval.ts'),
  },
  // Features the editor never uses, by the relative import that brings each in (see pixiUnused.ts).
  ...[
    /^\.\/svg\/SVGParser\.mjs$/,
    /^\.\/utils\/measureTaggedText\.mjs$/,
    /^\.\/uploaders\/glUploadCompressedTextureResource\.mjs$/,
    /^\.\/uploaders\/glUploadVideoResource\.mjs$/,
  ].map((find) => ({ find, replacement: path.join(root, 'src/client/editor/render/pixiUnused.ts') })),
  // autoDetectRenderer's import of the canvas fallback: with its pipes (see pixiCanvasFallback.ts).
  {
    find: /^\.\/canvas\/CanvasRenderer\.mjs$/,
    replacement: path.join(root, 'src/client/editor/render/pixiCanvasFallback.ts'),
  },
  // autoDetectRenderer's import of the WebGL renderer: the editor's lean one (see leanWebGLRenderer.ts).
  {
    find: /^\.\/gl\/WebGLRenderer\.mjs$/,
    replacement: path.join(root, 'src/client/editor/render/leanWebGLRenderer.ts'),
  },
  { find: /^pixi-lib\//, replacement: path.join(root, 'node_modules/pixi.js/lib/') },
];

/**
 * Stand-ins for one module's import of a relative path (an alias would catch every module's import of that path).
 * Those marked `buildOnly` apply to the app's build only (the server, the tests and the dev server keep the real
 * modules); the others to the dev server too (its pre-bundled dependencies aside).
 */
const stubDir = (file: string) => path.join(root, 'src/client', file);
const importerStubs: { importer: string; source: string; stub: string; buildOnly?: boolean }[] = [
  // Pixi's Graphics and BitmapText register the canvas renderer's pipes too (see pixiNoInit.ts).
  {
    importer: '/pixi.js/lib/scene/graphics/shared/Graphics.mjs',
    source: '../init.mjs',
    stub: stubDir('editor/render/pixiNoInit.ts'),
    buildOnly: true,
  },
  {
    importer: '/pixi.js/lib/scene/text-bitmap/BitmapText.mjs',
    source: './init.mjs',
    stub: stubDir('editor/render/pixiNoInit.ts'),
    buildOnly: true,
  },
  // @pixi/react's whole package.json for its version (see pixiReactVersion.ts).
  {
    importer: '/@pixi/react/lib/core/reconciler.mjs',
    source: '../package.json.mjs',
    stub: stubDir('editor/render/pixiReactVersion.ts'),
    buildOnly: true,
  },
  // MUI TextField's standard and filled inputs, and NativeSelect's default one (see ui/muiUnusedInputs.tsx).
  ...[
    ['/@mui/material/TextField/TextField.mjs', '../Input/index.mjs'],
    ['/@mui/material/TextField/TextField.mjs', '../FilledInput/index.mjs'],
    ['/@mui/material/NativeSelect/NativeSelect.mjs', '../Input/index.mjs'],
  ].map(([importer = '', source = '']) => ({ importer, source, stub: stubDir('ui/muiUnusedInputs.tsx') })),
  // MUI TextField's select: native only (see ui/TextFieldSelect.tsx).
  {
    importer: '/@mui/material/TextField/TextField.mjs',
    source: '../Select/index.mjs',
    stub: stubDir('ui/TextFieldSelect.tsx'),
  },
];

function stubImports(): Plugin {
  let build = false;
  return {
    name: 'draftroom-importer-stubs',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(source, importer) {
      if (!importer) return null;
      const importerPath = importer.split(path.sep).join('/');
      const hit = importerStubs.find(
        (s) => s.source === source && importerPath.endsWith(s.importer) && (build || !s.buildOnly),
      );
      return hit ? hit.stub : null;
    },
  };
}

const screenChunks = firstScreenChunks(root, APP_OUT_DIR);

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '8000'}`;

export default defineConfig({
  plugins: [
    react(),
    stubImports(),
    precompress(),
    firstScreenPreloads(root, APP_OUT_DIR),
    screenChunks.plugin,
  ],
  resolve: { alias: pixiParts },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: APP_OUT_DIR,
    // Production builds publish no source maps (the dev server keeps its own).
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: { output: { codeSplitting: { groups: screenChunks.groups } } },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
