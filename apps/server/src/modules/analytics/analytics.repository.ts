import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type AnalyticsEventRow, analyticsEvents, type NewAnalyticsEvent } from './analytics.tables';

const ev = analyticsEvents;

/** Analytics facts: the only SQL of analytics_events. */
export function createAnalyticsRepository(db: Db) {
  return {
    async insert(values: NewAnalyticsEvent): Promise<void> {
      await db.insert(ev).values(values);
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
