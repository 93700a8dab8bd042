import type { ExpressionBuilder, Kysely } from 'kysely';
import type { ProjectChanges, ProjectCreateData } from '../../contract/projects';
import { toTimestamp, type Clock } from '../clock';
import type { Database, ProjectRow } from './schema';

/** A project row with its organization's name, for lists and the detail view. */
export interface ProjectWithOrganization extends ProjectRow {
  organization_name: string | null;
}

type RequiredField = 'project_type' | 'status' | 'project_address';

/** A validated create form (absent optional fields are stored as null) and its owner. */
export type NewProject = Pick<ProjectCreateData, RequiredField> &
  Partial<Omit<ProjectCreateData, RequiredField>> & { ownerId: number };

/**
 * The access rule of projects, as SQL: the caller owns the project, or it belongs to an organization the caller is
 * a member of. Every read of a project goes through this, and so does every read of a design of a project.
 */
export function projectVisibleTo(userId: number) {
  return (eb: ExpressionBuilder<Database, 'projects'>) =>
    eb.or([
      eb('projects.owner_id', '=', userId),
      eb(
        'projects.organization_id',
        'in',
        eb
          .selectFrom('memberships')
          .select('memberships.organization_id')
          .where('memberships.user_id', '=', userId),
      ),
    ]);
}

// Optional fields the create form may leave out; stored as null.
const OPTIONAL_FIELDS = [
  'organization_id',
  'square_footage',
  'num_bedrooms',
  'num_bathrooms',
  'num_car_garage',
  'layout_style',
  'story',
  'budget',
  'project_description',
  'additional_requirements',
  'apn',
  'zoning',
  'occupancy',
  'construction_type',
  'lot_area',
  'living_space',
  'owner_name',
  'owner_phone',
  'owner_email',
] as const;

export function createProjectsRepository(db: Kysely<Database>, clock: Clock) {
  const now = () => toTimestamp(clock.now());
  const withOrganization = () =>
    db
      .selectFrom('projects')
      .leftJoin('organizations', 'organizations.id', 'projects.organization_id')
      .selectAll('projects')
      .select('organizations.name as organization_name');

  return {
    async create({ ownerId, ...data }: NewProject): Promise<number> {
      const optional = Object.fromEntries(OPTIONAL_FIELDS.map((field) => [field, data[field] ?? null]));
      const row = await db
        .insertInto('projects')
        .values({
          ...optional,
          owner_id: ownerId,
          project_type: data.project_type,
          status: data.status,
          project_address: data.project_address,
          archived: 0,
          master_pdf_key: null,
          created_at: now(),
          updated_at: now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The project if the user may see it; undefined for unknown ids and other people's projects alike. */
    async findVisible(projectId: number, userId: number): Promise<ProjectWithOrganization | undefined> {
      return withOrganization()
        .where('projects.id', '=', projectId)
        .where(projectVisibleTo(userId))
        .executeTakeFirst();
    },

    /** The user's active or archived projects, newest first. */
    async listVisible(userId: number, archived: boolean): Promise<ProjectWithOrganization[]> {
      return withOrganization()
        .where(projectVisibleTo(userId))
        .where('projects.archived', '=', archived ? 1 : 0)
        .orderBy('projects.created_at', 'desc')
        .orderBy('projects.id', 'desc')
        .execute();
    },

    async findOwnedByAddress(ownerId: number, address: string): Promise<ProjectRow | undefined> {
      return db
        .selectFrom('projects')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('project_address', '=', address)
        .executeTakeFirst();
    },

    async update(projectId: number, changes: ProjectChanges): Promise<void> {
      await db
        .updateTable('projects')
        .set({ ...changes, updated_at: now() })
        .where('id', '=', projectId)
        .execute();
    },

    async setArchived(projectId: number, archived: boolean): Promise<void> {
      await db
        .updateTable('projects')
        .set({ archived: archived ? 1 : 0, updated_at: now() })
        .where('id', '=', projectId)
        .execute();
    },
  };
}

export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;
