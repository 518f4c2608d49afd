import {
  ANALYTICS_EVENT_KINDS,
  type AnalyticsFormat,
  MONEY_KINDS,
  type RollupGrain,
  SALE_KINDS,
  type SeriesGrain,
} from '@quire/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { createReaderViews, readersWhere, viewRows } from './analytics.views.readers.repository';
import {
  anyKind,
  books,
  figures,
  filters,
  type Sealed,
  visitRows,
} from './analytics.views.rollups.repository';

/**
 * Every analytics view's SQL, here, in the rollups each reads (analytics.views.rollups.repository.ts) and in the
 * readers' part (analytics.views.readers.repository.ts; decisions 044, 045, 057, 061, 063, 067,
 * 068, 073, 074): the views read the rollups the fold writes, never the facts.
 * Moving the figures to a columnar engine later means rewriting these files behind the same
 * functions. One book's figures come from the books' days (analytics_daily, keyed by day, owner,
 * kind and book). An owner's figures without the country, domain or campaign come from their days
 * by kind and format (analytics_owner_days, one range of its key). The rest, an owner's (or the
 * platform's, owner ''), from analytics_owner_periods, analytics_owner_visits, analytics_book_periods,
 * analytics_book_years, analytics_book_months and analytics_book_weeks, whose ranges are read as
 * whole sealed years (the books' without the country), months and weeks, and only the days at the
 * ends and after the last sealed day as days (`coverPeriods`): an owner's from the books' days, the
 * platform's from its own.
 * Amounts leave PostgreSQL as numeric text with two decimals, never as floating point.
 */

/** Whose figures and which: the owner (null: the whole platform), the optional filters and the days. */
export interface ViewScope {
  ownerCustomerId: string | null;
  projectId?: string | undefined;
  format?: AnalyticsFormat | undefined;
  country?: string | undefined;
  from: string;
  to: string;
}

export interface Totals {
  sold: number;
  returned: number;
  netUnits: number;
  amount: string;
  royalty: string;
  couponRedemptions: number;
  samples: number;
  visits: number;
  readingEvents: number;
  readers: number;
}

export interface SeriesRow {
  period: string;
  format: string;
  units: number;
  royalty: string;
  readingEvents: number;
  samples: number;
}

/** Copies (net of returns), what readers paid and the royalty, for one country, format or book. */
export interface SalesRow {
  key: string;
  units: number;
  amount: string;
  royalty: string;
}

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
const MONEY_KINDS_IN = `kind in (${list(MONEY_KINDS)})`;
const SOLD = sql.raw(`kind in (${list(SALE_KINDS)})`);
const MONEY = sql.raw(MONEY_KINDS_IN);
/**
 * The kinds a series sums. Named in its statement, they reach each period's index look-up (every
 * rollup's key holds the kind after the owner, decision 063), which then skips the product-page
 * visits: at 1,000,000 facts four in five of the largest author's rows (their domains and countries).
 */
const SERIES_KIND_LIST = [...MONEY_KINDS, 'READING_PROGRESS', 'SAMPLE_OPENED'] as const;
const SERIES_KINDS = sql.raw(`kind in (${list(SERIES_KIND_LIST)})`);
/** A sum of money as exact text with two decimals ('0.00' when there is nothing). */
const money = (expr: string) => sql.raw(`coalesce(${expr}, 0)::numeric(16,2)::text`);

/** How long a views repository keeps the sealed day it read (`sealed`). */
const SEALED_TTL_MS = 10_000;

/** The first day of a series' period, from a rollup's day (or period) column. */
const PERIOD = (grain: SeriesGrain, day: SQL): SQL =>
  grain === 'day'
    ? sql`to_char(${day}, 'YYYY-MM-DD')`
    : sql`to_char(date_trunc(${grain}, ${day}::timestamp), 'YYYY-MM-DD')`;

/** The coarser grains a series of `grain` may read: months cut across weeks, and both across days. */
const SERIES_GRAINS: Record<SeriesGrain, readonly RollupGrain[]> = {
  day: ['d'],
  week: ['w', 'd'],
  month: ['m', 'd'],
};

const num = (v: unknown): number => Number(v ?? 0);

/**
 * How many readers bought in the scope's range, each once. An owner's (without a book or format):
 * their purchase days in range whose day before is before the range, one per reader (decision
 * 063), from an index alone. Otherwise a distinct count of the readers, by bytes: the same count
 * (equal under the locale is equal in bytes) in half the sort of the locale's rules.
 */
function readersWhoBought(s: ViewScope): SQL {
  if (s.ownerCustomerId !== null && !s.projectId && !s.format)
    return sql`select count(*) from analytics_reader_days r where r.owner_customer_id = ${s.ownerCustomerId}
      and r.bought_day between ${s.from}::date and ${s.to}::date
      and (r.previous_day is null or r.previous_day < ${s.from}::date)`;
  return sql`select count(distinct r.reader_key collate "C") from analytics_readers r where ${readersWhere(s)}`;
}

