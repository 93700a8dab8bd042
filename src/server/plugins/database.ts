import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { createRepositories, type Repositories } from '../db/repositories';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
    db: Db;
    repos: Repositories;
  }
}

export interface DatabasePluginOptions {
  config: Config;
  clock: Clock;
  db: Db;
}

/** Shares the configuration, clock, database and repositories with every route. The caller owns the db. */
export default fp<DatabasePluginOptions>(
  async function databasePlugin(app: FastifyInstance, { config, clock, db }) {
    app.decorate('config', config);
    app.decorate('clock', clock);
    app.decorate('db', db);
    app.decorate('repos', createRepositories(db.kysely, clock));
  },
  { name: 'database' },
);
