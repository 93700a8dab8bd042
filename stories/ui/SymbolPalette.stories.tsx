import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SymbolPalette } from '../../src/client/ui/SymbolPalette';
import { SYMBOL_ITEMS } from '../../src/client/editor/ui/symbolItems';

const meta = {
  title: 'Design system/SymbolPalette',
  component: SymbolPalette,
  args: { items: SYMBOL_ITEMS, selected: null, onPick: fn() },
} satisfies Meta<typeof SymbolPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The library's doors, windows, fixtures, counters and stairs, each with its plan symbol drawn to its proportions. */
export const Library: Story = {
  play: async ({ canvasElement, args }) => {
    const ui = within(canvasElement);
    for (const name of [
      'Door',
      'Window',
      'Toilet',
      'Shower',
      'Vanity sink',
      'Kitchen sink',
      'Bath',
      'Kitchen counter',
      'Counter with sink',
      'Stairs',
    ])
      await expect(ui.getByRole('button', { name })).toBeVisible();
    await userEvent.click(ui.getByRole('button', { name: 'Bath' }));
    await expect(args.onPick).toHaveBeenCalledWith('bath');
  },
};

function Picking() {
  const [selected, setSelected] = useState<string | null>('toilet');
  return <SymbolPalette items={SYMBOL_ITEMS} selected={selected} onPick={setSelected} />;
}

/** The symbol being placed shows pressed; picking another moves the press. */
export const Placing: Story = {
  render: () => <Picking />,
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('button', { name: 'Toilet' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(ui.getByRole('button', { name: 'Stairs' }));
    await expect(ui.getByRole('button', { name: 'Stairs' })).toHaveAttribute('aria-pressed', 'true');
    await expect(ui.getByRole('button', { name: 'Toilet' })).toHaveAttribute('aria-pressed', 'false');
  },
};
