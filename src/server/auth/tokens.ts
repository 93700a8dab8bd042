import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: the value of the session and CSRF cookies. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** The session id stored in the database: an HMAC of the cookie's token under SESSION_SECRET. */
export const sessionIdFromToken = (token: string, secret: string): string =>
  createHmac('sha256', secret).update(token).digest('base64url');

/** Constant-time equality of two strings (different lengths are unequal without comparing contents). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
