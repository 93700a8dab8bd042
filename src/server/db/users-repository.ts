import type { Kysely } from 'kysely';
import { toTimestamp, type Clock } from '../clock';
import type { Database, UserRow } from './schema';

/** The account fields a user can edit; first_name is what the form labels "Full Name". */
export interface ProfileFields {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
}

export interface NewUser extends Partial<ProfileFields> {
  username: string;
  passwordHash: string;
}

export function createUsersRepository(db: Kysely<Database>, clock: Clock) {
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findByUsername(username: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      // PostgreSQL's count is a bigint, which pg returns as a string.
      return Number(row.n);
    },

    async create({ username, passwordHash, ...profile }: NewUser): Promise<number> {
      const row = await db
        .insertInto('users')
        .values({
          username,
          password_hash: passwordHash,
          first_name: profile.first_name ?? '',
          last_name: profile.last_name ?? '',
          email: profile.email ?? '',
          phone: profile.phone ?? '',
          address: profile.address ?? '',
          city: profile.city ?? '',
          state: profile.state ?? '',
          zipcode: profile.zipcode ?? '',
          country: profile.country ?? '',
          created_at: toTimestamp(clock.now()),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateProfile(id: number, patch: Partial<ProfileFields>): Promise<void> {
      if (Object.keys(patch).length === 0) return;
      await db.updateTable('users').set(patch).where('id', '=', id).execute();
    },

    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
