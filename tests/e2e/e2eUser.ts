/** The user the global setup creates through the admin command line, and the tests log in as. */
export const E2E_USER = {
  username: 'grace',
  password: 'e2e-Hopper-1906!',
  firstName: 'Grace',
} as const;

/** Set by the global setup for the test workers: where the real server listens. */
export const BASE_URL_ENV = 'DRAFTROOM_E2E_BASE_URL';
