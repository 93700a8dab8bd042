import type { Kysely } from 'kysely';
import { toTimestamp, type Clock } from '../clock';
import type { Database } from './schema';

export interface MemberOrganization {
  id: number;
  name: string;
  is_owner: boolean;
}

export function createOrganizationsRepository(db: Kysely<Database>, clock: Clock) {
  return {
    async findByName(name: string): Promise<{ id: number; name: string } | undefined> {
      return db
        .selectFrom('organizations')
        .select(['id', 'name'])
        .where('name', '=', name)
        .executeTakeFirst();
    },

    async create(name: string, address: string | null = null): Promise<number> {
      const row = await db
        .insertInto('organizations')
        .values({ name, address, created_at: toTimestamp(clock.now()) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async setAddress(organizationId: number, address: string | null): Promise<void> {
      await db.updateTable('organizations').set({ address }).where('id', '=', organizationId).execute();
    },

    /** The firm as a title block names it. */
    async firm(organizationId: number): Promise<{ name: string; address: string | null } | undefined> {
      return db
        .selectFrom('organizations')
        .select(['name', 'address'])
        .where('id', '=', organizationId)
        .executeTakeFirst();
    },

    /** The firm's settings as its owner edits them; undefined for an unknown id. */
    async settings(
      organizationId: number,
    ): Promise<{ id: number; name: string; address: string | null } | undefined> {
      return db
        .selectFrom('organizations')
        .select(['id', 'name', 'address'])
        .where('id', '=', organizationId)
        .executeTakeFirst();
    },

    /** Renames the firm and sets (null: clears) its address; a name another organization has throws a unique violation. */
    async updateSettings(
      organizationId: number,
      fields: { name: string; address: string | null },
    ): Promise<void> {
      await db.updateTable('organizations').set(fields).where('id', '=', organizationId).execute();
    },

    /** The caller's membership of the organization: undefined when not a member. */
    async membership(organizationId: number, userId: number): Promise<{ is_owner: boolean } | undefined> {
      const row = await db
        .selectFrom('memberships')
        .select('is_owner')
        .where('organization_id', '=', organizationId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? { is_owner: row.is_owner === 1 } : undefined;
    },

    async addMember(organizationId: number, userId: number, isOwner: boolean): Promise<void> {
      await db
        .insertInto('memberships')
        .values({
          organization_id: organizationId,
          user_id: userId,
          is_owner: isOwner ? 1 : 0,
          created_at: toTimestamp(clock.now()),
        })
        .execute();
    },

    async isMember(organizationId: number, userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('memberships')
        .select('user_id')
        .where('organization_id', '=', organizationId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The organizations a user belongs to, by name. */
    async listForUser(userId: number): Promise<MemberOrganization[]> {
      const rows = await db
        .selectFrom('memberships')
        .innerJoin('organizations', 'organizations.id', 'memberships.organization_id')
        .select(['organizations.id', 'organizations.name', 'memberships.is_owner'])
        .where('memberships.user_id', '=', userId)
        .orderBy('organizations.name')
        .orderBy('organizations.id')
        .execute();
      return rows.map((r) => ({ id: r.id, name: r.name, is_owner: r.is_owner === 1 }));
    },
  };
}

export type OrganizationsRepository = ReturnType<typeof createOrganizationsRepository>;
