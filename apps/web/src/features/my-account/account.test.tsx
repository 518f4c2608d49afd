import type { LoggedInUser } from '@quire/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { fail, mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import AddressBookPage from './routes/AddressBookPage';
import ProfilePage from './routes/ProfilePage';
import SessionsPage from './routes/SessionsPage';

const USER = {
  customerId: 'C000000001',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  permissions: [],
  vendorStatus: 'Active',
} as unknown as LoggedInUser;

const PROFILE = {
  customerId: 'C000000001',
  email: 'ada@example.com',
  pendingEmail: null,
  firstName: 'Ada',
  lastName: 'Lovelace',
  secretQuestion: 'What city were you born in?',
  emailOptedIn: false,
  cellPhoneNumber: '',
};

afterEach(() => {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
});

const base = {
  'GET /api/authentication/session': ok({ user: USER }),
  'GET /api/authentication/csrf-token': ok({ token: 't1' }),
  'GET /api/account/profile': ok(PROFILE),
};

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('profile page', () => {
  it('saves the names with the rest of the profile unchanged', async () => {
    const { calls } = mockApi({
      ...base,
      'PUT /api/account/profile': (body) =>
        ok({
          profile: { ...PROFILE, ...(body as object) },
          emailVerificationSent: false,
          signedOutSessions: 0,
        }),
    });
    renderWithProviders(<ProfilePage />, { route: '/account/profile' });
    const details = await screen.findByRole('region', { name: 'Your Details' });
    expect(screen.getByText('Customer ID: C000000001')).toBeTruthy();
    fireEvent.change(within(details).getByLabelText('First Name'), { target: { value: 'Augusta' } });
    await act(async () => {
      fireEvent.click(within(details).getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(calls.some((c) => c.key === 'PUT /api/account/profile')).toBe(true));
    expect(calls.find((c) => c.key === 'PUT /api/account/profile')!.body).toEqual({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      emailOptedIn: false,
      cellPhoneNumber: '',
      secretQuestion: 'What city were you born in?',
    });
  });

  it('shows the rule messages before sending anything', async () => {
    const { calls } = mockApi(base);
    renderWithProviders(<ProfilePage />, { route: '/account/profile' });
    const phone = await screen.findByRole('region', { name: 'Cell Phone' });
    const input = within(phone).getByLabelText(/Cell Phone Number/);
    fireEvent.change(input, { target: { value: '1234567890' } });
    expect((input as HTMLInputElement).value).toBe('234-567-890');
    fireEvent.click(within(phone).getByRole('button', { name: 'Save Cell Phone' }));
    expect(await within(phone).findByText('Please enter a valid mobile phone number.')).toBeTruthy();
    const password = section('Password');
    fireEvent.change(within(password).getByLabelText('New Password'), { target: { value: 'lowercase1' } });
    fireEvent.click(within(password).getByRole('button', { name: 'Change Password' }));
    expect(await within(password).findByText('Please enter your current password.')).toBeTruthy();
    expect(
      within(password).getByText('Your password must contain at least one upper case letter'),
    ).toBeTruthy();
    expect(calls.some((c) => c.key === 'PUT /api/account/profile')).toBe(false);
  });

  it('asks for the password again when the server wants it, then saves', async () => {
    let reauthenticated = false;
    const { calls } = mockApi({
      ...base,
      'PUT /api/account/profile': (body) =>
        reauthenticated
          ? ok({
              profile: { ...PROFILE, ...(body as object) },
              emailVerificationSent: false,
              signedOutSessions: 0,
            })
          : fail(403, {
              code: 'REAUTHENTICATION_REQUIRED',
              description: 'For your security, please enter your password again to make this change.',
            }),
      'POST /api/account/reauthenticate': (body) => {
        if ((body as { password: string }).password !== 'Author2026')
          return fail(401, {
            code: '30004',
            description: 'Your password is not correct for this account.',
            field: 'password',
          });
        reauthenticated = true;
        return ok({ until: new Date().toISOString() });
      },
    });
    renderWithProviders(<ProfilePage />, { route: '/account/profile' });
    const phone = await screen.findByRole('region', { name: 'Cell Phone' });
    fireEvent.change(within(phone).getByLabelText(/Cell Phone Number/), { target: { value: '2025550143' } });
    await act(async () => {
      fireEvent.click(within(phone).getByRole('button', { name: 'Save Cell Phone' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm It’s You' });
    expect(screen.queryByRole('dialog', { name: 'Oops!' })).toBeNull();
    const password = within(dialog).getByLabelText(/Password/);
    fireEvent.change(password, { target: { value: 'Wrong2026' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    });
    expect(await within(dialog).findByText('Your password is not correct for this account.')).toBeTruthy();
    fireEvent.change(password, { target: { value: 'Author2026' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm It’s You' })).toBeNull());
    await waitFor(() => expect(calls.filter((c) => c.key === 'PUT /api/account/profile')).toHaveLength(2));
    expect(calls.filter((c) => c.key === 'PUT /api/account/profile')[1]!.body).toMatchObject({
      cellPhoneNumber: '202-555-0143',
    });
  });
});

describe('sessions page', () => {
  it('lists the devices and signs out everywhere else after a confirmation', async () => {
    const sessions = [
      {
        id: 's1',
        device: 'Chrome on Windows',
        userAgent: '',
        ip: '10.0.0.1',
        createdAt: '2026-11-24T10:00:00Z',
        lastSeenAt: '2026-11-24T11:00:00Z',
        current: true,
      },
      {
        id: 's2',
        device: 'Firefox on Linux',
        userAgent: '',
        ip: '10.0.0.2',
        createdAt: '2026-11-23T10:00:00Z',
        lastSeenAt: '2026-11-23T11:00:00Z',
        current: false,
      },
    ];
    const { calls } = mockApi({
      ...base,
      'GET /api/account/sessions': ok({ sessions }),
      'POST /api/account/sessions/sign-out-others': ok({ signedOut: 1 }),
    });
    renderWithProviders(<SessionsPage />, { route: '/account/sessions' });
    const table = await screen.findByRole('table', { name: 'Signed-in Devices' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('This device')).toBeTruthy();
    expect(within(rows[2]!).getByRole('button', { name: /Sign out Firefox on Linux/ })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign Out Everywhere Else' }));
    });
    const confirm = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Sign Out Everywhere Else' }));
    });
    await waitFor(() =>
      expect(calls.some((c) => c.key === 'POST /api/account/sessions/sign-out-others')).toBe(true),
    );
  });
});

describe('address book page', () => {
  it('adds an address: the country decides the rules, server errors land on their field', async () => {
    let first = true;
    const { calls } = mockApi({
      ...base,
      'GET /api/account/addressbook': ok({
        addresses: [],
        countries: [
          { code: 'US', name: 'United States' },
          { code: 'GB', name: 'United Kingdom' },
        ],
      }),
      'GET /api/account/payment-methods': ok({ paymentMethods: [] }),
      'PUT /api/account/addressbook': (body) => {
        if (first) {
          first = false;
          return fail(400, { code: 'VALIDATION', description: 'Please enter the city.', field: 'city' });
        }
        return ok({ addressId: 'a1', ...(body as object) });
      },
    });
    renderWithProviders(<AddressBookPage />, { route: '/account/addresses' });
    expect(await screen.findByText('Your address book is empty.')).toBeTruthy();
    expect(await screen.findByText(/You have no saved cards/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add an Address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an Address' });
    const field = (label: RegExp) => within(dialog).getByLabelText(label);
    fireEvent.change(field(/^First Name/), { target: { value: 'Ada' } });
    fireEvent.change(field(/^Last Name/), { target: { value: 'Lovelace' } });
    fireEvent.change(field(/^Address$/), { target: { value: '12 Main St' } });
    fireEvent.change(field(/^City/), { target: { value: 'Springfield' } });
    fireEvent.change(field(/^ZIP/), { target: { value: '6270' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter the state.')).toBeTruthy();
    expect(within(dialog).getByText('Please enter a valid ZIP code.')).toBeTruthy();
    expect(within(dialog).getByText('Please enter the phone number.')).toBeTruthy();

    fireEvent.change(field(/^State/), { target: { value: 'IL' } });
    fireEvent.change(field(/^ZIP/), { target: { value: '62704' } });
    fireEvent.change(field(/^Phone Number/), { target: { value: '2175550143' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    });
    expect(await within(dialog).findByText('Please enter the city.')).toBeTruthy();
    // The server's message stays until the field changes.
    fireEvent.change(field(/^City/), { target: { value: 'Springfield IL' } });
    expect(within(dialog).queryByText('Please enter the city.')).toBeNull();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    });
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'PUT /api/account/addressbook')).toHaveLength(2),
    );
    expect(calls.filter((c) => c.key === 'PUT /api/account/addressbook')[1]!.body).toMatchObject({
      firstName: 'Ada',
      state: 'IL',
      postalCode: '62704',
      country: 'US',
      addressType: 'Mailing',
    });
  });
});
