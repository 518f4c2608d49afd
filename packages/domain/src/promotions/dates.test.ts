import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NEW_YORK_TZ } from '../format/dates';
import {
  addDays,
  dayOfWeek,
  daysBetween,
  displayDayOf,
  earliestPromoStart,
  freeFridayWindow,
  impliedPromoEnd,
  newYorkDay,
  presentsWindow,
  promoDayOf,
  promoEndAt,
  promoEndRange,
  promoStartAt,
  sendDayOf,
} from './dates';
import { MERC_PROMO_TYPES } from './types';

/** Any calendar day from 1950 to 2100 as 'YYYY-MM-DD'. */
const anyDay = fc.integer({ min: 0, max: 55_000 }).map((n) => addDays('1950-01-01', n));

/** The New York wall clock of an instant, 'HH:mm'. */
const nyClock = (at: Date) => {
  const z = new TZDate(at.getTime(), NEW_YORK_TZ);
  return `${String(z.getHours()).padStart(2, '0')}:${String(z.getMinutes()).padStart(2, '0')}`;
};

/** Spring-forward Sundays, when 2:00 to 2:59 AM does not exist in New York. */
const isSpringForward = (day: string) => {
  const z = new TZDate(promoStartAt(day).getTime() + 3 * 3_600_000, NEW_YORK_TZ);
  return z.getHours() === 4;
};

/** Fall-back Sundays, when 1:00 to 1:59 AM happens twice: 2:59 AM is four hours after midnight. */
const isFallBack = (day: string) => {
  const z = new TZDate(promoStartAt(day).getTime() + 3 * 3_600_000, NEW_YORK_TZ);
  return z.getHours() === 2;
};

describe('calendar arithmetic', () => {
  it('adds days across months, leap days and summer time', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 7)).toBe('2026-03-15');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-03-01', '2026-03-15')).toBe(14);
    expect(daysBetween('2026-11-15', '2026-10-25')).toBe(-21);
  });

  it('refuses what is not a calendar day', () => {
    expect(() => addDays('03/08/2026', 1)).toThrow('Not a calendar day');
    expect(() => dayOfWeek('')).toThrow();
  });

  it('addDays and daysBetween are inverse', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -400, max: 400 }), (day, n) => {
        const later = addDays(day, n);
        expect(daysBetween(day, later)).toBe(n);
        expect(addDays(later, -n)).toBe(day);
        expect(later > day).toBe(n > 0);
      }),
    );
  });

  it('the day of the week moves with the days', () => {
    expect(dayOfWeek('2026-03-06')).toBe(5); // a Friday
    expect(dayOfWeek('2026-03-08')).toBe(0);
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -400, max: 400 }), (day, n) => {
        expect(dayOfWeek(addDays(day, n))).toBe((((dayOfWeek(day) + n) % 7) + 7) % 7);
      }),
    );
  });
});

describe('sent and shown dates', () => {
  it('reads MM/DD/YYYY, and nothing else', () => {
    expect(promoDayOf('03/08/2026')).toBe('2026-03-08');
    expect(promoDayOf(' 12/31/2026 ')).toBe('2026-12-31');
    expect(promoDayOf('02/29/2028')).toBe('2028-02-29');
    for (const bad of ['02/29/2026', '13/01/2026', '00/10/2026', '3/8/2026', '2026-03-08', '01/01/1899', ''])
      expect(promoDayOf(bad), bad).toBeNull();
    expect(promoDayOf(null)).toBeNull();
    expect(promoDayOf(undefined)).toBeNull();
  });

  it('sends and shows a day (spec 2 §9)', () => {
    expect(sendDayOf('2026-03-08')).toBe('03/08/2026');
    expect(displayDayOf('2026-03-08')).toBe('Mar 08, 2026');
  });

  it('promoDayOf(sendDayOf(d)) === d', () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        expect(promoDayOf(sendDayOf(day))).toBe(day);
      }),
    );
  });

  it('promoDayOf never throws and answers null or a day that sends back the same text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/)), (text) => {
        const day = promoDayOf(text);
        if (day !== null) expect(sendDayOf(day)).toBe(text.trim());
      }),
    );
  });
});

