import { coverMonthsSigned, SALE_KINDS, segmentPeriods } from '@quire/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { otherAuthorsOfOwner } from './analytics.also-bought.repository';
import { READING_COLUMNS, READING_SUMS } from './analytics.reading-months.repository';
import type { ViewScope } from './analytics.views.repository';

/**
 * The views' SQL over the readers (decisions 044, 045, 061): who bought in range, how soon and how
 * far they read, and what else they bought. Part of the views repository
 * (analytics.views.repository.ts), which spreads these functions into its own.
 */

/** Readers who bought in range and how far they went. */
export interface ProgressCounts {
  buyers: number;
  opened: number;
  reached25: number;
  reached50: number;
  reached75: number;
  finished: number;
}

/** A book's readers (projectId null: all the scope's books together). */
export interface TimeToOpenRow {
  projectId: string | null;
  readers: number;
  averageHours: number | null;
}

export interface CompletionRow {
  projectId: string | null;
  buyers: number;
  opened: number;
  averageProgress: number | null;
  finished: number;
}

/**
 * A view's statement, run without parallel workers or JIT (in a transaction of its own): the
 * planner gave some of a few milliseconds' work two workers, whose start took 50 to 80 ms on a busy
 * two-core machine (the largest author's best books and totals over 90 days).
 */
export async function viewRows<T>(db: Db, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    // No JIT either: a view's estimate can pass JIT's threshold, and compiling cost more than it
    // saved (10–14 ms of a 90-day series at 10,000,000 facts, decision 063).
    await tx.execute(
      sql`select set_config('max_parallel_workers_per_gather', '0', true), set_config('jit', 'off', true)`,
    );
    return rowsOf<T>(await tx.execute(query));
  });
}

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
const num = (v: unknown): number => Number(v ?? 0);
const decimal1 = (v: unknown): number | null => (v == null ? null : Number(v));

/**
 * An owner's readers who bought from `first` to `last`: one range of the (owner, purchase day)
 * index, which stops at `last`. (As a comparison of the (owner, day) pair, decision 057's form, a
 * scan went on through the owner's later readers: PostgreSQL 15 ends a scan on a pair's first
 * column only. At 10,000,000 facts, 48 readers of a day two years back took 10 ms.)
 */
function ownerDays(owner: string, first: string, last: string, alias = 'r'): SQL {
  const r = sql.raw(alias);
  return sql`${r}.owner_customer_id = ${owner} and ${r}.bought_day between ${first}::date and ${last}::date`;
}

/**
 * The readers of a scope who bought in range (`r` the alias). A reader has no format of their own:
 * their purchase's row in the books' days (same day, owner and book: a look-up per sale kind) says it. Readers have no country.
 */
export function readersWhere(s: ViewScope, alias = 'r'): SQL {
  const r = sql.raw(alias);
  const parts: SQL[] = [];
  // The platform's days by the expression its own index is keyed by, which an owner's statements
  // never name; an owner's by the (owner, purchase day) index (decision 073).
  if (s.ownerCustomerId === null)
    parts.push(sql`(${r}.bought_day + 0) between ${s.from}::date and ${s.to}::date`);
  else parts.push(ownerDays(s.ownerCustomerId, s.from, s.to, alias));
  if (s.projectId) parts.push(sql`${r}.project_id = ${s.projectId}`);
  if (s.format) {
    parts.push(sql`exists (select 1 from analytics_daily d where d.day = ${r}.bought_day
      and d.owner_customer_id = ${r}.owner_customer_id and d.project_id = ${r}.project_id and d.kind in (${sql.raw(list(SALE_KINDS))}) and d.format = ${s.format})`);
  }
  return sql.join(parts, sql` and `);
}

/** The readers in `where` summed by book, as the reading months sum them (`sign` -1: taken away). */
const readersByBook = (where: SQL, sign: 1 | -1 = 1): SQL => sql`
  select project_id, ${READING_SUMS} from (select ${sql.raw(String(sign))} as sign, r.* from analytics_readers r
    where ${where}) x
  group by project_id`;

/**
 * The scope's readers who bought in range, summed by book (analytics.reading-months.repository.ts's columns).
 * An owner's, without a format: whole months from the reading months (decision 063), and a month
 * the range covers in part either by its days in range or as the month less its days outside
 * (decision 072), whichever is fewer days; each run of days one range of the (owner, purchase day)
 * index (`ownerDays`). A format's or the platform's: every reader in range.
 */
