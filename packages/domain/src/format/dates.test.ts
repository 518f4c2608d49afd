import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  formatDisplayDate,
  formatDisplayDateTime,
  formatSendDate,
  formatShortDisplayDate,
} from './dates';
import { parseSendDate, toNewYorkDate } from './new-york-date';

describe('dates in America/New_York', () => {
  it('shows the US pattern MMMM D, YYYY and D MMMM YYYY for the other locales', () => {
    expect(formatDisplayDate('2026-03-05')).toBe('March 5, 2026');
    expect(formatDisplayDate('2026-03-05', 'en-US')).toBe('March 5, 2026');
    for (const l of ['en-au', 'en-ca', 'en-gb', 'en-ie', 'en-il', 'en-nz']) {
      expect(formatDisplayDate('2026-03-05', l)).toBe('5 March 2026');
    }
    expect(formatDisplayDate('2026-03-05', 'en-GB')).toBe('5 March 2026');
    expect(formatDisplayDate('2026-03-05', 'fr-FR')).toBe('March 5, 2026');
  });

  it('shows a moment as the display date, the time and the zone, in New York', () => {
    // 00:25 UTC on 28 November is 7:25 PM on 27 November in New York (EST, UTC-5).
    expect(formatDisplayDateTime('2026-11-28T00:25:48.751Z')).toBe('November 27, 2026, 7:25 PM EST');
    expect(formatDisplayDateTime(new Date('2026-11-28T00:25:48.751Z'), 'en-gb')).toBe(
      '27 November 2026, 7:25 PM EST',
    );
    // Summer time: UTC-4.
    expect(formatDisplayDateTime(Date.UTC(2026, 6, 4, 13, 5))).toBe('July 4, 2026, 9:05 AM EDT');
    // The hour the clocks go back happens twice: the zone tells the two apart.
    expect(formatDisplayDateTime('2026-11-01T05:30:00Z')).toBe('November 1, 2026, 1:30 AM EDT');
    expect(formatDisplayDateTime('2026-11-01T06:30:00Z')).toBe('November 1, 2026, 1:30 AM EST');
  });

  it('shows a calendar day without a time as the date alone, and the fallback for nothing', () => {
    expect(formatDisplayDateTime('2026-11-28')).toBe('November 28, 2026');
    expect(formatDisplayDateTime('11/28/2026', 'en-au')).toBe('28 November 2026');
    expect(formatDisplayDateTime(null, 'en-US', 'N/A')).toBe('N/A');
    expect(formatDisplayDateTime('not a date', 'en-US', 'N/A')).toBe('N/A');
    expect(formatDisplayDateTime('')).toBe('');
  });

  it('formats the send and short display variants', () => {
    expect(formatSendDate('2026-03-05')).toBe('03/05/2026');
    expect(formatShortDisplayDate('2026-03-05')).toBe('Mar 05, 2026');
  });

  it('reads a moment in New York time, with -5 in winter and -4 in summer', () => {
    // 04:30 UTC on 5 January is 23:30 on 4 January in New York (UTC-5)
    expect(formatSendDate(Date.UTC(2026, 0, 5, 4, 30))).toBe('01/04/2026');
    expect(formatSendDate(Date.UTC(2026, 0, 5, 5, 30))).toBe('01/05/2026');
    // 03:30 UTC on 5 July is 23:30 on 4 July (UTC-4)
    expect(formatSendDate(new Date(Date.UTC(2026, 6, 5, 3, 30)))).toBe('07/04/2026');
    expect(formatSendDate('2026-07-05T04:30:00Z')).toBe('07/05/2026');
    expect(toNewYorkDate('2026-07-05')?.getTimezoneOffset()).toBe(240);
    expect(toNewYorkDate('2026-01-05')?.getTimezoneOffset()).toBe(300);
  });

  it('keeps a date-only string on its calendar day', () => {
    expect(calendarDate('2026-12-31')).toBe('2026-12-31');
    expect(calendarDate('12/31/2026')).toBe('2026-12-31');
  });

  it('gives the fallback for missing or invalid dates', () => {
    expect(formatDisplayDate(null)).toBe('');
    expect(formatDisplayDate(undefined, 'en-gb', 'N/A')).toBe('N/A');
    expect(formatSendDate('not a date', '--')).toBe('--');
    expect(formatSendDate('2026-02-30')).toBe('');
    expect(formatSendDate(Number.NaN)).toBe('');
    expect(formatDisplayDateTime(9e15, 'en-US', '—')).toBe('—');
    expect(calendarDate(new Date(Number.NaN))).toBeNull();
  });

  it('parses only real MM/DD/YYYY dates', () => {
    expect(parseSendDate('03/05/2026')?.getTime()).toBe(Date.UTC(2026, 2, 5, 5));
    expect(parseSendDate('02/29/2028')).not.toBeNull();
    expect(parseSendDate('02/29/2027')).toBeNull();
    expect(parseSendDate('13/01/2026')).toBeNull();
    expect(parseSendDate('3/5/2026')).toBeNull();
  });

  it('round-trips every calendar day through the send format', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (d) => {
          const sent = formatSendDate(d);
          const back = parseSendDate(sent);
          expect(back).not.toBeNull();
          expect(formatSendDate(back)).toBe(sent);
          expect(calendarDate(back)).toBe(calendarDate(d));
        },
      ),
    );
  });
});
