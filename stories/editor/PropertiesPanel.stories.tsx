import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EditorStore } from '../../src/client/editor/store/EditorStore';
import { PropertiesPanel } from '../../src/client/editor/ui/PropertiesPanel';
import { worldPoint } from '../../src/core/geometry/point';
import type { ShapeTool } from '../../src/core/model/factories';
import { createElementFromDrag } from '../../src/core/model/factories';
import { DRAWING_VERSION } from '../../src/core/model/page';
import { inchesToPx } from '../../src/core/units';

const ft = (feet: number) => inchesToPx(feet * 12);

function Harness({ tool, select }: { tool: ShapeTool; select: number }) {
  const [store] = useState(() => {
    const s = new EditorStore();
    const made = createElementFromDrag(
      tool,
      worldPoint(0, 0),
      worldPoint(ft(12), tool === 'wall' ? 0 : ft(8)),
      () => 'e1',
    );
    const elements = made.kind === 'created' ? [made.element] : [];
    s.loadPages([{ version: DRAWING_VERSION, id: 'p1', name: 'Page 1', elements, layers: [] }]);
    s.select(select === 1 ? ['e1'] : select === 0 ? [] : ['e1', 'e2']);
    return s;
  });
  return (
    <div style={{ padding: 16 }}>
      <PropertiesPanel store={store} />
    </div>
  );
}

const meta = {
  title: 'Editor/PropertiesPanel',
  component: Harness,
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 12-foot wall: its length typed as 14'6" becomes exactly that. */
export const Wall: Story = {
  args: { tool: 'wall', select: 1 },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const length = ui.getByRole('textbox', { name: 'Length' });
    await expect(length).toHaveValue(`12' 0"`);
    await expect(ui.getByRole('textbox', { name: 'Thickness' })).toHaveValue(`0' 6"`);
    await userEvent.clear(length);
    await userEvent.type(length, `14'6"{Enter}`);
    await expect(ui.getByRole('textbox', { name: 'Length' })).toHaveValue(`14' 6"`);
    // A wall alone: both faces as long as its centre line; the page measures walls on centre lines.
    await expect(ui.getByText('Left face').nextSibling).toHaveTextContent(`14' 6"`);
    await expect(ui.getByRole('combobox', { name: /Wall dimensions/ })).toHaveTextContent('Centreline');
  },
};

/** A rectangle shows width and height; a bad entry says why. */
export const RectangleWithError: Story = {
  args: { tool: 'rectangle', select: 1 },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('textbox', { name: 'Width' })).toHaveValue(`12' 0"`);
    await expect(ui.getByRole('textbox', { name: 'Height' })).toHaveValue(`8' 0"`);
    const width = ui.getByRole('textbox', { name: 'Width' });
    await userEvent.clear(width);
    await userEvent.type(width, `wide{Enter}`);
    await expect(ui.getByText(/Enter a length/)).toBeVisible();
  },
};

/** Several elements: a count and a hint, no fields. */
export const MultipleSelected: Story = {
  args: { tool: 'circle', select: 2 },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByText('2 elements selected')).toBeVisible();
    await expect(ui.queryByRole('textbox')).toBeNull();
  },
};
