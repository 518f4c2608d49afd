import { SALE_KINDS } from '@quire/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** +1 a copy sold, −1 a copy returned, 0 the rest: the domain's unitSign, in SQL. */
const SIGN = sql.raw(
  `(case when kind = 'RETURN' then -1 when kind in (${SALE_KINDS.map((k) => `'${k}'`).join(', ')}) then 1 else 0 end)`,
);
const SOLD = sql.raw(`kind in (${SALE_KINDS.map((k) => `'${k}'`).join(', ')})`);

export interface FoldResult {
  folded: number;
  lastReceivedAt: Date | null;
}

/**
 * The fold (decision 044): the only SQL that writes the rollups. One statement takes up to `limit`
 * facts not folded yet (SKIP LOCKED, so two folds never take the same fact), marks them folded and
 * adds them to the daily rollup, the readers and the statement lines. A fact committed after a fold
 * started is simply left for the next one: the mark is on the fact, not a high-water mark that a
 * late commit could fall behind.
 */
export function createAnalyticsFoldRepository(db: Db) {
  return {
    async foldBatch(limit: number, now: Date): Promise<FoldResult> {
      const result = await db.execute(sql`
        with batch as (
          update analytics_events set folded_at = ${now}
          where id in (
            select id from analytics_events where folded_at is null
            order by received_at, id limit ${limit} for update skip locked
          )
          returning *
        ),
        daily as (
          insert into analytics_daily as d (owner_customer_id, project_id, day, kind, format, country,
            referrer_domain, campaign, events, units, amount, royalty)
          select owner_customer_id, project_id, day, kind, coalesce(format, ''), coalesce(country, ''),
            coalesce(referrer_domain, ''), coalesce(campaign, ''), count(*),
            sum(${SIGN} * quantity), sum(${SIGN} * quantity * coalesce(unit_price, 0)),
            sum(${SIGN} * quantity * coalesce(royalty, 0))
          from batch
          where owner_customer_id is not null and project_id is not null and day is not null
          group by 1, 2, 3, 4, 5, 6, 7, 8
          order by 1, 3, 2, 4, 5, 6, 7, 8
          on conflict (owner_customer_id, day, project_id, kind, format, country, referrer_domain, campaign)
          do update set events = d.events + excluded.events, units = d.units + excluded.units,
            amount = d.amount + excluded.amount, royalty = d.royalty + excluded.royalty
          returning 1
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
          order by project_id, reader_key
          on conflict (project_id, reader_key) do update set
            bought_at = least(r.bought_at, excluded.bought_at),
            bought_day = least(r.bought_day, excluded.bought_day),
            first_read_at = least(r.first_read_at, excluded.first_read_at),
            max_progress = greatest(r.max_progress, excluded.max_progress)
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
          (select count(*) from daily) + (select count(*) from readers) + (select count(*) from lines)
            + (select count(*) from state) as touched
      `);
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
        await db.execute(sql`select count(*)::int as n from analytics_events where folded_at is null`),
      );
      return Number(rows[0]?.n ?? 0);
    },
  };
}

export type AnalyticsFoldRepository = ReturnType<typeof createAnalyticsFoldRepository>;
