import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from '../../src/client/ui/ConfirmDialog';
import { useConfirm } from '../../src/client/ui/confirm';
import { Button, Stack, Typography } from '../../src/client/ui/primitives';

const meta = {
  title: 'Design system/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    message: 'Are you sure you want to delete the selected file(s)?',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Are you sure you want to delete the selected file(s)?');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  },
};

export const WithTitle: Story = {
  args: { title: 'Delete drawing page', message: 'Are you sure you want to delete this drawing page?' },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: /Confirm/ })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const CancelCallsOnCancel: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ConfirmCallsOnConfirm: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

function DeleteWithConfirmation() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('No answer yet');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        color="error"
        onClick={async () => {
          const confirmed = await confirm('Are you sure you want to delete this DXF revision?');
          setAnswer(confirmed ? 'Deleted' : 'Kept');
        }}
      >
        Delete revision
      </Button>
      <Typography>{answer}</Typography>
    </Stack>
  );
}

/** `useConfirm()` opens the one dialog host and resolves true on Confirm, false on Cancel. */
export const AskedByHook: Story = {
  args: { open: false },
  render: () => <DeleteWithConfirmation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete revision' }));
    let dialog = await page(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByText('Kept')).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Delete revision' }));
    dialog = await page(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByText('Deleted')).toBeInTheDocument();
  },
};
