import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ProjectEditScreen } from '../../../src/client/screens/projects/ProjectEditScreen';
import { api, closeToast, InDashboard, page, signedIn, toastTimedOut } from '../support';
import { project, projectApi } from './projectFixtures';

function ProjectEditInDashboard() {
  return (
    <InDashboard path="/dashboard/projects/:projectId/edit">
      <ProjectEditScreen />
    </InDashboard>
  );
}

const EDIT = '/api/dashboard/projects/:id/edit/';
let sent: Record<string, unknown> | null = null;

const meta = {
  title: 'Screens/Projects/Project edit',
  component: ProjectEditInDashboard,
  parameters: {
    layout: 'fullscreen',
    route: '/dashboard/projects/1/edit',
    initStore: signedIn(),
    msw: { handlers: [api.organizations(), projectApi.project()] },
  },
} satisfies Meta<typeof ProjectEditInDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Edit project' }));

export const Loading: Story = {
  parameters: { msw: { handlers: [api.organizations(), projectApi.projectPending()] } },
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('status')).toHaveTextContent('Loading project...');
  },
};

/** The three sections filled from the project; organizations are the project's available ones. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await expect(form.getByLabelText(/^Project Type/)).toHaveValue('ADU');
    await expect(form.getByLabelText('Status')).toHaveValue('in_review');
    await expect(form.getByLabelText('Organization')).toHaveValue('1');
    await expect(form.getByLabelText('Bathrooms')).toHaveValue(1);
    await expect(form.getByLabelText(/^Project Address/)).toHaveValue(project.project_address);
    await expect(form.getByLabelText('Occupancy')).toHaveValue('R-3');
    await expect(form.getByLabelText('Owner Email')).toHaveValue('grace@example.com');
    await expect(form.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [api.organizations(), projectApi.projectMissing()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Unable to load project')).toBeVisible();
    await expect(within(canvasElement).queryByRole('form', { name: 'Edit project' })).toBeNull();
  },
};

/** Saved: JSON with `organization`, cleared fields as null; the success text, then the detail route. */
export const SaveSucceeds: Story = {
  parameters: {
    msw: {
      handlers: [
        api.organizations(),
        projectApi.project(),
        http.post(EDIT, async ({ request }) => {
          sent = (await request.json()) as Record<string, unknown>;
          return HttpResponse.json({ success: true, project });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    sent = null;
    const form = await formOf(canvasElement);
    await userEvent.selectOptions(form.getByLabelText('Status'), 'accepted');
    await userEvent.selectOptions(form.getByLabelText('Organization'), '2');
    await userEvent.clear(form.getByLabelText('APN (Parcel Number)'));
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }));
    await expect(await page(canvasElement).findByText('✅ Project updated successfully!')).toBeVisible();
    await expect(sent).toMatchObject({ status: 'accepted', organization: 2, apn: null, num_bathrooms: 1 });
    await expect(sent).not.toHaveProperty('organization_id');
    await expect(
      await within(canvasElement).findByText('Navigated to /dashboard/projects/1', {}, { timeout: 4000 }),
    ).toBeVisible();
    await toastTimedOut(canvasElement, '✅ Project updated successfully!');
  },
};

/** Refused by the server: the spec's "Error saving project", and the reason marked under its field. */
export const SaveFails: Story = {
  parameters: {
    msw: {
      handlers: [
        api.organizations(),
        projectApi.project(),
        http.post(EDIT, () =>
          HttpResponse.json(
            {
              success: false,
              error: 'organization: is not one of your organizations',
              errors: { organization: ['is not one of your organizations'] },
            },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await userEvent.selectOptions(form.getByLabelText('Organization'), '2');
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }));
    await expect(await page(canvasElement).findByText('Error saving project')).toBeVisible();
    await expect(form.getByText('is not one of your organizations')).toBeVisible();
    await expect(form.getByLabelText('Organization')).toHaveAttribute('aria-invalid', 'true');
    await closeToast(canvasElement, 'Error saving project');
  },
};

/** Email and phone are checked in the browser (as on the account form): marked at once, nothing is sent. */
export const ContactCheckedInBrowser: Story = {
  parameters: {
    msw: {
      handlers: [
        api.organizations(),
        projectApi.project(),
        http.post(EDIT, () => {
          contactSaves.count += 1;
          return HttpResponse.json({ success: true });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    contactSaves.count = 0;
    const form = await formOf(canvasElement);
    await userEvent.clear(form.getByLabelText('Owner Phone'));
    await userEvent.type(form.getByLabelText('Owner Phone'), 'call me');
    await userEvent.clear(form.getByLabelText('Owner Email'));
    await userEvent.type(form.getByLabelText('Owner Email'), 'grace@');
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }));
    await expect(form.getByLabelText('Owner Phone')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabelText('Owner Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('alert')).toHaveTextContent(/Owner Phone: must be a phone number/);
    await expect(form.getByLabelText('Owner Phone')).toHaveValue('call me');
    await expect(contactSaves.count).toBe(0);
  },
};
const contactSaves = { count: 0 };