export function createAnalyticsViewsRepository(db: Db) {
  const rows = <T>(query: SQL): Promise<T[]> => viewRows<T>(db, query);
  /**
   * The scope with the day the fold last sealed weeks and months through (none yet: nothing is),
   * read at most every SEALED_TTL_MS: it moves once a day, and an earlier day than the table's is
   * still exact (the periods after it are read as their days, which the fold always writes), so a
   * view saves a statement before its own.
   */
  let through: { day: string; at: number } | null = null;
  const sealed = async (s: ViewScope): Promise<Sealed> => {
    if (!through || Date.now() - through.at > SEALED_TTL_MS) {
      const [r] = rowsOf<{ through: string }>(
        await db.execute(sql`select through::text as through from analytics_periods_sealed where id = 1`),
      );
      through = { day: r?.through ?? '0001-01-01', at: Date.now() };
    }
    return { ...s, sealedThrough: through.day };
  };

  /** Copies, amounts and royalty grouped by one column of the daily rollup. */
  const salesBy = async (column: 'country' | 'format' | 'project_id', s: ViewScope, limit?: number) => {
    const c = sql.raw(column);
    const r =
      column === 'project_id'
        ? books(await sealed(s), MONEY_KINDS)
        : figures(await sealed(s), MONEY_KINDS, { detail: column === 'country' });
    const found = await rows<{ key: string; units: unknown; amount: string; royalty: string }>(sql`
      select ${c}::text as key, sum(units) as units, ${money('sum(amount)')} as amount,
        ${money('sum(royalty)')} as royalty
      from ${r.from} where ${r.where} and ${MONEY}
      group by ${c} order by sum(units) desc, sum(royalty) desc, ${c}
      ${limit ? sql`limit ${limit}` : sql``}`);
    return found.map(
      (r): SalesRow => ({ key: r.key, units: num(r.units), amount: r.amount, royalty: r.royalty }),
    );
  };

  return {
    ...createReaderViews(db),

    /** The scope's totals of every kind, and how many readers (each once, whatever they bought) bought in range. */
    async totals(s: ViewScope): Promise<Totals> {
      const f = figures(await sealed(s), ANALYTICS_EVENT_KINDS);
      const [r] = await rows<Record<string, unknown>>(sql`
        select coalesce(sum(units) filter (where ${SOLD}), 0) as sold,
          coalesce(-sum(units) filter (where kind = 'RETURN'), 0) as returned,
          coalesce(sum(units) filter (where ${MONEY}), 0) as net_units,
          ${money(`sum(amount) filter (where ${MONEY_KINDS_IN})`)} as amount,
          ${money(`sum(royalty) filter (where ${MONEY_KINDS_IN})`)} as royalty,
          coalesce(sum(events) filter (where kind = 'COUPON_REDEMPTION'), 0) as coupon_redemptions,
          coalesce(sum(events) filter (where kind = 'SAMPLE_OPENED'), 0) as samples,
          coalesce(sum(events) filter (where kind = 'PAGE_VISIT'), 0) as visits,
          coalesce(sum(events) filter (where kind = 'READING_PROGRESS'), 0) as reading_events,
          (${readersWhoBought(s)}) as readers
        from ${f.from} where ${f.where}`);
      return {
        sold: num(r?.sold),
        returned: num(r?.returned),
        netUnits: num(r?.net_units),
        amount: String(r?.amount ?? '0.00'),
        royalty: String(r?.royalty ?? '0.00'),
        couponRedemptions: num(r?.coupon_redemptions),
        samples: num(r?.samples),
        visits: num(r?.visits),
        readingEvents: num(r?.reading_events),
        readers: num(r?.readers),
      };
    },

    /** Per period (the first day of its day, Monday week or month) and format: copies, royalty, reading, samples. */
    async series(s: ViewScope, grain: SeriesGrain): Promise<SeriesRow[]> {
      const f = figures(await sealed(s), SERIES_KIND_LIST, { grains: SERIES_GRAINS[grain] });
      const found = await rows<Record<string, unknown>>(sql`
        select ${PERIOD(grain, f.day)} as period, format,
          coalesce(sum(units) filter (where ${MONEY}), 0) as units,
          ${money(`sum(royalty) filter (where ${MONEY_KINDS_IN})`)} as royalty,
          coalesce(sum(events) filter (where kind = 'READING_PROGRESS'), 0) as reading_events,
          coalesce(sum(events) filter (where kind = 'SAMPLE_OPENED'), 0) as samples
        from ${f.from} where ${f.where} and ${SERIES_KINDS}
        group by 1, 2 order by 1, 2`);
      return found.map((r) => ({
        period: String(r.period),
        format: String(r.format),
        units: num(r.units),
        royalty: String(r.royalty),
        readingEvents: num(r.reading_events),
        samples: num(r.samples),
      }));
    },

    /** Sales by country ('' for unknown), most copies first. */
    byCountry: (s: ViewScope) => salesBy('country', s),
    /** Sales by format. */
    byFormat: (s: ViewScope) => salesBy('format', s),
    /** The books with most copies (then royalty), at most `limit`; `key` is the project id. */
    bestBooks: (s: ViewScope, limit: number) => salesBy('project_id', s, limit),

    /** Per book: samples opened and copies sold net of returns (books with either). */
    async samplesAndSales(s: ViewScope): Promise<{ projectId: string; samples: number; units: number }[]> {
      const b = books(await sealed(s), ['SAMPLE_OPENED', ...MONEY_KINDS]);
      const found = await rows<{ project_id: string; samples: unknown; units: unknown }>(sql`
        select project_id::text as project_id,
          coalesce(sum(events) filter (where kind = 'SAMPLE_OPENED'), 0) as samples,
          coalesce(sum(units) filter (where ${MONEY}), 0) as units
        from ${b.from} where ${b.where} and (kind = 'SAMPLE_OPENED' or ${MONEY})
        group by project_id order by 2 desc, 3 desc, 1`);
      return found.map((r) => ({ projectId: r.project_id, samples: num(r.samples), units: num(r.units) }));
    },

    /**
     * Product-page visits by referring domain ('' when none was sent), most first, at most `limit`,
     * each with the scope's total of visits.
     */
    async visitsByDomain(
      s: ViewScope,
      limit: number,
    ): Promise<{ domain: string; visits: number; total: number }[]> {
      const scope = await sealed(s);
      const kept = visitRows(scope);
      const f = kept
        ? { from: kept, where: sql.join([sql`true`, ...filters(scope)], sql` and `) }
        : figures(scope, ['PAGE_VISIT'], { detail: true });
      const found = await rows<{ domain: string; visits: unknown; total: unknown }>(sql`
        select referrer_domain as domain, sum(events) as visits, sum(sum(events)) over () as total
        from ${f.from} where ${f.where}${kept ? sql`` : sql` and kind = 'PAGE_VISIT'`}
        group by referrer_domain order by 2 desc, 1 limit ${limit}`);
      return found.map((r) => ({ domain: r.domain, visits: num(r.visits), total: num(r.total) }));
    },

    /** Coupon redemptions by campaign ('' for none): redemptions, copies, what readers paid, royalty. */
    async campaigns(
      s: ViewScope,
    ): Promise<{ campaign: string; redemptions: number; units: number; amount: string; royalty: string }[]> {
      const f = figures(await sealed(s), ['COUPON_REDEMPTION'], { detail: true });
      const found = await rows<Record<string, unknown>>(sql`
        select campaign, sum(events) as redemptions, sum(units) as units,
          ${money('sum(amount)')} as amount, ${money('sum(royalty)')} as royalty
        from ${f.from} where ${f.where} and kind = 'COUPON_REDEMPTION'
        group by campaign order by sum(units) desc, campaign`);
      return found.map((r) => ({
        campaign: String(r.campaign),
        redemptions: num(r.redemptions),
        units: num(r.units),
        amount: String(r.amount),
        royalty: String(r.royalty),
      }));
    },

    /**
     * The first day with any figure in the scope, whatever the range (null: none yet). An owner's is
     * the first of their days. Otherwise the rollups' keys lead with the day (decision 057): it is
     * found by one look-up per day from the first day of all, in order, stopping at the first the
     * scope has a row in (a recursive statement runs its look-ups one at a time).
     */
    async dataFrom(s: ViewScope): Promise<string | null> {
      // An owner's days by kind and format lead with the owner (decision 063): their first is one look-up.
      if (s.ownerCustomerId !== null && !s.projectId && !s.country) {
        const [r] = await rows<{ first: string | null }>(sql`
          select min(day)::text as first from analytics_owner_days
          where owner_customer_id = ${s.ownerCustomerId}${s.format ? sql` and format = ${s.format}` : sql``}`);
        return r?.first ?? null;
      }
      // A book's days, or an owner's by country, are the books' days (decision 063); the platform's its own.
      const platform = !s.projectId && s.ownerCustomerId === null;
      const [table, day, scope] = platform
        ? [sql`analytics_owner_periods`, sql`period`, [sql`r.grain = 'd'`, sql`r.owner_customer_id = ''`]]
        : [sql`analytics_daily`, sql`day`, [] as SQL[]];
      // A book's rows are found by kind, which comes before the book in the key (decision 063).
      if (s.projectId) scope.push(anyKind(ANALYTICS_EVENT_KINDS, 'r'), sql`r.project_id = ${s.projectId}`);
      if (s.ownerCustomerId !== null) scope.push(sql`r.owner_customer_id = ${s.ownerCustomerId}`);
      const where = sql.join([...scope, ...filters(s, 'r')], sql` and `);
      const days = platform ? sql`where grain = 'd'` : sql``;
      const has = (d: SQL) => sql`exists (select 1 from ${table} r where r.${day} = ${d} and ${where})`;
      const [r] = await rows<{ first: string | null }>(sql`
        with recursive probe(d, hit) as (
          select f.d, ${has(sql`f.d`)} from (select min(${day}) as d from ${table} ${days}) f where f.d is not null
          union all
          select p.d + 1, ${has(sql`p.d + 1`)} from probe p
          where not p.hit and p.d < (select max(${day}) from ${table} ${days})
        )
        select d::text as first from probe where hit limit 1`);
      return r?.first ?? null;
    },
  };
}

export type AnalyticsViewsRepository = ReturnType<typeof createAnalyticsViewsRepository>;
