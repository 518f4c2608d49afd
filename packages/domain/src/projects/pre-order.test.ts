import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDate, formatDisplayDate, formatSendDate } from '../format/dates';
import type { RuleContext } from '../forms/types';
import { tDomain } from '../i18n/messages/index';
import { preOrderDateProblem, preOrderDateRule, preOrderEarliestDate } from './pre-order';

const at = (iso: string) => new Date(iso);

describe('preOrderEarliestDate: tomorrow in New York', () => {
  it.each([
    // Around midnight in winter (EST, UTC−5).
    ['2026-01-15T04:59:59.999Z', '2026-01-15'], // 23:59:59.999 on the 14th in New York
    ['2026-01-15T05:00:00.000Z', '2026-01-16'], // midnight on the 15th in New York
    // Evening in New York is already tomorrow in UTC: still today's tomorrow.
    ['2026-01-15T03:00:00Z', '2026-01-15'], // 22:00 on the 14th
    // Around midnight in summer (EDT, UTC−4).
    ['2026-07-04T03:59:59Z', '2026-07-04'],
    ['2026-07-04T04:00:00Z', '2026-07-05'],
    // Spring forward, Sunday 8 March 2026 (02:00 EST → 03:00 EDT).
    ['2026-03-08T04:59:59Z', '2026-03-08'], // 23:59:59 EST on the 7th
    ['2026-03-08T05:00:00Z', '2026-03-09'], // midnight EST on the 8th
    ['2026-03-08T06:59:59Z', '2026-03-09'], // 01:59:59 EST
    ['2026-03-08T07:00:00Z', '2026-03-09'], // 03:00 EDT
    ['2026-03-09T03:59:59Z', '2026-03-09'], // 23:59:59 EDT on the 8th (a 23-hour day)
    ['2026-03-09T04:00:00Z', '2026-03-10'], // midnight EDT on the 9th
    // Fall back, Sunday 1 November 2026 (02:00 EDT → 01:00 EST).
    ['2026-11-01T03:59:59Z', '2026-11-01'], // 23:59:59 EDT on 31 October
    ['2026-11-01T04:00:00Z', '2026-11-02'], // midnight EDT on the 1st
    ['2026-11-01T05:30:00Z', '2026-11-02'], // 01:30 EDT
    ['2026-11-01T06:30:00Z', '2026-11-02'], // 01:30 EST, the second time
    ['2026-11-02T04:59:59Z', '2026-11-02'], // 23:59:59 EST on the 1st (a 25-hour day)
    ['2026-11-02T05:00:00Z', '2026-11-03'],
    // Month and year ends.
    ['2026-12-31T12:00:00Z', '2027-01-01'],
    ['2028-02-28T12:00:00Z', '2028-02-29'],
  ])('at %s it is %s', (now, earliest) => {
    expect(preOrderEarliestDate(at(now))).toBe(earliest);
  });

  it('is the day after the New York date of now, whatever the instant (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: at('2000-01-01T00:00:00Z'), max: at('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        (now) => {
          const today = calendarDate(now) as string;
          const earliest = preOrderEarliestDate(now);
          expect(earliest > today).toBe(true);
          // The next calendar day, not 24 hours later (days in New York are 23 to 25 hours long).
          const gap = Date.parse(`${earliest}T12:00:00Z`) - Date.parse(`${today}T12:00:00Z`);
          expect(gap).toBe(86_400_000);
        },
      ),
    );
  });

  it('never goes backwards as time passes (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 946_684_800_000, max: 4_102_444_800_000 }),
        fc.nat(3 * 86_400_000),
        (t, dt) => {
          expect(preOrderEarliestDate(new Date(t)) <= preOrderEarliestDate(new Date(t + dt))).toBe(true);
        },
      ),
    );
  });

  it('refuses an invalid now', () => {
    expect(() => preOrderEarliestDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('preOrderDateProblem', () => {
  const now = at('2026-03-06T02:30:00Z'); // 21:30 on 5 March in New York

  it('takes tomorrow in New York or later', () => {
    expect(preOrderDateProblem('2026-03-06', now)).toBeNull();
    expect(preOrderDateProblem('03/06/2026', now)).toBeNull();
    expect(preOrderDateProblem('2026-12-25', now)).toBeNull();
  });

  it('refuses today and earlier with the spec’s date-rule message', () => {
    expect(preOrderDateProblem('2026-03-05', now)).toBe('Please enter 03/06/2026 or later.');
    expect(preOrderDateProblem('2025-01-01', now)).toBe('Please enter 03/06/2026 or later.');
  });

  it('reads an instant as the New York day it falls on', () => {
    // 03:00 UTC on the 6th is 22:00 on the 5th in New York: today, so refused.
    expect(preOrderDateProblem('2026-03-06T03:00:00Z', now)).not.toBeNull();
    expect(preOrderDateProblem(at('2026-03-06T05:00:00Z'), now)).toBeNull();
  });

  it('asks for a missing date and refuses a non-date', () => {
    expect(preOrderDateProblem(null, now)).toBe('Please enter the on-sale date.');
    expect(preOrderDateProblem('  ', now)).toBe('Please enter the on-sale date.');
    expect(preOrderDateProblem('2026-02-30', now)).toBe('Please enter a valid date.');
    expect(preOrderDateProblem('soon', now)).toBe('Please enter a valid date.');
  });

  it('formats the date as asked', () => {
    expect(preOrderDateProblem('2026-03-01', now, (d) => formatDisplayDate(d, 'en-gb'))).toBe(
      'Please enter 6 March 2026 or later.',
    );
  });

  it('accepts a date exactly when it is not before the earliest (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 946_684_800_000, max: 4_102_444_800_000 }),
        fc.integer({ min: -3, max: 3 }),
        (t, offset) => {
          const n = new Date(t);
          const earliest = preOrderEarliestDate(n);
          const [y, m, d] = earliest.split('-').map(Number) as [number, number, number];
          const day = new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
          const problem = preOrderDateProblem(day, n);
          expect(problem === null).toBe(offset >= 0);
          if (problem) expect(problem).toBe(`Please enter ${formatSendDate(earliest)} or later.`);
        },
      ),
    );
  });
});

describe('preOrderDateRule (the form’s rule)', () => {
  const ctx: RuleContext = {
    name: 'onSaleDate',
    label: 'on-sale date',
    values: {},
    labelOf: (n) => n,
    t: tDomain,
    formatDate: formatSendDate,
  };

  it('says what the server says, with now read at check time', () => {
    let now = at('2026-03-06T02:30:00Z');
    const rule = preOrderDateRule(() => now);
    expect(rule.check('2026-03-05', ctx)).toBe(preOrderDateProblem('2026-03-05', now));
    expect(rule.check('2026-03-06', ctx)).toBeNull();
    now = at('2026-03-06T05:00:00Z'); // midnight in New York: the 6th is today now
    expect(rule.check('2026-03-06', ctx)).toBe('Please enter 03/07/2026 or later.');
  });
});
