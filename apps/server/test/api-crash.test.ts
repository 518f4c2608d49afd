import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseTarget, SERVER_ROOT } from '../src/config';
import { openDatabase } from '../src/db/client';
import { rowsOf } from '../src/db/rows';
import { buildEpub, xhtml } from '../src/modules/files/engines/epub/test-epub';
import { multipart } from './files-helpers';
import { AUTHOR } from './helpers';
import { HttpSession, type ServerProcess, startServerProcess } from './http-session';
import { freePort } from './private-postgres';
import { markerLines, scratchDatabase, until } from './scratch-database';

/**
 * kill -9 of the API process (src/main.ts's start-up in testing/api-crash-child.ts, over real
 * HTTP) in the middle of an upload, a preflight, a publish request and the publish's intake, each
 * followed by a restart on the same data (an on-disk PGlite directory, or with QUIRE_TEST_DB=postgres
 * a fresh database): nothing half-written is left, nothing blocks a retry, the preflight and the
 * intake finish once with no manual step. The steps share one data directory and run in order.
 * The checkout and the bulk promotion change have their own crash tests (submit-order-crash.test.ts,
 * promotions-crash.test.ts); a killed worker's job, jobs.crash.test.ts.
 */
const child = join(dirname(fileURLToPath(import.meta.url)), 'testing', 'api-crash-child.ts');
const dir = mkdtempSync(join(tmpdir(), 'quire-api-crash-'));
const marker = join(dir, 'marker.log');
const filesDir = join(dir, 'files');
const tmpDir = join(filesDir, '.tmp');
let target: DatabaseTarget;
let drop = async () => {};
let port = 0;
let base = '';
let server: ServerProcess | null = null;
/** The uploaded book (P) and the book put on sale (R). */
const book = { upload: '', publish: '' };
let epub: Buffer;

function boot(hang: 'none' | 'preflight' | 'publish' | 'intake'): ServerProcess {
  server = startServerProcess(child, SERVER_ROOT, base, {
    CRASH_HANG: hang,
    CRASH_MARKER: marker,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    DATABASE_URL: target.kind === 'postgres' ? target.url : '',
    QUIRE_DEMO: '1',
    QUIRE_DEMO_CATALOGUE: '0',
    JOBS_MODE: 'inline',
    JOBS_LEASE_MS: '1500',
    PUBLISH_ONSALE_SECONDS: '1',
    EPUBCHECK: 'off',
    LOG_LEVEL: 'warn',
    WEB_DIST: join(dir, 'no-web'),
    RATE_LIMIT_SIGNIN_MAX: '1000',
    DATA_KEY: randomBytes(32).toString('base64'),
    SESSION_SECRET: 'api-crash-test-session-secret-0123456789',
  });
  return server;
}

async function signedIn(): Promise<HttpSession> {
  const s = new HttpSession(base);
  await s.signIn(AUTHOR);
  return s;
}

/** Kills the server (-9) once `point` is in the marker. */
async function killAt(point: string): Promise<void> {
  const s = server as ServerProcess;
  await until(
    () => {
      if (s.proc.exitCode !== null) throw new Error(`the server exited early:\n${s.output.join('')}`);
      return markerLines(marker).some((l) => l.startsWith(`${point} ${s.proc.pid}`));
    },
    60_000,
    `the stop at ${point}`,
  );
  expect(await s.kill('SIGKILL')).toBeNull();
}

/** Queries the database while no server holds it (PGlite is one process's): it must open. */
async function withDatabase<T>(read: (q: (query: SQL) => Promise<Record<string, unknown>[]>) => Promise<T>) {
  const database = await openDatabase(target);
  try {
    return await read(async (query) => rowsOf<Record<string, unknown>>(await database.db.execute(query)));
  } finally {
    await database.close();
  }
}

/** Stored objects (files/<id>/) that no project_files row names: bytes nothing will ever use or delete. */
async function orphanObjects(): Promise<string[]> {
  const objects = join(filesDir, 'files');
  const dirs = existsSync(objects) ? readdirSync(objects) : [];
  const known = await withDatabase(async (q) =>
    (await q(sql`select id::text as id from project_files`)).map((r) => r.id),
  );
  return dirs.filter((d) => !known.includes(d));
}

const partials = () => (existsSync(tmpDir) ? readdirSync(tmpDir) : []);
const preflightStatus = async (s: HttpSession) =>
  (await s.call('GET', `/api/project/preflightstatus?projectId=${book.upload}&elementType=INTERIOR`)).payload
    ?.preFlightCheckStatus;
