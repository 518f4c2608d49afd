import { addDays, analyticsDay, SALE_KINDS } from '@quire/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { foldReaders } from './analytics.fold-readers.repository';
import { BOOK_KINDS, insertBookPeriods, openFrom, SUMS, sealPeriods } from './analytics.seal.repository';

/** +1 a copy sold, −1 a copy returned, 0 the rest: the domain's unitSign, in SQL. */
const SIGN = sql.raw(
  `(case when kind = 'RETURN' then -1 when kind in (${SALE_KINDS.map((k) => `'${k}'`).join(', ')}) then 1 else 0 end)`,
);
/**
 * How many days after its last day a week or a month is sealed (decision 057, its update). A
 * retailer reports the sales of a day the next day or the day after: sealed at once, every Monday's
 * and every 1st's fold would add yesterday's facts to the week's or month's rows as well as to their
 * days', twice the rows. Sealed three days late, those facts are their days' alone; a view reads up
 * to three days more as days.
 */
export const SEAL_AFTER_DAYS = 3;

export interface FoldResult {
  /** Facts the rollups took in (from the fold queue). */
  folded: number;
  /** Facts the readers took in (from the readers' queue: the facts that name a reader). */
  readersFolded: number;
  lastReceivedAt: Date | null;
}

/**
 * Text columns in byte order, for the fold's `order by`s: every fold writes its rows in the same
 * order (two folds never wait on each other in a cycle), and without the locale's rules the sorts
 * cost a fraction.
 */
const C = (...columns: string[]) => sql.raw(columns.map((c) => `${c} collate "C"`).join(', '));
const ADD = (t: string) =>
  sql.raw(`events = ${t}.events + excluded.events, units = ${t}.units + excluded.units,
    amount = ${t}.amount + excluded.amount, royalty = ${t}.royalty + excluded.royalty`);

/**
 * The fold (decisions 044, 045, 057, 061, 063, 066): the only SQL that writes the rollups. Two
 * transactions, run at once on two connections, each taking up to `limit` facts from its own
 * queue (SKIP LOCKED, so two folds never take the same fact; a trigger copies each fact to the fold
 * queue, and each fact that names a reader to the readers' queue, in the statement that keeps it):
 * - the rollups' (below): deletes its facts and adds them to the books' days (which are also the
 *   owners' days and the books' days of the rankings, decision 063), an owner's days by kind and
 *   format, the platform's days and the statement lines. A fact of a sealed week or month (ended,
 *   and summed from its days by `sealPeriods` in the same transaction first) is added to the
 *   owner's and the platform's week and month (and a visit to their visits without the country,
 *   decision 068), the book's month (with and without its country) and its week (without,
 *   decision 067) as well: a late fact, rare. The facts of the current week and month, nearly all of a batch,
 *   are written once;
 * - the readers' (`foldReaders`): the readers, their reading months, "also bought" rows and
 *   purchase days. The two share no table, so neither waits for the other.
 * A fact committed after a fold started is simply left for the next one, and the facts themselves
 * are never rewritten.
 */