function readingRows(s: ViewScope): SQL {
  if (s.ownerCustomerId === null || s.format) return sql`(${readersByBook(readersWhere(s))}) as reading`;
  const owner = s.ownerCustomerId;
  const book = s.projectId ? sql` and project_id = ${s.projectId}` : sql``;
  const parts = coverMonthsSigned(s.from, s.to).map((run) => {
    if (run.grain === 'm') {
      const months = `{${segmentPeriods(run).join(',')}}`;
      return sql`select project_id, ${READING_COLUMNS} from analytics_reading_months
        where owner_customer_id = ${owner} and month = any(${months}::date[])${book}`;
    }
    return readersByBook(
      sql`${ownerDays(owner, run.first, run.last)}${s.projectId ? sql` and r.project_id = ${s.projectId}` : sql``}`,
      run.sign,
    );
  });
  const union = parts.length
    ? sql.join(parts, sql` union all `)
    : sql`select project_id, ${READING_COLUMNS} from analytics_reading_months where false`;
  return sql`(${union}) as reading`;
}

export function createReaderViews(db: Db) {
  const rows = <T>(query: SQL): Promise<T[]> => viewRows<T>(db, query);
  return {
    /** The readers who bought in range, by how far they read. */
    async progress(s: ViewScope): Promise<ProgressCounts> {
      const [r] = await rows<Record<string, unknown>>(sql`
        select sum(buyers) as buyers, sum(opened) as opened, sum(reached25) as reached25,
          sum(reached50) as reached50, sum(reached75) as reached75, sum(finished) as finished
        from ${readingRows(s)}`);
      return {
        buyers: num(r?.buyers),
        opened: num(r?.opened),
        reached25: num(r?.reached25),
        reached50: num(r?.reached50),
        reached75: num(r?.reached75),
        finished: num(r?.finished),
      };
    },

    /**
     * Per book and for all (projectId null), among readers who bought in range and opened the book:
     * how many, and the average hours from purchase to first opening (one decimal). A book opened
     * before its purchase was recorded counts as opened at once.
     */
    async timeToOpen(s: ViewScope): Promise<TimeToOpenRow[]> {
      const found = await rows<{ project_id: string | null; readers: unknown; hours: string | null }>(sql`
        select project_id::text as project_id, coalesce(sum(opened), 0) as readers,
          round(sum(open_seconds) / nullif(sum(opened), 0) / 3600, 1)::text as hours
        from ${readingRows(s)}
        group by grouping sets ((project_id), ())
        having sum(opened) > 0 or grouping(project_id) = 1
        order by 2 desc, 1`);
      return found.map((r) => ({
        projectId: r.project_id,
        readers: num(r.readers),
        averageHours: decimal1(r.hours),
      }));
    },

    /**
     * Per book and for all (projectId null), among readers who bought in range: how many, how many
     * opened it, their average furthest point (of those who opened it, one decimal) and how many finished.
     */
    async completion(s: ViewScope): Promise<CompletionRow[]> {
      const found = await rows<Record<string, unknown>>(sql`
        select project_id::text as project_id, coalesce(sum(buyers), 0) as buyers,
          coalesce(sum(opened), 0) as opened,
          round(sum(progress_sum) / nullif(sum(progress_count), 0), 1)::text as average_progress,
          coalesce(sum(finished), 0) as finished
        from ${readingRows(s)}
        group by grouping sets ((project_id), ())
        having sum(buyers) > 0 or grouping(project_id) = 1
        order by 2 desc, 1`);
      return found.map((r) => ({
        projectId: (r.project_id as string | null) ?? null,
        buyers: num(r.buyers),
        opened: num(r.opened),
        averageProgress: decimal1(r.average_progress),
        finished: num(r.finished),
      }));
    },

    /**
     * Other owners' books bought by the readers who bought one of the scope's books in range: distinct
     * readers per book, only books with at least `minReaders` of them, most first, at most `limit`.
     * An owner's, without a book or format, from the kept "also bought" rows (decision 061); a book's,
     * a format's or the platform's (fewer readers, or rarely asked) by joining the readers.
     */
    async otherAuthors(
      s: ViewScope,
      minReaders: number,
      limit: number,
    ): Promise<{ projectId: string; readers: number }[]> {
      const found =
        s.ownerCustomerId !== null && !s.projectId && !s.format
          ? await rows<{ project_id: string; readers: unknown }>(
              otherAuthorsOfOwner(s.ownerCustomerId, s.from, s.to, minReaders, limit),
            )
          : await rows<{ project_id: string; readers: unknown }>(sql`
        with mine as (
          select distinct r.reader_key, r.owner_customer_id from analytics_readers r where ${readersWhere(s)}
        )
        select o.project_id::text as project_id, count(distinct o.reader_key collate "C") as readers
        from mine m
        join analytics_readers o on o.reader_key = m.reader_key and o.owner_customer_id <> m.owner_customer_id
        where o.bought_at is not null
        group by o.project_id having count(distinct o.reader_key collate "C") >= ${minReaders}
        order by 2 desc, 1 limit ${limit}`);
      return found.map((r) => ({ projectId: r.project_id, readers: num(r.readers) }));
    },
  };
}
