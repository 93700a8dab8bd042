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

/**
 * Counts failures in a sliding window, stored in the database so limits hold across restarts and app servers.
 * Refused attempts are not recorded: a locked-out user can log in again once the window has passed.
 */
export function createLoginThrottle(attempts: LoginAttemptsRepository, clock: Clock, rules = LOGIN_THROTTLE) {
  return {
    /** 0 when a login may be tried now, else how long until it may. */
    async retryAfterMs(keys: AttemptKey[]): Promise<number> {
      const now = clock.now().getTime();
      let wait = 0;
      for (const key of keys) {
        const failures = await attempts.failuresSince(key, new Date(now - rules.windowMs));
        if (failures.length < rules.maxFailures) continue;
        // Allowed again when enough of the oldest failures have left the window.
        const freeing = failures[failures.length - rules.maxFailures];
        if (freeing) wait = Math.max(wait, freeing.getTime() + rules.windowMs - now);
      }
      return wait;
    },

    async recordFailure(keys: AttemptKey[]): Promise<void> {
      const now = clock.now();
      for (const key of keys) await attempts.record(key, now);
      await attempts.deleteOlderThan(new Date(now.getTime() - rules.windowMs));
    },

    /** A successful login forgives the account's failures (not the address's: one account must not reset it). */
    async recordSuccess(keys: AttemptKey[]): Promise<void> {
      for (const key of keys) if (key.scope === 'username') await attempts.clear(key);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

export function throttledMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
