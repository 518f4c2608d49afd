import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Analytics facts (decision 042): one row per thing that happened to a book, as it came. Quire's
 * own are product-page visits and samples opened (`source` 'quire'); a retailer's carry its key's
 * id as `source` and its own event id as `external_id`, unique per source, so a replayed batch is
 * counted once. `project_id` has no foreign key: the facts of a deleted book stay for the totals.
 * No address, user agent or cookie is stored: a visit is a book, a time, a referring domain and a
 * country when a trusted proxy says it.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    source: text('source').notNull(),
    externalId: text('external_id'),
    projectId: uuid('project_id'),
    /** The book's owner when it happened: a statement belongs to whoever owned the book then. */
    ownerCustomerId: text('owner_customer_id'),
    ean: text('ean'),
    occurredAt: ts('occurred_at').notNull(),
    receivedAt: ts('received_at').notNull(),
    country: text('country'),
    referrerDomain: text('referrer_domain'),
    /** Copies of a sale or return (1 otherwise). */
    quantity: integer('quantity').notNull().default(1),
    /** What the reader paid for one copy, USD (sale, return, coupon redemption). */
    unitPrice: numeric('unit_price', { precision: 10, scale: 2 }),
    couponCode: text('coupon_code'),
    campaign: text('campaign'),
    /** Share of the book read, 0 to 100 (reading progress). */
    progress: numeric('progress', { precision: 5, scale: 2 }),
  },
  (t) => [
    uniqueIndex('analytics_events_source_external_idx').on(t.source, t.externalId),
    index('analytics_events_project_idx').on(t.projectId, t.occurredAt),
    index('analytics_events_kind_idx').on(t.kind, t.occurredAt),
    index('analytics_events_owner_idx').on(t.ownerCustomerId, t.occurredAt),
  ],
);

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;
