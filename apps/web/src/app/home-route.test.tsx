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
    const api = mockApi({
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
    // The author's home, not the visitors': no home copy asked for, no royalty example.
    expect(api.calls.some((c) => c.key === 'GET /api/static_content')).toBe(false);
    expect(screen.queryByRole('textbox', { name: 'eBook list price' })).toBeNull();
  });

  it("signed out: the visitors' home page with its published copy, and no dashboard asked for", async () => {
    const api = mockApi({
      'GET /api/authentication/session': ok({ user: null }),
      'GET /api/static_content': ok({
        page: {
          url: 'home',
          title: 'Publish with Quire today',
          html: '<p>Your book, everywhere readers are.</p>',
          version: 1,
          publishedAt: '2026-11-01T10:00:00.000Z',
        },
      }),
    });
    renderWithProviders(<HomeRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Publish with Quire today' })).toBeTruthy();
    expect(screen.getByText('Your book, everywhere readers are.')).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'eBook royalty by list price' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /^Welcome, / })).toBeNull();
    expect(api.calls.some((c) => c.key === 'GET /api/projects')).toBe(false);
  });
});
