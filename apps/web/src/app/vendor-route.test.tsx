import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { US_VENDOR } from '../features/vendors/test-fixtures';
import { mockApi, ok } from '../test/fetch-mock';
import { renderWithProviders } from '../test/render';
import VendorRoute from './vendor-route';

const USER = {
  customerId: 'c1',
  firstName: 'Ada',
  lastName: 'Author',
  email: 'author@example.com',
  permissions: [],
  vendorStatus: 'New',
};

afterEach(() => vi.unstubAllGlobals());

describe('vendor route', () => {
  it('frames the vendor form as an account page: the account navigation, this page marked current', async () => {
    mockApi({
      'GET /api/authentication/session': ok({ user: USER }),
      'GET /api/vendor/info': ok(US_VENDOR),
    });
    renderWithProviders(<VendorRoute />, { route: '/account/vendor' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor, Tax and Bank' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(nav).getByRole('link', { name: 'Profile' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Vendor, Tax and Bank' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await screen.findByRole('form', { name: 'Publisher information' })).toBeTruthy();
  });
});
