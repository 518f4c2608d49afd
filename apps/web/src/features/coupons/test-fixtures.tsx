import {
  addDays,
  COUPON_KIND_DESCRIPTIONS,
  COUPON_KIND_LABELS,
  COUPON_KINDS,
  COUPON_PERCENT_RANGE,
  type LoggedInUser,
  newYorkDay,
  sendDayOf,
} from '@quire/domain';
import { useLocation } from 'react-router';
import { vi } from 'vitest';
import { api } from '../../lib/api-client';
import { ok } from '../../test/fetch-mock';
import type { Coupon, CouponSearchHit, CouponSpecs } from './api/coupons';

/** The users, rules, titles and coupons of this feature's tests, and their small helpers. */

/** An author whose account offers eBook coupons. */
export const AUTHOR = {
  customerId: 'C000000001',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  permissions: ['EBOOK_COUPONS'],
} as unknown as LoggedInUser;

/** A publisher with coupons and merchandising. */
export const PUBLISHER = { ...AUTHOR, permissions: ['EBOOK_COUPONS', 'MERCHANDISING'] } as LoggedInUser;
export const NO_COUPONS = { ...AUTHOR, permissions: ['MERCHANDISING'] } as LoggedInUser;
export const ADMIN = {
  ...AUTHOR,
  customerId: 'C000000009',
  permissions: ['ADMIN_PERMISSION'],
} as LoggedInUser;

export const signedIn = (user: LoggedInUser) => ({
  'GET /api/authentication/session': ok({ user }),
  'GET /api/authentication/csrf-token': ok({ token: 't1' }),
});

export function resetApi() {
  vi.unstubAllGlobals();
  api.resetCsrfToken();
}

export const today = () => newYorkDay(new Date());
/** A day counted from today as the date inputs hold it (YYYY-MM-DD). */
export const day = (days: number) => addDays(today(), days);
/** A day counted from today as the API sends it (MM/DD/YYYY). */
export const sent = (days: number) => sendDayOf(day(days));

export const SPECS: CouponSpecs = {
  codeMin: 7,
  codeMax: 15,
  maxTitles: 50,
  maxStartDays: 365,
  maxLengthDays: 365,
  labelMax: 60,
  limitMax: 1_000_000,
  today: sent(0),
  kinds: COUPON_KINDS.map((k) => ({
    promoKind: k,
    label: COUPON_KIND_LABELS[k],
    description: COUPON_KIND_DESCRIPTIONS[k],
    percentOffMin: COUPON_PERCENT_RANGE[k]?.min ?? null,
    percentOffMax: COUPON_PERCENT_RANGE[k]?.max ?? null,
  })),
  royaltyBands: [],
};

export const MOON_EAN = '9780000000019';
export const TIDES_EAN = '9780000000026';

export function hit(
  id: string,
  title: string,
  ean: string,
  listPrice: string,
  onSale = true,
): CouponSearchHit {
  return {
    id,
    title,
    ean,
    eans: [ean],
    displayIsbn: ean,
    author: 'Ada Lovelace',
    seriesName: null,
    param: id,
    coverImageUrl: null,
    listPrice,
    onSale,
    projectCoupons: [],
  };
}

export const MOON = hit('p1', 'Moonlight', MOON_EAN, '4.99');
export const TIDES = hit('p2', 'Tides', TIDES_EAN, '12.99');

/** A scheduled percent-off coupon on Moonlight, starting in five days. */
export function coupon(over: Partial<Coupon> = {}): Coupon {
  return {
    id: 'c1',
    couponCode: 'SPRING2027',
    startDate: sent(5),
    endDate: sent(20),
    eanList: [MOON_EAN],
    status: 'SCHEDULED',
    promoKind: 'X_PERCENT_OFF_COUPON',
    percentOff: 25,
    redemptionLimit: 100,
    redemptions: 0,
    campaignLabel: 'Newsletter',
    endedEarly: false,
    titles: [{ ean: MOON_EAN, projectId: 'p1', title: 'Moonlight', listPrice: '4.99', onSale: true }],
    createdAt: '2027-01-01T00:00:00.000Z',
    updatedAt: '2027-01-01T00:00:00.000Z',
    ...over,
  };
}

/** The address the app is at, to see where a page went. */
export function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{pathname + search}</div>;
}
