import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { FloorDesignEditorScreen } from '../../../src/client/screens/floordesigns/FloorDesignEditorScreen';
import { api, InDashboard, signedIn } from '../support';
import { floorDesignApi } from './floorDesignFixtures';

function EditorInDashboard() {
  return (
    <InDashboard path="/dashboard/floordesigns/:designId">
      <FloorDesignEditorScreen />
    </InDashboard>
  );
}

const meta = {
  title: 'Screens/Floor designs/Floor design editor',
  component: EditorInDashboard,
  parameters: {
    layout: 'fullscreen',
    route: '/dashboard/floordesigns/3/',
    initStore: signedIn(),
    msw: { handlers: [api.organizations(), floorDesignApi.design(), floorDesignApi.revisions()] },
  },
} satisfies Meta<typeof EditorInDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadingDesign: Story = {
  parameters: { msw: { handlers: [api.organizations(), floorDesignApi.designPending()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading design...')).toBeVisible();
  },
};

/** The server unreachable: the editor says the design could not be loaded, with Retry. */
export const ServerUnreachable: Story = {
  parameters: { msw: { handlers: [api.organizations(), floorDesignApi.designUnreachable()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Unable to load design.');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** A small seeded design (the wizard's outline and a few shapes) on two pages; the newest revision selected. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Lakeside Cabin' })).toBeVisible();
    const host = await canvas.findByTestId('editor-canvas');
    await waitFor(() => expect(host).toHaveAttribute('data-ready', 'true'), { timeout: 15_000 });
    const revision = within(canvas.getByTestId('editor-toolbar')).getByRole('combobox', { name: 'Revision' });
    await expect(revision).toHaveDisplayValue(/^Rev 2/);
  },
};
