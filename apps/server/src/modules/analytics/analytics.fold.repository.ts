import { addDays, analyticsDay, SALE_KINDS } from '@quire/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { keepAlsoBought } from './analytics.also-bought.repository';
import {
  READING_ADD,
  READING_COLUMNS,
  READING_NONE,
  READING_SUMS,
} from './analytics.reading-months.repository';
import { BOOK_KINDS, openFrom, SUMS, sealPeriods } from './analytics.seal.repository';

/** +1 a copy sold, −1 a copy returned, 0 the rest: the domain's unitSign, in SQL. */
const SIGN = sql.raw(
  `(case when kind = 'RETURN' then -1 when kind in (${SALE_KINDS.map((k) => `'${k}'`).join(', ')}) then 1 else 0 end)`,
);
const SOLD = sql.raw(`kind in (${SALE_KINDS.map((k) => `'${k}'`).join(', ')})`);

/**
 * How many days after its last day a week or a month is sealed (decision 057, its update). A
 * retailer reports the sales of a day the next day or the day after: sealed at once, every Monday's
 * and every 1st's fold would add yesterday's facts to the week's or month's rows as well as to their
 * days', twice the rows. Sealed three days late, those facts are their days' alone; a view reads up
 * to three days more as days.
 */
export const SEAL_AFTER_DAYS = 3;

export interface FoldResult {
  folded: number;
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
 * The fold (decisions 044, 045, 057, 061, 063): the only SQL that writes the rollups. One statement takes up to
 * `limit` facts from the fold queue (SKIP LOCKED, so two folds never take the same fact; a trigger
 * copies each fact there in the statement that keeps it), deletes them and adds them to
 * the books' days (which are also the owners' days and the books' days of the rankings, decision
 * 063), the platform's days, the readers and the statement lines. A fact of a sealed week or month
 * (ended, and summed from its days by `sealPeriods` in the same transaction first) is added to
 * the owner's and the platform's week and month and the book's month (with and without its
 * country) as well: a late fact, rare. The reading months follow each changed reader row.
 * The facts of the current week and month, nearly all of a batch, are written once. Then, in the
 * same transaction, the "also bought" rows and the purchase days of the readers whose purchases it
 * took follow their reader rows (`keepAlsoBought`). A fact committed after a
 * fold started is simply left for the next one, and the facts themselves are never rewritten.
 */
