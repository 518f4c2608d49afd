import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ean13CheckDigit } from '../isbn/isbn';
import { COUPON_MESSAGES as M } from './messages';
import {
  couponCodeKey,
  couponCodeProblem,
  couponDayProblems,
  couponQuote,
  couponStatus,
  eanListProblems,
  percentProblem,
} from './rules';
import {
  COUPON_EANS_MAX,
  COUPON_KINDS,
  COUPON_LENGTH_MAX_DAYS,
  COUPON_PERCENT_RANGE,
  COUPON_START_MAX_DAYS,
  type CouponKind,
  type CouponStatus,
} from './types';

const codes = (ps: { code: string }[]) => ps.map((p) => p.code);

describe('couponCodeProblem', () => {
  it.each([
    'ABC DEFGH',
    'ABCDEFG\tH',
    'ABCDEFGH ',
    ' ABCDEFGH',
    'A\nBCDEFGH',
    'A B', // too short as well: spaces come first
    'A B C D E F G H I J K L M N O P', // too long as well
  ])('refuses whitespace in %j with 32011', (code) => {
    expect(couponCodeProblem(code)).toEqual({ code: '32011', field: 'couponCode' });
  });

  it.each([
    'ABCDEF', // 6
    'ABCDEFGHIJKLMNOP', // 16
    'SAVE-10PCT',
    'SAVE_10PCT',
    'SAVE10PCT!',
    'ÉTÉ2026SALE',
    'SPRING2026ß',
    'ＳＰＲＩＮＧ２０２６', // full-width letters and digits
    '١٢٣٤٥٦٧٨', // Arabic-Indic digits
  ])('refuses %j with 32012', (code) => {
    expect(couponCodeProblem(code)).toEqual({ code: '32012', field: 'couponCode' });
  });

  it.each(['ABCDEFG', '1234567', 'Spring2026Sale1', 'abcdefghijklmno'])('accepts %j', (code) => {
    expect(couponCodeProblem(code)).toBeNull();
  });

  it.each(['', '   ', null, undefined])('asks for a code when it is %j', (code) => {
    expect(couponCodeProblem(code)).toEqual({
      code: 'VALIDATION',
      field: 'couponCode',
      message: M.codeRequired,
    });
  });

  it('accepts every 7–15 alphanumeric code, and its key ignores case', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{7,15}$/), (code) => {
        expect(couponCodeProblem(code)).toBeNull();
        expect(couponCodeKey(code)).toBe(couponCodeKey(code.toLowerCase()));
        expect(couponCodeKey(code)).toBe(couponCodeKey(code.toUpperCase()));
      }),
    );
  });

  it('refuses every code with a whitespace character in it with 32011', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9]{0,20}$/),
        fc.constantFrom(' ', '\t', '\n', '\u00a0'),
        fc.stringMatching(/^[A-Za-z0-9]{1,20}$/),
        (a, space, b) => {
          expect(couponCodeProblem(`${a}${space}${b}`)?.code).toBe('32011');
        },
      ),
    );
  });

  it('keys differ for codes that differ other than by case', () => {
    expect(couponCodeKey('SPRING2026')).not.toBe(couponCodeKey('SPRING2027'));
  });
});

// Days: today is Monday March 2, 2026 in New York.
const TODAY = '2026-03-02';
/** MM/DD/YYYY `n` days from TODAY, computed on UTC dates (not with the module's helpers). */
function sent(n: number): string {
  const d = new Date(Date.UTC(2026, 2, 2 + n));
  const p = (x: number) => String(x).padStart(2, '0');
  return `${p(d.getUTCMonth() + 1)}/${p(d.getUTCDate())}/${d.getUTCFullYear()}`;
}
const days = (startDate: string | null, endDate: string | null, keepStart?: string | null) =>
  couponDayProblems({ startDate, endDate, today: TODAY, keepStart });

