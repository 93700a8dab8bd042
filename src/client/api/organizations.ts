import { OrganizationsResponse, type Organization } from '../../contract/organizations';
import { apiGet } from './request';

/** The caller's memberships, with whether they own each organization. */
export async function fetchOrganizations(signal?: AbortSignal): Promise<Organization[]> {
  const answer = await apiGet('/api/dashboard/organizations/', OrganizationsResponse, signal);
  return answer.organizations;
}
