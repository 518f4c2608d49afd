import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { epub } from '../support/files';

/**
 * The architecture's scale-out shape (docs/operations.md): two API processes that run no jobs and
 * one `npm run worker`, all on one PostgreSQL server and one shared file store. A session made on
 * one API process works on the other, an upload taken by one is checked by the worker, and its
 * result is read through the other. Needs TEST_DATABASE_URL (CI sets it); skipped without it.
 */
const admin = process.env.TEST_DATABASE_URL;
const root = resolve(import.meta.dirname, '../..');

test.skip(!admin, 'needs TEST_DATABASE_URL (a PostgreSQL server)');

function start(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', RATE_LIMIT_SIGNIN_MAX: '1000', ...env },
    stdio: 'ignore',
  });
}

async function healthy(base: string): Promise<void> {
  await expect
    .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status ?? 0, { timeout: 60_000 })
    .toBe(200);
}

test('two API processes and a worker share one PostgreSQL and one file store', async () => {
  test.setTimeout(180_000);
  const name = `quire_e2e_scale_${Date.now()}`;
  const url = new URL(admin ?? '');
  const server = new pg.Client({ connectionString: admin });
  await server.connect();
  await server.query(`create database ${name}`);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'quire-scale-'));
  const shared = { DATABASE_URL: url.toString(), DATA_DIR: dataDir, HOST: '127.0.0.1' };
  const children: ChildProcess[] = [];
  try {
    // The first process migrates and seeds; the others start against the ready database.
    children.push(
      start('apps/server/dist/main.js', { ...shared, PORT: '3292', QUIRE_DEMO: '1', JOBS_MODE: 'off' }),
    );
    await healthy('http://127.0.0.1:3292');
    children.push(start('apps/server/dist/main.js', { ...shared, PORT: '3293', JOBS_MODE: 'off' }));
    children.push(start('apps/server/dist/worker.js', shared));
    await healthy('http://127.0.0.1:3293');

    const jar = new Map<string, string>();
    let token = '';
    const call = async (port: number, method: string, path: string, body?: unknown) => {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, {
        method,
        headers: {
          cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
          'x-csrf-token': token,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      for (const c of res.headers.getSetCookie()) {
        const [pair = ''] = c.split(';');
        jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
      }
      return (await res.json()) as { code: string; payload: Record<string, unknown> | null };
    };

    token = String((await call(3292, 'GET', '/api/authentication/csrf-token')).payload?.token);
    expect(
      (
        await call(3292, 'POST', '/api/authentication/signin', {
          email: 'author@example.com',
          password: 'Author2026',
        })
      ).code,
    ).toBe('SUCCESS');
    token = String((await call(3293, 'GET', '/api/authentication/csrf-token')).payload?.token);
    const created = await call(3293, 'POST', '/api/project', { type: 'EBOOK', title: 'Two Doors' });
    expect(created.code).toBe('SUCCESS');
    const projectId = String(created.payload?.id);

    const form = new FormData();
    form.set('projectElementType', 'INTERIOR');
    form.set('projectId', projectId);
    form.set('authenticityToken', token);
    form.set(
      'file',
      new Blob([new Uint8Array(await epub('Two Doors'))], { type: 'application/epub+zip' }),
      'two-doors.epub',
    );
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const up = await fetch('http://127.0.0.1:3292/api/project/upload', {
      method: 'POST',
      body: form,
      headers: { cookie },
    });
    expect(((await up.json()) as { code: string }).code).toBe('SUCCESS');

    await expect
      .poll(
        async () =>
          (
            await call(
              3293,
              'GET',
              `/api/project/preflightstatus?projectId=${projectId}&elementType=INTERIOR`,
            )
          ).payload?.preFlightCheckStatus,
        { timeout: 90_000, intervals: [500] },
      )
      .toBe('SUCCESSFUL');
    const project = await call(3292, 'GET', `/api/project/${projectId}`);
    expect(project.payload?.interiorPdfConversionStatus).toBe('CONVERTED');
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
    );
    await server.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await server.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
