import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Navigate, Outlet } from 'react-router-dom';
import { checkSessionAtom, sessionAtom } from '../../state/session';
import { CenteredStatus } from '../common/CenteredStatus';

/**
 * The gate in front of every dashboard route: "Loading..." while the whoami check runs, then the routes
 * inside, or a history-replacing redirect to /login (spec section 2, "Protected wrapper").
 */
export function ProtectedRoute() {
  const session = useAtomValue(sessionAtom);
  const checkSession = useSetAtom(checkSessionAtom);
  const status = session.status;

  useEffect(() => {
    if (status === 'unknown') void checkSession();
  }, [status, checkSession]);

  if (status === 'unknown') return <CenteredStatus text="Loading..." fullPage />;
  if (status === 'unauthenticated') return <Navigate to="/login" replace />;
  return <Outlet />;
}
