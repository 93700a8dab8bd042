import { Alert, Box, Button } from '../../ui/primitives';
import { RouterLink } from '../common/RouterLink';

/** A project that could not be loaded: the screen's failure text, a retry, and a way back to the list. */
export function LoadFailure({ text, retry }: { text: string; retry?: () => void }) {
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Alert
        severity="error"
        action={
          <Box sx={{ display: 'flex', gap: 1 }}>
            {retry ? (
              <Button color="inherit" size="small" onClick={retry}>
                Try again
              </Button>
            ) : null}
            <Button color="inherit" size="small" component={RouterLink} to="/dashboard/projects">
              All projects
            </Button>
          </Box>
        }
      >
        {text}
      </Alert>
    </Box>
  );
}