describe('couponDayProblems', () => {
  it('accepts today through a later day and reads the days', () => {
    expect(days('03/02/2026', '03/31/2026')).toEqual({
      problems: [],
      startDay: '2026-03-02',
      endDay: '2026-03-31',
    });
  });

  it.each([
    ['02/30/2027', '03/31/2027', ['32001']],
    ['2026-03-10', '03/31/2026', ['32001']],
    ['3/10/2026', '03/31/2026', ['32001']],
    ['13/01/2026', '03/31/2026', ['32001']],
    ['', '03/31/2026', ['32001']],
    [null, '03/31/2026', ['32001']],
    ['03/10/2026', '02/30/2027', ['32002']],
    ['03/10/2026', '04/31/2026', ['32002']],
    ['03/10/2026', null, ['32002']],
    [null, null, ['32001', '32002']],
  ] as const)('%j → %j: a day that is not one', (start, end, expected) => {
    expect(codes(days(start, end).problems)).toEqual(expected);
  });

  it('refuses a new start before today with 32001 but keeps a stored start', () => {
    expect(days(sent(-1), sent(10)).problems).toEqual([{ code: '32001', field: 'startDate' }]);
    expect(days(sent(-1), sent(10), '2026-03-01').problems).toEqual([]);
    // a kept start only excuses itself: another past day is still refused
    expect(codes(days(sent(-2), sent(10), '2026-03-01').problems)).toEqual(['32001']);
  });

  it('refuses the same start and end with 32004 on the end date', () => {
    expect(days(sent(5), sent(5)).problems).toEqual([{ code: '32004', field: 'endDate' }]);
  });

  it('refuses a start after the end with 32003 on the start date', () => {
    expect(days(sent(6), sent(5)).problems).toEqual([{ code: '32003', field: 'startDate' }]);
  });

  it('refuses an end before today with 32002, also when the start is kept', () => {
    expect(codes(days(sent(-10), sent(-1), '2026-02-20').problems)).toEqual(['32002']);
    expect(days(sent(-10), sent(0), '2026-02-20').problems).toEqual([]);
  });

  it(`lets a coupon run ${COUPON_LENGTH_MAX_DAYS} days past its start, not one more`, () => {
    expect(days(sent(1), sent(1 + COUPON_LENGTH_MAX_DAYS)).problems).toEqual([]);
    expect(days(sent(1), sent(2 + COUPON_LENGTH_MAX_DAYS)).problems).toEqual([
      { code: 'VALIDATION', field: 'endDate', message: M.tooLong(COUPON_LENGTH_MAX_DAYS) },
    ]);
  });

  it(`lets a new coupon start up to ${COUPON_START_MAX_DAYS} days ahead, not one more`, () => {
    expect(days(sent(COUPON_START_MAX_DAYS), sent(COUPON_START_MAX_DAYS + 1)).problems).toEqual([]);
    expect(days(sent(COUPON_START_MAX_DAYS + 1), sent(COUPON_START_MAX_DAYS + 2)).problems).toEqual([
      { code: 'VALIDATION', field: 'startDate', message: M.startTooFar(COUPON_START_MAX_DAYS) },
    ]);
  });

  it('gives exactly the expected codes for any pair of days', () => {
    const offset = fc.integer({ min: -40, max: 2 * COUPON_START_MAX_DAYS + 40 });
    fc.assert(
      fc.property(offset, offset, fc.boolean(), (s, e, kept) => {
        const keepStart = kept ? new Date(Date.UTC(2026, 2, 2 + s)).toISOString().slice(0, 10) : null;
        const expected: string[] = [];
        if (!kept && s < 0) expected.push('32001');
        else if (!kept && s > COUPON_START_MAX_DAYS) expected.push('VALIDATION');
        if (e < 0) expected.push('32002');
        if (s === e) expected.push('32004');
        else if (s > e) expected.push('32003');
        else if (e - s > COUPON_LENGTH_MAX_DAYS) expected.push('VALIDATION');
        expect(codes(days(sent(s), sent(e), keepStart).problems)).toEqual(expected);
      }),
    );
  });
});

/** A valid EAN-13 from twelve digits. */
const ean = (first12: string) => first12 + ean13CheckDigit(first12);
const A = ean('978030640615');
const B = ean('978316148410');

