import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, test } from '@playwright/test';
import { interiorPdf } from '../support/files';
import { apiClient, exited, healthy, POD_6X9, startBuilt } from '../support/server';

/**
 * A preflight is a durable job (decision 012): `kill -9` of the server while it checks an
 * 800-page PDF, then a restart on the same data directory, and the job completes exactly once.
 * A second built server on its own port and embedded database, so the shared e2e server is
 * untouched; short job leases so the dead worker's job is claimed again within seconds.
 */
const port = 3291;
const base = `http://127.0.0.1:${port}`;

test('kill -9 during a preflight: after a restart the job completes exactly once', async () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'quire-crash-'));
  const env = { PORT: String(port), DATA_DIR: dataDir, QUIRE_DEMO: '1', JOBS_LEASE_MS: '2000' };
  let server = startBuilt('main', env);
  try {
    await healthy(base);
    const c = apiClient(base);
    await c.signIn();
    const projectId = await c.createProject({ ...POD_6X9, title: 'The Long Night', pageCount: 800 });
    const bytes = await interiorPdf({ pages: 800, widthIn: 6, heightIn: 9 });
    await c.upload(projectId, 'INTERIOR', { name: 'the-long-night.pdf', type: 'application/pdf', bytes });

    const status = async () => (await c.status(projectId, 'INTERIOR'))?.preFlightCheckStatus;
    await expect.poll(status, { timeout: 30_000, intervals: [25] }).toBe('IN_PROGRESS');
    server.kill('SIGKILL');
    await exited(server);

    server = startBuilt('main', env);
    await healthy(base);
    await c.signIn();
    await expect.poll(status, { timeout: 90_000, intervals: [250] }).toBe('SUCCESSFUL');

    // Stop the server, then read its embedded database directly.
    server.kill('SIGTERM');
    await exited(server);
    const db = new PGlite(join(dataDir, 'pg'));
    try {
      const jobs = await db.query<{ status: string; attempts: number }>(
        "select status, attempts from jobs where kind = 'files.preflight'",
      );
      expect(jobs.rows).toEqual([{ status: 'done', attempts: 2 }]);
      const files = await db.query<{ n: number }>(
        `select count(*)::int as n from project_files where project_id = $1 and element_type = 'INTERIOR'`,
        [projectId],
      );
      expect(files.rows[0]?.n).toBe(1);
    } finally {
      await db.close();
    }
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
