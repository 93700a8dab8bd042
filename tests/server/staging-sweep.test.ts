import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sweepStaleStagedFiles } from '../../src/server/files/storage';
import { freePort, startProcess, stopProcess, waitUntilServing } from '../e2e/serverProcess';
import { BACKENDS } from './helpers/databases';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ADMIN_PASSWORD = 'sweep-test-password';
const hostTag = (host: string) => createHash('sha256').update(host).digest('hex').slice(0, 12);
const staged = (pid: number, host = hostname()) =>
  `${randomBytes(16).toString('hex')}.${pid}-${hostTag(host)}.part`;

describe('sweeping staged files at start-up', () => {
  it("removes this host's files whose process is gone, keeps live uploads of other processes and hosts", async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'draftroom-sweep-'));
    const temp = path.join(root, '.tmp');
    mkdirSync(temp);
    const alive = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    await once(alive, 'spawn');
    const dead = spawn(process.execPath, ['-e', '']);
    await once(dead, 'exit');
    const files = {
      mine: staged(process.pid),
      deadProcess: staged(dead.pid as number),
      liveProcess: staged(alive.pid as number),
      otherHost: staged(dead.pid as number, 'another-app-server'),
      abandonedOtherHost: staged(dead.pid as number, 'another-app-server'),
      legacyFresh: `${randomBytes(16).toString('hex')}.part`,
    };
    for (const name of Object.values(files)) writeFileSync(path.join(temp, name), 'partial upload');
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    utimesSync(path.join(temp, files.abandonedOtherHost), tenMinutesAgo, tenMinutesAgo);
    try {
      expect(await sweepStaleStagedFiles(root, new Date())).toBe(3);
      expect(readdirSync(temp).sort()).toEqual(
        [files.liveProcess, files.otherHost, files.legacyFresh].sort(),
      );
    } finally {
      alive.kill();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe.each(BACKENDS)('an upload cut by kill -9 on $name', (backend) => {
  it('leaves a .part file that the next start removes', async () => {
    const database = await backend.open();
    const tempDir = path.join(database.env.DATA_DIR, 'files', '.tmp');
    // One process: the test kills the process that holds the upload (a cluster's primary holds none).
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...database.env,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'silent',
      WORKERS: '1',
    };
    if (!database.env.DATABASE_URL) delete env.DATABASE_URL;
    const start = async () => {
      const port = await freePort();
      const server = startProcess(
        process.execPath,
        ['--import', 'tsx', 'src/server/main.ts'],
        { ...env, PORT: String(port) },
        ROOT,
      );
      await waitUntilServing(`http://127.0.0.1:${port}/api/whoami/`, server, 60_000);
      return { server, port };
    };
    const first = await start();
    let second: Awaited<ReturnType<typeof start>> | undefined;
    try {
      const base = `http://127.0.0.1:${first.port}`;
      const whoami = await fetch(`${base}/api/whoami/`);
      const csrf = (whoami.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
      const token = csrf.split('=')[1] ?? '';
      const login = await fetch(`${base}/api/login/`, {
        method: 'POST',
        headers: { cookie: csrf, 'x-csrftoken': token, 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const cookies = login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const newToken = /csrftoken=([^;]+)/.exec(cookies)?.[1] ?? '';
      const created = await fetch(`${base}/api/dashboard/projects/create/`, {
        method: 'POST',
        headers: {
          cookie: cookies,
          'x-csrftoken': newToken,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'project_type=ADU&project_address=1+Sweep+Street',
      });
      const { project_id: projectId } = (await created.json()) as { project_id: number };

      // Half of a 1 MB upload, then the server dies mid-stream.
      const boundary = 'sweepboundary';
      const socket = connect(first.port, '127.0.0.1');
      socket.on('error', () => undefined);
      await once(socket, 'connect');
      socket.write(
        [
          `POST /api/dashboard/projects/${projectId}/upload/ HTTP/1.1`,
          `Host: 127.0.0.1:${first.port}`,
          `Cookie: ${cookies}`,
          `X-CSRFToken: ${newToken}`,
          `Content-Type: multipart/form-data; boundary=${boundary}`,
          `Content-Length: ${1024 * 1024}`,
          '',
          `--${boundary}`,
          'Content-Disposition: form-data; name="file"; filename="plan.pdf"',
          'Content-Type: application/pdf',
          '',
          '%PDF-1.7\n' + 'x'.repeat(256 * 1024),
        ].join('\r\n'),
      );
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline && !(existsSync(tempDir) && readdirSync(tempDir).length > 0)) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(readdirSync(tempDir)).toHaveLength(1);
      const exited = once(first.server.child, 'exit');
      process.kill(first.server.child.pid as number, 'SIGKILL');
      await exited;
      socket.destroy();
      expect(readdirSync(tempDir)).toHaveLength(1);

      second = await start();
      expect(readdirSync(tempDir)).toEqual([]);
    } finally {
      await stopProcess(first.server);
      if (second) await stopProcess(second.server);
      await database.dispose();
    }
  }, 120_000);
});
