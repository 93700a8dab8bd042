import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

// Frozen in time: this file must not import application code, and must never change once released.

type Dialect = 'sqlite' | 'postgres';

const generatedId = (dialect: Dialect) => (col: ColumnDefinitionBuilder) =>
  dialect === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

/**
 * Page underlays (issue 12 item 4): the files a design's pages show under their drawing. A row is the asset a
 * page's underlay names by id (`fileId`): the file as uploaded (`source_key`) and the image the editor shows
 * (`image_key`: a PDF page rendered to PNG, or the image itself), with its natural size in inches. Deleted with
 * the design.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('floor_design_underlays')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('design_id', 'integer', (col) =>
      col.notNull().references('floor_designs.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('source_key', 'text', (col) => col.notNull())
    .addColumn('source_size', 'integer', (col) => col.notNull())
    .addColumn('image_key', 'text', (col) => col.notNull())
    .addColumn('image_type', 'text', (col) => col.notNull())
    .addColumn('page_number', 'integer')
    .addColumn('pixel_width', 'integer', (col) => col.notNull())
    .addColumn('pixel_height', 'integer', (col) => col.notNull())
    .addColumn('width_in', 'double precision', (col) => col.notNull())
    .addColumn('height_in', 'double precision', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('floor_design_underlays_design_index')
    .on('floor_design_underlays')
    .column('design_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('floor_design_underlays').execute();
}
