import type { LoggedInUser } from '@quire/domain';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { fail, mockApi, ok } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import type { PromotionMessageItem } from './api/messages';
import PromoSummaryPage from './routes/PromoSummaryPage';

const PUBLISHER = {
  customerId: 'C000000001',
  email: 'pub@example.com',
  firstName: 'Pat',
  lastName: 'Publisher',
  permissions: ['MERCHANDISING'],
} as unknown as LoggedInUser;

const ANNOUNCEMENT: PromotionMessageItem = {
  messageId: 'definition:D1',
  typeId: 3,
  title: 'NOOK Daily Find: January 2027',
  details: 'Nominations for NOOK Daily Find: January 2027 are open until Dec 25, 2026.',
  link: '/projects/coupon/bn-promo',
  date: '12/01/2026',
};
const DECLINED: PromotionMessageItem = {
  messageId: 'request:R1',
  typeId: 3,
  title: 'Nomination declined: Tides',
  details: 'Your nomination of Tides (9780000000001) for Limited-Time Deals was declined. Too dark.',
  link: null,
  date: '12/03/2026',
};

const page = (messages: unknown) => {
  mockApi({
    'GET /api/authentication/session': ok({ user: PUBLISHER }),
    'GET /api/project/promos': ok({ promos: [], numberOfRecords: 0, undoSeconds: 15 }),
    'GET /api/project/promotion_messages_JWT': messages as never,
  });
  return renderWithProviders(
    <Routes>
      <Route path="/projects/coupon/bn-promo-summary" element={<PromoSummaryPage />} />
    </Routes>,
    { route: '/projects/coupon/bn-promo-summary' },
  );
};

afterEach(() => {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
});

describe('promotion news on the summary page', () => {
  it('lists each message with its title, details, date and link, above the request tabs', async () => {
    page(ok({ messages: [DECLINED, ANNOUNCEMENT] }));
    const list = await screen.findByRole('list', { name: 'Promotion news' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Nomination declined: Tides');
    expect(items[0]?.textContent).toContain('was declined. Too dark.');
    expect(within(items[0] as HTMLElement).queryByRole('link')).toBeNull();
    const second = within(items[1] as HTMLElement);
    expect(second.getByText(ANNOUNCEMENT.details)).toBeTruthy();
    expect(second.getByRole('link', { name: /Open/ }).getAttribute('href')).toBe('/projects/coupon/bn-promo');
    const date = (items[1] as HTMLElement).querySelector('time');
    expect(date?.getAttribute('datetime')).toBe('2026-12-01');
    // The news comes before the tabs of the requests.
    const tabs = await screen.findByRole('tablist');
    expect(list.compareDocumentPosition(tabs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says when nothing is new, and when the news cannot be loaded', async () => {
    const { unmount } = page(ok({ messages: [] }));
    expect(await screen.findByText('Nothing new about your promotions.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Promotion news' })).toBeNull();
    unmount();
    vi.unstubAllGlobals();
    page(fail(500, { code: 'INTERNAL', description: 'Something went wrong.' }));
    expect(await screen.findByText('We could not load the promotion news.')).toBeTruthy();
  });
});
