import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type FileMeta, type NewProjectFileRow, type ProjectFileRow, projectFiles } from './files.tables';

/** The only code that reads or writes `project_files`. Pass a transaction's `tx` to work inside it. */
export function createFilesRepository(db: Db) {
  return {
    /** The element's current file: the one not superseded. */
    async current(projectId: string, elementType: string): Promise<ProjectFileRow | null> {
      const rows = await db
        .select()
        .from(projectFiles)
        .where(
          and(
            eq(projectFiles.projectId, projectId),
            eq(projectFiles.elementType, elementType),
            isNull(projectFiles.supersededAt),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    async find(id: string): Promise<ProjectFileRow | null> {
      const rows = await db.select().from(projectFiles).where(eq(projectFiles.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** Every file of a project, newest first (for clean-up and history). */
    async ofProject(projectId: string): Promise<ProjectFileRow[]> {
      return db
        .select()
        .from(projectFiles)
        .where(eq(projectFiles.projectId, projectId))
        .orderBy(desc(projectFiles.uploadedAt));
    },

    /**
     * Serialises writers of one element until the transaction ends (two uploads racing for the
     * same element would otherwise collide on the one-current-file index).
     */
    async lockElement(projectId: string, elementType: string): Promise<void> {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`project_files:${projectId}:${elementType}`}))`,
      );
    },

    /** Supersedes the element's current file and inserts the new one (call inside a transaction). */
    async replaceCurrent(row: NewProjectFileRow, at: Date): Promise<ProjectFileRow | null> {
      const previous = await db
        .update(projectFiles)
        .set({ supersededAt: at })
        .where(
          and(
            eq(projectFiles.projectId, row.projectId),
            eq(projectFiles.elementType, row.elementType),
            isNull(projectFiles.supersededAt),
          ),
        )
        .returning();
      await db.insert(projectFiles).values(row);
      return previous[0] ?? null;
    },

    async setJob(id: string, jobId: string): Promise<void> {
      await db.update(projectFiles).set({ jobId }).where(eq(projectFiles.id, id));
    },

    /** Progress while a preflight runs; never moves a finished file back. */
    async markProgress(id: string, progress: number): Promise<void> {
      await db
        .update(projectFiles)
        .set({ preflightStatus: 'IN_PROGRESS', progress: Math.max(0, Math.min(99, Math.round(progress))) })
        .where(
          and(
            eq(projectFiles.id, id),
            sql`${projectFiles.preflightStatus} in ('NOT_STARTED', 'IN_PROGRESS')`,
          ),
        );
    },

    async finish(
      id: string,
      result: {
        preflightStatus: 'SUCCESSFUL' | 'ERROR';
        conversionStatus?: string | null;
        findings: ProjectFileRow['findings'];
        pageCount?: number | null;
        meta?: FileMeta;
        completedAt: Date;
      },
    ): Promise<void> {
      await db
        .update(projectFiles)
        .set({
          preflightStatus: result.preflightStatus,
          progress: 100,
          findings: result.findings,
          completedAt: result.completedAt,
          ...(result.conversionStatus !== undefined ? { conversionStatus: result.conversionStatus } : {}),
          ...(result.pageCount !== undefined ? { pageCount: result.pageCount } : {}),
          ...(result.meta ? { meta: result.meta } : {}),
        })
        .where(eq(projectFiles.id, id));
    },

    /** A finished file back to NOT_STARTED, so its preflight runs again (admin repush). */
    async resetForRecheck(id: string): Promise<void> {
      await db
        .update(projectFiles)
        .set({ preflightStatus: 'NOT_STARTED', progress: 0, findings: [], completedAt: null })
        .where(eq(projectFiles.id, id));
    },

    async deleteRow(id: string): Promise<void> {
      await db.delete(projectFiles).where(eq(projectFiles.id, id));
    },
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;
