import type { LoggedInUser } from '@quire/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '../../components/toasts';
import { api } from '../../lib/api-client';
import { fail, mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import VendorReviewPage from './routes/VendorReviewPage';

afterEach(() => {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
  resetToasts();
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
  allowedMoves: ['InReview', 'Active', 'Rejected'],
};
const REJECTED = {
  ...PENDING,
  status: 'Rejected',
  statusLabel: 'Rejected',
  allowedMoves: ['Pending', 'InReview'],
};

const ADMIN_ROUTES = {
  'GET /api/authentication/session': ok({ user: user(['ADMIN_PERMISSION']) }),
  'GET /api/authentication/csrf-token': ok({ token: 't1' }),
};
const REVIEW = 'POST /api/admin/vendors/review';
const posted = <T extends { key: string }>(calls: T[]) => calls.filter((c) => c.key === REVIEW);
/** The review answers the move it was asked for. */
const answer = (body: unknown) => {
  const { status } = body as { status: string };
  const statusLabel = status === 'InReview' ? 'In Review' : status;
  return ok({ vendorNumber: 'V1234567', status, statusLabel });
};

describe('vendor review page', () => {
  it('Approve asks one confirmation, then the row is Active and a toast says so', async () => {
    let vendors = [PENDING];
    const { calls } = mockApi({
      ...ADMIN_ROUTES,
      'GET /api/admin/vendors': () => ok(vendors),
      [REVIEW]: (body) => {
        vendors = [{ ...PENDING, status: 'Active', statusLabel: 'Active', allowedMoves: [] }];
        return answer(body);
      },
      'POST /api/admin/file-upload-enable': ok({ vendorNumber: 'V1234567', wFileStatus: 'On File' }),
    });
    renderWithProviders(<VendorReviewPage />, { route: '/admin/vendors' });
    expect(await screen.findByText('Ink Press')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve V1234567' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve V1234567' });
    expect(
      within(dialog).getByText(/ada@example.com \(Ink Press\): it moves from Pending to Active/),
    ).toBeTruthy();
    expect(posted(calls)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Note/), { target: { value: '  W-9 checked ' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    });
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]!.body).toEqual({
      vendorNumber: 'V1234567',
      status: 'Active',
      reason: 'W-9 checked',
    });
    expect(await screen.findByText('V1234567 is approved and now Active.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = screen.getByText('Ink Press').closest('tr')!;
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Approve V1234567' })).toBeNull();

    fireEvent.change(screen.getByLabelText('W-8 expiry of V1234567'), { target: { value: '2029-12-31' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Put the tax form of V1234567 on file' }));
    });
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/admin/file-upload-enable')).toBe(true));
    expect(calls.find((c) => c.key === 'POST /api/admin/file-upload-enable')!.body).toEqual({
      w8ExpiryDate: '2029-12-31',
    });
  });

  it('Cancel closes the confirmation and calls nothing', async () => {
    const { calls } = mockApi({ ...ADMIN_ROUTES, 'GET /api/admin/vendors': ok([PENDING]), [REVIEW]: answer });
    renderWithProviders(<VendorReviewPage />, { route: '/admin/vendors' });
    fireEvent.click(await screen.findByRole('button', { name: 'Start review of V1234567' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start the review of V1234567' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted(calls)).toHaveLength(0);
  });

  it('Reject needs a confirmed reason, sends it, and the row then offers reopening, not Approve', async () => {
    let vendors = [PENDING];
    const { calls } = mockApi({
      ...ADMIN_ROUTES,
      'GET /api/admin/vendors': () => ok(vendors),
      [REVIEW]: (body) => {
        vendors = [REJECTED];
        return answer(body);
      },
    });
    renderWithProviders(<VendorReviewPage />, { route: '/admin/vendors' });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject V1234567' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject V1234567' });
    expect(within(dialog).getByText('We will e-mail ada@example.com the reason.')).toBeTruthy();
    const reason = within(dialog).getByLabelText(/Reason for the rejection/);
    expect(reason.hasAttribute('required')).toBe(true);
    // Blank, then only spaces: refused in the dialog, nothing sent.
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    });
    expect(await within(dialog).findByText('Please give the reason for the rejection.')).toBeTruthy();
    fireEvent.change(reason, { target: { value: '   ' } });
    await act(async () => {
      fireEvent.keyDown(reason, { key: 'Enter' });
    });
    expect(within(dialog).getByText('Please give the reason for the rejection.')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(posted(calls)).toHaveLength(0);

    fireEvent.change(reason, { target: { value: '  The W-9 name does not match the bank account.  ' } });
    await act(async () => {
      fireEvent.keyDown(reason, { key: 'Enter' });
    });
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]!.body).toEqual({
      vendorNumber: 'V1234567',
      status: 'Rejected',
      reason: 'The W-9 name does not match the bank account.',
    });
    expect(
      await screen.findByText('V1234567 is now Rejected. ada@example.com will be e-mailed the reason.'),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Reopen V1234567 for review' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reopen V1234567 and start review' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve V1234567' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject V1234567' })).toBeNull();
  });

  it("the server's reason error shows on the reason field and the dialog stays open", async () => {
    mockApi({
      ...ADMIN_ROUTES,
      'GET /api/admin/vendors': ok([PENDING]),
      [REVIEW]: fail(400, {
        code: 'VALIDATION',
        description: 'Please give the reason for the rejection.',
        field: 'reason',
      }),
    });
    renderWithProviders(<VendorReviewPage />, { route: '/admin/vendors' });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject V1234567' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject V1234567' });
    const reason = within(dialog).getByLabelText(/Reason for the rejection/);
    fireEvent.change(reason, { target: { value: 'x' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    });
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(/Please give the reason for the rejection\./)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Reject V1234567' })).toBeTruthy();
  });

  it('the Rejected filter lists rejected vendors, which are offered only reopening', async () => {
    const { calls, fetchMock } = mockApi({
      ...ADMIN_ROUTES,
      'GET /api/admin/vendors': ok([REJECTED]),
      [REVIEW]: answer,
    });
    renderWithProviders(<VendorReviewPage />, { route: '/admin/vendors' });
    const show = await screen.findByLabelText('Show');
    expect(within(show).getByRole('option', { name: 'Rejected' })).toBeTruthy();
    fireEvent.change(show, { target: { value: 'Rejected' } });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('status=Rejected'))).toBe(true),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Reopen V1234567 for review' }));
    expect(screen.queryByRole('button', { name: 'Approve V1234567' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Reopen V1234567 for review' });
    expect(within(dialog).queryByLabelText(/Reason for the rejection/)).toBeNull();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    });
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]!.body).toEqual({ vendorNumber: 'V1234567', status: 'Pending' });
    expect(await screen.findByText('V1234567 is reopened and now Pending.')).toBeTruthy();
  });

  it('an author is told they have no permission and nothing is loaded', async () => {
    const { calls } = mockApi({ 'GET /api/authentication/session': ok({ user: user([]) }) });
    renderWithProviders(<VendorReviewPage />, { route: '/admin/vendors' });
    expect(await screen.findByText('You do not have permission to do that.')).toBeTruthy();
    expect(calls.some((c) => c.key === 'GET /api/admin/vendors')).toBe(false);
  });
});
