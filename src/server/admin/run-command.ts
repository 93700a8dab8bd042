import { parseArgs } from 'node:util';
import type { Repositories } from '../db/repositories';
import { AdminError, addMember, createOrganization, createUser, setOrganizationAddress } from './commands';
import { seedDemo } from './seed-demo';

export const USAGE = `Usage: npm run admin -- <command>

Commands:
  create-user <username> --password <pw> [--first-name X] [--last-name Y] [--email Z]
  create-org <name> --owner <username> [--address "1 Main St, Springfield"]
  set-org-address <org name> <address>   the firm's address on its sheets' title blocks ("" clears it)
  add-member <org name> <username>
  seed-demo          demo user "demo" (password "demo-password") and organization "Demo Studio"

Uses the same DATA_DIR / DATABASE_URL as the server and migrates the database first.`;

function parse(args: string[], options: Record<string, { type: 'string' }>, positionals: number) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new AdminError((error as Error).message);
  }
  if (parsed.positionals.length !== positionals) {
    throw new AdminError(`Expected ${positionals} argument(s), got ${parsed.positionals.length}.`);
  }
  return { values: parsed.values as Record<string, string | undefined>, positionals: parsed.positionals };
}

function required(values: Record<string, string | undefined>, name: string): string {
  const value = values[name];
  if (value === undefined) throw new AdminError(`--${name} is required.`);
  return value;
}

/** Runs one admin command; returns the lines to print. Throws AdminError for the operator's mistakes. */
export async function runAdminCommand(repos: Repositories, argv: string[]): Promise<string[]> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'create-user': {
      const { values, positionals } = parse(
        rest,
        {
          password: { type: 'string' },
          'first-name': { type: 'string' },
          'last-name': { type: 'string' },
          email: { type: 'string' },
        },
        1,
      );
      const username = positionals[0] ?? '';
      await createUser(repos, {
        username,
        password: required(values, 'password'),
        ...(values['first-name'] !== undefined ? { first_name: values['first-name'] } : {}),
        ...(values['last-name'] !== undefined ? { last_name: values['last-name'] } : {}),
        ...(values.email !== undefined ? { email: values.email } : {}),
      });
      return [`Created user ${username}`];
    }
    case 'create-org': {
      const { values, positionals } = parse(
        rest,
        { owner: { type: 'string' }, address: { type: 'string' } },
        1,
      );
      const name = positionals[0] ?? '';
      const owner = required(values, 'owner');
      await createOrganization(repos, name, owner, values.address);
      return [`Created organization "${name.trim()}" owned by ${owner}`];
    }
    case 'set-org-address': {
      const { positionals } = parse(rest, {}, 2);
      const [org = '', address = ''] = positionals;
      await setOrganizationAddress(repos, org, address);
      return [
        address.trim() ? `Set the address of "${org.trim()}"` : `Cleared the address of "${org.trim()}"`,
      ];
    }
    case 'add-member': {
      const { positionals } = parse(rest, {}, 2);
      const [org = '', username = ''] = positionals;
      await addMember(repos, org, username);
      return [`Added ${username} to "${org.trim()}"`];
    }
    case 'seed-demo':
      parse(rest, {}, 0);
      return seedDemo(repos);
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      return [USAGE];
    default:
      throw new AdminError(`Unknown command "${command}".\n\n${USAGE}`);
  }
}
