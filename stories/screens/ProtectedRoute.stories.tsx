import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useNavigationType } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { ProtectedRoute } from '../../src/client/screens/protected/ProtectedRoute';
import { api } from './support';

function LoginStandIn() {
  // "REPLACE" proves the redirect replaced the dashboard entry, so Back does not bounce into it again.
  return <p>Login screen ({useNavigationType()})</p>;
}

function Gate() {
  return (
    <Routes>
      <Route element={<ProtectedRoute />}>
        <Route path="/dashboard" element={<p>Dashboard content</p>} />
      </Route>
      <Route path="/login" element={<LoginStandIn />} />
    </Routes>
  );
}

const meta = {
  title: 'Screens/Protected wrapper',
  component: Gate,
  parameters: { layout: 'fullscreen', route: '/dashboard' },
} satisfies Meta<typeof Gate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: [api.whoamiPending()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.queryByText('Dashboard content')).toBeNull();
  },
};

export const Authenticated: Story = {
  parameters: { msw: { handlers: [api.whoami()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Dashboard content')).toBeVisible();
  },
};

export const RedirectsWhenLoggedOut: Story = {
  parameters: { msw: { handlers: [api.whoamiLoggedOut()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Login screen (REPLACE)')).toBeVisible();
  },
};

/** A failed session check counts as logged out (spec section 8). */
export const RedirectsWhenCheckFails: Story = {
  parameters: { msw: { handlers: [api.whoamiFails()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Login screen (REPLACE)')).toBeVisible();
  },
};
