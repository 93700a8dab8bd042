import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import {
  PROJECT_STATUSES,
  PROJECT_TYPES,
  projectStatusesMatching,
  type ProjectChanges,
  type ProjectCreateData,
  type ProjectSortColumn,
  type SortOrder,
} from '../../contract/projects';
import { toTimestamp, type Clock } from '../clock';
import type { Database, ProjectRow } from './schema';

/** A project row with its organization's name, for lists and the detail view. */
export interface ProjectWithOrganization extends ProjectRow {
  organization_name: string | null;
}

type RequiredField = 'project_type' | 'status' | 'project_address';

/** The columns the project list shows, and nothing else (the list never reads descriptions or contacts). */
export type ProjectListFields = Pick<
  ProjectRow,
  | 'id'
  | 'project_address'
  | 'project_type'
  | 'square_footage'
  | 'num_bedrooms'
  | 'num_bathrooms'
  | 'status'
  | 'created_at'
> & { organization: string | null };

export interface ProjectListOptions {
  /** Substring of the address, or of a status's code or label, case-insensitive. */
  search?: string | undefined;
  sort?: ProjectSortColumn | undefined;
  order?: SortOrder | undefined;
  /** One page: at most `limit` rows after `offset`; every row when absent. */
  page?: { limit: number; offset: number } | undefined;
}

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
  'project_number',
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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Sorts a code column the way the table shows it: by the codes' labels (constants of the contract, inlined).
 * Unknown codes go last.
 */
function byLabel(column: string, options: readonly { code: string; label: string }[]) {
  const ranked = [...options].sort((a, b) => a.label.localeCompare(b.label, 'en'));
  const cases = ranked.map((option, rank) => sql`when ${sql.lit(option.code)} then ${sql.lit(rank)}`);
  return sql<number>`case ${sql.ref(column)} ${sql.join(cases, sql` `)} else ${sql.lit(ranked.length)} end`;
}

const SORT_EXPRESSIONS = {
  project_address: sql<string>`lower(${sql.ref('projects.project_address')})`,
  project_type: byLabel('projects.project_type', PROJECT_TYPES),
  square_footage: sql.ref('projects.square_footage'),
  num_bedrooms: sql.ref('projects.num_bedrooms'),
  num_bathrooms: sql.ref('projects.num_bathrooms'),
  status: byLabel('projects.status', PROJECT_STATUSES),
  created_at: sql.ref('projects.created_at'),
  organization: sql<string>`lower(${sql.ref('organizations.name')})`,
} satisfies Record<ProjectSortColumn, unknown>;

export function createProjectsRepository(db: Kysely<Database>, clock: Clock) {
  const now = () => toTimestamp(clock.now());
  const withOrganization = () =>
    db
      .selectFrom('projects')
      .leftJoin('organizations', 'organizations.id', 'projects.organization_id')
      .selectAll('projects')
      .select('organizations.name as organization_name');

  /** The rows of one list that match the search, before anything is selected. */
  const listed = (userId: number, archived: boolean, search: string | undefined) => {
    let query = db
      .selectFrom('projects')
      .leftJoin('organizations', 'organizations.id', 'projects.organization_id')
      .where(projectVisibleTo(userId))
      .where('projects.archived', '=', archived ? 1 : 0);
    const needle = search?.trim().toLowerCase() ?? '';
    if (needle !== '') {
      const statuses = projectStatusesMatching(needle);
      const address = sql<boolean>`lower(${sql.ref('projects.project_address')}) like ${`%${escapeLike(needle)}%`} escape '\\'`;
      query = query.where((eb) =>
        statuses.length > 0 ? eb.or([address, eb('projects.status', 'in', statuses)]) : address,
      );
    }
    return query;
  };

  // Compiled once: it runs on every list request.
  const listVersionQuery = db
    .selectFrom('data_versions')
    .select('version')
    .where('name', '=', 'project_list')
    .compile();

  return {
    /**
     * The version of everything the project lists show (bumped by triggers in every write that changes a list,
     * see the project_list_version migration); null if its row is missing, when nothing may be cached.
     */
    async listVersion(): Promise<number | null> {
      const { rows } = await db.executeQuery(listVersionQuery);
      const version = rows[0]?.version;
      return version === undefined ? null : Number(version);
    },

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

    /**
     * The user's active or archived projects matching the search, newest first unless sorted by a column (empty
     * values last either way, ties by id), whole or one page.
     */
    async listVisible(
      userId: number,
      archived: boolean,
      { search, sort, order = 'asc', page }: ProjectListOptions = {},
    ): Promise<ProjectListFields[]> {
      let query = listed(userId, archived, search).select([
        'projects.id',
        'projects.project_address',
        'projects.project_type',
        'projects.square_footage',
        'projects.num_bedrooms',
        'projects.num_bathrooms',
        'projects.status',
        'projects.created_at',
        'organizations.name as organization',
      ]);
      if (sort) {
        query = query
          .orderBy(SORT_EXPRESSIONS[sort], (ob) => (order === 'asc' ? ob.asc() : ob.desc()).nullsLast())
          .orderBy('projects.id', order);
      } else {
        query = query.orderBy('projects.created_at', 'desc').orderBy('projects.id', 'desc');
      }
      if (page) query = query.limit(page.limit).offset(page.offset);
      return query.execute();
    },

    /** How many of the user's active or archived projects match the search (the total of a paged list). */
    async countVisible(userId: number, archived: boolean, search?: string): Promise<number> {
      const row = await listed(userId, archived, search)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
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
