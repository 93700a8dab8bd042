import type { FastifyInstance } from 'fastify';
import type { OrganizationsResponse } from '../../contract/organizations';
import { currentUser, requireUser } from '../auth/access';

/** The caller's organizations, for the dashboard sidebar and the project form. */
export default async function organizationsRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireUser);

  // The client calls both spellings; both answer directly (no redirect).
  for (const url of ['/api/dashboard/organizations/', '/api/dashboard/organizations']) {
    app.get(url, async (request): Promise<OrganizationsResponse> => ({
      organizations: await app.repos.organizations.listForUser(currentUser(request).id),
    }));
  }
}
