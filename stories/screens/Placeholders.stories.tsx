import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ToolsScreen } from '../../src/client/screens/tools/ToolsScreen';

// The screens that later releases fill in; until then each says what will live there.
const meta = {
  title: 'Screens/Placeholders',
  component: ToolsScreen,
  parameters: { route: '/dashboard/tools', routePath: '/dashboard/tools' },
} satisfies Meta<typeof ToolsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tools: Story = {
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent('Tools'),
};
