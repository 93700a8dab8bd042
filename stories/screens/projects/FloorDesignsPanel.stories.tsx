import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  FLOOR_DESIGNS_EMPTY,
  FloorDesignsPanel,
} from '../../../src/client/screens/projects/FloorDesignsPanel';
import type { ProjectFloorDesign } from '../../../src/contract/projects';

const designs: ProjectFloorDesign[] = [
  {
    id: 9,
    name: '12 Elm Street, Palo Alto, CA – Variant 1 (seed 4821)',
    page_count: 2,
    created_at: '2025-03-10T09:00:00Z',
    updated_at: '2025-03-11T16:20:00Z',
  },
  {
    id: 4,
    name: '12 Elm Street, Palo Alto, CA – Variant 3 (seed 77)',
    page_count: 1,
    created_at: '2025-03-08T10:00:00Z',
    updated_at: '2025-03-08T10:00:00Z',
  },
];

const meta = {
  title: 'Screens/Projects/Floor designs panel',
  component: FloorDesignsPanel,
  args: { designs },
} satisfies Meta<typeof FloorDesignsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Floor designs' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row));

/** The project's designs, newest change first: each name opens the design, with its page count and date. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Floor designs' })).toBeVisible();
    const [first, second] = rows(canvasElement);
    await expect(first?.getByRole('link', { name: designs[0]?.name })).toHaveAttribute(
      'href',
      '/dashboard/floordesigns/9',
    );
    await expect(first?.getByText('2 pages')).toBeVisible();
    await expect(first?.getByRole('link', { name: `Open ${designs[0]?.name}` })).toHaveAttribute(
      'href',
      '/dashboard/floordesigns/9',
    );
    await expect(second?.getByText('1 page')).toBeVisible();
    await expect(second?.getByText(/Mar 8, 2025/)).toBeVisible();
  },
};

/** A project without designs says how to get one. */
export const Empty: Story = {
  args: { designs: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(FLOOR_DESIGNS_EMPTY)).toBeVisible();
  },
};
