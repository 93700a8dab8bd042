import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

// Frozen in time: this file must not import application code, and must never change once released.

type Dialect = 'sqlite' | 'postgres';

const generatedId = (dialect: Dialect) => (col: ColumnDefinitionBuilder) =>
  dialect === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

/** Failed logins, kept in the database so throttling survives restarts and is shared by every app server. */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('attempted_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_scope_key_index')
    .on('login_attempts')
    .columns(['scope', 'key', 'attempted_at'])
    .execute();
  await db.schema
    .createIndex('login_attempts_attempted_at_index')
    .on('login_attempts')
    .column('attempted_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_attempts').execute();
}
