import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { ConfirmProvider } from './confirm';
import { theme as appTheme } from './theme';
import { ToastProvider } from './toast';

export interface DesignSystemProviderProps {
  children: ReactNode;
  /** Defaults to the app theme; Storybook's test runs pass `stillTheme` for motion-free renders. */
  theme?: Theme;
}

/** Theme, baseline CSS, the one toast host and the one confirm dialog: mount once around the app. */
export function DesignSystemProvider({ children, theme = appTheme }: DesignSystemProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>
        <ConfirmProvider>{children}</ConfirmProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
