import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import AccessibilityPanel from './routes/AccessibilityPanel';

const counts = { conformant: 1, partial: 0, missing: 2 };
const book = (id: string, title: string, status: string, warnings: number) => ({
  id,
  title,
  projectStatus: 'NEW',
  customerId: 'c1',
  accessibilityStatus: status,
  findingsCount: warnings + 1,
  warningCount: warnings,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('the eBook accessibility list', () => {
  it('lists the eBooks with their status, filters by status and links each to its About step', async () => {
    const { calls } = mockApi({
      'GET /api/search/eaa-searches/all': ok({
        filter: 'all',
        counts,
        totalCount: 3,
        books: [
          book('b1', 'Tide', 'conformant', 0),
          book('b2', 'Salt', 'missing', 5),
          book('b3', '', 'missing', 5),
        ],
      }),
      'GET /api/search/eaa-searches/missing': ok({
        filter: 'missing',
        counts,
        totalCount: 2,
        books: [book('b2', 'Salt', 'missing', 5), book('b3', '', 'missing', 5)],
      }),
    });
    renderWithProviders(<AccessibilityPanel />);
    const table = await screen.findByRole('table', { name: 'eBooks and their accessibility' });
    const rows = within(table).getAllByTestId('eaa-book');
    expect(rows.map((r) => r.textContent)).toEqual([
      'TideConformantNone',
      'SaltMissing5 to look at',
      'Untitled eBookMissing5 to look at',
    ]);
    expect(within(table).getByRole('link', { name: 'Salt' }).getAttribute('href')).toBe(
      '/b2/book-details/about',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Missing (2)' }));
    await waitFor(() => expect(screen.queryByText('Tide')).toBeNull());
    expect(calls.map((c) => c.key)).toContain('GET /api/search/eaa-searches/missing');
    expect(screen.getByRole('radio', { name: 'Conformant (1)' })).toBeTruthy();
  });
});
