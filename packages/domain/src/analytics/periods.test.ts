import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ebookSaleQuote } from '../pricing/ebook';
import { PRINT_AUTHOR_SHARE } from '../pricing/print';
import {
  addMonths,
  analyticsDay,
  finalAt,
  finalThrough,
  isFinalMonth,
  monthOf,
  STATEMENT_FINAL_DAY,
  statementMonthOf,
} from './periods';
import { copyRoyalty, sumMoney, times } from './royalty';

const NY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** A moment as New York's wall clock reads it, by the platform's Intl: 'YYYY-MM-DD hh:mm'. */
const newYork = (at: Date) => {
  const p = Object.fromEntries(NY.formatToParts(at).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
};

const moment = fc.date({
  min: new Date('2001-01-01T00:00:00Z'),
  max: new Date('2098-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const month = fc
  .tuple(fc.integer({ min: 1001, max: 8999 }), fc.integer({ min: 1, max: 12 }))
  .map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`);

describe('analytics periods (properties)', () => {
  it('adds months as whole calendar months, back and forth', () => {
    fc.assert(
      fc.property(
        month,
        fc.integer({ min: -500, max: 500 }),
        fc.integer({ min: -500, max: 500 }),
        (m, a, b) => {
          expect(addMonths(m, a)).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
          expect(addMonths(addMonths(m, a), -a)).toBe(m);
          expect(addMonths(addMonths(m, a), b)).toBe(addMonths(m, a + b));
        },
      ),
    );
  });

  it("reads a moment's day as New York's calendar does", () => {
    fc.assert(
      fc.property(moment, (at) => {
        expect(analyticsDay(at)).toBe(newYork(at).slice(0, 10));
      }),
    );
  });

  it("makes a month final at midnight New York time on the next month's final day", () => {
    fc.assert(
      fc.property(
        month.filter((m) => m >= '2001' && m < '2098'),
        (m) => {
          const at = finalAt(m);
          expect(newYork(at)).toBe(
            `${addMonths(m, 1)}-${String(STATEMENT_FINAL_DAY).padStart(2, '0')} 00:00`,
          );
          expect(isFinalMonth(m, at)).toBe(true);
          expect(isFinalMonth(m, new Date(at.getTime() - 1))).toBe(false);
        },
      ),
    );
  });

  it('puts an event in the first statement still open when it arrives, never before its month', () => {
    fc.assert(
      fc.property(moment, fc.integer({ min: 0, max: 400 * 86_400_000 }), (occurred, delay) => {
        const received = new Date(occurred.getTime() + delay);
        const own = monthOf(analyticsDay(occurred));
        const statement = statementMonthOf(occurred, received);
        expect(statement >= own).toBe(true);
        expect(isFinalMonth(statement, received)).toBe(false);
        if (statement > own) expect(isFinalMonth(addMonths(statement, -1), received)).toBe(true);
        if (received < finalAt(own)) expect(statement).toBe(own);
      }),
    );
  });

  it('says final through the last day of the latest final month', () => {
    fc.assert(
      fc.property(moment, (now) => {
        const day = finalThrough(now);
        const last = monthOf(day);
        const next = new Date(`${day}T12:00:00Z`);
        next.setUTCDate(next.getUTCDate() + 1);
        expect(next.getUTCDate()).toBe(1);
        expect(isFinalMonth(last, now)).toBe(true);
        expect(isFinalMonth(addMonths(last, 1), now)).toBe(false);
      }),
    );
  });
});

const cents = (max: number) => fc.integer({ min: 0, max }).map((c) => (c / 100).toFixed(2));

describe('the royalty of one copy (properties)', () => {
  it("a print copy earns the author's share less the printing cost, never below nothing, more as the price rises", () => {
    fc.assert(
      fc.property(cents(999_999), cents(999_999), cents(50_000), (p1, p2, cost) => {
        const [low, high] = new Decimal(p1).lte(p2) ? [p1, p2] : [p2, p1];
        const r = copyRoyalty('PRINT', high, cost);
        expect(r).toMatch(/^\d+\.\d{2}$/);
        const exact = Decimal.max(new Decimal(high).times(PRINT_AUTHOR_SHARE).minus(cost), 0);
        expect(new Decimal(r).minus(exact).abs().lte('0.005')).toBe(true);
        expect(new Decimal(copyRoyalty('PRINT', low, cost)).lte(r)).toBe(true);
      }),
    );
  });

  it("an eBook copy earns its price band's royalty, and nothing when free", () => {
    fc.assert(
      // Up to the highest eBook price (a retailer may report more, which copyRoyalty refuses).
      fc.property(cents(19_999), (price) => {
        const r = copyRoyalty('EBOOK', price, null);
        expect(r).toBe(ebookSaleQuote(price).net_royalty);
        if (new Decimal(price).isZero()) expect(new Decimal(r).isZero()).toBe(true);
        expect(new Decimal(r).lte(price)).toBe(true);
      }),
    );
  });

  it('sums exactly: copies sold and returned cancel out, the order of amounts does not matter', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(cents(99_999), fc.integer({ min: 0, max: 1000 })), { maxLength: 20 }),
        (lines) => {
          const amounts = lines.flatMap(([a, u]) => [times(a, u), times(a, -u)]);
          expect(sumMoney(amounts)).toBe('0.00');
          const sold = lines.map(([a, u]) => times(a, u));
          expect(sumMoney(sold)).toBe(sumMoney([...sold].reverse()));
          const exact = lines.reduce((s, [a, u]) => s.plus(new Decimal(a).times(u)), new Decimal(0));
          expect(sumMoney(sold)).toBe(exact.toFixed(2));
        },
      ),
    );
  });
});
