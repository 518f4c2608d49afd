/**
 * When analytics figures are final (decision 044). Sales reach Quire late and are sometimes
 * corrected (a return, a retailer's late batch). A month's figures are estimated until
 * STATEMENT_FINAL_DAY of the next month (New York midnight); from then on its royalty statement is
 * final and never changes: an event for it that arrives later belongs to the first statement still
 * open, as an adjustment line that names the month it happened in.
 */
import { TZDate } from '@date-fns/tz';
import { calendarDate, NEW_YORK_TZ } from '../format/dates';

/** The day of the next month on which a month's statement becomes final. */
export const STATEMENT_FINAL_DAY = 15;

/** 'YYYY-MM' of a 'YYYY-MM-DD' day. */
export const monthOf = (day: string): string => day.slice(0, 7);

// en-CA writes a date as YYYY-MM-DD. One formatter for every call: a fact's day is worked out for
// each fact kept (a retailer's batch, the demo's history), and date-fns' zoned format costs some
// twenty times as much.
const NEW_YORK_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: NEW_YORK_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The New York day of a moment, 'YYYY-MM-DD'. */
export const analyticsDay = (at: Date): string => {
  const day = Number.isNaN(at.getTime()) ? '' : NEW_YORK_DAY.format(at);
  // Years before 1000 or after 9999 are written otherwise: the calendar's own rule answers them.
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : (calendarDate(at) as string);
};

function monthParts(month: string): [number, number] {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) throw new RangeError(`Not a month: ${JSON.stringify(month)}`);
  return [Number(m[1]), Number(m[2])];
}

/** The month `n` months after (before, when negative) `month`. */
export function addMonths(month: string, n: number): string {
  const [y, m] = monthParts(month);
  const index = y * 12 + (m - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The moment `month`'s figures become final: STATEMENT_FINAL_DAY of the next month, 12:00 AM ET. */
export function finalAt(month: string): Date {
  const [y, m] = monthParts(addMonths(month, 1));
  return new Date(new TZDate(y, m - 1, STATEMENT_FINAL_DAY, 0, 0, NEW_YORK_TZ).getTime());
}

/** Whether `month`'s figures are final at `now`. */
export const isFinalMonth = (month: string, now: Date): boolean => finalAt(month).getTime() <= now.getTime();

/**
 * The statement an event belongs to: the month it happened in while that month is still open when
 * it arrives; otherwise the first month whose statement was still open on arrival (an adjustment).
 */
export function statementMonthOf(occurredAt: Date, receivedAt: Date): string {
  let month = monthOf(analyticsDay(occurredAt));
  while (isFinalMonth(month, receivedAt)) month = addMonths(month, 1);
  return month;
}

/** The last day whose figures are final at `now`: the last day of the latest final month. */
export function finalThrough(now: Date): string {
  let month = monthOf(analyticsDay(now));
  while (!isFinalMonth(month, now)) month = addMonths(month, -1);
  const [y, m] = monthParts(addMonths(month, 1));
  const firstOfNext = Date.UTC(y, m - 1, 1);
  return new Date(firstOfNext - 86_400_000).toISOString().slice(0, 10);
}
