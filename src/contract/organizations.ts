import { z } from './zod';
import { Id } from './common';

export const Organization = z.object({ id: Id, name: z.string(), is_owner: z.boolean() });
export type Organization = z.infer<typeof Organization>;

/** GET /api/dashboard/organizations/ (also answered without the trailing slash). */
export const OrganizationsResponse = z.object({ organizations: z.array(Organization) });
export type OrganizationsResponse = z.infer<typeof OrganizationsResponse>;
