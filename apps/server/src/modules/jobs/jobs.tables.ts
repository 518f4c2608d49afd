import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The durable job queue (decision 012). A worker claims a runnable row by setting a fresh
 * lease_token and locked_until; the job is finished only by the holder of that token.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    status: text('status').notNull().default('queued'),
    /** Attempts started so far (a claim counts as one). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** Not claimed before this time (delayed jobs, retry backoff). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** Set on each claim; only the holder may heartbeat, complete or fail the attempt. */
    leaseToken: uuid('lease_token'),
    /** A running job whose lease ran out is claimed again (its worker died or hung). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Enqueueing the same key again returns the existing job. */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_key_key').on(t.dedupeKey),
    index('jobs_queued_run_at_idx').on(t.runAt).where(sql`${t.status} = 'queued'`),
    index('jobs_running_locked_until_idx').on(t.lockedUntil).where(sql`${t.status} = 'running'`),
    check('jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
