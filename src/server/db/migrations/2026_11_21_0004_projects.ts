import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

// Frozen in time: this file must not import application code, and must never change once released.

type Dialect = 'sqlite' | 'postgres';

const generatedId = (dialect: Dialect) => (col: ColumnDefinitionBuilder) =>
  dialect === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

const required = (col: ColumnDefinitionBuilder) => col.notNull();
const projectRef = (col: ColumnDefinitionBuilder) =>
  col.notNull().references('projects.id').onDelete('cascade');

// 'double precision' is a float8 on PostgreSQL (pg reads it as a number) and has REAL affinity on SQLite;
// 'real' would be a float4 on PostgreSQL and lose digits of budgets and areas.
const DOUBLE = 'double precision';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('projects')
    .addColumn('id', 'integer', generatedId(dialect))
    // Restrict: files on disk belong to projects, so a user with projects cannot vanish by cascade.
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('restrict'))
    .addColumn('organization_id', 'integer', (col) => col.references('organizations.id').onDelete('set null'))
    .addColumn('archived', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('project_type', 'text', required)
    .addColumn('status', 'text', required)
    .addColumn('project_address', 'text', required)
    .addColumn('square_footage', DOUBLE)
    .addColumn('num_bedrooms', 'integer')
    .addColumn('num_bathrooms', DOUBLE)
    .addColumn('num_car_garage', 'integer')
    .addColumn('layout_style', 'text')
    .addColumn('story', 'integer')
    .addColumn('budget', DOUBLE)
    .addColumn('project_description', 'text')
    .addColumn('additional_requirements', 'text')
    .addColumn('apn', 'text')
    .addColumn('zoning', 'text')
    .addColumn('occupancy', 'text')
    .addColumn('construction_type', 'text')
    .addColumn('lot_area', DOUBLE)
    .addColumn('living_space', DOUBLE)
    .addColumn('owner_name', 'text')
    .addColumn('owner_phone', 'text')
    .addColumn('owner_email', 'text')
    .addColumn('master_pdf_key', 'text')
    .addColumn('created_at', 'text', required)
    .addColumn('updated_at', 'text', required)
    .execute();
  await db.schema.createIndex('projects_owner_id_index').on('projects').column('owner_id').execute();
  await db.schema
    .createIndex('projects_organization_id_index')
    .on('projects')
    .column('organization_id')
    .execute();

  // Stored files: `storage_key` is the server-generated name in file storage, `file_name` the user's
  // (sanitised) name kept for downloads, `kind` the type detected from the bytes.
  await db.schema
    .createTable('uploaded_files')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('project_id', 'integer', projectRef)
    .addColumn('storage_key', 'text', (col) => col.notNull().unique())
    .addColumn('file_name', 'text', required)
    .addColumn('kind', 'text', required)
    .addColumn('size', 'bigint', required)
    .addColumn('uploaded_at', 'text', required)
    .addColumn('processed_json', 'text')
    .addColumn('debug_output_key', 'text')
    .addColumn('generated_dxf_key', 'text')
    .addColumn('processing_status', 'text')
    .addColumn('processing_error', 'text')
    .execute();
  await db.schema
    .createIndex('uploaded_files_project_id_index')
    .on('uploaded_files')
    .column('project_id')
    .execute();

  await db.schema
    .createTable('drawing_pages')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('project_id', 'integer', projectRef)
    .addColumn('name', 'text', required)
    .addColumn('page_type', 'text', required)
    .addColumn('scale', 'text')
    // "order" is an SQL keyword; the API still calls it order.
    .addColumn('page_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('storage_key', 'text', (col) => col.notNull().unique())
    .addColumn('file_name', 'text', required)
    .addColumn('kind', 'text', required)
    .addColumn('size', 'bigint', required)
    .addColumn('created_at', 'text', required)
    .execute();
  await db.schema
    .createIndex('drawing_pages_project_id_index')
    .on('drawing_pages')
    .column('project_id')
    .execute();

  await db.schema
    .createTable('proposed_dxf_revisions')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('project_id', 'integer', projectRef)
    .addColumn('revision_number', 'integer', required)
    .addColumn('storage_key', 'text', (col) => col.notNull().unique())
    .addColumn('file_name', 'text', required)
    .addColumn('size', 'bigint', required)
    .addColumn('created_at', 'text', required)
    .addUniqueConstraint('proposed_dxf_revisions_project_number_unique', ['project_id', 'revision_number'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('proposed_dxf_revisions').execute();
  await db.schema.dropTable('drawing_pages').execute();
  await db.schema.dropTable('uploaded_files').execute();
  await db.schema.dropTable('projects').execute();
}
