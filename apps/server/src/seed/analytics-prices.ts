import { boundsOf } from './analytics-draws';

/**
 * The prices behind the demo's analytics history (seed/analytics-history.ts): what a copy cost at
 * the moment it sold, as the book's applied scheduled prices say (a promotion's promo price is one
 * of them), and how much more a book sells while its price is temporarily lower or while a
 * merchandising promotion features it. Nothing here touches the database.
 */

/** A scheduled price change the scheduler applied to a book (price_schedules, started). */
export interface HistoryPriceChange {
  /** When its start was applied: the list price became `price`. */
  startedAt: Date;
  /** When its end was applied (null: no end, or an end still to come). */
  endedAt: Date | null;
  /** Whether it has an end at all: only a temporary change brings a sales lift. */
  temporary: boolean;
  price: string;
  /** The list price just before the start. */
  before: string;
  /** The list price its end returned to. */
  after: string;
}

/** The moments an accepted merchandising promotion ran ([from, to)). */
export interface HistoryPromotion {
  from: Date;
  to: Date;
}

/** What the history knows of a book's prices: its list price now, and the changes it went through. */
export interface PricedBook {
  listPrice: string | null;
  /** Oldest first (changes of one book never overlap: the scheduling rules refuse it). */
  priceChanges?: readonly HistoryPriceChange[];
  promotions?: readonly HistoryPromotion[];
}

/**
 * A temporary price cut sells 1 + PRICE_CUT_LIFT × the share taken off times the usual copies (a
 * $4.99 book at $0.99 sells 3.4 times as many); a merchandising promotion, featured on the
 * retailer's deals page and newsletter, doubles that again.
 */
export const PRICE_CUT_LIFT = 3;
export const PROMOTION_LIFT = 2;

/**
 * The list price in force at `at`: the price of the latest change started by then (or the price it
 * returned to, once its end has been applied); before the first change, the price that change
 * replaced; a book without changes, its list price.
 */
export function priceAt(book: PricedBook, at: Date): string | null {
  const changes = book.priceChanges ?? [];
  const t = at.getTime();
  let latest: HistoryPriceChange | null = null;
  for (const c of changes) if (c.startedAt.getTime() <= t) latest = c;
  if (!latest) return changes[0]?.before ?? book.listPrice;
  return latest.endedAt && latest.endedAt.getTime() <= t ? latest.after : latest.price;
}

/**
 * How many times its usual copies a book sells on a New York day, judged at noon: more while a
 * temporary price cut runs (PRICE_CUT_LIFT), and more again while a promotion features it
 * (PROMOTION_LIFT); 1 on any other day. A permanent change only changes the price.
 */
export function liftOn(book: PricedBook, day: string): number {
  const [start, end] = boundsOf(day);
  const noon = (start + end) / 2;
  const change = book.priceChanges?.find(
    (c) => c.temporary && c.startedAt.getTime() <= noon && (c.endedAt === null || noon < c.endedAt.getTime()),
  );
  const before = change ? Number(change.before) : 0;
  const off = change && before > 0 ? 1 - Number(change.price) / before : 0;
  const featured = book.promotions?.some((p) => p.from.getTime() <= noon && noon < p.to.getTime()) ?? false;
  return (off > 0 ? 1 + PRICE_CUT_LIFT * off : 1) * (featured ? PROMOTION_LIFT : 1);
}
