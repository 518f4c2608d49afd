import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import HomePage from './HomePage';

const USER = {
  customerId: 'c1',
  firstName: 'Ada',
  lastName: 'Author',
  email: 'author@example.com',
  permissions: [],
  vendorStatus: 'ACTIVE',
  vendorNumber: 'V1000001',
};

/** A stand-in for the projects dashboard (the real one is composed in src/app/home-route.tsx). */
const DASHBOARD = <section aria-label="Dashboard" />;

afterEach(() => vi.unstubAllGlobals());

describe('home', () => {
  it('signed in: the welcome, the vendor facts and the dashboard the route passes in', async () => {
    mockApi({ 'GET /api/authentication/session': ok({ user: USER }) });
    renderWithProviders(<HomePage dashboard={DASHBOARD} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeTruthy();
    expect(screen.getByText('V1000001')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Dashboard' })).toBeTruthy();
  });

  it('the vendor account status links to the vendor page where the author has something to do', async () => {
    for (const [vendorStatus, label] of [
      ['None', 'Incomplete'],
      ['New', 'New'],
    ] as const) {
      mockApi({ 'GET /api/authentication/session': ok({ user: { ...USER, vendorStatus } }) });
      const { unmount } = renderWithProviders(<HomePage dashboard={DASHBOARD} />);
      const link = await screen.findByRole('link', {
        name: `Vendor account status: ${label}. Go to your vendor account`,
      });
      expect(link.textContent).toBe(label);
      expect(link.getAttribute('href')).toBe('/account/vendor');
      expect(
        screen.getByText(/^To sell your books, add your publisher, tax and bank information\./),
      ).toBeTruthy();
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('a vendor account that waits or is done shows its status as plain text', async () => {
    for (const [vendorStatus, label] of [
      ['Active', 'Active'],
      ['Pending', 'Pending'],
      ['InReview', 'In Review'],
    ] as const) {
      mockApi({ 'GET /api/authentication/session': ok({ user: { ...USER, vendorStatus } }) });
      const { unmount } = renderWithProviders(<HomePage dashboard={DASHBOARD} />);
      expect(await screen.findByText(label)).toBeTruthy();
      expect(screen.queryByRole('link', { name: /Vendor account status/ })).toBeNull();
      expect(screen.queryByText(/^To sell your books/)).toBeNull();
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it("signed out: nothing (the route shows visitors the content feature's home page), no dashboard", async () => {
    const api = mockApi({ 'GET /api/authentication/session': ok({ user: null }) });
    renderWithProviders(<HomePage dashboard={DASHBOARD} />);
    await waitFor(() =>
      expect(api.calls.some((c) => c.key === 'GET /api/authentication/session')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Dashboard' })).toBeNull();
    expect(api.calls.some((c) => c.key === 'GET /api/projects')).toBe(false);
  });
});
