import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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
    /** The New York day it happened (decision 044): the rollups' day. */
    day: date('day', { mode: 'string' }),
    /** EBOOK or PRINT: the book's format when it happened. */
    format: text('format'),
    /** The book's list price when it was received (a statement's "list price"). */
    listPrice: numeric('list_price', { precision: 10, scale: 2 }),
    /** The royalty of one copy (sale, return, coupon redemption), by the rules of that day. */
    royalty: numeric('royalty', { precision: 10, scale: 2 }),
    /** 'YYYY-MM': the statement it belongs to (a later one than its day's when it came after that was final). */
    statementMonth: text('statement_month'),
    /** The retailer's reader reference, keyed with HMAC so the reference itself is not kept. */
    readerKey: text('reader_key'),
    /** When the rollups took it in; null until then (the fold job's mark). */
    foldedAt: ts('folded_at'),
  },
  (t) => [
    uniqueIndex('analytics_events_source_external_idx').on(t.source, t.externalId),
    index('analytics_events_project_idx').on(t.projectId, t.occurredAt),
    index('analytics_events_kind_idx').on(t.kind, t.occurredAt),
    index('analytics_events_owner_idx').on(t.ownerCustomerId, t.occurredAt),
    index('analytics_events_unfolded_idx').on(t.receivedAt).where(sql`${t.foldedAt} is null`),
  ],
);

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

const money = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull().default('0');
const count = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * Daily rollup (decision 044): the facts summed by owner, book, New York day, kind, format,
 * country, referring domain and campaign ('' for none, so the key is unique). The fold job adds
 * each new fact once; every dashboard view reads this, never the facts.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    ownerCustomerId: text('owner_customer_id').notNull(),
    projectId: uuid('project_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    format: text('format').notNull(),
    country: text('country').notNull(),
    referrerDomain: text('referrer_domain').notNull(),
    campaign: text('campaign').notNull(),
    events: count('events'),
    /** Copies, signed: a return counts negative. */
    units: count('units'),
    amount: money('amount'),
    royalty: money('royalty'),
  },
  (t) => [
    primaryKey({
      columns: [
        t.ownerCustomerId,
        t.day,
        t.projectId,
        t.kind,
        t.format,
        t.country,
        t.referrerDomain,
        t.campaign,
      ],
    }),
    index('analytics_daily_project_idx').on(t.projectId, t.day),
    // One author's range without the rest of the key (bench:analytics: the series read a third faster).
    index('analytics_daily_owner_day_idx').on(t.ownerCustomerId, t.day),
    // The platform's figures (administrators, no author named) read by day alone.
    index('analytics_daily_day_idx').on(t.day),
  ],
);

/**
 * A reader of a book, by the retailer's reader reference (keyed): when they bought it, when they
 * first opened it and how far they read. The reading views and "other authors" read it.
 */
export const analyticsReaders = pgTable(
  'analytics_readers',
  {
    projectId: uuid('project_id').notNull(),
    readerKey: text('reader_key').notNull(),
    ownerCustomerId: text('owner_customer_id').notNull(),
    boughtAt: ts('bought_at'),
    boughtDay: date('bought_day', { mode: 'string' }),
    firstReadAt: ts('first_read_at'),
    maxProgress: numeric('max_progress', { precision: 5, scale: 2 }),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.readerKey] }),
    index('analytics_readers_owner_idx').on(t.ownerCustomerId, t.boughtDay),
    index('analytics_readers_key_idx').on(t.readerKey),
    index('analytics_readers_day_idx').on(t.boughtDay),
  ],
);

/**
 * The royalty statements' lines: copies by owner, statement month, book, the month they happened,
 * kind, price paid, royalty per copy, list price and coupon. A final month's lines never change:
 * a late fact lands in the first open statement, as an adjustment naming its month.
 */
export const analyticsStatementLines = pgTable(
  'analytics_statement_lines',
  {
    ownerCustomerId: text('owner_customer_id').notNull(),
    statementMonth: text('statement_month').notNull(),
    projectId: uuid('project_id').notNull(),
    occurredMonth: text('occurred_month').notNull(),
    kind: text('kind').notNull(),
    format: text('format').notNull(),
    unitPrice: numeric('unit_price', { precision: 10, scale: 2 }).notNull(),
    unitRoyalty: numeric('unit_royalty', { precision: 10, scale: 2 }).notNull(),
    listPrice: text('list_price').notNull(),
    couponCode: text('coupon_code').notNull(),
    units: count('units'),
    amount: money('amount'),
    royalty: money('royalty'),
  },
  (t) => [
    primaryKey({
      columns: [
        t.ownerCustomerId,
        t.statementMonth,
        t.projectId,
        t.occurredMonth,
        t.kind,
        t.format,
        t.unitPrice,
        t.unitRoyalty,
        t.listPrice,
        t.couponCode,
      ],
    }),
  ],
);

/** The fold's one row: when it last took in facts, and the newest fact's arrival it took. */
export const analyticsFoldState = pgTable('analytics_fold_state', {
  id: integer('id').primaryKey(),
  foldedAt: ts('folded_at').notNull(),
  lastReceivedAt: ts('last_received_at'),
  eventsFolded: count('events_folded'),
});
