import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Modal } from '../../src/client/ui/Modal';
import { Button, Typography } from '../../src/client/ui/primitives';

const meta = {
  title: 'Design system/Modal',
  component: Modal,
  args: {
    open: true,
    title: 'Page manager',
    onClose: fn(),
    children: (
      <Typography>
        Floor design pages are listed here. Tick the pages to remove and press Delete Selected.
      </Typography>
    ),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('dialog', { name: 'Page manager' })).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button color="inherit">Cancel</Button>
        <Button variant="contained" color="error">
          Delete Selected
        </Button>
      </>
    ),
  },
};

export const Wide: Story = {
  args: { maxWidth: 'lg', title: 'File preview' },
};

export const CloseButtonCallsOnClose: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Page manager' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const EscapeCallsOnClose: Story = {
  play: async ({ args, canvasElement }) => {
    await page(canvasElement).findByRole('dialog', { name: 'Page manager' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
