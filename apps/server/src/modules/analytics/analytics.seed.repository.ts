import { eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { analyticsEvents, type NewAnalyticsEvent } from './analytics.tables';

const ev = analyticsEvents;

/**
 * Every column a seeded fact is kept with, and its type as the JSON records are read (the id and
 * folded_at take their defaults). `satisfies` makes a column added to the table a type error here
 * until it is listed.
 */
const COLUMNS = {
  kind: ['kind', 'text'],
  source: ['source', 'text'],
  externalId: ['external_id', 'text'],
  projectId: ['project_id', 'uuid'],
  ownerCustomerId: ['owner_customer_id', 'text'],
  ean: ['ean', 'text'],
  occurredAt: ['occurred_at', 'timestamptz'],
  receivedAt: ['received_at', 'timestamptz'],
  country: ['country', 'text'],
  referrerDomain: ['referrer_domain', 'text'],
  quantity: ['quantity', 'integer'],
  unitPrice: ['unit_price', 'numeric'],
  couponCode: ['coupon_code', 'text'],
  campaign: ['campaign', 'text'],
  progress: ['progress', 'numeric'],
  day: ['day', 'date'],
  format: ['format', 'text'],
  listPrice: ['list_price', 'numeric'],
  royalty: ['royalty', 'numeric'],
  statementMonth: ['statement_month', 'text'],
  readerKey: ['reader_key', 'text'],
} as const satisfies Record<Exclude<keyof NewAnalyticsEvent, 'id' | 'foldedAt'>, readonly [string, string]>;

const ENTRIES = Object.entries(COLUMNS) as [keyof typeof COLUMNS, readonly [string, string]][];
const NAMES = sql.raw(ENTRIES.map(([, [column]]) => column).join(', '));
const RECORD = sql.raw(ENTRIES.map(([, [column, type]]) => `${column} ${type}`).join(', '));

/**
 * The demo history's SQL (analytics.seed.ts). Its facts go in as one JSON parameter per chunk: on
 * PGlite that is some five times quicker than a statement with a parameter per value, which
 * counts when a first start keeps twenty thousand of them.
 */
export function createAnalyticsSeedRepository(db: Db) {
  return {
    /** The latest New York day and the latest arrival among one source's facts (nulls: none yet). */
    async sourceExtent(source: string): Promise<{ lastDay: string | null; lastReceivedAt: Date | null }> {
      const [row] = await db
        .select({ lastDay: max(ev.day), lastReceivedAt: max(ev.receivedAt) })
        .from(ev)
        .where(eq(ev.source, source));
      return { lastDay: row?.lastDay ?? null, lastReceivedAt: row?.lastReceivedAt ?? null };
    },

    /** Keeps the facts not kept before (by source and external id); answers how many were new. */
    async insertNew(values: readonly NewAnalyticsEvent[]): Promise<number> {
      if (values.length === 0) return 0;
      const records = values.map((v) =>
        Object.fromEntries(ENTRIES.map(([key, [column]]) => [column, v[key] ?? null])),
      );
      const result = await db.execute(sql`
        with kept as (
          insert into analytics_events (${NAMES})
          select ${NAMES} from json_to_recordset(${JSON.stringify(records)}::json) as x(${RECORD})
          on conflict (source, external_id) do nothing
          returning 1
        )
        select count(*)::int as n from kept`);
      return Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
    },
  };
}

export type AnalyticsSeedRepository = ReturnType<typeof createAnalyticsSeedRepository>;
