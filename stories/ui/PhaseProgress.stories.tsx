import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PhaseProgress } from '../../src/client/ui/PhaseProgress';

const meta = {
  title: 'Design system/Phase progress',
  component: PhaseProgress,
  args: { label: 'Generating layouts', phases: ['Queued', 'Generating'], current: 0 },
} satisfies Meta<typeof PhaseProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first phase: the bar a quarter full, "Queued" in bold, the step announced to screen readers. */
export const FirstPhase: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Generating layouts: queued…');
    await expect(canvas.getByRole('progressbar', { name: 'Generating layouts' })).toHaveAttribute(
      'aria-valuetext',
      'Queued (step 1 of 2)',
    );
  },
};

/** The last phase: never drawn as done — the job ends by showing its result instead. */
export const LastPhase: Story = {
  args: { current: 1 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Generating layouts' });
    await expect(bar).toHaveAttribute('aria-valuenow', '75');
  },
};
