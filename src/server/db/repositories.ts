import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../clock';
import { createFloorDesignsRepository } from './floordesigns-repository';
import { createDrawingPagesRepository } from './drawing-pages-repository';
import { createDxfRevisionsRepository } from './dxf-revisions-repository';
import { createLayoutJobsRepository } from './layout-jobs-repository';
import { createLoginAttemptsRepository } from './login-attempts-repository';
import { createOrganizationsRepository } from './organizations-repository';
import { createProcessingJobsRepository } from './processing-jobs-repository';
import { createProjectsRepository } from './projects-repository';
import type { Database } from './schema';
import { createSessionsRepository } from './sessions-repository';
import { createUploadedFilesRepository } from './uploaded-files-repository';
import { createUnderlaysRepository } from './underlays-repository';
import { createUsersRepository } from './users-repository';

/** Every repository, built once per app (and by the admin CLI). Later resources add one line each. */
export function createRepositories(db: Kysely<Database>, clock: Clock) {
  return {
    users: createUsersRepository(db, clock),
    sessions: createSessionsRepository(db, clock),
    organizations: createOrganizationsRepository(db, clock),
    loginAttempts: createLoginAttemptsRepository(db),
    projects: createProjectsRepository(db, clock),
    uploadedFiles: createUploadedFilesRepository(db, clock),
    drawingPages: createDrawingPagesRepository(db, clock),
    dxfRevisions: createDxfRevisionsRepository(db, clock),
    floorDesigns: createFloorDesignsRepository(db, clock),
    processingJobs: createProcessingJobsRepository(db, clock),
    layoutJobs: createLayoutJobsRepository(db, clock),
    underlays: createUnderlaysRepository(db, clock),
    /** One transaction across repositories (their `…Within` functions take it). */
    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> =>
      db.transaction().execute(work),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
