// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppShell } from '../../../src/client/ui/AppShell';
import { DesignSystemProvider } from '../../../src/client/ui/DesignSystemProvider';
import { stillTheme } from '../../../src/client/ui/theme';

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}
const setWindowSize = (width: number, height: number) =>
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height });

afterEach(() => {
  cleanup();
  setWindowSize(1024, 768);
});

function renderShell() {
  render(
    <DesignSystemProvider theme={stillTheme}>
      <AppShell
        title="Drafting Floor Plans and Design"
        headerRight={<span>Welcome, Ada</span>}
        sidebar={
          <>
            <a href="#projects">Projects</a>
            <button type="button">Expand organizations</button>
          </>
        }
      >
        <p>Screen content</p>
      </AppShell>
    </DesignSystemProvider>,
  );
}

describe('AppShell', () => {
  it('keeps the sidebar in place from the md breakpoint up, with no menu button', () => {
    setWindowSize(1024, 768);
    renderShell();
    expect(within(screen.getByRole('navigation', { name: 'Sidebar' })).getByText('Projects')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open navigation' })).toBeNull();
  });

  it('on a phone, opens the sidebar as a drawer from the header and closes it when a link is followed', async () => {
    setWindowSize(390, 844);
    renderShell();
    // The screen gets the whole width: no sidebar until it is asked for.
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).toBeNull();
    expect(screen.getByText('Welcome, Ada')).toBeTruthy();
    const menu = screen.getByRole('button', { name: 'Open navigation' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(menu);
    const drawerNav = await screen.findByRole('navigation', { name: 'Sidebar' });
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(menu.getAttribute('aria-controls')).toBe(drawerNav.id);
    // Other controls in the sidebar (expanding a section) leave the drawer open.
    fireEvent.click(within(drawerNav).getByRole('button', { name: 'Expand organizations' }));
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toBe(drawerNav);

    fireEvent.click(within(drawerNav).getByText('Projects'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Sidebar' })).toBeNull());
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });
});
