import type { ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../src/config';
import { buildEpub } from '../src/modules/files/engines/epub/test-epub';
import { testDatabaseKind } from './database-kind';
import { type S3Target, testS3 } from './s3-server';
import { postgresScratchDatabase, startScript } from './scratch-database';

/**
 * The distributed set-up of docs/operations.md: two API processes that run no jobs and one worker,
 * each a real process started from source (tsx), on one fresh PostgreSQL database, with rate limits
 * in Redis (TEST_REDIS_URL) and uploads in an S3-compatible bucket (TEST_S3_*, else an s3rver this
 * file starts). Needs TEST_DATABASE_URL and runs in the PostgreSQL pass only. Decision 051.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const SIGN_IN_MAX = 2;
// The demo author the first process seeds.
const AUTHOR = { email: 'author@example.com', password: 'Author2026' };

interface Envelope {
  code: string;
  payload: Record<string, unknown> | null;
}

/** One browser against both processes: one cookie jar, one CSRF token. */
class Browser {
  private jar = new Map<string, string>();
  token = '';

  async call(
    base: string,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number } & Envelope> {
    const res = await fetch(base + path, {
      method,
      headers: {
        cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-csrf-token': this.token,
        ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      this.jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    return { status: res.status, ...((await res.json()) as Envelope) };
  }

  async refreshToken(base: string): Promise<void> {
    this.token = String((await this.call(base, 'GET', '/api/authentication/csrf-token')).payload?.token);
  }
}

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function healthy(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${base}: the process exited (${child.exitCode})`);
    if ((await fetch(`${base}/api/health`).catch(() => null))?.status === 200) return;
    if (Date.now() > deadline) throw new Error(`${base} did not answer /api/health`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Every regular file under `dir`. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path, { throwIfNoEntry: false })?.isFile());
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

// One run is enough: the processes' database does not depend on QUIRE_TEST_DB.
const skip = !adminUrl
  ? 'needs TEST_DATABASE_URL'
  : testDatabaseKind() !== 'postgres'
    ? 'runs in the PostgreSQL pass (QUIRE_TEST_DB=postgres)'
    : null;

describe.skipIf(skip)(
  `two API processes and a worker on one PostgreSQL, Redis and S3${skip ? ` (${skip})` : ''}`,
  () => {
    const children: { proc: ChildProcess; exited: Promise<number | null> }[] = [];
    const dataDirs: string[] = [];
    let database: { url: string; drop: () => Promise<void> } | undefined;
    let s3: (S3Target & { close(): Promise<void> }) | undefined;
    let keyPrefix = '';
    let A = '';
    let B = '';

    beforeAll(async () => {
      database = await postgresScratchDatabase('quire_t_distributed');
      s3 = await testS3();
      keyPrefix = `distributed-${Date.now()}/`;
      const [portA, portB] = [await freePort(), await freePort()];
      A = `http://127.0.0.1:${portA}`;
      B = `http://127.0.0.1:${portB}`;
      const shared = {
        DATABASE_URL: database.url,
        // One data key for every process, as a deployment on PostgreSQL must have (docs/operations.md).
        DATA_KEY: randomBytes(32).toString('base64'),
        S3_BUCKET: s3.bucket,
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
        S3_KEY_PREFIX: keyPrefix,
        REDIS_URL: redisUrl ?? '',
        RATE_LIMIT_SIGNIN_MAX: String(SIGN_IN_MAX),
        EPUBCHECK: 'off',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        WEB_DIST: join(tmpdir(), 'quire-no-web-app'),
      };
      const start = (script: string, env: Record<string, string>) => {
        const dataDir = mkdtempSync(join(tmpdir(), 'quire-distributed-'));
        dataDirs.push(dataDir);
        const child = startScript(join(SERVER_ROOT, 'src', script), SERVER_ROOT, {
          ...shared,
          DATA_DIR: dataDir,
          ...env,
        });
        children.push(child);
        return child.proc;
      };
      // The first process migrates and seeds the demo accounts; the others start on the ready database.
      const first = start('main.ts', {
        PORT: String(portA),
        JOBS_MODE: 'off',
        QUIRE_DEMO: '1',
        QUIRE_DEMO_CATALOGUE: '0',
      });
      await healthy(A, first);
      const second = start('main.ts', { PORT: String(portB), JOBS_MODE: 'off', QUIRE_DEMO: '0' });
      start('worker.ts', {});
      await healthy(B, second);
    }, 180_000);

    afterAll(async () => {
      for (const { proc } of children) if (proc.exitCode === null) proc.kill('SIGTERM');
      const stopped = Promise.all(children.map((c) => c.exited));
      const late = setTimeout(() => {
        for (const { proc } of children) if (proc.exitCode === null) proc.kill('SIGKILL');
      }, 15_000);
      await stopped;
      clearTimeout(late);
      await database?.drop().catch(() => {});
      await s3?.close();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    }, 60_000);

    it('a session made on one process uploads through the other; the worker checks the file in S3', async () => {
      const browser = new Browser();
      await browser.refreshToken(A);
      expect((await browser.call(A, 'POST', '/api/authentication/signin', AUTHOR)).code).toBe('SUCCESS');
      await browser.refreshToken(A);

      // The session and its CSRF token, both made by A, are good on B.
      const created = await browser.call(B, 'POST', '/api/project', { type: 'EBOOK', title: 'Two Doors' });
      expect(created.code, JSON.stringify(created)).toBe('SUCCESS');
      const projectId = String(created.payload?.id);
      const bytes = await buildEpub({});
      const form = new FormData();
      form.set('projectElementType', 'INTERIOR');
      form.set('projectId', projectId);
      form.set('authenticityToken', browser.token);
      form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/epub+zip' }), 'two-doors.epub');
      const uploaded = await browser.call(B, 'POST', '/api/project/upload', form);
      expect(uploaded.code, JSON.stringify(uploaded)).toBe('SUCCESS');

      // Neither API process runs jobs: only the worker can finish the check, and A shows its result.
      let status = '';
      const deadline = Date.now() + 90_000;
      while (status !== 'SUCCESSFUL' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        const answer = await browser.call(
          A,
          'GET',
          `/api/project/preflightstatus?projectId=${projectId}&elementType=INTERIOR`,
        );
        status = String(answer.payload?.preFlightCheckStatus);
        expect(status).not.toBe('ERROR');
      }
      expect(status).toBe('SUCCESSFUL');
      const project = await browser.call(A, 'GET', `/api/project/${projectId}`);
      expect(project.payload?.interiorPdfConversionStatus).toBe('CONVERTED');

      // The upload is in the bucket, byte for byte, beside what the worker derived from it...
      const db = new pg.Client({ connectionString: database?.url });
      await db.connect();
      const row = await db
        .query<{ storage_key: string }>(
          'select storage_key from project_files where project_id = $1 and superseded_at is null',
          [projectId],
        )
        .finally(() => db.end());
      const storageKey = String(row.rows[0]?.storage_key);
      const client = new S3Client({
        region: 'us-east-1',
        endpoint: s3?.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: s3?.accessKeyId ?? '', secretAccessKey: s3?.secretAccessKey ?? '' },
      });
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: s3?.bucket, Key: keyPrefix + storageKey }),
        );
        expect(sha256(Buffer.from(await (object.Body?.transformToByteArray() ?? new Uint8Array())))).toBe(
          sha256(bytes),
        );
        const folder = keyPrefix + storageKey.slice(0, storageKey.lastIndexOf('/') + 1);
        const listed = await client.send(new ListObjectsV2Command({ Bucket: s3?.bucket, Prefix: folder }));
        const derived = (listed.Contents ?? []).map((o) => o.Key).filter((k) => k !== keyPrefix + storageKey);
        expect(derived.length).toBeGreaterThan(0);
      } finally {
        client.destroy();
      }

      // ...and on no process's disk.
      expect(dataDirs.flatMap((dir) => filesUnder(join(dir, 'files')))).toEqual([]);
      const local = dataDirs.flatMap(filesUnder);
      expect(local.filter((path) => sha256(readFileSync(path)) === sha256(bytes))).toEqual([]);
    }, 120_000);

    it.skipIf(!redisUrl)(
      'sign-in attempts on either process count against one limit (Redis)',
      async () => {
        const browser = new Browser();
        await browser.refreshToken(A);
        const attempt = { email: `nobody.${Date.now()}@example.com`, password: 'Wrong2026' };
        // One process alone would allow SIGN_IN_MAX attempts from this address for this e-mail.
        expect((await browser.call(A, 'POST', '/api/authentication/signin', attempt)).status).toBe(401);
        expect((await browser.call(B, 'POST', '/api/authentication/signin', attempt)).status).toBe(401);
        const third = await browser.call(A, 'POST', '/api/authentication/signin', attempt);
        expect(third.status).toBe(429);
        expect(third.code).toBe('RATE_LIMITED');
      },
      30_000,
    );
  },
);
