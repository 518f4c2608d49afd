import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { ViewCard } from './components/ViewCard';
import { todayInNewYork } from './lib/filters';
import AdminAnalyticsPage from './routes/AdminAnalyticsPage';
import ReadingPage from './routes/ReadingPage';
import SalesPage from './routes/SalesPage';
import StatementsPage from './routes/StatementsPage';
import {
  AUTHOR,
  answer,
  BY_FORMAT,
  LINES,
  mockAnalytics,
  resetApi,
  SALES_ONLY,
  signedIn,
  TOTALS,
  Where,
} from './test-fixtures';

// jsdom lays nothing out, so recharts warns that every chart has no size; the charts' images,
// summaries and tables are what these tests read.
beforeEach(() => {
  const warn = console.warn;
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('of chart should be greater than 0')) warn(...args);
  });
});
afterEach(() => {
  resetApi();
  vi.restoreAllMocks();
});

const card = (view: string) => {
  const found = document.querySelector(`section[data-view="${view}"]`);
  if (!found) throw new Error(`No card for ${view}`);
  return within(found as HTMLElement);
};

describe('a view card', () => {
  it('draws the chart as a named image, says which figures are final, and shows the table on request', async () => {
    mockAnalytics({ AllLineResults: { ...LINES, notice: 'The range ends today.' } });
    renderWithProviders(<ViewCard view="AllLineResults" query={{ queryParameter: 'AllLineResults' }} />);
    const chart = await screen.findByRole('img', { name: /^Copies and royalties over time: line chart/ });
    expect(chart).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Copies and royalties over time' })).toBeTruthy();
    expect(screen.getByText('Partly final')).toBeTruthy();
    expect(
      screen.getByText('Figures up to October 31, 2026 are final; later ones may still change.'),
    ).toBeTruthy();
    expect(screen.getByText('November 27, 2026, 7:25 PM EST')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('The range ends today.');

    const toggle = screen.getByRole('button', { name: 'Show table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(region?.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide table' }).getAttribute('aria-expanded')).toBe('true');
    const table = screen.getByRole('table', { name: 'Copies and royalties over time' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'Week ofeBook copiesPrint copieseBook royaltyPrint royaltyFigures',
      'August 31, 202631$6.27$2.10Final',
      'October 26, 20261,2000$2,508.00$0.00Final',
      'November 23, 20262-1$4.18(-$2.10)Estimated',
      'Total1,2050$2,518.45$0.00',
    ]);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
  });

  it('shows the totals as stat cards, and the final badge', async () => {
    mockAnalytics({ AllResults: TOTALS });
    renderWithProviders(<ViewCard view="AllResults" query={{ queryParameter: 'AllResults' }} />);
    const royalty = await screen.findByText('$2,518.45');
    expect(royalty.closest('[data-stat]')?.textContent).toBe('Royalty$2,518.45');
    expect(screen.getByText('Final')).toBeTruthy();
    expect(screen.queryByText(/may still change/)).toBeNull();
  });

  it("says the view's empty words, and a failure in the envelope's words", async () => {
    const empty = answer('BarGraphDetails', {
      status: 'ESTIMATED',
      columns: [
        { key: 'campaign', label: 'Campaign', kind: 'text' },
        { key: 'redemptions', label: 'Redemptions', kind: 'count' },
      ],
    });
    mockAnalytics({
      BarGraphDetails: empty,
      MapResults: fail(403, {
        code: 'FORBIDDEN',
        description: 'Your account does not have this analytics page.',
      }),
    });
    renderWithProviders(
      <>
        <ViewCard view="BarGraphDetails" query={{ queryParameter: 'BarGraphDetails' }} />
        <ViewCard view="MapResults" query={{ queryParameter: 'MapResults' }} />
      </>,
    );
    expect(await screen.findByText('No coupon redemptions in this range yet.')).toBeTruthy();
    expect(screen.getByText('Estimated')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show table' })).toBeNull();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your account does not have this analytics page.',
    );
  });
});

