import { NEW_YORK_TZ } from '../format/dates';
import { wallClockOf } from '../format/wall-clock';

/** How many years after this one a card's expiry may be (spec 3 §5: this year plus the 10 following). */
export const CARD_EXPIRY_YEARS_AHEAD = 10;

export interface CardExpiry {
  /** 1 to 12. */
  month: number;
  /** Four digits. */
  year: number;
}

/**
 * A card expiry as typed (month '1'–'12' or '01'–'12'; year of four digits, or two read as 20YY),
 * or null when it is not one. Says nothing about whether it is current: see `isCardExpiryAllowed`.
 */
export function parseCardExpiry(month: string, year: string): CardExpiry | null {
  const m = month.trim();
  const y = year.trim();
  if (!/^\d{1,2}$/.test(m) || !/^(\d{2}|\d{4})$/.test(y)) return null;
  const monthNumber = Number(m);
  if (monthNumber < 1 || monthNumber > 12) return null;
  return { month: monthNumber, year: y.length === 2 ? 2000 + Number(y) : Number(y) };
}

/**
 * Whether an expiry may be chosen on `now` (spec 3 §5): years from this one to this one plus 10,
 * and in this year only months from this one on. "This" month and year are New York's.
 */
export function isCardExpiryAllowed(expiry: CardExpiry, now: Date): boolean {
  // New York's wall clock read with Intl: the checkout's card form loads no time-zone library.
  const today = wallClockOf(now, NEW_YORK_TZ);
  if (!today) return false;
  const thisYear = today.getFullYear();
  const thisMonth = today.getMonth() + 1;
  if (expiry.year < thisYear || expiry.year > thisYear + CARD_EXPIRY_YEARS_AHEAD) return false;
  return expiry.year > thisYear || expiry.month >= thisMonth;
}
