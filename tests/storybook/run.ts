// Storybook pipeline: build the static Storybook when its inputs changed, serve it on a free local port, and
// run the Storybook test runner over every story in Debian's Chromium. One pass checks each story's render,
// its play-function interaction test and its screenshot against the committed baseline.
//
//   npm run test:stories                 interaction tests + visual check
//   npm run test:visual [-- --update]    same run; --update rewrites the baselines (and drops obsolete ones)
//   npm run test:stories -- --no-visual  interaction tests only
// Any other argument goes to the test runner, e.g. `-- appshell` (the story files whose name holds it; the runner
// refuses Jest's own `--testNamePattern`).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, 'storybook-static');
const stampFile = path.join(outDir, '.draftroom-inputs');
const baselineDir = path.join(root, 'tests/storybook/__image_snapshots__');
const diffDir = path.join(root, 'tests/storybook/__diff_output__');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

const inputs = ['.storybook', 'stories', 'src', 'build', 'package.json', 'vite.config.ts', 'tsconfig.json'];

interface Options {
  update: boolean;
  visual: boolean;
  passThrough: string[];
}

function parseArgs(argv: string[]): Options {
  const options: Options = { update: false, visual: true, passThrough: [] };
  for (const arg of argv) {
    if (arg === '--update' || arg === '-u') options.update = true;
    else if (arg === '--no-visual') options.visual = false;
    else if (arg === '--visual') options.visual = true;
    else options.passThrough.push(arg);
  }
  return options;
}

function listFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return (
    readdirSync(full, { withFileTypes: true })
      // The runner's own hooks and Jest config are not part of the built Storybook.
      .filter((item) => item.name !== 'node_modules' && !item.name.startsWith('test-runner'))
      .flatMap((item) => listFiles(path.join(entry, item.name)))
      .sort()
  );
}

/** A digest of everything the static Storybook is built from, plus the build mode. */
function inputsDigest(): string {
  const hash = createHash('sha256').update('storybook build --test\n');
  for (const file of inputs.flatMap(listFiles)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const env: NodeJS.ProcessEnv = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' };

async function buildIfStale(): Promise<void> {
  const digest = inputsDigest();
  const built = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === digest;
  if (built && existsSync(path.join(outDir, 'iframe.html'))) {
    console.log('storybook: static build is up to date');
    return;
  }
  console.log('storybook: building (inputs changed)...');
  // --test leaves out docs pages and addon panels the runner never visits: a faster build.
  const code = await run(bin('storybook'), ['build', '--quiet', '--test', '-o', outDir], env);
  if (code !== 0) throw new Error(`storybook build failed with exit code ${code}`);
  writeFileSync(stampFile, digest);
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

/** A minimal static file server for the built Storybook, on a port the OS picks. */
function serveStatic(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = path.join(dir, path.normalize(urlPath));
    if (!file.startsWith(dir)) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, {
      'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-store',
    });
    response.end(readFileSync(file));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

function storyIds(): Set<string> {
  const index = JSON.parse(readFileSync(path.join(outDir, 'index.json'), 'utf8')) as {
    entries: Record<string, { id: string; type: string }>;
  };
  return new Set(
    Object.values(index.entries)
      .filter((entry) => entry.type === 'story')
      .map((entry) => entry.id),
  );
}

/** Baselines whose story no longer exists: removed on --update, reported otherwise. */
function handleObsoleteBaselines(update: boolean): void {
  if (!existsSync(baselineDir)) return;
  const ids = storyIds();
  const obsolete = readdirSync(baselineDir).filter(
    (name) => name.endsWith('.png') && !ids.has(name.slice(0, -'.png'.length)),
  );
  for (const name of obsolete) {
    if (update) {
      rmSync(path.join(baselineDir, name));
      console.log(`visual: removed obsolete baseline ${name}`);
    } else {
      console.warn(`visual: obsolete baseline ${name} (run npm run test:visual -- --update to remove it)`);
    }
  }
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  await buildIfStale();
  rmSync(diffDir, { recursive: true, force: true });

  const server = await serveStatic(outDir);
  const stop = () => server.close();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const { port } = server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}`;
    console.log(`storybook: serving ${path.relative(root, outDir)} on ${url}`);

    const runnerArgs = ['--url', url, '--index-json', '--config-dir', '.storybook', '--maxWorkers=2'];
    // In CI a story without a committed baseline fails instead of quietly writing one.
    if (options.update) runnerArgs.push('-u');
    else if (process.env.CI) runnerArgs.push('--ci');
    runnerArgs.push(...options.passThrough);

    const code = await run(bin('test-storybook'), runnerArgs, {
      ...env,
      DRAFTROOM_VISUAL: options.visual ? '1' : '0',
      DRAFTROOM_UPDATE: options.update ? '1' : '0',
    });
    if (options.visual) handleObsoleteBaselines(options.update);
    if (code !== 0 && existsSync(diffDir)) {
      console.error(`visual: diff images in ${path.relative(root, diffDir)}`);
    }
    return code;
  } finally {
    server.closeAllConnections();
    stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
