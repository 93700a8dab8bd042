import { z } from './zod';

/** GET /api/whoami/ — the fields are present only when the caller is logged in. */
export const WhoamiResponse = z.object({
  username: z.optional(z.string()),
  first_name: z.optional(z.string()),
  last_name: z.optional(z.string()),
});
export type WhoamiResponse = z.infer<typeof WhoamiResponse>;

/** POST /api/login/ */
export const LoginRequest = z.object({
  username: z.string().check(z.trim()).check(z.minLength(1, 'Username is required.')).check(z.maxLength(150)),
  password: z.string().check(z.minLength(1, 'Password is required.')).check(z.maxLength(1024)),
  remember: z.optional(z.boolean()),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginResponse = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true) }),
  z.object({ success: z.literal(false), error: z.string() }),
]);
export type LoginResponse = z.infer<typeof LoginResponse>;

/** POST /api/logout/ */
export const LogoutResponse = z.object({ success: z.literal(true) });
export type LogoutResponse = z.infer<typeof LogoutResponse>;

/** The display name rule of the dashboard header: first name, else username, else "user". */
export function displayName(who: { first_name?: string | null; username?: string | null }): string {
  const first = who.first_name?.trim();
  if (first) return first;
  const username = who.username?.trim();
  return username ? username : 'user';
}
