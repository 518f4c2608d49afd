import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** The kinds the books' periods keep: what the views that rank books read. */
export const BOOK_KINDS = sql.raw(
  `kind in (${['SALE', 'RETURN', 'COUPON_REDEMPTION', 'SAMPLE_OPENED'].map((k) => `'${k}'`).join(', ')})`,
);

/** Sums of a rollup's rows; events and copies stay whole numbers. */
export const SUMS =
  'sum(events)::bigint as events, sum(units)::bigint as units, sum(amount) as amount, sum(royalty) as royalty';

/**
 * Text columns in byte order, for the seal's `order by`s: each insert writes its rows in its key's
 * order, so that an owner's rows of a sealed period are neighbours on disk (a view reads a few
 * pages of them, not one page a row), and byte order sorts in a fraction of the locale's time.
 */
const KEY = (...columns: string[]) => sql.raw(columns.map((c) => `${c} collate "C"`).join(', '));

/** The first day of the first week, month and year not sealed when `through` is (as SQL). */
export const openFrom = (through: string): { week: SQL; month: SQL; year: SQL } => ({
  week: sql`date_trunc('week', ${through}::date + 1)::date`,
  month: sql`date_trunc('month', ${through}::date + 1)::date`,
  year: sql`date_trunc('year', ${through}::date + 1)::date`,
});

/** The books' years, months and weeks without the country (decisions 063, 067, 074): table, period, key after it. */
const BOOK_PERIODS = {
  y: {
    table: 'analytics_book_years',
    unit: 'year',
    key: ['owner_customer_id', 'project_id', 'kind', 'format'],
  },
  m: {
    table: 'analytics_book_months',
    unit: 'month',
    key: ['owner_customer_id', 'project_id', 'kind', 'format'],
  },
  w: {
    table: 'analytics_book_weeks',
    unit: 'week',
    key: ['owner_customer_id', 'kind', 'project_id', 'format'],
  },
} as const;

/**
 * The insert of `source`'s rows of the rankings' kinds that `where` keeps (a `day` and the books'
 * columns) into the books' years, months or weeks without the country, summed by period, in the
 * key's order; `add`: a fold's late facts, added to the rows already there.
 */
export function insertBookPeriods(grain: 'y' | 'm' | 'w', source: SQL, where: SQL, add = false): SQL {
  const { table, unit, key } = BOOK_PERIODS[grain];
  const order = key.map((c) => (c === 'project_id' ? c : `${c} collate "C"`)).join(', ');
  const upsert =
    sql.raw(`on conflict (period, ${key.join(', ')}) do update set events = b.events + excluded.events,
    units = b.units + excluded.units, amount = b.amount + excluded.amount, royalty = b.royalty + excluded.royalty`);
  return sql`insert into ${sql.raw(table)} as b (period, owner_customer_id, project_id, kind, format,
      events, units, amount, royalty)
    select date_trunc(${sql.raw(`'${unit}'`)}, day)::date, owner_customer_id, project_id, kind, format, ${sql.raw(SUMS)}
    from ${source} where ${BOOK_KINDS} and ${where}
    group by 1, 2, 3, 4, 5
    order by 1, ${sql.raw(order)}
    ${add ? upsert : sql``}
    returning 1`;
}

/**
 * Seals the weeks and months that ended by `through` (decisions 057, 063), in the fold's transaction:
 * locks the one row of `analytics_periods_sealed` (so folds and seals take turns), and when weeks or
 * months ended since the last seal, writes their 'w' and 'm' rows from their days, in the owners'
 * periods (and their visits without the country, decision 068) and the books' (months with and
 * without the country, weeks without it: decision 067; and years without it, decision 074): an owner's and a book's days are their rows of the books'
 * days (analytics_daily, decision 063), the platform's its own 'd' rows. Answers the day sealed through, which the fold then
 * uses: a fact of a sealed week or month is added to its rows as well as to its day's.
 */
