import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DesignToolsPanel } from '../../src/client/editor/ui/DesignToolsPanel';
import { EditorStore } from '../../src/client/editor/store/EditorStore';

const SHAPES = [
  'line',
  'rectangle',
  'square',
  'circle',
  'triangle',
  'right triangle',
  'equilateral triangle',
  'pentagon',
  'hexagon',
  'text',
  'half arch',
  'bezier arch',
  'free pencil',
];

function Panel({ collapsed = false, moreOpen = false }: { collapsed?: boolean; moreOpen?: boolean }) {
  const [store] = useState(() => new EditorStore());
  return (
    <div style={{ height: 720 }}>
      <DesignToolsPanel store={store} defaultCollapsed={collapsed} defaultMoreOpen={moreOpen} />
    </div>
  );
}

const meta = {
  title: 'Editor/DesignToolsPanel',
  component: Panel,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    for (const name of [...SHAPES, 'Add Wall', 'Add Divider']) {
      await expect(ui.getByRole('button', { name })).toBeVisible();
    }
    await expect(ui.queryByRole('button', { name: 'Add Toilet' })).toBeNull();
    const rectangle = ui.getByRole('button', { name: 'rectangle' });
    await userEvent.click(rectangle);
    await expect(rectangle).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('button', { name: 'Expand Design Tools' })).toBeVisible();
    await expect(ui.queryByRole('button', { name: 'rectangle' })).toBeNull();
  },
};

export const HiddenSectionOpen: Story = {
  args: { moreOpen: true },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('button', { name: 'Add Toilet' })).toBeVisible();
    await expect(ui.getByRole('button', { name: 'Add Shower' })).toBeVisible();
    await expect(ui.getByRole('button', { name: 'Symbols…' })).toBeVisible();
    await expect(ui.getByRole('button', { name: 'Hatch…' })).toBeVisible();
    // Add Toilet arms the toilet's placement (its button shows pressed); a second click disarms it.
    const toilet = ui.getByRole('button', { name: 'Add Toilet' });
    await userEvent.click(toilet);
    await expect(toilet).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toilet);
    await expect(toilet).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Symbols… opens the library as a palette of previews; picking one arms its placement. */
export const SymbolsPaletteOpen: Story = {
  args: { moreOpen: true },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await userEvent.click(ui.getByRole('button', { name: 'Symbols…' }));
    const body = within(canvasElement.ownerDocument.body);
    const palette = await body.findByRole('group', { name: 'Symbols' });
    await expect(within(palette).getByRole('button', { name: 'Kitchen counter' })).toBeVisible();
    await expect(within(palette).getByRole('button', { name: 'Stairs' })).toBeVisible();
  },
};

/** Hatch…: the pattern for the next hatch and the ways to make one. */
export const HatchMenuOpen: Story = {
  args: { moreOpen: true },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await userEvent.click(ui.getByRole('button', { name: 'Hatch…' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('menuitemradio', { name: 'ANSI31 (45° lines)' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(body.getByRole('menuitem', { name: 'Wall poché' })).toBeVisible();
    await expect(body.getByRole('menuitem', { name: 'Hatch area (click inside)' })).toBeVisible();
  },
};
