import { TZDate, tz, tzName } from '@date-fns/tz';
import { format, isValid } from 'date-fns';
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale, resolveLocale } from '../i18n/locales';

/** Every date is shown and sent in this zone (spec 1 §9, spec 2 §5). */
export const NEW_YORK_TZ = 'America/New_York';
const inNewYork = tz(NEW_YORK_TZ);

/** Sending format (spec 2 §9), date-fns tokens for MM/DD/YYYY. */
export const SEND_DATE_PATTERN = 'MM/dd/yyyy';
/** Short display variant (spec 2 §9), date-fns tokens for MMM DD, YYYY. */
export const SHORT_DISPLAY_DATE_PATTERN = 'MMM dd, yyyy';

/** A date, an epoch-ms number, or a string: 'YYYY-MM-DD', 'MM/DD/YYYY', or an ISO date-time. */
export type DateInput = Date | number | string | null | undefined;

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
    const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (iso) return calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
    if (us) return calendarDay(Number(us[3]), Number(us[1]), Number(us[2]));
    const ms = Date.parse(text);
    return Number.isNaN(ms) ? null : new TZDate(ms, NEW_YORK_TZ);
  }
  const ms = typeof value === 'number' ? value : value.getTime();
  return Number.isFinite(ms) ? new TZDate(ms, NEW_YORK_TZ) : null;
}

/** 'YYYY-MM-DD' of the day the moment falls on in New York (comparable as a string). */
export function calendarDate(value: DateInput): string | null {
  const d = toNewYorkDate(value);
  return d && isValid(d) ? format(d, 'yyyy-MM-dd', { in: inNewYork }) : null;
}

function formatWith(value: DateInput, pattern: string, fallback: string): string {
  const d = toNewYorkDate(value);
  return d && isValid(d) ? format(d, pattern, { in: inNewYork }) : fallback;
}

/**
 * The display date of a locale (spec 3 §9): 'MMMM D, YYYY' for en-US ('March 5, 2026') and
 * 'D MMMM YYYY' for the others ('5 March 2026'). Missing or invalid input gives `fallback`.
 */
export function formatDisplayDate(
  value: DateInput,
  locale: Locale | string = DEFAULT_LOCALE,
  fallback = '',
): string {
  return formatWith(value, LOCALE_INFO[resolveLocale(locale)].dateFnsPattern, fallback);
}

/** A date without a time of day: 'YYYY-MM-DD' or 'MM/DD/YYYY'. */
const CALENDAR_DAY = /^\s*(\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{4})\s*$/;

/**
 * A moment as people read it: the locale's display date (spec 3 §9) in New York, the time, and the
 * zone, e.g. 'November 27, 2026, 7:25 PM EST' ('27 November 2026, 7:25 PM EST' outside the US;
 * EDT in summer). A calendar day without a time ('2026-11-27', '11/27/2026') is the date alone.
 * Every screen that shows when something happened uses this, so the same moment reads the same.
 * Missing or invalid input gives `fallback`.
 */
export function formatDisplayDateTime(
  value: DateInput,
  locale: Locale | string = DEFAULT_LOCALE,
  fallback = '',
): string {
  if (typeof value === 'string' && CALENDAR_DAY.test(value))
    return formatDisplayDate(value, locale, fallback);
  const d = toNewYorkDate(value);
  if (!d || !isValid(d)) return fallback;
  const day = format(d, LOCALE_INFO[resolveLocale(locale)].dateFnsPattern, { in: inNewYork });
  // tzName names the zone as en-US does: EST or EDT (offsets -5 and -4, spec 1 §9).
  return `${day}, ${format(d, 'h:mm a', { in: inNewYork })} ${tzName(NEW_YORK_TZ, d, 'short')}`;
}

/** The short display variant 'MMM DD, YYYY' ('Mar 05, 2026'), spec 2 §9. */
export function formatShortDisplayDate(value: DateInput, fallback = ''): string {
  return formatWith(value, SHORT_DISPLAY_DATE_PATTERN, fallback);
}

/** The format dates are sent in, MM/DD/YYYY ('03/05/2026'), spec 2 §3 and §9. */
export function formatSendDate(value: DateInput, fallback = ''): string {
  return formatWith(value, SEND_DATE_PATTERN, fallback);
}

/** Reads a sent date 'MM/DD/YYYY' as midnight of that day in New York; null when not a real date. */
export function parseSendDate(text: string): TZDate | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  return m ? calendarDay(Number(m[3]), Number(m[1]), Number(m[2])) : null;
}
