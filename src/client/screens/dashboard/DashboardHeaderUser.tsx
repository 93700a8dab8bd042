import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { displayName } from '../../../contract/auth';
import { logoutAtom, sessionAtom } from '../../state/session';
import { TOAST_MS_DASHBOARD, useToast } from '../../ui/toast';
import { Link, Typography } from '../../ui/primitives';

export const LOGOUT_FAILED = 'Logout failed';

/** "Welcome, {display name}" and the Logout link of the dashboard header. */
export function DashboardHeaderUser() {
  const session = useAtomValue(sessionAtom);
  const logout = useSetAtom(logoutAtom);
  const navigate = useNavigate();
  const toast = useToast();
  const user = session.status === 'authenticated' ? session.user : {};

  const logOut = async () => {
    try {
      await logout();
      navigate('/login');
    } catch {
      toast.show(LOGOUT_FAILED, { severity: 'error', durationMs: TOAST_MS_DASHBOARD });
    }
  };

  return (
    <>
      <Typography noWrap sx={{ fontSize: 15 }}>
        Welcome, {displayName(user)}
      </Typography>
      {/* Looks like the spec's link, acts as a button: it posts, it does not navigate by itself. */}
      <Link
        component="button"
        type="button"
        onClick={logOut}
        color="inherit"
        underline="always"
        sx={{ fontSize: 15, fontWeight: 600 }}
      >
        Logout
      </Link>
    </>
  );
}
