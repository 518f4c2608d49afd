import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '../src/config';
import { testDatabaseKind } from './database-kind';

/**
 * A database for tests that start real server or worker processes (the crash tests): with
 * QUIRE_TEST_DB=postgres a fresh database on TEST_DATABASE_URL, dropped by `drop()`; otherwise an
 * on-disk PGlite directory under `dir`.
 */
export async function scratchDatabase(
  prefix: string,
  dir: string,
): Promise<{ target: DatabaseTarget; drop: () => Promise<void> }> {
  if (testDatabaseKind() !== 'postgres')
    return { target: { kind: 'embedded', dataDir: join(dir, 'pg') }, drop: async () => {} };
  const { url, drop } = await postgresScratchDatabase(prefix);
  return { target: { kind: 'postgres', url }, drop };
}

/** A fresh database on the server of TEST_DATABASE_URL, whatever QUIRE_TEST_DB says; `drop()` removes it. */
export async function postgresScratchDatabase(
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`).finally(() => admin.end());
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`).finally(() => c.end());
    },
  };
}

/** The lines a child process appended to its marker file. */
export const markerLines = (marker: string): string[] =>
  existsSync(marker) ? readFileSync(marker, 'utf8').trim().split('\n') : [];

/** Waits until `check` holds (it may throw to give up), polling every 50 ms. */
export async function until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The child's view of the database: a PostgreSQL URL, or a PGlite directory. */
export const targetEnv = (target: DatabaseTarget) => ({
  CRASH_DATABASE_URL: target.kind === 'postgres' ? target.url : '',
  CRASH_PGLITE_DIR: target.kind === 'embedded' ? (target.dataDir ?? '') : '',
});

/** A TypeScript script as its own process (`node --import tsx`), and when it exits (null: killed). */
export function startScript(
  script: string,
  cwd: string,
  env: Record<string, string>,
): { proc: ChildProcess; exited: Promise<number | null> } {
  const proc = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return { proc, exited };
}
