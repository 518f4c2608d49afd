import type { z } from 'zod';
import type { Tx } from '../../db/unit-of-work';

export interface JobContext {
  jobId: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** Aborted when the lease is lost or the worker stops. */
  signal: AbortSignal;
  /** Extends the lease (also done automatically every leaseMs/3); throws LeaseLostError when it was lost. */
  heartbeat(): Promise<void>;
  /**
   * Runs `write` and marks the job done in ONE transaction, only if this worker still holds the
   * lease; otherwise rolls back and throws LeaseLostError. The way to finish exactly once.
   * Inside `write` use only `tx` (on PGlite the one connection is held by this transaction).
   */
  complete(write: (tx: Tx) => Promise<void>): Promise<void>;
}

export interface JobDefinition<P> {
  /** e.g. 'files.preflight' */
  kind: string;
  /** Payload validated on enqueue and on run; an invalid payload on run fails the job at once. */
  schema: z.ZodType<P>;
  /** Default 5. */
  maxAttempts?: number;
  /** Delay before retrying after failed attempt `attempt` (1-based); default defaultBackoffMs. */
  backoffMs?(attempt: number): number;
  /** Throw → retry (transient), PermanentJobError → fail now; must call ctx.complete to finish. */
  run(payload: P, ctx: JobContext): Promise<void>;
  /** Called (in a transaction) when the last attempt failed: write the visible failed state. */
  onFailed?(payload: P, error: string, tx: Tx): Promise<void>;
}

export interface EnqueueOptions {
  /** Enqueueing the same key again returns the existing job (whatever its state). */
  dedupeKey?: string;
  /** Not run before this time (default: now). */
  runAt?: Date;
  /** Enqueue inside the caller's transaction, so the job exists only if the transaction commits. */
  tx?: Tx;
}

/** pino-compatible. */
export interface JobsLogger {
  info(obj: Record<string, unknown>, msg: string): void;
  warn(obj: Record<string, unknown>, msg: string): void;
  error(obj: Record<string, unknown>, msg: string): void;
}

/** complete() or heartbeat() found that another worker took the job over (this lease had expired). */
export class LeaseLostError extends Error {
  constructor(readonly jobId: string) {
    super(`Job ${jobId}: the lease was lost; another worker has taken the job over`);
    this.name = 'LeaseLostError';
  }
}

/** Thrown by a handler for a failure that retrying cannot fix: the job fails at once (onFailed runs). */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

/** Exponential 1 s · 2^(attempt-1), capped at 60 s, with "equal jitter" (half fixed, half random). */
export function defaultBackoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(60_000, 1000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base / 2 + random() * (base / 2));
}
