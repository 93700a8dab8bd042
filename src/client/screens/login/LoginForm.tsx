import { useState, type FormEvent } from 'react';
import type { LoginRequest } from '../../../contract/auth';
import {
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  TextField,
  Typography,
} from '../../ui/primitives';

export interface LoginFormProps {
  onSubmit: (credentials: LoginRequest) => Promise<void>;
  /** The failure text to show under the form, already prefixed with "❌". */
  error: string | null;
}

export function LoginForm({ onSubmit, error }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      await onSubmit({ username, password, remember });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    // The inputs are `required`, so the browser itself refuses an empty submit (spec section 5).
    <Box component="form" onSubmit={submit} aria-label="Log in" sx={{ display: 'grid', gap: 2.5 }}>
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        required
        autoFocus
        fullWidth
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        fullWidth
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
            name="remember"
          />
        }
        label="Remember me"
        sx={{ mt: -1 }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={submitting}
        startIcon={submitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
      >
        Log in
      </Button>
      {error ? (
        <Typography role="alert" sx={{ color: 'error.main', fontWeight: 500 }}>
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}
