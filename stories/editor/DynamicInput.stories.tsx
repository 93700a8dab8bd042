import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EditorStore } from '../../src/client/editor/store/EditorStore';
import type { TypedEntry } from '../../src/client/editor/store/editorState';
import { EditorInput } from '../../src/client/editor/tools/EditorInput';
import { DynamicInput } from '../../src/client/editor/ui/DynamicInput';
import { screenPoint } from '../../src/core/geometry/point';
import { DRAWING_VERSION } from '../../src/core/model/page';

/** A wall being drawn from 0,0 with the input open at the cursor, as after typing its first key. */
function Harness({ entry }: { entry: Partial<TypedEntry> }) {
  const [{ store, input }] = useState(() => {
    const store = new EditorStore();
    store.loadPages([{ version: DRAWING_VERSION, id: 'p1', name: 'Page 1', elements: [], layers: [] }]);
    store.setCamera({ x: 0, y: 0, zoom: 1 });
    const input = new EditorInput(store);
    store.setTool('wall');
    input.pointerMove({ screen: screenPoint(40, 40), button: 0, shift: false, time: 0 });
    store.setTyped({
      length: '',
      angle: '',
      field: 'length',
      error: null,
      at: screenPoint(40, 40),
      ...entry,
    });
    return { store, input };
  });
  const count = store.page?.elements.length ?? 0;
  return (
    <div style={{ position: 'relative', height: 240 }}>
      <DynamicInput store={store} onCommit={() => input.commitTyped()} onCancel={() => input.cancel()} />
      <output aria-label="Elements">{count}</output>
    </div>
  );
}

const meta = {
  title: 'Editor/DynamicInput',
  component: Harness,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The length field has the focus; the hint lists every form. */
export const Length: Story = {
  args: { entry: { length: "10'6" } },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('textbox', { name: 'Length' })).toHaveValue("10'6");
    await expect(ui.getByText(/length<angle/)).toBeVisible();
  },
};

/** Tab moves to the angle field; typing < in the length field does too. */
export const LengthAndAngle: Story = {
  args: { entry: { length: "12'" } },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await userEvent.click(ui.getByRole('textbox', { name: 'Length' }));
    await userEvent.keyboard('{Tab}');
    await expect(ui.getByRole('textbox', { name: 'Angle' })).toHaveFocus();
    await userEvent.keyboard('45');
    await expect(ui.getByRole('textbox', { name: 'Angle' })).toHaveValue('45');
  },
};

/** A relative point: one field, no angle. */
export const RelativePoint: Story = {
  args: { entry: { length: "@10',4'" } },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('textbox', { name: 'Point' })).toBeVisible();
    await expect(ui.queryByRole('textbox', { name: 'Angle' })).toBeNull();
  },
};

/** Enter on an entry that cannot be read keeps the input with the reason; nothing is drawn. */
export const Refused: Story = {
  args: { entry: { length: '12 bananas' } },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await userEvent.click(ui.getByRole('textbox', { name: 'Length' }));
    await userEvent.keyboard('{Enter}');
    await expect(await ui.findByRole('alert')).toHaveTextContent(/Enter a length/);
    await expect(ui.getByRole('textbox', { name: 'Length' })).toBeVisible();
  },
};
