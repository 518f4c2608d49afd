import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { MARKETING_SLUGS } from '../../lib/site-pages';
import { mockApi, ok } from '../../test/fetch-mock';
import { cssVariablesResolver, theme } from '../theme';
import { AppLayout, MOBILE_QUERY } from './AppLayout';

function stubWidth(mobile: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === MOBILE_QUERY ? mobile : false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

const SIGNED_IN = { customerId: 'c1', firstName: 'Ada', lastName: 'L', email: 'a@b.co', permissions: [] };
const MESSAGE = {
  messageId: 'm1',
  typeId: 2,
  title: 'Printing is slower this week',
  details: '<p>Proofs ship in 5 days.</p>',
  link: null,
  severity: 'INFO',
  startAt: '2030-01-01T00:00:00.000Z',
  affectedTitles: null,
};

function renderLayout(user: unknown = null, messages: unknown[] = []) {
  const api = mockApi({
    'GET /api/authentication/session': ok({ user }),
    'GET /api/project/page-banners/projects': ok({ page: 'projects', modules: [], banners: [], messages }),
  });
  queryClient.clear();
  const router = createMemoryRouter(
    [{ path: '/', element: <AppLayout />, children: [{ path: '*', element: <h1>Page</h1> }] }],
    { initialEntries: ['/somewhere'] },
  );
  const view = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, api };
}

const footerHrefs = () =>
  within(screen.getByRole('contentinfo'))
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

afterEach(() => vi.unstubAllGlobals());

describe('layout', () => {
  it('desktop: landmarks, skip link, no menu button, footer links every marketing page and sign-in', async () => {
    stubWidth(false);
    renderLayout();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('main-content');
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe(
      '#main-content',
    );
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    // Nothing about the account until the session is known: no Sign In offered to a signed-in author.
    expect(footerHrefs()).toEqual(MARKETING_SLUGS.map((s) => `/${s}`));
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(footerHrefs()).toEqual([...MARKETING_SLUGS.map((s) => `/${s}`), '/sign-in']);
  });

  it('a visitor: Sign In and Create Account in the header, Sign In in the footer, no account links, no site messages asked', async () => {
    stubWidth(false);
    const { api } = renderLayout(null, [MESSAGE]);
    const header = screen.getByRole('banner');
    expect((await within(header).findByRole('link', { name: 'Sign In' })).getAttribute('href')).toBe(
      '/sign-in',
    );
    expect(within(header).getByRole('link', { name: 'Create Account' }).getAttribute('href')).toBe(
      '/create-account',
    );
    expect(screen.queryByRole('link', { name: 'My Account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).toBeNull();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Sign In' })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 30));
    expect(api.calls.map((c) => c.key)).toEqual(['GET /api/authentication/session']);
    expect(screen.queryByRole('region', { name: 'Site messages' })).toBeNull();
  });

  it('signed in: no Sign In or Create Account anywhere; My Account in the header only', async () => {
    stubWidth(false);
    renderLayout(SIGNED_IN);
    await screen.findByText('Signed in as Ada');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create Account' })).toBeNull();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe(
      '/account/profile',
    );
    expect(within(header).getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(footerHrefs()).toEqual(MARKETING_SLUGS.map((s) => `/${s}`));
    expect(within(screen.getByRole('contentinfo')).queryByRole('link', { name: 'My Account' })).toBeNull();
  });

  it('signed in on a page with no content page of its own: the message bar at the top of the page, from one page-banners/projects request', async () => {
    stubWidth(false);
    const { api } = renderLayout(SIGNED_IN, [MESSAGE]);
    const bar = await screen.findByRole('region', { name: 'Site messages' });
    expect(within(bar).getByRole('article', { name: 'Printing is slower this week' })).toBeTruthy();
    expect(screen.getByRole('main').firstElementChild).toBe(bar);
    expect(api.calls.filter((c) => c.key.startsWith('GET /api/project/page-banners'))).toHaveLength(1);
  });

  it('mobile (≤ 768 px): the menu button opens and closes the navigation', () => {
    stubWidth(true);
    renderLayout();
    const menu = screen.getByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation', hidden: true });
    expect(menu.getAttribute('aria-controls')).toBe(nav.id);
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(nav.getAttribute('data-open')).toBe('false');
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(nav.getAttribute('data-open')).toBe('true');
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('signed in: the project search combobox with its label and placeholder, the name and Sign Out', async () => {
    stubWidth(false);
    renderLayout({ customerId: 'c1', firstName: 'Ada', lastName: 'L', email: 'a@b.co', permissions: [] });
    const search = await screen.findByRole('combobox', { name: 'Search your books' });
    // A signed-in author is not offered Sign In in the footer.
    expect(footerHrefs()).not.toContain('/sign-in');
    expect(search.getAttribute('placeholder')).toBe('Search by Title, Author, ISBN, Series');
    expect(search.getAttribute('aria-expanded')).toBe('false');
    expect(search.closest('search')).toBeTruthy();
    expect(screen.getByText('Signed in as Ada')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(screen.queryByTestId('acting-banner')).toBeNull();
  });

  it('the left navigation links to the coupon summary for accounts with eBook coupons only', async () => {
    stubWidth(false);
    const user = { customerId: 'c1', firstName: 'Ada', lastName: 'L', email: 'a@b.co' };
    const view = renderLayout({ ...user, permissions: ['EBOOK_COUPONS'] });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect((await within(nav).findByRole('link', { name: 'Coupons' })).getAttribute('href')).toBe(
      '/projects/coupon/coupon-summary',
    );
    view.unmount();
    renderLayout({ ...user, permissions: [] });
    await screen.findByText('Signed in as Ada');
    expect(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).queryByRole('link', {
        name: 'Coupons',
      }),
    ).toBeNull();
  });

  it('the left navigation links to the sales dashboards for accounts with them and for administrators', async () => {
    stubWidth(false);
    const user = { customerId: 'c1', firstName: 'Ada', lastName: 'L', email: 'a@b.co' };
    const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });
    for (const permissions of [['SALES_REPORTS'], ['ADMIN_PERMISSION']]) {
      const view = renderLayout({ ...user, permissions });
      expect((await within(nav()).findByRole('link', { name: 'Sales & Reading' })).getAttribute('href')).toBe(
        '/analytics',
      );
      view.unmount();
    }
    renderLayout({ ...user, permissions: ['EBOOK_COUPONS'] });
    await within(nav()).findByRole('link', { name: 'Coupons' });
    expect(within(nav()).queryByRole('link', { name: 'Sales & Reading' })).toBeNull();
  });

  it('a contributor acting for an author is told whose account they work in', async () => {
    stubWidth(false);
    renderLayout({
      customerId: 'c2',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@b.co',
      permissions: [],
      accessList: ['ORDER_COPY'],
      actingFor: { customerId: 'c1', firstName: 'Jane', lastName: 'Austen' },
    });
    expect((await screen.findByTestId('acting-banner')).textContent).toBe(
      'You are working in the account of Jane Austen as a contributor.',
    );
  });
});
