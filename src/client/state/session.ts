import { atom, type Getter, type Setter } from 'jotai';
import type { LoginRequest, WhoamiResponse } from '../../contract/auth';
import { isApiError } from '../api/ApiError';
import { fetchWhoami, login, logout } from '../api/session';

export interface SessionUser {
  username: string;
  first_name: string;
  last_name: string;
}

/** The auth states of spec section 4: unknown (check running), authenticated, unauthenticated. */
export type SessionState =
  { status: 'unknown' } | { status: 'authenticated'; user: SessionUser } | { status: 'unauthenticated' };

export const sessionAtom = atom<SessionState>({ status: 'unknown' });

// Bumped by every session change; an answer that arrives after a newer change is stale and dropped (for
// example the login page's initial whoami coming back after the login itself has finished).
const sessionGenerationAtom = atom(0);
const nextGeneration = (get: Getter, set: Setter): number => {
  const generation = get(sessionGenerationAtom) + 1;
  set(sessionGenerationAtom, generation);
  return generation;
};

/** A whoami answer counts as logged in exactly when it names a user (spec section 6). */
export function sessionFromWhoami(answer: WhoamiResponse): SessionState {
  const username = answer.username?.trim();
  if (!username) return { status: 'unauthenticated' };
  return {
    status: 'authenticated',
    user: { username, first_name: answer.first_name ?? '', last_name: answer.last_name ?? '' },
  };
}

async function checkedSession(): Promise<SessionState> {
  try {
    return sessionFromWhoami(await fetchWhoami());
  } catch {
    // A failed check means not logged in (spec section 8, "Auth check failure").
    return { status: 'unauthenticated' };
  }
}

// The check under way, if any, with the generation it started in.
const pendingCheckAtom = atom<{ generation: number; done: Promise<void> } | null>(null);

/**
 * Runs the whoami check and records its outcome. A check already under way with no session change since is
 * joined rather than repeated: the app's start begins one before the first render (startApp.tsx), which the
 * protected wrapper would otherwise ask for again when it mounts first.
 */
export const checkSessionAtom = atom(null, (get, set): Promise<void> => {
  const pending = get(pendingCheckAtom);
  if (pending && pending.generation === get(sessionGenerationAtom)) return pending.done;
  const generation = nextGeneration(get, set);
  const done = checkedSession().then((session) => {
    if (get(sessionGenerationAtom) === generation) set(sessionAtom, session);
    if (get(pendingCheckAtom)?.generation === generation) set(pendingCheckAtom, null);
  });
  set(pendingCheckAtom, { generation, done });
  return done;
});

/** Logs in; throws the ApiError the login form shows. On success the session holds the user. */
export const loginAtom = atom(null, async (get, set, credentials: LoginRequest): Promise<SessionState> => {
  nextGeneration(get, set);
  await login(credentials);
  const session = await checkedSession();
  nextGeneration(get, set);
  set(sessionAtom, session);
  return session;
});

/** Logs out; throws when the server refuses, so the shell can say "Logout failed". */
export const logoutAtom = atom(null, async (get, set) => {
  await logout();
  nextGeneration(get, set);
  set(sessionAtom, { status: 'unauthenticated' });
});

/** A 401 from any dashboard call means the session ended elsewhere: the protected wrapper then redirects. */
export function noteAuthFailure(set: Setter, error: unknown): void {
  if (isApiError(error) && error.status === 401) set(sessionAtom, { status: 'unauthenticated' });
}
