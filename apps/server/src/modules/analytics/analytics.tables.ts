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
  },
  (t) => [
    uniqueIndex('analytics_events_source_external_idx').on(t.source, t.externalId),
    index('analytics_events_project_idx').on(t.projectId, t.occurredAt),
    // The fold's look-up of the newest coupon redemption it copied (the only reader by kind).
    index('analytics_events_redemptions_idx').on(t.occurredAt).where(sql`${t.kind} = 'COUPON_REDEMPTION'`),
  ],
);

/**
 * The facts not folded into the rollups yet (decision 045): a trigger on analytics_events copies
 * every new fact here, with the columns the fold reads, in the statement that keeps it; the fold
 * deletes the rows it takes (by their place, without an index) and reads them as it deletes them.
 * The facts themselves are never rewritten, nor looked up again.
 */
export const analyticsFoldQueue = pgTable('analytics_fold_queue', {
  eventId: uuid('event_id').notNull(),
  kind: text('kind'),
  projectId: uuid('project_id'),
  ownerCustomerId: text('owner_customer_id'),
  occurredAt: ts('occurred_at'),
  receivedAt: ts('received_at'),
  country: text('country'),
  referrerDomain: text('referrer_domain'),
  quantity: integer('quantity'),
  unitPrice: numeric('unit_price', { precision: 10, scale: 2 }),
  couponCode: text('coupon_code'),
  campaign: text('campaign'),
  progress: numeric('progress', { precision: 5, scale: 2 }),
  day: date('day', { mode: 'string' }),
  format: text('format'),
  listPrice: numeric('list_price', { precision: 10, scale: 2 }),
  royalty: numeric('royalty', { precision: 10, scale: 2 }),
  statementMonth: text('statement_month'),
  readerKey: text('reader_key'),
});

/**
 * The facts with a reader not folded into the readers yet (decision 066): the same trigger copies
 * each new fact that names a reader, a book and its owner here too, with the columns the readers'
 * fold reads. The readers, their reading months, "also bought" rows and purchase days are folded
 * from here, in a transaction of their own beside the rollups' (from the fold queue above), so the
 * two run at once on two connections.
 */
export const analyticsReaderQueue = pgTable('analytics_reader_queue', {
  eventId: uuid('event_id').notNull(),
  kind: text('kind').notNull(),
  projectId: uuid('project_id').notNull(),
  ownerCustomerId: text('owner_customer_id').notNull(),
  readerKey: text('reader_key').notNull(),
  occurredAt: ts('occurred_at').notNull(),
  day: date('day', { mode: 'string' }),
  progress: numeric('progress', { precision: 5, scale: 2 }),
});

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

const money = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull().default('0');
const count = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
/** What a rollup row adds up: facts, copies (signed: a return counts negative), amount paid, royalty. */
const sums = () => ({
  events: count('events'),
  units: count('units'),
  amount: money('amount'),
  royalty: money('royalty'),
});

/**
 * The books' days (decisions 044, 045, 057, 063): the facts summed by New York day, owner, book,
 * kind, format, country, referring domain and campaign ('' for none, so the key is unique). It is
 * nearly as fine as the facts. The views read it for one book, and for an owner's days by country,
 * domain or campaign and their books' days (the ends of a range, and the weeks and months not
 * sealed yet); an owner's days by kind and format alone are in `analytics_owner_days` below, and
 * the owners' periods keep days only for the platform (owner '').
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
    ...sums(),
  },
  (t) => [
    // Day first (decision 057): a fold's rows of a day are neighbours in the key. Then the owner
    // (decision 063): an owner's day is one range. Then the kind: an owner's series reads only
    // the kinds it sums, not the product-page visits beside them; a book's day is one
    // look-up per kind its view names.
    primaryKey({
      columns: [
        t.day,
        t.ownerCustomerId,
        t.kind,
        t.projectId,
        t.format,
        t.country,
        t.referrerDomain,
        t.campaign,
      ],
    }),
  ],
);

/**
 * An owner's days by kind and format alone (decision 063, its update): the books' days summed over
 * the book, country, referring domain and campaign, a few rows an owner a day. The fold writes them
 * with the books' days. A view that needs none of those columns and has no country filter (the
 * totals, the series, sales by format) reads an owner's days here: at 10,000,000 facts the largest
 * author's books' days of the series' kinds were about 670 rows a day, here at most a dozen.
 */
export const analyticsOwnerDays = pgTable(
  'analytics_owner_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    ownerCustomerId: text('owner_customer_id').notNull(),
    kind: text('kind').notNull(),
    format: text('format').notNull(),
    ...sums(),
  },
  // The owner first: an owner's range is one range of the key, a few hundred index entries over
  // two years, where a key that led with the day took one look-up per day. A fold's rows then
  // touch a leaf page per owner (the end of each owner's range), not one run of the day's pages.
  (t) => [primaryKey({ columns: [t.ownerCustomerId, t.day, t.kind, t.format] })],
);

