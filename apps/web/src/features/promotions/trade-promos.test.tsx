import type { PromoDefinition } from '@quire/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../test/fetch-mock';
import type { RequestItem } from './api/requests';
import AdminTradePromosPage from './routes/AdminTradePromosPage';
import { ADMIN, asked, DECEMBER, Frame, renderPage, resetApi, signedIn } from './test-fixtures';

const base = {
  ...signedIn(ADMIN),
  'GET /api/admin/get-publisher-options-details': ok({
    options: [
      { value: 'HB-100', label: 'Harbor House', dcVendorId: 'DC77', companyIds: ['C1'] },
      { value: 'GL-2', label: 'Gull Press', dcVendorId: null, companyIds: [] },
    ],
  }),
};

const trade = (id: string, title: string, over: Partial<RequestItem> = {}): RequestItem => ({
  id,
  definitionId: 'D1',
  author: 'Harbor House',
  submissionDate: '11/02/2026',
  ean: `97815000000${id.slice(-2)}`,
  title,
  description: 'December Deals',
  merchPromoName: 'December Deals',
  additionalComments: 'Front list lead.',
  promoPrice: '2.99',
  regularPrice: '12.99',
  preferredStartDate: '12/01/2026',
  preferredEndDate: '12/15/2026',
  startDate: '12/01/2026',
  endDate: '12/15/2026',
  mercPromoType: 'LIMITED_TIME_EBOOK',
  position: null,
  vendorNumber: 'HB-100',
  status: 'PENDING',
  flexDate: 'false',
  promoEndDisplayDate: null,
  label: 'Pending',
  reviewBy: null,
  decline: null,
  decidedAt: null,
  projectId: null,
  source: 'TRADE',
  scheduledPriceId: null,
  ...over,
});

const SEA = trade('t01', 'The Sea Road');
const FOG = trade('t02', 'Fog Harbour');

/** December Deals with no form fields, rules or display days of its own. */
const DEFINITION: PromoDefinition = {
  ...DECEMBER,
  copy: '',
  promoStartDisplayDate: null,
  promoEndDisplayDate: null,
  rules: '',
  links: '',
  fields: [],
  nominations: 0,
};

afterEach(resetApi);

const page = (route = '/admin/promotions/trade') =>
  renderPage('/admin/promotions/trade', <AdminTradePromosPage frame={Frame} />, route);

