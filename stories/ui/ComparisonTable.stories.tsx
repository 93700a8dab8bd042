import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComparisonTable } from '../../src/client/ui/ComparisonTable';

const meta = {
  title: 'Design system/Comparison table',
  component: ComparisonTable,
  args: {
    title: 'Compare layouts',
    columns: [
      { key: 'a', title: 'Variant 1', subtitle: 'Template Lfk0' },
      { key: 'b', title: 'Variant 3', subtitle: 'Template LfK1' },
      { key: 'c', title: 'Variant 5', subtitle: 'Template RfK0' },
    ],
    rows: [
      { label: 'Total', values: [100, 96, 87] },
      { label: 'Aspect', values: [100, 100, 100] },
      { label: 'Room area', values: [79, 99, 54] },
      { label: 'Code checks', cells: ['8 of 8 passed', '8 of 8 passed', '8 of 8 passed'] },
    ],
  },
} satisfies Meta<typeof ComparisonTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement, label: string) =>
  within(within(canvasElement).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement);

/** One column per candidate; in each row the best value is marked, unless all are equal. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Total').getByText('100 · best')).toBeVisible();
    await expect(row(canvasElement, 'Room area').getByText('99 · best')).toBeVisible();
    await expect(row(canvasElement, 'Aspect').queryByText(/best/)).toBeNull();
  },
};
