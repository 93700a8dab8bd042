import { atom } from 'jotai';
import type { Organization } from '../../contract/organizations';
import { fetchOrganizations } from '../api/organizations';
import { isApiError } from '../api/ApiError';
import { LOADING, type Remote } from './remote';
import { noteAuthFailure } from './session';

export const organizationsAtom = atom<Remote<Organization[]>>({ status: 'idle' });

/** Loads the caller's organizations. A failure is logged (spec section 8) and kept, so the sidebar offers Retry. */
export const loadOrganizationsAtom = atom(null, async (_get, set) => {
  set(organizationsAtom, LOADING);
  try {
    set(organizationsAtom, { status: 'ready', data: await fetchOrganizations() });
  } catch (error) {
    console.error('Loading organizations failed', error);
    noteAuthFailure(set, error);
    if (isApiError(error)) set(organizationsAtom, { status: 'error', error });
    else throw error;
  }
});
