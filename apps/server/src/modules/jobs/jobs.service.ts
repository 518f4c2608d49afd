import { randomUUID } from 'node:crypto';
import { isUuid } from '@quire/domain';
import { isDatabaseUnavailable } from '../../db/rows';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { JobsRepository, Lease } from './jobs.repository';
import type { JobRow } from './jobs.tables';
import {
  defaultBackoffMs,
  type EnqueueOptions,
  type JobContext,
  type JobDefinition,
  type JobsLogger,
  LeaseLostError,
  PermanentJobError,
} from './jobs.types';

export interface JobsServiceOptions {
  uow: UnitOfWork<JobsRepository>;
  /** The clock for run_at and leases (tests move it forward). */
  now: () => Date;
  logger?: JobsLogger;
  /** How long a claim holds a job without a heartbeat (default 30 s). */
  leaseMs?: number;
  /** How often an idle worker looks for work (default 500 ms). */
  pollMs?: number;
  /** Jobs run at once by this process (default 1). */
  concurrency?: number;
  /** How long stop() waits for running jobs before aborting them (default 5 s). */
  stopTimeoutMs?: number;
}

const MAX_ERROR_LENGTH = 4000;

const consoleLogger: JobsLogger = {
  info: () => {},
  warn: (obj, msg) => console.warn(msg, obj),
  error: (obj, msg) => console.error(msg, obj),
};

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH)}…` : text;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The durable job queue (decision 012): jobs live in the `jobs` table; a worker claims one with a
 * lease, runs the handler with no transaction open, extends the lease while it runs, and finishes
 * with complete(), which checks the lease in the same transaction as the handler's writes.
 */
export function createJobsService(options: JobsServiceOptions) {
  const { uow, now } = options;
  const logger = options.logger ?? consoleLogger;
  const leaseMs = options.leaseMs ?? 30_000;
  const pollMs = options.pollMs ?? 500;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const stopTimeoutMs = options.stopTimeoutMs ?? 5000;
  const repo = uow.repos;
  const LEASE_LOST = Symbol('lease lost');

  /**
   * Ends the attempt in one transaction: `mark` records the job's end only while the lease holds,
   * then `write` (the owner's results) runs on the same transaction. False, writing nothing, when
   * the lease was lost.
   */
  async function end(
    mark: (r: JobsRepository) => Promise<boolean>,
    write: ((tx: Tx) => Promise<void>) | null,
  ): Promise<boolean> {
    try {
      await uow.withTransaction(async (r, tx) => {
        if (!(await mark(r))) throw LEASE_LOST;
        if (write) await write(tx);
      });
      return true;
    } catch (error) {
      if (error === LEASE_LOST) return false;
      throw error;
    }
  }
  const definitions = new Map<string, JobDefinition<unknown>>();
  const active = new Set<Promise<void>>();
  const controllers = new Set<AbortController>();
  let claiming = 0;
  let state: 'idle' | 'running' | 'stopping' = 'idle';
  let loopDone: Promise<void> = Promise.resolve();
  let wakeUp: (() => void) | null = null;

  const wake = () => wakeUp?.();
  const leaseEnd = (from: Date) => new Date(from.getTime() + leaseMs);

  /** Waits up to `ms`, or until wake() (a job finished, one was enqueued, stop). */
  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        if (wakeUp === done) wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });
  }

  async function fail(
    def: JobDefinition<unknown>,
    payload: { value: unknown } | null,
    lease: Lease,
    error: string,
  ) {
    const onFailed = def.onFailed && payload ? def.onFailed.bind(def, payload.value, error) : null;
    let held: boolean;
    try {
      held = await end((r) => r.markFailed(lease, error, now()), onFailed);
    } catch (err) {
      // A failing onFailed must not keep the job alive forever: fail it without the owner's write.
      logger.error(
        { err, jobId: lease.id, kind: def.kind },
        'jobs: onFailed threw; marking the job failed without it',
      );
      held = await end(
        (r) => r.markFailed(lease, `${error} (onFailed failed: ${errorText(err)})`, now()),
        null,
      );
    }
    if (held) logger.warn({ jobId: lease.id, kind: def.kind, error }, 'jobs: job failed');
    else logger.warn({ jobId: lease.id, kind: def.kind }, 'jobs: lease lost before the failure was recorded');
  }

  async function execute(row: JobRow, token: string): Promise<void> {
    const def = definitions.get(row.kind);
    const lease: Lease = { id: row.id, token };
    const log = { jobId: row.id, kind: row.kind, attempt: row.attempts };
    if (!def) return; // claim() only takes defined kinds
    if (row.attempts > row.maxAttempts) {
      // Reclaimed after its worker died during the last allowed attempt.
      const reason = row.lastError ?? 'The worker running the last attempt stopped before finishing';
      return fail(def, null, lease, `${reason} (attempts exhausted)`);
    }
    const parsed = def.schema.safeParse(row.payload);
    if (!parsed.success) {
      return fail(def, null, lease, `Invalid payload: ${parsed.error.message}`);
    }
    const payload = parsed.data;
    const controller = new AbortController();
    controllers.add(controller);
    let completed = false;
    let lost = false;
    const loseLease = () => {
      lost = true;
      controller.abort(new LeaseLostError(row.id));
    };
    const heartbeat = async () => {
      if (lost) throw new LeaseLostError(row.id);
      const at = now();
      if (!(await repo.extend(lease, at, leaseEnd(at)))) {
        loseLease();
        throw new LeaseLostError(row.id);
      }
    };
    const timer = setInterval(
      () => {
        heartbeat().catch((err) => {
          if (!(err instanceof LeaseLostError)) logger.warn({ ...log, err }, 'jobs: heartbeat failed');
        });
      },
      Math.max(10, Math.floor(leaseMs / 3)),
    );
    const ctx: JobContext = {
      jobId: row.id,
      attempt: row.attempts,
      signal: controller.signal,
      heartbeat,
      async complete(write) {
        if (completed) throw new Error(`Job ${row.id} is already complete`);
        if (lost || !(await end((r) => r.markDone(lease, now()), write))) {
          loseLease();
          throw new LeaseLostError(row.id);
        }
        completed = true;
      },
    };
    try {
      await def.run(payload, ctx);
      if (!completed) {
        logger.warn(log, 'jobs: handler returned without ctx.complete(); marking the job done');
        await ctx.complete(async () => {});
      }
      logger.info(log, 'jobs: job done');
    } catch (err) {
      if (err instanceof LeaseLostError || lost) {
        logger.warn(log, 'jobs: lease lost; another worker has the job');
      } else if (completed) {
        logger.error({ ...log, err }, 'jobs: handler threw after completing the job');
      } else if (state === 'stopping' && controller.signal.aborted) {
        await repo.release(lease, now());
        logger.info(log, 'jobs: job handed back (worker stopping)');
      } else {
        const error = errorText(err);
        if (err instanceof PermanentJobError || row.attempts >= row.maxAttempts) {
          await fail(def, { value: payload }, lease, error);
        } else {
          const delay = (def.backoffMs ?? defaultBackoffMs)(row.attempts);
          const at = now();
          await repo.retry(lease, error, new Date(at.getTime() + delay), at);
          logger.warn({ ...log, error, retryInMs: delay }, 'jobs: attempt failed; retrying');
        }
      }
    } finally {
      clearInterval(timer);
      controllers.delete(controller);
    }
  }

  function launch(row: JobRow, token: string): void {
    const run: Promise<void> = execute(row, token)
      .catch((err) =>
        logger.error({ err, jobId: row.id, kind: row.kind }, 'jobs: could not record the outcome'),
      )
      .finally(() => {
        active.delete(run);
        wake();
      });
    active.add(run);
  }

  /** Claims one runnable job and starts it; false when there is none. */
  async function claimOne(): Promise<boolean> {
    claiming++;
    try {
      const token = randomUUID();
      const at = now();
      const row = await repo.claim([...definitions.keys()], token, at, leaseEnd(at));
      if (!row) return false;
      launch(row, token);
      return true;
    } finally {
      claiming--;
    }
  }

  async function loop(): Promise<void> {
    // While the database is down every poll fails the same way: say so once, and once when it is back.
    let databaseDown = false;
    while (state === 'running') {
      if (active.size < concurrency) {
        try {
          const claimed = await claimOne();
          if (databaseDown) logger.info({}, 'jobs: the database answers again');
          databaseDown = false;
          if (claimed) continue;
        } catch (err) {
          if (!isDatabaseUnavailable(err)) logger.error({ err }, 'jobs: claiming a job failed');
          else if (!databaseDown) {
            databaseDown = true;
            logger.warn(
              { error: errorText((err as { cause?: unknown }).cause ?? err) },
              'jobs: the database is unavailable; claiming again when it answers',
            );
          }
        }
      }
      await pause(pollMs);
    }
  }

  /** Resolves when every running job has settled, or false after `ms`. */
  async function settle(ms: number): Promise<boolean> {
    const deadline = Date.now() + ms;
    while (active.size > 0) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await Promise.race([Promise.allSettled([...active]), sleep(left)]);
    }
    return true;
  }

  const service = {
    /** Registers a job kind (before start, so its jobs are claimed). */
    define<P>(def: JobDefinition<P>) {
      if (definitions.has(def.kind)) throw new Error(`Job kind ${def.kind} is already defined`);
      definitions.set(def.kind, def as JobDefinition<unknown>);
      return service;
    },

    /** Stores a job; with a dedupe key already used, returns that job's id instead (idempotent). */
    async enqueue(kind: string, payload: unknown, opts: EnqueueOptions = {}): Promise<{ id: string }> {
      const def = definitions.get(kind);
      if (!def) throw new Error(`Unknown job kind ${kind}: define it before enqueueing`);
      def.schema.parse(payload);
      const at = now();
      const { id, created } = await (opts.tx ? uow.bound(opts.tx) : repo).insert(
        {
          kind,
          payload,
          maxAttempts: def.maxAttempts ?? 5,
          runAt: opts.runAt ?? at,
          dedupeKey: opts.dedupeKey ?? null,
        },
        at,
      );
      if (created && !opts.tx) wake();
      return { id };
    },

    /** Starts claiming jobs in the background. */
    start(): void {
      if (state !== 'idle') return;
      state = 'running';
      loopDone = loop();
    },

    /**
     * Graceful: no new claims, waits for running jobs up to stopTimeoutMs, then aborts them (their
     * jobs go back to the queue without counting the attempt) and waits a little more.
     */
    async stop(): Promise<void> {
      if (state === 'idle' && active.size === 0) return;
      state = 'stopping';
      wake();
      await loopDone;
      if (!(await settle(stopTimeoutMs))) {
        logger.warn({ running: active.size }, 'jobs: stop timed out; aborting running jobs');
        for (const c of controllers) c.abort(new Error('The worker is stopping'));
        if (!(await settle(Math.min(2000, stopTimeoutMs)))) {
          logger.error({ running: active.size }, 'jobs: jobs ignored the abort; their leases will expire');
        }
      }
      state = 'idle';
    },

    async get(id: string): Promise<JobRow | null> {
      return isUuid(id) ? repo.get(id) : null;
    },

    /** For tests: runs jobs until none is runnable and none is running; throws after timeoutMs. */
    async drain(timeoutMs = 10_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (Date.now() > deadline) throw new Error(`jobs: drain timed out after ${timeoutMs} ms`);
        if (active.size < concurrency && (await claimOne())) continue;
        if (active.size === 0 && claiming === 0) return;
        await Promise.race([...active, sleep(Math.min(50, Math.max(1, deadline - Date.now())))]);
      }
    },
  };
  return service;
}

export type JobsService = ReturnType<typeof createJobsService>;
