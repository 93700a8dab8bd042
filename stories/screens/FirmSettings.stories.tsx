import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { OrganizationSettings } from '../../src/contract/organizations';
import { AccountScreen } from '../../src/client/screens/account/AccountScreen';
import { api, closeToast, InDashboard, page, signedIn } from './support';

// Issue 26 item 5: below the account form, the owner of a firm sets the name and address its title blocks print.
// The support's organizations make Ada the owner of Lovelace Architects (id 1) and a member of Babbage & Partners.

function AccountInDashboard() {
  return (
    <InDashboard path="/dashboard/account">
      <AccountScreen />
    </InDashboard>
  );
}

const lovelace: OrganizationSettings = {
  id: 1,
  name: 'Lovelace Architects',
  address: '12 Analytical Row\nSan Francisco CA 94107',
};

const SETTINGS = '/api/dashboard/organizations/:id/settings/';
const firm = (settings: OrganizationSettings = lovelace) =>
  http.get(SETTINGS, () => HttpResponse.json(settings));

const meta = {
  title: 'Screens/Account settings/Firm',
  component: AccountInDashboard,
  parameters: {
    layout: 'fullscreen',
    route: '/dashboard/account',
    initStore: signedIn(),
    msw: { handlers: [api.organizations(), api.account(), firm()] },
  },
} satisfies Meta<typeof AccountInDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Firm section, scrolled into view (it sits below the account form). */
async function firmSection(canvasElement: HTMLElement) {
  const section = await within(canvasElement).findByRole('region', { name: 'Firm' });
  section.scrollIntoView({ block: 'start' });
  return within(section);
}

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const firmForm = await firmSection(canvasElement);
    await expect(await firmForm.findByLabelText('Firm name')).toHaveValue('Lovelace Architects');
    await expect(firmForm.getByLabelText('Firm address')).toHaveValue(lovelace.address);
    // One form: Ada owns one of her two organizations.
    await expect(firmForm.getAllByRole('button', { name: 'Save' })).toHaveLength(1);
  },
};

/** Saving shows the success toast and keeps the saved values in the form. */
export const SaveSucceeds: Story = {
  parameters: {
    msw: {
      handlers: [
        api.organizations(),
        api.account(),
        firm(),
        http.post(SETTINGS, async ({ request }) => {
          const body = (await request.json()) as Omit<OrganizationSettings, 'id'>;
          return HttpResponse.json({ success: true, organization: { id: 1, ...body } });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const firmForm = await firmSection(canvasElement);
    const name = await firmForm.findByLabelText('Firm name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Lovelace & Byron Architects');
    await userEvent.click(firmForm.getByRole('button', { name: 'Save' }));
    await expect(await page(canvasElement).findByRole('status')).toHaveTextContent('✅ Firm updated!');
    await expect(firmForm.getByLabelText('Firm name')).toHaveValue('Lovelace & Byron Architects');
    await closeToast(canvasElement, '✅ Firm updated!');
  },
};

/** The server refuses the name: the failure toast, and its reason under the field. */
export const SaveRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        api.organizations(),
        api.account(),
        firm(),
        http.post(SETTINGS, () =>
          HttpResponse.json(
            {
              success: false,
              error: 'name: is already the name of another organization',
              errors: { name: ['is already the name of another organization'] },
            },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const firmForm = await firmSection(canvasElement);
    const name = await firmForm.findByLabelText('Firm name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Babbage & Partners');
    await userEvent.click(firmForm.getByRole('button', { name: 'Save' }));
    await expect(await page(canvasElement).findByText('❌ Update failed')).toBeVisible();
    await closeToast(canvasElement, '❌ Update failed');
    await expect(firmForm.getByText('Is already the name of another organization.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
  },
};

/** An empty name is marked under the field before any request. */
export const NameRequired: Story = {
  play: async ({ canvasElement }) => {
    const firmForm = await firmSection(canvasElement);
    const name = await firmForm.findByLabelText('Firm name');
    await userEvent.clear(name);
    await userEvent.click(firmForm.getByRole('button', { name: 'Save' }));
    await expect(firmForm.getByText('Is required.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The firm's settings could not be loaded: said as such, with Retry. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        api.organizations(),
        api.account(),
        http.get(SETTINGS, () =>
          HttpResponse.json({ success: false, error: 'Server error.' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const firmForm = await firmSection(canvasElement);
    await expect(await firmForm.findByText("Could not load the firm's settings.")).toBeVisible();
    await expect(firmForm.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(firmForm.queryByLabelText('Firm name')).toBeNull();
  },
};
