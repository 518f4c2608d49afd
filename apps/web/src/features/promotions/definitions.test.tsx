import type { PromoDefinition } from '@quire/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import AdminPromotionEditPage from './routes/AdminPromotionEditPage';
import AdminPromotionsPage from './routes/AdminPromotionsPage';
import { ADMIN, asked, Frame, DECEMBER as MONTHLY, renderPage, resetApi, signedIn } from './test-fixtures';

const base = signedIn(ADMIN);

const STANDARD: PromoDefinition = {
  ...MONTHLY,
  id: 'D2',
  mercPromoType: 'TEMPLATE_1',
  merchPromoName: 'Template Picks',
  kind: 'STANDARD',
  submitBy: null,
  start: null,
  end: null,
  promoStartDisplayDate: null,
  promoEndDisplayDate: null,
  position: 2,
  adminOnly: true,
  nominations: 0,
};

afterEach(resetApi);

const listPage = (route = '/admin/promotions') =>
  renderPage('/admin/promotions', <AdminPromotionsPage frame={Frame} />, route);

const editPage = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/promotions" element={<h1>List</h1>} />
      <Route path="/admin/promotions/new" element={<AdminPromotionEditPage frame={Frame} />} />
      <Route path="/admin/promotions/:definitionId/edit" element={<AdminPromotionEditPage frame={Frame} />} />
    </Routes>,
    { route },
  );

describe('the promotion definitions list', () => {
  it('shows each definition with its type, kind, days and nominations, and filters by status and search', async () => {
    const { fetchMock } = mockApi({
      ...base,
      'GET /api/admin/get-promotions': ok({ promotions: [MONTHLY, STANDARD], numberOfRecords: 2 }),
    });
    listPage();
    const row = (await screen.findByRole('rowheader', { name: 'December Deals' })).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 6)).toEqual([
      'Limited-Time eBook Deal',
      'Monthly',
      'Nov 20, 2026',
      'Dec 01, 2026 – Dec 28, 2026',
      'Nov 01, 2026 – Nov 20, 2026',
      '3',
    ]);
    const standard = screen.getByRole('rowheader', { name: /Template Picks/ }).closest('tr')!;
    expect(standard.textContent).toContain('Standard');
    expect(standard.textContent).toContain('Administrators only');
    expect(within(row).getByRole('link', { name: 'Edit December Deals' }).getAttribute('href')).toBe(
      '/admin/promotions/D1/edit',
    );
    expect(screen.getByRole('link', { name: 'New promotion' }).getAttribute('href')).toBe(
      '/admin/promotions/new',
    );
    expect(asked(fetchMock, '/api/admin/get-promotions')).toEqual([
      { pageNum: '1', recordsPerPage: '20', status: 'CURRENT', sortBy: 'start' },
    ]);

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'EXPIRED' } });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: ' deals ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show Promotions' }));
    await waitFor(() => expect(asked(fetchMock, '/api/admin/get-promotions')).toHaveLength(2));
    expect(asked(fetchMock, '/api/admin/get-promotions')[1]).toEqual({
      pageNum: '1',
      recordsPerPage: '20',
      status: 'EXPIRED',
      sortBy: 'start',
      searchText: 'deals',
    });
  });

  it('confirms a delete and says the server’s words when the definition has nominations', async () => {
    const refusal =
      'This promotion has nominations and cannot be deleted. Decline or delete its requests first.';
    const { calls } = mockApi({
      ...base,
      'GET /api/admin/get-promotions': ok({ promotions: [MONTHLY], numberOfRecords: 1 }),
      'DELETE /api/admin/promotions-delete': fail(409, {
        code: 'PROMO_DEFINITION_IN_USE',
        description: refusal,
      }),
    });
    listPage('/admin/promotions?status=ALL');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete December Deals' }));
    const confirm = await screen.findByRole('dialog', { name: /Delete the promotion “December Deals”/ });
    expect(calls.some((c) => c.key === 'DELETE /api/admin/promotions-delete')).toBe(false);
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    });
    const refused = await screen.findByRole('dialog', { name: 'This promotion was not deleted' });
    expect(refused.textContent).toContain(refusal);
    expect(screen.queryByText(/Oops/)).toBeNull();
  });

  it("offers each promotion's requests as a CSV download from export-report-promotion", async () => {
    mockApi({
      ...base,
      'GET /api/admin/get-promotions': ok({
        promotions: [MONTHLY, { ...STANDARD, id: 'D 2/x' }],
        numberOfRecords: 2,
      }),
    });
    listPage();
    const link = await screen.findByRole('link', { name: 'Export the requests of December Deals (CSV)' });
    expect(link.getAttribute('href')).toBe('/api/admin/export-report-promotion?promoDefinitionId=D1');
    expect(link.hasAttribute('download')).toBe(true);
    expect(link.textContent).toBe('Export requests (CSV)');
    // An id is sent as one query value, whatever it holds.
    const other = screen.getByRole('link', { name: 'Export the requests of Template Picks (CSV)' });
    expect(
      new URL(other.getAttribute('href')!, 'http://localhost').searchParams.get('promoDefinitionId'),
    ).toBe('D 2/x');
  });
});

