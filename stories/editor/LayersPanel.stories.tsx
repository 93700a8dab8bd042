import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LayersPanel } from '../../src/client/editor/ui/LayersPanel';
import { EditorStore } from '../../src/client/editor/store/EditorStore';
import type { Layer, Page } from '../../src/core/model/page';
import { DRAWING_VERSION } from '../../src/core/model/page';
import { finalizeElement } from '../../src/core/model/snapPoints';

const layer = (name: string, over: Partial<Layer> = {}): Layer => ({
  name,
  color: '#1f77b4',
  visible: true,
  frozen: false,
  locked: false,
  linetype: 'CONTINUOUS',
  lineweight: -3,
  ...over,
});

const line = (id: string, onLayer: string) =>
  finalizeElement({ id, type: 'line', x: 0, y: 0, x2: 100, y2: 0, rotation: 0, layer: onLayer });

const page = (layers: Layer[], currentLayer?: string): Page => ({
  version: DRAWING_VERSION,
  id: 'p1',
  name: 'Plan',
  elements: [line('w1', 'A-WALL')],
  layers,
  ...(currentLayer ? { currentLayer } : {}),
});

const MANY: Layer[] = [
  layer('A-WALL', { color: '#ff0000', lineweight: 0.5 }),
  layer('A-DOOR', { color: '#ffff00' }),
  layer('A-GLAZ', { color: '#00ffff' }),
  layer('A-ANNO-DIMS', { color: '#00ff00' }),
  layer('A-ANNO-TEXT', { color: '#ff00ff' }),
  layer('A-FURN', { color: '#808080', linetype: 'DASHED' }),
  layer('S-GRID', { color: '#0000ff', linetype: 'CENTER' }),
  layer('E-LITE', { color: '#ff8000', linetype: 'HIDDEN' }),
];

const STATES: Layer[] = [
  layer('A-WALL', { color: '#ff0000' }),
  layer('Hidden notes', { visible: false }),
  layer('Frozen grid', { frozen: true, linetype: 'CENTER' }),
  layer('Locked base', { locked: true, color: '#808080' }),
];

function Panel({ layers, current }: { layers: Layer[]; current?: string }) {
  const [store] = useState(() => {
    const s = new EditorStore();
    s.loadPages([page(layers, current)]);
    return s;
  });
  return (
    <div style={{ position: 'relative', height: 480, width: 360 }}>
      <LayersPanel store={store} />
    </div>
  );
}

const meta = {
  title: 'Editor/LayersPanel',
  component: Panel,
  parameters: { layout: 'fullscreen' },
  args: { layers: [] },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page without layers shows layer 0, current; Add layer makes Layer1 and makes it current. */
export const OnlyLayerZero: Story = {
  args: { layers: [] },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('listitem', { name: 'Layer 0' })).toBeVisible();
    await expect(ui.getByRole('radio', { name: 'Make 0 the current layer' })).toBeChecked();
    await expect(ui.queryByRole('button', { name: 'Delete layer 0' })).toBeNull();
    await userEvent.click(ui.getByRole('button', { name: 'Add layer' }));
    await expect(await ui.findByRole('listitem', { name: 'Layer Layer1' })).toBeVisible();
    await expect(ui.getByRole('radio', { name: 'Make Layer1 the current layer' })).toBeChecked();
  },
};

export const ManyLayers: Story = {
  args: { layers: MANY, current: 'A-WALL' },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getAllByRole('listitem')).toHaveLength(MANY.length + 1);
    await expect(ui.getByRole('radio', { name: 'Make A-WALL the current layer' })).toBeChecked();
    await expect(ui.getByRole('combobox', { name: 'Linetype of layer S-GRID' })).toHaveValue('CENTER');
    await expect(ui.getByRole('combobox', { name: 'Lineweight of layer A-WALL (mm)' })).toHaveValue('0.5');
    await userEvent.click(ui.getByRole('radio', { name: 'Make S-GRID the current layer' }));
    await waitFor(() =>
      expect(ui.getByRole('radio', { name: 'Make S-GRID the current layer' })).toBeChecked(),
    );
  },
};

/** Linetype and lineweight are chosen in place, each a page edit; a drawing's own linetype stays offered. */
export const LinetypeAndWeight: Story = {
  args: { layers: [...MANY, layer('X-IMPORT', { linetype: 'ACAD_ISO02W100', lineweight: 0.7 })] },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const linetype = ui.getByRole('combobox', { name: 'Linetype of layer A-DOOR' });
    await userEvent.selectOptions(linetype, 'HIDDEN');
    await waitFor(() =>
      expect(ui.getByRole('combobox', { name: 'Linetype of layer A-DOOR' })).toHaveValue('HIDDEN'),
    );
    await userEvent.selectOptions(
      ui.getByRole('combobox', { name: 'Lineweight of layer A-DOOR (mm)' }),
      '0.35',
    );
    await waitFor(() =>
      expect(ui.getByRole('combobox', { name: 'Lineweight of layer A-DOOR (mm)' })).toHaveValue('0.35'),
    );
    await expect(ui.getByRole('combobox', { name: 'Linetype of layer X-IMPORT' })).toHaveValue(
      'ACAD_ISO02W100',
    );
    await expect(ui.getByRole('combobox', { name: 'Lineweight of layer 0 (mm)' })).toHaveValue('-3');
  },
};

export const HiddenFrozenLocked: Story = {
  args: { layers: STATES },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('button', { name: 'Show layer Hidden notes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(ui.getByRole('button', { name: 'Thaw layer Frozen grid' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(ui.getByRole('button', { name: 'Unlock layer Locked base' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Toggling is a page edit: the eye flips at once.
    await userEvent.click(ui.getByRole('button', { name: 'Hide layer A-WALL' }));
    await expect(await ui.findByRole('button', { name: 'Show layer A-WALL' })).toBeVisible();
  },
};

/** Deleting a layer that holds elements asks first (the one confirm dialog). */
export const DeleteAsks: Story = {
  args: { layers: MANY },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await userEvent.click(ui.getByRole('button', { name: 'Delete layer A-WALL' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Layer A-WALL holds 1 element');
    // Confirmed: the layer goes and its element moves to layer 0.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(ui.queryByRole('listitem', { name: 'Layer A-WALL' })).toBeNull());
  },
};
