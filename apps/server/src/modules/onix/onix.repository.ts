import { asc, countDistinct, desc, gt, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type NewOnixFeedRow, type OnixFeedRow, onixFeedEntries } from './onix.tables';

/** The only code that speaks SQL to `onix_feed_entries`. Entries are inserted, never changed. */
export function createOnixRepository(db: Db) {
  return {
    async insert(row: NewOnixFeedRow): Promise<OnixFeedRow> {
      const rows = await db.insert(onixFeedEntries).values(row).returning();
      return rows[0] as OnixFeedRow;
    },

    /**
     * The latest entry of each book with an entry written at or after `since`, those written after
     * entry `after` (a `seq`), in the order they were written; at most `limit`.
     */
    async latestSince(since: Date, after: number, limit: number): Promise<OnixFeedRow[]> {
      const t = onixFeedEntries;
      const latest = db
        .selectDistinctOn([t.projectId])
        .from(t)
        .where(gte(t.at, since))
        .orderBy(t.projectId, desc(t.seq))
        .as('latest');
      return db.select().from(latest).where(gt(latest.seq, after)).orderBy(asc(latest.seq)).limit(limit);
    },

    /** How many books have an entry written at or after `since`. */
    async booksSince(since: Date): Promise<number> {
      const rows = await db
        .select({ n: countDistinct(onixFeedEntries.projectId) })
        .from(onixFeedEntries)
        .where(gte(onixFeedEntries.at, since));
      return Number(rows[0]?.n ?? 0);
    },
  };
}

export type OnixRepository = ReturnType<typeof createOnixRepository>;
