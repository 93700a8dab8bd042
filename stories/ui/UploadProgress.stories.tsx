import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UploadProgress } from '../../src/client/ui/UploadProgress';

const meta = {
  title: 'Design system/UploadProgress',
  component: UploadProgress,
  args: { fileName: 'site-survey.pdf', percent: 42 },
} satisfies Meta<typeof UploadProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partway: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Uploading site-survey.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    await expect(canvas.getByText('42%')).toBeVisible();
  },
};

export const Starting: Story = { args: { percent: 0 } };

export const Done: Story = { args: { percent: 100 } };

/** The browser cannot tell the size: the bar runs without a value. */
export const UnknownSize: Story = {
  args: { percent: null },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  },
};
