import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { fail, mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import TwoStepPage from './routes/TwoStepPage';

const USER = {
  customerId: 'c1',
  email: 'author@example.com',
  firstName: 'Ada',
  lastName: 'L',
  permissions: [],
};
const OFF = {
  enabled: false,
  method: null,
  mobileNumber: '',
  recoveryCodesLeft: 0,
  totpPending: false,
  passkeys: 0,
};
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '2')}`);

afterEach(() => {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
});

const base = {
  'GET /api/authentication/session': ok({ user: USER }),
  'GET /api/authentication/csrf-token': ok({ token: 't1' }),
  'GET /api/account/two-step': ok(OFF),
};

describe('two-step settings', () => {
  it('by e-mail: a code on opening, Verification Successful! closing after 3 s, then the recovery codes once', async () => {
    const { calls } = mockApi({
      ...base,
      'POST /api/account/generateCode': ok({ sentTo: 'author@example.com' }),
      'POST /api/account/verifyotp': ok({ success: true, code: 'VERIFIED' }),
      'POST /api/account/two-step/enable': ok({ recoveryCodes: CODES }),
    });
    renderWithProviders(<TwoStepPage />, { route: '/account/two-step' });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on with e-mail codes' }));
    expect(await screen.findByText('We sent a code to author@example.com.')).toBeTruthy();
    expect(calls.filter((c) => c.key === 'POST /api/account/generateCode')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText(/One-time code/), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    });
    expect(await screen.findByText('Verification Successful!')).toBeTruthy();
    const codes = await screen.findByRole('list', { name: 'Your recovery codes' }, { timeout: 4500 });
    expect(codes.textContent).toContain(CODES[0]);
    expect(calls.find((c) => c.key === 'POST /api/account/two-step/enable')?.body).toEqual({
      method: 'EMAIL',
    });
  }, 10_000);

  it('the add-mobile-number dialog: spec messages, then 1077 leads to the e-mail step', async () => {
    const { calls } = mockApi({
      ...base,
      'POST /api/account/generateCode': (/* SMS first, then EMAIL */) =>
        calls.filter((c) => c.key === 'POST /api/account/generateCode').length === 1
          ? fail(403, {
              code: '1077',
              description: 'Please verify your e-mail address before saving this phone number.',
            })
          : ok({ sentTo: 'author@example.com' }),
    });
    renderWithProviders(<TwoStepPage />, { route: '/account/two-step' });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on with text message codes' }));
    const send = await screen.findByRole('button', { name: 'Send the code' });
    fireEvent.click(send);
    expect(await screen.findByText('Please enter a mobile phone number')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Mobile phone number/), { target: { value: '12025550143' } });
    expect((screen.getByLabelText(/^Mobile phone number/) as HTMLInputElement).value).toBe('202-555-0143');
    fireEvent.change(screen.getByLabelText(/Confirm mobile phone number/), {
      target: { value: '2025550144' },
    });
    fireEvent.click(send);
    expect(await screen.findByText('Mobile phone numbers do not match.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Confirm mobile phone number/), {
      target: { value: '2025550143' },
    });
    await act(async () => {
      fireEvent.click(send);
    });
    expect(await screen.findByRole('dialog', { name: 'Verify your e-mail address' })).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'POST /api/account/generateCode')).toHaveLength(2),
    );
  });

  it('by authenticator app: the QR code and the key, then the first code', async () => {
    const { calls } = mockApi({
      ...base,
      'POST /api/account/two-step/totp': ok({
        otpauthUri: 'otpauth://totp/Quire:a?secret=ABCD',
        qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
        manualKey: 'ABCD EFGH',
      }),
      'POST /api/account/two-step/totp/confirm': ok({ recoveryCodes: CODES }),
    });
    renderWithProviders(<TwoStepPage />, { route: '/account/two-step' });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on with an authenticator app' }));
    expect(
      (await screen.findByRole('img', { name: 'QR code for your authenticator app' })).getAttribute('src'),
    ).toContain('data:image/svg+xml');
    expect(screen.getByText('ABCD EFGH')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/One-time code/), { target: { value: '654321' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    });
    expect(await screen.findByRole('list', { name: 'Your recovery codes' })).toBeTruthy();
    expect(calls.find((c) => c.key === 'POST /api/account/two-step/totp/confirm')?.body).toEqual({
      code: '654321',
    });
  });
});
