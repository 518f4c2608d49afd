import type { LoggedInUser } from '@quire/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { fail, mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import type { BookFacts, RequestItem } from './api/requests';
import AdminPromoRequestsPage from './routes/AdminPromoRequestsPage';
import PromoSummaryPage from './routes/PromoSummaryPage';

const PUBLISHER = {
  customerId: 'C000000001',
  email: 'pub@example.com',
  firstName: 'Pat',
  lastName: 'Publisher',
  permissions: ['MERCHANDISING'],
} as unknown as LoggedInUser;

const ADMIN = { ...PUBLISHER, customerId: 'C000000009', permissions: ['ADMIN_PERMISSION'] } as LoggedInUser;

const request = (id: string, title: string, over: Partial<RequestItem> = {}): RequestItem => ({
  id,
  definitionId: 'D1',
  author: 'Pat Publisher',
  submissionDate: '11/02/2026',
  ean: `97800000000${id.slice(-2).padStart(2, '0')}`,
  title,
  description: 'Limited-Time eBook Deal',
  merchPromoName: 'Limited-Time eBook Deal',
  additionalComments: 'Please feature it in the spring.',
  promoPrice: '1.99',
  regularPrice: '4.99',
  preferredStartDate: '12/01/2026',
  preferredEndDate: '12/15/2026',
  startDate: '12/01/2026',
  endDate: '12/15/2026',
  mercPromoType: 'LIMITED_TIME_EBOOK',
  position: null,
  vendorNumber: 'V1',
  status: 'PENDING',
  flexDate: 'false',
  promoEndDisplayDate: null,
  label: 'Pending',
  reviewBy: '11/20/2026',
  decline: null,
  decidedAt: null,
  projectId: `P${id}`,
  source: 'QUIRE',
  scheduledPriceId: null,
  ...over,
});

const A = request('r01', 'Tides');
const B = request('r02', 'The Moon Book');
const C = request('r03', 'Harbour Lights');

const list = (promos: RequestItem[], numberOfRecords = promos.length) =>
  ok({ promos, numberOfRecords, undoSeconds: 15 });

/** The query of each list request, as a plain object. */
function listRequests(fetchMock: { mock: { calls: unknown[][] } }) {
  return fetchMock.mock.calls
    .map((c) => new URL(String(c[0]), 'http://localhost'))
    .filter((u) => u.pathname === '/api/project/promos')
    .map((u) => Object.fromEntries(u.searchParams));
}

const publisherPage = (route = '/projects/coupon/bn-promo-summary') =>
  renderWithProviders(
    <Routes>
      <Route path="/projects/coupon/bn-promo-summary" element={<PromoSummaryPage />} />
    </Routes>,
    { route },
  );

const adminPage = (route = '/admin/promotions/requests') =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/promotions/requests" element={<AdminPromoRequestsPage />} />
    </Routes>,
    { route },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
});

const csrf = { 'GET /api/authentication/csrf-token': ok({ csrfToken: 'token' }) };

