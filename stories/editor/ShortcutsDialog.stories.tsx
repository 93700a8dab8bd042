import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EditorStore } from '../../src/client/editor/store/EditorStore';
import { ShortcutsDialog } from '../../src/client/editor/ui/ShortcutsDialog';

function Harness() {
  const [store] = useState(() => {
    const s = new EditorStore();
    s.setHelpOpen(true);
    return s;
  });
  return <ShortcutsDialog store={store} />;
}

const meta = {
  title: 'Editor/ShortcutsDialog',
  component: Harness,
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every shortcut, grouped: Edit, Draw, View. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const group of ['Edit', 'Draw', 'View']) {
      await expect(within(dialog).getByRole('region', { name: group })).toBeVisible();
    }
    await expect(within(dialog).getByText('Ctrl+D')).toBeVisible();
    await expect(within(dialog).getByText('F8 (hold Shift to invert)')).toBeVisible();
  },
};
