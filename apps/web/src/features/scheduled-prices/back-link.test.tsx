import type { LoggedInUser } from '@quire/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { backLink, isInAppPath } from './back-link';
import ScheduledPricesPage from './routes/ScheduledPricesPage';

const USER = {
  customerId: 'C000000001',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  permissions: ['TMD_PRICE_CHNG'],
} as unknown as LoggedInUser;

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderPage(route: string) {
  mockApi({
    'GET /api/authentication/session': ok({ user: USER }),
    'GET /api/project/p1': ok({ id: 'p1', type: 'EBOOK', title: 'The Long Road', listPrice: '9.99' }),
    'GET /api/project/priceUpdateWindow': ok({ open: true }),
    'GET /api/project/scheduled-prices': ok({ scheduledPrices: [] }),
  });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/projects/:projectId/scheduled-prices" element={<ScheduledPricesPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { route },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the scheduled-prices back link', () => {
  it('returns to the Pricing step it was entered from', async () => {
    const from = encodeURIComponent('/p1/book-details/pricing');
    renderPage(`/projects/p1/scheduled-prices?from=${from}`);
    const back = await screen.findByRole('link', { name: 'Back to Pricing' });
    expect(screen.queryByRole('link', { name: 'Back to My Projects' })).toBeNull();
    await userEvent.click(back);
    expect(screen.getByTestId('where').textContent).toBe('/p1/book-details/pricing');
  });

  it('goes back to My Projects when entered otherwise', async () => {
    renderPage('/projects/p1/scheduled-prices');
    const back = await screen.findByRole('link', { name: 'Back to My Projects' });
    expect(back.getAttribute('href')).toBe('/projects');
  });

  it('takes only a wizard step of the same book, as a path inside the app', () => {
    expect(backLink('/p1/book-details/pricing', 'p1')).toEqual({
      to: '/p1/book-details/pricing',
      label: 'Back to Pricing',
    });
    expect(backLink('/p1/summary', 'p1').label).toBe('Back to Summary');
    const home = { to: '/projects', label: 'Back to My Projects' };
    for (const from of [
      null,
      '',
      '//evil.example/p1/book-details/pricing',
      '/\\evil.example',
      'https://evil.example/p1/book-details/pricing',
      'javascript:alert(1)',
      'p1/book-details/pricing',
      '/p2/book-details/pricing',
      '/p1/book-details/nothing',
      '/p1/book-details/pricing/extra',
      '/admin/users',
    ]) {
      expect(backLink(from, 'p1')).toEqual(home);
    }
    expect(isInAppPath('/p1/book-details/pricing')).toBe(true);
    expect(isInAppPath('/p1/book details')).toBe(false);
    expect(isInAppPath('/p1\u0000')).toBe(false);
  });
});