describe('the promotion definition form', () => {
  it('creates a monthly definition: days as MM/DD/YYYY, rules and links joined with |, the fields listed', async () => {
    const saved = { ...MONTHLY, id: 'D9', merchPromoName: 'Spring Sale' };
    const { calls } = mockApi({ ...base, 'PUT /api/admin/promotion-update': ok({ promotion: saved }) });
    editPage('/admin/promotions/new');
    await screen.findByRole('heading', { name: 'New promotion' });
    fireEvent.change(screen.getByLabelText(/Promotion type/), { target: { value: 'NOOK_HAUL' } });
    fireEvent.change(screen.getByLabelText(/Promotion Name/), { target: { value: 'Spring Sale' } });
    fireEvent.change(screen.getByLabelText('Copy'), { target: { value: 'Fresh <i>reads</i>' } });
    expect(screen.getByRole('group', { name: 'Dates (New York days)' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Submit by/), { target: { value: '2027-02-15' } });
    fireEvent.change(screen.getByLabelText(/Start date/), { target: { value: '2027-03-01' } });
    fireEvent.change(screen.getByLabelText(/End date/), { target: { value: '2027-03-31' } });
    fireEvent.change(screen.getByLabelText('Rules'), { target: { value: 'First rule\n\nSecond rule\n' } });
    fireEvent.change(screen.getByLabelText('Links'), { target: { value: 'Terms^https://example.com/t' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a field' }));
    fireEvent.change(screen.getByLabelText('Field 1 name'), { target: { value: 'promoPrice' } });
    fireEvent.change(screen.getByLabelText('Field 1 type'), { target: { value: 'MONEY' } });
    fireEvent.change(screen.getByLabelText('Field 1 minimum'), { target: { value: '0.99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a field' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove field 2' }));
    expect(screen.queryByLabelText('Field 2 name')).toBeNull();
    // Position is a template's only.
    expect(screen.queryByLabelText(/Position/)).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Promotion' }));
    });
    expect(await screen.findByRole('heading', { name: 'List' })).toBeTruthy();
    expect(calls.find((c) => c.key === 'PUT /api/admin/promotion-update')!.body).toEqual({
      promotion: {
        mercPromoType: 'NOOK_HAUL',
        merchPromoName: 'Spring Sale',
        copy: 'Fresh <i>reads</i>',
        kind: 'MONTHLY',
        submitBy: '02/15/2027',
        start: '03/01/2027',
        end: '03/31/2027',
        promoStartDisplayDate: null,
        promoEndDisplayDate: null,
        rules: 'First rule|Second rule',
        links: 'Terms^https://example.com/t',
        fields: [{ name: 'promoPrice', type: 'MONEY', min: '0.99', max: null }],
        position: null,
        adminOnly: false,
      },
    });
    expect(await screen.findByText('The promotion “Spring Sale” is saved.')).toBeTruthy();
  });

  it('sends a loaded definition back as it was read when nothing is changed', async () => {
    for (const def of [MONTHLY, STANDARD]) {
      vi.unstubAllGlobals();
      const { calls } = mockApi({
        ...base,
        'GET /api/admin/get-promotion-details': ok({ promotion: def }),
        'PUT /api/admin/promotion-update': ok({ promotion: def }),
      });
      const { unmount } = editPage(`/admin/promotions/${def.id}/edit`);
      await screen.findByRole('heading', { name: `Edit ${def.merchPromoName}` });
      // Rules one a line, links as typed.
      if (def === MONTHLY) {
        expect((screen.getByLabelText('Rules') as HTMLTextAreaElement).value).toBe(
          'One title per publisher\nPrice at least $2.99',
        );
        expect((screen.getByLabelText(/Start date/) as HTMLInputElement).value).toBe('2026-12-01');
      } else {
        expect((screen.getByLabelText(/Position/) as HTMLInputElement).value).toBe('2');
        expect(
          (screen.getByRole('switch', { name: /Administrators only/ }) as HTMLInputElement).checked,
        ).toBe(true);
      }
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Save Promotion' }));
      });
      await screen.findByRole('heading', { name: 'List' });
      expect(calls.find((c) => c.key === 'PUT /api/admin/promotion-update')!.body).toEqual({
        promotion: def,
      });
      unmount();
    }
  });

  it('says in words which day must come first, on the field, and sends nothing', async () => {
    const { calls } = mockApi({ ...base, 'PUT /api/admin/promotion-update': ok({ promotion: MONTHLY }) });
    editPage('/admin/promotions/new');
    await screen.findByRole('heading', { name: 'New promotion' });
    fireEvent.change(screen.getByLabelText(/Promotion Name/), { target: { value: 'Late' } });
    fireEvent.change(screen.getByLabelText(/Submit by/), { target: { value: '2027-03-05' } });
    fireEvent.change(screen.getByLabelText(/Start date/), { target: { value: '2027-03-01' } });
    fireEvent.change(screen.getByLabelText(/End date/), { target: { value: '2027-02-01' } });
    fireEvent.change(screen.getByLabelText(/Listed from/), { target: { value: '2027-02-10' } });
    fireEvent.change(screen.getByLabelText(/Listed until/), { target: { value: '2027-02-01' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Promotion' }));
    });
    const submitBy = screen.getByLabelText(/Submit by/);
    expect(submitBy.getAttribute('aria-invalid')).toBe('true');
    const described = (el: HTMLElement) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    expect(described(submitBy)).toContain(
      'The submit-by day must be on or before the start date (Mar 01, 2027).',
    );
    expect(described(screen.getByLabelText(/Start date/))).toContain(
      'The start date must be on or before the end date (Feb 01, 2027).',
    );
    expect(described(screen.getByLabelText(/Listed from/))).toContain(
      'The listed-from day must be on or before the listed-until day (Feb 01, 2027).',
    );
    expect(calls.some((c) => c.key === 'PUT /api/admin/promotion-update')).toBe(false);
    // A standard promotion has no dates: their rules rest and nothing of them is sent.
    fireEvent.click(screen.getByRole('radio', { name: /Standard/ }));
    expect(screen.queryByLabelText(/Submit by/)).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Promotion' }));
    });
    await screen.findByRole('heading', { name: 'List' });
    const sent = calls.find((c) => c.key === 'PUT /api/admin/promotion-update')!.body as {
      promotion: PromoDefinition;
    };
    expect(sent.promotion).toMatchObject({ kind: 'STANDARD', submitBy: null, start: null, end: null });
  });

  it('lists each field once, with its limits as numbers, before sending', async () => {
    const { calls } = mockApi({
      ...base,
      'GET /api/admin/get-promotion-details': ok({ promotion: STANDARD }),
      'PUT /api/admin/promotion-update': ok({ promotion: STANDARD }),
    });
    editPage('/admin/promotions/D2/edit');
    await screen.findByRole('heading', { name: 'Edit Template Picks' });
    fireEvent.change(screen.getByLabelText('Field 2 name'), { target: { value: 'promoPrice' } });
    fireEvent.change(screen.getByLabelText('Field 1 maximum'), { target: { value: '0.50' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Promotion' }));
    });
    expect(screen.getByLabelText('Field 2 name').getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText(
        'Each field is one of ean, regularPrice, promoPrice or additionalComments, listed once.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('The minimum must not be more than the maximum.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Field 1 maximum')));
    expect(calls.some((c) => c.key === 'PUT /api/admin/promotion-update')).toBe(false);
  });

  it('shows the server’s field errors on their fields and cells', async () => {
    mockApi({
      ...base,
      'GET /api/admin/get-promotion-details': ok({ promotion: MONTHLY }),
      'PUT /api/admin/promotion-update': fail(
        400,
        {
          code: 'VALIDATION',
          field: 'promotion.merchPromoName',
          description: 'Please enter the Promotion Name.',
        },
        { code: 'VALIDATION', field: 'fields.1.max', description: 'Max Length 20' },
      ),
    });
    editPage('/admin/promotions/D1/edit');
    await screen.findByRole('heading', { name: 'Edit December Deals' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Promotion' }));
    });
    await waitFor(() =>
      expect(screen.getByLabelText(/Promotion Name/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText('Please enter the Promotion Name.')).toBeTruthy();
    expect(screen.getByLabelText('Field 2 maximum').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Max Length 20')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'List' })).toBeNull();
  });
});
