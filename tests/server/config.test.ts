import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from '../../src/server/config';

describe('configuration from the environment', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'draftroom-config-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('defaults to 127.0.0.1:8000, ./data, SQLite and a 50 MB upload limit', () => {
    const config = parseEnv({}, '/srv/draftroom');
    expect(config).toMatchObject({
      port: 8000,
      host: '127.0.0.1',
      dataDir: '/srv/draftroom/data',
      databaseUrl: undefined,
      uploadMaxBytes: 50 * 1024 * 1024,
      logLevel: 'info',
      trustProxy: false,
      workers: availableParallelism(),
    });
  });

  it('reads every variable', () => {
    const config = parseEnv({
      PORT: '9001',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/draftroom',
      DATABASE_URL: 'postgresql://app@db/draftroom',
      SESSION_SECRET: 's'.repeat(40),
      UPLOAD_MAX_BYTES: '1048576',
      ADMIN_PASSWORD: 'first-password',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      WORKERS: '3',
    });
    expect(config).toEqual({
      port: 9001,
      host: '0.0.0.0',
      dataDir: '/var/lib/draftroom',
      databaseUrl: 'postgresql://app@db/draftroom',
      sessionSecret: 's'.repeat(40),
      uploadMaxBytes: 1048576,
      adminPassword: 'first-password',
      logLevel: 'warn',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      workers: 3,
    });
    expect(parseEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(parseEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseEnv({ PORT: '' }).port).toBe(8000);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT: must be a whole number between 0 and 65535'],
    [{ PORT: '70000' }, 'PORT: must be a whole number between 0 and 65535'],
    [{ DATABASE_URL: 'mysql://db/x' }, 'DATABASE_URL: must start with postgres:// or postgresql://'],
    [{ UPLOAD_MAX_BYTES: '-5' }, 'UPLOAD_MAX_BYTES: must be a whole number'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL:'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET: must be at least 32 characters long'],
    [{ TRUST_PROXY: 'yes please' }, 'TRUST_PROXY:'],
    [{ WORKERS: '0' }, 'WORKERS: must be a whole number between 1 and 64'],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => parseEnv(env)).toThrow(ConfigError);
    expect(() => parseEnv(env)).toThrow(message);
  });

  it('creates DATA_DIR and keeps a generated session secret across restarts', () => {
    const dataDir = path.join(tempDir(), 'nested', 'data');
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8').trim()).toBe(first.sessionSecret);
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(32) }).sessionSecret).toBe(
      'x'.repeat(32),
    );
  });
});
