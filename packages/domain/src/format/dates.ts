import { DEFAULT_LOCALE, LOCALE_INFO, type Locale, resolveLocale } from '../i18n/locales';
import {
  clock12Text,
  isoDayText,
  longDayText,
  shortDayText,
  usDayText,
  type WallClock,
  wallClockOf,
} from './wall-clock';

/** Every date is shown and sent in this zone (spec 1 §9, spec 2 §5). */
export const NEW_YORK_TZ = 'America/New_York';

/** Sending format (spec 2 §9), date-fns tokens for MM/DD/YYYY. */
export const SEND_DATE_PATTERN = 'MM/dd/yyyy';
/** Short display variant (spec 2 §9), date-fns tokens for MMM DD, YYYY. */
export const SHORT_DISPLAY_DATE_PATTERN = 'MMM dd, yyyy';

/** A date, an epoch-ms number, or a string: 'YYYY-MM-DD', 'MM/DD/YYYY', or an ISO date-time. */
export type DateInput = Date | number | string | null | undefined;

/** Date-only texts: 'YYYY-MM-DD' and 'MM/DD/YYYY'. */
const DATE_ONLY_ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_ONLY_US = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** Year, month (1-12) and day of a date-only text ('YYYY-MM-DD', 'MM/DD/YYYY'); null for other text. */
export function dateOnlyParts(text: string): [year: number, month: number, day: number] | null {
  const iso = DATE_ONLY_ISO.exec(text);
  if (iso) return [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  const us = DATE_ONLY_US.exec(text);
  return us ? [Number(us[3]), Number(us[1]), Number(us[2])] : null;
}

/** A calendar day at midnight on the New York wall clock, or null for 02/30 and the like. */
function dayOnWallClock(year: number, month: number, day: number): WallClock | null {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  // The zone's offset and name that day (at noon, clear of a summer-time change at 2 AM), read only
  // if asked: a calendar day is shown without them.
  let noon: WallClock | null | undefined;
  const atNoon = () => {
    if (noon === undefined) noon = wallClockOf(d.getTime() + 12 * 3_600_000, NEW_YORK_TZ);
    return noon;
  };
  return {
    getFullYear: () => year,
    getMonth: () => month - 1,
    getDate: () => day,
    getHours: () => 0,
    getMinutes: () => 0,
    getSeconds: () => 0,
    getTimezoneOffset: () => atNoon()?.getTimezoneOffset() ?? 0,
    get zoneName() {
      return atNoon()?.zoneName ?? '';
    },
  };
}

/**
 * The moment on New York's wall clock for showing it, as toNewYorkDate (./new-york-date) reads
 * the input (a date-only text is that day), without a TZDate; null when missing or not a date.
 */
function valid(value: DateInput): WallClock | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const text = value.trim();
    const day = dateOnlyParts(text);
    return day ? dayOnWallClock(...day) : wallClockOf(Date.parse(text), NEW_YORK_TZ);
  }
  return wallClockOf(typeof value === 'number' ? value : value.getTime(), NEW_YORK_TZ);
}

/** 'YYYY-MM-DD' of the day the moment falls on in New York (comparable as a string). */
export function calendarDate(value: DateInput): string | null {
  const d = valid(value);
  return d ? isoDayText(d) : null;
}

/** The locale's display date of a New York date: month first for en-US. */
function localeDay(d: WallClock, locale: Locale | string): string {
  return longDayText(d, LOCALE_INFO[resolveLocale(locale)].dateFnsPattern.startsWith('MMMM'));
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
  const d = valid(value);
  return d ? localeDay(d, locale) : fallback;
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
  const d = valid(value);
  if (!d) return fallback;
  // The zone as en-US names it: EST or EDT (offsets -5 and -4, spec 1 §9).
  return `${localeDay(d, locale)}, ${clock12Text(d)} ${d.zoneName}`;
}

/** The short display variant 'MMM DD, YYYY' ('Mar 05, 2026'), spec 2 §9. */
export function formatShortDisplayDate(value: DateInput, fallback = ''): string {
  const d = valid(value);
  return d ? shortDayText(d, true) : fallback;
}

/** The format dates are sent in, MM/DD/YYYY ('03/05/2026'), spec 2 §3 and §9. */
export function formatSendDate(value: DateInput, fallback = ''): string {
  const d = valid(value);
  return d ? usDayText(d) : fallback;
}
