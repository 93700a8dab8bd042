import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CreateProjectScreen } from '../../../src/client/screens/projects/CreateProjectScreen';
import { api, closeToast, InDashboard, organizations, page, signedIn, toastTimedOut } from '../support';
import { projectApi } from './projectFixtures';

function CreateProjectInDashboard() {
  return (
    <InDashboard path="/dashboard/projects/create">
      <CreateProjectScreen />
    </InDashboard>
  );
}

const CREATE = '/api/dashboard/projects/create/';
let lastType = '';
let lastBody: Record<string, string> = {};

const meta = {
  title: 'Screens/Projects/Create project',
  component: CreateProjectInDashboard,
  parameters: {
    layout: 'fullscreen',
    route: '/dashboard/projects/create',
    initStore: signedIn(),
    msw: { handlers: [api.organizations()] },
  },
} satisfies Meta<typeof CreateProjectInDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Create project' }));

/** Three collapsible sections with the clarifications' fields; two organizations: none preselected. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    for (const section of ['Project Basics', 'Project Site Info', 'Owner Contact']) {
      await expect(form.getByRole('button', { name: section })).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(form.getByLabelText('Status')).toHaveValue('requested');
    // The two fields the server requires are marked before any submit; nothing else is.
    await expect(form.getByLabelText(/^Project Type/)).toBeRequired();
    await expect(form.getByLabelText(/^Project Address/)).toBeRequired();
    await expect(form.getByLabelText('Owner Email')).not.toBeRequired();
    await expect(await form.findByRole('option', { name: 'Babbage & Partners' })).toBeInTheDocument();
    await expect(form.getByLabelText('Organization')).toHaveValue('');
    await expect(form.getByRole('option', { name: 'Accessory Dwelling Unit' })).toBeInTheDocument();
    await expect(
      form.getByRole('option', { name: 'R-3 Residential: one- and two-family' }),
    ).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Owner Contact' }));
    await expect(form.getByRole('button', { name: 'Owner Contact' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await userEvent.click(form.getByRole('button', { name: 'Owner Contact' }));
    await expect(form.getByLabelText('Owner Email')).toBeVisible();
  },
};

/** A user in exactly one organization gets it preselected. */
export const SingleOrganization: Story = {
  parameters: { msw: { handlers: [api.organizations(organizations.slice(0, 1))] } },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await waitFor(() => expect(form.getByLabelText('Organization')).toHaveValue('1'));
  },
};

/** While organizations are still loading, the choice offers only "No organization". */
export const OrganizationsLoading: Story = {
  parameters: { msw: { handlers: [api.organizationsPending()] } },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await expect(within(form.getByLabelText('Organization')).getAllByRole('option')).toHaveLength(1);
  },
};

/** Success: the exact toast, the form-encoded body without blanks, then the detail route after 1.8 s. */
export const CreateSucceeds: Story = {
  parameters: {
    msw: {
      handlers: [
        api.organizations(organizations.slice(0, 1)),
        http.post(CREATE, async ({ request }) => {
          lastType = request.headers.get('Content-Type') ?? '';
          lastBody = Object.fromEntries(new URLSearchParams(await request.text()));
          return HttpResponse.json({ success: true, project_id: 42, errors: {} });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await waitFor(() => expect(form.getByLabelText('Organization')).toHaveValue('1'));
    await userEvent.selectOptions(form.getByLabelText(/^Project Type/), 'ADU');
    await userEvent.type(form.getByLabelText(/^Project Address/), '12 Elm Street');
    await userEvent.type(form.getByLabelText('Bedrooms'), '2');
    await userEvent.click(form.getByRole('button', { name: 'Create Project' }));
    await expect(await page(canvasElement).findByText('✅ Project created successfully!')).toBeVisible();
    await expect(lastType).toMatch(/^application\/x-www-form-urlencoded/);
    // Blank fields are left out; the single organization went along as preselected.
    await expect(lastBody).toEqual({
      project_type: 'ADU',
      status: 'requested',
      organization_id: '1',
      num_bedrooms: '2',
      project_address: '12 Elm Street',
    });
    await expect(
      await within(canvasElement).findByText('Navigated to /dashboard/projects/42/', {}, { timeout: 4000 }),
    ).toBeVisible();
    await toastTimedOut(canvasElement, '✅ Project created successfully!');
  },
};

/** Refused: "❌ Label: message; …" (the fields' labels, not their keys), and each message under its field. */
export const CreateRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        api.organizations(),
        http.post(CREATE, () =>
          HttpResponse.json(
            {
              success: false,
              project_id: null,
              errors: {
                project_type: ['is required'],
                owner_email: ['must be a valid email address'],
              },
            },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await userEvent.type(form.getByLabelText('Owner Email'), 'grace@');
    await userEvent.click(form.getByRole('button', { name: 'Create Project' }));
    const text = '❌ Project Type: is required; Owner Email: must be a valid email address';
    await expect(await page(canvasElement).findByText(text)).toBeVisible();
    await expect(form.getByText('must be a valid email address')).toBeVisible();
    await expect(form.getByLabelText('Owner Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('button', { name: 'Create Project' })).toBeEnabled();
    await closeToast(canvasElement, text);
  },
};

/** The request fails: the server-error text, and the form stays as typed. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [api.organizations(), http.post(CREATE, () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await userEvent.type(form.getByLabelText(/^Project Address/), '9 Pine Road');
    await userEvent.click(form.getByRole('button', { name: 'Create Project' }));
    await expect(await page(canvasElement).findByText('❌ Server error. Please try again.')).toBeVisible();
    await expect(form.getByLabelText(/^Project Address/)).toHaveValue('9 Pine Road');
    await closeToast(canvasElement, '❌ Server error. Please try again.');
  },
};

/** While the server works, the button is disabled and shows progress. */
export const Submitting: Story = {
  parameters: { msw: { handlers: [api.organizations(), http.post(CREATE, projectApi.pending)] } },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Create Project' }));
    await expect(form.getByRole('button', { name: 'Create Project' })).toBeDisabled();
  },
};
