import type { Repositories } from '../db/repositories';
import { addMember, createOrganization, createUser } from './commands';
import { seedDemoFloorDesign } from './seed-floordesign';
import { seedDemoProjects } from './seed-projects';

export const DEMO_USERNAME = 'demo';
export const DEMO_PASSWORD = 'demo-password';
export const DEMO_ORGANIZATION = 'Demo Studio';

export interface SeedContext {
  repos: Repositories;
  /** Ids created by earlier steps, for later ones (projects belong to the demo user and organization). */
  demoUserId: number;
  demoOrganizationId: number;
}

/** One step of the demo data; returns a line for the operator, or null when there was nothing to do. */
export type SeedStep = (ctx: SeedContext) => Promise<string | null>;

/**
 * Steps after the demo user and organization exist. Later issues append theirs (projects, a floor design);
 * each must be idempotent, so running seed-demo twice does not duplicate anything.
 */
export const DEMO_SEED_STEPS: SeedStep[] = [seedDemoFloorDesign, seedDemoProjects];

/** Creates the demo user and organization if missing, then runs every seed step. Returns what it did. */
export async function seedDemo(repos: Repositories): Promise<string[]> {
  const log: string[] = [];
  let user = await repos.users.findByUsername(DEMO_USERNAME);
  if (!user) {
    await createUser(repos, {
      username: DEMO_USERNAME,
      password: DEMO_PASSWORD,
      first_name: 'Demo Architect',
      email: 'demo@example.com',
    });
    user = await repos.users.findByUsername(DEMO_USERNAME);
    log.push(`Created user ${DEMO_USERNAME} with password ${DEMO_PASSWORD}`);
  } else {
    log.push(`User ${DEMO_USERNAME} already exists (password unchanged)`);
  }
  if (!user) throw new Error('demo user missing after creation');

  let org = await repos.organizations.findByName(DEMO_ORGANIZATION);
  if (!org) {
    await createOrganization(repos, DEMO_ORGANIZATION, DEMO_USERNAME);
    org = await repos.organizations.findByName(DEMO_ORGANIZATION);
    log.push(`Created organization "${DEMO_ORGANIZATION}" owned by ${DEMO_USERNAME}`);
  } else if (!(await repos.organizations.isMember(org.id, user.id))) {
    await addMember(repos, DEMO_ORGANIZATION, DEMO_USERNAME);
  }
  if (!org) throw new Error('demo organization missing after creation');

  const ctx: SeedContext = { repos, demoUserId: user.id, demoOrganizationId: org.id };
  for (const step of DEMO_SEED_STEPS) {
    const line = await step(ctx);
    if (line) log.push(line);
  }
  return log;
}