describe('New York days and times', () => {
  it('the day turns at midnight in New York, in winter and in summer', () => {
    expect(newYorkDay(new Date('2026-03-03T04:59:59Z'))).toBe('2026-03-02');
    expect(newYorkDay(new Date('2026-03-03T05:00:00Z'))).toBe('2026-03-03');
    expect(newYorkDay(new Date('2026-07-01T03:59:59Z'))).toBe('2026-06-30');
    expect(newYorkDay(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01');
  });

  it('the earliest start is tomorrow in New York, whatever the UTC day', () => {
    // 11:59:59 PM EST on March 2 is already March 3 in UTC.
    expect(earliestPromoStart(new Date('2026-03-03T04:59:59Z'))).toBe('2026-03-03');
    expect(earliestPromoStart(new Date('2026-03-03T05:00:00Z'))).toBe('2026-03-04');
    expect(earliestPromoStart(new Date('2026-07-01T03:59:59Z'))).toBe('2026-07-01');
    expect(earliestPromoStart(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-02');
    // The night summer time ends: 1:30 AM EDT and 1:30 AM EST are both November 1.
    expect(earliestPromoStart(new Date('2026-11-01T05:30:00Z'))).toBe('2026-11-02');
    expect(earliestPromoStart(new Date('2026-11-01T06:30:00Z'))).toBe('2026-11-02');
    expect(earliestPromoStart(new Date('2026-11-02T04:59:00Z'))).toBe('2026-11-02');
  });

  it('a promotion starts at 12:00 AM and ends at 2:59 AM ET, either side of a change of time', () => {
    expect(promoStartAt('2026-03-07').toISOString()).toBe('2026-03-07T05:00:00.000Z');
    expect(promoStartAt('2026-03-08').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(promoStartAt('2026-03-09').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(promoEndAt('2026-03-07').toISOString()).toBe('2026-03-07T07:59:00.000Z');
    expect(promoEndAt('2026-03-09').toISOString()).toBe('2026-03-09T06:59:00.000Z');
    expect(promoStartAt('2026-11-01').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(promoEndAt('2026-11-01').toISOString()).toBe('2026-11-01T07:59:00.000Z');
    expect(promoStartAt('2026-11-02').toISOString()).toBe('2026-11-02T05:00:00.000Z');
    // 2:59 AM does not exist on the spring-forward Sunday: the end is the moment 2:59 AM EST would be.
    expect(promoEndAt('2026-03-08').toISOString()).toBe('2026-03-08T07:59:00.000Z');
  });

  it('promoStartAt is always 00:00 and promoEndAt 02:59 in New York, on that day', () => {
    // The fall-back Sunday of 2084 (found by this property once), and any other day.
    expect(promoEndAt('2084-11-05').getTime() - promoStartAt('2084-11-05').getTime()).toBe(239 * 60_000);
    fc.assert(
      fc.property(anyDay, (day) => {
        const start = promoStartAt(day);
        expect(nyClock(start)).toBe('00:00');
        expect(newYorkDay(start)).toBe(day);
        const end = promoEndAt(day);
        expect(newYorkDay(end)).toBe(day);
        expect(nyClock(end)).toBe(isSpringForward(day) ? '03:59' : '02:59');
        expect(end.getTime() - start.getTime()).toBe((isFallBack(day) ? 239 : 179) * 60_000);
      }),
    );
  });
});

describe('promotion windows', () => {
  it('end ranges by type: 7 to 28 days, 1 to 90 days, one day, a weekend; none for presents', () => {
    expect(promoEndRange('LIMITED_TIME_EBOOK', '2026-03-08')).toEqual({
      min: '2026-03-15',
      max: '2026-04-05',
    });
    expect(promoEndRange('UNDER_2_99', '2026-03-08')).toEqual({ min: '2026-03-15', max: '2026-04-05' });
    expect(promoEndRange('NOOK_DAILY_FIND', '2026-03-08')).toEqual({ min: '2026-03-09', max: '2026-06-06' });
    expect(promoEndRange('ONE_DAY_EBOOK', '2026-03-08')).toEqual({ min: '2026-03-09', max: '2026-03-09' });
    expect(promoEndRange('NOOK_FREE_FRIDAY', '2026-03-06')).toEqual({ min: '2026-03-09', max: '2026-03-09' });
    expect(promoEndRange('BNPRESS_PRESENTS', '2026-03-08')).toBeNull();
  });

  it('only one-day and weekend promotions imply their end', () => {
    for (const type of MERC_PROMO_TYPES) {
      const implied = impliedPromoEnd(type, '2026-03-06');
      if (type === 'ONE_DAY_EBOOK') expect(implied).toBe('2026-03-07');
      else if (type === 'NOOK_FREE_FRIDAY') expect(implied).toBe('2026-03-09');
      else expect(implied, type).toBeNull();
    }
  });

  it('free-Friday: from the first Friday after today to 26 weeks ahead', () => {
    // Monday March 2, 2026, 10 AM EST.
    expect(freeFridayWindow(new Date('2026-03-02T15:00:00Z'))).toEqual({
      first: '2026-03-06',
      last: '2026-08-31',
    });
    // Thursday: tomorrow is the Friday.
    expect(freeFridayWindow(new Date('2026-03-05T15:00:00Z')).first).toBe('2026-03-06');
    // Friday: today is too soon, the next Friday is first.
    expect(freeFridayWindow(new Date('2026-03-06T15:00:00Z'))).toEqual({
      first: '2026-03-13',
      last: '2026-09-04',
    });
    // 11:30 PM EST on Thursday is Friday in UTC: still Thursday in New York.
    expect(freeFridayWindow(new Date('2026-03-06T04:30:00Z')).first).toBe('2026-03-06');
  });

  it('the first free Friday is a Friday from tomorrow on, within a week', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        (now) => {
          const { first, last } = freeFridayWindow(now);
          const tomorrow = earliestPromoStart(now);
          expect(dayOfWeek(first)).toBe(5);
          expect(daysBetween(tomorrow, first)).toBeGreaterThanOrEqual(0);
          expect(daysBetween(tomorrow, first)).toBeLessThan(7);
          expect(daysBetween(newYorkDay(now), last)).toBe(182);
        },
      ),
    );
  });

  it('presents-type: the featured dates and two weeks either side', () => {
    expect(presentsWindow({ start: '2026-05-01', end: '2026-05-31' })).toEqual({
      from: '2026-04-17',
      to: '2026-06-14',
    });
    expect(presentsWindow({ start: null, end: '2026-05-31' })).toBeNull();
  });
});
