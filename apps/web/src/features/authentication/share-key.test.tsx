import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { storage } from '../../lib/storage';
import { mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import CreateAccountPage, { SIGN_IN_SWITCH_DELAY_MS } from './routes/CreateAccountPage';

function Where() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
});

async function fillAndSubmit() {
  fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'Maya' } });
  fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'Okafor' } });
  fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'maya@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Riverbend42' } });
  fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'Riverbend42' } });
  fireEvent.change(screen.getByLabelText('Security Question'), {
    target: { value: 'What city were you born in?' },
  });
  fireEvent.change(screen.getByLabelText('Security Answer'), { target: { value: 'Porto' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  });
}

describe('create account with a stored authorShareKey', () => {
  it('asks stay-or-sign-in; sign-in logs out and opens /sign-in with the key after 3 s', async () => {
    storage.setAuthorShareKey('key-9');
    const { calls } = mockApi({
      'GET /api/authentication/session': ok({ user: null }),
      'GET /api/account/security_questions': ok({ questions: ['What city were you born in?'] }),
      'GET /api/authentication/csrf-token': ok({ token: 't' }),
      'POST /api/authentication/create-account': ok({
        user: {
          customerId: 'c9',
          firstName: 'Maya',
          lastName: 'Okafor',
          email: 'maya@example.com',
          permissions: [],
        },
        warnings: [],
      }),
      'GET /api/authentication/logout': ok({ signedOut: true }),
    });
    renderWithProviders(
      <Routes>
        <Route path="/create-account" element={<CreateAccountPage />} />
        <Route path="/sign-in" element={<Where />} />
      </Routes>,
      { route: '/create-account' },
    );
    await fillAndSubmit();
    const create = calls.find((c) => c.key === 'POST /api/authentication/create-account')!;
    expect(create.body).toMatchObject({
      email: 'maya@example.com',
      accountType: 'PUBLISHER',
      emailOptedIn: false,
      authorShareKey: 'key-9',
    });
    expect(create.body).not.toHaveProperty('confirmPassword');
    const choose = await screen.findByRole('button', { name: 'Sign In to Shared Account' });
    expect(screen.getByRole('button', { name: 'Stay in My Account' })).toBeTruthy();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => {
      fireEvent.click(choose);
    });
    await waitFor(() => expect(calls.some((c) => c.key === 'GET /api/authentication/logout')).toBe(true));
    expect(screen.queryByText(/^at \/sign-in/)).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SIGN_IN_SWITCH_DELAY_MS);
    });
    expect(await screen.findByText('at /sign-in?authorShareKey=key-9')).toBeTruthy();
    expect(storage.firstName()).toBeNull();
  });
});
