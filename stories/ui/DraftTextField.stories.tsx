import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DraftTextField } from '../../src/client/ui/DraftTextField';

/** A field over a value the story keeps: an empty name is refused, anything else taken. */
function Named({ onCommit }: { onCommit: (text: string) => void }) {
  const [name, setName] = useState('Kitchen');
  return (
    <div style={{ padding: 16, width: 240 }}>
      <DraftTextField
        label="Name"
        value={name}
        onCommit={(text) => {
          onCommit(text);
          if (text.trim() === '') return 'Enter a name.';
          setName(text);
          return null;
        }}
      />
      <p>Saved: {name}</p>
    </div>
  );
}

const meta = {
  title: 'Design system/DraftTextField',
  component: Named,
  args: { onCommit: fn() },
} satisfies Meta<typeof Named>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Kitchen');
  },
};

/** Typing edits only the draft; Enter commits it. */
export const EnterCommits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Pantry');
    await expect(args.onCommit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Saved: Kitchen')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCommit).toHaveBeenCalledWith('Pantry');
    await expect(canvas.getByText('Saved: Pantry')).toBeVisible();
  },
};

/** Leaving the field commits too; leaving it unchanged commits nothing. */
export const BlurCommits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.click(field);
    await userEvent.tab();
    await expect(args.onCommit).not.toHaveBeenCalled();
    await userEvent.type(field, ' 2');
    await userEvent.tab();
    await expect(args.onCommit).toHaveBeenCalledWith('Kitchen 2');
    await expect(field).toHaveValue('Kitchen 2');
  },
};

/** Escape puts the value back without committing. */
export const EscapeReverts: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.type(field, 'ette');
    await expect(field).toHaveValue('Kitchenette');
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('Kitchen');
    await expect(args.onCommit).not.toHaveBeenCalled();
  },
};

/** A refused commit shows its problem under the field and keeps the draft to correct; Escape clears both. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(field);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Enter a name.')).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('Kitchen');
    await expect(canvas.queryByText('Enter a name.')).toBeNull();
  },
};
