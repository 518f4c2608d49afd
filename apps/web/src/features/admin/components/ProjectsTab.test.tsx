import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ProjectsTab } from './ProjectsTab';

const OWNER = {
  customerId: 'C000000001',
  email: 'author@example.com',
  firstName: 'Ann',
  lastName: 'Author',
};

afterEach(() => vi.unstubAllGlobals());

describe('the back office projects tab', () => {
  it("names the owner of the user's books, above the list and on each row", async () => {
    mockApi({
      'GET /api/admin/users/details/C000000001': ok(OWNER),
      'GET /api/admin/users/projects/C000000001': ok({
        totalCount: 1,
        pageNum: 1,
        recordsPerPage: 30,
        projects: [
          {
            id: 'p1',
            title: 'The Long Road',
            projectType: 'eBook',
            status: 'ONSALE',
            isbn: null,
            updatedAt: '2026-11-20T15:00:00.000Z',
          },
        ],
      }),
    });
    renderWithProviders(<ProjectsTab customerId="C000000001" />, {
      route: '/admin/users/C000000001?tab=projects',
    });
    expect(await screen.findByText('Books owned by Ann Author (author@example.com)')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Projects' });
    expect(within(table).getByRole('columnheader', { name: 'Owner' })).toBeTruthy();
    const row = within(table).getByRole('row', { name: /The Long Road/ });
    expect(row.textContent).toContain('Ann Author');
    expect(row.textContent).toContain('author@example.com');
  });
});
