import { sql, type Kysely } from 'kysely';

// Frozen in time: this file must not import application code, and must never change once released.

type Dialect = 'sqlite' | 'postgres';

/*
 * Work a request asks for and may not see finish (open in editor, adopt, send to project, exports) runs as a
 * processing job, so a dropped connection loses nothing and a retry with the same idempotency key finds the first
 * one. Such a job may belong to a design of no project: project_id becomes nullable and design_id names the
 * design. params_json is what the job does, result_json what it answered (the request's answer, or the file it
 * made), status_code the HTTP status of a failure, progress 0–1 while it runs. A user's idempotency keys are
 * unique. SQLite cannot drop NOT NULL in place: the table is rebuilt (foreign keys off, so rows that refer to it,
 * such as layout jobs, are kept).
 */

const NEW_COLUMNS = `
  design_id integer references floor_designs(id) on delete cascade,
  idempotency_key text,
  request_hash text,
  params_json text,
  result_json text,
  status_code integer,
  progress real`;

const OLD_COLUMNS =
  'id, kind, project_id, upload_id, state, error, created_at, started_at, finished_at, attempts, requested_by, claim_seq';

async function rebuildSqlite(db: Kysely<unknown>, nullableProject: boolean): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql
        .raw(
          `create table processing_jobs_next (
            id integer primary key autoincrement,
            kind text not null,
            project_id integer ${nullableProject ? '' : 'not null '}references projects(id) on delete cascade,
            upload_id integer references uploaded_files(id) on delete cascade,
            state text not null,
            error text,
            created_at text not null,
            started_at text,
            finished_at text,
            attempts integer not null default 0,
            requested_by integer references users(id) on delete set null,
            claim_seq integer${nullableProject ? `,${NEW_COLUMNS}` : ''}
          )`,
        )
        .execute(trx);
      await sql
        .raw(`insert into processing_jobs_next (${OLD_COLUMNS}) select ${OLD_COLUMNS} from processing_jobs`)
        .execute(trx);
      await sql`drop table processing_jobs`.execute(trx);
      await sql`alter table processing_jobs_next rename to processing_jobs`.execute(trx);
      for (const statement of [
        'create index processing_jobs_state_index on processing_jobs (state, id)',
        'create index processing_jobs_project_id_index on processing_jobs (project_id)',
        'create index processing_jobs_upload_id_index on processing_jobs (upload_id)',
        'create index processing_jobs_requested_by_index on processing_jobs (requested_by, state)',
        'create index processing_jobs_claim_seq_index on processing_jobs (claim_seq)',
      ])
        await sql.raw(statement).execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('processing_jobs rebuild left broken foreign keys');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    await rebuildSqlite(db, true);
  } else {
    await sql`alter table processing_jobs alter column project_id drop not null`.execute(db);
    for (const column of NEW_COLUMNS.split(',').map((c) => c.trim()))
      await sql.raw(`alter table processing_jobs add column ${column}`).execute(db);
  }
  await db.schema
    .createIndex('processing_jobs_idempotency_index')
    .unique()
    .on('processing_jobs')
    .columns(['requested_by', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('processing_jobs_design_id_index')
    .on('processing_jobs')
    .column('design_id')
    .execute();
}

export async function down(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  // Jobs that only make sense with the new columns (a design's exports and the like) cannot be kept.
  await sql`delete from processing_jobs where project_id is null`.execute(db);
  await db.schema.dropIndex('processing_jobs_design_id_index').execute();
  await db.schema.dropIndex('processing_jobs_idempotency_index').execute();
  if (dialect === 'sqlite') {
    await rebuildSqlite(db, false);
    return;
  }
  for (const column of NEW_COLUMNS.split(',').map((c) => c.trim().split(' ')[0]))
    await sql.raw(`alter table processing_jobs drop column ${column}`).execute(db);
  await sql`alter table processing_jobs alter column project_id set not null`.execute(db);
}
