import { z } from 'zod/mini';
import { ORGANIZATION_LIMITS, OrganizationSettingsFields } from '../../../contract/organizations';
import { FieldErrors } from '../../../contract/projects';
import { isApiError } from '../../api/ApiError';

// The Firm section of Account Settings: its fields, and its checks and messages, which are the contract's own.

export type FirmFieldName = keyof OrganizationSettingsFields;
export type FirmValues = OrganizationSettingsFields;
export type FirmFieldErrors = Partial<Record<FirmFieldName, string>>;

export const FIRM_FIELDS: readonly {
  name: FirmFieldName;
  label: string;
  maxLength: number;
  multiline: boolean;
  helperText?: string;
}[] = [
  { name: 'name', label: 'Firm name', maxLength: ORGANIZATION_LIMITS.name, multiline: false },
  {
    name: 'address',
    label: 'Firm address',
    maxLength: ORGANIZATION_LIMITS.address,
    multiline: true,
    helperText: `Up to ${ORGANIZATION_LIMITS.addressLines} lines; the title block prints them on one line.`,
  },
];

const sentence = (message: string): string =>
  message.charAt(0).toUpperCase() + message.slice(1) + (message.endsWith('.') ? '' : '.');

const isFirmField = (key: string): key is FirmFieldName => key === 'name' || key === 'address';

/**
 * Checks the form with the schema the server applies, so a mistake is shown under its field before a round trip.
 * Returns the cleaned values (name trimmed, address lines trimmed), or one message per invalid field.
 */
export function validateFirmForm(
  values: FirmValues,
): { ok: true; fields: FirmValues } | { ok: false; errors: FirmFieldErrors } {
  const parsed = OrganizationSettingsFields.safeParse(values);
  if (parsed.success) return { ok: true, fields: parsed.data };
  const errors: FirmFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && isFirmField(field)) errors[field] ??= sentence(issue.message);
  }
  return { ok: false, errors };
}

const Refusal = z.object({ errors: FieldErrors });

/**
 * What a refused save says: the messages of the form's own fields go under them, anything else (the server's
 * reason, a network failure) is shown as one line.
 */
export function firmSaveErrors(error: unknown): { fields: FirmFieldErrors; other: string | null } {
  if (!isApiError(error)) return { fields: {}, other: null };
  const refusal = Refusal.safeParse(error.body);
  const fields: FirmFieldErrors = {};
  const rest: string[] = [];
  if (refusal.success) {
    for (const [key, messages] of Object.entries(refusal.data.errors)) {
      if (isFirmField(key) && messages[0]) fields[key] = sentence(messages.join('; '));
      else rest.push(...messages.map((message) => `${key}: ${message}`));
    }
  }
  const other =
    rest.length > 0
      ? rest.join('; ')
      : Object.keys(fields).length > 0
        ? null
        : (error.serverMessage ?? error.message);
  return { fields, other };
}
