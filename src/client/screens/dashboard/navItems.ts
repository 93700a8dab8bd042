/** One sidebar link: its label, where it goes, and which paths count as "here" for highlighting. */
export interface NavItem {
  label: string;
  to: string;
  /** Path prefixes that mark this item as the current page; empty for shortcuts that never highlight. */
  activeFor: readonly string[];
}

export interface NavSection {
  title: string;
  items: readonly NavItem[];
}

/** The fixed sidebar sections of spec section 2 with the clarified Tools targets. */
export const NAV_SECTIONS: readonly NavSection[] = [
  {
    title: 'Dashboard',
    items: [
      { label: 'Home', to: '/dashboard', activeFor: ['/dashboard', '/dashboard/home'] },
      { label: 'Projects', to: '/dashboard/projects', activeFor: ['/dashboard/projects/'] },
      { label: 'Floor Design', to: '/dashboard/floordesigns', activeFor: ['/dashboard/floordesigns/'] },
    ],
  },
  {
    // Shortcuts into the screens above; highlighting them too would light up two items at once.
    title: 'Tools',
    items: [
      { label: 'CAD', to: '/dashboard/floordesigns', activeFor: [] },
      { label: 'PDF Generator', to: '/dashboard/projects', activeFor: [] },
      { label: 'Proposal', to: '/dashboard/projects', activeFor: [] },
      { label: 'Estimator', to: '/dashboard/projects', activeFor: [] },
      { label: 'Expense Tracker', to: '/dashboard', activeFor: [] },
    ],
  },
  {
    title: 'Account',
    items: [{ label: 'Account Settings', to: '/dashboard/account', activeFor: ['/dashboard/account/'] }],
  },
];

/**
 * Whether the item is the current page. A prefix ending in "/" also matches the bare path and everything
 * below it (Projects stays lit on a project's detail page); other prefixes match exactly.
 */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return item.activeFor.some((prefix) =>
    prefix.endsWith('/') ? path === prefix.slice(0, -1) || path.startsWith(prefix) : path === prefix,
  );
}
