import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { HashGate } from './hash-gate';

/*
 * Stored format: scrypt$N$r$p$salt$hash (salt and hash base64url). The parameters travel with each hash, so they
 * can be raised later without invalidating existing passwords. node:crypto's async scrypt runs on libuv's thread
 * pool, off the event loop.
 */

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** 32 MiB of memory per hash: the cost OWASP lists for scrypt is N=2^17; 2^15 keeps a login near 0.15 s here. */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const MAX_N = 2 ** 20;

function derive(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    maxmem: 256 * params.N * params.r + 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, params = DEFAULT_SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params, KEY_LENGTH);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

interface ParsedHash extends ScryptParams {
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  const validN = Number.isInteger(N) && N > 1 && N <= MAX_N && (N & (N - 1)) === 0;
  const validRp = Number.isInteger(r) && r >= 1 && r <= 32 && Number.isInteger(p) && p >= 1 && p <= 16;
  if (!validN || !validRp || salt.length === 0 || key.length === 0) return undefined;
  return { N, r, p, salt, key };
}

/** True when the password matches; false for a wrong password or an unreadable hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /**
   * Spends the time of a real check, for logins with an unknown username: otherwise the response time would
   * tell an attacker which usernames exist.
   */
  verifyDummy(password: string): Promise<false>;
}

const ungated: HashGate = { run: (work) => work() };

/** The server's hasher: every hash waits its turn at `gate` (which may refuse with HashBusyError). */
export function createPasswordHasher(
  params: ScryptParams = DEFAULT_SCRYPT_PARAMS,
  gate: HashGate = ungated,
): PasswordHasher {
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password) => gate.run(() => hashPassword(password, params)),
    verify: (password, stored) => gate.run(() => verifyPassword(password, stored)),
    async verifyDummy(password) {
      dummyHash ??= hashPassword('draftroom-dummy-password', params);
      const stored = await dummyHash;
      await gate.run(() => verifyPassword(password, stored));
      return false;
    },
  };
}
