import {
  addDays,
  CSRF_HEADER,
  type LoggedInUser,
  newYorkDay,
  PROMO_SHEET_MAX_BYTES,
  sendDayOf,
} from '@quire/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { FakeXhr, installFakeXhr } from '../../test/fake-xhr';
import { mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import type { PromoDefinition } from './api/nomination';
import NominationPage from './routes/NominationPage';

const MERCHANT = {
  customerId: 'C000000001',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  permissions: ['MERCHANDISING'],
} as unknown as LoggedInUser;
const ADMIN = { ...MERCHANT, customerId: 'C000000009', permissions: ['ADMIN_PERMISSION'] } as LoggedInUser;

const sent = (days: number) => sendDayOf(addDays(newYorkDay(new Date()), days));
const UNDER: PromoDefinition = {
  id: 'd1',
  mercPromoType: 'UNDER_2_99',
  merchPromoName: 'eBooks Under $2.99',
  copy: 'Great deals',
  kind: 'MONTHLY',
  submitBy: sent(10),
  start: sent(20),
  end: sent(40),
  promoStartDisplayDate: sent(-5),
  promoEndDisplayDate: sent(10),
  position: null,
  rules: 'Price between $0.99 and $2.99',
  links: '',
  fields: [],
  adminOnly: false,
  nominations: 0,
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function setup(user: LoggedInUser = MERCHANT) {
  mockApi({
    'GET /api/authentication/session': ok({ user }),
    'GET /api/authentication/csrf-token': ok({ token: 't' }),
    'GET /api/project/promotion': ok({ promotions: [UNDER] }),
    'GET /api/project/promo-rules': ok({ promotion: UNDER }),
    'GET /api/project/promo-titles': ok({ titles: [] }),
  });
  renderWithProviders(
    <Routes>
      <Route path="/projects/coupon/bn-promo" element={<NominationPage />} />
    </Routes>,
    { route: '/projects/coupon/bn-promo' },
  );
  return userEvent.setup();
}

/** Chooses the promotion and opens the spreadsheet section. */
async function openSheet(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Choose Promotion: eBooks Under $2.99' }));
  const toggle = await screen.findByRole('button', { name: /Nominate several titles from a spreadsheet/ });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByLabelText('Spreadsheet')).toBeNull();
  await user.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  return screen.getByRole('group', { name: 'Nominate several titles from a spreadsheet' });
}

const csv = (name = 'titles.csv', size?: number) =>
  new File([size ? 'x'.repeat(size) : 'ean,promoPrice\n9780000000001,1.99\n'], name, { type: 'text/csv' });

async function upload(user: ReturnType<typeof userEvent.setup>, file = csv()) {
  await user.upload(screen.getByLabelText('Spreadsheet'), file);
  await user.click(screen.getByRole('button', { name: 'Upload' }));
}

const sentXhr = async () => {
  await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
  return FakeXhr.all[0]!;
};

beforeEach(installFakeXhr);
afterEach(() => {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
});

describe('nominations from a spreadsheet', () => {
  it('links to the requests, lists the columns with a template, and says how many were submitted', async () => {
    const user = setup();
    expect((await screen.findByRole('link', { name: 'Your nomination requests' })).getAttribute('href')).toBe(
      '/projects/coupon/bn-promo-summary',
    );
    const section = await openSheet(user);
    const columns = within(section).getByRole('table', { name: 'Columns of the spreadsheet' });
    expect(
      within(columns)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['ean', 'promoPrice', 'startDate', 'endDate', 'flexDate', 'additionalComments']);
    const template = within(section).getByRole('link', { name: 'Download a template' });
    expect(template.hasAttribute('download')).toBe(true);
    expect(decodeURIComponent(template.getAttribute('href')!.split(',').slice(1).join(','))).toBe(
      'ean,promoPrice,startDate,endDate,flexDate,additionalComments\r\n',
    );
    expect(screen.getByLabelText('Spreadsheet').getAttribute('accept')).toBe('.xlsx,.csv');
    // A publisher's own titles: no vendor number is asked.
    expect(screen.queryByRole('textbox', { name: /Vendor Number/ })).toBeNull();

    await upload(user);
    const xhr = await sentXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/project/uploadPromoSheet?id=d1');
    expect(xhr.headers[CSRF_HEADER.toLowerCase()]).toBe('t');
    expect([...(xhr.body?.keys() ?? [])]).toEqual(['file']);
    expect((xhr.body?.get('file') as File | null)?.name).toBe('titles.csv');
    xhr.progress(40, 100);
    expect(await screen.findByText('Uploading titles.csv: 40%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Uploading titles.csv' })).toBeTruthy();

    xhr.respond(200, ok({ saved: 2, promos: [] }).body);
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toContain('2 nominations were submitted.'));
    expect(within(status).getByRole('link', { name: 'Your nomination requests' }).getAttribute('href')).toBe(
      '/projects/coupon/bn-promo-summary',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("lists every row's problem when the server saves nothing", async () => {
    const user = setup();
    await openSheet(user);
    await upload(user);
    const xhr = await sentXhr();
    xhr.respond(400, {
      code: 'VALIDATION',
      payload: null,
      errors: [
        {
          code: 'VALIDATION',
          field: 'rows.3.promoPrice',
          description: 'Row 3: Minimum 50% off Regular Price',
        },
        { code: 'VALIDATION', field: 'rows.5.ean', description: 'Row 5: This eBook is not available.' },
      ],
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 2000 });
    await waitFor(() => expect(within(alert).getAllByRole('listitem')).toHaveLength(2));
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Row 3: Minimum 50% off Regular Price', 'Row 5: This eBook is not available.']);
    expect(alert.textContent).toContain('Nothing was saved.');
    expect(screen.queryByText(/nominations were submitted/)).toBeNull();
  });

  it("says a file-level refusal in the server's words", async () => {
    const user = setup();
    await openSheet(user);
    await upload(user);
    const message = 'This file is not a spreadsheet. Please upload an .xlsx workbook or a UTF-8 .csv file.';
    (await sentXhr()).respond(415, {
      code: 'UNSUPPORTED_MEDIA_TYPE',
      payload: null,
      errors: [{ code: 'UNSUPPORTED_MEDIA_TYPE', field: 'file', description: message }],
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(message));
    expect(screen.getByRole('alert').textContent).toContain('The spreadsheet was not uploaded.');
  });

  it('refuses a file over the size limit without sending it', async () => {
    const user = setup();
    await openSheet(user);
    await upload(user, csv('big.csv', PROMO_SHEET_MAX_BYTES + 1));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('larger than 2 MB'));
    expect(FakeXhr.all).toHaveLength(0);
  });

  it("an administrator must name the publisher's vendor number, which is sent with the file", async () => {
    const user = setup(ADMIN);
    await openSheet(user);
    const vendor = screen.getByRole('textbox', { name: /Vendor Number/ });
    await upload(user);
    expect(await screen.findByText('Please enter the Vendor Number.')).toBeTruthy();
    expect(vendor.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(vendor);
    expect(FakeXhr.all).toHaveLength(0);

    await user.type(vendor, ' V12345 ');
    expect(screen.queryByText('Please enter the Vendor Number.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const xhr = await sentXhr();
    expect(new URL(xhr.url, 'http://localhost').searchParams.get('vendorNumber')).toBe('V12345');
    expect(new URL(xhr.url, 'http://localhost').searchParams.get('id')).toBe('d1');
    xhr.respond(200, ok({ saved: 1, promos: [] }).body);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('1 nomination was submitted.'),
    );
  });
});
