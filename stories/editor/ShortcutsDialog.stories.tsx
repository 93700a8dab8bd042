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

/**
 * Every shortcut and command, generated from the action registry: Edit, Draw, Modify, View, pages and files, then
 * the command line's commands with their aliases.
 */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const group of ['Edit', 'Draw', 'Modify', 'View', 'Pages and files']) {
      await expect(within(dialog).getByRole('region', { name: group })).toBeVisible();
    }
    await expect(within(dialog).getByText('Ctrl+D')).toBeVisible();
    // In the View section; the command list says it again beside ORTHO.
    const view = within(dialog).getByRole('region', { name: 'View' });
    await expect(
      within(view).getByText('Ortho on/off (hold Shift to invert it while drawing)'),
    ).toBeVisible();
    await expect(within(dialog).getByText('Ctrl+S')).toBeVisible();
    const commands = within(dialog).getByRole('region', { name: /^Commands/ });
    await expect(within(commands).getByText('MOVE, M')).toBeVisible();
    await expect(within(commands).getByText('STRETCH, S')).toBeVisible();
  },
};
