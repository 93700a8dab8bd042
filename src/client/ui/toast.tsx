import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';

/** How long a toast stays up (spec, "Shared pieces"): 2 s in dashboard screens, 2.5 s in the editor. */
export const TOAST_MS_DASHBOARD = 2000;
export const TOAST_MS_EDITOR = 2500;

export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  severity?: ToastSeverity;
  durationMs?: number;
}

export interface ToastApi {
  show(message: string, options?: ToastOptions): void;
}

export interface ToastProps {
  open: boolean;
  message: string;
  severity?: ToastSeverity;
  durationMs?: number;
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
        sx={{ minWidth: 280, boxShadow: 3 }}
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
