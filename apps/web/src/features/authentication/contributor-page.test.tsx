import { CONTRIBUTOR_REMOVED_MESSAGE } from '@quire/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { storage } from '../../lib/storage';
import { fail, mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import ContributorPage from './routes/ContributorPage';

afterEach(() => {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
  storage.setAuthorShareKey(null);
  storage.setContributorMessage(null);
});

const invitation = (status: string) =>
  ok({
    author: { firstName: 'Jane', lastName: 'Austen' },
    contributor: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' },
    permissions: ['ORDER_COPY'],
    status,
    expiresAt: '2026-12-01T00:00:00.000Z',
  });

describe('contributor page', () => {
  it('shows the invitation and keeps the key for sign-in and account creation', async () => {
    const { calls } = mockApi({ 'GET /api/authentication/getContributor': invitation('INVITED') });
    renderWithProviders(<ContributorPage />, { route: '/contributor/?authorShareKey=k1' });
    expect(
      await screen.findByText('Jane Austen invited you to work in their account as a contributor.'),
    ).toBeTruthy();
    expect(screen.getByText('You may: Order copy.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In to the Shared Account' }).getAttribute('href')).toBe(
      '/sign-in?authorShareKey=k1',
    );
    await waitFor(() => expect(storage.authorShareKey()).toBe('k1'));
    expect(calls[0]?.key).toBe('GET /api/authentication/getContributor');
  });

  it('says the spec text once access was removed, and forgets the key', async () => {
    storage.setAuthorShareKey('k2');
    storage.setContributorMessage(CONTRIBUTOR_REMOVED_MESSAGE);
    mockApi({ 'GET /api/authentication/getContributor': invitation('REMOVED') });
    renderWithProviders(<ContributorPage />, { route: '/contributor/?authorShareKey=k2' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You do not have access to this account. Please contact the author for access.',
    );
    await waitFor(() => expect(storage.authorShareKey()).toBeNull());
  });

  it('explains an unknown or expired link without the error dialog', async () => {
    mockApi({
      'GET /api/authentication/getContributor': fail(400, {
        code: 'SHARE_KEY_INVALID',
        description: 'This invitation link is not valid or has expired. Please ask the author for a new one.',
        field: 'authorShareKey',
      }),
    });
    renderWithProviders(<ContributorPage />, { route: '/contributor/?authorShareKey=nope' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/not valid or has expired/);
    expect(screen.queryByRole('dialog', { name: 'Oops!' })).toBeNull();
  });
});
