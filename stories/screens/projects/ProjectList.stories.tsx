import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProjectListScreen } from '../../../src/client/screens/projects/ProjectListScreen';
import { api, closeToast, InDashboard, page, signedIn } from '../support';
import { activeRows, archivedRows, listAnswer, projectApi } from './projectFixtures';

function ProjectListInDashboard() {
  return (
    <InDashboard path="/dashboard/projects">
      <ProjectListScreen />
    </InDashboard>
  );
}

const meta = {
  title: 'Screens/Projects/Project list',
  component: ProjectListInDashboard,
  parameters: {
    layout: 'fullscreen',
    route: '/dashboard/projects',
    initStore: signedIn(),
    msw: {
      handlers: [
        api.organizations(),
        projectApi.list(),
        projectApi.archivedList(),
        projectApi.archive(),
        projectApi.unarchive(),
      ],
    },
  },
} satisfies Meta<typeof ProjectListInDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const tableOf = async (canvasElement: HTMLElement, name = 'Projects') =>
  within(await within(canvasElement).findByRole('table', { name }));

/** Data rows of a table (the header row left out). */
const dataRows = (table: ReturnType<typeof within>) => table.getAllByRole('row').slice(1);

export const Loading: Story = {
  parameters: { msw: { handlers: [api.organizations(), projectApi.listPending()] } },
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement);
    await expect(table.getByLabelText('Loading')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Archive' })).toBeDisabled();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [api.organizations(), projectApi.list([])] } },
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement);
    await expect(await table.findByText('No projects found.')).toBeVisible();
    await expect(table.getByRole('checkbox', { name: 'Select all' })).toBeDisabled();
  },
};

/** Every column, labels for codes, "-" for a missing organization, links to each project. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await tableOf(canvasElement);
    await table.findByText('12 Elm Street, Palo Alto, CA');
    const headers = table.getAllByRole('columnheader').map((cell) => cell.textContent);
    await expect(headers.slice(1)).toEqual([
      'Address',
      'Type',
      'SqFt',
      'Beds',
      'Baths',
      'Status',
      'Created',
      'Org',
    ]);
    await expect(dataRows(table)).toHaveLength(4);
    await expect(table.getByRole('link', { name: '12 Elm Street, Palo Alto, CA' })).toHaveAttribute(
      'href',
      '/dashboard/projects/1',
    );
    const harbor = within(table.getByRole('link', { name: /Harbor View/ }).closest('tr') as HTMLElement);
    await expect(harbor.getByText('Single-Family Home')).toBeVisible();
    await expect(harbor.getByText('Proposal Sent')).toBeVisible();
    await expect(harbor.getByText('2,850')).toBeVisible();
    await expect(harbor.getByText('3.5')).toBeVisible();
    await expect(harbor.getByText('Feb 18, 2025')).toBeVisible();
    await expect(harbor.getByText('-')).toBeVisible();
    await expect(canvas.getByPlaceholderText('Search address or status...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Archive' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'View Archived' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Create Project' })).toHaveAttribute(
      'href',
      '/dashboard/projects/create',
    );
  },
};

/** The search matches the address, the status code and the status label, ignoring case. */
export const SearchFilters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await tableOf(canvasElement);
    await table.findByText('12 Elm Street, Palo Alto, CA');
    const search = canvas.getByPlaceholderText('Search address or status...');
    // The server searches once typing pauses: wait for its answer, not for the row count of the spinner.
    const onlyRow = (text: string) =>
      waitFor(() => {
        expect(table.getByText(text)).toBeVisible();
        expect(dataRows(table)).toHaveLength(1);
      });
    await userEvent.type(search, 'MISSION');
    await onlyRow('300 Mission Street, San Francisco, CA');
    // The rows shown stay while a search reloads: the whole list comes back first, so the next single row is
    // the next answer (Mission Street is also the one project in progress).
    await userEvent.clear(search);
    await waitFor(() => expect(dataRows(table).length).toBeGreaterThan(1));
    await userEvent.type(search, 'in progress');
    await onlyRow('In Progress');
    await userEvent.clear(search);
    await userEvent.type(search, 'no such place');
    await expect(await table.findByText('No projects found.')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'CA');
    await waitFor(() => expect(dataRows(table)).toHaveLength(4));
  },
};

