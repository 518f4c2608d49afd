import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { epub } from '../support/files';
import { apiClient, exited, healthy, startBuilt } from '../support/server';

/**
 * The architecture's scale-out shape (docs/operations.md): two API processes that run no jobs and
 * one `npm run worker`, all on one PostgreSQL server and one shared file store. A session made on
 * one API process works on the other, an upload taken by one is checked by the worker, and its
 * result is read through the other. Needs TEST_DATABASE_URL (CI sets it); skipped without it.
 */
const admin = process.env.TEST_DATABASE_URL;
const A = 'http://127.0.0.1:3292';
const B = 'http://127.0.0.1:3293';

test.skip(!admin, 'needs TEST_DATABASE_URL (a PostgreSQL server)');

test('two API processes and a worker share one PostgreSQL and one file store', async () => {
  test.setTimeout(180_000);
  const name = `quire_e2e_scale_${Date.now()}`;
  const url = new URL(admin ?? '');
  const server = new pg.Client({ connectionString: admin });
  await server.connect();
  await server.query(`create database ${name}`);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'quire-scale-'));
  // One data key for every process, as a deployment on PostgreSQL must have (docs/operations.md).
  const shared = {
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    DATA_KEY: randomBytes(32).toString('base64'),
  };
  const children: ChildProcess[] = [];
  try {
    // The first process migrates and seeds; the others start against the ready database.
    children.push(startBuilt('main', { ...shared, PORT: '3292', QUIRE_DEMO: '1', JOBS_MODE: 'off' }));
    await healthy(A);
    children.push(startBuilt('main', { ...shared, PORT: '3293', JOBS_MODE: 'off' }));
    children.push(startBuilt('worker', shared));
    await healthy(B);

    const c = apiClient(A);
    await c.signIn(A);
    await c.refreshToken(B);
    const projectId = await c.createProject({ type: 'EBOOK', title: 'Two Doors' }, B);
    const bytes = await epub('Two Doors');
    await c.upload(projectId, 'INTERIOR', { name: 'two-doors.epub', type: 'application/epub+zip', bytes }, A);

    await expect
      .poll(async () => (await c.status(projectId, 'INTERIOR', B))?.preFlightCheckStatus, {
        timeout: 90_000,
        intervals: [500],
      })
      .toBe('SUCCESSFUL');
    const project = await c.call('GET', `/api/project/${projectId}`, undefined, A);
    expect(project.payload?.interiorPdfConversionStatus).toBe('CONVERTED');
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(children.map(exited));
    await server.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await server.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
