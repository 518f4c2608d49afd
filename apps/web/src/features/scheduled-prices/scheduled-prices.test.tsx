import {
  formatNewYorkDateTime,
  type LoggedInUser,
  SCHEDULED_PRICE_MESSAGES as M,
  type ProjectListItem,
  type ScheduledPrice,
  toNewYorkIso,
  toNewYorkWallClock,
} from '@quire/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { fail, mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import PriceChangeCardExtra from './components/PriceChangeCardExtra';
import ScheduledPricesPage from './routes/ScheduledPricesPage';

const DAY = 24 * 60 * 60_000;
const minuteFloor = (ms: number) => new Date(Math.floor(ms / 60_000) * 60_000);
const inDays = (days: number) => minuteFloor(Date.now() + days * DAY);

const USER = {
  customerId: 'C000000001',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  permissions: ['TMD_PRICE_CHNG'],
} as unknown as LoggedInUser;

const PROJECT = { id: 'p1', type: 'EBOOK', title: 'The Long Road', listPrice: '9.99' };

function scheduled(id: string, over: Partial<ScheduledPrice> = {}): ScheduledPrice {
  return {
    id,
    projectId: 'p1',
    price: '2.99',
    startDate: toNewYorkIso(inDays(3)),
    endDate: toNewYorkIso(inDays(5)),
    endDatePrice: null,
    status: 'SCHEDULED',
    previousPrice: null,
    startedAt: null,
    endedAt: null,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    ...over,
  };
}

const WINDOW = {
  open: true,
  timeZone: 'America/New_York',
  granularity: 'minute',
  earliestStart: toNewYorkIso(minuteFloor(Date.now() + 60_000)),
  latestStart: toNewYorkIso(inDays(365)),
  maxStartDaysAhead: 365,
  reminderHoursBefore: 48,
  effectiveWithinHours: 24,
};

type RouteMap = Parameters<typeof mockApi>[0];

function setup(routes: RouteMap) {
  const mock = mockApi({
    'GET /api/authentication/session': ok({ user: USER }),
    'GET /api/authentication/csrf-token': ok({ token: 't' }),
    'GET /api/project/p1': ok(PROJECT),
    'GET /api/project/priceUpdateWindow': ok(WINDOW),
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route path="/projects/:projectId/scheduled-prices" element={<ScheduledPricesPage />} />
    </Routes>,
    { route: '/projects/p1/scheduled-prices' },
  );
  return mock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
});

