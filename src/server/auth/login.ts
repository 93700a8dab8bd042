import type { UserRow } from '../db/schema';
import type { UsersRepository } from '../db/users-repository';
import { HashBusyError } from './hash-gate';
import type { PasswordHasher } from './password';
import { throttleKeys, type LoginThrottle } from './throttle';

export type LoginOutcome =
  | { ok: true; user: UserRow }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'throttled'; retryAfterMs: number }
  | { ok: false; reason: 'busy' };

/** Checks a username and password under the throttle; the route turns the outcome into a response. */
export function createLoginService(
  users: UsersRepository,
  throttle: LoginThrottle,
  passwords: PasswordHasher,
) {
  return {
    async attempt(username: string, password: string, ip: string): Promise<LoginOutcome> {
      // The attempt is counted before the password is looked at, so a locked-out attacker learns nothing even
      // from the right password, and a refused attempt costs no hashing.
      const admitted = await throttle.reserve(throttleKeys(username, ip));
      if (!admitted.ok) return { ok: false, reason: 'throttled', retryAfterMs: admitted.retryAfterMs };
      const { reservation } = admitted;

      let user: UserRow | undefined;
      let valid: boolean;
      try {
        user = await users.findByUsername(username);
        valid = user
          ? await passwords.verify(password, user.password_hash)
          : await passwords.verifyDummy(password);
      } catch (error) {
        await throttle.cancelled(reservation);
        if (error instanceof HashBusyError) return { ok: false, reason: 'busy' };
        throw error;
      }
      if (!user || !valid) {
        await throttle.failed();
        return { ok: false, reason: 'invalid' };
      }
      await throttle.succeeded(reservation);
      return { ok: true, user };
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
