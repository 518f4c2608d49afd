import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EBOOK_PRICE_MESSAGE } from '../pricing/ebook';
import { toNewYorkWallClock } from './date-time';
import {
  checkScheduledPrice,
  endPriceOf,
  SCHEDULED_PRICE_MESSAGES as M,
  PRICE_SCHEDULE_LIMITS,
  priceUpdateWindow,
  type ScheduledPriceContext,
  type ScheduledPriceInput,
  type ScheduleSpan,
  scheduledPriceStatus,
  spansOverlap,
} from './rules';

// 10:00:20 AM in New York, March 2, 2026 (EST).
const NOW = new Date('2026-03-02T15:00:20Z');
const ctx = (over: Partial<ScheduledPriceContext> = {}): ScheduledPriceContext => ({
  now: NOW,
  others: [],
  currentPrice: '9.99',
  ...over,
});
const problems = (input: ScheduledPriceInput, c = ctx()) => {
  const r = checkScheduledPrice(input, c);
  return r.ok ? {} : Object.fromEntries(r.problems.map((p) => [p.field, p.message]));
};
const good = { price: '2.99', startDate: '2026-03-05T14:30', endDate: '2026-03-09T00:00' };

describe('checkScheduledPrice', () => {
  it('accepts a price change with a return at the end, to the minute, in New York', () => {
    const r = checkScheduledPrice({ ...good, endDatePrice: '4.99' }, ctx());
    expect(r).toEqual({
      ok: true,
      value: {
        price: '2.99',
        start: new Date('2026-03-05T19:30:00Z'),
        end: new Date('2026-03-09T04:00:00Z'),
        endDatePrice: '4.99',
      },
    });
  });

  it('accepts an open-ended change and money as numbers, stored as exact two-decimal text', () => {
    const r = checkScheduledPrice({ price: 10, startDate: '2026-03-02T10:01' }, ctx());
    expect(r).toMatchObject({ ok: true, value: { price: '10.00', end: null, endDatePrice: null } });
  });

  it('starts no earlier than the next whole minute and no later than the window', () => {
    expect(problems({ ...good, startDate: '2026-03-02T10:00' })).toEqual({
      startDate: 'Please choose a start in the future: Mar 2, 2026, 10:01 AM EST or later.',
    });
    expect(problems({ ...good, startDate: '2027-03-03T10:00', endDate: null })).toEqual({
      startDate: `Please choose a start within ${PRICE_SCHEDULE_LIMITS.maxStartDaysAhead} days: Mar 2, 2027, 10:00 AM EST or earlier.`,
    });
  });

  it('says what is wrong with each field, all at once', () => {
    expect(problems({})).toEqual({ price: M.priceRequired, startDate: M.startRequired });
    expect(problems({ price: '1.5.0', startDate: 'soon', endDate: 'later', endDatePrice: '0.50' })).toEqual({
      price: M.priceFormat,
      startDate: M.dateTimeFormat,
      endDate: M.dateTimeFormat,
      endDatePrice: EBOOK_PRICE_MESSAGE,
    });
    expect(problems({ ...good, price: '200' })).toEqual({ price: EBOOK_PRICE_MESSAGE });
    expect(problems({ ...good, price: '-1' })).toEqual({ price: M.priceFormat });
    expect(problems({ ...good, price: '2.999' })).toEqual({ price: M.priceFormat });
    expect(problems({ ...good, price: { amount: 2 } })).toEqual({ price: M.priceFormat });
    expect(problems({ ...good, startDate: '2026-03-08T02:30', endDate: null })).toEqual({
      startDate: M.gap('2026-03-08T02:30'),
    });
    expect(problems({ ...good, startDate: '2026-03-05T19:30:30Z' })).toEqual({ startDate: M.seconds });
  });

  it('ends after the start, and a return price needs an end', () => {
    expect(problems({ ...good, endDate: good.startDate })).toEqual({ endDate: M.endBeforeStart });
    expect(problems({ ...good, endDate: '2026-03-05T14:00' })).toEqual({ endDate: M.endBeforeStart });
    expect(problems({ ...good, endDate: '', endDatePrice: '4.99' })).toEqual({
      endDatePrice: M.endPriceWithoutEnd,
    });
  });

  it('asks for a return price when the book has no price to return to', () => {
    expect(problems(good, ctx({ currentPrice: null }))).toEqual({ endDatePrice: M.noPriceToReturnTo });
    expect(problems({ ...good, endDatePrice: '0' }, ctx({ currentPrice: null }))).toEqual({});
  });

  describe('overlaps', () => {
    const other: ScheduleSpan = {
      id: 'b',
      price: '1.99',
      start: new Date('2026-03-10T04:00:00Z'),
      end: new Date('2026-03-12T04:00:00Z'),
    };
    const range = (startDate: string, endDate: string | null) => ({ price: '2.99', startDate, endDate });

    it('refuses a start inside another change, on the start', () => {
      expect(problems(range('2026-03-11T00:00', '2026-03-20T00:00'), ctx({ others: [other] }))).toEqual({
        startDate:
          'This overlaps the price change to $1.99 from Mar 10, 2026, 12:00 AM EDT to Mar 12, 2026, 12:00 AM EDT. Please choose dates that do not overlap.',
      });
    });

    it('refuses an end past the start of another change, on the end', () => {
      expect(
        Object.keys(problems(range('2026-03-09T00:00', '2026-03-10T12:00'), ctx({ others: [other] }))),
      ).toEqual(['endDate']);
    });

    it('refuses an open end before another change, and anything after an open-ended one', () => {
      expect(Object.keys(problems(range('2026-03-09T00:00', null), ctx({ others: [other] })))).toEqual([
        'startDate',
      ]);
      const open = { ...other, end: null };
      expect(
        problems(range('2026-04-01T00:00', '2026-04-02T00:00'), ctx({ others: [open] })).startDate,
      ).toContain('from Mar 10, 2026, 12:00 AM EDT on');
    });

    it('lets one change begin the minute another ends, and ignores the edited one itself', () => {
      expect(problems(range('2026-03-12T00:00', null), ctx({ others: [other] }))).toEqual({});
      expect(problems(range('2026-03-05T00:00', '2026-03-10T00:00'), ctx({ others: [other] }))).toEqual({});
    });

    it('property: refused exactly when the spans share a moment', () => {
      const minute = fc.integer({ min: 1, max: 60 * 24 * 30 });
      fc.assert(
        fc.property(minute, minute, fc.option(minute), fc.option(minute), (s1, s2, l1, l2) => {
          const base = Date.UTC(2026, 2, 3);
          const a = {
            start: new Date(base + s1 * 60_000),
            end: l1 ? new Date(base + (s1 + l1) * 60_000) : null,
          };
          const b: ScheduleSpan = {
            id: 'b',
            price: '1.99',
            start: new Date(base + s2 * 60_000),
            end: l2 ? new Date(base + (s2 + l2) * 60_000) : null,
          };
          const r = checkScheduledPrice(
            {
              price: '2.99',
              startDate: toNewYorkWallClock(a.start),
              endDate: a.end ? a.end.toISOString() : null,
            },
            ctx({ others: [b] }),
          );
          // toNewYorkWallClock names the first of a repeated hour: compare with what was read.
          const read = r.ok ? r.value : null;
          const overlapping = read ? spansOverlap(read, b) : true;
          expect(r.ok).toBe(!overlapping);
          if (!r.ok)
            expect(r.problems.every((p) => p.field === 'startDate' || p.field === 'endDate')).toBe(true);
        }),
      );
    });
  });

  describe('a change that has started', () => {
    const existing = { price: '2.99', start: new Date('2026-03-01T19:30:00Z'), started: true };

    it('keeps its price and start; its end may still move', () => {
      expect(
        problems(
          { price: '2.99', startDate: '2026-03-01T14:30', endDate: '2026-03-20T00:00' },
          ctx({ existing }),
        ),
      ).toEqual({});
      expect(
        problems(
          { price: '3.99', startDate: '2026-03-01T15:00', endDate: '2026-03-20T00:00' },
          ctx({ existing }),
        ),
      ).toEqual({ price: M.started, startDate: M.started });
      expect(
        problems(
          { price: '2.99', startDate: '2026-03-01T14:30', endDate: '2026-03-02T10:00' },
          ctx({ existing }),
        ),
      ).toEqual({ endDate: M.endPast });
    });
  });

  it('property: every accepted price is an eBook band price with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30_000 }), (cents) => {
        const price = (cents / 100).toFixed(2);
        const r = checkScheduledPrice({ price, startDate: '2026-03-05T14:30' }, ctx());
        const inBand = cents === 0 || (cents >= 99 && cents <= 19_999);
        expect(r.ok).toBe(inBand);
        if (r.ok) expect(r.value.price).toBe(price);
      }),
    );
  });
});

