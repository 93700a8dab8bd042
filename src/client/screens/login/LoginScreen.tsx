import { useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Navigate } from 'react-router-dom';
import type { LoginRequest } from '../../../contract/auth';
import { checkSessionAtom, loginAtom, sessionAtom } from '../../state/session';
import { Box, Divider, Link, Paper, Stack, Typography } from '../../ui/primitives';
import { BrandMark } from '../common/BrandMark';
import { RouterLink } from '../common/RouterLink';
import { LoginForm } from './LoginForm';
import { loginFailureMessage } from './loginMessage';

/** Route /login. */
export function LoginScreen() {
  const session = useAtomValue(sessionAtom);
  const checkSession = useSetAtom(checkSessionAtom);
  const login = useSetAtom(loginAtom);
  const [error, setError] = useState<string | null>(null);

  // The whoami check sets the csrftoken cookie the login POST must echo, and spots a session already open.
  useEffect(() => {
    void checkSession();
  }, [checkSession]);

  const submit = async (credentials: LoginRequest) => {
    setError(null);
    try {
      // On success the session turns authenticated and the redirect below takes the user to /dashboard.
      const session = await login(credentials);
      if (session.status !== 'authenticated') setError(loginFailureMessage(null));
    } catch (failure) {
      setError(loginFailureMessage(failure));
    }
  };

  if (session.status === 'authenticated') return <Navigate to="/dashboard" replace />;

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        px: 2,
        py: 6,
      }}
    >
      <Box component={RouterLink} to="/" aria-label="Draftroom home" sx={{ color: 'text.primary', mb: 3 }}>
        <BrandMark size="large" />
      </Box>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 }, borderRadius: 2 }}>
        <Typography component="h1" variant="h2" sx={{ mb: 0.5 }}>
          Log in
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Welcome back. Enter your details to open your workspace.
        </Typography>
        <LoginForm onSubmit={submit} error={error} />
        <Divider sx={{ my: 3 }} />
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Link component={RouterLink} to="/signup" underline="hover">
            Create an account
          </Link>
          <Link component={RouterLink} to="/forgot-password" underline="hover">
            Forgot password?
          </Link>
        </Stack>
      </Paper>
    </Box>
  );
}
