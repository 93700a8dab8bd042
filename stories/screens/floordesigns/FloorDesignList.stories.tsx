import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FloorDesignListScreen } from '../../../src/client/screens/floordesigns/FloorDesignListScreen';
import { api, InDashboard, signedIn } from '../support';
import { designRows, floorDesignApi, manyDesignRows } from './floorDesignFixtures';

function FloorDesignListInDashboard() {
  return (
    <InDashboard path="/dashboard/floordesigns">
      <FloorDesignListScreen />
    </InDashboard>
  );
}

const standardHandlers = [
  api.organizations(),
  floorDesignApi.active(),
  floorDesignApi.archived(),
  floorDesignApi.archive(),
  floorDesignApi.unarchive(),
];

const meta = {
  title: 'Screens/Floor designs/Floor design list',
  component: FloorDesignListInDashboard,
  parameters: {
    layout: 'fullscreen',
    route: '/dashboard/floordesigns',
    initStore: signedIn(),
    msw: { handlers: standardHandlers },
  },
} satisfies Meta<typeof FloorDesignListInDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const tableOf = async (canvasElement: HTMLElement, name = 'Floor designs') =>
  within(await within(canvasElement).findByRole('table', { name }));

const dataRows = (table: ReturnType<typeof within>) => table.getAllByRole('row').slice(1);

export const Loading: Story = {
  parameters: { msw: { handlers: [api.organizations(), floorDesignApi.activePending()] } },
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement);
    await expect(table.getByLabelText('Loading')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Archive' })).toBeDisabled();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [api.organizations(), floorDesignApi.active([])] } },
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement);
    await expect(await table.findByText('No floor designs yet. Add one to start drafting.')).toBeVisible();
  },
};

/** The columns of the spec; names link to the editor. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement);
    await waitFor(() => expect(dataRows(table)).toHaveLength(2));
    const headers = table.getAllByRole('columnheader').map((h) => h.textContent);
    await expect(headers).toEqual(['', 'Name', 'Unit', 'Created', 'Active', 'Actions']);
    await expect(table.getByRole('link', { name: 'Lakeside Cabin' })).toHaveAttribute(
      'href',
      '/dashboard/floordesigns/3',
    );
    await expect(table.getByText('Meters')).toBeVisible();
  },
};

/**
 * 10,000 designs: the table renders one page of 50 rows with the page controls under it; searching by name and
 * sorting by a column header work on the whole list.
 */
export const TenThousandDesigns: Story = {
  parameters: {
    msw: { handlers: [api.organizations(), floorDesignApi.active(manyDesignRows(10_000))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await tableOf(canvasElement);
    // Making and reading 10,000 rows takes over findBy's default second on a loaded machine; the time it takes
    // is measured by the list-interactions bench, not asserted here.
    await expect(await canvas.findByText('1–50 of 10,000', {}, { timeout: 10_000 })).toBeVisible();
    await expect(dataRows(table)).toHaveLength(50);
    await expect(table.getByRole('link', { name: 'Cabin 10000' })).toBeVisible();
    await userEvent.click(table.getByRole('button', { name: 'Name' }));
    await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(
      within(dataRows(table)[0] as HTMLElement).getByRole('link', { name: 'Annex 5' }),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search floor designs' }), 'loft 1');
    await expect(await canvas.findByText('1–50 of 139')).toBeVisible();
    await expect(
      within(dataRows(table)[0] as HTMLElement).getByRole('link', { name: 'Loft 14' }),
    ).toBeVisible();
  },
};

/** Selecting a row and archiving it takes it out of the list. */
export const ArchiveSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await tableOf(canvasElement);
    await waitFor(() => expect(dataRows(table)).toHaveLength(2));
    await userEvent.click(table.getByRole('checkbox', { name: 'Select row 2' }));
    await expect(canvas.getByText('1 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(dataRows(table)).toHaveLength(1));
    await expect(table.queryByText('Courtyard Studio')).toBeNull();
  },
};

/** The archived toggle shows the archived list, where the action is Unarchive. */
export const Archived: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tableOf(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Show archived' }));
    const table = await tableOf(canvasElement, 'Archived floor designs');
    await expect(await table.findByText('Old Garage Sketch')).toBeVisible();
    await expect(table.getByText('Archived')).toBeVisible();
    await expect(table.getByRole('button', { name: 'Unarchive Old Garage Sketch' })).toBeVisible();
  },
};

/** A failed load says so, with Retry: never "No floor designs yet", which would say the designs are gone. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [api.organizations(), floorDesignApi.activeFails()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The floor designs could not be loaded. Internal server error.');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.queryByText('No floor designs yet. Add one to start drafting.')).toBeNull();
  },
};

const unreachableOnce = { failed: false };

/** The server unreachable: the list says it could not load; Retry loads it once the server answers again. */
export const ServerUnreachable: Story = {
  parameters: {
    msw: {
      handlers: [
        api.organizations(),
        http.get('/api/floordesigns/', () => {
          if (unreachableOnce.failed) return HttpResponse.json(designRows);
          unreachableOnce.failed = true;
          return HttpResponse.error();
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    unreachableOnce.failed = false;
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'The floor designs could not be loaded. The server could not be reached.',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const table = await tableOf(canvasElement);
    await expect(await table.findByText(designRows[0]?.name ?? '')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
