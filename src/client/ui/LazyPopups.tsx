import type { DrawerProps } from '@mui/material/Drawer';
import type { ListItemIconProps } from '@mui/material/ListItemIcon';
import type { MenuProps } from '@mui/material/Menu';
import type { MenuItemProps } from '@mui/material/MenuItem';
import type * as MenuParts from './menuParts';
import type { PopoverProps } from '@mui/material/Popover';
import { lazy, Suspense, useState } from 'react';

/*
 * MUI's Menu, Popover and temporary Drawer, loaded when one first opens (issue 10 item 5: the routes' JS on the
 * wire): the editor's toolbar, drafting bar, hatch and symbol buttons each open a menu or popover, the narrow
 * dashboard its navigation drawer, and most visits open none. Same props as MUI's; until the first opening
 * nothing renders (closed, MUI's render nothing either), and from then on the real one stays mounted, so
 * closing animates as before.
 */

/** The menu's module, once loaded: its items render from it synchronously (they only ever render inside the menu). */
let menuParts: typeof MenuParts | null = null;
const Menu = lazy(() =>
  import('./menuParts').then((parts) => {
    menuParts = parts;
    return { default: parts.Menu };
  }),
);
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

function loadedParts(): typeof MenuParts {
  if (!menuParts) throw new Error('A lazy menu item rendered outside a LazyMenu.');
  return menuParts;
}

/** MUI's MenuItem, for the children of a LazyMenu only: it loads with the menu (the editor's first load is without it). */
export function LazyMenuItem(props: MenuItemProps) {
  const { MenuItem } = loadedParts();
  return <MenuItem {...props} />;
}

/** MUI's ListItemIcon, for the items of a LazyMenu only (see LazyMenuItem). */
export function LazyListItemIcon(props: ListItemIconProps) {
  const { ListItemIcon } = loadedParts();
  return <ListItemIcon {...props} />;
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
