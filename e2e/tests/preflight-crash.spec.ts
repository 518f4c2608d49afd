import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, test } from '@playwright/test';
import { interiorPdf } from '../support/files';

/**
 * A preflight is a durable job (issue 4, "Done when"): `kill -9` of the server while it checks an
 * 800-page PDF, then a restart on the same data directory, and the job completes exactly once.
 * A second built server on its own port and embedded database, so the shared e2e server is
 * untouched; short job leases so the dead worker's job is claimed again within seconds.
 */
const port = 3291;
const base = `http://127.0.0.1:${port}`;
const root = resolve(import.meta.dirname, '../..');

function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      QUIRE_DEMO: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGNIN_MAX: '1000',
      JOBS_LEASE_MS: '2000',
    },
    stdio: 'ignore',
  });
}

async function healthy(): Promise<void> {
  await expect
    .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status ?? 0, { timeout: 60_000 })
    .toBe(200);
}

/** A tiny browser stand-in: cookie jar + CSRF token. */
function client() {
  const jar = new Map<string, string>();
  let token = '';
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(base + path, {
      method,
      headers: {
        cookie: cookie(),
        'x-csrf-token': token,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return (await res.json()) as { code: string; payload: Record<string, unknown> | null };
  };
  return {
    call,
    cookie,
    async signIn() {
      token = String((await call('GET', '/api/authentication/csrf-token')).payload?.token);
      expect(
        (
          await call('POST', '/api/authentication/signin', {
            email: 'author@example.com',
            password: 'Author2026',
          })
        ).code,
      ).toBe('SUCCESS');
      token = String((await call('GET', '/api/authentication/csrf-token')).payload?.token);
    },
    token: () => token,
  };
}

test('kill -9 during a preflight: after a restart the job completes exactly once', async () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'quire-crash-'));
  let server = startServer(dataDir);
  try {
    await healthy();
    const c = client();
    await c.signIn();
    const created = await c.call('POST', '/api/project', {
      type: 'POD',
      title: 'The Long Night',
      bookSizeType: '6x9-SOFTCOVER-BLACK_WHITE',
      pageSize: '6x9',
      pageCount: 800,
      printColor: 'BLACK_WHITE',
      paperColor: 'WHITE',
      coverFormat: 'SOFTCOVER',
    });
    expect(created.code).toBe('SUCCESS');
    const projectId = String(created.payload?.id);

    const form = new FormData();
    form.set('projectElementType', 'INTERIOR');
    form.set('projectId', projectId);
    form.set('authenticityToken', c.token());
    const pdf = await interiorPdf({ pages: 800, widthIn: 6, heightIn: 9 });
    form.set('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'the-long-night.pdf');
    const uploaded = await fetch(`${base}/api/project/upload`, {
      method: 'POST',
      body: form,
      headers: { cookie: c.cookie() },
    });
    expect(((await uploaded.json()) as { code: string }).code).toBe('SUCCESS');

    const status = async () =>
      (await c.call('GET', `/api/project/preflightstatus?projectId=${projectId}&elementType=INTERIOR`))
        .payload?.preFlightCheckStatus;
    await expect.poll(status, { timeout: 30_000, intervals: [25] }).toBe('IN_PROGRESS');
    server.kill('SIGKILL');
    await new Promise((r) => server.once('exit', r));

    server = startServer(dataDir);
    await healthy();
    await c.signIn();
    await expect.poll(status, { timeout: 90_000, intervals: [250] }).toBe('SUCCESSFUL');

    // Stop the server, then read its embedded database directly.
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
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
