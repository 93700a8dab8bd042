import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

// Frozen in time: this file must not import application code, and must never change once released.

type Dialect = 'sqlite' | 'postgres';

const generatedId = (dialect: Dialect) => (col: ColumnDefinitionBuilder) =>
  dialect === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('organizations')
    .addColumn('id', 'integer', generatedId(dialect))
    // Unique because the admin CLI names organizations (add-member <org name> <username>).
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('memberships')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('organization_id', 'integer', (col) =>
      col.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('is_owner', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('memberships_pkey', ['user_id', 'organization_id'])
    .execute();
  await db.schema
    .createIndex('memberships_organization_id_index')
    .on('memberships')
    .column('organization_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('memberships').execute();
  await db.schema.dropTable('organizations').execute();
}
