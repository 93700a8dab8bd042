import {
  OrganizationSettings,
  OrganizationSettingsResponse,
  OrganizationsResponse,
  type Organization,
  type OrganizationSettingsFields,
} from '../../contract/organizations';
import { apiGet, apiPostJson } from './request';

/** The caller's memberships, with whether they own each organization. */
export async function fetchOrganizations(signal?: AbortSignal): Promise<Organization[]> {
  const answer = await apiGet('/api/dashboard/organizations/', OrganizationsResponse, signal);
  return answer.organizations;
}

const settingsPath = (organizationId: number) => `/api/dashboard/organizations/${organizationId}/settings/`;

/** The firm's name and address, as its owner edits them (the owner only: others get 403 or 404). */
export function fetchOrganizationSettings(
  organizationId: number,
  signal?: AbortSignal,
): Promise<OrganizationSettings> {
  return apiGet(settingsPath(organizationId), OrganizationSettings, signal);
}

/** Saves the firm's name and address and returns them as the server stored them. */
export async function saveOrganizationSettings(
  organizationId: number,
  fields: OrganizationSettingsFields,
): Promise<OrganizationSettings> {
  const answer = await apiPostJson(settingsPath(organizationId), fields, OrganizationSettingsResponse);
  return answer.organization;
}
