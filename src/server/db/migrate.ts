import {
  Migrator,
  sql,
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
} from 'kysely';
import type { Db, SqlDialect } from './connect';
import * as accounts from './migrations/2026_11_21_0001_accounts';
import * as organizations from './migrations/2026_11_21_0002_organizations';
import * as loginAttempts from './migrations/2026_11_21_0003_login_attempts';
import * as projects from './migrations/2026_11_21_0004_projects';
import * as floorDesigns from './migrations/2026_11_21_0005_floor_designs';
import * as processingJobs from './migrations/2026_11_21_0006_processing_jobs';
import * as dxfRevisionCounter from './migrations/2026_11_23_0301_dxf_revision_counter';
import * as processingJobOwner from './migrations/2026_11_23_0360_processing_job_owner';
import * as floorDesignPageBlobs from './migrations/2026_11_23_0410_floor_design_page_blobs';
import * as layoutJobs from './migrations/2026_11_23_0510_layout_jobs';
import * as floorDesignPageHashes from './migrations/2026_11_25_0310_floor_design_page_hashes';
import * as floorDesignProject from './migrations/2026_11_25_0320_floor_design_project';
import * as floorDesignPageDeltas from './migrations/2026_11_25_0500_floor_design_page_deltas';
import * as projectListVersion from './migrations/2026_11_25_0530_project_list_version';
import * as floorDesignUnderlays from './migrations/2026_11_25_0600_floor_design_underlays';
import * as organizationAddress from './migrations/2026_11_26_0100_organization_address';
import * as requestJobs from './migrations/2026_11_28_0100_request_jobs';
import * as projectNumber from './migrations/2026_12_07_0100_project_number';

/** A migration receives the dialect, so one file can create the same schema on SQLite and PostgreSQL. */
interface DialectMigration {
  up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void>;
  down?(db: Kysely<unknown>, dialect: SqlDialect): Promise<void>;
}

/**
 * Every migration, by name. A later issue adds its tables by adding a file to ./migrations (named with the next
 * date prefix) and one line here. A static list, not a folder scan, so it works under tsx and in a bundle.
 */
const MIGRATIONS: Record<string, DialectMigration> = {
  '2026_11_21_0001_accounts': accounts,
  '2026_11_21_0002_organizations': organizations,
  '2026_11_21_0003_login_attempts': loginAttempts,
  '2026_11_21_0004_projects': projects,
  '2026_11_21_0005_floor_designs': floorDesigns,
  '2026_11_21_0006_processing_jobs': processingJobs,
  '2026_11_23_0301_dxf_revision_counter': dxfRevisionCounter,
  '2026_11_23_0360_processing_job_owner': processingJobOwner,
  '2026_11_23_0410_floor_design_page_blobs': floorDesignPageBlobs,
  '2026_11_23_0510_layout_jobs': layoutJobs,
  '2026_11_25_0310_floor_design_page_hashes': floorDesignPageHashes,
  '2026_11_25_0320_floor_design_project': floorDesignProject,
  '2026_11_25_0500_floor_design_page_deltas': floorDesignPageDeltas,
  '2026_11_25_0530_project_list_version': projectListVersion,
  '2026_11_25_0600_floor_design_underlays': floorDesignUnderlays,
  '2026_11_26_0100_organization_address': organizationAddress,
  '2026_11_28_0100_request_jobs': requestJobs,
  '2026_12_07_0100_project_number': projectNumber,
};

function provider(dialect: SqlDialect): MigrationProvider {
  return {
    async getMigrations() {
      const bound: Record<string, Migration> = {};
      for (const [name, m] of Object.entries(MIGRATIONS)) {
        const { down } = m;
        bound[name] = {
          up: (db) => m.up(db, dialect),
          ...(down ? { down: (db) => down(db, dialect) } : {}),
        };
      }
      return bound;
    },
  };
}

/**
 * Kysely looks for its bookkeeping tables in every schema unless told which one; with several schemas in one
 * database (other apps, or one per test file) it would find another schema's tables. Use the search_path's.
 */
async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely);
  const schema = rows[0]?.schema;
  if (!schema) throw new MigrationError('PostgreSQL has no current schema: check search_path');
  return schema;
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

async function migrator(db: Db): Promise<Migrator> {
  return new Migrator({
    db: db.kysely,
    provider: provider(db.dialect),
    ...(db.dialect === 'postgres' ? { migrationTableSchema: await currentSchema(db) } : {}),
  });
}

/** Applies every pending migration; Kysely's lock makes concurrent starts (several servers, CLI) safe. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  return outcome(await (await migrator(db)).migrateToLatest());
}

/** Moves the schema to just after the named migration (down or up): for tests of a migration's data step. */
export async function migrateTo(db: Db, name: string): Promise<string[]> {
  if (!(name in MIGRATIONS)) throw new MigrationError(`No migration named ${name}`);
  return outcome(await (await migrator(db)).migrateTo(name));
}

function outcome({ error, results }: MigrationResultSet): string[] {
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new MigrationError(
      `Database migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
