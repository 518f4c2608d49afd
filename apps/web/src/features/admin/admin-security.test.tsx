import type { LoggedInUser } from '@quire/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import UserDetailsPage from './routes/UserDetailsPage';

/** The user screen's sign-in and security controls: reactivation, the lockout, two-step reset. */

const ADMIN = {
  customerId: 'C000000009',
  email: 'admin@example.com',
  firstName: 'Ada',
  lastName: 'Admin',
  permissions: ['ADMIN_PERMISSION'],
} as unknown as LoggedInUser;

const USER = {
  customerId: 'C000000001',
  email: 'author@example.com',
  firstName: 'Ann',
  lastName: 'Author',
  role: 'AUTHOR',
  accountType: 'PUBLISHER',
  vendorNumber: 'V1000001',
  vendorStatus: 'Active',
  businessStatus: 'Active',
  approvalDate: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  deactivatedAt: null as string | null,
  deactivationReason: null as string | null,
  freeCorrections: 0,
  emailOptedIn: false,
  permissions: [],
  accountPermissions: {
    userId: 'C000000001',
    vendorNum: 'V1000001',
    canRefer: false,
    isCoverCorrectionAvailable: false,
    isMerchandisingAvailable: false,
    isPreOrderEnabled: false,
    authorAccess: 0,
    hasFreeIsbnAccess: 0,
    analyticsAccess: '',
    customEbookSampling: false,
    authorSharedAccess: false,
    expandedDistributionAccess: false,
  },
};

const UNLOCKED = {
  customerId: 'C000000001',
  vendorNumber: 'V1000001',
  lockout: { locked: false, failures: 0, lockedUntil: null },
};
const TWO_STEP_OFF = { enabled: false, method: null, recoveryCodesLeft: 0, totpPending: false, passkeys: 0 };

afterEach(() => {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
});

function routes(
  overrides: Record<string, ReturnType<typeof ok> | ((body: unknown) => ReturnType<typeof ok>)> = {},
) {
  return mockApi({
    'GET /api/authentication/session': ok({ user: ADMIN }),
    'GET /api/authentication/csrf-token': ok({ token: 't1' }),
    'GET /api/admin/users/details/C000000001': ok(USER),
    'GET /api/admin/lockout-status': ok(UNLOCKED),
    'GET /api/admin/users/two-step/C000000001': ok(TWO_STEP_OFF),
    ...overrides,
  });
}

const details = () =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/users/:customerId" element={<UserDetailsPage />} />
    </Routes>,
    { route: '/admin/users/C000000001' },
  );

describe('reactivating a deactivated user', () => {
  it('sits beside the deactivated state, needs a reason, and Enter submits it trimmed', async () => {
    const deactivated = {
      ...USER,
      deactivatedAt: '2026-11-20T10:00:00.000Z',
      deactivationReason: 'user request',
    };
    const { calls } = routes({
      'GET /api/admin/users/details/C000000001': ok(deactivated),
      'POST /api/admin/users/reactivate-user': () => ok(USER),
    });
    details();
    expect(await screen.findByText('This user is deactivated.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deactivate User' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reactivate User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reactivate User' });
    const reason = within(dialog).getByLabelText(/Reason for reactivating this user/);
    fireEvent.keyDown(reason, { key: 'Enter' });
    expect(
      await within(dialog).findByText('Please state the reason for reactivating this user.'),
    ).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST /api/admin/users/reactivate-user')).toBe(false);
    fireEvent.change(reason, { target: { value: '  Appeal accepted  ' } });
    await act(async () => {
      fireEvent.keyDown(reason, { key: 'Enter' });
    });
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/admin/users/reactivate-user')?.body).toEqual({
        id: 'C000000001',
        reason: 'Appeal accepted',
      }),
    );
    expect(await screen.findByText('The user has been reactivated and can sign in again.')).toBeTruthy();
  });

  it('an active user shows Deactivate, not Reactivate', async () => {
    routes();
    details();
    expect(await screen.findByRole('button', { name: 'Deactivate User' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reactivate User' })).toBeNull();
  });
});

describe('the sign-in lockout', () => {
  it('shows a lock with its end and count; override and reset call the spec calls for this customer', async () => {
    const locked = {
      ...UNLOCKED,
      lockout: { locked: true, failures: 6, lockedUntil: '2026-11-25T10:15:00.000Z' },
    };
    const { calls } = routes({
      'GET /api/admin/lockout-status': ok(locked),
      'POST /api/admin/override-reset-lockout': () => ok(UNLOCKED),
      'DELETE /api/admin/account-reset-lockout': () => ok(UNLOCKED),
    });
    details();
    expect(await screen.findByText(/^Locked until .+ after 6 failed sign-in attempts\.$/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Override Account Lockout' }));
    });
    await waitFor(() =>
      expect(calls.some((c) => c.key === 'POST /api/admin/override-reset-lockout')).toBe(true),
    );
    expect(await screen.findByText('The lock has been overridden; the user can sign in now.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reset Account Lockout' }));
    });
    await waitFor(() =>
      expect(calls.some((c) => c.key === 'DELETE /api/admin/account-reset-lockout')).toBe(true),
    );
    const fetched = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    expect(
      fetched.filter((u) => u.includes('lockout')).every((u) => u.includes('customerId=C000000001')),
    ).toBe(true);
  });

  it('with no failed attempt there is nothing to reset or override', async () => {
    routes();
    details();
    expect(await screen.findByText('Not locked. No failed sign-in attempts.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Reset Account Lockout' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Override Account Lockout' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});

describe('resetting two-step verification', () => {
  const ON = { enabled: true, method: 'TOTP', recoveryCodesLeft: 8, totpPending: false, passkeys: 0 };

  it('asks for confirmation first; cancel changes nothing, confirm resets it', async () => {
    const { calls } = routes({
      'GET /api/admin/users/two-step/C000000001': ok(ON),
      'POST /api/admin/users/reset-two-step': () => ok({ twoStep: TWO_STEP_OFF, emailed: true }),
    });
    details();
    expect(await screen.findByText('On: an authenticator app. 8 recovery codes left.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset Two-Step Verification' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reset Two-Step Verification' });
    expect(within(dialog).getByText(/Turn off two-step verification for author@example.com\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.key === 'POST /api/admin/users/reset-two-step')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Reset Two-Step Verification' }));
    dialog = await screen.findByRole('dialog', { name: 'Reset Two-Step Verification' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reset Two-Step Verification' }));
    });
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/admin/users/reset-two-step')?.body).toEqual({
        id: 'C000000001',
      }),
    );
  });

  it('is not offered when it is off', async () => {
    routes();
    details();
    expect(await screen.findByText('Off.')).toBeTruthy();
    const reset = screen.getByRole('button', { name: 'Reset Two-Step Verification' }) as HTMLButtonElement;
    expect(reset.disabled).toBe(true);
  });

  it('is not offered on the administrator’s own account', async () => {
    routes({
      'GET /api/authentication/session': ok({ user: { ...ADMIN, customerId: 'C000000001' } }),
      'GET /api/admin/users/two-step/C000000001': ok(ON),
    });
    details();
    expect(await screen.findByText('Change your own two-step verification in My Account.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reset Two-Step Verification' })).toBeNull();
  });
});
