import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileChooserButton } from '../../src/client/ui/FileChooserButton';

function WithName({ onChoose, disabled }: { onChoose: (file: File | null) => void; disabled?: boolean }) {
  const [name, setName] = useState<string | null>(null);
  return (
    <FileChooserButton
      label="Choose file"
      inputLabel="Page file"
      accept=".pdf,.dxf"
      placeholder="PDF or DXF, no file chosen"
      fileName={name}
      disabled={disabled}
      onChoose={(file) => {
        onChoose(file);
        setName(file?.name ?? null);
      }}
    />
  );
}

const meta = {
  title: 'Design system/FileChooserButton',
  component: WithName,
  args: { onChoose: fn() },
} satisfies Meta<typeof WithName>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toBeEnabled();
    await expect(canvas.getByText('PDF or DXF, no file chosen')).toBeVisible();
    await expect(canvas.getByLabelText('Page file')).toHaveAttribute('accept', '.pdf,.dxf');
  },
};

export const FileChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = new File(['0\nSECTION\n'], 'ground-floor.dxf', { type: 'image/vnd.dxf' });
    await userEvent.upload(canvas.getByLabelText('Page file'), file);
    await expect(args.onChoose).toHaveBeenCalledWith(file);
    await expect(canvas.getByText('ground-floor.dxf')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toBeDisabled();
    await expect(canvas.getByLabelText('Page file')).toBeDisabled();
  },
};
