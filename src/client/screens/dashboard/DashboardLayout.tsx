import { Suspense, useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { Outlet, useMatch } from 'react-router-dom';
import { loadOrganizationsAtom } from '../../state/organizations';
import { AppShell } from '../../ui/AppShell';
import { Typography } from '../../ui/primitives';
import { CenteredStatus } from '../common/CenteredStatus';
import { DashboardHeaderUser } from './DashboardHeaderUser';
import { DashboardSidebar } from './DashboardSidebar';

export const DASHBOARD_TITLE = 'Drafting Floor Plans and Design';

/** The protected layout of every /dashboard route: header, sidebar, footer and the current screen. */
export function DashboardLayout() {
  const loadOrganizations = useSetAtom(loadOrganizationsAtom);
  // The editor fills the main area edge to edge (clarifications, "Routes and shell").
  const inEditor = useMatch('/dashboard/floordesigns/:designId') !== null;

  useEffect(() => {
    void loadOrganizations();
  }, [loadOrganizations]);

  return (
    <AppShell
      title={DASHBOARD_TITLE}
      headerRight={<DashboardHeaderUser />}
      sidebar={<DashboardSidebar />}
      disableGutters={inEditor}
      footer={
        <Typography variant="body2" color="text.secondary">
          © Draftroom · Projects, drawing sets and floor designs in one place
        </Typography>
      }
    >
      <Suspense fallback={<CenteredStatus text="Loading..." />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}
