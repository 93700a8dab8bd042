import { LoginResponse, LogoutResponse, WhoamiResponse, type LoginRequest } from '../../contract/auth';
import { ApiError } from './ApiError';
import { readCsrfToken } from './csrf';
import { apiGet, apiPostJson, apiRequest } from './request';

/** The session check; it also (re)sets the csrftoken cookie every write needs. */
export function fetchWhoami(signal?: AbortSignal): Promise<WhoamiResponse> {
  return apiGet('/api/whoami/', WhoamiResponse, signal);
}

/** Logs in, or throws an ApiError whose serverMessage is the server's reason. */
export async function login(credentials: LoginRequest): Promise<void> {
  // A first visit straight to /login has no csrftoken cookie yet, and the login POST is CSRF-checked too.
  if (!readCsrfToken()) await fetchWhoami();
  const answer = await apiPostJson('/api/login/', credentials, LoginResponse);
  if (!answer.success) throw new ApiError(200, answer.error, { serverMessage: answer.error, body: answer });
}

export async function logout(): Promise<void> {
  await apiRequest('/api/logout/', { method: 'POST', schema: LogoutResponse });
}
