import type { ScheduledPriceStatus } from './rules';

/**
 * A scheduled price as the API answers it (spec 1 §3: id, projectId, price, startDate, endDate,
 * endDatePrice), with what Quire adds: where it stands and what it has done.
 */
export interface ScheduledPrice {
  id: string;
  projectId: string;
  /** The price from the start, "2.99". */
  price: string;
  /** The start, with the New York offset: '2026-03-05T14:30:00-05:00'. */
  startDate: string;
  /** The end (same form), or null: the price stays. */
  endDate: string | null;
  /** The price at the end, or null: back to the price before the change. */
  endDatePrice: string | null;
  status: ScheduledPriceStatus;
  /** The list price just before the start applied (null until then). */
  previousPrice: string | null;
  startedAt: string | null;
  endedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The next change of a book with one coming (the dashboard's badge). */
export interface UpcomingPriceChange {
  projectId: string;
  scheduleId: string;
  /** When, with the New York offset. */
  at: string;
  /** The price the book takes then. */
  price: string;
  edge: 'start' | 'end';
}
