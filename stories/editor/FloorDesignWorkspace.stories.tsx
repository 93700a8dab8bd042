import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { canvasReady, pointer, storyStore, useWorkspaceStore, WorkspaceFrame } from './workspaceFixture';
import { seededPage } from '../../src/client/editor/demo/seededPage';
import type { Page } from '../../src/core/model/page';
import { generateVariants } from '../../src/core/generate/generate';
import { planToPages } from '../../src/core/generate/toDesign';
import type { Plan } from '../../src/core/generate/types';
import { doorSymbol } from '../../src/core/geometry/buildingGeometry';
import { worldPoint } from '../../src/core/geometry/point';
import type { DoorElement } from '../../src/core/model/elements';
import { worldToScreen } from '../../src/core/viewport';

/** The IRC brief (2,200 sf, 4 bed / 2.5 bath, 2-car garage), generated with a fixed seed and adopted. */
function adoptedPlanPages(): Page[] {
  const res = generateVariants(
    {
      square_footage: 2200,
      num_bedrooms: 4,
      num_bathrooms: 2.5,
      num_car_garage: 2,
      story: 1,
      layout_style: 'standard',
    },
    { seed: 11, count: 1 },
  );
  if (!res.ok) throw new Error(res.message);
  return planToPages(res.variants[0] as Plan);
}

function Workspace({
  elements,
  loading,
  adopted,
}: {
  elements: number;
  loading?: 'design' | 'pages' | null;
  /** Show a generated plan adopted as a design instead of the seeded shapes. */
  adopted?: boolean;
}) {
  const store = useWorkspaceStore((s) => {
    const pages: Page[] = adopted
      ? adoptedPlanPages()
      : [seededPage(elements), { version: 4, id: 'p2', name: 'Page 2', elements: [], layers: [] }];
    s.loadPages(pages);
  });
  return (
    <WorkspaceFrame
      store={store}
      designName="Seeded design"
      revisions={[{ id: 1, version_number: 1, saved_at: '2025-03-01T09:05:00Z' }]}
      formatSavedAt={(s) => s.slice(0, 16).replace('T', ' ')}
      onDeletePages={(ids) => store.removePages(ids)}
      loading={loading}
    />
  );
}

const meta = {
  title: 'Editor/FloorDesignWorkspace',
  component: Workspace,
  parameters: { layout: 'fullscreen' },
  args: { elements: 300 },
} satisfies Meta<typeof Workspace>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A few hundred mixed elements rendered by Pixi (WebGL through SwiftShader in the test runner). */
export const SeededCanvas: Story = {
  play: async ({ canvasElement }) => {
    await canvasReady(canvasElement);
    await expect(storyStore().page?.elements).toHaveLength(300);
  },
};

export const DrawRectangleByDragging: Story = {
  play: async ({ canvasElement }) => {
    const host = await canvasReady(canvasElement);
    const store = storyStore();
    within(canvasElement).getByRole('button', { name: 'rectangle' }).click();
    pointer(host, 'pointerdown', 700, 480);
    pointer(host, 'pointermove', 760, 520);
    pointer(host, 'pointermove', 840, 580);
    pointer(host, 'pointerup', 840, 580);
    const added = store.page?.elements.at(-1);
    await expect(store.page?.elements).toHaveLength(301);
    await expect(added?.type).toBe('rectangle');
    await expect(store.getState().tool).toBeNull();
    await expect(store.getState().selection).toEqual([added?.id]);
  },
};

export const Marquee: Story = {
  play: async ({ canvasElement }) => {
    const host = await canvasReady(canvasElement);
    const store = storyStore();
    pointer(host, 'pointerdown', 1000, 560);
    pointer(host, 'pointermove', 1060, 600);
    pointer(host, 'pointermove', 1120, 660);
    await expect(store.getState().overlay.marquee).not.toBeNull();
  },
};

export const LoadingDesign: Story = {
  args: { loading: 'design' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading design...')).toBeVisible();
  },
};

/**
 * A generated layout adopted as a floor design: rooms with their live areas, walls, doors with leaf and swing,
 * windows in their walls and the overall dimensions. A click on a door's leaf selects the door.
 */
export const AdoptedGeneratedPlan: Story = {
  args: { adopted: true },
  play: async ({ canvasElement }) => {
    const host = await canvasReady(canvasElement);
    const store = storyStore();
    const elements = store.page?.elements ?? [];
    await expect(elements.filter((el) => el.type === 'room').length).toBeGreaterThan(10);
    store.zoomToDrawing();
    // The right-most hinged door: clear of the tools panel, so the screenshot shows it selected.
    const door = elements
      .filter((el): el is DoorElement => el.type === 'door' && el.kind === 'swing')
      .reduce((a, b) => (b.x > a.x ? b : a));
    const [hinge, tip] = doorSymbol(door).lines.at(-1) as [
      { x: number; y: number },
      { x: number; y: number },
    ];
    const at = worldToScreen(
      store.getState().camera,
      worldPoint((hinge.x + tip.x) / 2, (hinge.y + tip.y) / 2),
    );
    pointer(host, 'pointerdown', at.x, at.y);
    pointer(host, 'pointerup', at.x, at.y);
    await expect(store.getState().selection).toEqual([door.id]);
  },
};
