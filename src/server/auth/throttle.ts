import type { Clock } from '../clock';
import type { AttemptKey, LoginAttemptsRepository } from '../db/login-attempts-repository';

export interface ThrottleRules {
  maxFailures: number;
  windowMs: number;
}

/** At most 10 failed logins per account and per client address in any 15 minutes. */
export const LOGIN_THROTTLE: ThrottleRules = { maxFailures: 10, windowMs: 15 * 60 * 1000 };

export function throttleKeys(username: string, ip: string): AttemptKey[] {
  // Usernames are matched case-insensitively here so "Admin" and "admin" share one budget.
  return [
    { scope: 'username', key: username.toLowerCase() },
    { scope: 'ip', key: ip },
  ];
}

/** An attempt allowed to check its password: its rows count as failures until it settles them. */
export interface Reservation {
  keys: AttemptKey[];
  ids: number[];
}

export type ReserveOutcome = { ok: true; reservation: Reservation } | { ok: false; retryAfterMs: number };

/**
 * Counts failures in a sliding window, stored in the database so limits hold across restarts and app servers.
 *
 * An attempt is written before it is judged (reserve), then counted together with every attempt already
 * written: whichever of two racing attempts counts second sees the other, on any database and across
 * processes, so no burst gets more than `maxFailures` attempts to the password check. A refused attempt
 * takes its rows back, so a locked-out user can log in again once the window has passed.
 */
export function createLoginThrottle(attempts: LoginAttemptsRepository, clock: Clock, rules = LOGIN_THROTTLE) {
  return {
    async reserve(keys: AttemptKey[]): Promise<ReserveOutcome> {
      const now = clock.now();
      const since = new Date(now.getTime() - rules.windowMs);
      const ids: number[] = [];
      for (const key of keys) ids.push(await attempts.record(key, now));
      let refused = false;
      let wait = 0;
      for (const [index, key] of keys.entries()) {
        const recorded = await attempts.attemptsSince(key, since);
        if (recorded.length <= rules.maxFailures) continue;
        refused = true;
        // Allowed again when enough of the others' oldest attempts have left the window.
        const others = recorded.filter((attempt) => attempt.id !== ids[index]);
        const freeing = others[others.length - rules.maxFailures];
        if (freeing) wait = Math.max(wait, freeing.at.getTime() + rules.windowMs - now.getTime());
      }
      if (!refused) return { ok: true, reservation: { keys, ids } };
      await attempts.release(ids);
      return { ok: false, retryAfterMs: Math.max(wait, 1000) };
    },

    /** A wrong password: the reserved rows stay as the failure. */
    async failed(): Promise<void> {
      await attempts.deleteOlderThan(new Date(clock.now().getTime() - rules.windowMs));
    },

    /** The password was never checked (the server was too busy): the attempt does not count. */
    async cancelled(reservation: Reservation): Promise<void> {
      await attempts.release(reservation.ids);
    },

    /** A success forgives the account's failures (not the address's: one account must not reset it). */
    async succeeded(reservation: Reservation): Promise<void> {
      await attempts.release(reservation.ids);
      for (const key of reservation.keys) if (key.scope === 'username') await attempts.clear(key);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

export function throttledMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
