import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { LoginScreen } from '../../src/client/screens/login/LoginScreen';
import { ada, api } from './support';

const meta = {
  title: 'Screens/Login',
  component: LoginScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/login',
    routePath: '/login',
    msw: { handlers: [api.whoamiLoggedOut()] },
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// The theme's error colour (#c62828), as the browser reports a computed colour.
const RED = 'rgb(198, 40, 40)';

async function fillAndSubmit(canvasElement: HTMLElement, password = 'wrong-password') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/Username/), 'ada');
  await userEvent.type(canvas.getByLabelText(/Password/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
  return canvas;
}

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Username/)).toBeRequired();
    await expect(canvas.getByLabelText(/Password/)).toBeRequired();
    await expect(canvas.getByLabelText(/Password/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

/** The server's reason is shown word for word, in red. */
export const WrongPassword: Story = {
  parameters: {
    msw: {
      handlers: [
        api.whoamiLoggedOut(),
        http.post('/api/login/', () =>
          HttpResponse.json({ success: false, error: 'Invalid username or password.' }, { status: 400 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    const message = await canvas.findByRole('alert');
    await expect(message).toHaveTextContent('❌ Invalid username or password.');
    await expect(getComputedStyle(message).color).toBe(RED);
  },
};

/** Too many failed attempts: the throttle's own message. */
export const Throttled: Story = {
  parameters: {
    msw: {
      handlers: [
        api.whoamiLoggedOut(),
        http.post('/api/login/', () =>
          HttpResponse.json(
            { success: false, error: 'Too many failed login attempts. Try again in 15 minutes.' },
            { status: 429 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '❌ Too many failed login attempts. Try again in 15 minutes.',
    );
  },
};

/** No message from the server (a crash or an unreachable server): the generic text. */
export const ServerGivesNoMessage: Story = {
  parameters: {
    msw: {
      handlers: [
        api.whoamiLoggedOut(),
        http.post('/api/login/', () => new HttpResponse(null, { status: 502 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    const message = await canvas.findByRole('alert');
    await expect(message).toHaveTextContent(/^❌ Login failed$/);
    await expect(getComputedStyle(message).color).toBe(RED);
  },
};

/** While the login request runs the button is disabled, so a double click cannot post twice. */
export const Submitting: Story = {
  parameters: {
    msw: {
      handlers: [
        api.whoamiLoggedOut(),
        http.post('/api/login/', async () => {
          await delay('infinite');
          return HttpResponse.json({ success: true });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'correct horse');
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeDisabled();
  },
};

// Whether the Success story's fake server has accepted the login; reset before each run of the story.
let loggedIn = false;

/** A successful login opens the dashboard. */
export const Success: Story = {
  beforeEach: () => {
    loggedIn = false;
  },
  parameters: {
    msw: {
      handlers: [
        // Logged out before the login, logged in after it.
        http.get('/api/whoami/', () => HttpResponse.json(loggedIn ? ada : {})),
        http.post('/api/login/', () => {
          loggedIn = true;
          return HttpResponse.json({ success: true });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'correct horse');
    await expect(await canvas.findByText('Navigated to /dashboard')).toBeVisible();
  },
};
