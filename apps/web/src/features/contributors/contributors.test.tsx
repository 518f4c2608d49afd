import type { Contributor } from '@quire/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { fail, mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import ContributorsPanel from './routes/ContributorsPanel';

const ANN: Contributor = {
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  permissions: ['ORDER_COPY'],
  status: 'ACTIVE',
  invitedAt: '2026-11-01T10:00:00.000Z',
  expiresAt: '2026-11-15T10:00:00.000Z',
  acceptedAt: '2026-11-02T10:00:00.000Z',
};

const SHARING_AUTHOR = {
  customerId: 'C1',
  email: 'jane@example.com',
  firstName: 'Jane',
  permissions: ['SHARED_ACCESS'],
};

afterEach(() => {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
});

describe('contributors screen', () => {
  it('lists contributors with their permissions and invites one with the chosen permissions', async () => {
    const { calls } = mockApi({
      'GET /api/authentication/csrf-token': ok({ token: 't1' }),
      'GET /api/authentication/session': ok({ user: SHARING_AUTHOR }),
      'GET /api/account/contributors': ok({ contributors: [ANN] }),
      'POST /api/account/contributors': (body) =>
        ok({ contributor: { ...ANN, ...(body as object), id: '2', status: 'INVITED', acceptedAt: null } }),
    });
    renderWithProviders(<ContributorsPanel />);
    const row = (await screen.findByText('Ann Lee')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Order copy')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();

    // Nothing is sent until every field is right: the permission is required too.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    });
    expect(await screen.findByText('Please choose at least one permission.')).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST /api/account/contributors')).toBe(false);

    fireEvent.change(screen.getByLabelText(/First Name/), { target: { value: 'Bo' } });
    fireEvent.change(screen.getByLabelText(/Last Name/), { target: { value: 'Kim' } });
    fireEvent.change(screen.getByLabelText(/E-mail Address/), { target: { value: 'bo@example.com' } });
    fireEvent.click(screen.getByLabelText('Order copy'));
    fireEvent.click(screen.getByLabelText('Access list'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    });
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/account/contributors')).toBe(true));
    expect(calls.find((c) => c.key === 'POST /api/account/contributors')?.body).toEqual({
      firstName: 'Bo',
      lastName: 'Kim',
      email: 'bo@example.com',
      permissions: ['ORDER_COPY', 'ACCESS_LIST'],
    });
  });

  it('shows the duplicate e-mail answer on the e-mail field in the spec words', async () => {
    mockApi({
      'GET /api/authentication/csrf-token': ok({ token: 't1' }),
      'GET /api/authentication/session': ok({ user: SHARING_AUTHOR }),
      'GET /api/account/contributors': ok({ contributors: [ANN] }),
      'POST /api/account/contributors': fail(409, {
        code: 'CONTRIBUTOR_EXISTS',
        description: 'A contributor already exists with this email address',
        field: 'email',
      }),
    });
    renderWithProviders(<ContributorsPanel />);
    await screen.findByText('Ann Lee');
    fireEvent.change(screen.getByLabelText(/First Name/), { target: { value: 'Ann' } });
    fireEvent.change(screen.getByLabelText(/Last Name/), { target: { value: 'Lee' } });
    fireEvent.change(screen.getByLabelText(/E-mail Address/), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByLabelText('Manage promotion'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    });
    const email = screen.getByLabelText(/E-mail Address/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('A contributor already exists with this email address')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Oops!' })).toBeNull();
  });

  it('changes permissions in a dialog and removes after confirmation', async () => {
    const { calls } = mockApi({
      'GET /api/authentication/csrf-token': ok({ token: 't1' }),
      'GET /api/authentication/session': ok({ user: SHARING_AUTHOR }),
      'GET /api/account/contributors': ok({ contributors: [ANN] }),
      [`PUT /api/account/contributors/${ANN.id}`]: (body) =>
        ok({ contributor: { ...ANN, ...(body as object) } }),
      [`DELETE /api/account/contributors/${ANN.id}`]: ok({ removed: true }),
    });
    renderWithProviders(<ContributorsPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Change permissions of Ann Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Permissions of Ann Lee' });
    fireEvent.click(within(dialog).getByLabelText('Project dashboard and manage series'));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(calls.some((c) => c.key.startsWith('PUT '))).toBe(true));
    expect(calls.find((c) => c.key.startsWith('PUT '))?.body).toEqual({
      permissions: ['ORDER_COPY', 'PROJECT_DASHBOARD'],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Remove Ann Lee' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Contributor' });
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    });
    await waitFor(() => expect(calls.some((c) => c.key.startsWith('DELETE '))).toBe(true));
  });

  it('without Author Shared Access: no invitation form, the reason, and removal still offered', async () => {
    mockApi({
      'GET /api/authentication/session': ok({ user: { ...SHARING_AUTHOR, permissions: [] } }),
      'GET /api/account/contributors': ok({ contributors: [ANN] }),
    });
    renderWithProviders(<ContributorsPanel />);
    expect(await screen.findByText(/Author Shared Access\) is not enabled/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send Invitation' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Remove Ann Lee' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change permissions of Ann Lee' })).toBeNull();
  });

  it('a contributor acting for the author: the list read-only with access list, a notice without it', async () => {
    const acting = {
      ...SHARING_AUTHOR,
      permissions: ['SHARED_ACCESS'],
      actingFor: { customerId: 'C9', firstName: 'Jane', lastName: 'Austen' },
      accessList: ['ACCESS_LIST'],
    };
    mockApi({
      'GET /api/authentication/session': ok({ user: acting }),
      'GET /api/account/contributors': ok({ contributors: [ANN] }),
    });
    renderWithProviders(<ContributorsPanel />);
    expect(await screen.findByText('Ann Lee')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Ann Lee' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send Invitation' })).toBeNull();
    cleanup();
    vi.unstubAllGlobals();

    const { calls } = mockApi({
      'GET /api/authentication/session': ok({ user: { ...acting, accessList: ['ORDER_COPY'] } }),
    });
    renderWithProviders(<ContributorsPanel />);
    expect(
      await screen.findByText('The author has not given you access to their list of contributors.'),
    ).toBeTruthy();
    expect(calls.some((c) => c.key === 'GET /api/account/contributors')).toBe(false);
  });
});
