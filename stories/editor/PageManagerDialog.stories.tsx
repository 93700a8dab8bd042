import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PageManagerDialog } from '../../src/client/editor/ui/PageManagerDialog';

const meta = {
  title: 'Editor/PageManagerDialog',
  component: PageManagerDialog,
  args: {
    open: true,
    pages: [
      { id: 'p1', name: 'Page 1' },
      { id: 'p2', name: 'Ground floor' },
      { id: 'p3', name: 'Page 3' },
    ],
    onClose: fn(),
    onDeleteSelected: fn(),
  },
} satisfies Meta<typeof PageManagerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    const remove = dialog.getByRole('button', { name: 'Delete Selected' });
    await expect(remove).toBeDisabled();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Ground floor' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Page 3' }));
    await userEvent.click(remove);
    await expect(args.onDeleteSelected).toHaveBeenCalledWith(['p2', 'p3']);
  },
};

export const Empty: Story = { args: { pages: [] } };
