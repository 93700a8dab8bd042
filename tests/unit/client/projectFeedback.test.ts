import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/client/api/ApiError';
import {
  contactFieldErrors,
  createFailureToast,
  emptyProjectForm,
  fieldMessages,
  labelledErrorsText,
  PROJECT_FORM_FIELDS,
} from '../../../src/client/screens/projects/projectForm';
import {
  bulkOutcomeToast,
  cancelFailureText,
  listLoadFailedText,
} from '../../../src/client/screens/projects/projectMessages';

describe('create failure toast', () => {
  it('names fields by their labels, keeping "❌ " and the "; " joining', () => {
    expect(
      createFailureToast({
        project_type: ['is required'],
        owner_email: ['must be a valid email address'],
        organization: ['is not one of your organizations'],
      }),
    ).toBe(
      '❌ Project Type: is required; Owner Email: must be a valid email address; Organization: is not one of your organizations',
    );
  });

  it('keeps unknown keys as they came and gives request-wide errors no prefix', () => {
    expect(
      createFailureToast({ colour: ['is not a known field'], non_field_errors: ['Too many projects.'] }),
    ).toBe('❌ colour: is not a known field; Too many projects.');
    expect(createFailureToast({})).toBe('❌ Project could not be created.');
    expect(createFailureToast(undefined)).toBe('❌ Project could not be created.');
  });

  it('marks exactly the two fields the server requires', () => {
    expect(PROJECT_FORM_FIELDS.filter((field) => field.required).map((field) => field.name)).toEqual([
      'project_type',
      'project_address',
    ]);
  });
});

describe('edit form: email and phone checked in the browser', () => {
  const values = (owner_email: string, owner_phone: string) => ({
    ...emptyProjectForm(),
    owner_email,
    owner_phone,
  });

  it('passes valid or empty contact fields', () => {
    expect(contactFieldErrors(values('grace@example.com', '+1 650 555 0199'))).toBeNull();
    expect(contactFieldErrors(values('  ', ''))).toBeNull();
  });

  it('marks a malformed email and phone under their own fields, with the server rules', () => {
    const errors = contactFieldErrors(values('grace@', 'call me'));
    expect(Object.keys(errors ?? {}).sort()).toEqual(['owner_email', 'owner_phone']);
    const messages = fieldMessages(errors ?? undefined);
    expect(messages.owner_email).toMatch(/email/);
    expect(messages.owner_phone).toMatch(/phone number/);
    expect(labelledErrorsText(errors ?? {})).toMatch(/^Owner (Email|Phone): .+; Owner (Email|Phone): /);
  });
});

describe('list and job messages', () => {
  it('says a list failed to load, with the reason, never that it is empty', () => {
    const refused = new ApiError(500, 'Server error.', { serverMessage: 'Server error.' });
    expect(listLoadFailedText('active', refused)).toBe('The projects could not be loaded. Server error.');
    const offline = new ApiError(0, 'The server could not be reached.');
    expect(listLoadFailedText('archived', offline)).toBe(
      'The archived projects could not be loaded. The server could not be reached.',
    );
  });

  it('names what a bulk archive moved and offers Undo only when something moved', () => {
    expect(bulkOutcomeToast({ action: 'archive', done: 2, failed: 0 })).toEqual({
      text: '2 projects archived.',
      severity: 'success',
      undo: true,
    });
    expect(bulkOutcomeToast({ action: 'unarchive', done: 1, failed: 1 })).toEqual({
      text: '1 project unarchived. ❌ 1 project could not be unarchived.',
      severity: 'warning',
      undo: true,
    });
    expect(bulkOutcomeToast({ action: 'archive', done: 0, failed: 3 })).toEqual({
      text: '❌ 3 projects could not be archived.',
      severity: 'error',
      undo: false,
    });
    expect(bulkOutcomeToast({ action: 'archive', done: 0, failed: 0 })).toBeNull();
  });

  it('gives the server reason when a cancel is refused', () => {
    expect(
      cancelFailureText(new ApiError(409, 'x', { serverMessage: 'The job has already finished.' })),
    ).toBe('❌ The job has already finished.');
    expect(cancelFailureText(new Error('boom'))).toBe('❌ Metadata generation could not be cancelled.');
  });
});
