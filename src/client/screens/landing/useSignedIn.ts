import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { checkSessionAtom, sessionAtom } from '../../state/session';

/**
 * Whether the visitor of a public page is signed in. The landing page sits outside the protected wrapper, so it
 * runs the session check itself when nobody has yet; until the answer comes it counts as signed out (the page
 * is public, and most of its visitors are).
 */
export function useSignedIn(): boolean {
  const session = useAtomValue(sessionAtom);
  const checkSession = useSetAtom(checkSessionAtom);
  const unknown = session.status === 'unknown';
  useEffect(() => {
    if (unknown) void checkSession();
  }, [unknown, checkSession]);
  return session.status === 'authenticated';
}
