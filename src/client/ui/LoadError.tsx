import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export interface LoadErrorProps {
  /** What could not be loaded and why, in a sentence. */
  message: string;
  onRetry: () => void;
  /** Tighter, for a sidebar section. */
  dense?: boolean;
}

/**
 * Data that failed to load, said as such with a Retry button — never an empty list, which would tell the user
 * there is nothing there.
 */
export function LoadError({ message, onRetry, dense = false }: LoadErrorProps) {
  return (
    <Alert
      severity="error"
      sx={dense ? { mx: 1, py: 0, px: 1, fontSize: 13, alignItems: 'center' } : undefined}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
