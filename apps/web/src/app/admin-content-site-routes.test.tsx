import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client';
import { appPaths } from '../test/app-paths';
import { mockApi, ok } from '../test/fetch-mock';
import { renderWithProviders } from '../test/render';
import AdminAdBannersRoute, { AdminAdBannerEditRoute } from './admin-content-banners-route';
import AdminSiteModulesRoute, {
  AdminModuleDisplayRoute,
  AdminSiteModuleEditRoute,
} from './admin-content-modules-route';

const ADMIN = { customerId: 'C000000009', firstName: 'Ada', permissions: ['ADMIN_PERMISSION'] };
const AUTHOR = { customerId: 'C000000001', firstName: 'Ann', permissions: [] };

afterEach(() => {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
});

const at = (path: string, element: ReactElement, route = path) =>
  renderWithProviders(
    <Routes>
      <Route path={path} element={element} />
    </Routes>,
    { route },
  );

describe('the site modules and ad banners in the admin pages', () => {
  it('the site modules are in the admin frame, linked from its navigation with the ad banners', async () => {
    mockApi({
      'GET /api/authentication/session': ok({ user: ADMIN }),
      'GET /api/admin/site-modules': ok({ modules: [], totalCount: 0 }),
    });
    at('/admin/site-modules', <AdminSiteModulesRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Site modules' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Administration' });
    const modules = within(nav).getByRole('link', { name: 'Site modules' });
    expect(modules.getAttribute('href')).toBe('/admin/site-modules');
    expect(modules.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Ad banners' }).getAttribute('href')).toBe(
      '/admin/ad-banners',
    );
    expect(await screen.findByText('No site module of this type.')).toBeTruthy();
  });

  it('the ad banners are in the admin frame too', async () => {
    mockApi({
      'GET /api/authentication/session': ok({ user: ADMIN }),
      'GET /api/admin/ad-banners': ok({ banners: [], totalCount: 0 }),
      'GET /api/admin/banner-sizes': ok({ sizes: [] }),
    });
    at('/admin/ad-banners', <AdminAdBannersRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ad banners' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Administration' });
    expect(within(nav).getByRole('link', { name: 'Ad banners' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('No ad banner yet.')).toBeTruthy();
  });

  it.each([
    ['/admin/site-modules', '/admin/site-modules', <AdminSiteModulesRoute key="l" />],
    ['/admin/site-modules/new', '/admin/site-modules/new', <AdminSiteModuleEditRoute key="n" />],
    [
      '/admin/site-modules/:moduleId/edit',
      '/admin/site-modules/m1/edit',
      <AdminSiteModuleEditRoute key="e" />,
    ],
    ['/admin/site-modules/display', '/admin/site-modules/display', <AdminModuleDisplayRoute key="d" />],
    ['/admin/ad-banners', '/admin/ad-banners', <AdminAdBannersRoute key="b" />],
    ['/admin/ad-banners/new', '/admin/ad-banners/new', <AdminAdBannerEditRoute key="bn" />],
    ['/admin/ad-banners/:bannerId/edit', '/admin/ad-banners/b1/edit', <AdminAdBannerEditRoute key="be" />],
  ])('%s is for administrators only and asks nothing for anyone else', async (path, route, element) => {
    const { calls } = mockApi({ 'GET /api/authentication/session': ok({ user: AUTHOR }) });
    at(path, element, route);
    expect(await screen.findByText('This page is for administrators.')).toBeTruthy();
    expect(calls.map((c) => c.key)).toEqual(['GET /api/authentication/session']);
  });

  it('routes the site modules and the ad banners', () => {
    const paths = appPaths();
    expect(paths).toEqual(
      expect.arrayContaining([
        'admin/site-modules',
        'admin/site-modules/new',
        'admin/site-modules/display',
        'admin/site-modules/:moduleId/edit',
        'admin/ad-banners',
        'admin/ad-banners/new',
        'admin/ad-banners/:bannerId/edit',
      ]),
    );
  });
});
