import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FOOTER_HEIGHT, HEADER_HEIGHT, SIDEBAR_WIDTH } from './theme';

export interface AppShellProps {
  title: ReactNode;
  headerRight?: ReactNode;
  sidebar: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  /** Drop the main area's padding, for screens that fill it edge to edge (the editor). */
  disableGutters?: boolean;
}

/**
 * The dashboard frame: a 60 px header across the top, a 220 px sidebar, a 60 px footer, and a main area
 * that takes the rest of the window and scrolls on its own.
 */
export function AppShell({
  title,
  headerRight,
  sidebar,
  footer,
  children,
  disableGutters = false,
}: AppShellProps) {
  const hasFooter = footer !== undefined && footer !== null;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: `${SIDEBAR_WIDTH}px minmax(0, 1fr)`,
        gridTemplateRows: hasFooter
          ? `${HEADER_HEIGHT}px minmax(0, 1fr) ${FOOTER_HEIGHT}px`
          : `${HEADER_HEIGHT}px minmax(0, 1fr)`,
        gridTemplateAreas: hasFooter
          ? '"header header" "sidebar main" "footer footer"'
          : '"header header" "sidebar main"',
        height: '100vh',
        bgcolor: 'background.default',
      }}
    >
      <Box
        component="header"
        sx={{
          gridArea: 'header',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          px: 3,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          minWidth: 0,
        }}
      >
        <Typography component="h1" variant="h6" noWrap sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {headerRight ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>{headerRight}</Box>
        ) : null}
      </Box>
      <Box
        component="nav"
        aria-label="Sidebar"
        sx={{
          gridArea: 'sidebar',
          width: SIDEBAR_WIDTH,
          overflowY: 'auto',
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
        }}
      >
        {sidebar}
      </Box>
      <Box
        component="main"
        sx={{ gridArea: 'main', overflow: 'auto', p: disableGutters ? 0 : 3, position: 'relative' }}
      >
        {children}
      </Box>
      {hasFooter ? (
        <Box
          component="footer"
          sx={{
            gridArea: 'footer',
            display: 'flex',
            alignItems: 'center',
            px: 3,
            bgcolor: 'background.paper',
            borderTop: 1,
            borderColor: 'divider',
            color: 'text.secondary',
            fontSize: 14,
          }}
        >
          {footer}
        </Box>
      ) : null}
    </Box>
  );
}