/** Select-all picks the rows shown; Archive calls once per project and the rows leave the list. */
export const ArchiveSelected: Story = {
  parameters: {
    msw: {
      handlers: [
        api.organizations(),
        http.get('/api/dashboard/projects/', ({ request }) =>
          HttpResponse.json(
            listAnswer(
              activeRows.filter((row) => !archiveCalls.includes(row.id)),
              new URL(request.url),
            ),
          ),
        ),
        http.post('/api/dashboard/projects/:id/archive/', ({ params }) => {
          archiveCalls.push(Number(params.id));
          return HttpResponse.json({ success: true });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    archiveCalls.length = 0;
    const canvas = within(canvasElement);
    const table = await tableOf(canvasElement);
    await table.findByText('12 Elm Street, Palo Alto, CA');
    await userEvent.type(canvas.getByPlaceholderText('Search address or status...'), 'Street');
    await waitFor(() => expect(dataRows(table)).toHaveLength(2));
    await userEvent.click(table.getByRole('checkbox', { name: 'Select all' }));
    await expect(canvas.getByText('2 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Archive' }));
    await expect(await table.findByText('No projects found.')).toBeVisible();
    await expect(archiveCalls.sort()).toEqual([1, 3]);
    await userEvent.clear(canvas.getByPlaceholderText('Search address or status...'));
    await waitFor(() => expect(dataRows(table)).toHaveLength(2));
    await expect(table.queryByText('12 Elm Street, Palo Alto, CA')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Archive' })).toBeDisabled();
    await expect(table.getByRole('checkbox', { name: 'Select all' })).not.toBeChecked();
    // The toast names what moved and offers Undo.
    const toast = await page(canvasElement).findByRole('status');
    await expect(toast).toHaveTextContent('2 projects archived.');
    await expect(within(toast).getByRole('button', { name: 'Undo' })).toBeVisible();
    await closeToast(canvasElement, '2 projects archived.');
  },
};
const archiveCalls: number[] = [];

/** Undo on the toast moves the same projects back: one unarchive call each, and the rows return. */
export const UndoArchive: Story = {
  parameters: {
    msw: {
      handlers: [
        api.organizations(),
        http.get('/api/dashboard/projects/', () =>
          HttpResponse.json({ projects: activeRows.filter((row) => !undoState.archived.has(row.id)) }),
        ),
        http.post('/api/dashboard/projects/:id/archive/', ({ params }) => {
          undoState.archived.add(Number(params.id));
          return HttpResponse.json({ success: true });
        }),
        http.post('/api/dashboard/projects/:id/unarchive/', ({ params }) => {
          undoState.unarchiveCalls.push(Number(params.id));
          undoState.archived.delete(Number(params.id));
          return HttpResponse.json({ success: true });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    undoState.archived.clear();
    undoState.unarchiveCalls.length = 0;
    const canvas = within(canvasElement);
    const table = await tableOf(canvasElement);
    await table.findByText('12 Elm Street, Palo Alto, CA');
    await userEvent.click(table.getByRole('checkbox', { name: 'Select row 1' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(table.queryByText('12 Elm Street, Palo Alto, CA')).toBeNull());
    const toast = await page(canvasElement).findByRole('status');
    await expect(toast).toHaveTextContent('1 project archived.');
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    await expect(await table.findByText('12 Elm Street, Palo Alto, CA')).toBeVisible();
    await expect(undoState.unarchiveCalls).toEqual([1]);
    await expect(dataRows(table)).toHaveLength(4);
    await expect(await page(canvasElement).findByText('1 project unarchived.')).toBeVisible();
    await closeToast(canvasElement, '1 project unarchived.');
  },
};
const undoState = { archived: new Set<number>(), unarchiveCalls: [] as number[] };

/** The archived list: its own labels, and Unarchive for a selected row. */
export const ArchivedView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await (await tableOf(canvasElement)).findByText('12 Elm Street, Palo Alto, CA');
    await userEvent.click(canvas.getByRole('button', { name: 'View Archived' }));
    const table = await tableOf(canvasElement, 'Archived projects');
    await expect(await table.findByText(archivedRows[0]?.project_address ?? '')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Archived Projects' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back to Project List' })).toBeVisible();
    const unarchive = canvas.getByRole('button', { name: 'Unarchive' });
    await expect(unarchive).toBeDisabled();
    await userEvent.click(table.getByRole('checkbox', { name: 'Select row 10' }));
    await expect(unarchive).toBeEnabled();
    await userEvent.click(unarchive);
    await waitFor(() => expect(table.queryByText('19 Bayside Drive, Oakland, CA')).toBeNull());
    await closeToast(canvasElement, '1 project unarchived.');
    await expect(dataRows(table)).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Project List' }));
    await expect(
      await (await tableOf(canvasElement)).findByText(activeRows[0]?.project_address ?? ''),
    ).toBeVisible();
  },
};

/** A failed load says so (it is logged too) with Retry; it never claims there are no projects. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        api.organizations(),
        http.get('/api/dashboard/projects/', () =>
          loadFailsOnce.failed ? HttpResponse.json({ projects: activeRows }) : failFirst(),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    loadFailsOnce.failed = false;
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The projects could not be loaded. Server error.');
    await expect(canvas.queryByText('No projects found.')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const table = await tableOf(canvasElement);
    await expect(await table.findByText('12 Elm Street, Palo Alto, CA')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The server unreachable: the list says so with Retry, never "No projects found.". */
export const ServerUnreachable: Story = {
  parameters: {
    msw: {
      handlers: [api.organizations(), http.get('/api/dashboard/projects/', () => HttpResponse.error())],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'The projects could not be loaded. The server could not be reached.',
    );
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.queryByText('No projects found.')).toBeNull();
  },
};

/** The error state itself, as it stays until Retry. */
export const LoadFailedShown: Story = {
  parameters: { msw: { handlers: [api.organizations(), projectApi.listFails()] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
const loadFailsOnce = { failed: false };
const failFirst = () => {
  loadFailsOnce.failed = true;
  return projectApi.serverError();
};

/** One of two archive calls fails: that row stays, still selected, and the user is told. */
export const ArchivePartlyFails: Story = {
  parameters: {
    msw: {
      handlers: [
        api.organizations(),
        projectApi.list(activeRows.slice(0, 2)),
        http.post('/api/dashboard/projects/:id/archive/', ({ params }) =>
          params.id === '2' ? projectApi.serverError() : HttpResponse.json({ success: true }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await tableOf(canvasElement);
    await table.findByText('12 Elm Street, Palo Alto, CA');
    await userEvent.click(table.getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Archive' }));
    const text = '1 project archived. ❌ 1 project could not be archived.';
    await expect(await page(canvasElement).findByText(text)).toBeVisible();
    await expect(dataRows(table)).toHaveLength(1);
    await expect(table.getByRole('checkbox', { name: 'Select row 2' })).toBeChecked();
    await closeToast(canvasElement, text);
  },
};

/** 10,000 projects, generated: the same each render. */
const manyRows = Array.from({ length: 10_000 }, (_, i): (typeof activeRows)[number] => ({
  id: i + 1,
  project_address: `${i + 1} Long List Avenue, Fresno, CA`,
  project_type: i % 3 === 0 ? 'ADU' : 'SingleFamily',
  square_footage: 600 + ((i * 37) % 4000),
  num_bedrooms: 1 + (i % 5),
  num_bathrooms: 1 + (i % 3),
  status: i % 2 === 0 ? 'requested' : 'in_review',
  created_at: '2025-03-04T14:30:00Z',
  organization: i % 4 === 0 ? 'Lovelace Architects' : null,
}));

/**
 * A list of 10,000 projects: the server answers a page of 50, so only 50 rows are in the page; Next page,
 * sorting by a column and search all go to the server.
 */
export const TenThousandProjects: Story = {
  parameters: { msw: { handlers: [api.organizations(), projectApi.list(manyRows)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await tableOf(canvasElement);
    await table.findByText('1 Long List Avenue, Fresno, CA');
    // The first rows come first, the rest of the page a frame later.
    await waitFor(() => expect(dataRows(table)).toHaveLength(50));
    await expect(canvas.getByText('50 of 10000 shown')).toBeVisible();
    await expect(canvas.getByText('1–50 of 10,000')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await expect(await table.findByText('51 Long List Avenue, Fresno, CA')).toBeVisible();
    await waitFor(() => expect(dataRows(table)).toHaveLength(50));
    await userEvent.click(table.getByRole('button', { name: 'SqFt' }));
    await waitFor(() =>
      expect(table.getByRole('columnheader', { name: 'SqFt' })).toHaveAttribute('aria-sort', 'ascending'),
    );
    await expect(await table.findAllByText('600')).not.toHaveLength(0);
    await expect(canvas.getByText('1–50 of 10,000')).toBeVisible();
    await userEvent.type(canvas.getByPlaceholderText('Search address or status...'), '9999 Long');
    // The search goes out once typing pauses (300 ms) and the mock searches 10,000 rows: more than waitFor's
    // default second on a loaded CI machine.
    await waitFor(() => expect(canvas.getByText('1 of 1 shown')).toBeVisible(), { timeout: 10_000 });
    await expect(dataRows(table)).toHaveLength(1);
    await expect(table.getByText('9999 Long List Avenue, Fresno, CA')).toBeVisible();
  },
};
