import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { AccountScreen } from '../../src/client/screens/account/AccountScreen';
import { adaAccount, api, closeToast, InDashboard, page, signedIn } from './support';

function AccountInDashboard() {
  return (
    <InDashboard path="/dashboard/account">
      <AccountScreen />
    </InDashboard>
  );
}

// Ada owns Lovelace Architects: its Firm section sits below the account form (stories of its own: FirmSettings).
const firm = http.get('/api/dashboard/organizations/:id/settings/', () =>
  HttpResponse.json({
    id: 1,
    name: 'Lovelace Architects',
    address: '12 Analytical Row\nSan Francisco CA 94107',
  }),
);

const meta = {
  title: 'Screens/Account settings',
  component: AccountInDashboard,
  parameters: {
    layout: 'fullscreen',
    route: '/dashboard/account',
    initStore: signedIn(),
    msw: { handlers: [api.organizations(), api.account(), firm] },
  },
} satisfies Meta<typeof AccountInDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The Firm section loads after the account form: stories that end scrolled to the form wait for it, so the page
 * is as tall in every run (the screenshot's scroll depends on it).
 */
const firmLoaded = (canvasElement: HTMLElement) => within(canvasElement).findByLabelText('Firm name');

const saved = (body: unknown) => ({ success: true, account: { ...adaAccount, ...(body as object) } });

export const Loading: Story = {
  parameters: { msw: { handlers: [api.organizations(), api.accountPending()] } },
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('status')).toHaveTextContent('Loading account...');
  },
};

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await firmLoaded(canvasElement);
    await expect(await canvas.findByLabelText('Full Name')).toHaveValue('Ada');
    await expect(canvas.getByLabelText('Email')).toHaveValue('ada@example.com');
    for (const label of ['Phone', 'Address', 'City', 'State', 'Zip code', 'Country']) {
      await expect(canvas.getByLabelText(label)).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: 'Upload photo' })).toBeDisabled();
    await expect(canvas.getByText('coming soon')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Account Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [api.organizations(), api.accountFails()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Unable to load account data.')).toBeVisible();
    await expect(canvas.queryByLabelText('Full Name')).toBeNull();
  },
};

/**
 * The server unreachable: Account Settings says the account could not be loaded (with Try again) instead of a
 * blank page, and the sidebar says the organizations could not be loaded.
 */
export const ServerUnreachable: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/dashboard/organizations/', () => HttpResponse.error()),
        http.get('/api/dashboard/account/', () => HttpResponse.error()),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Unable to load account data.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(await canvas.findByText('Could not load organizations.')).toBeVisible();
    await expect(canvas.queryByLabelText('Full Name')).toBeNull();
  },
};

/** Saving shows the success toast, and the header greets the user by the new name. */
export const SaveSucceeds: Story = {
  parameters: {
    msw: {
      handlers: [
        api.organizations(),
        api.account(),
        firm,
        http.post('/api/dashboard/account/update/', async ({ request }) =>
          HttpResponse.json(saved(await request.json())),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByLabelText('Full Name');
    await firmLoaded(canvasElement);
    await userEvent.clear(name);
    await userEvent.type(name, 'Augusta Ada');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await page(canvasElement).findByRole('status')).toHaveTextContent('✅ Account updated!');
    await expect(canvas.getByText('Welcome, Augusta Ada')).toBeVisible();
    await closeToast(canvasElement, '✅ Account updated!');
  },
};

/** The server refuses: the spec's failure toast, and its reason stays on screen next to the form. */
export const SaveRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        api.organizations(),
        api.account(),
        firm,
        http.post('/api/dashboard/account/update/', () =>
          HttpResponse.json({ error: 'email: this address is already in use' }, { status: 400 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save changes' }));
    await firmLoaded(canvasElement);
    await expect(await page(canvasElement).findByText('❌ Update failed')).toBeVisible();
    await expect(canvas.getByText('email: this address is already in use')).toBeVisible();
    await closeToast(canvasElement, '❌ Update failed');
    // The reason stays after the toast has gone.
    await expect(canvas.getByText('email: this address is already in use')).toBeVisible();
  },
};

/** Mistakes the contract already rules out are shown under the field, before any request. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await firmLoaded(canvasElement);
    const email = await canvas.findByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(canvas.getByText('Must be a valid email address.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  },
};
