import type { PromoPublisher } from '@quire/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../test/fetch-mock';
import AdminPublishersPage from './routes/AdminPublishersPage';
import { ADMIN, asked, Frame, renderPage, resetApi, signedIn } from './test-fixtures';

const base = signedIn(ADMIN);

const HARBOR: PromoPublisher = {
  id: 'P1',
  vendorNumber: 'HB-100',
  name: 'Harbor House',
  dcVendorId: 'DC77',
  companyIds: ['C1', 'C2'],
  role: 'TRADE',
  email: 'promos@harbor.example',
  createdAt: '2026-10-01T12:00:00.000Z',
  updatedAt: '2026-11-02T15:00:00.000Z',
  updatedBy: 'admin@example.com',
};

const INDIE: PromoPublisher = {
  ...HARBOR,
  id: 'P2',
  vendorNumber: 'IN-7',
  name: 'Indie Ink',
  dcVendorId: null,
  companyIds: [],
  role: 'SELF_PUBLISHED',
  email: null,
};

afterEach(resetApi);

const page = (route = '/admin/promotions/publishers') =>
  renderPage('/admin/promotions/publishers', <AdminPublishersPage frame={Frame} />, route);

describe('the publishers list', () => {
  it('shows each publisher’s facts and searches by the address', async () => {
    const { fetchMock } = mockApi({
      ...base,
      'GET /api/admin/get-publishers': ok({ publishers: [HARBOR, INDIE], numberOfRecords: 25 }),
    });
    page();
    const row = (await screen.findByRole('rowheader', { name: 'Harbor House' })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((c) => c.textContent),
    ).toEqual(['HB-100', 'DC77', 'C1, C2', 'Trade', 'promos@harbor.example']);
    const indie = screen.getByRole('rowheader', { name: 'Indie Ink' }).closest('tr')!;
    expect(indie.textContent).toContain('Self-published');
    expect(screen.getByRole('table', { name: 'Publishers' })).toBeTruthy();
    expect(screen.getByText('25 publishers')).toBeTruthy();
    expect(asked(fetchMock, '/api/admin/get-publishers')).toEqual([{ pageNum: '1', recordsPerPage: '20' }]);

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: ' harbor ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked(fetchMock, '/api/admin/get-publishers')).toHaveLength(2));
    expect(asked(fetchMock, '/api/admin/get-publishers')[1]).toEqual({
      pageNum: '1',
      recordsPerPage: '20',
      searchText: 'harbor',
    });
  });

  it('reads the page and the search from the address', async () => {
    const { fetchMock } = mockApi({
      ...base,
      'GET /api/admin/get-publishers': ok({ publishers: [INDIE], numberOfRecords: 21 }),
    });
    page('/admin/promotions/publishers?page=2&q=ink');
    await screen.findByRole('rowheader', { name: 'Indie Ink' });
    expect(asked(fetchMock, '/api/admin/get-publishers')).toEqual([
      { pageNum: '2', recordsPerPage: '20', searchText: 'ink' },
    ]);
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('ink');
  });

  it('creates a publisher: company ids from the comma list, the role chosen', async () => {
    const saved = { ...INDIE, id: 'P9', vendorNumber: 'NW-1', name: 'Northwind Books' };
    const { calls } = mockApi({
      ...base,
      'GET /api/admin/get-publishers': ok({ publishers: [HARBOR], numberOfRecords: 1 }),
      'PUT /api/admin/publisher-update': ok({ publisher: saved }),
    });
    page();
    await screen.findByRole('rowheader', { name: 'Harbor House' });
    fireEvent.click(screen.getByRole('button', { name: 'New publisher' }));
    const dialog = await screen.findByRole('dialog', { name: 'New publisher' });
    // Nothing is sent while the required fields are empty; the contract's words say what is missing.
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save Publisher' }));
    });
    expect(within(dialog).getByText('Please enter the Publisher Name.')).toBeTruthy();
    expect(within(dialog).getByText('Please enter the Vendor Number.')).toBeTruthy();
    expect(calls.some((c) => c.key === 'PUT /api/admin/publisher-update')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Publisher Name/), {
      target: { value: 'Northwind Books' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Vendor Number/), { target: { value: 'NW-1' } });
    fireEvent.change(within(dialog).getByLabelText('DC Vendor ID'), { target: { value: ' DC9 ' } });
    fireEvent.change(within(dialog).getByLabelText(/Company IDs/), { target: { value: 'A1, B2,, A1 ' } });
    fireEvent.change(within(dialog).getByLabelText(/Role/), { target: { value: 'SELF_PUBLISHED' } });
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'hi@northwind.example' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save Publisher' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New publisher' })).toBeNull());
    expect(calls.find((c) => c.key === 'PUT /api/admin/publisher-update')!.body).toEqual({
      publisher: {
        vendorNumber: 'NW-1',
        name: 'Northwind Books',
        dcVendorId: 'DC9',
        companyIds: ['A1', 'B2'],
        role: 'SELF_PUBLISHED',
        email: 'hi@northwind.example',
      },
    });
    expect(await screen.findByText('The publisher “Northwind Books” is saved.')).toBeTruthy();
  });

  it('edits a publisher: the form holds its values, the vendor number stays, its id is sent', async () => {
    const { calls } = mockApi({
      ...base,
      'GET /api/admin/get-publishers': ok({ publishers: [HARBOR], numberOfRecords: 1 }),
      'PUT /api/admin/publisher-update': ok({ publisher: { ...HARBOR, name: 'Harbor House Books' } }),
    });
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Harbor House' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Harbor House' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/Publisher Name/)));
    expect((within(dialog).getByLabelText(/Company IDs/) as HTMLInputElement).value).toBe('C1, C2');
    expect((within(dialog).getByLabelText(/Vendor Number/) as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Publisher Name/), {
      target: { value: 'Harbor House Books' },
    });
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: '' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save Publisher' }));
    });
    await waitFor(() => expect(calls.some((c) => c.key === 'PUT /api/admin/publisher-update')).toBe(true));
    expect(calls.find((c) => c.key === 'PUT /api/admin/publisher-update')!.body).toEqual({
      publisher: {
        id: 'P1',
        vendorNumber: 'HB-100',
        name: 'Harbor House Books',
        dcVendorId: 'DC77',
        companyIds: ['C1', 'C2'],
        role: 'TRADE',
        email: null,
      },
    });
  });

  it('puts the server’s refusal of a vendor number on that field', async () => {
    mockApi({
      ...base,
      'GET /api/admin/get-publishers': ok({ publishers: [HARBOR], numberOfRecords: 1 }),
      'PUT /api/admin/publisher-update': fail(409, {
        code: 'VALIDATION',
        field: 'publisher.vendorNumber',
        description: 'publisher.vendorNumber|A publisher with this vendor number exists already.',
      }),
    });
    page();
    await screen.findByRole('rowheader', { name: 'Harbor House' });
    fireEvent.click(screen.getByRole('button', { name: 'New publisher' }));
    const dialog = await screen.findByRole('dialog', { name: 'New publisher' });
    fireEvent.change(within(dialog).getByLabelText(/Publisher Name/), { target: { value: 'Copy' } });
    fireEvent.change(within(dialog).getByLabelText(/Vendor Number/), { target: { value: 'HB-100' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save Publisher' }));
    });
    const field = within(dialog).getByLabelText(/Vendor Number/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = field.getAttribute('aria-describedby') ?? '';
    expect(describedBy).not.toBe('');
    expect(
      describedBy
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' '),
    ).toContain('A publisher with this vendor number exists already.');
    expect(screen.queryByText(/Oops/)).toBeNull();
  });

  it('confirms a delete and says the server’s words when the publisher has running requests', async () => {
    const refusal = 'This publisher has pending or running trade requests and cannot be deleted.';
    const { calls, fetchMock } = mockApi({
      ...base,
      'GET /api/admin/get-publishers': ok({ publishers: [HARBOR], numberOfRecords: 1 }),
      'DELETE /api/admin/publishers-delete': fail(409, {
        code: 'VALIDATION',
        field: 'vendorNumber',
        description: `vendorNumber|${refusal}`,
      }),
    });
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Harbor House' }));
    const confirm = await screen.findByRole('dialog', { name: /Delete the publisher “Harbor House”/ });
    expect(calls.some((c) => c.key === 'DELETE /api/admin/publishers-delete')).toBe(false);
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    });
    const refused = await screen.findByRole('dialog', { name: 'This publisher was not deleted' });
    expect(refused.textContent).toContain(refusal);
    expect(refused.textContent).not.toContain('vendorNumber|');
    expect(asked(fetchMock, '/api/admin/publishers-delete')).toEqual([{ vendorNumber: 'HB-100' }]);
    expect(screen.queryByText(/Oops/)).toBeNull();
  });
});