describe('eanListProblems', () => {
  it('accepts valid EANs, with hyphens and spaces', () => {
    expect(eanListProblems([A, '978-3-16-148410-0'])).toEqual([]);
  });

  it('asks for at least one', () => {
    expect(eanListProblems([])).toEqual([{ code: 'VALIDATION', field: 'eanList', message: M.eansRequired }]);
  });

  it(`takes up to ${COUPON_EANS_MAX} titles`, () => {
    const list = Array.from({ length: COUPON_EANS_MAX + 1 }, (_, i) =>
      ean(`978000000${String(i).padStart(3, '0')}`),
    );
    expect(eanListProblems(list.slice(0, COUPON_EANS_MAX))).toEqual([]);
    expect(eanListProblems(list)).toEqual([
      { code: 'VALIDATION', field: 'eanList', message: M.eansTooMany(COUPON_EANS_MAX) },
    ]);
  });

  it.each([['9780306406158'], ['978030640615'], ['97803064061570'], ['97803064O6157'], ['']])(
    'refuses %j with 32005',
    (bad) => {
      expect(eanListProblems([A, bad])).toEqual([{ code: '32005', field: 'eanList' }]);
    },
  );

  it.each([
    [A, A],
    [A, '978-0-306-40615-7'],
    [A, ' 978 0306 406157 '],
    [A, '978\u20100306406157'], // a typographic hyphen
  ])('refuses %j and %j together with 32013', (a, b) => {
    expect(eanListProblems([a, B, b])).toEqual([{ code: '32013', field: 'eanList' }]);
  });
});

describe('percentProblem', () => {
  it('ignores the percent of a BOGO coupon', () => {
    for (const p of [null, undefined, 0, 50, 150, 1.5]) expect(percentProblem('BOGO', p)).toBeNull();
  });

  it.each([
    ['X_PERCENT_OFF_COUPON', 1, 100],
    ['BOGO_X_PERCENT_OFF', 1, 99],
  ] as const)('%s takes a whole percent from %i to %i', (kind, min, max) => {
    expect(COUPON_PERCENT_RANGE[kind]).toEqual({ min, max });
    const range = { code: 'VALIDATION', field: 'percentOff', message: M.percentRange(min, max) };
    for (const p of [min, max, Math.floor((min + max) / 2)]) expect(percentProblem(kind, p)).toBeNull();
    for (const p of [min - 1, max + 1, 10.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(percentProblem(kind, p)).toEqual(range);
    for (const p of [null, undefined])
      expect(percentProblem(kind, p)).toEqual({
        code: 'VALIDATION',
        field: 'percentOff',
        message: M.percentRequired,
      });
  });
});

describe('couponStatus', () => {
  const c = { startDay: '2026-03-10', endDay: '2026-03-20', endedEarly: false };
  it.each([
    ['2026-03-09', 'SCHEDULED'],
    ['2026-03-10', 'ACTIVE'],
    ['2026-03-20', 'ACTIVE'],
    ['2026-03-21', 'EXPIRED'],
  ] as const)('on %s is %s', (today, status) => {
    expect(couponStatus(c, today)).toBe(status);
  });

  it('is EXPIRED once ended early, whatever the day', () => {
    for (const today of ['2026-03-09', '2026-03-15', '2026-03-25'])
      expect(couponStatus({ ...c, endedEarly: true }, today)).toBe('EXPIRED');
  });

  it('never goes back in time', () => {
    const order: Record<CouponStatus, number> = { SCHEDULED: 0, ACTIVE: 1, EXPIRED: 2 };
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 400 }),
        fc.boolean(),
        fc.integer({ min: -10, max: 900 }),
        fc.integer({ min: 0, max: 100 }),
        (start, length, endedEarly, t, step) => {
          const coupon = { startDay: day(start), endDay: day(start + length), endedEarly };
          const a = couponStatus(coupon, day(t));
          const b = couponStatus(coupon, day(t + step));
          expect(order[a]).toBeLessThanOrEqual(order[b]);
        },
      ),
    );
  });
});

