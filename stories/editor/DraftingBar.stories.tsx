import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { DraftingSettings } from '../../src/client/editor/store/editorState';
import { DEFAULT_DRAFTING } from '../../src/client/editor/store/editorState';
import { DraftingBarView } from '../../src/client/editor/ui/DraftingBar';
import { MeasureReadoutView } from '../../src/client/editor/ui/MeasureReadout';

function Harness({ initial }: { initial: Partial<DraftingSettings> }) {
  const [drafting, setDrafting] = useState<DraftingSettings>({ ...DEFAULT_DRAFTING, ...initial });
  return (
    <div style={{ padding: 16, height: 420 }}>
      <DraftingBarView drafting={drafting} onChange={(patch) => setDrafting((d) => ({ ...d, ...patch }))} />
      <output aria-label="Snaps on">{drafting.snapModes.join(', ')}</output>
    </div>
  );
}

const meta = {
  title: 'Editor/DraftingBar',
  component: Harness,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults: OSNAP and POLAR 15° on, ORTHO off. */
export const Defaults: Story = {
  args: { initial: {} },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('button', { name: 'OSNAP' })).toHaveAttribute('aria-pressed', 'true');
    await expect(ui.getByRole('button', { name: 'ORTHO' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(ui.getByRole('button', { name: 'ORTHO' }));
    await expect(ui.getByRole('button', { name: 'ORTHO' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The snap menu lists every object snap with a tick; unticking Extension turns it off. */
export const SnapMenu: Story = {
  args: { initial: {} },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await userEvent.click(ui.getByRole('button', { name: 'Snap menu' }));
    const page = within(canvasElement.ownerDocument.body);
    // The menu loads on its first opening.
    await page.findByRole('menuitemcheckbox', { name: 'Endpoint' });
    for (const name of [
      'Endpoint',
      'Midpoint',
      'Center',
      'Intersection',
      'Perpendicular',
      'Nearest',
      'Extension',
      'Parallel',
    ]) {
      await expect(page.getByRole('menuitemcheckbox', { name })).toBeVisible();
    }
    await expect(page.getByRole('menuitemcheckbox', { name: 'Nearest' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await userEvent.click(page.getByRole('menuitemcheckbox', { name: 'Extension' }));
    await expect(ui.getByLabelText('Snaps on')).not.toHaveTextContent('extension');
  },
};

/** Everything off: OSNAP and POLAR shown released. */
export const AllOff: Story = {
  args: { initial: { objectSnap: false, polar: false, polarIncrement: 45 } },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('button', { name: 'OSNAP' })).toHaveAttribute('aria-pressed', 'false');
    await expect(ui.getByRole('button', { name: 'POLAR 45°' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The measure readout beside the bar: a closed outline shows its perimeter and area. */
export const MeasureReadout: Story = {
  args: { initial: {} },
  render: () => (
    <div style={{ padding: 16, display: 'grid', gap: 8, justifyItems: 'start' }}>
      <MeasureReadoutView
        points={[
          { x: 0, y: 0 },
          { x: 13824, y: 0 },
          { x: 13824, y: 18432 },
          { x: 0, y: 18432 },
        ]}
        closed
        unit="feet"
      />
      <DraftingBarView
        drafting={DEFAULT_DRAFTING}
        measuring
        onMeasure={() => {}}
        onChange={() => {}}
        onHelp={() => {}}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const readout = ui.getByRole('status', { name: 'Measurement' });
    await expect(readout).toHaveTextContent('Area');
    await expect(readout).toHaveTextContent('192 sq ft');
    await expect(readout).toHaveTextContent(`Perimeter56' 0"`);
    await expect(ui.getByRole('button', { name: 'MEASURE' })).toHaveAttribute('aria-pressed', 'true');
  },
};
