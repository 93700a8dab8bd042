import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { DataTableColumn } from '../../src/client/ui/DataTable';
import { SortableTable } from '../../src/client/ui/SortableTable';

interface Sheet {
  id: number;
  name: string;
  scale: string;
}

const sheets: Sheet[] = [
  { id: 1, name: 'Cover', scale: 'n/a' },
  { id: 2, name: 'Ground floor', scale: '1/4" = 1\'-0"' },
  { id: 3, name: 'Roof plan', scale: '1:100' },
];

const columns: Array<DataTableColumn<Sheet>> = [
  { key: 'name', header: 'Name' },
  { key: 'scale', header: 'Scale', width: 160 },
];

/** Keeps the order itself, as a screen would, so moves show in the table. */
function Reorderable({
  onMove,
  disabled,
}: {
  onMove: (from: number, to: number) => void;
  disabled?: boolean;
}) {
  const [rows, setRows] = useState(sheets);
  return (
    <SortableTable
      ariaLabel="Sheets"
      rows={rows}
      columns={columns}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.name}
      emptyText="No sheets yet."
      disabled={disabled}
      onMove={(from, to) => {
        onMove(from, to);
        setRows((previous) => {
          const next = [...previous];
          const [moved] = next.splice(from, 1);
          if (moved) next.splice(to, 0, moved);
          return next;
        });
      }}
    />
  );
}

const meta = {
  title: 'Design system/SortableTable',
  component: Reorderable,
  args: { onMove: fn() },
} satisfies Meta<typeof Reorderable>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[1]?.textContent);

/** The keyboard path: Move up / Move down buttons; the ends cannot move further. */
export const MoveButtons: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Move Cover up' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move Roof plan down' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Move Roof plan up' }));
    await expect(args.onMove).toHaveBeenCalledWith(2, 1);
    await expect(names(canvasElement)).toEqual(['Cover', 'Roof plan', 'Ground floor']);
  },
};

/** Dragging a row onto another's place reports the move (HTML5 drag and drop). */
export const DragAndDrop: Story = {
  play: async ({ canvasElement, args }) => {
    const rows = within(canvasElement).getAllByRole('row').slice(1);
    const [first, , last] = rows;
    if (!first || !last) throw new Error('rows missing');
    const dataTransfer = new DataTransfer();
    first.dispatchEvent(new DragEvent('dragstart', { bubbles: true, dataTransfer }));
    last.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer }));
    last.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
    first.dispatchEvent(new DragEvent('dragend', { bubbles: true, dataTransfer }));
    await expect(args.onMove).toHaveBeenCalledWith(0, 2);
    await expect(names(canvasElement)).toEqual(['Ground floor', 'Roof plan', 'Cover']);
  },
};

/** While a move is saved, nothing can be moved. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Move Ground floor up' })).toBeDisabled();
    await expect(canvas.getAllByRole('row')[1]).toHaveAttribute('draggable', 'false');
  },
};

export const Empty: Story = {
  render: () => (
    <SortableTable
      ariaLabel="Sheets"
      rows={[]}
      columns={columns}
      getRowId={(row: Sheet) => row.id}
      getRowLabel={(row: Sheet) => row.name}
      emptyText="No sheets yet."
      onMove={() => undefined}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No sheets yet.')).toBeVisible();
  },
};