/**
 * An owner's figures by period (decision 045) without the book: every kind by format, country,
 * referring domain (visits) and campaign (coupon redemptions). `grain` 'w' rows are Monday weeks
 * and 'm' rows months (`period` their first day); 'd' rows are New York days, of the platform
 * (owner '') only: an owner's days are their rows of the books' days (decision 063). A range reads
 * its whole months and weeks from here and only the days at its ends as days (`coverPeriods`).
 */
export const analyticsOwnerPeriods = pgTable(
  'analytics_owner_periods',
  {
    ownerCustomerId: text('owner_customer_id').notNull(),
    grain: text('grain').notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    format: text('format').notNull(),
    country: text('country').notNull(),
    referrerDomain: text('referrer_domain').notNull(),
    campaign: text('campaign').notNull(),
    ...sums(),
  },
  (t) => [
    // Period first (decision 057): a fold's rows of one day, week or month are neighbours in the
    // key, so it writes a few pages instead of one per owner; an owner's range is one look-up per
    // period (`period = any(…)`).
    primaryKey({
      columns: [
        t.grain,
        t.period,
        t.ownerCustomerId,
        t.kind,
        t.format,
        t.country,
        t.referrerDomain,
        t.campaign,
      ],
    }),
  ],
);

/**
 * An owner's (or the platform's, owner '') product-page visits by week and month, by format and
 * referring domain, without the country (decision 068): their rows of the owners' periods summed
 * over the country, a quarter of their rows or fewer. The visitors by referring domain without a
 * country filter read a range's whole weeks and months here. Sealing writes a period's rows with
 * the owners' periods', and a late visit is added to both.
 */
export const analyticsOwnerVisits = pgTable(
  'analytics_owner_visits',
  {
    grain: text('grain').notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    ownerCustomerId: text('owner_customer_id').notNull(),
    format: text('format').notNull(),
    referrerDomain: text('referrer_domain').notNull(),
    events: bigint('events', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.grain, t.period, t.ownerCustomerId, t.format, t.referrerDomain] })],
);

/**
 * An owner's books by month (decision 045): copies sold and returned, coupon redemptions and
 * samples opened per book and country, for the views that rank books; their days are the books'
 * days (decision 063), so every row here is grain 'm'.
 */
export const analyticsBookPeriods = pgTable(
  'analytics_book_periods',
  {
    ownerCustomerId: text('owner_customer_id').notNull(),
    grain: text('grain').notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    projectId: uuid('project_id').notNull(),
    kind: text('kind').notNull(),
    format: text('format').notNull(),
    country: text('country').notNull(),
    ...sums(),
  },
  (t) => [
    // Period first, as the owner's periods (decision 057); the platform's rankings read its prefix.
    primaryKey({ columns: [t.grain, t.period, t.ownerCustomerId, t.projectId, t.kind, t.format, t.country] }),
  ],
);

/** The columns of the books' years, months and weeks without the country. */
const bookPeriodColumns = () => ({
  ownerCustomerId: text('owner_customer_id').notNull(),
  period: date('period', { mode: 'string' }).notNull(),
  projectId: uuid('project_id').notNull(),
  kind: text('kind').notNull(),
  format: text('format').notNull(),
  ...sums(),
});

/**
 * An owner's books by month without the country (decision 063): the books' periods summed over
 * their countries, a tenth of their rows, for the rankings of books without a country filter.
 * Sealing writes a month's rows with the books' periods', and a late fact is added to both.
 */
export const analyticsBookMonths = pgTable('analytics_book_months', bookPeriodColumns(), (t) => [
  primaryKey({ columns: [t.period, t.ownerCustomerId, t.projectId, t.kind, t.format] }),
]);

/**
 * An owner's books by calendar year without the country (decision 074; `period` the year's first
 * day): the books' months of a year summed, written when the year is sealed (three days after it
 * ends) and a late fact of a sealed year added to them, so that a two-year ranking reads a year as
 * one row a book and kind instead of twelve.
 */
export const analyticsBookYears = pgTable('analytics_book_years', bookPeriodColumns(), (t) => [
  primaryKey({ columns: [t.period, t.ownerCustomerId, t.projectId, t.kind, t.format] }),
]);

/**
 * An owner's books by Monday week without the country (decision 067): the books' days of the
 * ranking kinds summed by week, for the rankings of books without a country filter, so that a range
 * reads its whole weeks here where it has no whole month (the month not sealed yet, and the ends of
 * a range). Sealing writes a week's rows when it ends, and a late fact is added to them.
 */
