/**
 * The calendar of promotions (spec 2 §5, §9): days are New York days, sent as MM/DD/YYYY; a
 * promotion starts at 12:00 AM ET on its start day and ends at 2:59 AM ET on its end day.
 * Internally a day is 'YYYY-MM-DD' (comparable as a string); arithmetic is on the calendar, so a
 * change of summer time never moves a day.
 */
import { TZDate } from '@date-fns/tz';
import { calendarDate, formatShortDisplayDate, NEW_YORK_TZ } from '../format/dates';
import {
  FREE_FRIDAY_WEEKS,
  LIMITED_TIME_MAX_DAYS,
  LIMITED_TIME_MIN_DAYS,
  type MercPromoType,
  PRESENTS_WINDOW_DAYS,
  PROMO_END_TIME,
  PROMO_FORM_LAYOUTS,
  PROMO_RANGE_MAX_DAYS,
  PROMO_START_TIME,
} from './types';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SENT = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function parts(day: string): [number, number, number] {
  const m = DAY.exec(day);
  if (!m) throw new Error(`Not a calendar day: ${day}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const fromUtc = (d: Date) =>
  `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** The New York day of a moment. */
export const newYorkDay = (at: Date): string => calendarDate(at) as string;

/** The day `n` days after (before, when negative) `day`. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = parts(day);
  return fromUtc(new Date(Date.UTC(y, m - 1, d + n)));
}

/** Whole days from `a` to `b` (positive when b is later). */
export function daysBetween(a: string, b: string): number {
  const [y1, m1, d1] = parts(a);
  const [y2, m2, d2] = parts(b);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}

/** 0 Sunday … 5 Friday … 6 Saturday. */
export function dayOfWeek(day: string): number {
  const [y, m, d] = parts(day);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** 'MM/DD/YYYY' → 'YYYY-MM-DD', or null when it is not a real day in that format. */
export function promoDayOf(sent: string | null | undefined): string | null {
  if (!sent) return null;
  const m = SENT.exec(sent.trim());
  if (!m) return null;
  const day = `${m[3]}-${m[1]}-${m[2]}`;
  const [y, mo, d] = parts(day);
  const back = new Date(Date.UTC(y, mo - 1, d));
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d && y >= 1900
    ? day
    : null;
}

/** 'YYYY-MM-DD' → 'MM/DD/YYYY' (spec 2 §9). */
export function sendDayOf(day: string): string {
  const [y, m, d] = parts(day);
  return `${pad(m)}/${pad(d)}/${pad(y, 4)}`;
}

/** 'YYYY-MM-DD' → 'MMM DD, YYYY' (spec 2 §9's display). */
export const displayDayOf = (day: string): string => formatShortDisplayDate(day);

/** 12:00 AM ET of the start day. */
export function promoStartAt(day: string): Date {
  const [y, m, d] = parts(day);
  return new Date(
    new TZDate(y, m - 1, d, PROMO_START_TIME.hours, PROMO_START_TIME.minutes, NEW_YORK_TZ).getTime(),
  );
}

/** 2:59 AM ET of the end day. */
export function promoEndAt(day: string): Date {
  const [y, m, d] = parts(day);
  return new Date(
    new TZDate(y, m - 1, d, PROMO_END_TIME.hours, PROMO_END_TIME.minutes, NEW_YORK_TZ).getTime(),
  );
}

/** The earliest start: tomorrow in New York. */
export const earliestPromoStart = (now: Date): string => addDays(newYorkDay(now), 1);

/** The Fridays a free-Friday start may be: from the next Friday on or after tomorrow, to 26 weeks ahead. */
export function freeFridayWindow(now: Date): { first: string; last: string } {
  const tomorrow = earliestPromoStart(now);
  const first = addDays(tomorrow, (5 - dayOfWeek(tomorrow) + 7) % 7);
  return { first, last: addDays(newYorkDay(now), FREE_FRIDAY_WEEKS * 7) };
}

/**
 * The days the end may fall on, given the start: limited-time and price promotions 7 to 28 days
 * after; range types 1 to 90 days after; a one-day promotion ends the day after it starts and a
 * free-Friday weekend on the Monday (both fixed). Null for types without dates.
 */
export function promoEndRange(type: MercPromoType, start: string): { min: string; max: string } | null {
  switch (PROMO_FORM_LAYOUTS[type].dates) {
    case 'START_END':
      return { min: addDays(start, LIMITED_TIME_MIN_DAYS), max: addDays(start, LIMITED_TIME_MAX_DAYS) };
    case 'RANGE':
      return { min: addDays(start, 1), max: addDays(start, PROMO_RANGE_MAX_DAYS) };
    case 'START':
      return { min: addDays(start, 1), max: addDays(start, 1) };
    case 'WEEKEND':
      return { min: addDays(start, 3), max: addDays(start, 3) };
    default:
      return null;
  }
}

/** The end a start implies for types whose end is fixed (one-day, free-Friday weekend), else null. */
export function impliedPromoEnd(type: MercPromoType, start: string): string | null {
  const mode = PROMO_FORM_LAYOUTS[type].dates;
  return mode === 'START' || mode === 'WEEKEND' ? (promoEndRange(type, start)?.min ?? null) : null;
}

/** Presents-type: the publication dates the featured window allows (the promotion's dates ± 14 days). */
export function presentsWindow(def: { start: string | null; end: string | null }): {
  from: string;
  to: string;
} | null {
  if (!def.start || !def.end) return null;
  return { from: addDays(def.start, -PRESENTS_WINDOW_DAYS), to: addDays(def.end, PRESENTS_WINDOW_DAYS) };
}
