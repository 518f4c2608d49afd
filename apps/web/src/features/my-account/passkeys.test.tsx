import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { fail, mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import type { Passkey } from './api/passkeys';
import PasskeysPage from './routes/PasskeysPage';

// The browser's WebAuthn: a passkey made at once (the e2e walk drives Chromium's virtual authenticator).
const created = vi.hoisted(() => ({ value: { id: 'cred-1', type: 'public-key' } as unknown }));
vi.mock('../../lib/passkeys', () => ({
  createPasskey: vi.fn(async () => ({ ok: true, value: created.value })),
}));

const USER = {
  customerId: 'c1',
  email: 'author@example.com',
  firstName: 'Ada',
  lastName: 'L',
  permissions: [],
};
const LAPTOP: Passkey = {
  id: '0b5f4f6e-0000-4000-8000-000000000001',
  name: 'Work laptop',
  createdAt: '2026-11-02T15:00:00Z',
  lastUsedAt: null,
  synced: false,
};
const PHONE = {
  id: '0b5f4f6e-0000-4000-8000-000000000002',
  name: 'Phone',
  createdAt: '2026-10-01T15:00:00Z',
  lastUsedAt: '2026-11-20T15:00:00Z',
  synced: true,
};
const EVENTS = [
  {
    id: 'e1',
    kind: 'passkey.sign-in',
    label: 'Signed in with a passkey',
    passkeyName: 'Phone',
    device: 'Chrome on Android',
    ip: '10.0.0.2',
    at: '2026-11-20T15:00:00Z',
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
});

const base = {
  'GET /api/authentication/session': ok({ user: USER }),
  'GET /api/authentication/csrf-token': ok({ token: 't1' }),
  'GET /api/account/security-history': ok({ events: EVENTS }),
};

describe('passkeys page', () => {
  it('lists each passkey with its name, when it was added and last used, and the security history', async () => {
    mockApi({ ...base, 'GET /api/account/passkeys': ok({ passkeys: [PHONE, LAPTOP] }) });
    renderWithProviders(<PasskeysPage />, { route: '/account/passkeys' });
    const table = await screen.findByRole('table', { name: 'Your passkeys' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('Phone');
    expect(rows[1]?.textContent).toContain('Synced');
    expect(rows[1]?.textContent).toMatch(/Oct 1, 2026/);
    expect(rows[1]?.textContent).toMatch(/Nov 20, 2026/);
    expect(rows[2]?.textContent).toContain('Never');
    expect(within(rows[2]!).getByRole('button', { name: 'Rename Work laptop' })).toBeTruthy();
    const history = await screen.findByRole('table', { name: 'Security history' });
    expect(history.textContent).toContain('Signed in with a passkey');
    expect(history.textContent).toContain('Chrome on Android');
  });

  it('adds a passkey: the password again first, then the name, then the browser creates it', async () => {
    let reauthenticated = false;
    let list = [LAPTOP];
    const { calls } = mockApi({
      ...base,
      'GET /api/account/passkeys': () => ok({ passkeys: list }),
      'POST /api/account/passkeys/registration-options': () =>
        reauthenticated
          ? ok({ options: { challenge: 'c1', rp: { id: 'localhost', name: 'Quire' } } })
          : fail(403, {
              code: 'REAUTHENTICATION_REQUIRED',
              description: 'For your security, please enter your password again to make this change.',
            }),
      'POST /api/account/reauthenticate': () => {
        reauthenticated = true;
        return ok({ until: new Date().toISOString() });
      },
      'POST /api/account/passkeys': (body) => {
        list = [LAPTOP, { ...PHONE, name: (body as { name: string }).name, synced: false }];
        return ok({ passkey: list[1] });
      },
    });
    renderWithProviders(<PasskeysPage />, { route: '/account/passkeys' });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    });
    const reauth = await screen.findByRole('dialog', { name: 'Confirm It’s You' });
    fireEvent.change(within(reauth).getByLabelText(/Password/), { target: { value: 'Author2026' } });
    await act(async () => {
      fireEvent.click(within(reauth).getByRole('button', { name: 'Confirm' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    const name = within(dialog).getByLabelText(/Name/);
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the passkey' }));
    expect(await within(dialog).findByText('Please enter a name for this passkey.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Tablet' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create the passkey' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a passkey' })).toBeNull());
    expect(calls.find((c) => c.key === 'POST /api/account/passkeys')?.body).toEqual({
      name: 'Tablet',
      response: created.value,
    });
    expect(await screen.findByText('Tablet')).toBeTruthy();
  });

  it('renames a passkey and removes one after a confirmation', async () => {
    const { calls } = mockApi({
      ...base,
      'GET /api/account/passkeys': ok({ passkeys: [LAPTOP, PHONE] }),
      [`PATCH /api/account/passkeys/${LAPTOP.id}`]: ok({ passkey: { ...LAPTOP, name: 'Old laptop' } }),
      [`DELETE /api/account/passkeys/${PHONE.id}`]: ok({ removed: true }),
    });
    renderWithProviders(<PasskeysPage />, { route: '/account/passkeys' });
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Work laptop' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename the passkey' });
    fireEvent.change(within(rename).getByLabelText(/Name/), { target: { value: 'Old laptop' } });
    await act(async () => {
      fireEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    });
    await waitFor(() =>
      expect(calls.find((c) => c.key === `PATCH /api/account/passkeys/${LAPTOP.id}`)?.body).toEqual({
        name: 'Old laptop',
      }),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove Phone' }));
    });
    const confirm = await screen.findByRole('dialog', { name: 'Remove the passkey' });
    expect(confirm.textContent).toContain('Remove "Phone"?');
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    });
    await waitFor(() =>
      expect(calls.some((c) => c.key === `DELETE /api/account/passkeys/${PHONE.id}`)).toBe(true),
    );
  });
});
