import { z } from 'zod';
import { extend, partial, pick, safeParse } from 'zod/mini';
import { AccountFields } from '../../contract/account';
import { hashPassword } from '../auth/password';
import type { Repositories } from '../db/repositories';
import type { ProfileFields } from '../db/users-repository';

/** A mistake in an admin command: printed as is, exit code 1. */
export class AdminError extends Error {
  override name = 'AdminError';
}

export const Username = z
  .string()
  .min(1, 'must not be empty')
  .max(150, 'must be at most 150 characters')
  .regex(/^[\w.@+-]+$/, 'may contain only letters, digits and . @ + - _');
export const NewPassword = z.string().min(8, 'must be at least 8 characters long').max(1024);
const OrganizationName = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(200, 'must be at most 200 characters');
/** A firm's address as a title block prints it: one line. */
const OrganizationAddress = z
  .string()
  .trim()
  .max(255, 'must be at most 255 characters')
  .regex(/^\P{Cc}*$/u, 'must be one line');
const Profile = extend(pick(AccountFields, { first_name: true, email: true }), {
  last_name: z.string().trim().max(150, 'must be at most 150 characters'),
});

function check<T>(schema: z.core.$ZodType<T>, value: unknown, what: string): T {
  const parsed = safeParse(schema, value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.length ? ` ${issue.path.join('.')}` : '';
  throw new AdminError(`Invalid ${what}${field}: ${issue?.message ?? 'invalid value'}`);
}

export interface CreateUserInput {
  username: string;
  password: string;
  first_name?: string;
  last_name?: string;
  email?: string;
}

export async function createUser(repos: Repositories, input: CreateUserInput): Promise<number> {
  const username = check(Username, input.username, 'username');
  const password = check(NewPassword, input.password, 'password');
  const profile: Partial<ProfileFields> = check(
    partial(Profile),
    { first_name: input.first_name, last_name: input.last_name, email: input.email },
    'profile',
  );
  if (await repos.users.findByUsername(username)) throw new AdminError(`User "${username}" already exists.`);
  return repos.users.create({ username, passwordHash: await hashPassword(password), ...profile });
}

async function requireUserId(repos: Repositories, username: string): Promise<number> {
  const user = await repos.users.findByUsername(username);
  if (!user) throw new AdminError(`No user named "${username}".`);
  return user.id;
}

export async function createOrganization(
  repos: Repositories,
  name: string,
  ownerUsername: string,
  address?: string,
): Promise<number> {
  const orgName = check(OrganizationName, name, 'organization name');
  const orgAddress = address === undefined ? undefined : check(OrganizationAddress, address, 'address');
  const ownerId = await requireUserId(repos, ownerUsername);
  if (await repos.organizations.findByName(orgName)) {
    throw new AdminError(`Organization "${orgName}" already exists.`);
  }
  const id = await repos.organizations.create(orgName, orgAddress || null);
  await repos.organizations.addMember(id, ownerId, true);
  return id;
}

/** Sets (or with an empty text, clears) the address the organization's title blocks print. */
export async function setOrganizationAddress(
  repos: Repositories,
  organizationName: string,
  address: string,
): Promise<void> {
  const value = check(OrganizationAddress, address, 'address');
  const org = await repos.organizations.findByName(organizationName.trim());
  if (!org) throw new AdminError(`No organization named "${organizationName}".`);
  await repos.organizations.setAddress(org.id, value || null);
}

export async function addMember(
  repos: Repositories,
  organizationName: string,
  username: string,
): Promise<void> {
  const org = await repos.organizations.findByName(organizationName.trim());
  if (!org) throw new AdminError(`No organization named "${organizationName}".`);
  const userId = await requireUserId(repos, username);
  if (await repos.organizations.isMember(org.id, userId)) {
    throw new AdminError(`"${username}" is already a member of "${org.name}".`);
  }
  await repos.organizations.addMember(org.id, userId, false);
}
