import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ProjectsTab } from './ProjectsTab';
import { UltraPremiumDialog } from './UltraPremiumDialog';

const quote = (printing_cost: string, floor_price: string, net_royalty: string) => ({
  price: '39.99',
  printing_cost,
  cost_per_page: '0.0900',
  retail_margin: '0.45',
  floor_price,
  net_royalty,
  royalty_rate: '0.04',
  pricing_description: '',
});
const side = {
  pageSize: '6x9',
  pageCount: 200,
  coverFormat: 'SOFTCOVER',
};
const COMPARISON = {
  projectId: 'p1',
  title: 'Tides',
  type: 'PRINT',
  status: 'EDITING',
  listPrice: '39.99',
  current: {
    ...side,
    printTier: 'STANDARD',
    label: 'Standard',
    printColor: 'BLACK_WHITE',
    paperColor: 'CREAM',
    coverFinish: 'GLOSS',
    description: 'Black & White, Cream paper, Paperback, gloss',
    quote: quote('3.45', '6.28', '18.54'),
  },
  ultraPremium: {
    ...side,
    printTier: 'ULTRA_PREMIUM',
    label: 'Ultra Premium',
    printColor: 'FULL_COLOR',
    paperColor: 'WHITE',
    coverFinish: 'MATTE',
    description: 'Premium Full Color, 80# premium white paper, Paperback, soft-touch matte',
    quote: quote('20.50', '37.28', '1.49'),
  },
  printingCostChange: '17.05',
  royaltyChange: '-17.05',
  belowUltraPremiumFloor: false,
  mayConvert: true,
  reasons: [],
};
const COMPARE = 'GET /api/admin/users/getUltraPremiumCompareable/p1';
const CONVERT = 'POST /api/admin/users/ultraPremiumConvert/p1';
const CSRF = { 'GET /api/authentication/csrf-token': ok({ token: 't' }) };

afterEach(() => vi.unstubAllGlobals());

function open() {
  return renderWithProviders(<UltraPremiumDialog projectId="p1" title="Tides" onClose={() => {}} />);
}

