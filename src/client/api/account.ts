import { Account, AccountUpdateResponse, type AccountUpdateRequest } from '../../contract/account';
import { apiGet, apiPostJson } from './request';

export function fetchAccount(signal?: AbortSignal): Promise<Account> {
  return apiGet('/api/dashboard/account/', Account, signal);
}

/** Saves the account form and returns the account as the server stored it. */
export async function updateAccount(fields: AccountUpdateRequest): Promise<Account> {
  const answer = await apiPostJson('/api/dashboard/account/update/', fields, AccountUpdateResponse);
  return answer.account;
}