describe('window, status and end price', () => {
  it('answers the window the rules enforce', () => {
    expect(priceUpdateWindow(NOW)).toEqual({
      open: true,
      timeZone: 'America/New_York',
      granularity: 'minute',
      earliestStart: '2026-03-02T10:01:00-05:00',
      latestStart: '2027-03-02T10:00:00-05:00',
      maxStartDaysAhead: 365,
      reminderHoursBefore: 48,
      effectiveWithinHours: 24,
    });
  });

  it('the window edges are accepted and one minute beyond is refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_000_000_000 }), (offset) => {
        const now = new Date(Date.UTC(2026, 0, 1) + offset);
        const w = priceUpdateWindow(now);
        const c = ctx({ now });
        const at = (iso: string, minutes: number) =>
          new Date(new Date(iso).getTime() + minutes * 60_000).toISOString();
        expect(checkScheduledPrice({ price: '1.99', startDate: w.earliestStart }, c).ok).toBe(true);
        expect(checkScheduledPrice({ price: '1.99', startDate: w.latestStart }, c).ok).toBe(true);
        expect(checkScheduledPrice({ price: '1.99', startDate: at(w.earliestStart, -1) }, c).ok).toBe(false);
        expect(checkScheduledPrice({ price: '1.99', startDate: at(w.latestStart, 1) }, c).ok).toBe(false);
      }),
      { numRuns: 50 },
    );
  });

  it('status follows what has been applied', () => {
    const start = new Date();
    expect(scheduledPriceStatus({ startedAt: null, endDate: start, endedAt: null })).toBe('SCHEDULED');
    expect(scheduledPriceStatus({ startedAt: start, endDate: start, endedAt: null })).toBe('ACTIVE');
    expect(scheduledPriceStatus({ startedAt: start, endDate: start, endedAt: start })).toBe('DONE');
    expect(scheduledPriceStatus({ startedAt: start, endDate: null, endedAt: null })).toBe('DONE');
  });

  it('the end returns to the return price, else the price before, else keeps the price', () => {
    expect(endPriceOf({ price: '2.99', endDatePrice: '4.99', previousPrice: '9.99' })).toBe('4.99');
    expect(endPriceOf({ price: '2.99', endDatePrice: null, previousPrice: '9.99' })).toBe('9.99');
    expect(endPriceOf({ price: '2.99', endDatePrice: null, previousPrice: null })).toBe('2.99');
  });
});
