/**
 * A worker process for the crash test in jobs.crash.test.ts (run as `node --import tsx`). It runs
 * the real startWorker() with one extra job kind, `test.crash`, which appends "start <attempt>" to
 * CRASH_MARKER when it begins, then either hangs (CRASH_MODE=hang, to be killed with SIGKILL) or
 * writes one row to crash_results through ctx.complete() (CRASH_MODE=finish) and exits once the
 * job is done. Both processes enqueue the same job under one dedupe key.
 */
import { appendFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type AppConfig, type DatabaseTarget, loadConfig } from '../../../config';
import { startWorker } from '../../../worker';

const env = process.env;
const mode = env.CRASH_MODE === 'hang' ? 'hang' : 'finish';
const marker = env.CRASH_MARKER ?? '';
const target: DatabaseTarget = env.CRASH_DATABASE_URL
  ? { kind: 'postgres', url: env.CRASH_DATABASE_URL }
  : { kind: 'embedded', dataDir: env.CRASH_PGLITE_DIR ?? null };
const config: AppConfig = {
  ...loadConfig({}),
  database: target,
  logLevel: 'warn',
  jobs: { mode: 'off', leaseMs: Number(env.CRASH_LEASE_MS ?? 1500), concurrency: 1, pollMs: 50 },
};

const worker = await startWorker(config, {
  async setup(services, database) {
    await database.db.execute(
      sql`create table if not exists crash_results (job_id uuid not null, attempt int not null, pid int not null)`,
    );
    services.jobs.define({
      kind: 'test.crash',
      schema: z.object({ book: z.string() }),
      async run(_payload, ctx) {
        appendFileSync(marker, `start ${ctx.attempt} ${process.pid}\n`);
        if (mode === 'hang') await new Promise(() => {});
        await ctx.complete(async (tx) => {
          await tx.execute(
            sql`insert into crash_results (job_id, attempt, pid) values (${ctx.jobId}, ${ctx.attempt}, ${process.pid})`,
          );
        });
      },
    });
  },
});
const { id } = await worker.services.jobs.enqueue(
  'test.crash',
  { book: 'crash' },
  { dedupeKey: 'crash-test' },
);
appendFileSync(marker, `enqueued ${id} ${process.pid}\n`);

if (mode === 'finish') {
  for (;;) {
    const job = await worker.services.jobs.get(id);
    if (job && (job.status === 'done' || job.status === 'failed')) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await worker.stop();
  process.exit(0);
}
