/**
 * The facts analytics counts (decision 042): each is one thing that happened to a book, kept as it
 * came so later corrections can be folded in. Quire records its own product pages' visits and
 * samples opened; the retailers' sales and reading events join them through the retail API.
 */
export const ANALYTICS_EVENT_KINDS = [
  'PAGE_VISIT',
  'SAMPLE_OPENED',
  'SALE',
  'RETURN',
  'COUPON_REDEMPTION',
  'READING_PROGRESS',
] as const;
export type AnalyticsEventKind = (typeof ANALYTICS_EVENT_KINDS)[number];

/** What a retailer's system reports (a product-page visit is Quire's own). */
export const RETAIL_EVENT_KINDS = [
  'SALE',
  'RETURN',
  'COUPON_REDEMPTION',
  'SAMPLE_OPENED',
  'READING_PROGRESS',
] as const satisfies readonly AnalyticsEventKind[];
export type RetailEventKind = (typeof RETAIL_EVENT_KINDS)[number];

/** The source of the events Quire records itself (a retailer's are its key's id). */
export const QUIRE_EVENT_SOURCE = 'quire';

/** A country code a trusted proxy sent (ISO 3166-1 alpha-2, upper case), or null for anything else. */
export function countryCode(value: string | undefined | null): string | null {
  const v = value?.trim().toUpperCase() ?? '';
  // XX and T1 are what proxies send for "unknown" and Tor.
  return /^[A-Z]{2}$/.test(v) && v !== 'XX' ? v : null;
}
