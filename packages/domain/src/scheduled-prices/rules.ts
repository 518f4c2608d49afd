/**
 * Scheduled prices (spec 1 §3, §7; TMD_PRICE_CHNG): an eBook's list price changes at a start and,
 * optionally, returns at an end. The rules here are the ones the server enforces and the browser
 * shows, with the same words:
 * - start and end are New York date-times to the minute (date-time.ts);
 * - the start lies in the window: from the next whole minute to PRICE_SCHEDULE_LIMITS.maxStartDaysAhead
 *   days ahead; the end, when there is one, after the start (and after now);
 * - price and return price are eBook list prices (0, or 0.99–199.99 by the bands of pricing/ebook.ts),
 *   exact decimals;
 * - no end means the price stays; `endDatePrice` is the price the book returns to at the end, and
 *   empty means "its price before the change" (the list price just before the start applied);
 * - two schedules of one book may not overlap ([start, end), an open end running on for ever);
 *   one may begin the minute another ends.
 */
import { EBOOK_PRICE_MESSAGE, isValidEbookPrice } from '../pricing/ebook';
import { compareMoney, money2, parsePrice } from '../pricing/money';
import { PROJECT_MESSAGES } from '../projects/rules';
import {
  formatNewYorkDateTime,
  MINUTE_MS,
  nextWholeMinute,
  readNewYorkDateTime,
  toNewYorkIso,
} from './date-time';

export const PRICE_SCHEDULE_LIMITS = {
  /** How far ahead a start may be. */
  maxStartDaysAhead: 365,
  /** The owner is reminded this long before each change. */
  reminderHoursBefore: 48,
  /** Retailers show a new list price within this long of the change. */
  effectiveWithinHours: 24,
} as const;

const DAY_MS = 24 * 60 * MINUTE_MS;

/** `GET /api/project/priceUpdateWindow`: the window the scheduling rules enforce at `now`. */
export interface PriceUpdateWindow {
  open: boolean;
  timeZone: 'America/New_York';
  granularity: 'minute';
  /** The earliest start (the next whole minute), with the New York offset. */
  earliestStart: string;
  /** The latest start, with the New York offset. */
  latestStart: string;
  maxStartDaysAhead: number;
  reminderHoursBefore: number;
  effectiveWithinHours: number;
}

export function earliestStart(now: Date): Date {
  return nextWholeMinute(now);
}

/** The last whole minute a start may take: maxStartDaysAhead days after now. */
export function latestStart(now: Date): Date {
  const limit = now.getTime() + PRICE_SCHEDULE_LIMITS.maxStartDaysAhead * DAY_MS;
  return new Date(Math.floor(limit / MINUTE_MS) * MINUTE_MS);
}

export function priceUpdateWindow(now: Date): PriceUpdateWindow {
  return {
    open: true,
    timeZone: 'America/New_York',
    granularity: 'minute',
    earliestStart: toNewYorkIso(earliestStart(now)),
    latestStart: toNewYorkIso(latestStart(now)),
    maxStartDaysAhead: PRICE_SCHEDULE_LIMITS.maxStartDaysAhead,
    reminderHoursBefore: PRICE_SCHEDULE_LIMITS.reminderHoursBefore,
    effectiveWithinHours: PRICE_SCHEDULE_LIMITS.effectiveWithinHours,
  };
}

const price = (p: string) => `$${p}`;

