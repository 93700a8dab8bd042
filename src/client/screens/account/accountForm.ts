import { AccountFields, type Account } from '../../../contract/account';

export type AccountFieldName = keyof AccountFields;
export type AccountFieldErrors = Partial<Record<AccountFieldName, string>>;

/** The form's fields in display order, with their labels and browser autofill hints. */
export const ACCOUNT_FIELDS: readonly {
  name: AccountFieldName;
  label: string;
  autoComplete: string;
  type?: string;
}[] = [
  { name: 'first_name', label: 'Full Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel' },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'zipcode', label: 'Zip code', autoComplete: 'postal-code' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
];

/** The editable values of an account, as the form starts with them. */
export function accountFormValues(account: Account): AccountFields {
  return {
    first_name: account.first_name,
    email: account.email,
    phone: account.phone,
    address: account.address,
    city: account.city,
    state: account.state,
    zipcode: account.zipcode,
    country: account.country,
  };
}

function sentence(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1) + (message.endsWith('.') ? '' : '.');
}

/**
 * Checks the form with the same contract schema the server applies, so obvious mistakes are caught before a
 * round trip. Returns the cleaned (trimmed) values, or one message per invalid field.
 */
export function validateAccountForm(
  values: AccountFields,
): { ok: true; fields: AccountFields } | { ok: false; errors: AccountFieldErrors } {
  const parsed = AccountFields.safeParse(values);
  if (parsed.success) return { ok: true, fields: parsed.data };
  const errors: AccountFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && !errors[field as AccountFieldName]) {
      errors[field as AccountFieldName] = sentence(issue.message);
    }
  }
  return { ok: false, errors };
}
