// Shared pieces of the screen stories: users, MSW handlers for the session/account/organization calls, and a
// dashboard frame that renders a screen inside the real dashboard layout.
import type { ReactNode } from 'react';
import type { createStore } from 'jotai';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Account } from '../../src/contract/account';
import type { Organization } from '../../src/contract/organizations';
import { DashboardLayout } from '../../src/client/screens/dashboard/DashboardLayout';
import { sessionAtom, type SessionUser } from '../../src/client/state/session';

type JotaiStore = ReturnType<typeof createStore>;

export const ada: SessionUser = { username: 'ada', first_name: 'Ada', last_name: 'Lovelace' };

export const adaAccount: Account = {
  username: 'ada',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '+1 415 555 0134',
  address: '12 Analytical Row',
  city: 'San Francisco',
  state: 'CA',
  zipcode: '94107',
  country: 'United States',
};

export const organizations: Organization[] = [
  { id: 1, name: 'Lovelace Architects', is_owner: true },
  { id: 2, name: 'Babbage & Partners', is_owner: false },
];

/** Seeds a story's jotai store with a logged-in session (what the protected wrapper leaves behind). */
export const signedIn =
  (user: SessionUser = ada) =>
  (store: JotaiStore) =>
    store.set(sessionAtom, { status: 'authenticated', user });

/** A handler that never answers: the screen stays in its loading state. */
const pending = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

export const api = {
  whoami: (user: Partial<SessionUser> = ada) => http.get('/api/whoami/', () => HttpResponse.json(user)),
  whoamiLoggedOut: () => http.get('/api/whoami/', () => HttpResponse.json({})),
  whoamiPending: () => http.get('/api/whoami/', pending),
  whoamiFails: () =>
    http.get('/api/whoami/', () => HttpResponse.json({ error: 'Server error.' }, { status: 500 })),
  organizations: (list: Organization[] = organizations) =>
    http.get('/api/dashboard/organizations/', () => HttpResponse.json({ organizations: list })),
  organizationsPending: () => http.get('/api/dashboard/organizations/', pending),
  organizationsFail: () =>
    http.get('/api/dashboard/organizations/', () =>
      HttpResponse.json({ error: 'Server error.' }, { status: 500 }),
    ),
  account: (account: Account = adaAccount) =>
    http.get('/api/dashboard/account/', () => HttpResponse.json(account)),
  accountPending: () => http.get('/api/dashboard/account/', pending),
  accountFails: () =>
    http.get('/api/dashboard/account/', () => HttpResponse.json({ error: 'Server error.' }, { status: 500 })),
  logout: () => http.post('/api/logout/', () => HttpResponse.json({ success: true })),
  logoutFails: () =>
    http.post('/api/logout/', () => HttpResponse.json({ error: 'Server error.' }, { status: 500 })),
};

/** Queries over the whole page, for what renders in portals (toasts, dialogs). */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Closes the toast that reads `text` with its Close button and waits until it is gone. Stories end this way
 * rather than waiting out the auto-hide timer, so their final picture never depends on timing.
 */
export async function closeToast(canvasElement: HTMLElement, text: string) {
  const toast = page(canvasElement).getByText(text).closest<HTMLElement>('[role="alert"], [role="status"]');
  if (!toast) throw new Error(`No toast reads "${text}".`);
  await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(page(canvasElement).queryByText(text)).toBeNull());
}

/** Waits out a toast's own timer, so a story that ends after a redirect ends in one state (no toast). */
export async function toastTimedOut(canvasElement: HTMLElement, text: string) {
  await waitFor(() => expect(page(canvasElement).queryByText(text)).toBeNull(), { timeout: 5000 });
}

function NavigatedTo() {
  const location = useLocation();
  return <p data-testid="navigated-away">Navigated to {location.pathname}</p>;
}

/**
 * Renders `children` as the screen at `path` inside the real dashboard layout (header, sidebar, footer).
 * Any navigation elsewhere shows "Navigated to {path}", so a play function can check where a click leads.
 */
export function InDashboard({ path, children }: { path: string; children: ReactNode }) {
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route path={path} element={children} />
      </Route>
      <Route path="*" element={<NavigatedTo />} />
    </Routes>
  );
}
