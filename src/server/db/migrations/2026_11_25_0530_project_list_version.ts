import { sql, type Kysely } from 'kysely';

// Frozen in time: this file must not import application code, and must never change once released.

type Dialect = 'sqlite' | 'postgres';

/**
 * A version number of everything the project lists show, kept by the database itself: triggers bump it in the
 * transaction of every write that can change a list's rows or who sees them (a project's listed columns, its
 * owner, organization or archived flag; an organization's name or removal; a membership). Server processes keep
 * each user's serialised list and check this one number per request, so a write by any process, the admin CLI
 * or a future code path invalidates every process's copy without a message between them.
 */

const NAME = 'project_list';

/** Writes that change what a project list shows, as (trigger name, table, event). */
const WATCHED = [
  ['project_list_projects_insert', 'projects', 'insert'],
  [
    'project_list_projects_update',
    'projects',
    // The listed columns and the ones that decide visibility or the list a row is in.
    'update of owner_id, organization_id, archived, project_address, project_type, square_footage, ' +
      'num_bedrooms, num_bathrooms, status, created_at',
  ],
  ['project_list_projects_delete', 'projects', 'delete'],
  ['project_list_organizations_update', 'organizations', 'update of name'],
  ['project_list_organizations_delete', 'organizations', 'delete'],
  ['project_list_memberships_insert', 'memberships', 'insert'],
  ['project_list_memberships_update', 'memberships', 'update of user_id, organization_id'],
  ['project_list_memberships_delete', 'memberships', 'delete'],
] as const;

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('data_versions')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('version', 'bigint', (col) => col.notNull())
    .execute();
  await sql`insert into data_versions (name, version) values (${NAME}, 1)`.execute(db);
  const bump = `update data_versions set version = version + 1 where name = '${NAME}'`;
  if (dialect === 'postgres') {
    await sql
      .raw(
        `create function bump_project_list_version() returns trigger language plpgsql as $$ ` +
          `begin ${bump}; return null; end $$`,
      )
      .execute(db);
    // Once per statement: a bulk write bumps once, and the counter row gets one new tuple, not one per row.
    for (const [name, table, event] of WATCHED) {
      await sql
        .raw(
          `create trigger ${name} after ${event} on ${table} ` +
            `for each statement execute function bump_project_list_version()`,
        )
        .execute(db);
    }
    return;
  }
  for (const [name, table, event] of WATCHED) {
    await sql.raw(`create trigger ${name} after ${event} on ${table} begin ${bump}; end`).execute(db);
  }
}

export async function down(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  for (const [name, table] of WATCHED) {
    await sql.raw(`drop trigger ${name}${dialect === 'postgres' ? ` on ${table}` : ''}`).execute(db);
  }
  if (dialect === 'postgres') await sql.raw('drop function bump_project_list_version()').execute(db);
  await db.schema.dropTable('data_versions').execute();
}
