import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LazyDrawer } from './LazyPopups';
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

function MenuIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z" />
    </SvgIcon>
  );
}

/**
 * Whether the element is narrower than `width`. The shell's own width decides, not the window's, so it adapts
 * the same way wherever it is mounted (the app fills the window; a story may give it a phone-sized frame).
 */
function useNarrowerThan(ref: RefObject<HTMLElement | null>, width: number): boolean {
  // The window's width is the first guess (the shell fills it in the app), so the first paint is right.
  const [narrow, setNarrow] = useState(() => window.innerWidth < width);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = element.getBoundingClientRect().width;
      // Zero means not laid out (a DOM without layout): the window's width is the better answer then.
      setNarrow(measured > 0 ? measured < width : window.innerWidth < width);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, width]);
  return narrow;
}

/**
 * The dashboard frame: a 60 px header across the top, a 220 px sidebar, a 60 px footer, and a main area
 * that takes the rest of the window and scrolls on its own. Narrower than the theme's `md` breakpoint the
 * sidebar becomes a drawer, opened from a menu button in the header and closed by following a link in it.
 */
export function AppShell({
  title,
  headerRight,
  sidebar,
  footer,
  children,
  disableGutters = false,
}: AppShellProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const drawerNavId = useId();
  const compact = useNarrowerThan(rootRef, useTheme().breakpoints.values.md);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Widening the window past the breakpoint puts the sidebar back in place: no drawer to reopen later.
  if (!compact && drawerOpen) setDrawerOpen(false);

  const hasFooter = footer !== undefined && footer !== null;
  const rows = hasFooter
    ? `${HEADER_HEIGHT}px minmax(0, 1fr) ${FOOTER_HEIGHT}px`
    : `${HEADER_HEIGHT}px minmax(0, 1fr)`;
  const areas = compact
    ? ['"header"', '"main"', hasFooter ? '"footer"' : '']
    : ['"header header"', '"sidebar main"', hasFooter ? '"footer footer"' : ''];

  // Following a link is navigating: the drawer gets out of the way of the screen it leads to.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) setDrawerOpen(false);
  };

  return (
    <Box
      ref={rootRef}
      sx={{
        display: 'grid',
        gridTemplateColumns: compact ? 'minmax(0, 1fr)' : `${SIDEBAR_WIDTH}px minmax(0, 1fr)`,
        gridTemplateRows: rows,
        gridTemplateAreas: areas.join(' '),
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
          gap: compact ? 1 : 2,
          px: compact ? 1 : 3,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          minWidth: 0,
        }}
      >
        {compact ? (
          <IconButton
            color="inherit"
            aria-label="Open navigation"
            aria-expanded={drawerOpen}
            aria-controls={drawerOpen ? drawerNavId : undefined}
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        {/* The title gives way first (it ellipsizes) so the user's name and Logout stay in view. */}
        <Typography component="h1" variant="h6" noWrap sx={{ fontWeight: 600, flex: '1 1 0', minWidth: 0 }}>
          {title}
        </Typography>
        {headerRight ? (
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: compact ? 1.5 : 2,
              flex: '0 1 auto',
              minWidth: 0,
            }}
          >
            {headerRight}
          </Box>
        ) : null}
      </Box>
      {compact ? null : (
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
      )}
      <Box
        component="main"
        sx={{
          gridArea: 'main',
          overflow: 'auto',
          p: disableGutters ? 0 : compact ? 2 : 3,
          position: 'relative',
        }}
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
            px: compact ? 2 : 3,
            bgcolor: 'background.paper',
            borderTop: 1,
            borderColor: 'divider',
            color: 'text.secondary',
            fontSize: 14,
            minWidth: 0,
          }}
        >
          {footer}
        </Box>
      ) : null}
      {compact ? (
        <LazyDrawer
          variant="temporary"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}
        >
          <Box
            component="nav"
            id={drawerNavId}
            aria-label="Sidebar"
            onClick={closeOnLink}
            sx={{ height: '100%', overflowY: 'auto' }}
          >
            {sidebar}
          </Box>
        </LazyDrawer>
      ) : null}
    </Box>
  );
}
