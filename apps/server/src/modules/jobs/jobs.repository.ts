import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type JobRow, jobs } from './jobs.tables';

/** The lease a claim hands out: only the holder of `token` may extend, finish or fail the attempt. */
export interface Lease {
  id: string;
  token: string;
}

export interface NewJob {
  kind: string;
  payload: unknown;
  maxAttempts: number;
  runAt: Date;
  dedupeKey: string | null;
}

const holds = (lease: Lease) =>
  and(eq(jobs.id, lease.id), eq(jobs.leaseToken, lease.token), eq(jobs.status, 'running'));

/**
 * The only code that speaks SQL to the jobs table. Each call is one short statement; the service
 * runs them in its unit of work where a job's result must commit with the job's end.
 */
export function createJobsRepository(db: Db) {
  return {
    /** Inserts the job; with a dedupe key already taken, returns the existing job's id instead. */
    async insert(job: NewJob, now: Date): Promise<{ id: string; created: boolean }> {
      const inserted = await db
        .insert(jobs)
        .values({ ...job, status: 'queued', attempts: 0, createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: jobs.dedupeKey })
        .returning({ id: jobs.id });
      if (inserted[0]) return { id: inserted[0].id, created: true };
      if (job.dedupeKey === null) throw new Error('The job could not be stored');
      const existing = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.dedupeKey, job.dedupeKey));
      if (!existing[0]) throw new Error(`The job with dedupe key ${job.dedupeKey} could not be stored`);
      return { id: existing[0].id, created: false };
    },

    /**
     * Takes one runnable job of the given kinds: queued and due, or running with an expired lease
     * (its worker died). One statement, so nothing is held open while the handler runs; SKIP LOCKED
     * lets concurrent workers pass over a row another is claiming.
     */
    async claim(kinds: string[], token: string, now: Date, lockedUntil: Date): Promise<JobRow | null> {
      if (kinds.length === 0) return null;
      const candidate = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            inArray(jobs.kind, kinds),
            or(
              and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)),
              and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now)),
            ),
          ),
        )
        .orderBy(asc(jobs.runAt), asc(jobs.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(jobs)
        .set({
          status: 'running',
          attempts: sql`${jobs.attempts} + 1`,
          leaseToken: token,
          lockedUntil,
          updatedAt: now,
        })
        .where(eq(jobs.id, sql`(${candidate})`))
        .returning();
      return rows[0] ?? null;
    },

    /** Extends the lease; false when this worker no longer holds it. */
    async extend(lease: Lease, now: Date, lockedUntil: Date): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ lockedUntil, updatedAt: now })
        .where(holds(lease))
        .returning({ id: jobs.id });
      return rows.length === 1;
    },

    /** Marks the job done if this lease still holds it; false when the lease was lost. */
    async markDone(lease: Lease, now: Date): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ status: 'done', leaseToken: null, lockedUntil: null, finishedAt: now, updatedAt: now })
        .where(holds(lease))
        .returning({ id: jobs.id });
      return rows.length === 1;
    },

    /** Puts a failed attempt back in the queue, due at `runAt`. */
    async retry(lease: Lease, error: string, runAt: Date, now: Date): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({
          status: 'queued',
          leaseToken: null,
          lockedUntil: null,
          lastError: error,
          runAt,
          updatedAt: now,
        })
        .where(holds(lease))
        .returning({ id: jobs.id });
      return rows.length === 1;
    },

    /** Hands a job back without counting the attempt (the worker is stopping). */
    async release(lease: Lease, now: Date): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({
          status: 'queued',
          attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
          leaseToken: null,
          lockedUntil: null,
          runAt: now,
          updatedAt: now,
        })
        .where(holds(lease))
        .returning({ id: jobs.id });
      return rows.length === 1;
    },

    /** Marks the job failed for good if this lease still holds it; false when the lease was lost. */
    async markFailed(lease: Lease, error: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({
          status: 'failed',
          leaseToken: null,
          lockedUntil: null,
          lastError: error,
          finishedAt: now,
          updatedAt: now,
        })
        .where(holds(lease))
        .returning({ id: jobs.id });
      return rows.length === 1;
    },

    async get(id: string): Promise<JobRow | null> {
      const rows = await db.select().from(jobs).where(eq(jobs.id, id));
      return rows[0] ?? null;
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
