import type { Config } from '../../src/server/config';
// A logged-in admin and projects made through the API, for the benches that run a real server.

export const BENCH_ADMIN_PASSWORD = 'bench-admin-password';
const ADMIN_PASSWORD = BENCH_ADMIN_PASSWORD;

export async function logIn(base: string): Promise<{ cookie: string; token: string }> {
  const first = await fetch(`${base}/api/whoami/`);
  const csrf = (first.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  const login = await fetch(`${base}/api/login/`, {
    method: 'POST',
    headers: { cookie: csrf, 'x-csrftoken': csrf.split('=')[1] ?? '', 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`bench login answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, token: /csrftoken=([^;]+)/.exec(cookie)?.[1] ?? '' };
}

export async function seedProjects(
  base: string,
  session: { cookie: string; token: string },
  count: number,
): Promise<void> {
  const create = async (i: number) => {
    const response = await fetch(`${base}/api/dashboard/projects/create/`, {
      method: 'POST',
      headers: {
        cookie: session.cookie,
        'x-csrftoken': session.token,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        project_type: i % 2 ? 'ADU' : 'SingleFamily',
        project_address: `${i + 1} Bench Street, Springfield`,
        square_footage: String(800 + i),
        num_bedrooms: String(1 + (i % 5)),
        num_bathrooms: '2.5',
      }).toString(),
    });
    if (response.status !== 200) throw new Error(`creating project ${i} answered ${response.status}`);
  };
  for (let i = 0; i < count; i += 10) {
    await Promise.all(Array.from({ length: Math.min(10, count - i) }, (_, k) => create(i + k)));
  }
}

/** An in-process app's configuration for benches: one process, silent, a throwaway data folder. */
export const benchConfig = (dataDir: string): Config => ({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  databaseUrl: undefined,
  sessionSecret: 'bench-session-secret-that-is-long-enough-0',
  uploadMaxBytes: 1024 * 1024,
  adminPassword: undefined,
  logLevel: 'silent',
  trustProxy: false,
  workers: 1,
});
