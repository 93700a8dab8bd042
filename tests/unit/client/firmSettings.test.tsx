// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { ApiError } from '../../../src/client/api/ApiError';
import {
  FIRM_LOAD_FAILED,
  FIRM_UPDATE_FAILED,
  FIRM_UPDATED,
  FirmSettings,
  FIRMS_LOAD_FAILED,
} from '../../../src/client/screens/account/FirmSettings';
import { firmSaveErrors, validateFirmForm } from '../../../src/client/screens/account/firmForm';
import { organizationsAtom } from '../../../src/client/state/organizations';
import { ToastProvider } from '../../../src/client/ui/toast';
import { json, setCookies, stubFetch } from './fetchStub';

// Issue 26 item 5: the owner of a firm sets its name and address on Account Settings, below the account form.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ORGANIZATIONS = [
  { id: 1, name: 'Harbor & Pine', is_owner: true },
  { id: 2, name: 'Babbage & Partners', is_owner: false },
];

function renderSection(organizations = ORGANIZATIONS) {
  const store = createStore();
  store.set(organizationsAtom, { status: 'ready', data: organizations });
  render(
    <Provider store={store}>
      <ToastProvider>
        <FirmSettings />
      </ToastProvider>
    </Provider>,
  );
  return store;
}

describe('firm form rules', () => {
  it('cleans what the user typed with the contract the server applies', () => {
    expect(
      validateFirmForm({ name: '  Harbor & Pine ', address: ' 210 Water St \n\n Portland ME ' }),
    ).toEqual({
      ok: true,
      fields: { name: 'Harbor & Pine', address: '210 Water St\nPortland ME' },
    });
    expect(validateFirmForm({ name: ' ', address: 'a\nb\nc\nd\ne' })).toEqual({
      ok: false,
      errors: { name: 'Is required.', address: 'Must be at most 4 lines.' },
    });
  });

  it("puts the server's field errors under their fields and anything else on one line", () => {
    const refused = new ApiError(400, 'name: is already the name of another organization', {
      serverMessage: 'name: is already the name of another organization',
      body: { success: false, errors: { name: ['is already the name of another organization'] } },
    });
    expect(firmSaveErrors(refused)).toEqual({
      fields: { name: 'Is already the name of another organization.' },
      other: null,
    });
    const forbidden = new ApiError(403, 'Only the owner', { serverMessage: 'Only the owner', body: {} });
    expect(firmSaveErrors(forbidden)).toEqual({ fields: {}, other: 'Only the owner' });
  });
});

describe('the Firm section of Account Settings', () => {
  it('shows a form for each firm the user owns and saves it with a toast', async () => {
    setCookies({ csrftoken: 'token' });
    const calls = stubFetch(
      json({ id: 1, name: 'Harbor & Pine', address: '' }),
      json({ success: true, organization: { id: 1, name: 'Harbor & Pine', address: '210 Water St' } }),
    );
    const store = renderSection();
    const address = await screen.findByLabelText('Firm address');
    expect(screen.getByLabelText('Firm name')).toHaveProperty('value', 'Harbor & Pine');
    // Only the owned firm: a member's organization has no section.
    expect(screen.getAllByRole('group')).toHaveLength(1);
    fireEvent.change(address, { target: { value: '210 Water St' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(FIRM_UPDATED)).toBeTruthy();
    expect(calls[1]?.url).toBe('/api/dashboard/organizations/1/settings/');
    expect(calls[1]?.method).toBe('POST');
    expect(calls[1]?.headers.get('X-CSRFToken')).toBe('token');
    expect(JSON.parse(String(calls[1]?.body))).toEqual({ name: 'Harbor & Pine', address: '210 Water St' });
    expect(store.get(organizationsAtom)).toMatchObject({ status: 'ready' });
  });

  it('shows field errors from the contract before sending, and from a refusal after', async () => {
    stubFetch(
      json({ id: 1, name: 'Harbor & Pine', address: '' }),
      json(
        {
          success: false,
          error: 'name: is already the name of another organization',
          errors: { name: ['is already the name of another organization'] },
        },
        400,
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSection();
    const name = await screen.findByLabelText('Firm name');
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Is required.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Studio North' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(FIRM_UPDATE_FAILED)).toBeTruthy();
    expect(await screen.findByText('Is already the name of another organization.')).toBeTruthy();
    expect(name).toHaveProperty('value', 'Studio North');
  });

  it("says when a firm's settings could not be loaded, and Retry loads them", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(new TypeError('Failed to fetch'), json({ id: 1, name: 'Harbor & Pine', address: '1 Main St' }));
    renderSection();
    expect(await screen.findByText(FIRM_LOAD_FAILED)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByLabelText('Firm address')).toHaveProperty('value', '1 Main St'));
    expect(screen.queryByText(FIRM_LOAD_FAILED)).toBeNull();
  });

  it('says when the organizations could not be loaded; shows nothing to a user who owns none', () => {
    const store = createStore();
    store.set(organizationsAtom, {
      status: 'error',
      error: new ApiError(0, 'The server could not be reached.'),
    });
    render(
      <Provider store={store}>
        <ToastProvider>
          <FirmSettings />
        </ToastProvider>
      </Provider>,
    );
    const section = screen.getByRole('region', { name: 'Firm' });
    expect(within(section).getByText(FIRMS_LOAD_FAILED)).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Retry' })).toBeTruthy();
    cleanup();
    renderSection([{ id: 2, name: 'Babbage & Partners', is_owner: false }]);
    expect(screen.queryByRole('region', { name: 'Firm' })).toBeNull();
  });
});
