import { TZDate } from '@date-fns/tz';
import { addBusinessDays, isWeekend } from 'date-fns';
import { NEW_YORK_TZ } from '../format/dates';

/**
 * An order's life (PLACED → IN_PRODUCTION → SHIPPED → DELIVERED, or CANCELLED), in New York
 * business time, with Quire's sandbox printer:
 * - production starts at 9:00 AM New York time on the first business day after the order is placed
 *   (a Friday evening order starts on Monday); the author may cancel until then;
 * - the order ships two business days after production starts, at 5:00 PM (the card is captured then);
 * - it is delivered on its shipping method's earliest delivery date at 2:00 PM, and never before it ships.
 */
export const PRODUCTION_START_HOUR = 9;
export const SHIP_HOUR = 17;
export const DELIVERY_HOUR = 14;
export const PRODUCTION_BUSINESS_DAYS = 2;

function atNewYorkHour(day: TZDate, hour: number): Date {
  const at = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hour, 0, 0, NEW_YORK_TZ);
  return new Date(at.getTime());
}

/** When the printer starts the order: 9:00 AM New York time on the next business day. */
export function productionStartsAt(placedAt: Date): Date {
  const ny = new TZDate(placedAt.getTime(), NEW_YORK_TZ);
  let day = addBusinessDays(ny, 1);
  while (isWeekend(day)) day = addBusinessDays(day, 1);
  return atNewYorkHour(day, PRODUCTION_START_HOUR);
}

/** When the order ships: two business days after production starts, at 5:00 PM New York time. */
export function shipsAt(placedAt: Date): Date {
  const start = new TZDate(productionStartsAt(placedAt).getTime(), NEW_YORK_TZ);
  return atNewYorkHour(addBusinessDays(start, PRODUCTION_BUSINESS_DAYS), SHIP_HOUR);
}

/** When it is delivered: the method's earliest delivery date (yyyy-MM-dd, New York) at 2:00 PM, after shipping. */
export function deliveredAt(placedAt: Date, earliestDelivery: string): Date {
  const [y, m, d] = earliestDelivery.split('-').map(Number) as [number, number, number];
  const planned = new Date(new TZDate(y, m - 1, d, DELIVERY_HOUR, 0, 0, NEW_YORK_TZ).getTime());
  const shipped = shipsAt(placedAt);
  return planned.getTime() > shipped.getTime() ? planned : new Date(shipped.getTime() + 60 * 60_000);
}

/** Whether the author may still cancel: the order is PLACED and production has not started. */
export function authorMayCancel(status: string, placedAt: Date, now: Date): boolean {
  return status === 'PLACED' && now.getTime() < productionStartsAt(placedAt).getTime();
}
