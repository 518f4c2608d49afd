import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MARKETING_SLUGS } from '../lib/site-pages';
import { fail, mockApi, ok } from '../test/fetch-mock';
import { renderWithProviders } from '../test/render';
import { routes } from './router';

afterEach(() => vi.unstubAllGlobals());

const page = (url: string) => ({
  url,
  title: `Title of ${url}`,
  html: `<h2>About ${url}</h2><p>Body of ${url}, with <a href="/sign-in">a way in</a>.</p>`,
  version: 3,
  publishedAt: '2026-11-01T10:00:00.000Z',
});

/** The app's route for a path, rendered alone (the layout around it is the layout tests'). */
function renderRoute(slug: string) {
  const route = (routes[0]?.children ?? []).find((r) => r.path === slug);
  if (!route) throw new Error(`No route for ${slug}`);
  return renderWithProviders(
    <Routes>
      <Route path={slug} element={route.element} />
    </Routes>,
    { route: `/${slug}` },
  );
}

/** The url asked of static_content in the calls so far. */
const askedUrls = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === '/api/static_content')
    .map((u) => u.searchParams.get('url'));

describe('the footer pages', () => {
  it.each(MARKETING_SLUGS)('/%s shows its published page from static_content', async (slug) => {
    const api = mockApi({ 'GET /api/static_content': ok({ page: page(slug) }) });
    renderRoute(slug);
    expect(await screen.findByRole('heading', { level: 1, name: `Title of ${slug}` })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: `About ${slug}` })).toBeTruthy();
    expect(screen.getByText(`Body of ${slug}, with`, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'a way in' }).getAttribute('href')).toBe('/sign-in');
    expect(askedUrls(api.fetchMock)).toEqual([slug]);
    expect(document.title).toBe(`Title of ${slug} | Quire`);
  });

  it('a page that is not published answers 404: the page says it does not exist', async () => {
    mockApi({
      'GET /api/static_content': fail(404, { code: 'NOT_FOUND', description: 'There is no such page.' }),
    });
    renderRoute('about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('There is no such page.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it('a failed load says so and Try Again asks again', async () => {
    let answer = fail(500, { code: 'UNEXPECTED', description: 'Something went wrong.' });
    mockApi({ 'GET /api/static_content': () => answer });
    renderRoute('how-it-works');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load this page.');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    answer = ok({ page: page('how-it-works') });
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Title of how-it-works' })).toBeTruthy();
  });

  it('shows a loading state while the page is on its way', async () => {
    mockApi({ 'GET /api/static_content': ok({ page: page('sitemap') }) });
    renderRoute('sitemap');
    expect(screen.getByRole('status').textContent).toContain('Loading the page…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Title of sitemap' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
