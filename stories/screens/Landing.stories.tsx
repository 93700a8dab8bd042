import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LandingScreen } from '../../src/client/screens/landing/LandingScreen';
import { api, signedIn } from './support';

const meta = {
  title: 'Screens/Landing',
  component: LandingScreen,
  parameters: { layout: 'fullscreen', route: '/', msw: { handlers: [api.whoamiLoggedOut()] } },
} satisfies Meta<typeof LandingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('From sketch to drawing set');
    await expect(canvas.getByText(/generates DXF, PDF and mockups/)).toBeVisible();

    // Every public destination of spec section 2 is reachable from a button.
    const main = within(canvas.getByRole('main'));
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    const hrefs = [...nav.getAllByRole('link'), ...main.getAllByRole('link')].map((link) =>
      link.getAttribute('href'),
    );
    for (const target of [
      '/login',
      '/signup',
      '/demo',
      '/explore',
      '/contact',
      '/privacy',
      '/terms',
      '/support',
    ]) {
      await expect(hrefs).toContain(target);
    }

    const footer = within(canvas.getByRole('navigation', { name: 'Footer' }));
    await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    await expect(footer.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
  },
};

/** A signed-in visitor is offered the way back to the dashboard instead of Log in and Sign up. */
export const SignedIn: Story = {
  parameters: { initStore: signedIn(), msw: { handlers: [api.whoami()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(nav.queryByRole('link', { name: 'Log in' })).toBeNull();
    await expect(nav.queryByRole('link', { name: 'Sign up' })).toBeNull();
    await expect(canvas.queryByText('Already have an account?')).toBeNull();
  },
};

/** The landing page asks who is visiting by itself: a session found by whoami swaps the buttons too. */
export const SignedInFoundByCheck: Story = {
  parameters: { msw: { handlers: [api.whoami()] } },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(await nav.findByRole('link', { name: 'Go to dashboard' })).toBeVisible();
  },
};
