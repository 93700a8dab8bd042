import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EditorStore } from '../../src/client/editor/store/EditorStore';
import { PropertiesPanel } from '../../src/client/editor/ui/PropertiesPanel';
import { worldPoint } from '../../src/core/geometry/point';
import type { ShapeTool } from '../../src/core/model/factories';
import { createDefaultText, createElementFromDrag } from '../../src/core/model/factories';
import { textHeightForPlot } from '../../src/core/annotation/plotSize';
import { createHatch } from '../../src/core/commands/hatches';
import { createFixture } from '../../src/core/symbols/placeFixture';
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
    await expect(ui.getByRole('combobox', { name: /Wall dimensions/ })).toHaveDisplayValue('Centreline');
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

function ElementHarness({ element }: { element: 'text' | 'hatch' | 'fixture' }) {
  const [store] = useState(() => {
    const s = new EditorStore();
    const el =
      element === 'text'
        ? {
            ...createDefaultText(
              () => 'e1',
              () => 0.5,
              textHeightForPlot(48, 'feet'),
            ),
          }
        : element === 'hatch'
          ? createHatch(
              [
                [
                  { x: 0, y: 0 },
                  { x: ft(12), y: 0 },
                  { x: ft(12), y: ft(8) },
                  { x: 0, y: ft(8) },
                ],
              ],
              { pattern: 'ANSI31', patternScale: 12, patternAngle: 0 },
              () => 'e1',
            )
          : createFixture({ symbol: 'bath', at: { x: 0, y: 0 }, rotation: 0 }, () => 'e1');
    // A 40-foot wall makes the page a plan plotted at 1/4" = 1'-0".
    const wall = createElementFromDrag('wall', worldPoint(0, ft(20)), worldPoint(ft(40), ft(20)), () => 'w');
    const elements = wall.kind === 'created' ? [el, wall.element] : [el];
    s.loadPages([{ version: DRAWING_VERSION, id: 'p1', name: 'Page 1', elements, layers: [] }]);
    s.select(['e1']);
    return s;
  });
  return (
    <div style={{ padding: 16 }}>
      <PropertiesPanel store={store} />
    </div>
  );
}

/** Text lettered for paper: its plotted height reads 3/32" and takes a paper size (1/8" is 6" in the model). */
export const TextPlottedHeight: StoryObj<typeof ElementHarness> = {
  render: () => <ElementHarness element="text" />,
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const height = ui.getByRole('textbox', { name: 'Plotted height' });
    await expect(height).toHaveValue('3/32"');
    await userEvent.clear(height);
    await userEvent.type(height, '1/8"{Enter}');
    await expect(ui.getByRole('textbox', { name: 'Plotted height' })).toHaveValue('1/8"');
  },
};

/** A hatch: its pattern, scale and angle. */
export const HatchPattern: StoryObj<typeof ElementHarness> = {
  render: () => <ElementHarness element="hatch" />,
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('combobox', { name: 'Pattern' })).toHaveDisplayValue('ANSI31 (45° lines)');
    await expect(ui.getByRole('textbox', { name: 'Pattern scale' })).toHaveValue('12');
    await expect(ui.getByRole('textbox', { name: 'Pattern angle' })).toHaveValue('0°');
  },
};

/** A fixture: its width and depth at true size. */
export const Fixture: StoryObj<typeof ElementHarness> = {
  render: () => <ElementHarness element="fixture" />,
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('textbox', { name: 'Width' })).toHaveValue(`5' 0"`);
    await expect(ui.getByRole('textbox', { name: 'Depth' })).toHaveValue(`2' 6"`);
  },
};
