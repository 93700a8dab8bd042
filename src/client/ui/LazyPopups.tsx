import type { DrawerProps } from '@mui/material/Drawer';
import type { MenuProps } from '@mui/material/Menu';
import type { PopoverProps } from '@mui/material/Popover';
import { lazy, Suspense, useState } from 'react';

/*
 * MUI's Menu, Popover and temporary Drawer, loaded when one first opens (issue 10 item 5: the routes' JS on the
 * wire): the editor's toolbar, drafting bar, hatch and symbol buttons each open a menu or popover, the narrow
 * dashboard its navigation drawer, and most visits open none. Same props as MUI's; until the first opening
 * nothing renders (closed, MUI's render nothing either), and from then on the real one stays mounted, so
 * closing animates as before.
 */

const Menu = lazy(() => import('@mui/material/Menu'));
const Popover = lazy(() => import('@mui/material/Popover'));
const Drawer = lazy(() => import('@mui/material/Drawer'));

/** True from the first time `now` is true. */
function useOnceTrue(now: boolean): boolean {
  const [seen, setSeen] = useState(now);
  if (now && !seen) setSeen(true);
  return seen || now;
}

export function LazyMenu(props: MenuProps) {
  if (!useOnceTrue(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <Menu {...props} />
    </Suspense>
  );
}

export function LazyPopover(props: PopoverProps) {
  if (!useOnceTrue(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <Popover {...props} />
    </Suspense>
  );
}

/** A temporary (modal) drawer only: a permanent one is open from the start. */
export function LazyDrawer(props: DrawerProps & { variant: 'temporary'; open: boolean }) {
  if (!useOnceTrue(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  );
}
