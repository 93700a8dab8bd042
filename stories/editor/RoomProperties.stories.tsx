import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AreaSummary, NOT_ENCLOSED, PropertiesView } from '../../src/client/editor/ui/PropertiesPanel';
import type { RoomElement } from '../../src/core/model/elements';
import { finalizeElement } from '../../src/core/model/snapPoints';
import { inchesToPx } from '../../src/core/units';

// Issue 13 item 4: a room traced from walls follows them; when they open, it keeps its last outline and says so.

const ft = (feet: number) => inchesToPx(feet * 12);

const room = (enclosed: boolean): RoomElement =>
  finalizeElement({
    id: 'r1',
    type: 'room',
    x: 0,
    y: 0,
    rotation: 0,
    name: 'Kitchen',
    points: [
      { x: 0, y: 0 },
      { x: ft(14), y: 0 },
      { x: ft(14), y: ft(12) },
      { x: 0, y: ft(12) },
    ],
    bound: true,
    ...(enclosed ? {} : { enclosed: false }),
  }) as RoomElement;

function Harness({ enclosed }: { enclosed: boolean }) {
  const r = room(enclosed);
  return (
    <div style={{ padding: 16, display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <PropertiesView element={r} count={1} unit="feet" onCommit={fn(() => null)} />
      <AreaSummary rooms={[r]} unit="feet" />
    </div>
  );
}

const meta = {
  title: 'Editor/RoomProperties',
  component: Harness,
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wall of the kitchen was deleted: the room keeps its 168 sq ft outline and warns. */
export const NotEnclosed: Story = {
  args: { enclosed: false },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByText(NOT_ENCLOSED)).toBeVisible();
    await expect(ui.getAllByText('168 sq ft')[0]).toBeVisible();
  },
};

/** Enclosed by its walls: no warning. */
export const Enclosed: Story = {
  args: { enclosed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(NOT_ENCLOSED)).toBeNull();
  },
};
