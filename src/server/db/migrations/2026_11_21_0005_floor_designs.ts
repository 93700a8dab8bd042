import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

// Frozen in time: this file must not import application code, and must never change once released.

type Dialect = 'sqlite' | 'postgres';

const generatedId = (dialect: Dialect) => (col: ColumnDefinitionBuilder) =>
  dialect === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

/**
 * Floor designs, their current pages, and the revisions every save appends. Documents (elements, pages_json,
 * the wizard's raw_json and outline_metadata) are JSON text: the same on both databases, and never queried.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('floor_designs')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('unit', 'text', (col) => col.notNull().defaultTo('feet'))
    .addColumn('notes', 'text')
    .addColumn('raw_json', 'text')
    .addColumn('outline_metadata', 'text')
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('floor_designs_owner_index')
    .on('floor_designs')
    .columns(['owner_id', 'is_active', 'created_at'])
    .execute();

  await db.schema
    .createTable('floor_design_pages')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('design_id', 'integer', (col) =>
      col.notNull().references('floor_designs.id').onDelete('cascade'),
    )
    .addColumn('page_id', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('elements', 'text', (col) => col.notNull())
    .addUniqueConstraint('floor_design_pages_design_page_unique', ['design_id', 'page_id'])
    .execute();

  await db.schema
    .createTable('floor_design_revisions')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('design_id', 'integer', (col) =>
      col.notNull().references('floor_designs.id').onDelete('cascade'),
    )
    .addColumn('version_number', 'integer', (col) => col.notNull())
    .addColumn('saved_at', 'text', (col) => col.notNull())
    .addColumn('pages_json', 'text', (col) => col.notNull())
    // The guard that keeps version numbers unique even if two saves ever computed the same next number.
    .addUniqueConstraint('floor_design_revisions_design_version_unique', ['design_id', 'version_number'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('floor_design_revisions').execute();
  await db.schema.dropTable('floor_design_pages').execute();
  await db.schema.dropTable('floor_designs').execute();
}