describe('the publisher’s request list', () => {
  it('asks the pending tab newest first, says when it is empty, and another tab starts again', async () => {
    const { fetchMock } = mockApi({
      'GET /api/authentication/session': ok({ user: PUBLISHER }),
      'GET /api/project/promotion_messages_JWT': ok({ messages: [] }),
      'GET /api/project/promos': list([]),
    });
    publisherPage();
    expect(await screen.findByText("You don't have any pending merchandising requests.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nominate a title' }).getAttribute('href')).toBe(
      '/projects/coupon/bn-promo',
    );
    expect(screen.queryByRole('link', { name: 'Coupon summary' })).toBeNull();
    expect(listRequests(fetchMock)).toEqual([
      { status: 'PENDING', pageNum: '1', recordsPerPage: '20', sortBy: 'newest' },
    ]);
    const tabs = screen.getByRole('tablist', { name: 'Request status' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Pending', 'Accepted', 'Declined', 'Completed']);
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Accepted' }));
    expect(await screen.findByText("You don't have any accepted merchandising requests.")).toBeTruthy();
    expect(listRequests(fetchMock).at(-1)).toEqual({
      status: 'APPROVED',
      pageNum: '1',
      recordsPerPage: '20',
      sortBy: 'oldestPrefDate',
    });
  });

  it('links to the coupon summary for a publisher with eBook coupons', async () => {
    mockApi({
      'GET /api/authentication/session': ok({
        user: { ...PUBLISHER, permissions: ['MERCHANDISING', 'EBOOK_COUPONS'] },
      }),
      'GET /api/project/promotion_messages_JWT': ok({ messages: [] }),
      'GET /api/project/promos': list([]),
    });
    publisherPage();
    expect((await screen.findByRole('link', { name: 'Coupon summary' })).getAttribute('href')).toBe(
      '/projects/coupon/coupon-summary',
    );
  });

  it('a tab switch goes back to page 1', async () => {
    const { fetchMock } = mockApi({
      'GET /api/authentication/session': ok({ user: PUBLISHER }),
      'GET /api/project/promotion_messages_JWT': ok({ messages: [] }),
      'GET /api/project/promos': list([A], 45),
    });
    publisherPage('/projects/coupon/bn-promo-summary?page=3');
    await screen.findByRole('button', { name: 'Tides' });
    expect(listRequests(fetchMock).at(-1)?.pageNum).toBe('3');
    fireEvent.click(screen.getByRole('tab', { name: 'Declined' }));
    await waitFor(() =>
      expect(listRequests(fetchMock).at(-1)).toMatchObject({ status: 'DECLINED', pageNum: '1' }),
    );
  });

  it('deletes a request only after the confirmation, and edits a pending one on the nomination page', async () => {
    const { calls } = mockApi({
      ...csrf,
      'GET /api/authentication/session': ok({ user: PUBLISHER }),
      'GET /api/project/promotion_messages_JWT': ok({ messages: [] }),
      'GET /api/project/promos': list([A]),
      'DELETE /api/project/delete-promo/r01': ok({ deleted: true, id: 'r01' }),
    });
    publisherPage();
    await screen.findByRole('button', { name: 'Tides' });
    expect(screen.getByRole('link', { name: 'Edit the request for Tides' }).getAttribute('href')).toBe(
      '/projects/coupon/bn-promo?id=r01',
    );
    // No checkboxes and no status control for a publisher.
    expect(screen.queryByRole('checkbox')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Delete the request for Tides' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Request' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete the request for Tides' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Request' });
    expect(within(dialog).getByText(/Are you sure you want to delete this request/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'DELETE /api/project/delete-promo/r01')).toHaveLength(1),
    );
  });

  it('the Notes modal shows the comments and, while pending, the review date', async () => {
    mockApi({
      'GET /api/authentication/session': ok({ user: PUBLISHER }),
      'GET /api/project/promotion_messages_JWT': ok({ messages: [] }),
      'GET /api/project/promos': list([A]),
    });
    publisherPage();
    fireEvent.click(await screen.findByRole('button', { name: 'View notes for Tides' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notes' });
    expect(within(dialog).getByText('Please feature it in the spring.')).toBeTruthy();
    expect(within(dialog).getByText('Will be reviewed by Nov 20, 2026')).toBeTruthy();
  });
});

describe('the administrators’ review', () => {
  it('accepts two checked requests with their dates, then Undo reverts the change', async () => {
    const { calls, fetchMock } = mockApi({
      ...csrf,
      'GET /api/authentication/session': ok({ user: ADMIN }),
      'GET /api/project/promos': list([A, B, C]),
      'GET /api/project/promo-filters': ok({ filters: [{ value: 'NOOK_HAUL', label: 'NOOK Haul' }] }),
      'PUT /api/project/update-promo-status': ok({
        changeId: 'chg1',
        status: 'APPROVED',
        label: 'Accepted',
        updated: 2,
        undoSeconds: 15,
        undoUntil: '2026-11-27T22:00:15.000Z',
      }),
      'PUT /api/project/undo-promo-status': ok({ restored: 2 }),
    });
    adminPage();
    await screen.findByRole('button', { name: 'Tides' });
    expect(listRequests(fetchMock)[0]).toEqual({
      status: 'PENDING',
      pageNum: '1',
      recordsPerPage: '20',
      sortBy: 'oldest',
      isAdmin: 'true',
      promoType: 'ALL',
      includeExpired: 'true',
    });
    expect(screen.getByRole('searchbox', { name: 'Search by Title, Author, ISBN' })).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Include Expired Promos' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByRole('link', { name: 'Look up 9780000000001' }).getAttribute('href')).toBe(
      '/utilities/isbn-lookup?q=9780000000001',
    );

    const bar = screen.getByRole('group', { name: 'Change the status of the selected requests' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Accept', 'Decline']);
    expect((within(bar).getByRole('button', { name: 'Accept' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Tides' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select The Moon Book' }));
    fireEvent.click(within(bar).getByRole('button', { name: 'Accept' }));

    const dialog = await screen.findByRole('dialog', { name: 'Accept Request' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(within(dialog).getAllByText(M_ACCEPT_DATES).length).toBe(2);
    fireEvent.change(within(dialog).getByLabelText(/Start Date/), { target: { value: '2026-12-01' } });
    fireEvent.change(within(dialog).getByLabelText(/End Date/), { target: { value: '2026-12-08' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));

    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /api/project/update-promo-status')?.body).toEqual({
        ids: ['r01', 'r02'],
        status: 'APPROVED',
        startDate: '12/01/2026',
        endDate: '12/08/2026',
      }),
    );
    const status = await screen.findByText('2 requests moved to Accepted');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText(/s left to undo/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /api/project/undo-promo-status')?.body).toEqual({
        changeId: 'chg1',
      }),
    );
    await waitFor(() => expect(screen.queryByText('2 requests moved to Accepted')).toBeNull());
  });

  it('a decline needs a reason (and the words for Other) before it is sent', async () => {
    const { calls } = mockApi({
      ...csrf,
      'GET /api/authentication/session': ok({ user: ADMIN }),
      'GET /api/project/promos': list([A, B]),
      'GET /api/project/promo-filters': ok({ filters: [] }),
      'PUT /api/project/update-promo-status': ok({
        changeId: 'chg2',
        status: 'DECLINED',
        label: 'Declined',
        updated: 1,
        undoSeconds: 15,
        undoUntil: '2026-11-27T22:00:15.000Z',
      }),
    });
    adminPage();
    await screen.findByRole('button', { name: 'Tides' });
    // No row checked: the row's own control acts on that row alone.
    fireEvent.click(screen.getByRole('button', { name: 'Change status of The Moon Book' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Request' });
    expect(within(dialog).getByText('Are you sure you want to decline this request?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByText('Please choose a reason for the decline.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Reason/ }), {
      target: { value: 'OTHER' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByText('Please tell the publisher why.')).toBeTruthy();
    expect(calls.some((c) => c.key === 'PUT /api/project/update-promo-status')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Reason for the publisher/), {
      target: { value: 'Already featured this month.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /api/project/update-promo-status')?.body).toEqual({
        ids: ['r02'],
        status: 'DECLINED',
        declineReason: 'OTHER',
        declineNote: 'Already featured this month.',
      }),
    );
    expect(await screen.findByText('1 request moved to Declined')).toBeTruthy();
  });

  it('the side preview shows the book, N/A for what it lacks, and points for a print page size', async () => {
    const book: BookFacts = {
      id: 'P1',
      coverImageUrl: null,
      title: 'Tides',
      productPageUrl: null,
      contributors: [{ firstName: 'Ann', lastName: 'Author', role: 'A01', roleLabel: 'Author' }],
      format: 'Print Book',
      coverFormat: null,
      publicationDate: null,
      listPrice: '9.99',
      seriesName: null,
      seriesNumber: null,
      status: 'ONSALE',
      statusLabel: 'On sale',
      mature: false,
      primaryCategory: null,
      otherCategories: [],
      pageSize: '6x9',
      pageCount: null,
      printColor: null,
      paperColor: null,
      coverFinish: null,
    };
    mockApi({
      'GET /api/authentication/session': ok({ user: ADMIN }),
      'GET /api/project/promos': list([A, B]),
      'GET /api/project/promo-filters': ok({ filters: [] }),
      'GET /api/search/isbn-lookup/9780000000001': ok({
        isbn: '9780000000001',
        isbn13: '9780000000001',
        valid: true,
        problem: null,
        status: 'IN_USE',
        project: null,
        retail: null,
        book,
      }),
      'GET /api/search/isbn-lookup/9780000000002': fail(404, {
        code: '21063',
        description: "We can't find the ISBN you have provided. Please check your number and try again.",
      }),
    });
    adminPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Tides' }));
    const drawer = await screen.findByRole('dialog', { name: 'Tides' });
    expect(await within(drawer).findByText('Ann Author (Author)')).toBeTruthy();
    const fact = (label: string) => within(drawer).getByText(label).nextElementSibling?.textContent;
    expect(fact('Product page')).toBe('N/A');
    expect(fact('Cover format')).toBe('N/A');
    expect(fact('Publication date')).toBe('N/A');
    expect(fact('Series')).toBe('N/A');
    expect(fact('Other categories')).toBe('N/A');
    expect(fact('Mature')).toBe('No');
    expect(fact('Page size')).toBe('6 × 9 in (432 × 648 pt)');
    expect(fact('Page count')).toBe('N/A');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close the book details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'The Moon Book' }));
    const other = await screen.findByRole('dialog', { name: 'The Moon Book' });
    expect(
      await within(other).findByText(
        "We can't find the ISBN you have provided. Please check your number and try again.",
      ),
    ).toBeTruthy();
  });

  it('pages with a window of 9 pages; a search with no result says so', async () => {
    const { fetchMock } = mockApi({
      'GET /api/authentication/session': ok({ user: ADMIN }),
      'GET /api/project/promos': list([A], 600),
      'GET /api/project/promo-filters': ok({ filters: [] }),
    });
    adminPage('/admin/promotions/requests?page=15');
    await screen.findByRole('button', { name: 'Tides' });
    const pager = screen.getByRole('navigation', { name: 'Pages of merchandising requests' });
    const pages = within(pager)
      .getAllByRole('link')
      .map((l) => l.getAttribute('aria-label'))
      .filter((n) => n?.startsWith('Page '));
    expect(pages).toEqual([
      'Page 1',
      'Page 11',
      'Page 12',
      'Page 13',
      'Page 14',
      'Page 15',
      'Page 16',
      'Page 17',
      'Page 18',
      'Page 19',
      'Page 30',
    ]);
    expect(listRequests(fetchMock).at(-1)?.pageNum).toBe('15');
  });

  it('with a search the empty list says nothing matched; without, that the tab is empty', async () => {
    mockApi({
      'GET /api/authentication/session': ok({ user: ADMIN }),
      'GET /api/project/promos': list([]),
      'GET /api/project/promo-filters': ok({ filters: [] }),
    });
    adminPage('/admin/promotions/requests?status=COMPLETED');
    expect(await screen.findByText('There are no completed merchandising requests.')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by Title, Author, ISBN' }), {
      target: { value: 'Tides' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('We found no requests matching your search criteria with this status.'),
    ).toBeTruthy();
  });

  it('a one-page list shows no pager, a completed request’s status cannot be opened and has no checkbox', async () => {
    mockApi({
      'GET /api/authentication/session': ok({ user: ADMIN }),
      'GET /api/project/promos': list([{ ...A, status: 'COMPLETED', label: 'Completed' }]),
      'GET /api/project/promo-filters': ok({ filters: [] }),
    });
    adminPage('/admin/promotions/requests?status=COMPLETED');
    await screen.findByRole('button', { name: 'Tides' });
    expect(screen.queryByRole('navigation', { name: 'Pages of merchandising requests' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect((screen.getByRole('button', { name: 'Completed' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('group', { name: 'Change the status of the selected requests' })).toBeNull();
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toBe(
      'Merchandising requests: Completed',
    );
  });
});

const M_ACCEPT_DATES = 'Please enter a start and end date for the accepted promotion.';
