import type { LoggedInUser } from '@quire/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import AdminPromoRequestsPage from './routes/AdminPromoRequestsPage';

const ADMIN = {
  customerId: 'C000000009',
  email: 'admin@example.com',
  firstName: 'Ada',
  lastName: 'Admin',
  permissions: ['ADMIN_PERMISSION'],
} as unknown as LoggedInUser;

afterEach(() => {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
});

describe("the administrators' request filters", () => {
  it('names the ALL type in words and sends a chosen type; the search field has room for its placeholder', async () => {
    const { fetchMock } = mockApi({
      'GET /api/authentication/session': ok({ user: ADMIN }),
      'GET /api/project/promos': ok({ promos: [], numberOfRecords: 0, undoSeconds: 15 }),
      'GET /api/project/promo-filters': ok({
        filters: [{ value: 'NOOK_DAILY_FIND', label: 'NOOK Daily Find' }],
      }),
    });
    renderWithProviders(
      <Routes>
        <Route path="/admin/promotions/requests" element={<AdminPromoRequestsPage />} />
      </Routes>,
      { route: '/admin/promotions/requests' },
    );
    const type = (await screen.findByRole('combobox', { name: 'Promotion Type' })) as HTMLSelectElement;
    await within(type).findByRole('option', { name: 'NOOK Daily Find' });
    const all = within(type).getByRole('option', { name: 'All promotion types' }) as HTMLOptionElement;
    expect(all.value).toBe('ALL');
    expect(type.value).toBe('ALL');

    const search = screen.getByRole('searchbox', { name: 'Search by Title, Author, ISBN' });
    expect(search.getAttribute('placeholder')).toBe('Search by Title, Author, ISBN');
    expect(search.closest('.promo-request-search')).toBeTruthy();

    const types = () =>
      fetchMock.mock.calls
        .map((c) => new URL(String(c[0]), 'http://localhost'))
        .filter((u) => u.pathname === '/api/project/promos')
        .map((u) => u.searchParams.get('promoType'));
    fireEvent.change(type, { target: { value: 'NOOK_DAILY_FIND' } });
    await waitFor(() => expect(types().at(-1)).toBe('NOOK_DAILY_FIND'));
    fireEvent.change(type, { target: { value: 'ALL' } });
    await waitFor(() => expect(types().at(-1)).toBe('ALL'));
  });
});