/** The words of every refusal (Quire's own: spec 1 names the rules, not their messages). */
export const SCHEDULED_PRICE_MESSAGES = {
  priceRequired: 'Please enter the price.',
  priceFormat: PROJECT_MESSAGES.price,
  priceBand: EBOOK_PRICE_MESSAGE,
  startRequired: 'Please enter the start date and time.',
  dateTimeFormat: 'Please enter a date and a time, like 2026-03-05 14:30 (New York time).',
  seconds: 'Please enter a time to the minute, without seconds.',
  gap: (wallClock: string) =>
    `${wallClock.replace('T', ' ')} does not exist in New York: the clocks go forward an hour that night. Please choose another time.`,
  startPast: (earliest: Date) =>
    `Please choose a start in the future: ${formatNewYorkDateTime(earliest)} or later.`,
  startTooFar: (latest: Date) =>
    `Please choose a start within ${PRICE_SCHEDULE_LIMITS.maxStartDaysAhead} days: ${formatNewYorkDateTime(latest)} or earlier.`,
  endBeforeStart: 'Please choose an end after the start.',
  endPast: 'Please choose an end in the future.',
  endPriceWithoutEnd:
    'Please choose an end date and time for the price to return, or leave the return price empty.',
  noPriceToReturnTo: 'This book has no list price to return to. Please enter the price for after the end.',
  started: 'This price change has already started, so its price and start can no longer be changed.',
  done: 'This price change has been completed and can no longer be changed.',
  notEbook: 'Scheduled prices are for eBooks. To change the price of a print book, use its pricing step.',
  notAllowed: 'Scheduled price changes are not turned on for your account.',
  overlap: (other: ScheduleSpan) =>
    `This overlaps the price change to ${price(other.price)} ${
      other.end
        ? `from ${formatNewYorkDateTime(other.start)} to ${formatNewYorkDateTime(other.end)}`
        : `from ${formatNewYorkDateTime(other.start)} on`
    }. Please choose dates that do not overlap.`,
} as const;

/** What a person sends: loose, so that every mistake gets its own words. */
export interface ScheduledPriceInput {
  price?: unknown;
  startDate?: unknown;
  endDate?: unknown;
  endDatePrice?: unknown;
}

/** Another schedule of the same book that still has a change to make. */
export interface ScheduleSpan {
  id: string;
  price: string;
  start: Date;
  end: Date | null;
}

export interface ScheduledPriceContext {
  now: Date;
  /** The book's other schedules that still have a change to make (not DONE). */
  others: readonly ScheduleSpan[];
  /** The book's list price now ("2.99"), or null when it has none. */
  currentPrice: string | null;
  /** The stored schedule when editing one; `started` once its start has been applied. */
  existing?: { price: string; start: Date; started: boolean } | null;
}

export interface ScheduledPriceDraft {
  price: string;
  start: Date;
  end: Date | null;
  /** null: back to the price before the change. */
  endDatePrice: string | null;
}

export interface ScheduledPriceProblem {
  field: 'price' | 'startDate' | 'endDate' | 'endDatePrice';
  message: string;
}

export type ScheduledPriceCheck =
  | { ok: true; value: ScheduledPriceDraft }
  | { ok: false; problems: ScheduledPriceProblem[] };

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** An eBook list price as "9.99", or the words of what is wrong with it. */
export function readEbookPrice(value: unknown): { price: string } | { problem: string } {
  if (blank(value)) return { problem: SCHEDULED_PRICE_MESSAGES.priceRequired };
  if (typeof value !== 'string' && typeof value !== 'number')
    return { problem: SCHEDULED_PRICE_MESSAGES.priceFormat };
  const d = parsePrice(value);
  if (d === null) return { problem: SCHEDULED_PRICE_MESSAGES.priceFormat };
  if (!isValidEbookPrice(d)) return { problem: SCHEDULED_PRICE_MESSAGES.priceBand };
  return { price: money2(d) };
}

function dateTimeProblem(reading: ReturnType<typeof readNewYorkDateTime>): string | null {
  if (reading.ok) return null;
  if (reading.problem === 'seconds') return SCHEDULED_PRICE_MESSAGES.seconds;
  if (reading.problem === 'gap') return SCHEDULED_PRICE_MESSAGES.gap(reading.wallClock ?? '');
  return SCHEDULED_PRICE_MESSAGES.dateTimeFormat;
}

/** Whether [a.start, a.end) and [b.start, b.end) share a moment; a null end runs on for ever. */
export function spansOverlap(
  a: { start: Date; end: Date | null },
  b: { start: Date; end: Date | null },
): boolean {
  const aEnd = a.end?.getTime() ?? Number.POSITIVE_INFINITY;
  const bEnd = b.end?.getTime() ?? Number.POSITIVE_INFINITY;
  return a.start.getTime() < bEnd && b.start.getTime() < aEnd;
}

/**
 * Checks a scheduled price against the rules at `ctx.now`: every problem at once, each on its
 * field, or the draft to store (prices as "9.99", instants to the minute).
 */