export const analyticsBookWeeks = pgTable('analytics_book_weeks', bookPeriodColumns(), (t) => [
  primaryKey({ columns: [t.period, t.ownerCustomerId, t.kind, t.projectId, t.format] }),
]);

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
    // An owner's readers by purchase day; with the reader's key, "readers who bought" (each once)
    // counts them from the index alone (migration 0048).
    index('analytics_readers_owner_idx').on(t.ownerCustomerId, t.boughtDay, t.readerKey),
    // "Other authors": a reader's other books, answered from the index alone.
    index('analytics_readers_key_idx').on(t.readerKey, t.ownerCustomerId, t.projectId, t.boughtAt),
    // The platform's readers by purchase day, keyed by an expression only the platform's statements
    // name (`bought_day + 0`, decision 073): on the plain column, the planner took it for an
    // owner's days too and read every owner's readers of them.
    index('analytics_readers_platform_day_idx').on(sql`(${t.boughtDay} + 0)`),
  ],
);

/**
 * "Also bought" (decision 061), kept by the fold from the readers for the "other authors" view: a
 * row per reader, owner, day the reader bought one of that owner's books (`bought_day`, each day
 * once) and another owner's book the reader bought (`project_id`, at any time). `previous_day` is
 * the reader's purchase day of the owner before `bought_day` (null: none), so a range's distinct
 * readers of a book are its rows in range whose previous day is before the range: each reader once,
 * at their first purchase day in it, and the counts add up without a distinct.
 */
export const analyticsAlsoBought = pgTable(
  'analytics_also_bought',
  {
    readerKey: text('reader_key').notNull(),
    ownerCustomerId: text('owner_customer_id').notNull(),
    projectId: uuid('project_id').notNull(),
    boughtDay: date('bought_day', { mode: 'string' }).notNull(),
    previousDay: date('previous_day', { mode: 'string' }),
  },
  (t) => [
    // One index, for the view (an owner's range, from the index alone) and for the fold (a reader's
    // rows of an owner and day): each row the fold writes costs one entry.
    index('analytics_also_bought_owner_idx').on(
      t.ownerCustomerId,
      t.boughtDay,
      t.readerKey,
      t.previousDay,
      t.projectId,
    ),
  ],
);

/**
 * The readers of a book by the month they bought it (decision 063): how many, how many opened it
 * (and the seconds from purchase to opening, summed), reached 25, 50 and 75 % and finished it, and
 * their furthest points summed (of those with one). The fold keeps it from each reader row's state
 * before and after; the reading views read a range's whole months here and its other days from the
 * readers.
 */
export const analyticsReadingMonths = pgTable(
  'analytics_reading_months',
  {
    ownerCustomerId: text('owner_customer_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    projectId: uuid('project_id').notNull(),
    buyers: count('buyers'),
    opened: count('opened'),
    reached25: count('reached25'),
    reached50: count('reached50'),
    reached75: count('reached75'),
    finished: count('finished'),
    progressCount: count('progress_count'),
    progressSum: numeric('progress_sum').notNull().default('0'),
    openSeconds: numeric('open_seconds').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.ownerCustomerId, t.month, t.projectId] })],
);

/**
 * A reader's purchase days of an owner (decision 063): a row per reader, owner and day the reader
 * bought one of that owner's books (each day once), with the purchase day before it (null: none),
 * as "also bought" keeps them (decision 061). A range's readers who bought, each once, are its rows
 * whose previous day is before the range: counted from the index, without a distinct.
 */
export const analyticsReaderDays = pgTable(
  'analytics_reader_days',
  {
    ownerCustomerId: text('owner_customer_id').notNull(),
    boughtDay: date('bought_day', { mode: 'string' }).notNull(),
    readerKey: text('reader_key').notNull(),
    previousDay: date('previous_day', { mode: 'string' }),
  },
  (t) => [
    // For the count (an owner's range, from the index alone) and for the fold (a reader's day).
    index('analytics_reader_days_owner_idx').on(t.ownerCustomerId, t.boughtDay, t.readerKey, t.previousDay),
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

/**
 * The last New York day whose weeks and months have their rows (decision 057): every week and month
 * ending on or before `through` has its 'w' and 'm' rows in the owners' and books' periods, and the
 * fold adds a fact to them too; a later week or month is only its 'd' rows until the fold seals it
 * (sums its days into its own rows, once, when it has ended). One row.
 */
export const analyticsPeriodsSealed = pgTable('analytics_periods_sealed', {
  id: integer('id').primaryKey(),
  through: date('through', { mode: 'string' }).notNull(),
});
