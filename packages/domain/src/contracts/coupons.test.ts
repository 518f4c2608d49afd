import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUPON_MESSAGES as M } from '../coupons/messages';
import { COUPON_LABEL_MAX, COUPON_LIMIT_MAX, COUPON_PAGE_SIZE } from '../coupons/types';
import { type Coupon, couponInputSchema, couponListQuerySchema, couponSchema } from './coupons';

/** A coupon as the calls answer it, read through couponSchema. */
const coupon = (over: Partial<Coupon> = {}): Coupon =>
  couponSchema.parse({
    id: 'cpn_1',
    couponCode: 'Spring2026',
    startDate: '03/10/2026',
    endDate: '03/31/2026',
    eanList: ['9780306406157', '9783161484100'],
    status: 'SCHEDULED',
    promoKind: 'X_PERCENT_OFF_COUPON',
    percentOff: 25,
    redemptionLimit: 500,
    redemptions: 0,
    campaignLabel: 'Newsletter',
    endedEarly: false,
    titles: [
      { ean: '9780306406157', projectId: 'p1', title: 'One', listPrice: '4.99', onSale: true },
      { ean: '9783161484100', projectId: null, title: 'Two', listPrice: null, onSale: false },
    ],
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    ...over,
  });

const INPUT_KEYS = [
  'id',
  'couponCode',
  'startDate',
  'endDate',
  'eanList',
  'promoKind',
  'percentOff',
  'redemptionLimit',
  'campaignLabel',
] as const;
const inputPart = (c: Coupon) => Object.fromEntries(INPUT_KEYS.map((k) => [k, c[k]]));

/** The messages of a failed parse, by field. */
function refusals(value: unknown) {
  const r = couponInputSchema.safeParse(value);
  expect(r.success).toBe(false);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}
const base = { couponCode: 'Spring2026', eanList: ['9780306406157'], promoKind: 'BOGO' };

describe('couponInputSchema', () => {
  it('takes a coupon as read back unchanged (the read-only fields are dropped)', () => {
    for (const c of [
      coupon(),
      coupon({ promoKind: 'BOGO', percentOff: null, redemptionLimit: null, campaignLabel: null }),
      coupon({ promoKind: 'BOGO_X_PERCENT_OFF', percentOff: 99, redemptionLimit: COUPON_LIMIT_MAX }),
    ])
      expect(couponInputSchema.parse(c)).toEqual(inputPart(c));
  });

  it('round-trips any limit and label it accepts', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: COUPON_LIMIT_MAX })),
        fc.option(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ]{0,58}[A-Za-z0-9]$/)),
        (redemptionLimit, campaignLabel) => {
          const c = coupon({ redemptionLimit, campaignLabel });
          expect(couponInputSchema.parse(c)).toEqual(inputPart(c));
        },
      ),
    );
  });

  it('reads the EAN list from one string split by commas, semicolons or new lines', () => {
    expect(
      couponInputSchema.parse({
        ...base,
        eanList: ' 9780306406157,9783161484100\n9781234567897;\r\n 978-0-306 ,',
      }).eanList,
    ).toEqual(['9780306406157', '9783161484100', '9781234567897', '978-0-306']);
    expect(couponInputSchema.parse({ ...base, eanList: '' }).eanList).toEqual([]);
    expect(couponInputSchema.parse({ ...base, eanList: [' 9780306406157 ', ''] }).eanList).toEqual([
      '9780306406157',
    ]);
  });

  it('reads the percent and the limit from strings; empty is null', () => {
    const r = couponInputSchema.parse({ ...base, percentOff: '30', redemptionLimit: '1000' });
    expect(r.percentOff).toBe(30);
    expect(r.redemptionLimit).toBe(1000);
    const empty = couponInputSchema.parse({ ...base, percentOff: '', redemptionLimit: '' });
    expect(empty.percentOff).toBeNull();
    expect(empty.redemptionLimit).toBeNull();
    const missing = couponInputSchema.parse(base);
    expect([missing.percentOff, missing.redemptionLimit, missing.campaignLabel]).toEqual([null, null, null]);
  });

  it.each([0, -1, 2.5, COUPON_LIMIT_MAX + 1, '0', '1000001', '1,000,001', 'abc', '10 000', '1,00'])(
    'refuses a limit of %j with its message',
    (v) => {
      expect(refusals({ ...base, redemptionLimit: v })).toEqual({ redemptionLimit: M.limitRange });
    },
  );

  it('accepts the limits 1 to 1,000,000, with thousands commas', () => {
    expect(couponInputSchema.parse({ ...base, redemptionLimit: 1 }).redemptionLimit).toBe(1);
    expect(couponInputSchema.parse({ ...base, redemptionLimit: '1000000' }).redemptionLimit).toBe(1_000_000);
    expect(couponInputSchema.parse({ ...base, redemptionLimit: '1,000,000' }).redemptionLimit).toBe(
      1_000_000,
    );
    expect(couponInputSchema.parse({ ...base, redemptionLimit: '2,500' }).redemptionLimit).toBe(2500);
  });

  it('trims the campaign label; blank is null', () => {
    expect(couponInputSchema.parse({ ...base, campaignLabel: '  Spring list  ' }).campaignLabel).toBe(
      'Spring list',
    );
    expect(couponInputSchema.parse({ ...base, campaignLabel: '   ' }).campaignLabel).toBeNull();
    expect(couponInputSchema.parse({ ...base, campaignLabel: '' }).campaignLabel).toBeNull();
    const longest = 'x'.repeat(COUPON_LABEL_MAX);
    expect(couponInputSchema.parse({ ...base, campaignLabel: ` ${longest} ` }).campaignLabel).toBe(longest);
  });

  it('refuses a label that is too long with its message', () => {
    expect(refusals({ ...base, campaignLabel: 'x'.repeat(COUPON_LABEL_MAX + 1) })).toEqual({
      campaignLabel: M.labelTooLong,
    });
  });

  it('asks for the code and the kind with their messages', () => {
    const { couponCode: _c, promoKind: _k, ...rest } = base;
    expect(refusals(rest)).toEqual({ couponCode: M.codeRequired, promoKind: M.kindRequired });
    expect(refusals({ ...base, promoKind: 'HALF_OFF' })).toEqual({ promoKind: M.kindRequired });
  });
});

describe('couponListQuerySchema', () => {
  it('lists the active coupons, first page, 20 a page, by default', () => {
    expect(couponListQuerySchema.parse({})).toEqual({
      status: 'ACTIVE',
      pageNumber: 1,
      recordsPerPage: COUPON_PAGE_SIZE,
    });
    expect(couponListQuerySchema.parse({ status: '', sortOrder: '', queryParameter: '' }).status).toBe(
      'ACTIVE',
    );
  });

  it('reads a query string', () => {
    expect(
      couponListQuerySchema.parse({
        queryParameter: '  spring ',
        sortOrder: 'desc',
        status: 'EXPIRED',
        pageNumber: '3',
        recordsPerPage: '50',
      }),
    ).toEqual({
      queryParameter: 'spring',
      sortOrder: 'desc',
      status: 'EXPIRED',
      pageNumber: 3,
      recordsPerPage: 50,
    });
  });

  it.each([{ status: 'RUNNING' }, { sortOrder: 'up' }, { pageNumber: '0' }, { recordsPerPage: '101' }])(
    'refuses %j',
    (q) => {
      expect(couponListQuerySchema.safeParse(q).success).toBe(false);
    },
  );
});
