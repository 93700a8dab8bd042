import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { CloseIcon } from './icons';

/** How long a toast stays up (spec, "Shared pieces"): 2 s in dashboard screens, 2.5 s in the editor. */
export const TOAST_MS_DASHBOARD = 2000;
export const TOAST_MS_EDITOR = 2500;
/** A toast with an action (Undo) stays long enough to read it and reach the button. */
export const TOAST_MS_WITH_ACTION = 6000;

export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';

/** A button on the toast, e.g. Undo; clicking it also closes the toast. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  severity?: ToastSeverity;
  durationMs?: number;
  action?: ToastAction;
}

export interface ToastApi {
  show(message: string, options?: ToastOptions): void;
}

export interface ToastProps {
  open: boolean;
  message: string;
  severity?: ToastSeverity;
  durationMs?: number;
  action?: ToastAction;
  onClose: () => void;
}

/**
 * One toast: a snackbar holding an alert. Errors and warnings are announced assertively (role "alert"),
 * confirmations politely (role "status").
 */
export function Toast({
  open,
  message,
  severity = 'info',
  durationMs = TOAST_MS_DASHBOARD,
  action,
  onClose,
}: ToastProps) {
  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page must not swallow the message before it has been read.
    if (reason === 'clickaway') return;
    onClose();
  };
  const urgent = severity === 'error' || severity === 'warning';
  return (
    <Snackbar
      open={open}
      autoHideDuration={durationMs}
      onClose={handleClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ top: { xs: 72, sm: 72 } }}
    >
      <Alert
        severity={severity}
        variant="filled"
        role={urgent ? 'alert' : 'status'}
        onClose={onClose}
        // An Alert shows its own close button only without an action, so with one both are drawn here.
        action={
          action ? (
            <>
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  onClose();
                  action.onClick();
                }}
                sx={{ fontWeight: 700 }}
              >
                {action.label}
              </Button>
              <IconButton color="inherit" size="small" aria-label="Close" onClick={onClose}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </>
          ) : undefined
        }
        sx={{ minWidth: 280, boxShadow: 3, ...(action ? { alignItems: 'center' } : {}) }}
      >
        {message}
      </Alert>
    </Snackbar>
  );
}

interface ToastState {
  id: number;
  open: boolean;
  message: string;
  severity: ToastSeverity;
  durationMs: number;
  action?: ToastAction;
}

const ToastContext = createContext<ToastApi | null>(null);

/** The single toast host of the app. Mount once, near the root; raise toasts with `useToast()`. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastState | null>(null);

  const show = useCallback((message: string, options?: ToastOptions) => {
    // The newest message replaces the current one; a new id restarts its timer.
    setToast((previous) => ({
      id: (previous?.id ?? 0) + 1,
      open: true,
      message,
      severity: options?.severity ?? 'info',
      durationMs: options?.durationMs ?? TOAST_MS_DASHBOARD,
      ...(options?.action ? { action: options.action } : {}),
    }));
  }, []);

  const close = useCallback(() => {
    setToast((previous) => (previous ? { ...previous, open: false } : previous));
  }, []);

  const api = useMemo<ToastApi>(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {toast ? (
        <Toast
          key={toast.id}
          open={toast.open}
          message={toast.message}
          severity={toast.severity}
          durationMs={toast.durationMs}
          action={toast.action}
          onClose={close}
        />
      ) : null}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> (DesignSystemProvider) above it.');
  return api;
}
