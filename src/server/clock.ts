/** The server's notion of "now", injectable so tests can move time (session expiry, login throttling). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Timestamps are stored as ISO-8601 UTC strings: identical on SQLite and PostgreSQL, and they sort as text. */
export const toTimestamp = (date: Date): string => date.toISOString();
