import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markerLines, scratchDatabase, startScript, targetEnv, until } from '../../../test/scratch-database';
import { type DatabaseTarget, SERVER_ROOT } from '../../config';
import { openDatabase } from '../../db/client';

/**
 * kill -9 of a worker process in the middle of a job, then a second worker: the job is claimed
 * again once the first lease expires and completes exactly once. Each worker is a real process
 * (testing/crash-child.ts → startWorker), on an on-disk PGlite directory or, with
 * QUIRE_TEST_DB=postgres, a fresh database on TEST_DATABASE_URL. About 8 s on an idle machine
 * (each child compiles the server with tsx); the generous limits are for a busy one.
 */
const child = join(dirname(fileURLToPath(import.meta.url)), 'testing', 'crash-child.ts');
const dir = mkdtempSync(join(tmpdir(), 'quire-jobs-crash-'));
const marker = join(dir, 'marker.log');
let target: DatabaseTarget;
let drop = async () => {};

beforeAll(async () => {
  ({ target, drop } = await scratchDatabase('quire_t_crash', dir));
});
afterAll(async () => {
  await drop();
  rmSync(dir, { recursive: true, force: true });
});

function startChild(mode: 'hang' | 'finish'): { proc: ChildProcess; exited: Promise<number | null> } {
  return startScript(child, SERVER_ROOT, {
    CRASH_MODE: mode,
    CRASH_MARKER: marker,
    CRASH_LEASE_MS: '1500',
    ...targetEnv(target),
  });
}

const lines = () => markerLines(marker);

describe('jobs after a crash', () => {
  it('a job whose worker was killed (-9) mid-run is claimed again after its lease and completes once', async () => {
    const first = startChild('hang');
    await until(
      () => {
        if (first.proc.exitCode !== null)
          throw new Error(`the first worker exited early (${first.proc.exitCode})`);
        return lines().some((l) => l.startsWith('start 1 '));
      },
      90_000,
      'the first attempt',
    );
    first.proc.kill('SIGKILL');
    expect(await first.exited).toBeNull();

    const second = startChild('finish');
    const code = await Promise.race([
      second.exited,
      new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 90_000)),
    ]);
    if (code === 'timeout') second.proc.kill('SIGKILL');
    expect(code).toBe(0);

    const written = lines();
    const enqueued = written.filter((l) => l.startsWith('enqueued ')).map((l) => l.split(' ')[1]);
    // Both processes enqueued under one dedupe key: one job.
    expect(enqueued).toHaveLength(2);
    expect(new Set(enqueued).size).toBe(1);
    expect(written.filter((l) => l.startsWith('start ')).map((l) => l.split(' ')[1])).toEqual(['1', '2']);

    const database = await openDatabase(target);
    try {
      const jobs = await database.db.execute(sql`select id, status, attempts, lease_token from jobs`);
      expect((jobs as unknown as { rows: unknown[] }).rows).toEqual([
        { id: enqueued[0], status: 'done', attempts: 2, lease_token: null },
      ]);
      const results = await database.db.execute(sql`select job_id, attempt from crash_results`);
      expect((results as unknown as { rows: unknown[] }).rows).toEqual([{ job_id: enqueued[0], attempt: 2 }]);
    } finally {
      await database.close();
    }
  }, 200_000);
});