describe('the scheduled-prices screen', () => {
  it('lists the changes in New York time with the zone, the return price and the status', async () => {
    const items = [
      scheduled('a'),
      scheduled('b', {
        price: '1.99',
        startDate: toNewYorkIso(inDays(10)),
        endDate: null,
        status: 'SCHEDULED',
      }),
    ];
    setup({ 'GET /api/project/scheduled-prices': ok({ scheduledPrices: items }) });
    const table = await screen.findByRole('table', { name: 'Price changes' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Scheduled prices of “The Long Road”' }),
    ).toBeTruthy();
    expect(screen.getByText('Current list price: $9.99')).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = rows[1] as HTMLElement;
    expect(within(first).getByRole('rowheader').textContent).toBe('$2.99');
    expect(first.textContent).toContain(formatNewYorkDateTime(items[0]?.startDate));
    expect(first.textContent).toMatch(/(EST|EDT)/);
    expect(first.textContent).toContain('Back to the price before the change');
    expect(rows[2]?.textContent).toContain('No end: the price stays');
    expect(
      screen.getByRole('button', {
        name: `Edit the price change to $2.99 on ${formatNewYorkDateTime(items[0]?.startDate)}`,
      }),
    ).toBeTruthy();
  });

  it('schedules a change: band hints and royalty, New York time to the minute, the body the server expects', async () => {
    const user = userEvent.setup();
    let saved: ScheduledPrice[] = [];
    const mock = setup({
      'GET /api/project/scheduled-prices': () => ok({ scheduledPrices: saved }),
      'POST /api/project/scheduled-price-submit': (body) => {
        const b = body as { price: string; startDate: string };
        saved = [scheduled('new', { price: b.price, startDate: toNewYorkIso(inDays(3)) })];
        return ok({ scheduledPrice: saved[0] });
      },
    });
    await screen.findByText('No price changes are scheduled for this book.');
    await user.click(screen.getByRole('button', { name: 'Schedule a Price Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a Price Change' });
    const price = within(dialog).getByLabelText(/^New price/);
    expect(dialog.textContent).toContain('eBook prices: $0.00 (free), or from $0.99 to $199.99');
    await user.type(price, '2.99');
    expect(dialog.textContent).toContain('At $2.99 you earn $1.94 a sale (65% royalty).');
    const start = within(dialog).getByLabelText(/^Starts \(New York time, E[SD]T\)/);
    expect(start.getAttribute('type')).toBe('datetime-local');
    const startText = toNewYorkWallClock(inDays(3));
    fireEvent.change(start, { target: { value: startText } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(mock.calls.find((c) => c.key === 'POST /api/project/scheduled-price-submit')?.body).toEqual({
        projectId: 'p1',
        price: '2.99',
        startDate: startText,
        endDate: null,
        endDatePrice: null,
      }),
    );
    expect(await screen.findByRole('table', { name: 'Price changes' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says what is wrong on the field before sending, and puts the server’s answer on its field', async () => {
    const user = userEvent.setup();
    const mock = setup({
      'GET /api/project/scheduled-prices': ok({ scheduledPrices: [] }),
      'POST /api/project/scheduled-price-submit': fail(400, {
        code: 'VALIDATION',
        field: 'startDate',
        description:
          'This overlaps the price change to $1.99 from … Please choose dates that do not overlap.',
      }),
    });
    await screen.findByText('No price changes are scheduled for this book.');
    await user.click(screen.getByRole('button', { name: 'Schedule a Price Change' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^New price/), '250');
    fireEvent.change(within(dialog).getByLabelText(/^Starts/), {
      target: { value: toNewYorkWallClock(new Date(Date.now() - DAY)) },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.priceBand)).toBeTruthy();
    expect(within(dialog).getByText(/^Please choose a start in the future/)).toBeTruthy();
    expect(mock.calls.some((c) => c.key === 'POST /api/project/scheduled-price-submit')).toBe(false);

    const price = within(dialog).getByLabelText(/^New price/);
    await user.clear(price);
    await user.type(price, '1.99');
    fireEvent.change(within(dialog).getByLabelText(/^Starts/), {
      target: { value: toNewYorkWallClock(inDays(4)) },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const start = within(dialog).getByLabelText(/^Starts/);
    await waitFor(() => expect(start.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.textContent).toContain('This overlaps the price change to $1.99');
  });

  it('a change in effect keeps its price and start: only its end can change', async () => {
    const user = userEvent.setup();
    const active = scheduled('a', {
      status: 'ACTIVE',
      startDate: toNewYorkIso(inDays(-1)),
      previousPrice: '9.99',
      startedAt: new Date().toISOString(),
    });
    setup({ 'GET /api/project/scheduled-prices': ok({ scheduledPrices: [active] }) });
    const table = await screen.findByRole('table');
    expect(table.textContent).toContain('Back to $9.99 (the price before the change)');
    await user.click(within(table).getByRole('button', { name: /^Edit the price change/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the Scheduled Price' });
    expect(dialog.textContent).toContain('This change has started: only its end can still change.');
    expect(
      within(dialog)
        .getByLabelText(/^New price/)
        .hasAttribute('readonly'),
    ).toBe(true);
    expect(
      within(dialog)
        .getByLabelText(/^Starts/)
        .hasAttribute('readonly'),
    ).toBe(true);
    expect(within(dialog).getByLabelText(/^Ends/).hasAttribute('readonly')).toBe(false);
  });

  it('deletes after confirmation; a cancel sends nothing', async () => {
    const user = userEvent.setup();
    let items = [scheduled('a')];
    const mock = setup({
      'GET /api/project/scheduled-prices': () => ok({ scheduledPrices: items }),
      'DELETE /api/project/scheduled-price-delete': () => {
        items = [];
        return ok({ deleted: true, id: 'a' });
      },
    });
    const name = `Delete the price change to $2.99 on ${formatNewYorkDateTime(items[0]?.startDate)}`;
    await user.click(await screen.findByRole('button', { name }));
    const cancel = await screen.findByRole('dialog');
    await user.click(within(cancel).getByRole('button', { name: 'Cancel' }));
    expect(mock.calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);

    await user.click(screen.getByRole('button', { name }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('No price changes are scheduled for this book.');
    const url = mock.fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE')?.[0];
    expect(String(url)).toContain('/api/project/scheduled-price-delete?id=a&projectId=p1');
  });

  it('says so on the page when the book is not found or the feature is off', async () => {
    setup({
      'GET /api/project/scheduled-prices': fail(403, { code: 'FORBIDDEN', description: M.notAllowed }),
    });
    expect(await screen.findByText(M.notAllowed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Schedule a Price Change' })).toBeNull();
  });
});

describe('the dashboard badge', () => {
  const book = (over: Partial<ProjectListItem> = {}): ProjectListItem => ({
    id: 'p1',
    title: 'The Long Road',
    subtitle: null,
    type: 'EBOOK',
    projectType: 'eBook',
    status: 'ONSALE',
    listPrice: '9.99',
    ean: null,
    isbn: null,
    displayIsbn: null,
    seriesName: null,
    seriesNumber: null,
    groupProjectId: null,
    pageSize: null,
    updatedAt: new Date().toISOString(),
    coverThumbnailUrl: null,
    coverThumbnailKind: null,
    coverThumbnailPanel: null,
    saleDueAt: null,
    preOrder: false,
    onSaleDate: null,
    deletable: false,
    ...over,
  });

  it('shows "Price change on <date>: $x.xx" and the link, asking for every card in one request', async () => {
    const at = toNewYorkIso(inDays(3));
    const mock = mockApi({
      'GET /api/authentication/session': ok({ user: USER }),
      'GET /api/project/scheduled-prices/upcoming': ok({
        changes: [{ projectId: 'p1', scheduleId: 's', at, price: '2.99', edge: 'start' }],
      }),
    });
    renderWithProviders(
      <>
        <PriceChangeCardExtra project={book()} />
        <PriceChangeCardExtra project={book({ id: 'p2', title: 'Other' })} />
        <PriceChangeCardExtra project={book({ id: 'p3', type: 'PRINT', title: 'Paper' })} />
      </>,
    );
    expect(await screen.findByText(`Price change on ${formatNewYorkDateTime(at)}: $2.99`)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Scheduled prices of The Long Road' });
    expect(link.getAttribute('href')).toBe('/projects/p1/scheduled-prices');
    expect(screen.getByRole('link', { name: 'Scheduled prices of Other' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Scheduled prices of Paper' })).toBeNull();
    const upcoming = mock.fetchMock.mock.calls.filter(([u]) => String(u).includes('/upcoming'));
    expect(upcoming).toHaveLength(1);
    expect(decodeURIComponent(String(upcoming[0]?.[0]))).toContain('projectIds=p1,p2');
  });

  it('is not shown without the permission', async () => {
    mockApi({ 'GET /api/authentication/session': ok({ user: { ...USER, permissions: [] } }) });
    renderWithProviders(<PriceChangeCardExtra project={book()} />);
    await waitFor(() => expect(screen.queryByRole('link')).toBeNull());
  });
});
