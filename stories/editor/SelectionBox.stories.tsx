import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { canvasReady, pointer, storyStore, useWorkspaceStore, WorkspaceFrame } from './workspaceFixture';
import { worldPoint } from '../../src/core/geometry/point';
import type { DrawingElement, ElementDraft } from '../../src/core/model/elements';
import { finalizeElement } from '../../src/core/model/snapPoints';
import { worldToScreen } from '../../src/core/viewport';

// Issue 13 item 5: a multi-selection's box with its corner (scale) and rotate handles.

const el = (draft: ElementDraft): DrawingElement => finalizeElement(draft);

/** Two walls, a rectangle and a circle, all selected. */
const ELEMENTS: DrawingElement[] = [
  el({ id: 'w1', type: 'wall', x: 400, y: 300, x2: 900, y2: 300, rotation: 0, thickness: 24 }),
  el({ id: 'w2', type: 'wall', x: 900, y: 300, x2: 900, y2: 600, rotation: 0, thickness: 24 }),
  el({ id: 'r1', type: 'rectangle', x: 450, y: 380, width: 200, height: 120, rotation: 0 }),
  el({ id: 'c1', type: 'circle', x: 760, y: 480, radius: 60, rotation: 0 }),
];

function Workspace() {
  const store = useWorkspaceStore((s) => {
    s.loadPages([{ version: 4, id: 'p1', name: 'Page 1', elements: ELEMENTS, layers: [] }]);
    s.setCamera({ x: 0, y: 0, zoom: 1 });
    s.select(ELEMENTS.map((e) => e.id));
  });
  return <WorkspaceFrame store={store} designName="Selection box" />;
}

const meta = {
  title: 'Editor/SelectionBox',
  component: Workspace,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Workspace>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four elements selected: one box around them with four corner handles and a rotate handle above. */
export const MultiSelection: Story = {
  play: async ({ canvasElement }) => {
    await canvasReady(canvasElement);
    const store = storyStore();
    const handles = store.selectionHandles(store.getState().camera);
    await expect(handles?.resize).toHaveLength(4);
    await expect(handles?.rotate).not.toBeNull();
  },
};

/** The bottom-right corner dragged out by half: everything scales about the top-left corner, walls as thick. */
export const ScaledByCorner: Story = {
  play: async ({ canvasElement }) => {
    const host = await canvasReady(canvasElement);
    const store = storyStore();
    const handles = store.selectionHandles(store.getState().camera);
    const se = handles?.resize.find((h) => h.handle === 'se')?.at;
    const nw = handles?.resize.find((h) => h.handle === 'nw')?.at;
    if (!se || !nw) throw new Error('no corner handles');
    const camera = store.getState().camera;
    const from = worldToScreen(camera, se);
    const to = worldToScreen(camera, worldPoint(nw.x + (se.x - nw.x) * 1.25, nw.y + (se.y - nw.y) * 1.25));
    pointer(host, 'pointerdown', from.x, from.y);
    pointer(host, 'pointermove', (from.x + to.x) / 2, (from.y + to.y) / 2);
    pointer(host, 'pointermove', to.x, to.y);
    pointer(host, 'pointerup', to.x, to.y);
    const wall = store.page?.elements.find((e) => e.id === 'w1');
    await expect(wall?.type === 'wall' ? wall.thickness : null).toBe(24);
    const circle = store.page?.elements.find((e) => e.id === 'c1');
    await expect(circle?.type === 'circle' ? circle.radius : null).toBeCloseTo(75, 6);
    await expect(store.canUndo()).toBe(true);
  },
};
