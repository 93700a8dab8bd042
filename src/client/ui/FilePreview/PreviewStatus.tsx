import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PREVIEW_MESSAGES } from './messages';

/** The spinner shown while a file is fetched or decoded. */
export function PreviewLoading() {
  return (
    <Stack
      direction="row"
      spacing={2}
      role="status"
      sx={{ py: 6, alignItems: 'center', justifyContent: 'center' }}
    >
      <CircularProgress size={24} />
      <Typography color="text.secondary">{PREVIEW_MESSAGES.loading}</Typography>
    </Stack>
  );
}

/** Why the file cannot be shown. */
export function PreviewError({ message }: { message: string }) {
  return (
    <Alert severity="error" sx={{ my: 2 }}>
      {message}
    </Alert>
  );
}
