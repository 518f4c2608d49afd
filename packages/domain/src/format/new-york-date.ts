import { TZDate } from '@date-fns/tz';
import { type DateInput, dateOnlyParts, NEW_YORK_TZ } from './dates';

/*
 * Dates read as moments in New York with @date-fns/tz's TZDate: what a form or a rule computes with.
 * Apart from ./dates, which shows dates without TZDate, so a page that only shows dates loads none
 * of @date-fns/tz (decision 056).
 */

function calendarDay(year: number, month: number, day: number): TZDate | null {
  const d = new TZDate(year, month - 1, day, NEW_YORK_TZ);
  // Reject 02/30 and the like, which Date would roll into the next month.
  return d.getFullYear() === year && d.getMonth() === month - 1 && d.getDate() === day ? d : null;
}

/**
 * The moment as a date in America/New_York, or null when missing or invalid. A date-only
 * string ('2026-03-05' or '03/05/2026') is that calendar day at midnight in New York, not UTC
 * midnight (which would show as the day before).
 */
export function toNewYorkDate(value: DateInput): TZDate | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const text = value.trim();
    const day = dateOnlyParts(text);
    if (day) return calendarDay(...day);
    const ms = Date.parse(text);
    return Number.isNaN(ms) ? null : new TZDate(ms, NEW_YORK_TZ);
  }
  const ms = typeof value === 'number' ? value : value.getTime();
  return Number.isFinite(ms) ? new TZDate(ms, NEW_YORK_TZ) : null;
}

/** Reads a sent date 'MM/DD/YYYY' as midnight of that day in New York; null when not a real date. */
export function parseSendDate(text: string): TZDate | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  return m ? calendarDay(Number(m[3]), Number(m[1]), Number(m[2])) : null;
}
