import { screen } from '@testing-library/react';
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

  it('signed out: the landing page, no dashboard', async () => {
    const api = mockApi({ 'GET /api/authentication/session': ok({ user: null }) });
    renderWithProviders(<HomePage dashboard={DASHBOARD} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Quire' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Dashboard' })).toBeNull();
    expect(api.calls.some((c) => c.key === 'GET /api/projects')).toBe(false);
  });
});
