import { atom } from 'jotai';
import type { Account, AccountUpdateRequest } from '../../contract/account';
import { fetchAccount, updateAccount } from '../api/account';
import { isApiError } from '../api/ApiError';
import { LOADING, type Remote } from './remote';
import { noteAuthFailure, sessionAtom } from './session';

export const accountAtom = atom<Remote<Account>>({ status: 'idle' });

/** Loads the account for the settings form; the screen shows the failure text itself. */
export const loadAccountAtom = atom(null, async (_get, set) => {
  set(accountAtom, LOADING);
  try {
    set(accountAtom, { status: 'ready', data: await fetchAccount() });
  } catch (error) {
    console.error('Loading the account failed', error);
    noteAuthFailure(set, error);
    if (isApiError(error)) set(accountAtom, { status: 'error', error });
    else throw error;
  }
});

/**
 * Saves the form and keeps the header in step: the display name comes from first_name, so a new name shows in
 * "Welcome, …" without a reload. Throws the ApiError the screen reports.
 */
export const saveAccountAtom = atom(null, async (get, set, fields: AccountUpdateRequest) => {
  try {
    const saved = await updateAccount(fields);
    set(accountAtom, { status: 'ready', data: saved });
    const session = get(sessionAtom);
    if (session.status === 'authenticated') {
      set(sessionAtom, {
        status: 'authenticated',
        user: { username: saved.username, first_name: saved.first_name, last_name: saved.last_name },
      });
    }
  } catch (error) {
    noteAuthFailure(set, error);
    throw error;
  }
});
