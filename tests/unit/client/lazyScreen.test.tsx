// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazyScreen, SCREEN_LOAD_FAILED } from '../../../src/client/screens/common/lazyScreen';
import { moduleLoader } from '../../../src/client/moduleLoader';

// Issue 26 item 10: a screen whose code cannot be fetched (the server unreachable) says so with Retry, instead of
// React unmounting the whole page (a blank window).

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a lazily loaded screen', () => {
  it('shows that it could not be loaded, with Retry, and renders once the code comes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let reachable = false;
    const load = moduleLoader(async () => {
      if (!reachable) throw new TypeError('Failed to fetch dynamically imported module');
      return { AccountScreen: () => <h1>Account Settings</h1> };
    });
    const Screen = lazyScreen(load, 'AccountScreen');
    render(<Screen />);
    expect(await screen.findByText(SCREEN_LOAD_FAILED)).toBeTruthy();
    expect(screen.queryByText('Account Settings')).toBeNull();
    reachable = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeTruthy();
    expect(screen.queryByText(SCREEN_LOAD_FAILED)).toBeNull();
  });
});
