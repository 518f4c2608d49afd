import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * "Also bought" (decision 061): what the "other authors" view reads for an owner's readers, kept
 * by the fold from the readers. A row says: this reader bought one of this owner's books on
 * `bought_day` (each day once), the day before that they bought one of the owner's books was
 * `previous_day` (null: none), and they bought `project_id`, another owner's book, at some time.
 * Each row is derived from the readers alone, so the fold rewrites a reader's rows whenever a fact
 * may change when they bought something (a sale or coupon redemption with their key).
 */

/**
 * The rows of the readers `readers` selects (an expression over `r`, the readers' table), as they
 * should be: every purchase day per reader and owner, with the one before, times every book of
 * another owner the reader bought. `bought_day` is set exactly when `bought_at` is (both by sales).
 */
export const alsoBoughtRows = (readers: SQL): SQL => sql`
  select d.reader_key, d.owner_customer_id, o.project_id, d.bought_day, d.previous_day
  from (select reader_key, owner_customer_id, bought_day,
          lag(bought_day) over (partition by reader_key, owner_customer_id order by bought_day) as previous_day
        from (select distinct r.reader_key, r.owner_customer_id, r.bought_day from analytics_readers r
              where r.bought_day is not null and ${readers}) days) d
  join analytics_readers o on o.reader_key = d.reader_key and o.owner_customer_id <> d.owner_customer_id
    and o.bought_at is not null`;

/**
 * Follows the fold's changes to the readers, in its transaction after its statement: the "also
 * bought" rows and the readers' purchase days (analytics_reader_days, decision 063). `changed` (JSON,
 * as the statement answers it) lists the reader rows whose purchase day the fold set or moved: the
 * reader, book, owner and the day before (null: not bought until now). Two kinds of rows change:
 * - the rows of that reader and owner (their purchase days, so their previous days, may have
 *   changed): compared whole with what the readers say, and only the differences written;
 * - a book bought for the first time joins the rows of the reader's other owners (their days did
 *   not change, or they are rows of the first kind): new rows only.
 */
