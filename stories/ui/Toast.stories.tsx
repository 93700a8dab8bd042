import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Stack } from '../../src/client/ui/primitives';
import { TOAST_MS_DASHBOARD, TOAST_MS_EDITOR, Toast, useToast } from '../../src/client/ui/toast';

const meta = {
  title: 'Design system/Toast',
  component: Toast,
  args: { open: true, durationMs: 60_000, onClose: fn() },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Success: Story = {
  args: { severity: 'success', message: 'Project updated successfully.' },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('status')).toHaveTextContent('Project updated successfully.');
  },
};

export const Failure: Story = {
  args: { severity: 'error', message: 'Failed to update project.' },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('alert')).toHaveTextContent('Failed to update project.');
  },
};

export const Info: Story = {
  args: { severity: 'info', message: 'Generating metadata...' },
};

export const Warning: Story = {
  args: { severity: 'warning', message: 'Unsaved changes on this page.' },
};

export const CloseButton: Story = {
  args: { severity: 'success', message: 'Saved.' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A toast with an action (Undo): the button runs it and closes the toast; Close stays beside it. */
export const WithUndoAction: Story = {
  args: {
    severity: 'success',
    message: '2 projects archived.',
    action: { label: 'Undo', onClick: fn() },
  },
  play: async ({ args, canvasElement }) => {
    const toast = page(canvasElement).getByRole('status');
    await expect(within(toast).getByRole('button', { name: 'Close' })).toBeVisible();
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    await expect(args.action?.onClick).toHaveBeenCalledTimes(1);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The same toast as it stands before the click. */
export const WithAction: Story = {
  args: { severity: 'success', message: '2 projects archived.', action: { label: 'Undo', onClick: fn() } },
};

function ToastTrigger({ durationMs }: { durationMs?: number }) {
  const toast = useToast();
  return (
    <Stack direction="row" spacing={1}>
      <Button
        variant="contained"
        onClick={() => toast.show('Project saved.', { severity: 'success', durationMs })}
      >
        Save
      </Button>
      <Button
        variant="outlined"
        onClick={() => toast.show('Could not save.', { severity: 'error', durationMs })}
      >
        Fail
      </Button>
    </Stack>
  );
}

/** `useToast()` raises the message in the one host and it closes by itself after the dashboard delay (2 s). */
export const RaisedByHookAutoHides: Story = {
  args: { message: '' },
  render: () => <ToastTrigger />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await page(canvasElement).findByRole('status')).toHaveTextContent('Project saved.');
    await waitFor(() => expect(page(canvasElement).queryByText('Project saved.')).toBeNull(), {
      timeout: TOAST_MS_DASHBOARD + 3000,
    });
  },
};

/** A second message replaces the first rather than stacking. */
export const NewestReplacesCurrent: Story = {
  args: { message: '' },
  render: () => <ToastTrigger durationMs={TOAST_MS_EDITOR} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await page(canvasElement).findByText('Project saved.');
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    await expect(await page(canvasElement).findByRole('alert')).toHaveTextContent('Could not save.');
    await expect(page(canvasElement).queryByText('Project saved.')).toBeNull();
  },
};
