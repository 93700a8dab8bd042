import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureAdminUser } from '../../src/server/admin/bootstrap';
import { runAdminCommand } from '../../src/server/admin/run-command';
import { DEMO_SEED_STEPS } from '../../src/server/admin/seed-demo';
import { verifyPassword } from '../../src/server/auth/password';
import { Browser } from './helpers/browser';
import { useTestApp } from './helpers/app';
import { BACKENDS } from './helpers/databases';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe.each(BACKENDS)('admin commands on $name', (backend) => {
  const t = useTestApp(backend);
  const admin = (...argv: string[]) => runAdminCommand(t.repos, argv);

  it('create-user makes a user who can log in, with the given profile', async () => {
    const lines = await admin(
      'create-user',
      'grace',
      '--password',
      'compilers-1952',
      '--first-name',
      'Grace Hopper',
      '--last-name',
      'Hopper',
      '--email',
      'grace@example.com',
    );
    expect(lines).toEqual(['Created user grace']);
    const user = await t.repos.users.findByUsername('grace');
    expect(user).toMatchObject({
      first_name: 'Grace Hopper',
      last_name: 'Hopper',
      email: 'grace@example.com',
    });
    expect(user?.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('compilers-1952', user?.password_hash ?? '')).toBe(true);

    const browser = new Browser(t.app);
    expect((await browser.logIn('grace', 'compilers-1952')).json()).toEqual({ success: true });
  });

  it.each([
    [['create-user', 'grace'], '--password is required.'],
    [['create-user', '--password', 'long-enough'], 'Expected 1 argument(s), got 0.'],
    [['create-user', 'grace', '--password', 'short'], 'Invalid password: must be at least 8 characters long'],
    [['create-user', 'gr ace', '--password', 'long-enough'], 'Invalid username: may contain only'],
    [['create-user', 'grace', '--password', 'long-enough', '--email', 'nope'], 'Invalid profile email'],
    [['create-user', 'grace', '--pasword', 'long-enough'], "Unknown option '--pasword'"],
    [['create-org', 'Studio'], '--owner is required.'],
    [['create-org', 'Studio', '--owner', 'nobody'], 'No user named "nobody".'],
    [['add-member', 'Nowhere', 'grace'], 'No organization named "Nowhere".'],
    [['frobnicate'], 'Unknown command "frobnicate"'],
  ])('%j fails with a clear message', async (argv, message) => {
    await expect(admin(...argv)).rejects.toThrow(message);
  });

  it('refuses duplicates', async () => {
    await admin('create-user', 'grace', '--password', 'compilers-1952');
    await expect(admin('create-user', 'grace', '--password', 'another-pass')).rejects.toThrow(
      'User "grace" already exists.',
    );
    await admin('create-org', 'Harvard Mark I', '--owner', 'grace');
    await expect(admin('create-org', 'Harvard Mark I', '--owner', 'grace')).rejects.toThrow(
      'Organization "Harvard Mark I" already exists.',
    );
    await expect(admin('add-member', 'Harvard Mark I', 'grace')).rejects.toThrow(
      '"grace" is already a member of "Harvard Mark I".',
    );
  });

  it('create-org makes the owner an owning member; add-member adds a plain member', async () => {
    await admin('create-user', 'grace', '--password', 'compilers-1952');
    await admin('create-user', 'howard', '--password', 'mark-one-1944');
    expect(await admin('create-org', 'Harvard Mark I', '--owner', 'grace')).toEqual([
      'Created organization "Harvard Mark I" owned by grace',
    ]);
    expect(await admin('add-member', 'Harvard Mark I', 'howard')).toEqual([
      'Added howard to "Harvard Mark I"',
    ]);

    const howard = new Browser(t.app);
    await howard.logIn('howard', 'mark-one-1944');
    const orgs = (await howard.get('/api/dashboard/organizations/')).json();
    expect(orgs).toEqual({
      organizations: [{ id: expect.any(Number), name: 'Harvard Mark I', is_owner: false }],
    });
    const grace = new Browser(t.app);
    await grace.logIn('grace', 'compilers-1952');
    expect((await grace.get('/api/dashboard/organizations')).json().organizations[0].is_owner).toBe(true);
  });

  it("create-org --address and set-org-address give the firm's address its sheets print", async () => {
    await admin('create-user', 'grace', '--password', 'compilers-1952');
    await admin('create-org', 'Harvard Mark I', '--owner', 'grace', '--address', '1 Oxford St, Cambridge MA');
    const org = await t.repos.organizations.findByName('Harvard Mark I');
    expect(await t.repos.organizations.firm(org?.id ?? 0)).toEqual({
      name: 'Harvard Mark I',
      address: '1 Oxford St, Cambridge MA',
    });
    expect(await admin('set-org-address', 'Harvard Mark I', '29 Oxford St, Cambridge MA')).toEqual([
      'Set the address of "Harvard Mark I"',
    ]);
    expect((await t.repos.organizations.firm(org?.id ?? 0))?.address).toBe('29 Oxford St, Cambridge MA');
    await admin('set-org-address', 'Harvard Mark I', '');
    expect((await t.repos.organizations.firm(org?.id ?? 0))?.address).toBeNull();
    await expect(admin('set-org-address', 'Nowhere', 'x')).rejects.toThrow(
      'No organization named "Nowhere".',
    );
    await expect(admin('set-org-address', 'Harvard Mark I', 'a\nb')).rejects.toThrow('must be one line');
  });

  it('seed-demo creates the demo user and its organization, and running it again changes nothing', async () => {
    expect(DEMO_SEED_STEPS).toBeInstanceOf(Array);
    const lines = await admin('seed-demo');
    expect(lines).toContain('Created user demo with password demo-password');
    expect(lines).toContain('Created organization "Demo Studio" owned by demo');
    expect(await admin('seed-demo')).toContain('User demo already exists (password unchanged)');

    const demo = new Browser(t.app);
    expect((await demo.logIn('demo', 'demo-password')).statusCode).toBe(200);
    expect((await demo.get('/api/dashboard/organizations/')).json()).toEqual({
      organizations: [{ id: expect.any(Number), name: 'Demo Studio', is_owner: true }],
    });
  });

  it('the first start creates admin with a random password, or ADMIN_PASSWORD, and only on an empty database', async () => {
    const random = await ensureAdminUser(t.repos, undefined);
    expect(random).toMatchObject({ created: true, passwordFrom: 'random' });
    const password = random.created ? random.password : '';
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect((await new Browser(t.app).logIn('admin', password)).statusCode).toBe(200);
    expect(await ensureAdminUser(t.repos, 'ignored-now')).toEqual({ created: false });
  });

  it('ADMIN_PASSWORD sets the first admin password', async () => {
    expect(await ensureAdminUser(t.repos, 'chosen-by-operator')).toMatchObject({ created: true });
    expect((await new Browser(t.app).logIn('admin', 'chosen-by-operator')).statusCode).toBe(200);
  });

  it('npm run admin works on the same DATA_DIR/DATABASE_URL as the server and exits non-zero on errors', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, ...t.database.env };
    if (!t.database.env.DATABASE_URL) delete env.DATABASE_URL;
    const run = (...argv: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', ...argv], {
        cwd: ROOT,
        env,
        encoding: 'utf8',
      });

    const ok = run('create-user', 'linus', '--password', 'penguins-1991');
    expect(ok.stderr).toBe('');
    expect(ok.stdout.trim()).toBe('Created user linus');
    expect(ok.status).toBe(0);
    expect(await t.repos.users.findByUsername('linus')).toMatchObject({ username: 'linus' });

    const duplicate = run('create-user', 'linus', '--password', 'penguins-1991');
    expect(duplicate.status).toBe(1);
    expect(duplicate.stderr.trim()).toBe('error: User "linus" already exists.');
  });
});
