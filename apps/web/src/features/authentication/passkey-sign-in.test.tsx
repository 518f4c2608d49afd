import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import SignInPage from './routes/SignInPage';

// The WebAuthn ceremonies (browser and server) stand behind the lazily loaded module; the e2e walk
// drives them for real in Chromium with a virtual authenticator.
const ceremonies = vi.hoisted(() => ({
  signInWithPasskey: vi.fn(),
  passkeySecondStep: vi.fn(),
  stopAutofill: vi.fn(),
}));
vi.mock('./passkey-sign-in', () => ceremonies);

const USER = {
  customerId: 'c1',
  email: 'author@example.com',
  firstName: 'Ada',
  lastName: 'L',
  permissions: [],
};
const base = {
  'GET /api/authentication/session': ok({ user: null }),
  'GET /api/authentication/csrf-token': ok({ token: 't1' }),
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  api.resetCsrfToken();
  sessionStorage.clear();
});

describe('sign-in with a passkey', () => {
  it('offers the passkey in the e-mail field’s autofill and by a button; a refusal is said in words', async () => {
    mockApi(base);
    ceremonies.signInWithPasskey.mockResolvedValue({
      ok: false,
      message: 'We do not recognise this passkey for this sign-in.',
    });
    renderWithProviders(<SignInPage />, { route: '/sign-in' });
    const email = screen.getByLabelText(/Email Address/);
    expect(email.getAttribute('autocomplete')).toBe('username webauthn');
    await act(async () => {
      fireEvent.focus(email);
    });
    expect(ceremonies.signInWithPasskey).toHaveBeenLastCalledWith(undefined, true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    });
    expect(ceremonies.signInWithPasskey).toHaveBeenLastCalledWith(undefined, false);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We do not recognise this passkey for this sign-in.',
    );
  });

  it('by passkey as the second step: no code field, "Use a passkey", then Verification Successful!', async () => {
    mockApi({
      ...base,
      'POST /api/authentication/signin': ok({
        twoStep: {
          pendingToken: 'p'.repeat(43),
          method: 'PASSKEY',
          sentTo: null,
          expiresAt: '',
          passkey: true,
        },
      }),
    });
    ceremonies.passkeySecondStep.mockResolvedValue({ ok: true, result: { user: USER, warnings: [] } });
    renderWithProviders(<SignInPage />, { route: '/sign-in' });
    fireEvent.change(screen.getByLabelText(/Email Address/), { target: { value: 'author@example.com' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'Author2026' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    });
    expect(await screen.findByText('Use your passkey to finish signing in.')).toBeTruthy();
    expect(screen.queryByLabelText(/One-time code/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Use a recovery code' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Use a passkey' }));
    });
    expect(ceremonies.passkeySecondStep).toHaveBeenCalledWith(
      'p'.repeat(43),
      undefined,
      expect.any(Function),
    );
    expect(await screen.findByText('Verification Successful!')).toBeTruthy();
  });
});