describe('the trade promotions page', () => {
  it('lists the chosen trade publisher’s nominations by tab and page', async () => {
    const { fetchMock } = mockApi({
      ...base,
      'GET /api/admin/trade-march-promos': ok({ promos: [SEA, FOG], numberOfRecords: 2 }),
    });
    page();
    const select = await screen.findByRole('combobox', { name: 'Trade publisher' });
    await waitFor(() => expect((select as HTMLSelectElement).disabled).toBe(false));
    expect(asked(fetchMock, '/api/admin/get-publisher-options-details')).toEqual([{ userRole: 'TRADE' }]);
    expect(screen.getByText('Choose a trade publisher to see its nominations.')).toBeTruthy();
    expect(asked(fetchMock, '/api/admin/trade-march-promos')).toEqual([]);

    fireEvent.change(select, { target: { value: 'HB-100' } });
    const row = (await screen.findByRole('rowheader', { name: 'The Sea Road' })).closest('tr')!;
    expect(row.textContent).toContain('$12.99');
    expect(row.textContent).toContain('$2.99');
    expect(screen.getByRole('table', { name: 'Trade nominations of Harbor House: Pending' })).toBeTruthy();
    expect(asked(fetchMock, '/api/admin/trade-march-promos')).toEqual([
      { vendorNumber: 'HB-100', status: 'PENDING', pageNum: '1', recordsPerPage: '20' },
    ]);

    fireEvent.click(screen.getByRole('tab', { name: 'Declined' }));
    await waitFor(() => expect(asked(fetchMock, '/api/admin/trade-march-promos')).toHaveLength(2));
    expect(asked(fetchMock, '/api/admin/trade-march-promos')[1]).toEqual({
      vendorNumber: 'HB-100',
      status: 'DECLINED',
      pageNum: '1',
      recordsPerPage: '20',
    });
  });

  it('reads the publisher, the tab and the page from the address', async () => {
    const { fetchMock } = mockApi({
      ...base,
      'GET /api/admin/trade-march-promos': ok({ promos: [SEA], numberOfRecords: 21 }),
    });
    page('/admin/promotions/trade?vendor=HB-100&status=APPROVED&page=2');
    await screen.findByRole('rowheader', { name: 'The Sea Road' });
    expect(asked(fetchMock, '/api/admin/trade-march-promos')).toEqual([
      { vendorNumber: 'HB-100', status: 'APPROVED', pageNum: '2', recordsPerPage: '20' },
    ]);
    expect(screen.getByRole('tab', { name: 'Accepted' }).getAttribute('aria-selected')).toBe('true');
  });

  it('accepts a checked nomination with its dates through update-trade-promo-status', async () => {
    const { calls } = mockApi({
      ...base,
      'GET /api/admin/trade-march-promos': ok({ promos: [SEA, FOG], numberOfRecords: 2 }),
      'PUT /api/admin/update-trade-promo-status': ok({
        changeId: 'chg7',
        status: 'APPROVED',
        label: 'Accepted',
        updated: 1,
        undoSeconds: 15,
        undoUntil: '2026-11-27T22:00:15.000Z',
      }),
      'PUT /api/project/undo-promo-status': ok({ restored: 1 }),
    });
    page('/admin/promotions/trade?vendor=HB-100');
    await screen.findByRole('rowheader', { name: 'Fog Harbour' });
    const bar = screen.getByRole('group', { name: 'Change the status of the selected nominations' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Fog Harbour' }));
    fireEvent.click(within(bar).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept Request' });
    fireEvent.change(within(dialog).getByLabelText(/Start Date/), { target: { value: '2026-12-02' } });
    fireEvent.change(within(dialog).getByLabelText(/End Date/), { target: { value: '2026-12-09' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /api/admin/update-trade-promo-status')?.body).toEqual({
        ids: ['t02'],
        status: 'APPROVED',
        startDate: '12/02/2026',
        endDate: '12/09/2026',
      }),
    );
    expect(await screen.findByText('1 request moved to Accepted')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /api/project/undo-promo-status')?.body).toEqual({
        changeId: 'chg7',
      }),
    );
  });

  it('adds two rows for a current promotion; the payload carries both', async () => {
    const { calls, fetchMock } = mockApi({
      ...base,
      'GET /api/admin/trade-march-promos': ok({ promos: [], numberOfRecords: 0 }),
      'GET /api/project/promotion': ok({ promotions: [DEFINITION] }),
      'POST /api/admin/add-march-promos': ok({ promos: [SEA, FOG] }),
    });
    page('/admin/promotions/trade?vendor=HB-100&status=DECLINED');
    fireEvent.click(await screen.findByRole('button', { name: 'Add nominations' }));
    const heading = await screen.findByRole('heading', { name: 'Add nominations for Harbor House' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(/if any row has a problem, none is saved/)).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Titles to nominate' })).toBeTruthy();
    const definition = screen.getByRole('combobox', { name: /Promotion/ });
    await waitFor(() => expect((definition as HTMLSelectElement).disabled).toBe(false));
    fireEvent.change(definition, { target: { value: 'D1' } });

    fireEvent.change(screen.getByLabelText('Row 1 EAN'), { target: { value: ' 9781500000001 ' } });
    fireEvent.change(screen.getByLabelText('Row 1 regular price'), { target: { value: '12.99' } });
    fireEvent.change(screen.getByLabelText('Row 1 promo price'), { target: { value: '2.99' } });
    fireEvent.change(screen.getByLabelText('Row 1 start date'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('Row 1 end date'), { target: { value: '2026-12-15' } });
    fireEvent.change(screen.getByLabelText('Row 1 comments'), { target: { value: 'Lead title' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a row' }));
    fireEvent.change(screen.getByLabelText('Row 2 EAN'), { target: { value: '9781500000002' } });
    fireEvent.change(screen.getByLabelText('Row 2 regular price'), { target: { value: '9.99' } });
    fireEvent.change(screen.getByLabelText('Row 2 promo price'), { target: { value: '1.99' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Row 2 flexible dates' }));
    expect((screen.getByLabelText('Row 2 start date') as HTMLInputElement).disabled).toBe(true);
    // A third row added and removed again is not sent.
    fireEvent.click(screen.getByRole('button', { name: 'Add a row' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 3' }));
    expect(screen.queryByLabelText('Row 3 EAN')).toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save nominations' }));
    });
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/admin/add-march-promos')).toBe(true));
    expect(asked(fetchMock, '/api/admin/add-march-promos')).toEqual([
      { vendorNumber: 'HB-100', definitionId: 'D1' },
    ]);
    expect(calls.find((c) => c.key === 'POST /api/admin/add-march-promos')!.body).toEqual({
      payload: [
        {
          ean: '9781500000001',
          regularPrice: '12.99',
          promoPrice: '2.99',
          startDate: '12/01/2026',
          endDate: '12/15/2026',
          flexDate: false,
          additionalComments: 'Lead title',
        },
        {
          ean: '9781500000002',
          regularPrice: '9.99',
          promoPrice: '1.99',
          startDate: null,
          endDate: null,
          flexDate: true,
          additionalComments: null,
        },
      ],
    });
    expect(await screen.findByText('2 nominations were added.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Add nominations for Harbor House' })).toBeNull();
    // The new nominations are pending: the page shows that tab.
    await waitFor(() =>
      expect(asked(fetchMock, '/api/admin/trade-march-promos').at(-1)).toEqual({
        vendorNumber: 'HB-100',
        status: 'PENDING',
        pageNum: '1',
        recordsPerPage: '20',
      }),
    );
  });

  it('shows a row’s problem in its cell and says nothing was saved', async () => {
    const { calls } = mockApi({
      ...base,
      'GET /api/admin/trade-march-promos': ok({ promos: [], numberOfRecords: 0 }),
      'GET /api/project/promotion': ok({ promotions: [DEFINITION] }),
      'POST /api/admin/add-march-promos': fail(400, {
        code: 'VALIDATION',
        field: 'payload.1.promoPrice',
        description: 'payload.1.promoPrice|The promo price must be less than the regular price.',
      }),
    });
    page('/admin/promotions/trade?vendor=HB-100');
    fireEvent.click(await screen.findByRole('button', { name: 'Add nominations' }));
    // Without a promotion nothing is sent.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save nominations' }));
    });
    expect(screen.getByText('Please choose a promotion.')).toBeTruthy();
    const definition = screen.getByRole('combobox', { name: /Promotion/ });
    await waitFor(() => expect((definition as HTMLSelectElement).disabled).toBe(false));
    fireEvent.change(definition, { target: { value: 'D1' } });
    fireEvent.change(screen.getByLabelText('Row 1 EAN'), { target: { value: '9781500000001' } });
    fireEvent.change(screen.getByLabelText('Row 1 regular price'), { target: { value: '12.99' } });
    fireEvent.change(screen.getByLabelText('Row 1 promo price'), { target: { value: '2.99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a row' }));
    fireEvent.change(screen.getByLabelText('Row 2 EAN'), { target: { value: '9781500000002' } });
    fireEvent.change(screen.getByLabelText('Row 2 regular price'), { target: { value: '3.99' } });
    fireEvent.change(screen.getByLabelText('Row 2 promo price'), { target: { value: '5.99' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save nominations' }));
    });
    expect(calls.filter((c) => c.key === 'POST /api/admin/add-march-promos')).toHaveLength(1);
    const cell = screen.getByLabelText('Row 2 promo price');
    await waitFor(() => expect(cell.getAttribute('aria-invalid')).toBe('true'));
    const described = (cell.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(described).toContain('The promo price must be less than the regular price.');
    expect(described).not.toContain('payload.1');
    expect(screen.getByLabelText('Row 1 promo price').getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByText('Nothing was saved').closest('[role="alert"]')).toBeTruthy();
    // The section stays open with what was typed.
    expect((screen.getByLabelText('Row 2 promo price') as HTMLInputElement).value).toBe('5.99');
    expect(screen.queryByText(/Oops/)).toBeNull();
  });
});