export function createAnalyticsFoldRepository(db: Db) {
  /** The rollups' fold: up to `limit` facts of the fold queue, in one transaction. */
  async function foldFacts(limit: number, now: Date): Promise<Omit<FoldResult, 'readersFolded'>> {
    // The last day whose weeks and months may be sealed: SEAL_AFTER_DAYS before today in New York.
    const through = addDays(analyticsDay(now), -SEAL_AFTER_DAYS);
    const result = await db.transaction(async (tx) => {
      // Its sorts and groupings of 20,000 facts fit in memory with more than the default 4 MB.
      await tx.execute(sql`set local work_mem = '64MB'`);
      const sealed = openFrom(await sealPeriods(tx, through));
      const folded = await tx.execute(sql`
        with batch as (
          delete from analytics_fold_queue where ctid = any(array(
            select ctid from analytics_fold_queue limit ${limit} for update skip locked
          ))
          returning *
        ),
        fine as (
          select owner_customer_id, project_id, day, kind, coalesce(format, '') as format,
            coalesce(country, '') as country, coalesce(referrer_domain, '') as referrer_domain,
            coalesce(campaign, '') as campaign, count(*) as events, sum(${SIGN} * quantity) as units,
            sum(${SIGN} * quantity * coalesce(unit_price, 0)) as amount,
            sum(${SIGN} * quantity * coalesce(royalty, 0)) as royalty
          from batch
          where owner_customer_id is not null and project_id is not null and day is not null
          group by 1, 2, 3, 4, 5, 6, 7, 8
        ),
        daily as (
          insert into analytics_daily as d (day, owner_customer_id, project_id, kind, format, country,
            referrer_domain, campaign, events, units, amount, royalty)
          select day, owner_customer_id, project_id, kind, format, country, referrer_domain, campaign,
            events, units, amount, royalty
          from fine
          order by day, ${C('owner_customer_id', 'kind')}, project_id, ${C('format', 'country', 'referrer_domain', 'campaign')}
          on conflict (day, owner_customer_id, kind, project_id, format, country, referrer_domain, campaign)
          do update set ${ADD('d')}
          returning 1
        ),
        -- An owner's days by kind and format alone, for the views that need no more (decision 063).
        owner_days as (
          insert into analytics_owner_days as o (day, owner_customer_id, kind, format, events, units, amount, royalty)
          select day, owner_customer_id, kind, format, ${sql.raw(SUMS)}
          from fine group by 1, 2, 3, 4
          order by ${C('owner_customer_id')}, day, ${C('kind', 'format')}
          on conflict (owner_customer_id, day, kind, format) do update set ${ADD('o')}
          returning 1
        ),
        -- The platform's days (owner ''): an owner's are the two above (decision 063).
        platform_days as (
          insert into analytics_owner_periods as o (grain, period, owner_customer_id, kind, format, country,
            referrer_domain, campaign, events, units, amount, royalty)
          select 'd', day, '', kind, format, country, referrer_domain, campaign, ${sql.raw(SUMS)}
          from fine group by 2, 4, 5, 6, 7, 8
          order by day, ${C('kind', 'format', 'country', 'referrer_domain', 'campaign')}
          on conflict (grain, period, owner_customer_id, kind, format, country, referrer_domain, campaign)
          do update set ${ADD('o')}
          returning 1
        ),
        -- Late facts of sealed weeks and months, the owner's and the platform's: few, or none.
        late as (select * from fine where day < greatest(${sealed.week}, ${sealed.month})),
        owner_sealed as (
          insert into analytics_owner_periods as o (grain, period, owner_customer_id, kind, format, country,
            referrer_domain, campaign, events, units, amount, royalty)
          select p.grain, p.period, w.owner, kind, format, country, referrer_domain, campaign, ${sql.raw(SUMS)}
          from late cross join lateral (values ('w', date_trunc('week', day)::date),
            ('m', date_trunc('month', day)::date)) as p(grain, period)
          cross join lateral (values (owner_customer_id), ('')) as w(owner)
          where (p.grain = 'w' and day < ${sealed.week}) or (p.grain = 'm' and day < ${sealed.month})
          group by 1, 2, 3, 4, 5, 6, 7, 8
          order by ${C('p.grain')}, p.period, ${C('w.owner', 'kind', 'format', 'country', 'referrer_domain', 'campaign')}
          on conflict (grain, period, owner_customer_id, kind, format, country, referrer_domain, campaign)
          do update set ${ADD('o')}
          returning 1
        ),
        -- Their visits without the country (decision 068).
        visits_sealed as (
          insert into analytics_owner_visits as v (grain, period, owner_customer_id, format, referrer_domain, events)
          select p.grain, p.period, w.owner, format, referrer_domain, sum(events)::bigint
          from late cross join lateral (values ('w', date_trunc('week', day)::date),
            ('m', date_trunc('month', day)::date)) as p(grain, period)
          cross join lateral (values (owner_customer_id), ('')) as w(owner)
          where kind = 'PAGE_VISIT'
            and ((p.grain = 'w' and day < ${sealed.week}) or (p.grain = 'm' and day < ${sealed.month}))
          group by 1, 2, 3, 4, 5
          order by ${C('p.grain')}, p.period, ${C('w.owner', 'format', 'referrer_domain')}
          on conflict (grain, period, owner_customer_id, format, referrer_domain)
          do update set events = v.events + excluded.events
          returning 1
        ),
        books as (
          insert into analytics_book_periods as b (grain, period, owner_customer_id, project_id, kind, format,
            country, events, units, amount, royalty)
          select 'm', date_trunc('month', day)::date, owner_customer_id, project_id, kind, format, country, ${sql.raw(SUMS)}
          from late
          where ${BOOK_KINDS} and day < ${sealed.month}
          group by 1, 2, 3, 4, 5, 6, 7
          order by 2, ${C('owner_customer_id')}, project_id, ${C('kind', 'format', 'country')}
          on conflict (grain, period, owner_customer_id, project_id, kind, format, country)
          do update set ${ADD('b')}
          returning 1
        ),
        book_months as (${insertBookPeriods('m', sql`late`, sql`day < ${sealed.month}`, true)}),
        book_weeks as (${insertBookPeriods('w', sql`late`, sql`day < ${sealed.week}`, true)}),
        book_years as (${insertBookPeriods('y', sql`late`, sql`day < ${sealed.year}`, true)}),
        lines as (
          insert into analytics_statement_lines as l (owner_customer_id, statement_month, project_id,
            occurred_month, kind, format, unit_price, unit_royalty, list_price, coupon_code, units, amount, royalty)
          select owner_customer_id, statement_month, project_id, to_char(day, 'YYYY-MM'), kind,
            coalesce(format, ''), unit_price, coalesce(royalty, 0), coalesce(list_price::text, ''),
            coalesce(coupon_code, ''), sum(${SIGN} * quantity), sum(${SIGN} * quantity * unit_price),
            sum(${SIGN} * quantity * coalesce(royalty, 0))
          from batch
          where statement_month is not null and unit_price is not null and owner_customer_id is not null
            and project_id is not null and day is not null
          group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
          order by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
          on conflict (owner_customer_id, statement_month, project_id, occurred_month, kind, format,
            unit_price, unit_royalty, list_price, coupon_code)
          do update set units = l.units + excluded.units, amount = l.amount + excluded.amount,
            royalty = l.royalty + excluded.royalty
          returning 1
        ),
        state as (
          insert into analytics_fold_state as s (id, folded_at, last_received_at, events_folded)
          select 1, ${now}, max(received_at), count(*) from batch having count(*) > 0
          on conflict (id) do update set folded_at = excluded.folded_at,
            last_received_at = greatest(s.last_received_at, excluded.last_received_at),
            events_folded = s.events_folded + excluded.events_folded
          returning 1
        )
        select (select count(*) from batch)::int as folded,
          (select max(received_at) from batch) as last_received_at,
          (select count(*) from daily) + (select count(*) from owner_days) + (select count(*) from platform_days) + (select count(*) from owner_sealed) + (select count(*) from visits_sealed)
            + (select count(*) from books) + (select count(*) from book_months) + (select count(*) from book_weeks)
            + (select count(*) from book_years)
            + (select count(*) from lines) + (select count(*) from state) as touched
      `);
      return folded;
    });
    const row = rowsOf<{ folded: number | string; last_received_at: Date | string | null }>(result)[0];
    return {
      folded: Number(row?.folded ?? 0),
      lastReceivedAt: row?.last_received_at ? new Date(row.last_received_at) : null,
    };
  }

  return {
    /** Folds up to `limit` facts of each queue, the rollups' and the readers', at once. */
    async foldBatch(limit: number, now: Date): Promise<FoldResult> {
      const [facts, readersFolded] = await Promise.all([foldFacts(limit, now), foldReaders(db, limit)]);
      return { ...facts, readersFolded };
    },

    /** When the rollups last took in facts (null: never). */
    async lastFolded(): Promise<{ foldedAt: Date; lastReceivedAt: Date | null } | null> {
      const rows = rowsOf<{ folded_at: Date | string; last_received_at: Date | string | null }>(
        await db.execute(sql`select folded_at, last_received_at from analytics_fold_state where id = 1`),
      );
      const r = rows[0];
      return r
        ? {
            foldedAt: new Date(r.folded_at),
            lastReceivedAt: r.last_received_at ? new Date(r.last_received_at) : null,
          }
        : null;
    },

    /** Facts not folded yet: into the rollups, or (those that name a reader) into the readers. */
    async pending(): Promise<number> {
      const rows = rowsOf<{ n: number | string }>(
        await db.execute(sql`select greatest((select count(*) from analytics_fold_queue),
          (select count(*) from analytics_reader_queue))::int as n`),
      );
      return Number(rows[0]?.n ?? 0);
    },
  };
}

export type AnalyticsFoldRepository = ReturnType<typeof createAnalyticsFoldRepository>;
