import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

// Frozen in time: this file must not import application code, and must never change once released.

type Dialect = 'sqlite' | 'postgres';

const generatedId = (dialect: Dialect) => (col: ColumnDefinitionBuilder) =>
  dialect === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

const requiredText = (col: ColumnDefinitionBuilder) => col.notNull();
const textDefaultEmpty = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo('');

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('username', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', requiredText)
    .addColumn('first_name', 'text', textDefaultEmpty)
    .addColumn('last_name', 'text', textDefaultEmpty)
    .addColumn('email', 'text', textDefaultEmpty)
    .addColumn('phone', 'text', textDefaultEmpty)
    .addColumn('address', 'text', textDefaultEmpty)
    .addColumn('city', 'text', textDefaultEmpty)
    .addColumn('state', 'text', textDefaultEmpty)
    .addColumn('zipcode', 'text', textDefaultEmpty)
    .addColumn('country', 'text', textDefaultEmpty)
    .addColumn('created_at', 'text', requiredText)
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('remember', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', requiredText)
    .addColumn('expires_at', 'text', requiredText)
    .execute();
  await db.schema.createIndex('sessions_user_id_index').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at_index').on('sessions').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