export function createAnalyticsFoldRepository(db: Db) {
  return {
    async foldBatch(limit: number, now: Date): Promise<FoldResult> {
      // The last day whose weeks and months may be sealed: SEAL_AFTER_DAYS before today in New York.
      const through = addDays(analyticsDay(now), -SEAL_AFTER_DAYS);
      const result = await db.transaction(async (tx) => {
        // Its sorts and groupings of 20,000 facts fit in memory with more than the default 4 MB.
        await tx.execute(sql`set local work_mem = '64MB'`);
        // The "also bought" statement's estimates pass JIT's threshold, and compiling costs more than it saves.
        await tx.execute(sql`set local jit = off`);
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
        book_months as (
          insert into analytics_book_months as b (period, owner_customer_id, project_id, kind, format,
            events, units, amount, royalty)
          select date_trunc('month', day)::date, owner_customer_id, project_id, kind, format, ${sql.raw(SUMS)}
          from late
          where ${BOOK_KINDS} and day < ${sealed.month}
          group by 1, 2, 3, 4, 5
          order by 1, ${C('owner_customer_id')}, project_id, ${C('kind', 'format')}
          on conflict (period, owner_customer_id, project_id, kind, format)
          do update set ${ADD('b')}
          returning 1
        ),
        bought as (
          select distinct project_id, reader_key from batch
          where reader_key is not null and project_id is not null and owner_customer_id is not null and ${SOLD}
        ),
        touched as (
          select distinct project_id, reader_key from batch
          where reader_key is not null and project_id is not null and owner_customer_id is not null
        ),
        -- The reader rows before this fold (one look-up each): their purchase days for the "also
        -- bought" rows (decision 061), their whole state for the reading months (decision 063).
        before as materialized (
          select r.* from touched b cross join lateral (
            select r.project_id, r.reader_key, r.owner_customer_id, r.bought_day, r.bought_at,
              r.first_read_at, r.max_progress from analytics_readers r
            where r.project_id = b.project_id and r.reader_key = b.reader_key offset 0) r
        ),
        readers as (
          insert into analytics_readers as r (project_id, reader_key, owner_customer_id, bought_at,
            bought_day, first_read_at, max_progress)
          select project_id, reader_key, max(owner_customer_id),
            min(occurred_at) filter (where ${SOLD}), min(day) filter (where ${SOLD}),
            min(occurred_at) filter (where kind = 'READING_PROGRESS'),
            max(progress) filter (where kind = 'READING_PROGRESS')
          from batch
          where reader_key is not null and project_id is not null and owner_customer_id is not null
          group by project_id, reader_key
          order by project_id, reader_key collate "C"
          on conflict (project_id, reader_key) do update set
            bought_at = least(r.bought_at, excluded.bought_at),
            bought_day = least(r.bought_day, excluded.bought_day),
            first_read_at = least(r.first_read_at, excluded.first_read_at),
            max_progress = greatest(r.max_progress, excluded.max_progress)
          returning r.project_id, r.reader_key, r.owner_customer_id, r.bought_day, r.bought_at,
            r.first_read_at, r.max_progress
        ),
        -- Each changed reader row's share of its book's purchase month, less its share before.
        reading as (
          insert into analytics_reading_months as g (owner_customer_id, month, project_id, ${READING_COLUMNS})
          select * from (
            select owner_customer_id, date_trunc('month', bought_day)::date as month, project_id, ${READING_SUMS}
            from (select 1 as sign, n.owner_customer_id, n.project_id, n.bought_day, n.bought_at,
                    n.first_read_at, n.max_progress from readers n
                  union all select -1, o.owner_customer_id, o.project_id, o.bought_day, o.bought_at,
                    o.first_read_at, o.max_progress from before o) x
            where bought_day is not null
            group by 1, 2, 3
          ) d
          where (${READING_COLUMNS}) is distinct from (${READING_NONE})
          order by ${C('owner_customer_id')}, month, project_id
          on conflict (owner_customer_id, month, project_id) do update set ${READING_ADD}
          returning 1
        ),
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
          (select count(*) from daily) + (select count(*) from owner_days) + (select count(*) from platform_days) + (select count(*) from owner_sealed)
            + (select count(*) from books) + (select count(*) from book_months)
            + (select count(*) from readers) + (select count(*) from reading) + (select count(*) from lines) + (select count(*) from state) as touched,
          -- The reader rows whose purchase day this fold set or moved (decision 061).
          (select json_agg(json_build_object('reader_key', n.reader_key, 'project_id', n.project_id,
              'owner_customer_id', n.owner_customer_id, 'old_day', o.bought_day))::text
            from readers n join bought b on b.project_id = n.project_id and b.reader_key = n.reader_key
            left join before o on o.project_id = n.project_id and o.reader_key = n.reader_key
            where n.bought_day is distinct from o.bought_day) as bought
      `);
        const bought = rowsOf<{ bought: string | null }>(folded)[0]?.bought;
        if (bought) await keepAlsoBought(tx, bought);
        return folded;
      });
      const row = rowsOf<{ folded: number | string; last_received_at: Date | string | null }>(result)[0];
      return {
        folded: Number(row?.folded ?? 0),
        lastReceivedAt: row?.last_received_at ? new Date(row.last_received_at) : null,
      };
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

    /** Facts not folded yet. */
    async pending(): Promise<number> {
      const rows = rowsOf<{ n: number | string }>(
        await db.execute(sql`select count(*)::int as n from analytics_fold_queue`),
      );
      return Number(rows[0]?.n ?? 0);
    },
  };
}

export type AnalyticsFoldRepository = ReturnType<typeof createAnalyticsFoldRepository>;
