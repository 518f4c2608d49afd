import { and, asc, eq, like, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type AnalyticsEventRow, analyticsEvents, type NewAnalyticsEvent } from './analytics.tables';

const ev = analyticsEvents;

/** Analytics facts: the only SQL of analytics_events. */
export function createAnalyticsRepository(db: Db) {
  return {
    async insert(values: NewAnalyticsEvent): Promise<void> {
      await db.insert(ev).values(values);
    },

    /**
     * Keeps the facts not kept before (by source and external id) in one statement; answers how
     * many were new. A batch sent twice, even at once, keeps each fact once.
     */
    async insertNew(values: NewAnalyticsEvent[]): Promise<number> {
      if (values.length === 0) return 0;
      const kept = await db
        .insert(ev)
        .values(values)
        .onConflictDoNothing({ target: [ev.source, ev.externalId] })
        .returning({ id: ev.id });
      return kept.length;
    },

    /** When the newest fact of `kind` whose external id starts with `prefix` happened (null: none). */
    async newestOccurred(kind: string, prefix: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: max(ev.occurredAt) })
        .from(ev)
        .where(and(eq(ev.kind, kind), like(ev.externalId, `${prefix}%`)));
      return row?.at ?? null;
    },

    /** A book's facts of one kind, oldest first. */
    async ofProject(projectId: string, kind: string): Promise<AnalyticsEventRow[]> {
      return db
        .select()
        .from(ev)
        .where(and(eq(ev.projectId, projectId), eq(ev.kind, kind)))
        .orderBy(asc(ev.occurredAt), asc(ev.id));
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
