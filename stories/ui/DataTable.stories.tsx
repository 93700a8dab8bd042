import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataTable, type DataTableColumn, type RowId } from '../../src/client/ui/DataTable';
import { Link, Stack, TextField } from '../../src/client/ui/primitives';

interface ProjectRow {
  id: number;
  address: string;
  status: string;
  organization: string | null;
}

const projects: ProjectRow[] = [
  { id: 11, address: '12 Harbour Road', status: 'In progress', organization: 'North Studio' },
  { id: 12, address: '4 Mill Lane', status: 'Planning', organization: null },
  { id: 13, address: '88 Station Street', status: 'Completed', organization: 'North Studio' },
];

const columns: Array<DataTableColumn<ProjectRow>> = [
  {
    key: 'address',
    header: 'Address',
    render: (row) => <Link href={`#project-${row.id}`}>{row.address}</Link>,
  },
  { key: 'status', header: 'Status', width: 160 },
  { key: 'organization', header: 'Org', width: 160, render: (row) => row.organization ?? '-' },
  { key: 'id', header: 'ID', width: 60, align: 'right' },
];

const meta = {
  title: 'Design system/DataTable',
  component: DataTable<ProjectRow>,
  args: {
    rows: projects,
    columns,
    getRowId: (row: ProjectRow) => row.id,
    emptyText: 'No projects found.',
    ariaLabel: 'Projects',
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof DataTable<ProjectRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loading: true, selectable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvas.queryByText('12 Harbour Road')).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: 'Select all' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { rows: [], selectable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No projects found.')).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Select all' })).toBeDisabled();
  },
};

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Projects' });
    // One header row plus one row per project.
    await expect(within(table).getAllByRole('row')).toHaveLength(projects.length + 1);
    await expect(within(table).getByRole('link', { name: '4 Mill Lane' })).toBeInTheDocument();
    await expect(within(table).queryByRole('checkbox')).toBeNull();
  },
};

export const WithSelection: Story = {
  args: { selectable: true, selected: new Set<RowId>([12]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Select row 12' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Select row 11' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
  },
};

function SelectableProjects({ onSelectionChange }: { onSelectionChange?: (next: Set<RowId>) => void }) {
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<RowId>>(new Set());
  const shown = projects.filter((row) =>
    `${row.address} ${row.status}`.toLowerCase().includes(query.toLowerCase()),
  );
  return (
    <Stack spacing={2}>
      <TextField
        label="Search"
        placeholder="Search address or status..."
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <DataTable
        rows={shown}
        columns={columns}
        getRowId={(row) => row.id}
        selectable
        selected={selected}
        onSelectionChange={(next) => {
          setSelected(next);
          onSelectionChange?.(next);
        }}
        emptyText="No projects found."
        ariaLabel="Projects"
      />
    </Stack>
  );
}

/** Select-all ticks every shown row and reports them; pressing it again clears the selection. */
export const SelectAll: Story = {
  args: { selectable: true },
  render: (args) => <SelectableProjects onSelectionChange={args.onSelectionChange} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all' });
    await userEvent.click(selectAll);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([11, 12, 13]));
    for (const id of [11, 12, 13]) {
      await expect(canvas.getByRole('checkbox', { name: `Select row ${id}` })).toBeChecked();
    }
    await expect(selectAll).toBeChecked();

    await userEvent.click(selectAll);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set());
    await expect(canvas.getByRole('checkbox', { name: 'Select row 11' })).not.toBeChecked();
  },
};

/** With a search narrowing the rows, select-all selects exactly what is shown, dropping hidden rows. */
export const SelectAllSelectsOnlyShownRows: Story = {
  args: { selectable: true },
  render: (args) => <SelectableProjects onSelectionChange={args.onSelectionChange} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select row 12' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search' }), 'road');
    await expect(canvas.queryByText('4 Mill Lane')).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: 'Select all' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([11]));
    await expect(canvas.getByRole('checkbox', { name: 'Select row 11' })).toBeChecked();
  },
};

/** Ticking one row after another builds the selection; unticking removes just that row. */
export const RowToggle: Story = {
  args: { selectable: true },
  render: (args) => <SelectableProjects onSelectionChange={args.onSelectionChange} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select row 11' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select row 13' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([11, 13]));
    await expect(canvas.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select row 11' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([13]));
  },
};
