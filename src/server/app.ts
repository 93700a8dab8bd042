import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { $ZodError } from 'zod/v4/core';
import { systemClock, type Clock } from './clock';
import type { HashGateOptions } from './auth/hash-gate';
import type { ScryptParams } from './auth/password';
import { DEFAULT_HTTP_TIMEOUTS, type Config, type HttpTimeouts, type TrustProxy } from './config';
import type { Db } from './db/connect';
import { raceToHttpError } from './db/db-errors';
import { describeZodError, HttpError } from './errors';
import type { SavePoolOptions } from './saves/save-pool';
import authPlugin from './plugins/auth';
import databasePlugin from './plugins/database';
import drainPlugin from './plugins/drain';
import fileStoragePlugin from './plugins/file-storage';
import processingPlugin, { type ProcessingPluginOptions } from './plugins/processing';
import savePoolPlugin from './plugins/save-pool';
import securityHeadersPlugin from './plugins/security-headers';
import slowClientsPlugin from './plugins/slow-clients';
import spaPlugin from './plugins/spa';
import accountRoutes from './routes/account';
import drawingPagesRoutes from './routes/drawing-pages';
import dxfRevisionsRoutes from './routes/dxf-revisions';
import filesRoutes from './routes/files';
import floorDesignExportRoutes from './routes/floordesign-export';
import floorDesignSendRoutes from './routes/floordesign-send';
import floorDesignUnderlayRoutes from './routes/floordesign-underlays';
import floorDesignsRoutes from './routes/floordesigns';
import jobsRoutes from './routes/jobs';
import layoutsRoutes from './routes/layouts';
import organizationsRoutes from './routes/organizations';
import projectsRoutes from './routes/projects';
import sessionRoutes from './routes/session';
import uploadsRoutes from './routes/uploads';

export interface AppOptions {
  config: Config;
  /** Opened (and migrated) by the caller, who also closes it. */
  db: Db;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Where the built client lives; defaults to the repository's dist/. */
  distDir?: string;
  /** Cost of the dummy password check; tests use a cheaper one along with cheaper stored hashes. */
  scryptParams?: ScryptParams;
  /** How many password hashes may run and wait at once; defaults suit production. */
  hashGate?: HashGateOptions;
  /** Client time limits; defaults suit production, tests shorten them. */
  timeouts?: HttpTimeouts;
  /** Processing service or job-runner settings (pool size, time/heap limits); defaults suit production. */
  processing?: ProcessingPluginOptions;
  /** Save workers: count, queue, the body size that leaves the event loop; defaults suit production. */
  saves?: Partial<SavePoolOptions>;
}

export const DEFAULT_DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
export const JSON_BODY_LIMIT = 1024 * 1024;
export const INTERNAL_ERROR = 'Internal server error.';

/** Fastify's types lack the hop count proxy-addr understands, so a count becomes "trust the nearest n hops". */
function trustProxyOption(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** An empty JSON body (a bodyless POST with a JSON content type) counts as no body rather than a 400. */
function acceptEmptyJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
}

/**
 * The whole HTTP application as a tree of plugins: external plugins, then ours (database and repositories,
 * authentication), then one plugin per resource, then the SPA and not-found handling.
 */
export function buildApp(options: AppOptions) {
  const {
    config,
    db,
    clock = systemClock,
    logger = false,
    distDir = DEFAULT_DIST_DIR,
    scryptParams,
    hashGate,
    timeouts = DEFAULT_HTTP_TIMEOUTS,
    processing = {},
    saves = {},
  } = options;
  const app = Fastify({
    logger,
    connectionTimeout: timeouts.idleMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkIntervalMs },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: trustProxyOption(config.trustProxy),
    // drainPlugin answers 503 itself, with the API's error shape.
    return503OnClosing: false,
  });
  acceptEmptyJson(app);

  app.register(drainPlugin);
  app.register(slowClientsPlugin, { timeouts });
  app.register(securityHeadersPlugin);
  // JSON, HTML and the built assets, brotli or gzip; brotli at a fast level since it runs per response.
  app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  app.register(fastifyCookie);
  app.register(fastifyFormbody, { bodyLimit: JSON_BODY_LIMIT });
  app.register(fastifyMultipart, {
    limits: {
      fileSize: config.uploadMaxBytes,
      files: 20,
      fields: 100,
      fieldSize: JSON_BODY_LIMIT,
      parts: 200,
    },
  });

  app.register(databasePlugin, { config, clock, db });
  app.register(authPlugin, { ...(scryptParams ? { scryptParams } : {}), ...(hashGate ? { hashGate } : {}) });
  app.register(fileStoragePlugin);
  app.register(processingPlugin, processing);
  // On SQLite the save workers read and write big page blobs themselves (better-sqlite3 blocks its thread).
  app.register(savePoolPlugin, { sqliteFile: db.filename ?? null, ...saves });

  app.register(sessionRoutes);
  app.register(accountRoutes);
  app.register(organizationsRoutes);
  app.register(projectsRoutes);
  app.register(uploadsRoutes);
  app.register(drawingPagesRoutes);
  app.register(dxfRevisionsRoutes);
  app.register(filesRoutes);
  app.register(floorDesignsRoutes);
  app.register(floorDesignExportRoutes);
  app.register(floorDesignSendRoutes);
  app.register(floorDesignUnderlayRoutes);
  app.register(layoutsRoutes);
  app.register(jobsRoutes);

  app.register(spaPlugin, { distDir });

  app.setErrorHandler((raised: FastifyError | $ZodError | HttpError, request, reply) => {
    const error = raceToHttpError(raised);
    if (error instanceof $ZodError) return reply.code(400).send({ error: describeZodError(error) });
    // Our own errors carry a message meant for the user, whatever their status (503 while shutting down).
    if (error instanceof HttpError) return reply.code(error.statusCode).send({ error: error.message });
    const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
    if (status < 500) return reply.code(status).send({ error: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ error: INTERNAL_ERROR });
  });

  return app;
}
