import { isApiError } from '../../api/ApiError';

/** The login failure text of spec section 8: the server's reason, or "Login failed" when it gave none. */
export function loginFailureMessage(error: unknown): string {
  const reason = isApiError(error) ? error.serverMessage : null;
  return `❌ ${reason ?? 'Login failed'}`;
}
