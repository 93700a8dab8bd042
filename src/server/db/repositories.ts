import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import { createLoginAttemptsRepository } from './login-attempts-repository';
import { createOrganizationsRepository } from './organizations-repository';
import type { Database } from './schema';
import { createSessionsRepository } from './sessions-repository';
import { createUsersRepository } from './users-repository';

/** Every repository, built once per app (and by the admin CLI). Later resources add one line each. */
export function createRepositories(db: Kysely<Database>, clock: Clock) {
  return {
    users: createUsersRepository(db, clock),
    sessions: createSessionsRepository(db, clock),
    organizations: createOrganizationsRepository(db, clock),
    loginAttempts: createLoginAttemptsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
