import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IdParam } from '../../contract/common';
import {
  OrganizationSettingsFields,
  type OrganizationSettings,
  type OrganizationSettingsResponse,
  type OrganizationsResponse,
} from '../../contract/organizations';
import { currentUser, requireUser } from '../auth/access';
import { isUniqueViolation } from '../db/db-errors';
import { fieldError, HttpError } from '../errors';
import { resultErrorHandler } from '../result-errors';

export const ORGANIZATION_NOT_FOUND = 'Organization not found.';
export const OWNER_ONLY = 'Only the owner of the organization can change its settings.';
export const NAME_TAKEN = 'is already the name of another organization';

interface OrganizationParams {
  organizationId: string;
}

/**
 * The organization whose settings the caller may see and change: its owner's only. A member who is not the owner
 * is told so (403: they know the organization exists); anyone else, or a malformed or unknown id, gets 404, as
 * for projects, so the answer says nothing about organizations the caller does not belong to.
 */
async function ownedOrganization(request: FastifyRequest, rawId: string): Promise<OrganizationSettings> {
  const id = IdParam.safeParse(rawId);
  if (!id.success) throw new HttpError(404, ORGANIZATION_NOT_FOUND);
  const repos = request.server.repos.organizations;
  const membership = await repos.membership(id.data, currentUser(request).id);
  if (!membership) throw new HttpError(404, ORGANIZATION_NOT_FOUND);
  if (!membership.is_owner) throw new HttpError(403, OWNER_ONLY);
  const row = await repos.settings(id.data);
  if (!row) throw new HttpError(404, ORGANIZATION_NOT_FOUND);
  return { id: row.id, name: row.name, address: row.address ?? '' };
}

/** The caller's organizations, for the dashboard sidebar and the project form; an owner's firm settings. */
export default async function organizationsRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireUser);

  // The client calls both spellings; both answer directly (no redirect).
  for (const url of ['/api/dashboard/organizations/', '/api/dashboard/organizations']) {
    app.get(url, async (request): Promise<OrganizationsResponse> => ({
      organizations: await app.repos.organizations.listForUser(currentUser(request).id),
    }));
  }

  // The settings answer as the project calls do (`success`, and `errors` per field on a 400), in a child
  // context so the list above keeps the plain `{ error }` answers it always had.
  await app.register(async (settings) => {
    settings.setErrorHandler(resultErrorHandler);
    const path = '/api/dashboard/organizations/:organizationId/settings/';

    settings.get<{ Params: OrganizationParams }>(path, async (request): Promise<OrganizationSettings> =>
      ownedOrganization(request, request.params.organizationId),
    );

    settings.post<{ Params: OrganizationParams }>(
      path,
      async (request): Promise<OrganizationSettingsResponse> => {
        const organization = await ownedOrganization(request, request.params.organizationId);
        const fields = OrganizationSettingsFields.parse(request.body ?? {});
        const taken = await app.repos.organizations.findByName(fields.name);
        if (taken && taken.id !== organization.id) throw fieldError('name', NAME_TAKEN);
        try {
          await app.repos.organizations.updateSettings(organization.id, {
            name: fields.name,
            address: fields.address === '' ? null : fields.address,
          });
        } catch (error) {
          // Another rename to the same name landed between the check and the update.
          if (isUniqueViolation(error)) throw fieldError('name', NAME_TAKEN);
          throw error;
        }
        return { success: true, organization: { id: organization.id, ...fields } };
      },
    );
  });
}
