import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Fastify's trustProxy: off, on (trust every hop), a hop count, or a list of trusted addresses/CIDRs. */
export type TrustProxy = boolean | number | string[];

export interface Config {
  port: number;
  host: string;
  /** Absolute path; holds draftroom.sqlite, files/ and the generated session secret. */
  dataDir: string;
  /** postgres:// or postgresql:// URL; undefined means SQLite in dataDir. */
  databaseUrl: string | undefined;
  /** Keys the HMAC under which session ids are stored. */
  sessionSecret: string;
  uploadMaxBytes: number;
  /** Password of the `admin` user created on an empty database; random when undefined. */
  adminPassword: string | undefined;
  logLevel: LogLevel;
  trustProxy: TrustProxy;
  /** Server processes (node:cluster) sharing the port; 1 runs the API in this process alone. */
  workers: number;
}

/** How long a client may take; none of these may be unbounded, or idle and slow sockets pile up for ever. */
export interface HttpTimeouts {
  /** Request headers must arrive within this. */
  headersMs: number;
  /** The whole request, body included (a 50 MB upload at 1 Mbit/s takes ~7 minutes). */
  requestMs: number;
  /** A connection on which nothing moves for this long is closed (a half-sent body, a stalled download). */
  idleMs: number;
  /** An idle keep-alive connection between requests is closed after this. */
  keepAliveMs: number;
  /** How often the headers and request deadlines are checked. */
  checkIntervalMs: number;
  /** A request body gets this long before its rate is checked. */
  bodyGraceMs: number;
  /** Past the grace period a body must have averaged at least this many bytes a second, or it is cut (408). */
  minBodyBytesPerSecond: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 20_000,
  requestMs: 10 * 60_000,
  idleMs: 30_000,
  keepAliveMs: 10_000,
  checkIntervalMs: 5_000,
  bodyGraceMs: 10_000,
  minBodyBytesPerSecond: 1024,
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const DEFAULT_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
/** More processes than this only multiply memory and database connections. */
export const MAX_WORKERS = 64;
const SESSION_SECRET_FILE = 'session-secret';

// Unset and empty variables mean "use the default": `FOO= npm start` should not be an error.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const integer = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^[0-9]+$/, `must be a whole number between ${min} and ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be a whole number between ${min} and ${max}`);

const EnvSchema = z.object({
  PORT: optional(integer(0, 65535)),
  HOST: optional(z.string().trim().min(1)),
  DATA_DIR: optional(z.string().trim().min(1)),
  DATABASE_URL: optional(
    z
      .string()
      .trim()
      .regex(
        /^postgres(ql)?:\/\/.+/,
        'must start with postgres:// or postgresql:// (leave it unset for SQLite)',
      ),
  ),
  SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters long')),
  UPLOAD_MAX_BYTES: optional(integer(1, 10 * 1024 * 1024 * 1024)),
  ADMIN_PASSWORD: optional(z.string().min(8, 'must be at least 8 characters long')),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  TRUST_PROXY: optional(z.string().trim()),
  WORKERS: optional(integer(1, MAX_WORKERS)),
});

function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^[0-9]+$/.test(value)) return Number(value);
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (
    list.length === 0 ||
    list.some((s) => !/^[0-9a-fA-F.:/]+$|^(loopback|linklocal|uniquelocal)$/.test(s))
  ) {
    throw new ConfigError(
      'Invalid configuration: TRUST_PROXY: must be true, false, a hop count or a comma-separated list of addresses',
    );
  }
  return list;
}

/** Reads the environment without touching the disk; sessionSecret is '' when SESSION_SECRET is unset. */
export function parseEnv(env: NodeJS.ProcessEnv, cwd = process.cwd()): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT ?? 8000,
    host: e.HOST ?? '127.0.0.1',
    dataDir: path.resolve(cwd, e.DATA_DIR ?? './data'),
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET ?? '',
    uploadMaxBytes: e.UPLOAD_MAX_BYTES ?? DEFAULT_UPLOAD_MAX_BYTES,
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    workers: e.WORKERS ?? Math.min(MAX_WORKERS, availableParallelism()),
  };
}

/**
 * Without SESSION_SECRET a secret is generated once and kept in DATA_DIR, so a restart does not log everybody
 * out. Several app servers must share SESSION_SECRET (or the data directory).
 */
function persistedSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, SESSION_SECRET_FILE);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The server's and the admin CLI's configuration: environment, DATA_DIR created, session secret resolved. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const config = parseEnv(env);
  try {
    mkdirSync(config.dataDir, { recursive: true });
  } catch (error) {
    throw new ConfigError(`Invalid configuration: DATA_DIR ${config.dataDir}: ${(error as Error).message}`);
  }
  if (!config.sessionSecret) config.sessionSecret = persistedSessionSecret(config.dataDir);
  return config;
}
