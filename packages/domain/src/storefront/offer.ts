/**
 * The offer of an on-sale book's product page (schema.org Offer availability). Apart from the
 * page's address rules (./product-page.ts), which the web app imports without the date library.
 */
import { calendarDate, type DateInput } from '../format/dates';

/** The schema.org availability of an on-sale book's offer. */
export type OfferAvailability = 'InStock' | 'PreOrder';

/**
 * A pre-order is a book offered before its on-sale date: it has the pre-order flag and an on-sale
 * day after today, both days in New York (spec 1 §9). Every other on-sale book is in stock.
 */
export function offerAvailability(
  project: { preOrder: boolean; onSaleDate: DateInput },
  now: Date,
): OfferAvailability {
  if (!project.preOrder) return 'InStock';
  const day = calendarDate(project.onSaleDate);
  const today = calendarDate(now);
  return day !== null && today !== null && day > today ? 'PreOrder' : 'InStock';
}
