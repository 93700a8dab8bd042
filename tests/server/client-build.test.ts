import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildClientIfNeeded, clientBuildIsStale } from '../../src/server/client-build';

describe('npm start rebuilds the client only when needed', () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  function project(): string {
    const root = mkdtempSync(path.join(tmpdir(), 'draftroom-start-'));
    roots.push(root);
    mkdirSync(path.join(root, 'src', 'client', 'screens'), { recursive: true });
    writeFileSync(path.join(root, 'src', 'client', 'main.tsx'), '');
    writeFileSync(path.join(root, 'index.html'), '');
    return root;
  }
  const setTime = (file: string, seconds: number) => utimesSync(file, seconds, seconds);

  it('is stale without dist/index.html', () => {
    expect(clientBuildIsStale(project())).toBe(true);
  });

  it('is up to date when the build is newer than every source, stale after a source changes', () => {
    const root = project();
    mkdirSync(path.join(root, 'dist'));
    const index = path.join(root, 'dist', 'index.html');
    writeFileSync(index, '');
    setTime(path.join(root, 'src', 'client', 'main.tsx'), 1000);
    setTime(path.join(root, 'src', 'client', 'screens'), 1000);
    setTime(path.join(root, 'src', 'client'), 1000);
    setTime(path.join(root, 'index.html'), 1000);
    setTime(index, 2000);
    expect(clientBuildIsStale(root)).toBe(false);

    const screen = path.join(root, 'src', 'client', 'screens', 'Login.tsx');
    writeFileSync(screen, '');
    setTime(screen, 3000);
    expect(clientBuildIsStale(root)).toBe(true);
  });

  it('skips the build when there is no client yet', async () => {
    const root = project();
    rmSync(path.join(root, 'src', 'client', 'main.tsx'));
    expect(await buildClientIfNeeded(root)).toBe('no-client');
  });
});