const projectStatus = async (s: HttpSession, id: string) =>
  (await s.call('GET', `/api/project/${id}`)).payload?.status;

/** The upload as the web client sends it, over a socket of our own so that it can stop half-way. */
function uploadBody(s: HttpSession) {
  return multipart([
    ['projectElementType', 'INTERIOR'],
    ['projectId', book.upload],
    ['authenticityToken', s.csrfToken],
    { filename: 'long-night.epub', data: epub, contentType: 'application/epub+zip' },
  ]);
}

beforeAll(async () => {
  ({ target, drop } = await scratchDatabase('quire_t_api_crash', dir));
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // Big enough that half of it is well past the first bytes the upload sniffs.
  epub = await buildEpub({
    'EPUB/chapter2.xhtml': xhtml('Chapter Two', `<p>${randomBytes(300_000).toString('base64')}</p>`),
  });
}, 120_000);

afterAll(async () => {
  await server?.kill('SIGKILL');
  await drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the API process killed (-9) and started again on the same data', () => {
  // Each step starts where the one before left the data: after a failure the rest cannot run.
  let failed = false;
  beforeEach((context) => {
    if (failed) context.skip('an earlier step failed');
  });
  afterEach((context) => {
    if (context.task.result?.state === 'fail') failed = true;
  });

  it('during an upload: no file row, no stored object, the partial bytes deleted at the restart, the retry accepted', async () => {
    boot('none');
    await server?.healthy();
    const s = await signedIn();
    const made = await s.call('POST', '/api/project', {
      type: 'EBOOK',
      title: 'The Long Night',
      listPrice: '9.99',
    });
    expect(made.status).toBe(200);
    book.upload = String(made.payload?.id);
    // The book to put on sale later: every field publishing needs (its files are approved below).
    const found = await s.call(
      'GET',
      '/api/book/search-categories?query=fiction&audienceType=TRA&subjectType=F',
    );
    const categories = found.payload?.categories as { categoryId: string }[];
    const ready = await s.call('POST', '/api/project', {
      type: 'EBOOK',
      title: 'Tide Tables',
      description: '<p>A book about the sea.</p>',
      languageCode: 'eng',
      audience: 'TRA',
      subjectType: 'F',
      contributors: [{ firstName: 'Ada', lastName: 'Author', role: 'A' }],
      categories: [categories[0]?.categoryId],
      listPrice: '4.99',
    });
    expect(ready.status).toBe(200);
    book.publish = String(ready.payload?.id);

    // Half the body, then nothing: the server is streaming the file to storage when it dies.
    const { payload, contentType } = uploadBody(s);
    const req = request(`${base}/api/project/upload`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'content-length': payload.length, cookie: s.cookieHeader() },
    });
    req.on('error', () => {});
    req.write(payload.subarray(0, Math.floor(payload.length / 2)));
    await until(
      () => partials().some((f) => statSync(join(tmpDir, f)).size > 0),
      30_000,
      'the partial upload',
    );
    await server?.kill('SIGKILL');
    req.destroy();

    expect(partials()).toHaveLength(1);
    const left = await withDatabase(async (q) => ({
      files: await q(sql`select id from project_files where project_id = ${book.upload}`),
      status: (
        await q(sql`select interior_pre_flight_check_status as s from projects where id = ${book.upload}`)
      )[0]?.s,
      jobs: await q(sql`select id from jobs where kind = 'files.preflight'`),
    }));
    expect(left).toEqual({ files: [], status: null, jobs: [] });
    expect(await orphanObjects()).toEqual([]);
    // The book to publish: its files checked and approved (the files tests cover how they get there).
    await withDatabase((q) =>
      q(sql`update projects set interior_pre_flight_check_status = 'SUCCESSFUL', interior_approved = true,
        cover_type = 'full', cover_full_pre_flight_check_status = 'SUCCESSFUL', cover_full_approved = true
        where id = ${book.publish}`),
    );
    // With PostgreSQL other processes may share the store: a start deletes only partial uploads
    // untouched for an hour, so this one is made that old. The embedded server holds it alone.
    if (target.kind === 'postgres') {
      const hourAgo = new Date(Date.now() - 61 * 60_000);
      for (const f of partials()) utimesSync(join(tmpDir, f), hourAgo, hourAgo);
    }

    boot('preflight');
    await server?.healthy();
    expect(partials()).toEqual([]);
    const again = await signedIn();
    const retry = uploadBody(again);
    const res = await fetch(`${base}/api/project/upload`, {
      method: 'POST',
      headers: { 'content-type': retry.contentType, cookie: again.cookieHeader() },
      body: retry.payload,
    });
    expect(res.status, await res.clone().text()).toBe(200);
  }, 300_000);

  it('during a preflight: the job is claimed again after its lease and finishes once', async () => {
    await killAt('preflight');
    const left = await withDatabase(async (q) => ({
      files: await q(sql`select id from project_files where project_id = ${book.upload}`),
      jobs: await q(sql`select status, attempts from jobs where kind = 'files.preflight'`),
    }));
    expect(left.files).toHaveLength(1);
    expect(left.jobs).toEqual([{ status: 'running', attempts: 1 }]);

    boot('publish');
    await server?.healthy();
    const s = await signedIn();
    let status: unknown;
    for (let i = 0; i < 240 && status !== 'SUCCESSFUL' && status !== 'ERROR'; i++) {
      status = await preflightStatus(s);
      if (status !== 'SUCCESSFUL') await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe('SUCCESSFUL');
  }, 300_000);

  it('during a publish request: nothing of it is left, and the same request then goes through', async () => {
    const s = await signedIn();
    void s
      .call(
        'PUT',
        '/api/project/setsalestatus',
        { id: book.publish, onSale: true, finalContents: true },
        120_000,
      )
      .catch(() => {});
    await killAt('publish');
    const left = await withDatabase(async (q) => ({
      status: (await q(sql`select status from projects where id = ${book.publish}`))[0]?.status,
      intake: await q(sql`select id from jobs where kind = 'publishing.intake'`),
      history: await q(sql`select event from project_history where project_id = ${book.publish}`),
      preflight: await q(sql`select status, attempts from jobs where kind = 'files.preflight'`),
      files: await q(sql`select id from project_files where project_id = ${book.upload}`),
    }));
    expect(left).toMatchObject({
      intake: [],
      history: [],
      preflight: [{ status: 'done', attempts: 2 }],
      files: [expect.anything()],
    });
    expect(left.status).not.toMatch(/ONSALE/);
    expect(await orphanObjects()).toEqual([]);

    boot('intake');
    await server?.healthy();
    const again = await signedIn();
    const res = await again.call('PUT', '/api/project/setsalestatus', {
      id: book.publish,
      onSale: true,
      finalContents: true,
    });
    expect(res.status, JSON.stringify(res.errors)).toBe(200);
    expect(res.payload?.status).toBe('PROCESSING_ONSALE');
  }, 300_000);

  it("during the publish's intake: the job is claimed again and the book goes on sale once", async () => {
    await killAt('intake');
    const left = await withDatabase(async (q) => ({
      status: (await q(sql`select status from projects where id = ${book.publish}`))[0]?.status,
      intake: await q(sql`select status, attempts from jobs where kind = 'publishing.intake'`),
      history: await q(sql`select event from project_history where project_id = ${book.publish}`),
    }));
    expect(left).toEqual({
      status: 'PROCESSING_ONSALE',
      intake: [{ status: 'running', attempts: 1 }],
      history: [{ event: 'sale.requested' }],
    });

    boot('none');
    await server?.healthy();
    const s = await signedIn();
    let status: unknown;
    for (let i = 0; i < 240 && status !== 'ONSALE'; i++) {
      status = await projectStatus(s, book.publish);
      if (status !== 'ONSALE') await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe('ONSALE');
    // A clean stop, then what the restarts left, straight from the database.
    expect(await server?.kill('SIGTERM')).toBe(0);
    const done = await withDatabase(async (q) => ({
      intake: await q(sql`select status, attempts from jobs where kind = 'publishing.intake'`),
      history: await q(sql`select event from project_history where project_id = ${book.publish} order by at`),
      feed: await q(sql`select change from onix_feed_entries where project_id = ${book.publish}`),
      mails: await q(sql`select subject from mail_outbox where subject = 'Tide Tables is on sale'`),
    }));
    expect(done).toEqual({
      intake: [{ status: 'done', attempts: 2 }],
      history: [{ event: 'sale.requested' }, { event: 'sale.onsale' }],
      feed: [{ change: 'ONSALE' }],
      mails: [{ subject: 'Tide Tables is on sale' }],
    });
    expect(partials()).toEqual([]);
    expect(await orphanObjects()).toEqual([]);
  }, 300_000);
});
