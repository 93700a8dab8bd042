import type { UserRow } from '../db/schema';
import type { UsersRepository } from '../db/users-repository';
import type { PasswordHasher } from './password';
import { throttleKeys, type LoginThrottle } from './throttle';

export type LoginOutcome =
  | { ok: true; user: UserRow }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'throttled'; retryAfterMs: number };

/** Checks a username and password under the throttle; the route turns the outcome into a response. */
export function createLoginService(
  users: UsersRepository,
  throttle: LoginThrottle,
  passwords: PasswordHasher,
) {
  return {
    async attempt(username: string, password: string, ip: string): Promise<LoginOutcome> {
      const keys = throttleKeys(username, ip);
      // Checked before the password, so a locked-out attacker learns nothing even from the right password.
      const retryAfterMs = await throttle.retryAfterMs(keys);
      if (retryAfterMs > 0) return { ok: false, reason: 'throttled', retryAfterMs };

      const user = await users.findByUsername(username);
      const valid = user
        ? await passwords.verify(password, user.password_hash)
        : await passwords.verifyDummy(password);
      if (!user || !valid) {
        await throttle.recordFailure(keys);
        return { ok: false, reason: 'invalid' };
      }
      await throttle.recordSuccess(keys);
      return { ok: true, user };
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
