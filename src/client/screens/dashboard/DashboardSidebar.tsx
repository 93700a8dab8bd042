import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'react-router-dom';
import { loadOrganizationsAtom, organizationsAtom } from '../../state/organizations';
import { LoadError } from '../../ui/LoadError';
import { List, ListItemButton, ListItemText, ListSubheader, Typography } from '../../ui/primitives';
import { RouterLink } from '../common/RouterLink';
import { NAV_SECTIONS, isNavItemActive } from './navItems';
import { OrganizationNav } from './OrganizationNav';

const subheaderSx = {
  bgcolor: 'background.paper',
  lineHeight: '36px',
  mt: 1,
  fontSize: 12,
  fontWeight: 700,
  letterSpacing: 0.6,
  textTransform: 'uppercase',
} as const;

function OrganizationsSection() {
  const organizations = useAtomValue(organizationsAtom);
  const load = useSetAtom(loadOrganizationsAtom);
  // A failed load is logged (spec section 8) and said here too: a missing section would read as "no
  // organizations".
  return (
    <List
      dense
      aria-labelledby="sidebar-organizations"
      subheader={
        <ListSubheader id="sidebar-organizations" sx={subheaderSx}>
          Organizations
        </ListSubheader>
      }
    >
      {organizations.status === 'error' ? (
        <LoadError dense message="Could not load organizations." onRetry={() => void load()} />
      ) : organizations.status === 'ready' ? (
        organizations.data.length > 0 ? (
          organizations.data.map((organization) => (
            <OrganizationNav key={organization.id} organization={organization} />
          ))
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 0.5 }}>
            No organizations yet.
          </Typography>
        )
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 0.5 }}>
          Loading…
        </Typography>
      )}
    </List>
  );
}

export function DashboardSidebar() {
  const { pathname } = useLocation();
  return (
    <>
      {NAV_SECTIONS.map((section) => {
        const headingId = `sidebar-${section.title.toLowerCase()}`;
        return (
          <List
            key={section.title}
            dense
            aria-labelledby={headingId}
            subheader={
              <ListSubheader id={headingId} sx={subheaderSx}>
                {section.title}
              </ListSubheader>
            }
          >
            {section.items.map((item) => {
              const active = isNavItemActive(item, pathname);
              return (
                <ListItemButton
                  key={item.label}
                  component={RouterLink}
                  to={item.to}
                  selected={active}
                  aria-current={active ? 'page' : undefined}
                  sx={{ py: 0.5, mx: 1, borderRadius: 1 }}
                >
                  <ListItemText primary={item.label} />
                </ListItemButton>
              );
            })}
          </List>
        );
      })}
      <OrganizationsSection />
    </>
  );
}