export async function keepAlsoBought(tx: Db, changed: string): Promise<number> {
  // A reader's rows are looked up by the reader (and owner and day, in the kept rows: the table's one
  // index): a lateral subquery (kept one by `offset 0`) is an index descent each, where a join had
  // the planner read whole tables for a few thousand.
  // Every other join is hashed: the planner takes the JSON for a hundred rows and otherwise nests
  // loops over a few thousand (seconds).
  await tx.execute(sql`set local enable_nestloop = off`);
  const same = sql.raw(`w.reader_key = h.reader_key and w.owner_customer_id = h.owner_customer_id
    and w.project_id = h.project_id and w.bought_day = h.bought_day
    and coalesce(w.previous_day, '-infinity') = coalesce(h.previous_day, '-infinity')`);
  const sameDay = sql.raw(`w.reader_key = h.reader_key and w.owner_customer_id = h.owner_customer_id
    and w.bought_day = h.bought_day and coalesce(w.previous_day, '-infinity') = coalesce(h.previous_day, '-infinity')`);
  const result = await tx.execute(sql`
    with c as (
      select * from json_to_recordset(${changed}::json)
        as c(reader_key text, project_id uuid, owner_customer_id text, old_day date)
    ),
    groups as (select distinct reader_key, owner_customer_id from c),
    mine as (
      select r.* from (select distinct reader_key from c) k cross join lateral (select r.reader_key,
        r.owner_customer_id, r.project_id, r.bought_day from analytics_readers r
        where r.reader_key = k.reader_key and r.bought_day is not null offset 0) r
    ),
    days as (
      select reader_key, owner_customer_id, bought_day,
        lag(bought_day) over (partition by reader_key, owner_customer_id order by bought_day) as previous_day
      from (select distinct reader_key, owner_customer_id, bought_day from mine) d
    ),
    want as (
      select d.reader_key, d.owner_customer_id, o.project_id, d.bought_day, d.previous_day
      from days d join groups g on g.reader_key = d.reader_key and g.owner_customer_id = d.owner_customer_id
      join mine o on o.reader_key = d.reader_key and o.owner_customer_id <> d.owner_customer_id
    ),
    -- The rows kept of each group: its days now and the days its changed rows had before.
    look as (
      select distinct x.reader_key, x.owner_customer_id, x.bought_day from groups g
      join (select reader_key, owner_customer_id, bought_day from days
            union all select reader_key, owner_customer_id, old_day from c where old_day is not null) x
        on x.reader_key = g.reader_key and x.owner_customer_id = g.owner_customer_id
    ),
    have as (
      select h.* from look l cross join lateral (select ctid, reader_key, owner_customer_id, project_id,
        bought_day, previous_day from analytics_also_bought a where a.owner_customer_id = l.owner_customer_id
        and a.bought_day = l.bought_day and a.reader_key = l.reader_key offset 0) h
    ),
    gone as (
      delete from analytics_also_bought
      where ctid = any(array(select h.ctid from have h where not exists (select 1 from want w where ${same})))
      returning 1
    ),
    added as (
      insert into analytics_also_bought (reader_key, owner_customer_id, project_id, bought_day, previous_day)
      select * from (
        select w.reader_key, w.owner_customer_id, w.project_id, w.bought_day, w.previous_day from want w
        where not exists (select 1 from have h where ${same})
        union all
        select d.reader_key, d.owner_customer_id, c.project_id, d.bought_day, d.previous_day
        from c join days d on d.reader_key = c.reader_key and d.owner_customer_id <> c.owner_customer_id
        where c.old_day is null and not exists (select 1 from groups g
          where g.reader_key = d.reader_key and g.owner_customer_id = d.owner_customer_id)
      ) n
      order by owner_customer_id collate "C", bought_day
      returning 1
    ),
    -- The same groups' purchase days themselves (decision 063), whether or not they bought another
    -- owner's book: compared with what is kept of their days now and before, the differences written.
    want_days as (
      select d.* from days d join groups g on g.reader_key = d.reader_key and g.owner_customer_id = d.owner_customer_id
    ),
    have_days as (
      select h.* from look l cross join lateral (select ctid, reader_key, owner_customer_id, bought_day,
        previous_day from analytics_reader_days a where a.owner_customer_id = l.owner_customer_id
        and a.bought_day = l.bought_day and a.reader_key = l.reader_key offset 0) h
    ),
    gone_days as (
      delete from analytics_reader_days
      where ctid = any(array(select h.ctid from have_days h where not exists (select 1 from want_days w
        where ${sameDay})))
      returning 1
    ),
    added_days as (
      insert into analytics_reader_days (owner_customer_id, bought_day, reader_key, previous_day)
      select w.owner_customer_id, w.bought_day, w.reader_key, w.previous_day from want_days w
      where not exists (select 1 from have_days h where ${sameDay})
      order by w.owner_customer_id collate "C", w.bought_day
      returning 1
    )
    select (select count(*) from gone)::int + (select count(*) from added)::int
      + (select count(*) from gone_days)::int + (select count(*) from added_days)::int as changed`);
  await tx.execute(sql`set local enable_nestloop = on`);
  return Number(rowsOf<{ changed: number | string }>(result)[0]?.changed ?? 0);
}

/**
 * Other owners' books bought by the readers who bought one of `owner`'s books between `from` and
 * `to`: distinct readers per book (each reader once, by their first purchase day in range: the
 * row whose previous day is before the range), only books with at least `minReaders`, most first.
 */
export const otherAuthorsOfOwner = (
  owner: string,
  from: string,
  to: string,
  minReaders: number,
  limit: number,
): SQL => sql`
  select project_id::text as project_id, count(*) as readers
  from analytics_also_bought
  where owner_customer_id = ${owner} and bought_day between ${from}::date and ${to}::date
    and (previous_day is null or previous_day < ${from}::date)
  group by project_id having count(*) >= ${minReaders}
  order by 2 desc, 1 limit ${limit}`;
