import { describe, expect, it } from 'vitest';
import { createPasswordHasher, hashPassword, verifyPassword } from '../../src/server/auth/password';

describe('password hashing', () => {
  it('stores scrypt$N$r$p$salt$hash with the production cost and a fresh salt each time', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
    expect(first).not.toContain('correct horse battery');
  });

  it('accepts the right password and refuses wrong ones', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    for (const wrong of ['correct horse batter', 'Correct horse battery', '', 'correct horse battery ']) {
      expect(await verifyPassword(wrong, stored)).toBe(false);
    }
  });

  it('refuses everything against a damaged or foreign hash instead of throwing', async () => {
    for (const stored of [
      '',
      'plain',
      'scrypt$1$8$1$abc$def',
      'scrypt$32768$8$1$$',
      'pbkdf2_sha256$1$a$b',
      'scrypt$3$8$1$YQ$YQ',
    ]) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('the dummy check for unknown users always fails', async () => {
    const hasher = createPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });
    expect(await hasher.verifyDummy('draftroom-dummy-password')).toBe(false);
    const stored = await hasher.hash('pw-123456');
    expect(stored.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await hasher.verify('pw-123456', stored)).toBe(true);
  });
});
