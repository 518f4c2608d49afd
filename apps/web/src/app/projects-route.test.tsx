import { formatNewYorkDateTime, toNewYorkIso } from '@quire/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../test/fetch-mock';
import { renderWithProviders } from '../test/render';
import ProjectsRoute from './projects-route';

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
});
