import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../test/fetch-mock';
import { renderWithProviders } from '../test/render';
import HomeRoute from './home-route';

const USER = {
  customerId: 'c1',
  firstName: 'Ada',
  lastName: 'Author',
  email: 'author@example.com',
  permissions: [],
  vendorStatus: 'ACTIVE',
  vendorNumber: 'V1000001',
};

afterEach(() => vi.unstubAllGlobals());

describe('home route', () => {
  it('signed in: the projects dashboard as a section of the home page', async () => {
    mockApi({
      'GET /api/authentication/session': ok({ user: USER }),
      'GET /api/projects': ok({ totalCount: 0, page: 1, limit: 20, projects: [] }),
    });
    renderWithProviders(<HomeRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'My Projects' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'You have no books yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a New Book' }).getAttribute('href')).toBe(
      '/build-a-book',
    );
  });

  it('signed out: the landing page, and no dashboard asked for', async () => {
    const api = mockApi({ 'GET /api/authentication/session': ok({ user: null }) });
    renderWithProviders(<HomeRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Quire' })).toBeTruthy();
    expect(api.calls.some((c) => c.key === 'GET /api/projects')).toBe(false);
  });
});
