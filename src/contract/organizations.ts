import { z } from './zod';
import { Id } from './common';

export const Organization = z.object({ id: Id, name: z.string(), is_owner: z.boolean() });
export type Organization = z.infer<typeof Organization>;

/** GET /api/dashboard/organizations/ (also answered without the trailing slash). */
export const OrganizationsResponse = z.object({ organizations: z.array(Organization) });
export type OrganizationsResponse = z.infer<typeof OrganizationsResponse>;

// ---------------------------------------------------------------------------------------------------------------
// The firm's settings, which its owner edits on Account Settings: its name and the address its title blocks print.

export const ORGANIZATION_LIMITS = { name: 255, address: 255, addressLines: 4 } as const;

// Control characters never belong in a name; an address may break lines (it is printed joined with ", ").
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAK = /[^\P{Cc}\n]/u;

const lines = (text: string): string[] => text.split(/\r\n|\r|\n/);

/** An address as typed, tidied: each line trimmed, blank lines dropped; "" when there is none. */
export function normalizeAddress(raw: string): string {
  return lines(raw)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** The address on one line, as a title block's cell prints it. */
export function addressOnOneLine(address: string): string {
  return normalizeAddress(address).split('\n').join(', ');
}

/** POST /api/dashboard/organizations/{id}/settings/ — both fields, as the form sends them. */
export const OrganizationSettingsFields = z.strictObject({
  name: z
    .string({ error: 'must be text' })
    .check(z.trim())
    .check(z.minLength(1, 'is required'))
    .check(z.maxLength(ORGANIZATION_LIMITS.name, `must be at most ${ORGANIZATION_LIMITS.name} characters`))
    .check(z.refine((name) => !CONTROL.test(name), 'must be one line')),
  address: z.pipe(
    z.pipe(z.string({ error: 'must be text' }), z.transform(normalizeAddress)),
    z
      .string()
      .check(
        z.maxLength(ORGANIZATION_LIMITS.address, `must be at most ${ORGANIZATION_LIMITS.address} characters`),
      )
      .check(
        z.refine(
          (address) => address === '' || lines(address).length <= ORGANIZATION_LIMITS.addressLines,
          `must be at most ${ORGANIZATION_LIMITS.addressLines} lines`,
        ),
      )
      .check(
        z.refine((address) => !CONTROL_BUT_LINE_BREAK.test(address), 'must not contain control characters'),
      ),
  ),
});
export type OrganizationSettingsFields = z.output<typeof OrganizationSettingsFields>;

/** GET /api/dashboard/organizations/{id}/settings/ — the address is "" when the firm has none. */
export const OrganizationSettings = z.object({ id: Id, name: z.string(), address: z.string() });
export type OrganizationSettings = z.infer<typeof OrganizationSettings>;

/** The answer of a saved POST; a refused one is `{ success: false, error, errors? }` (400, 403 or 404). */
export const OrganizationSettingsResponse = z.object({
  success: z.literal(true),
  organization: OrganizationSettings,
});
export type OrganizationSettingsResponse = z.infer<typeof OrganizationSettingsResponse>;
