import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/helpers';
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
let cleanup = async () => {};

beforeAll(async () => {
  if (testDatabaseKind() === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = `quire_t_crash_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`).finally(() => admin.end());
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    target = { kind: 'postgres', url: url.toString() };
    cleanup = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`).finally(() => c.end());
    };
  } else {
    target = { kind: 'embedded', dataDir: join(dir, 'pg') };
  }
});
afterAll(async () => {
  await cleanup();
  rmSync(dir, { recursive: true, force: true });
});

function startChild(mode: 'hang' | 'finish'): { proc: ChildProcess; exited: Promise<number | null> } {
  const proc = spawn(process.execPath, ['--import', 'tsx', child], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      CRASH_MODE: mode,
      CRASH_MARKER: marker,
      CRASH_LEASE_MS: '1500',
      CRASH_DATABASE_URL: target.kind === 'postgres' ? target.url : '',
      CRASH_PGLITE_DIR: target.kind === 'embedded' ? (target.dataDir ?? '') : '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return { proc, exited };
}

const markerLines = () => (existsSync(marker) ? readFileSync(marker, 'utf8').trim().split('\n') : []);

async function until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('jobs after a crash', () => {
  it('a job whose worker was killed (-9) mid-run is claimed again after its lease and completes once', async () => {
    const first = startChild('hang');
    await until(
      () => {
        if (first.proc.exitCode !== null)
          throw new Error(`the first worker exited early (${first.proc.exitCode})`);
        return markerLines().some((l) => l.startsWith('start 1 '));
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

    const lines = markerLines();
    const enqueued = lines.filter((l) => l.startsWith('enqueued ')).map((l) => l.split(' ')[1]);
    // Both processes enqueued under one dedupe key: one job.
    expect(enqueued).toHaveLength(2);
    expect(new Set(enqueued).size).toBe(1);
    expect(lines.filter((l) => l.startsWith('start ')).map((l) => l.split(' ')[1])).toEqual(['1', '2']);

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