export function checkScheduledPrice(
  input: ScheduledPriceInput,
  ctx: ScheduledPriceContext,
): ScheduledPriceCheck {
  const problems: ScheduledPriceProblem[] = [];
  const add = (field: ScheduledPriceProblem['field'], message: string) => problems.push({ field, message });
  const started = ctx.existing?.started === true;

  const priceRead = readEbookPrice(input.price);
  if ('problem' in priceRead) add('price', priceRead.problem);
  else if (started && ctx.existing && compareMoney(priceRead.price, ctx.existing.price) !== 0)
    add('price', SCHEDULED_PRICE_MESSAGES.started);

  let start: Date | null = null;
  const startRead = readNewYorkDateTime(input.startDate);
  if (!startRead.ok && startRead.problem === 'missing')
    add('startDate', SCHEDULED_PRICE_MESSAGES.startRequired);
  else if (!startRead.ok) add('startDate', dateTimeProblem(startRead) as string);
  else if (started && ctx.existing) {
    if (startRead.at.getTime() !== ctx.existing.start.getTime())
      add('startDate', SCHEDULED_PRICE_MESSAGES.started);
    else start = startRead.at;
  } else if (startRead.at < earliestStart(ctx.now))
    add('startDate', SCHEDULED_PRICE_MESSAGES.startPast(earliestStart(ctx.now)));
  else if (startRead.at > latestStart(ctx.now))
    add('startDate', SCHEDULED_PRICE_MESSAGES.startTooFar(latestStart(ctx.now)));
  else start = startRead.at;

  let end: Date | null = null;
  let endOk = true;
  if (!blank(input.endDate)) {
    const endRead = readNewYorkDateTime(input.endDate);
    endOk = false;
    if (!endRead.ok) add('endDate', dateTimeProblem(endRead) as string);
    else if (startRead.ok && endRead.at <= startRead.at)
      add('endDate', SCHEDULED_PRICE_MESSAGES.endBeforeStart);
    else if (endRead.at <= ctx.now) add('endDate', SCHEDULED_PRICE_MESSAGES.endPast);
    else {
      end = endRead.at;
      endOk = true;
    }
  }

  let endDatePrice: string | null = null;
  if (!blank(input.endDatePrice)) {
    const read = readEbookPrice(input.endDatePrice);
    if ('problem' in read) add('endDatePrice', read.problem);
    else if (blank(input.endDate)) add('endDatePrice', SCHEDULED_PRICE_MESSAGES.endPriceWithoutEnd);
    else endDatePrice = read.price;
  } else if (!blank(input.endDate) && !started && ctx.currentPrice === null) {
    add('endDatePrice', SCHEDULED_PRICE_MESSAGES.noPriceToReturnTo);
  }

  if (start && endOk) {
    const mine = { start, end };
    const clash = [...ctx.others]
      .sort((a, b) => a.start.getTime() - b.start.getTime())
      .find((o) => spansOverlap(mine, o));
    if (clash) {
      const startsInside = clash.start <= start;
      add(startsInside || !end ? 'startDate' : 'endDate', SCHEDULED_PRICE_MESSAGES.overlap(clash));
    }
  }

  if (problems.length > 0 || 'problem' in priceRead || !start) return { ok: false, problems };
  return { ok: true, value: { price: priceRead.price, start, end, endDatePrice } };
}

/** SCHEDULED: nothing applied yet; ACTIVE: the start applied, the end to come; DONE: nothing left to do. */
export type ScheduledPriceStatus = 'SCHEDULED' | 'ACTIVE' | 'DONE';

export function scheduledPriceStatus(s: {
  startedAt: Date | string | null;
  endDate: Date | string | null;
  endedAt: Date | string | null;
}): ScheduledPriceStatus {
  if (!s.startedAt) return 'SCHEDULED';
  return s.endDate && !s.endedAt ? 'ACTIVE' : 'DONE';
}

/**
 * The price the book takes at the end: the return price, else the price before the change, else
 * (a book that had none) the scheduled price stays.
 */
export function endPriceOf(s: {
  price: string;
  endDatePrice: string | null;
  previousPrice: string | null;
}): string {
  return s.endDatePrice ?? s.previousPrice ?? s.price;
}
