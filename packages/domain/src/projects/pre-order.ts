/**
 * The pre-order on-sale date (spec 1 §2 "select-preorder-status", §5 date rules): an eBook offered
 * for pre-order goes on sale on a later day than today, days counted in the business time zone
 * America/New_York (spec 1 §9), whatever the zone of the browser or the server. The earliest
 * on-sale date is tomorrow in New York; an earlier one gets the spec's date-rule message,
 * 'Please enter {date} or later.' (the date as the forms show it, MM/DD/YYYY by default).
 *
 * `now` is always passed in, so the rule is the same in the browser, on the server and in tests.
 */
import { calendarDate, type DateInput, formatSendDate } from '../format/dates';
import { dateOnOrAfter } from '../forms/date-rules';
import type { Rule } from '../forms/types';
import { DOMAIN_MESSAGES } from '../i18n/messages/index';
import { interpolate } from '../i18n/translator';

/** How many days after today (in New York) the earliest pre-order on-sale date is. */
export const PRE_ORDER_MIN_DAYS_AHEAD = 1;

/** The label the on-sale date's messages use ('Please enter the on-sale date.'). */
export const ON_SALE_DATE_LABEL = 'on-sale date';

/** 'YYYY-MM-DD' plus whole calendar days (no clock involved, so no DST to trip on). */
function addCalendarDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map((part) => Number.parseInt(part, 10)) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The earliest on-sale date of a pre-order at `now`: tomorrow in New York, 'YYYY-MM-DD'. */
export function preOrderEarliestDate(now: Date): string {
  const today = calendarDate(now);
  if (today === null) throw new RangeError('now must be a valid date');
  return addCalendarDays(today, PRE_ORDER_MIN_DAYS_AHEAD);
}

/**
 * What is wrong with a pre-order's on-sale date at `now`, or null when it is fine: missing
 * ('Please enter the on-sale date.'), not a date ('Please enter a valid date.'), or before
 * tomorrow in New York ('Please enter 03/07/2026 or later.'). A date-only value
 * ('2026-03-07', '03/07/2026') is that calendar day in New York; an instant is the New York day
 * it falls on.
 */
export function preOrderDateProblem(
  onSaleDate: DateInput,
  now: Date,
  formatDate: (calendarDate: string) => string = formatSendDate,
): string | null {
  if (onSaleDate === null || onSaleDate === undefined || String(onSaleDate).trim() === '')
    return interpolate(DOMAIN_MESSAGES['form.required'], { label: ON_SALE_DATE_LABEL });
  const day = calendarDate(onSaleDate);
  if (day === null) return DOMAIN_MESSAGES['form.invalidDate'];
  const earliest = preOrderEarliestDate(now);
  return day < earliest
    ? interpolate(DOMAIN_MESSAGES['form.dateOnOrAfter'], { date: formatDate(earliest) })
    : null;
}

/** The form rule of the on-sale date field: on or after tomorrow in New York, read at check time. */
export function preOrderDateRule(now: () => Date = () => new Date()): Rule {
  return dateOnOrAfter(() => preOrderEarliestDate(now()));
}
