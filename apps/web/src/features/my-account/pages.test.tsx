import type { LoggedInUser } from '@quire/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { fail, mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import ConfirmEmailPage from './routes/ConfirmEmailPage';
import PreferencesPage from './routes/PreferencesPage';

const USER = {
  customerId: 'C1',
  email: 'ada@example.com',
  firstName: 'Ada',
  permissions: [],
} as unknown as LoggedInUser;

afterEach(() => {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
});

describe('e-mail preferences page', () => {
  it('shows the choices, greys them out without the opt-in, and saves', async () => {
    const { calls } = mockApi({
      'GET /api/authentication/session': ok({ user: USER }),
      'GET /api/authentication/csrf-token': ok({ token: 't1' }),
      'GET /api/account/preferences': ok({
        emailOptedIn: true,
        emailPreferences: { marketing: false, promotions: true, salesReports: true, productUpdates: true },
        options: [
          { key: 'marketing', label: 'News, tips and offers for authors' },
          { key: 'promotions', label: 'Promotion opportunities for my books' },
          { key: 'salesReports', label: 'Monthly sales summaries' },
          { key: 'productUpdates', label: 'New features and changes to Quire' },
        ],
      }),
      'POST /api/authentication/save-prefs': (body) => ok(body),
    });
    renderWithProviders(<PreferencesPage />, { route: '/account/preferences' });
    const marketing = (await screen.findByLabelText('News, tips and offers for authors')) as HTMLInputElement;
    expect(marketing.checked).toBe(false);
    fireEvent.click(marketing);
    fireEvent.click(screen.getByLabelText('Monthly sales summaries'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() =>
      expect(calls.some((c) => c.key === 'POST /api/authentication/save-prefs')).toBe(true),
    );
    expect(calls.find((c) => c.key === 'POST /api/authentication/save-prefs')!.body).toEqual({
      emailOptedIn: true,
      emailPreferences: { marketing: true, promotions: true, salesReports: false, productUpdates: true },
    });
    fireEvent.click(screen.getByLabelText(/Send me e-mail about Quire/));
    expect((screen.getByLabelText('Monthly sales summaries') as HTMLInputElement).disabled).toBe(true);
  });
});

describe('e-mail confirmation page', () => {
  it('confirms the token from the link once and says which address the account uses now', async () => {
    const { calls } = mockApi({
      'GET /api/authentication/session': ok({ user: null }),
      'GET /api/authentication/csrf-token': ok({ token: 't1' }),
      'POST /api/account/confirm-email': ok({ email: 'new@example.com' }),
    });
    renderWithProviders(<ConfirmEmailPage />, { route: '/account/confirm-email?token=abc' });
    expect(
      await screen.findByText('Your account now uses new@example.com. Sign in with it from now on.'),
    ).toBeTruthy();
    expect(calls.filter((c) => c.key === 'POST /api/account/confirm-email').map((c) => c.body)).toEqual([
      { token: 'abc' },
    ]);
  });

  it('shows why a link does not work', async () => {
    mockApi({
      'GET /api/authentication/session': ok({ user: null }),
      'GET /api/authentication/csrf-token': ok({ token: 't1' }),
      'POST /api/account/confirm-email': fail(400, {
        code: 'EMAIL_CHANGE_LINK_INVALID',
        description:
          'This e-mail verification link is not valid or has expired. Please change your e-mail address again.',
      }),
    });
    renderWithProviders(<ConfirmEmailPage />, { route: '/account/confirm-email?token=old' });
    const message = await screen.findByText(/not valid or has expired/);
    expect(message.closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Oops!' })).toBeNull();
  });
});
