import { SALE_KINDS } from '@quire/domain';
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

const SOLD = sql.raw(`kind in (${SALE_KINDS.map((k) => `'${k}'`).join(', ')})`);

/**
 * The readers' fold (decisions 061, 063, 066): takes up to `limit` facts from the readers' queue
 * (the facts that name a reader, a book and its owner; SKIP LOCKED, as the fold queue), deletes
 * them and adds them to the readers (when each bought and first opened the book, how far they
 * read), the reading months (each changed reader row's share of its book's purchase month, less
 * its share before), then, in the same transaction, the "also bought" rows and the purchase days
 * of the readers whose purchase day it set or moved (`keepAlsoBought`). It shares no table with
 * the rollups' fold (analytics.fold.repository.ts), so the two run at once on two connections;
 * two readers' folds take turns.
 * Answers how many facts it took.
 */
export async function foldReaders(db: Db, limit: number): Promise<number> {
  return db.transaction(async (tx) => {
    // Readers' folds take turns, as the rollups' do (on the seal's row): each reads a reader row's
    // state before it adds to it, and two at once would both count the same state's change in the
    // reading months and the "also bought" rows (one's new row is invisible to the other until it commits).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('analytics_reader_queue'))`);
    await tx.execute(sql`set local work_mem = '64MB'`);
    // The "also bought" statement's estimates pass JIT's threshold, and compiling costs more than it saves.
    await tx.execute(sql`set local jit = off`);
    const result = await tx.execute(sql`
      with batch as (
        delete from analytics_reader_queue where ctid = any(array(
          select ctid from analytics_reader_queue limit ${limit} for update skip locked
        ))
        returning *
      ),
      bought as (select distinct project_id, reader_key from batch where ${SOLD}),
      touched as (select distinct project_id, reader_key from batch),
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
        order by owner_customer_id collate "C", month, project_id
        on conflict (owner_customer_id, month, project_id) do update set ${READING_ADD}
        returning 1
      )
      select (select count(*) from batch)::int as folded,
        (select count(*) from readers) + (select count(*) from reading) as touched,
        -- The reader rows whose purchase day this fold set or moved (decision 061).
        (select json_agg(json_build_object('reader_key', n.reader_key, 'project_id', n.project_id,
            'owner_customer_id', n.owner_customer_id, 'old_day', o.bought_day))::text
          from readers n join bought b on b.project_id = n.project_id and b.reader_key = n.reader_key
          left join before o on o.project_id = n.project_id and o.reader_key = n.reader_key
          where n.bought_day is distinct from o.bought_day) as bought`);
    const row = rowsOf<{ folded: number | string; bought: string | null }>(result)[0];
    if (row?.bought) await keepAlsoBought(tx, row.bought);
    return Number(row?.folded ?? 0);
  });
}
