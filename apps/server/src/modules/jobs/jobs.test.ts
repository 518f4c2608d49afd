import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp, testDatabaseKind } from '../../../test/helpers';
import { type Db, openDatabase } from '../../db/client';
import { createUnitOfWork } from '../../db/unit-of-work';
import {
  createJobsService,
  defaultBackoffMs,
  type JobContext,
  LeaseLostError,
  PermanentJobError,
} from './index';
import { createJobsRepository } from './jobs.repository';

let t: TestApp;
let db: Db;
const logged: { level: string; msg: string }[] = [];
const logger = {
  info: (_obj: object, msg: string) => logged.push({ level: 'info', msg }),
  warn: (_obj: object, msg: string) => logged.push({ level: 'warn', msg }),
  error: (_obj: object, msg: string) => logged.push({ level: 'error', msg }),
};
const schema = z.object({ book: z.string() });

beforeAll(async () => {
  // The app's own inline worker stays off so that only the services built here claim jobs.
  t = await buildTestApp({ jobs: { mode: 'off', leaseMs: 30_000, concurrency: 1, pollMs: 50 } });
  db = t.database.db;
  await db.execute(sql`create table job_results (job_id uuid not null, note text not null)`);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await db.execute(sql`delete from job_results`);
  await db.execute(sql`delete from jobs`);
  logged.length = 0;
});

const service = (opts: { leaseMs?: number; concurrency?: number } = {}) =>
  createJobsService({
    uow: createUnitOfWork(db, createJobsRepository),
    now: t.clock.now,
    logger,
    pollMs: 20,
    ...opts,
  });

const record = (ctx: JobContext, note: string) =>
  ctx.complete(async (tx) => {
    await tx.execute(sql`insert into job_results (job_id, note) values (${ctx.jobId}, ${note})`);
  });

async function results(jobId: string): Promise<string[]> {
  const rows = await db.execute<{ note: string }>(
    sql`select note from job_results where job_id = ${jobId} order by note`,
  );
  return (rows as unknown as { rows: { note: string }[] }).rows.map((r) => r.note);
}

