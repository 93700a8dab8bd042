import { atom } from 'jotai';
import type {
  Organization,
  OrganizationSettings,
  OrganizationSettingsFields,
} from '../../contract/organizations';
import {
  fetchOrganizations,
  fetchOrganizationSettings,
  saveOrganizationSettings,
} from '../api/organizations';
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

/** The settings of the firms the user owns, by organization id (Account Settings' Firm sections). */
export const firmSettingsAtom = atom<Record<number, Remote<OrganizationSettings>>>({});

/** Loads one firm's settings; a failure is kept so its section says so with Retry. */
export const loadFirmSettingsAtom = atom(null, async (_get, set, organizationId: number) => {
  const put = (value: Remote<OrganizationSettings>) =>
    set(firmSettingsAtom, (all) => ({ ...all, [organizationId]: value }));
  put(LOADING);
  try {
    put({ status: 'ready', data: await fetchOrganizationSettings(organizationId) });
  } catch (error) {
    console.error('Loading the firm settings failed', error);
    noteAuthFailure(set, error);
    if (isApiError(error)) put({ status: 'error', error });
    else throw error;
  }
});

/**
 * Saves a firm's settings and keeps the sidebar in step: it lists organizations by name, so a renamed firm shows
 * its new name there without a reload. Throws the ApiError the section reports.
 */
export const saveFirmSettingsAtom = atom(
  null,
  async (get, set, { id, fields }: { id: number; fields: OrganizationSettingsFields }) => {
    try {
      const saved = await saveOrganizationSettings(id, fields);
      set(firmSettingsAtom, (all) => ({ ...all, [id]: { status: 'ready', data: saved } }));
      const organizations = get(organizationsAtom);
      if (organizations.status === 'ready') {
        set(organizationsAtom, {
          status: 'ready',
          data: organizations.data.map((org) => (org.id === id ? { ...org, name: saved.name } : org)),
        });
      }
      return saved;
    } catch (error) {
      noteAuthFailure(set, error);
      throw error;
    }
  },
);
