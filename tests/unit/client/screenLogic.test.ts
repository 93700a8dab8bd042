import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/client/api/ApiError';
import { validateAccountForm } from '../../../src/client/screens/account/accountForm';
import { isNavItemActive, NAV_SECTIONS, type NavItem } from '../../../src/client/screens/dashboard/navItems';
import { organizationSubItems } from '../../../src/client/screens/dashboard/OrganizationNav';
import { loginFailureMessage } from '../../../src/client/screens/login/loginMessage';

const item = (label: string): NavItem => {
  const found = NAV_SECTIONS.flatMap((section) => section.items).find(
    (candidate) => candidate.label === label,
  );
  if (!found) throw new Error(`no nav item ${label}`);
  return found;
};

describe('login failure text', () => {
  it("shows the server's reason after ❌", () => {
    expect(
      loginFailureMessage(new ApiError(400, 'x', { serverMessage: 'Invalid username or password.' })),
    ).toBe('❌ Invalid username or password.');
  });

  it('falls back to "Login failed" when the server gave no reason or could not be reached', () => {
    expect(loginFailureMessage(new ApiError(502, 'Request failed with status 502.'))).toBe('❌ Login failed');
    expect(loginFailureMessage(new ApiError(0, 'The server could not be reached.'))).toBe('❌ Login failed');
    expect(loginFailureMessage(new Error('weird'))).toBe('❌ Login failed');
  });
});

describe('sidebar', () => {
  it('links the tools as the clarifications say', () => {
    const tools = NAV_SECTIONS.find((section) => section.title === 'Tools')?.items ?? [];
    expect(Object.fromEntries(tools.map((tool) => [tool.label, tool.to]))).toEqual({
      CAD: '/dashboard/floordesigns',
      'PDF Generator': '/dashboard/projects',
      Proposal: '/dashboard/projects',
      Estimator: '/dashboard/projects',
      'Expense Tracker': '/dashboard',
    });
  });

  it('highlights Home on /dashboard and /dashboard/home only', () => {
    expect(isNavItemActive(item('Home'), '/dashboard')).toBe(true);
    expect(isNavItemActive(item('Home'), '/dashboard/home')).toBe(true);
    expect(isNavItemActive(item('Home'), '/dashboard/projects')).toBe(false);
  });

  it('keeps Projects highlighted below it, but not on a look-alike path', () => {
    expect(isNavItemActive(item('Projects'), '/dashboard/projects')).toBe(true);
    expect(isNavItemActive(item('Projects'), '/dashboard/projects/12/edit')).toBe(true);
    expect(isNavItemActive(item('Projects'), '/dashboard/projectsx')).toBe(false);
    expect(isNavItemActive(item('Floor Design'), '/dashboard/floordesigns/3/')).toBe(true);
  });

  it('never highlights the tool shortcuts', () => {
    expect(isNavItemActive(item('CAD'), '/dashboard/floordesigns')).toBe(false);
  });

  it('offers Settings only to the owner of an organization', () => {
    expect(organizationSubItems({ id: 1, name: 'A', is_owner: true })).toEqual([
      'Projects',
      'Clients',
      'Team',
      'Settings',
    ]);
    expect(organizationSubItems({ id: 2, name: 'B', is_owner: false })).toEqual([
      'Projects',
      'Clients',
      'Team',
    ]);
  });
});

describe('account form validation', () => {
  const valid = {
    first_name: ' Ada ',
    email: 'ada@example.com',
    phone: '+1 (415) 555-0134',
    address: '',
    city: '',
    state: '',
    zipcode: '',
    country: '',
  };

  it('accepts a valid form and trims what it sends', () => {
    const result = validateAccountForm(valid);
    expect(result).toEqual({ ok: true, fields: { ...valid, first_name: 'Ada' } });
  });

  it('accepts empty optional contact fields', () => {
    expect(validateAccountForm({ ...valid, email: '', phone: '' }).ok).toBe(true);
  });

  it('names each invalid field with a sentence', () => {
    const result = validateAccountForm({
      ...valid,
      email: 'not-an-email',
      phone: 'call me',
      city: 'x'.repeat(101),
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        email: 'Must be a valid email address.',
        phone: 'Must be a phone number (digits, spaces, + - . ( )).',
        city: 'Must be at most 100 characters.',
      },
    });
  });
});
