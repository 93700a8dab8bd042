import { createTheme, type Theme } from '@mui/material/styles';

/** Layout sizes fixed by the spec's dashboard shell (section 2). */
export const SIDEBAR_WIDTH = 220;
export const HEADER_HEIGHT = 60;
export const FOOTER_HEIGHT = 60;

// System fonts only: no web-font download, so screens render the same offline and in visual baselines.
const fontFamily = [
  'Inter',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Liberation Sans"',
  '"DejaVu Sans"',
  'sans-serif',
].join(',');

const baseOptions = {
  palette: {
    mode: 'light' as const,
    primary: { main: '#2f4b6e', light: '#5a7499', dark: '#1d3350', contrastText: '#ffffff' },
    secondary: { main: '#3b7d7a', contrastText: '#ffffff' },
    error: { main: '#c62828' },
    warning: { main: '#b26a00' },
    success: { main: '#2e7d32' },
    info: { main: '#2d6ca2' },
    background: { default: '#f3f5f8', paper: '#ffffff' },
    text: { primary: '#1f2933', secondary: '#52606d' },
    divider: '#d9dee5',
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily,
    fontSize: 14,
    h1: { fontSize: '1.75rem', fontWeight: 600 },
    h2: { fontSize: '1.5rem', fontWeight: 600 },
    h3: { fontSize: '1.3rem', fontWeight: 600 },
    h4: { fontSize: '1.15rem', fontWeight: 600 },
    h5: { fontSize: '1.05rem', fontWeight: 600 },
    h6: { fontSize: '1rem', fontWeight: 600 },
    button: { textTransform: 'none' as const, fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { outlined: { borderColor: '#d9dee5' } } },
    MuiCard: { defaultProps: { variant: 'outlined' as const } },
    MuiTextField: { defaultProps: { size: 'small' as const } },
    MuiTableCell: { styleOverrides: { head: { fontWeight: 600, backgroundColor: '#eef1f5' } } },
  },
};

/** The application theme: a calm, drafting-table look (slate blue, neutral greys, flat surfaces). */
export const theme: Theme = createTheme(baseOptions);

/**
 * The same theme without motion: zero-length transitions and no ripples. Used where rendering must be
 * deterministic (visual baselines, interaction tests), so a screenshot never catches a half-finished fade.
 */
export const stillTheme: Theme = createTheme({
  ...baseOptions,
  transitions: {
    create: () => 'none',
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: {
    ...baseOptions.components,
    MuiButtonBase: { defaultProps: { disableRipple: true } },
  },
});