describe('the sales page', () => {
  it('shows every view; a filter goes to the address and asks again, and Back restores the previous one', async () => {
    const { queriesOf } = mockAnalytics(
      { AllResults: TOTALS, AllLineResults: LINES, doughnutResults: BY_FORMAT },
      {
        ...signedIn(AUTHOR),
        'GET /api/projects': ok({
          totalCount: 1,
          page: 1,
          limit: 100,
          projects: [{ id: 'p1', title: 'Moonlight' }],
        }),
      },
    );
    renderWithProviders(
      <Routes>
        <Route
          path="/analytics"
          element={
            <>
              <SalesPage />
              <Where />
            </>
          }
        />
      </Routes>,
      { route: '/analytics' },
    );
    expect(await screen.findByRole('heading', { name: 'Sales', level: 1 })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Analytics pages' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Sales', '/analytics'],
      ['Reading', '/analytics/reading'],
      ['Visitors', '/analytics/visitors'],
      ['Statements', '/analytics/statements'],
    ]);
    expect(await card('AllResults').findByText('$2,518.45')).toBeTruthy();
    expect(await card('doughnutResults').findByRole('img', { name: /^By format: donut chart/ })).toBeTruthy();
    expect(await card('MapResults').findByText('No sales in this range yet.')).toBeTruthy();
    expect(queriesOf('MapResults')).toEqual([{ queryParameter: 'MapResults' }]);
    expect(screen.getByRole('button', { name: 'Last 90 days' }).getAttribute('aria-pressed')).toBe('true');

    // A book, a format and a country, applied together.
    await screen.findByRole('option', { name: 'Moonlight' });
    fireEvent.change(screen.getByLabelText('Book'), { target: { value: 'p1' } });
    fireEvent.change(screen.getByLabelText('Format'), { target: { value: 'EBOOK' } });
    fireEvent.change(screen.getByLabelText(/^Country/), { target: { value: 'us' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByTestId('where').textContent).toBe('/analytics?book=p1&format=EBOOK&country=US');
    await waitFor(() =>
      expect(queriesOf('MapResults').at(-1)).toEqual({
        queryParameter: 'MapResults',
        projectId: 'p1',
        format: 'EBOOK',
        country: 'US',
      }),
    );

    // A preset keeps the other filters.
    fireEvent.click(screen.getByRole('button', { name: 'This year' }));
    const today = todayInNewYork();
    const from = `${today.slice(0, 4)}-01-01`;
    expect(screen.getByTestId('where').textContent).toBe(
      `/analytics?from=${from}&to=${today}&book=p1&format=EBOOK&country=US`,
    );
    await waitFor(() => expect(queriesOf('AllLineResults').at(-1)).toMatchObject({ from, to: today }));
    expect(screen.getByRole('button', { name: 'This year' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe(from);

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('where').textContent).toBe('/analytics?book=p1&format=EBOOK&country=US');
    expect(screen.getByRole('button', { name: 'Last 90 days' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Format') as HTMLSelectElement).value).toBe('EBOOK');
  });

  it('a page the account does not have says so, with the pages it has', async () => {
    mockAnalytics({}, signedIn(SALES_ONLY));
    renderWithProviders(<ReadingPage />, { route: '/analytics/reading' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your account does not have the Reading page.',
    );
    const nav = screen.getByRole('navigation', { name: 'Analytics pages' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Sales', 'Statements']);
  });
});

describe('the way in', () => {
  it('moves an account without the Sales page on to the first page it has, with the filters of a dashboard', async () => {
    for (const [access, where] of [
      ['READING,SITE', '/analytics/reading?book=p1'],
      ['', '/analytics/statements'],
    ] as const) {
      resetApi();
      mockAnalytics({}, signedIn({ ...AUTHOR, analyticsAccess: access }));
      const { unmount } = renderWithProviders(
        <Routes>
          <Route path="/analytics" element={<SalesPage />} />
          <Route path="/analytics/reading" element={<Where />} />
          <Route path="/analytics/statements" element={<Where />} />
        </Routes>,
        { route: '/analytics?book=p1' },
      );
      expect((await screen.findByTestId('where')).textContent, access).toBe(where);
      unmount();
    }
  });
});

describe('the royalty statements', () => {
  const line = {
    projectId: 'p1',
    title: 'Moonlight',
    ean: '9780000000019',
    format: 'EBOOK',
    kind: 'SALE',
    occurredMonth: '2026-10',
    adjustment: false,
    listPrice: '4.99',
    unitPrice: '4.99',
    couponCode: null,
    units: 10,
    amount: '49.90',
    royalty: '31.94',
  };

  it('lists the months with their status and totals, and a month with its lines and downloads', async () => {
    mockAnalytics(
      {},
      {
        ...signedIn(AUTHOR),
        'GET /api/analytics/statements': ok({
          statements: [
            {
              month: '2026-11',
              status: 'ESTIMATED',
              finalAt: '2026-12-15T05:00:00.000Z',
              units: 12,
              royalty: '33.94',
              adjustments: 1,
            },
            {
              month: '2026-10',
              status: 'FINAL',
              finalAt: '2026-11-15T05:00:00.000Z',
              units: 10,
              royalty: '31.94',
              adjustments: 0,
            },
          ],
        }),
        'GET /api/analytics/statement': ok({
          month: '2026-11',
          customerId: 'C000000001',
          status: 'ESTIMATED',
          finalAt: '2026-12-15T05:00:00.000Z',
          lastUpdated: null,
          lines: [
            { ...line, occurredMonth: '2026-11', units: 11, amount: '54.89', royalty: '35.13' },
            { ...line, kind: 'RETURN', adjustment: true, units: -1, amount: '-4.99', royalty: '-3.19' },
          ],
          totals: { units: 10, amount: '49.90', royalty: '31.94' },
        }),
      },
    );
    renderWithProviders(
      <Routes>
        <Route path="/analytics/statements" element={<StatementsPage />} />
      </Routes>,
      { route: '/analytics/statements' },
    );
    const list = await screen.findByRole('table', { name: 'Statements by month' });
    const rows = within(list).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'November 2026EstimatedFinal on December 15, 2026, 12:00 AM EST12$33.941',
      'October 2026FinalFinal since November 15, 2026, 12:00 AM EST10$31.940',
    ]);

    fireEvent.click(within(list).getByRole('link', { name: 'View November 2026' }));
    expect(await screen.findByRole('heading', { name: 'Statement for November 2026' })).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Download the statement for November 2026 as CSV' })
        .getAttribute('href'),
    ).toBe('/api/analytics/statement/download?month=2026-11&format=csv');
    expect(
      screen
        .getByRole('link', { name: 'Download the statement for November 2026 as PDF' })
        .getAttribute('href'),
    ).toBe('/api/analytics/statement/download?month=2026-11&format=pdf');
    const lines = await screen.findByRole('table', { name: 'Lines of the statement for November 2026' });
    const adjusted = within(lines)
      .getAllByRole('row')
      .find((r) => r.getAttribute('data-adjustment') === 'true');
    expect(adjusted?.textContent).toContain(
      'Adjustment(sales of October 2026 that arrived after that month was final)',
    );
    expect(adjusted?.textContent).toContain('Return');
    expect(within(lines).getAllByRole('row').at(-1)?.textContent).toBe('Total10$49.90$31.94');
  });
});

describe('the back office', () => {
  function Frame({ title, children }: { title: string; children: ReactNode }) {
    return (
      <main>
        <h1>{title}</h1>
        {children}
      </main>
    );
  }

  it("shows the platform's figures, then one author's with their customer id passed to every view", async () => {
    const ADMIN = { ...AUTHOR, permissions: ['ADMIN_PERMISSION'] };
    const { queriesOf } = mockAnalytics({ AllResults: TOTALS }, signedIn(ADMIN));
    renderWithProviders(
      <Routes>
        <Route
          path="/admin/analytics"
          element={
            <>
              <AdminAnalyticsPage frame={Frame} />
              <Where />
            </>
          }
        />
      </Routes>,
      { route: '/admin/analytics' },
    );
    expect(await screen.findByText('Showing the whole platform.')).toBeTruthy();
    await waitFor(() => expect(queriesOf('AllResults')).toEqual([{ queryParameter: 'AllResults' }]));
    expect(screen.queryByLabelText('Book')).toBeNull();

    fireEvent.change(screen.getByLabelText('Customer id'), { target: { value: 'C000000001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByTestId('where').textContent).toBe('/admin/analytics?customerId=C000000001');
    await waitFor(() =>
      expect(queriesOf('bestBook').at(-1)).toEqual({ queryParameter: 'bestBook', customerId: 'C000000001' }),
    );
    const nav = screen.getByRole('navigation', { name: 'Analytics pages' });
    expect(within(nav).getByRole('link', { name: 'Reading' }).getAttribute('href')).toBe(
      '/admin/analytics?customerId=C000000001&tab=READING',
    );
  });
});
