import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { storage } from '../../lib/storage';
import { fail, mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import SignInPage from './routes/SignInPage';

const USER = {
  customerId: 'c1',
  email: 'author@example.com',
  firstName: 'Ada',
  lastName: 'L',
  permissions: [],
};
const PENDING = {
  pendingToken: 'p'.repeat(43),
  method: 'EMAIL',
  sentTo: 'author@example.com',
  expiresAt: '',
  passkey: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
  sessionStorage.clear();
});

async function passwordStep() {
  renderWithProviders(<SignInPage />, { route: '/sign-in' });
  fireEvent.change(screen.getByLabelText(/Email Address/), { target: { value: 'author@example.com' } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'Author2026' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  });
  await screen.findByRole('heading', { name: 'Two-step verification' });
}

const enterCode = async (code: string) => {
  fireEvent.change(screen.getByLabelText(/One-time code/), { target: { value: code } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  });
};

describe('the second step of sign-in', () => {
  it('asks for the e-mailed code: 1090 on the field, 1091 resets it, the right code signs in', async () => {
    let attempt = 0;
    const { calls } = mockApi({
      'GET /api/authentication/session': ok({ user: null }),
      'GET /api/authentication/csrf-token': ok({ token: 't1' }),
      'POST /api/authentication/signin': ok({ twoStep: PENDING }),
      'POST /api/authentication/two-step/verify': () => {
        attempt += 1;
        if (attempt === 1)
          return fail(400, { code: '1090', field: 'otp', description: 'Incorrect code. Please try again' });
        if (attempt === 2)
          return fail(400, {
            code: '1091',
            field: 'otp',
            description:
              'You have reached the maximum number of attempts for this code. We have sent you a new code.',
          });
        return ok({ user: USER, warnings: [] });
      },
    });
    await passwordStep();
    expect(
      screen.getByText('We sent a 6-digit code to author@example.com. Enter it to finish signing in.'),
    ).toBeTruthy();
    await enterCode('12');
    expect(await screen.findByText('Please enter the one-time code.')).toBeTruthy();
    await enterCode('111111');
    expect(await screen.findByText('Incorrect code. Please try again')).toBeTruthy();
    await enterCode('222222');
    expect(await screen.findByText(/We have sent you a new code/)).toBeTruthy();
    expect((screen.getByLabelText(/One-time code/) as HTMLInputElement).value).toBe('');
    await enterCode('333333');
    expect(await screen.findByText('Verification Successful!')).toBeTruthy();
    const last = calls.filter((c) => c.key === 'POST /api/authentication/two-step/verify').at(-1);
    expect(last?.body).toEqual({ pendingToken: PENDING.pendingToken, method: 'CODE', code: '333333' });
  });

  it('1087 opens the maximum-attempts modal and goes back to the password', async () => {
    mockApi({
      'GET /api/authentication/session': ok({ user: null }),
      'GET /api/authentication/csrf-token': ok({ token: 't1' }),
      'POST /api/authentication/signin': ok({ twoStep: { ...PENDING, method: 'TOTP', sentTo: null } }),
      'POST /api/authentication/two-step/verify': fail(429, {
        code: '1087',
        description: 'You have reached the maximum number of attempts. Please try again later.',
      }),
    });
    await passwordStep();
    expect(screen.getByText('Enter the 6-digit code your authenticator app shows.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send a New Code' })).toBeNull();
    await enterCode('123456');
    const dialog = await screen.findByRole('dialog', { name: 'Maximum attempts' });
    expect(dialog.textContent).toContain('You have reached the maximum number of attempts.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy());
  });

  it('takes a recovery code instead, sends a new code on request, and carries a share key again', async () => {
    storage.setAuthorShareKey('key-7');
    const { calls } = mockApi({
      'GET /api/authentication/session': ok({ user: null }),
      'GET /api/authentication/csrf-token': ok({ token: 't1' }),
      'POST /api/authentication/signin': ok({ twoStep: PENDING }),
      'POST /api/authentication/two-step/resend': ok({ sentTo: 'author@example.com' }),
      'POST /api/authentication/two-step/verify': ok({ user: USER, warnings: [] }),
    });
    await passwordStep();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send a New Code' }));
    });
    expect(calls.some((c) => c.key === 'POST /api/authentication/two-step/resend')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    fireEvent.change(screen.getByLabelText(/Recovery code/), { target: { value: 'abcde-fghjk' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    });
    expect(await screen.findByText('Verification Successful!')).toBeTruthy();
    expect(calls.find((c) => c.key === 'POST /api/authentication/two-step/verify')?.body).toMatchObject({
      method: 'RECOVERY',
      code: 'abcde-fghjk',
      authorShareKey: 'key-7',
    });
  });
});
