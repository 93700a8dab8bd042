import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { HomeScreen } from '../../src/client/screens/home/HomeScreen';
import { ada, api, closeToast, InDashboard, organizations, page, signedIn } from './support';

function DashboardHome() {
  return (
    <InDashboard path="/dashboard">
      <HomeScreen />
    </InDashboard>
  );
}

const meta = {
  title: 'Screens/Dashboard',
  component: DashboardHome,
  parameters: {
    layout: 'fullscreen',
    route: '/dashboard',
    initStore: signedIn(),
    msw: { handlers: [api.organizations(), api.logout()] },
  },
} satisfies Meta<typeof DashboardHome>;

export default meta;
type Story = StoryObj<typeof meta>;

const sidebarOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Sidebar' }));

/** Header, sidebar and the home screen's nine cards. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Drafting Floor Plans and Design',
    );
    await expect(canvas.getByText('Welcome, Ada')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();

    const sidebar = sidebarOf(canvasElement);
    await expect(sidebar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', { name: 'Account Settings' })).toHaveAttribute(
      'href',
      '/dashboard/account',
    );
    await expect(sidebar.getByRole('link', { name: 'CAD' })).toHaveAttribute(
      'href',
      '/dashboard/floordesigns',
    );
    await expect(sidebar.getByRole('link', { name: 'Expense Tracker' })).toHaveAttribute(
      'href',
      '/dashboard',
    );

    for (let n = 1; n <= 9; n += 1) await expect(canvas.getByText(`New Feature #${n}`)).toBeVisible();
    await expect(canvas.getAllByText('Coming soon...')).toHaveLength(9);
    await expect(await sidebar.findByRole('button', { name: 'Lovelace Architects' })).toBeVisible();
  },
};

/** Settings shows for the organization the user owns, not for the one they only belong to. */
export const OrganizationsExpanded: Story = {
  play: async ({ canvasElement }) => {
    const sidebar = sidebarOf(canvasElement);
    const owned = await sidebar.findByRole('button', { name: 'Lovelace Architects' });
    const member = sidebar.getByRole('button', { name: 'Babbage & Partners' });
    await userEvent.click(owned);
    await userEvent.click(member);
    await expect(owned).toHaveAttribute('aria-expanded', 'true');

    const ownedItems = within(sidebar.getByRole('list', { name: 'Lovelace Architects items' }));
    const memberItems = within(sidebar.getByRole('list', { name: 'Babbage & Partners items' }));
    for (const label of ['Projects', 'Clients', 'Team', 'Settings']) {
      await expect(ownedItems.getByText(label)).toBeVisible();
    }
    for (const label of ['Projects', 'Clients', 'Team'])
      await expect(memberItems.getByText(label)).toBeVisible();
    await expect(memberItems.queryByText('Settings')).toBeNull();
    // The sub-items are labels, not links.
    await expect(ownedItems.queryAllByRole('link')).toHaveLength(0);
  },
};

export const OrganizationsLoading: Story = {
  parameters: { msw: { handlers: [api.organizationsPending()] } },
  play: async ({ canvasElement }) => {
    await expect(sidebarOf(canvasElement).getByText('Loading…')).toBeVisible();
  },
};

export const NoOrganizations: Story = {
  parameters: { msw: { handlers: [api.organizations([])] } },
  play: async ({ canvasElement }) => {
    await expect(await sidebarOf(canvasElement).findByText('No organizations yet.')).toBeVisible();
  },
};

/** A failed organizations load says so in the sidebar with Retry (and is logged); the rest works. */
export const OrganizationsLoadFailed: Story = {
  parameters: { msw: { handlers: [api.organizationsFail()] } },
  play: async ({ canvasElement }) => {
    const sidebar = sidebarOf(canvasElement);
    const alert = await sidebar.findByRole('alert');
    await expect(alert).toHaveTextContent('Could not load organizations.');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(sidebar.getByText('Organizations')).toBeVisible();
    await expect(sidebar.queryByText('No organizations yet.')).toBeNull();
    await expect(sidebar.getByRole('link', { name: 'Home' })).toBeVisible();
  },
};

/** Retry after a failed load: the organizations appear. */
export const OrganizationsRetry: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/dashboard/organizations/', () => {
          orgAttempts.count += 1;
          return orgAttempts.count === 1
            ? HttpResponse.json({ error: 'Server error.' }, { status: 500 })
            : HttpResponse.json({ organizations });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    orgAttempts.count = 0;
    const sidebar = sidebarOf(canvasElement);
    const alert = await sidebar.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(await sidebar.findByText('Lovelace Architects')).toBeVisible();
    await expect(sidebar.queryByRole('alert')).toBeNull();
  },
};
const orgAttempts = { count: 0 };

/** Without a first name the header greets the user by username. */
export const NoFirstName: Story = {
  parameters: { initStore: signedIn({ ...ada, first_name: '' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Welcome, ada')).toBeVisible();
  },
};

export const LogoutSucceeds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByText('Navigated to /login')).toBeVisible();
  },
};

export const LogoutFails: Story = {
  parameters: { msw: { handlers: [api.organizations(), api.logoutFails()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(await page(canvasElement).findByRole('alert')).toHaveTextContent('Logout failed');
    await expect(canvas.getByText('Welcome, Ada')).toBeVisible();
    await closeToast(canvasElement, 'Logout failed');
  },
};
