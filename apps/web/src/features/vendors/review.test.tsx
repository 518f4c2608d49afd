import type { LoggedInUser } from '@quire/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import VendorReviewPage from './routes/VendorReviewPage';

afterEach(() => {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
});

const user = (permissions: string[]) =>
  ({
    customerId: 'C1',
    email: 'a@example.com',
    firstName: 'A',
    lastName: 'B',
    permissions,
  }) as unknown as LoggedInUser;

const PENDING = {
  customerId: 'C2',
  email: 'ada@example.com',
  vendorNumber: 'V1234567',
  status: 'Pending',
  statusLabel: 'Pending',
  businessStatus: 'None',
  publisherName: 'Ink Press',
  country: '840',
  usCitizen: true,
  hasPayment: true,
  wFileStatus: 'Submitted',
  updatedAt: '2026-11-24T10:00:00Z',
};

describe('vendor review page', () => {
  it('an administrator approves a pending vendor and puts its tax form on file', async () => {
    const { calls } = mockApi({
      'GET /api/authentication/session': ok({ user: user(['ADMIN_PERMISSION']) }),
      'GET /api/authentication/csrf-token': ok({ token: 't1' }),
      'GET /api/admin/vendors': ok([PENDING]),
      'POST /api/admin/vendors/review': ok({
        vendorNumber: 'V1234567',
        status: 'Active',
        statusLabel: 'Active',
      }),
      'POST /api/admin/file-upload-enable': ok({ vendorNumber: 'V1234567', wFileStatus: 'On File' }),
    });
    renderWithProviders(<VendorReviewPage />, { route: '/admin/vendors' });
    expect(await screen.findByText('Ink Press')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reason for V1234567'), { target: { value: 'W-9 checked' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Approve V1234567' }));
    });
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/admin/vendors/review')).toBe(true));
    expect(calls.find((c) => c.key === 'POST /api/admin/vendors/review')!.body).toEqual({
      vendorNumber: 'V1234567',
      status: 'Active',
      reason: 'W-9 checked',
    });
    fireEvent.change(screen.getByLabelText('W-8 expiry of V1234567'), { target: { value: '2029-12-31' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Put the tax form of V1234567 on file' }));
    });
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/admin/file-upload-enable')).toBe(true));
    expect(calls.find((c) => c.key === 'POST /api/admin/file-upload-enable')!.body).toEqual({
      w8ExpiryDate: '2029-12-31',
    });
  });

  it('an author is told they have no permission and nothing is loaded', async () => {
    const { calls } = mockApi({ 'GET /api/authentication/session': ok({ user: user([]) }) });
    renderWithProviders(<VendorReviewPage />, { route: '/admin/vendors' });
    expect(await screen.findByText('You do not have permission to do that.')).toBeTruthy();
    expect(calls.some((c) => c.key === 'GET /api/admin/vendors')).toBe(false);
  });
});