describe('the Ultra Premium dialog', () => {
  it('shows the two print options and their quotes side by side', async () => {
    mockApi({ [COMPARE]: ok(COMPARISON) });
    open();
    const table = await screen.findByRole('table', { name: 'Current print option and Ultra Premium' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Item', 'Current (Standard)', 'Ultra Premium']);
    const cost = within(table).getByRole('row', { name: /Printing cost per copy/ });
    expect(cost.textContent).toContain('$3.45');
    expect(cost.textContent).toContain('$20.50');
    const royalty = within(table).getByRole('row', { name: /Royalty per copy at \$39\.99/ });
    expect(royalty.textContent).toContain('$18.54');
    expect(royalty.textContent).toContain('$1.49');
    expect(within(table).getByRole('row', { name: /Specification/ }).textContent).toContain(
      '80# premium white paper',
    );
    expect(screen.getByText(/Printing cost \+\$17\.05 per copy; royalty −\$17\.05/)).toBeTruthy();
  });

  it('converts after a confirmation and says so', async () => {
    const { calls } = mockApi({
      ...CSRF,
      [COMPARE]: ok(COMPARISON),
      [CONVERT]: ok({
        projectId: 'p1',
        printTier: 'ULTRA_PREMIUM',
        before: COMPARISON.current,
        after: { ...COMPARISON.ultraPremium },
        listPrice: '39.99',
        emailed: true,
      }),
    });
    open();
    const convert = await screen.findByRole('button', { name: 'Convert to Ultra Premium' });
    await waitFor(() => expect((convert as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(convert);
    expect(
      screen.getByText(/Its printing cost becomes \$20\.50 per copy and the author is e-mailed/),
    ).toBeTruthy();
    expect(calls.some((c) => c.key === CONVERT)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, Convert' }));
    const status = await within(screen.getByRole('dialog')).findByRole('status');
    expect(status.textContent).toBe('Tides is now printed as Ultra Premium. The author has been e-mailed.');
    expect(calls.filter((c) => c.key === CONVERT)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Convert to Ultra Premium' })).toBeNull();
  });

  it('cancels the confirmation without converting', async () => {
    const { calls } = mockApi({ [COMPARE]: ok(COMPARISON) });
    open();
    const convert = await screen.findByRole('button', { name: 'Convert to Ultra Premium' });
    await waitFor(() => expect((convert as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(convert);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Convert to Ultra Premium?')).toBeNull();
    expect(calls.some((c) => c.key === CONVERT)).toBe(false);
  });

  it('shows why a book may not convert, and offers no conversion', async () => {
    mockApi({
      [COMPARE]: ok({
        ...COMPARISON,
        status: 'ONSALE',
        mayConvert: false,
        reasons: [
          {
            code: 'ULTRA_PREMIUM_ON_SALE',
            description:
              'This book is on sale. Take it off sale (or finish its correction) before converting it to Ultra Premium.',
          },
        ],
      }),
    });
    open();
    // Within the dialog: a toast of an earlier test may still be on screen.
    const alert = await within(await screen.findByRole('dialog')).findByRole('alert');
    expect(alert.textContent).toContain('This book cannot be converted to Ultra Premium');
    expect(alert.textContent).toContain('This book is on sale.');
    const convert = screen.getByRole('button', { name: 'Convert to Ultra Premium' }) as HTMLButtonElement;
    expect(convert.disabled).toBe(true);
  });

  it('shows the reasons the server gives when the conversion is refused', async () => {
    mockApi({
      ...CSRF,
      [COMPARE]: ok(COMPARISON),
      [CONVERT]: fail(409, {
        code: 'ULTRA_PREMIUM_IN_PROCESS',
        description: 'This book is on its way on or off sale, or its copies are being printed.',
      }),
    });
    open();
    const convert = await screen.findByRole('button', { name: 'Convert to Ultra Premium' });
    await waitFor(() => expect((convert as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(convert);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, Convert' }));
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert.textContent).toContain('The book was not converted');
    expect(alert.textContent).toContain('This book is on its way on or off sale');
    expect(within(screen.getByRole('dialog')).queryByRole('status')).toBeNull();
  });

  it("opens from a print book's actions in the user's projects tab, and not for an eBook", async () => {
    mockApi({
      'GET /api/admin/users/details/C000000001': ok({
        customerId: 'C000000001',
        email: 'author@example.com',
        firstName: 'Ann',
        lastName: 'Author',
      }),
      'GET /api/admin/users/projects/C000000001': ok({
        totalCount: 2,
        pageNum: 1,
        recordsPerPage: 30,
        projects: [
          {
            id: 'p1',
            title: 'Tides',
            type: 'PRINT',
            projectType: 'Book',
            status: 'EDITING',
            isbn: null,
            updatedAt: '2026-11-20T15:00:00.000Z',
          },
          {
            id: 'e1',
            title: 'Tides eBook',
            type: 'EBOOK',
            projectType: 'eBook',
            status: 'EDITING',
            isbn: null,
            updatedAt: '2026-11-20T15:00:00.000Z',
          },
        ],
      }),
      [COMPARE]: ok(COMPARISON),
    });
    renderWithProviders(<ProjectsTab customerId="C000000001" />, {
      route: '/admin/users/C000000001?tab=projects',
    });
    const table = await screen.findByRole('table', { name: 'Projects' });
    const ebook = within(table).getByRole('row', { name: /Tides eBook/ });
    fireEvent.click(within(ebook).getByRole('button', { name: 'Actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Repush Files for Tides eBook' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Compare Ultra Premium for Tides eBook' })).toBeNull();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

    const print = within(table)
      .getAllByRole('row')
      .find((r) => /^Tides(?! eBook)/.test(r.textContent ?? ''))!;
    fireEvent.click(within(print).getByRole('button', { name: 'Actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Compare Ultra Premium for Tides' }));
    expect(await screen.findByRole('table', { name: 'Current print option and Ultra Premium' })).toBeTruthy();
    expect(screen.getByText('Ultra Premium: Tides')).toBeTruthy();
  });
});
