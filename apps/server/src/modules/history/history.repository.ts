import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type HistoryRow, type NewHistoryRow, projectHistory } from './history.tables';

/** The only code that speaks SQL to `project_history`. Entries are inserted, never changed. */
export function createHistoryRepository(db: Db) {
  return {
    async insert(row: NewHistoryRow): Promise<HistoryRow> {
      const rows = await db.insert(projectHistory).values(row).returning();
      return rows[0] as HistoryRow;
    },

    /** A project's entries, oldest first. */
    async list(projectId: string): Promise<HistoryRow[]> {
      return db
        .select()
        .from(projectHistory)
        .where(eq(projectHistory.projectId, projectId))
        .orderBy(asc(projectHistory.at), asc(projectHistory.id));
    },
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
