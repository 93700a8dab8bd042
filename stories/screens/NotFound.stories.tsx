import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFoundScreen } from '../../src/client/screens/not-found/NotFoundScreen';

const meta = {
  title: 'Screens/Not found',
  component: NotFoundScreen,
  parameters: { layout: 'fullscreen', route: '/signup' },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('404 – Page Not Found');
    await expect(canvas.getByText("The page you're looking for doesn't exist.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  },
};