describe('couponQuote', () => {
  it('takes 25% off $4.99: $3.74 (3.7425 half up), same band', () => {
    expect(couponQuote('4.99', 'X_PERCENT_OFF_COUPON', 25)).toEqual({
      listPrice: '4.99',
      listRoyalty: '3.24',
      listRate: '0.65',
      couponPrice: '3.74',
      couponRoyalty: '2.43',
      couponRate: '0.65',
      pairPrice: null,
      lowerBand: false,
    });
  });

  it('takes 70% off $9.99: $3.00 (2.997 half up) at 0.65', () => {
    const q = couponQuote('9.99', 'X_PERCENT_OFF_COUPON', 70);
    expect(q).toMatchObject({ couponPrice: '3.00', couponRate: '0.65', couponRoyalty: '1.95' });
    expect(q?.lowerBand).toBe(false);
  });

  it('takes 30% off $12.99: $9.09 moves from 0.40 up to 0.65, not a lower band', () => {
    expect(couponQuote('12.99', 'X_PERCENT_OFF_COUPON', 30)).toMatchObject({
      listRate: '0.40',
      listRoyalty: '5.20',
      couponPrice: '9.09',
      couponRate: '0.65',
      couponRoyalty: '5.91',
      lowerBand: false,
    });
  });

  it('takes 50% off $4.99: $2.50 falls from 0.65 to 0.40, a lower band', () => {
    expect(couponQuote('4.99', 'X_PERCENT_OFF_COUPON', 50)).toMatchObject({
      couponPrice: '2.50',
      couponRate: '0.40',
      couponRoyalty: '1.00',
      lowerBand: true,
    });
  });

  it('gives a price between bands the 0.99 band rate: 10% off $0.99 is $0.89 at 0.40', () => {
    expect(couponQuote('0.99', 'X_PERCENT_OFF_COUPON', 10)).toMatchObject({
      couponPrice: '0.89',
      couponRate: '0.40',
      couponRoyalty: '0.36',
      lowerBand: false,
    });
  });

  it('gives away the second copy of a BOGO coupon (its percent is ignored)', () => {
    for (const p of [null, 30])
      expect(couponQuote('4.99', 'BOGO', p)).toEqual({
        listPrice: '4.99',
        listRoyalty: '3.24',
        listRate: '0.65',
        couponPrice: '0.00',
        couponRoyalty: '0.00',
        couponRate: '0.00',
        pairPrice: '4.99',
        lowerBand: false, // a free copy is not a lower band: the form says it earns nothing
      });
  });

  it('prices the pair of a BOGO_X coupon', () => {
    expect(couponQuote('12.99', 'BOGO_X_PERCENT_OFF', 50)).toMatchObject({
      couponPrice: '6.50', // 6.495 half up
      couponRate: '0.65',
      couponRoyalty: '4.23', // 4.225 half up
      pairPrice: '19.49',
      lowerBand: false,
    });
  });

  it('has no quote without a valid percent', () => {
    expect(couponQuote('4.99', 'X_PERCENT_OFF_COUPON', null)).toBeNull();
    expect(couponQuote('4.99', 'X_PERCENT_OFF_COUPON', 0)).toBeNull();
    expect(couponQuote('4.99', 'BOGO_X_PERCENT_OFF', 100)).toBeNull();
    expect(couponQuote('4.99', 'BOGO_X_PERCENT_OFF', 12.5)).toBeNull();
  });

  it('holds for every list price, kind and percent', () => {
    const rateOf = (cents: number) => (cents === 0 ? '0.00' : cents >= 299 && cents <= 999 ? '0.65' : '0.40');
    const listCents = fc.oneof(fc.constant(0), fc.integer({ min: 99, max: 19999 }));
    const kindAndPercent = fc.constantFrom<CouponKind>(...COUPON_KINDS).chain((kind) => {
      const r = COUPON_PERCENT_RANGE[kind];
      return fc.tuple(fc.constant(kind), r ? fc.integer(r) : fc.constant(null));
    });
    fc.assert(
      fc.property(listCents, kindAndPercent, (cents, [kind, percent]) => {
        const list = (cents / 100).toFixed(2);
        const q = couponQuote(list, kind, percent);
        expect(q).not.toBeNull();
        if (!q) return;
        // the discounted price, in exact integer hundredths of a cent, rounded half up
        const off = kind === 'BOGO' ? 100 : (percent as number);
        const couponCents = Math.floor((cents * (100 - off) + 50) / 100);
        expect(q.couponPrice).toBe((couponCents / 100).toFixed(2));
        expect(new Decimal(q.couponPrice).lte(q.listPrice)).toBe(true);
        expect(q.couponRate).toBe(rateOf(couponCents));
        expect(q.couponRoyalty).toBe(
          new Decimal(q.couponPrice).times(q.couponRate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
        );
        expect(new Decimal(q.couponRoyalty).gte(0)).toBe(true);
        expect(q.lowerBand).toBe(
          new Decimal(q.couponPrice).gt(0) && new Decimal(q.couponRate).lt(q.listRate),
        );
        expect(q.pairPrice).toBe(
          kind === 'X_PERCENT_OFF_COUPON' ? null : new Decimal(q.listPrice).plus(q.couponPrice).toFixed(2),
        );
      }),
    );
  });
});