describe('jobs queue', () => {
  it('runs a job once and records its result with the done state', async () => {
    const jobs = service().define({
      kind: 'test.ok',
      schema,
      run: (payload, ctx) => record(ctx, payload.book),
    });
    const { id } = await jobs.enqueue('test.ok', { book: 'Moby' });
    expect((await jobs.get(id))?.status).toBe('queued');
    await jobs.drain(5000);
    const job = await jobs.get(id);
    expect(job).toMatchObject({ status: 'done', attempts: 1, leaseToken: null, lastError: null });
    expect(job?.finishedAt).toBeInstanceOf(Date);
    expect(await results(id)).toEqual(['Moby']);
    expect(await jobs.get('not-a-uuid')).toBeNull();
  });

  it('retries a failed attempt after its backoff, then succeeds', async () => {
    const seen: number[] = [];
    const jobs = service().define({
      kind: 'test.flaky',
      schema,
      backoffMs: (attempt) => attempt * 60_000,
      async run(payload, ctx) {
        seen.push(ctx.attempt);
        if (ctx.attempt < 3) throw new Error(`printer busy (${ctx.attempt})`);
        await record(ctx, payload.book);
      },
    });
    const { id } = await jobs.enqueue('test.flaky', { book: 'Emma' });
    await jobs.drain(5000);
    let job = await jobs.get(id);
    expect(job).toMatchObject({ status: 'queued', attempts: 1, lastError: 'printer busy (1)' });
    expect(job?.runAt.getTime()).toBeGreaterThanOrEqual(t.clock.now().getTime() + 59_000);

    // Not due yet: nothing runs.
    t.clock.advance(30_000);
    await jobs.drain(5000);
    expect(seen).toEqual([1]);

    t.clock.advance(31_000);
    await jobs.drain(5000);
    job = await jobs.get(id);
    expect(job).toMatchObject({ status: 'queued', attempts: 2, lastError: 'printer busy (2)' });

    t.clock.advance(120_001);
    await jobs.drain(5000);
    expect(await jobs.get(id)).toMatchObject({ status: 'done', attempts: 3 });
    expect(seen).toEqual([1, 2, 3]);
    expect(await results(id)).toEqual(['Emma']);
  });

  it('default backoff grows exponentially with jitter and stops at 60 s', () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      const base = Math.min(60_000, 1000 * 2 ** (attempt - 1));
      expect(defaultBackoffMs(attempt, () => 0)).toBe(base / 2);
      expect(defaultBackoffMs(attempt, () => 0.999_999)).toBeLessThanOrEqual(base);
      const random = defaultBackoffMs(attempt);
      expect(random).toBeGreaterThanOrEqual(base / 2);
      expect(random).toBeLessThanOrEqual(base);
    }
    expect(defaultBackoffMs(20, () => 1)).toBe(60_000);
  });

  it('after the last attempt the job is failed with the error and onFailed writes in the same transaction', async () => {
    const jobs = service().define({
      kind: 'test.broken',
      schema,
      maxAttempts: 3,
      backoffMs: () => 0,
      async run() {
        throw new Error('the file is unreadable');
      },
      async onFailed(payload, error, tx) {
        await tx.execute(
          sql`insert into job_results (job_id, note) values (${payload.book}::uuid, ${error})`,
        );
      },
    });
    const ref = '00000000-0000-4000-8000-000000000001';
    const { id } = await jobs.enqueue('test.broken', { book: ref });
    await jobs.drain(5000);
    const job = await jobs.get(id);
    expect(job).toMatchObject({ status: 'failed', attempts: 3, lastError: 'the file is unreadable' });
    expect(job?.finishedAt).toBeInstanceOf(Date);
    expect(await results(ref)).toEqual(['the file is unreadable']);
  });

  it('PermanentJobError fails at once; an onFailed that throws still ends in failed', async () => {
    const jobs = service().define({
      kind: 'test.permanent',
      schema,
      async run() {
        throw new PermanentJobError('not an EPUB');
      },
      async onFailed() {
        throw new Error('cannot write the status');
      },
    });
    const { id } = await jobs.enqueue('test.permanent', { book: 'x' });
    await jobs.drain(5000);
    const job = await jobs.get(id);
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    expect(job?.lastError).toBe('not an EPUB (onFailed failed: cannot write the status)');
    expect(logged.some((l) => l.level === 'error' && l.msg.includes('onFailed threw'))).toBe(true);
  });

  it('validates the payload on enqueue, and fails an invalid stored payload at once without retrying', async () => {
    let runs = 0;
    const jobs = service().define({
      kind: 'test.schema',
      schema,
      async run(_payload, ctx) {
        runs++;
        await record(ctx, 'ran');
      },
    });
    await expect(jobs.enqueue('test.schema', { book: 42 })).rejects.toThrow();
    await expect(jobs.enqueue('test.unknown', {})).rejects.toThrow(/Unknown job kind/);
    const { id } = await jobs.enqueue('test.schema', { book: 'ok' });
    // A payload written by an older version of the code no longer matches the schema.
    await db.execute(sql`update jobs set payload = '{"title": 1}'::jsonb where id = ${id}`);
    await jobs.drain(5000);
    const job = await jobs.get(id);
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    expect(job?.lastError).toMatch(/^Invalid payload/);
    expect(runs).toBe(0);
  });

  it('a dedupe key makes enqueue idempotent; a job enqueued in a rolled-back transaction does not exist', async () => {
    const jobs = service().define({ kind: 'test.dedupe', schema, run: (_p, ctx) => record(ctx, 'once') });
    const first = await jobs.enqueue('test.dedupe', { book: 'a' }, { dedupeKey: 'file-1' });
    const second = await jobs.enqueue('test.dedupe', { book: 'a' }, { dedupeKey: 'file-1' });
    expect(second.id).toBe(first.id);
    await jobs.drain(5000);
    const third = await jobs.enqueue('test.dedupe', { book: 'a' }, { dedupeKey: 'file-1' });
    expect(third.id).toBe(first.id);
    await jobs.drain(5000);
    expect(await results(first.id)).toEqual(['once']);

    await expect(
      createUnitOfWork(db, () => null).withTransaction(async (_, tx) => {
        await jobs.enqueue('test.dedupe', { book: 'b' }, { dedupeKey: 'file-2', tx });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const rows = await db.execute(sql`select 1 from jobs where dedupe_key = 'file-2'`);
    expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });

  it('a worker whose lease expired and was taken over gets LeaseLostError and writes nothing', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const outcome: { heartbeat?: unknown; complete?: unknown; aborted?: boolean } = {};
    const slow = service({ leaseMs: 60_000 }).define({
      kind: 'test.lease',
      schema,
      async run(_payload, ctx) {
        started();
        await gate;
        outcome.heartbeat = await ctx.heartbeat().catch((e: unknown) => e);
        outcome.aborted = ctx.signal.aborted;
        outcome.complete = await record(ctx, 'slow').catch((e: unknown) => e);
        throw outcome.complete;
      },
    });
    const fast = service({ leaseMs: 60_000 }).define({
      kind: 'test.lease',
      schema,
      run: (_payload, ctx) => record(ctx, 'fast'),
    });
    const { id } = await slow.enqueue('test.lease', { book: 'a' });
    const slowDrain = slow.drain(10_000);
    await running;
    await fast.drain(5000); // the lease is still held: nothing to claim
    expect(await results(id)).toEqual([]);

    t.clock.advance(60_001);
    await fast.drain(5000);
    expect(await jobs(id)).toMatchObject({ status: 'done', attempts: 2 });

    release();
    await slowDrain;
    expect(outcome.heartbeat).toBeInstanceOf(LeaseLostError);
    expect(outcome.complete).toBeInstanceOf(LeaseLostError);
    expect(outcome.aborted).toBe(true);
    expect(await results(id)).toEqual(['fast']);
    expect(await jobs(id)).toMatchObject({ status: 'done', attempts: 2, lastError: null });

    async function jobs(jobId: string) {
      return fast.get(jobId);
    }
  });

  it('stop() waits for a running job; a job that ignores it is aborted and handed back without using an attempt', async () => {
    let finish = () => {};
    const jobs = createJobsService({
      uow: createUnitOfWork(db, createJobsRepository),
      now: t.clock.now,
      logger,
      pollMs: 20,
      stopTimeoutMs: 200,
    }).define({
      kind: 'test.stop',
      schema,
      async run(payload, ctx) {
        if (payload.book === 'quick') {
          await new Promise<void>((resolve) => {
            finish = resolve;
          });
          return record(ctx, 'quick');
        }
        await new Promise((_resolve, reject) => {
          ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason));
        });
      },
    });
    const quick = await jobs.enqueue('test.stop', { book: 'quick' });
    jobs.start();
    await until(async () => (await jobs.get(quick.id))?.status === 'running');
    const stopped = jobs.stop();
    setTimeout(() => finish(), 50);
    await stopped;
    expect(await jobs.get(quick.id)).toMatchObject({ status: 'done', attempts: 1 });

    const stuck = await jobs.enqueue('test.stop', { book: 'stuck' });
    jobs.start();
    await until(async () => (await jobs.get(stuck.id))?.status === 'running');
    await jobs.stop();
    expect(await jobs.get(stuck.id)).toMatchObject({ status: 'queued', attempts: 0, leaseToken: null });
  });
  it.skipIf(testDatabaseKind() !== 'postgres')(
    'two services on one PostgreSQL hand each job to exactly one of them',
    async () => {
      const current = await db.execute<{ name: string }>(sql`select current_database() as name`);
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.pathname = `/${(current as unknown as { rows: { name: string }[] }).rows[0]?.name}`;
      const other = await openDatabase({ kind: 'postgres', url: url.toString() });
      const count = 60;
      const ran: string[] = [];
      const define = (name: string, on: Db) =>
        createJobsService({
          uow: createUnitOfWork(on, createJobsRepository),
          now: t.clock.now,
          logger,
          pollMs: 10,
          concurrency: 3,
        }).define({
          kind: 'test.race',
          schema,
          async run(_payload, ctx) {
            ran.push(ctx.jobId);
            await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 10));
            await record(ctx, name);
          },
        });
      const a = define('a', db);
      const b = define('b', other.db);
      try {
        for (let i = 0; i < count; i++) await a.enqueue('test.race', { book: `b${i}` });
        a.start();
        b.start();
        await until(async () => {
          const done = await db.execute<{ n: number }>(
            sql`select count(*)::int as n from jobs where status = 'done'`,
          );
          return (done as unknown as { rows: { n: number }[] }).rows[0]?.n === count;
        }, 20_000);
      } finally {
        await Promise.all([a.stop(), b.stop()]);
        await other.close();
      }
      const rows = await db.execute<{ job_id: string; note: string }>(
        sql`select job_id, note from job_results`,
      );
      const byJob = (rows as unknown as { rows: { job_id: string; note: string }[] }).rows;
      expect(byJob).toHaveLength(count);
      expect(new Set(byJob.map((r) => r.job_id)).size).toBe(count);
      expect(ran).toHaveLength(count);
      expect(new Set(byJob.map((r) => r.note))).toEqual(new Set(['a', 'b']));
      const attempts = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from jobs where attempts <> 1`,
      );
      expect((attempts as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    },
  );
});

async function until(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
