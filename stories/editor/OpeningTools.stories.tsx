import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { openingInWall } from '../../src/core/commands/openings';
import { EditorStore } from '../../src/client/editor/store/EditorStore';
import { EditorInput } from '../../src/client/editor/tools/EditorInput';
import { DynamicInput } from '../../src/client/editor/ui/DynamicInput';
import { PropertiesPanel } from '../../src/client/editor/ui/PropertiesPanel';
import { screenPoint, worldPoint } from '../../src/core/geometry/point';
import type { WallElement } from '../../src/core/model/elements';
import { createElementFromDrag } from '../../src/core/model/factories';
import { DRAWING_VERSION } from '../../src/core/model/page';
import { inchesToPx } from '../../src/core/units';

// Issue 13 item 3: doors and windows placed in walls at a typed distance, their offset and width typed exactly.

const ft = (feet: number) => inchesToPx(feet * 12);

function wallAndDoor() {
  const made = createElementFromDrag('wall', worldPoint(0, 0), worldPoint(ft(20), 0), () => 'w');
  const wall = made.kind === 'created' ? (made.element as WallElement) : null;
  if (!wall) throw new Error('no wall');
  const door = openingInWall(
    wall,
    { type: 'door', t: ft(5.5), width: ft(3), hinge: 'start', swing: 'left' },
    () => 'd',
  );
  return [wall, door];
}

/** The selected door of a 20' wall in the properties panel (its offset 4'-0", 3'-0" wide). */
function Properties() {
  const [store] = useState(() => {
    const s = new EditorStore();
    s.loadPages([
      { version: DRAWING_VERSION, id: 'p1', name: 'Page 1', elements: wallAndDoor(), layers: [] },
    ]);
    s.select(['d']);
    return s;
  });
  return (
    <div style={{ padding: 16 }}>
      <PropertiesPanel store={store} />
    </div>
  );
}

/** The Add Door tool's input at the cursor, opened on its Width field (Tab). */
function DoorInput() {
  const [{ store, input }] = useState(() => {
    const store = new EditorStore();
    store.loadPages([
      { version: DRAWING_VERSION, id: 'p1', name: 'Page 1', elements: wallAndDoor(), layers: [] },
    ]);
    store.setCamera({ x: -40, y: -2600, zoom: 0.05 });
    const input = new EditorInput(store);
    store.setTool('door');
    input.pointerMove({ screen: screenPoint(600, 130), button: 0, shift: false, time: 0 });
    input.keyDown({ key: 'Tab', ctrl: false, meta: false, shift: false });
    return { store, input };
  });
  return (
    <div style={{ position: 'relative', height: 240 }}>
      <DynamicInput store={store} onCommit={() => input.commitTyped()} onCancel={() => input.cancel()} />
      <output aria-label="Openings">{store.page?.elements.length ?? 0}</output>
    </div>
  );
}

const meta = {
  title: 'Editor/OpeningTools',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Offset from start and width are typed; swing, hinge and kind are picked. */
export const DoorProperties: Story = {
  render: () => <Properties />,
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const offset = ui.getByRole('textbox', { name: 'Offset from start' });
    await expect(offset).toHaveValue(`4' 0"`);
    await expect(ui.getByRole('textbox', { name: 'Width' })).toHaveValue(`3' 0"`);
    await expect(ui.getByRole('combobox', { name: 'Swing' })).toHaveDisplayValue('Left of the wall');
    await userEvent.clear(offset);
    await userEvent.type(offset, `6'3 1/2"{Enter}`);
    await expect(ui.getByRole('textbox', { name: 'Offset from start' })).toHaveValue(`6' 3 1/2"`);
  },
};

/** Tab opens the input on the Width field; the hint says how a door is placed. */
export const DoorWidthAndDistance: Story = {
  render: () => <DoorInput />,
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('textbox', { name: 'Width' })).toBeVisible();
    await expect(ui.getByRole('textbox', { name: 'Distance' })).toBeVisible();
    await expect(ui.getByText(/nearer wall end/)).toBeVisible();
  },
};
