import { z } from './zod';

const text = (max: number) =>
  z
    .string()
    .check(z.trim())
    .check(z.maxLength(max, `must be at most ${max} characters`));

/** Fields the account settings form edits (first_name is labelled "Full Name"). */
export const AccountFields = z.object({
  first_name: text(150),
  email: z.union([
    z.literal(''),
    z.pipe(z.string().check(z.trim()).check(z.maxLength(254)), z.email('must be a valid email address')),
  ]),
  phone: z.union([
    z.literal(''),
    text(32).check(z.regex(/^\+?[0-9 ().-]{3,32}$/, 'must be a phone number (digits, spaces, + - . ( ))')),
  ]),
  address: text(255),
  city: text(100),
  state: text(100),
  zipcode: text(20),
  country: text(100),
});
export type AccountFields = z.infer<typeof AccountFields>;

/** GET /api/dashboard/account/ */
export const Account = z.extend(AccountFields, {
  username: z.string(),
  last_name: z.string(),
});
export type Account = z.infer<typeof Account>;

/** POST /api/dashboard/account/update/ — any subset of the form's fields. */
export const AccountUpdateRequest = z.strictObject(z.partial(AccountFields).shape);
export type AccountUpdateRequest = z.infer<typeof AccountUpdateRequest>;

export const AccountUpdateResponse = z.object({ success: z.literal(true), account: Account });
export type AccountUpdateResponse = z.infer<typeof AccountUpdateResponse>;