export async function sealPeriods(tx: Db, through: string): Promise<string> {
  // The migration that made the table wrote the row; without it there are no weeks nor months yet.
  await tx.execute(sql`insert into analytics_periods_sealed (id, through) values (1, ${through}::date)
    on conflict (id) do nothing`);
  const [row] = rowsOf<{ through: string }>(
    await tx.execute(
      sql`select through::text as through from analytics_periods_sealed where id = 1 for update`,
    ),
  );
  const old = row?.through ?? through;
  if (old >= through) return old;
  const from = openFrom(old);
  const to = openFrom(through);
  // The days of the weeks and months to seal: from the first open one's first day to the new first open's.
  const first = sql`least(${from.week}, ${from.month})`;
  const last = sql`greatest(${to.week}, ${to.month})`;
  await tx.execute(sql`
    with owners as (
      insert into analytics_owner_periods (grain, period, owner_customer_id, kind, format, country,
        referrer_domain, campaign, events, units, amount, royalty)
      select p.grain, p.period, owner_customer_id, kind, format, country, referrer_domain, campaign, ${sql.raw(SUMS)}
      from (
        -- The owners' days are their rows of the books' days (decision 063); the platform's are its own.
        select day, owner_customer_id, kind, format, country, referrer_domain, campaign, events, units, amount, royalty
        from analytics_daily where day >= ${first} and day < ${last}
        union all
        select period, owner_customer_id, kind, format, country, referrer_domain, campaign, events, units, amount, royalty
        from analytics_owner_periods where grain = 'd' and owner_customer_id = '' and period >= ${first} and period < ${last}
      ) o (day, owner_customer_id, kind, format, country, referrer_domain, campaign, events, units, amount, royalty)
      cross join lateral (values ('w', date_trunc('week', o.day)::date),
        ('m', date_trunc('month', o.day)::date)) as p(grain, period)
      where (p.grain = 'w' and o.day >= ${from.week} and o.day < ${to.week})
        or (p.grain = 'm' and o.day >= ${from.month} and o.day < ${to.month})
      group by 1, 2, 3, 4, 5, 6, 7, 8
      order by ${KEY('p.grain')}, p.period, ${KEY('owner_customer_id', 'kind', 'format', 'country', 'referrer_domain', 'campaign')}
      returning grain, period, owner_customer_id, kind, format, referrer_domain, events
    ),
    -- The same periods' visits without the country (decision 068), from the rows just written.
    visits as (
      insert into analytics_owner_visits (grain, period, owner_customer_id, format, referrer_domain, events)
      select grain, period, owner_customer_id, format, referrer_domain, sum(events)::bigint
      from owners where kind = 'PAGE_VISIT'
      group by 1, 2, 3, 4, 5
      order by ${KEY('grain')}, period, ${KEY('owner_customer_id', 'format', 'referrer_domain')}
      returning 1
    ),
    books as (
      insert into analytics_book_periods (grain, period, owner_customer_id, project_id, kind, format, country,
        events, units, amount, royalty)
      select 'm', date_trunc('month', b.day)::date, owner_customer_id, project_id, kind, format, country,
        ${sql.raw(SUMS)}
      from analytics_daily b
      where b.day >= ${from.month} and b.day < ${to.month} and ${BOOK_KINDS}
      group by 1, 2, 3, 4, 5, 6, 7
      order by 2, ${KEY('owner_customer_id')}, project_id, ${KEY('kind', 'format', 'country')}
      returning 1
    ),
    book_months as (${insertBookPeriods('m', sql`analytics_daily`, sql`day >= ${from.month} and day < ${to.month}`)}),
    book_weeks as (${insertBookPeriods('w', sql`analytics_daily`, sql`day >= ${from.week} and day < ${to.week}`)}),
    -- The years that ended (decision 074): their months sealed before this seal, and their days
    -- after those (this statement's months are not visible to it).
    book_years as (${insertBookPeriods(
      'y',
      sql`(select period as day, owner_customer_id, project_id, kind, format, events, units, amount, royalty
          from analytics_book_months where period >= ${from.year} and period < least(${from.month}, ${to.year})
        union all
        select day, owner_customer_id, project_id, kind, format, events, units, amount, royalty
          from analytics_daily where day >= ${from.month} and day < ${to.year}) as y`,
      sql`true`,
    )})
    update analytics_periods_sealed set through = ${through}::date where id = 1`);
  return through;
}
