import { MantineProvider } from '@mantine/core';
import { formatNewYorkDateTime, toNewYorkIso } from '@quire/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../test/fetch-mock';
import { renderWithProviders } from '../test/render';
import ProjectsRoute from './projects-route';
import { AppRoutes } from './router';
import { cssVariablesResolver, theme } from './theme';

const USER = {
  customerId: 'c1',
  firstName: 'Ada',
  lastName: 'Author',
  email: 'author@example.com',
  permissions: ['TMD_PRICE_CHNG'],
  vendorStatus: 'ACTIVE',
};

const item = (id: string, title: string, type: 'EBOOK' | 'PRINT') => ({
  id,
  title,
  subtitle: null,
  type,
  projectType: type === 'EBOOK' ? 'eBook' : 'Book',
  status: 'ONSALE',
  listPrice: '9.99',
  ean: null,
  isbn: null,
  seriesName: null,
  seriesNumber: null,
  groupProjectId: null,
  pageSize: null,
  updatedAt: '2026-11-20T15:00:00.000Z',
  coverThumbnailUrl: null,
});

afterEach(() => vi.unstubAllGlobals());

describe('projects route', () => {
  it('an eBook card shows its coming price change and the link to its scheduled prices; a print card neither', async () => {
    const at = toNewYorkIso(new Date(Date.UTC(2030, 2, 5, 19, 30)));
    mockApi({
      'GET /api/authentication/session': ok({ user: USER }),
      'GET /api/projects': ok({
        totalCount: 2,
        page: 1,
        limit: 20,
        projects: [item('e1', 'Digital', 'EBOOK'), item('p1', 'Paper', 'PRINT')],
      }),
      'GET /api/project/scheduled-prices/upcoming': ok({
        changes: [{ projectId: 'e1', scheduleId: 's1', at, price: '2.99', edge: 'start' }],
      }),
      'GET /api/project/page-banners/projects': ok({
        page: 'projects',
        modules: [],
        banners: [],
        messages: [],
      }),
    });
    renderWithProviders(<ProjectsRoute />, { route: '/projects' });
    const ebook = await screen.findByRole('article', { name: 'Digital' });
    expect(
      await within(ebook).findByText(`Price change on ${formatNewYorkDateTime(at)}: $2.99`),
    ).toBeTruthy();
    expect(formatNewYorkDateTime(at)).toBe('Mar 5, 2030, 2:30 PM EST');
    expect(
      within(ebook).getByRole('link', { name: 'Scheduled prices of Digital' }).getAttribute('href'),
    ).toBe('/projects/e1/scheduled-prices');
    const print = screen.getByRole('article', { name: 'Paper' });
    expect(within(print).queryByRole('link', { name: /Scheduled prices/ })).toBeNull();
  });

  it('the page with its layout asks page-banners/projects once for its modules, banners and messages', async () => {
    const column = {
      heading: 'Grow your readership',
      copy: '<p>Tips for your <b>launch</b><img src=x onerror="alert(1)"></p>',
      imagePath: null,
      imageUrl: null,
      imageAlt: null,
      link: '/how-it-works',
      linkLabel: 'See how',
    };
    const siteModule = (id: string, moduleType: string, heading: string) => ({
      id,
      name: id,
      moduleType,
      template: 'TEXT',
      doubleTemplate: false,
      columns: [{ ...column, heading }],
      pages: ['projects'],
      position: 0,
      active: true,
      startAt: null,
      endAt: null,
      updatedAt: '2030-01-01T00:00:00.000Z',
    });
    const api = mockApi({
      'GET /api/authentication/session': ok({ user: USER }),
      'GET /api/projects': ok({
        totalCount: 1,
        page: 1,
        limit: 20,
        projects: [item('e1', 'Digital', 'EBOOK')],
      }),
      'GET /api/project/scheduled-prices/upcoming': ok({ changes: [] }),
      'GET /api/project/page-banners/projects': ok({
        page: 'projects',
        modules: [
          siteModule('left', 'LEFT_NAV_PROJECT', 'Grow your readership'),
          siteModule('top', 'BANNER', 'Proofs ship faster'),
        ],
        banners: [],
        messages: [
          {
            messageId: 'm1',
            typeId: 2,
            title: 'Maintenance on Sunday',
            details: '<p>The site is down 2–3 AM ET.</p>',
            link: null,
            severity: 'CRITICAL',
            startAt: '2030-01-01T00:00:00.000Z',
            affectedTitles: null,
          },
        ],
      }),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={['/projects']}>
            <AppRoutes />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    // The left column: the LEFT_NAV_PROJECT module under the navigation's links.
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const modules = await within(nav).findByRole('complementary', { name: 'From Quire' });
    expect(within(modules).getByText('Grow your readership')).toBeTruthy();
    expect(within(modules).getByRole('link', { name: 'See how' }).getAttribute('href')).toBe('/how-it-works');
    expect(modules.innerHTML).not.toMatch(/onerror|<img/);
    // The page: its BANNER module above the dashboard; the bar: the reader's message.
    const main = screen.getByRole('main');
    const banners = await within(main).findByRole('complementary', { name: 'Featured' });
    expect(within(banners).getByText('Proofs ship faster')).toBeTruthy();
    expect(within(banners).queryByText('Grow your readership')).toBeNull();
    const bar = await within(main).findByRole('region', { name: 'Site messages' });
    expect(within(bar).getByRole('button', { name: 'I have read this' })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Digital' })).toBeTruthy();
    expect(
      api.calls.filter((c) => c.key.startsWith('GET /api/project/page-banners')).map((c) => c.key),
    ).toEqual(['GET /api/project/page-banners/projects']);
  });
});
