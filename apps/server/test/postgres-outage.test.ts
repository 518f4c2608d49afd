import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR_CATALOGUE } from '@quire/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../src/config';
import { CONNECT_TIMEOUT_MS, type Database, openDatabase } from '../src/db/client';
import { isDatabaseUnavailable } from '../src/db/rows';
import { newAccount, testDatabaseKind } from './helpers';
import { type HttpAnswer, HttpSession, type ServerProcess, startServerProcess } from './http-session';
import {
  createPrivatePostgres,
  freePort,
  type PrivatePostgres,
  privatePostgresUnavailable,
} from './private-postgres';

/**
 * PostgreSQL stopped under a steady load of reads and writes (`pg_ctl stop -m immediate`, for
 * QUIRE_PG_OUTAGE_SECONDS, 30 by default), on a PostgreSQL server of the test's own (the machine's
 * shared one is never touched), with the API as a real process (src/main.ts). While it is down
 * every request answers 503 DATABASE_UNAVAILABLE at once (no hang) and /api/health says so; once it
 * is back, the same process answers again, and every write acknowledged with 200 is there exactly
 * once. Runs in the PostgreSQL round of the server stage only (it needs no shared database, but
 * once is enough).
 */
const OUTAGE_MS = 1000 * Number(process.env.QUIRE_PG_OUTAGE_SECONDS ?? 30);
/** Twice the connection timeout: an answer later than this is a hang, whatever the machine's load. */
const NO_HANG_MS = 2 * CONNECT_TIMEOUT_MS;
const UNAVAILABLE = ERROR_CATALOGUE.DATABASE_UNAVAILABLE?.message;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const skipped =
  testDatabaseKind() !== 'postgres' ? 'runs in the PostgreSQL round' : privatePostgresUnavailable();

interface Sample extends HttpAnswer {
  kind: 'read' | 'write';
  title: string | null;
  started: number;
  ended: number;
}

describe.skipIf(skipped !== null)('PostgreSQL going away under load', () => {
  let postgres: PrivatePostgres | null = null;
  let server: ServerProcess | null = null;
  let dataDir = '';
  let base = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'quire-pg-outage-'));
    postgres = await createPrivatePostgres();
    postgres.start();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = startServerProcess('src/main.ts', SERVER_ROOT, base, {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: postgres.url,
      DATA_KEY: randomBytes(32).toString('base64'),
      DATA_DIR: dataDir,
      QUIRE_DEMO: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST: join(dataDir, 'no-web'),
      SESSION_SECRET: 'postgres-outage-test-session-secret-0123456789',
    });
    await server.healthy(150_000);
  }, 200_000);

  afterAll(async () => {
    await server?.kill('SIGKILL');
    postgres?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    `answers 503 at once while it is down (${OUTAGE_MS / 1000} s), recovers by itself, and loses or doubles no acknowledged write`,
    async () => {
      const pgServer = postgres as PrivatePostgres;
      const api = server as ServerProcess;
      const author = new HttpSession(base);
      await author.fetchCsrf();
      const created = await author.call('POST', '/api/authentication/create-account', newAccount());
      expect(created.status).toBe(200);
      await author.fetchCsrf();

      const samples: Sample[] = [];
      let running = true;
      let n = 0;
      /** One reader or writer: a request, a pause, again, until told to stop; never retries. */
      const drive = async (kind: 'read' | 'write') => {
        while (running) {
          const title = kind === 'write' ? `Outage ${++n}` : null;
          const started = Date.now();
          const answer = await (kind === 'write'
            ? author.call('POST', '/api/project', { type: 'EBOOK', title, listPrice: '9.99' }, NO_HANG_MS * 3)
            : author.call('GET', '/api/projects?sort=created', undefined, NO_HANG_MS * 3)
          ).catch((err: unknown) => ({
            status: 0,
            code: String(err),
            payload: null,
            errors: [],
            ms: Date.now() - started,
          }));
          samples.push({ ...answer, kind, title, started, ended: Date.now() });
          await sleep(150);
        }
      };
      const load = Promise.all([drive('read'), drive('write')]);

      // A transaction held open across the stop (a request between two queries): its next query
      // fails, and the process lives on.
      const direct: Database = await openDatabase({ kind: 'postgres', url: pgServer.url });
      let resume = () => {};
      const held = direct.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await new Promise<void>((resolve) => {
          resume = resolve;
        });
        await tx.execute(sql`select 2`);
      });
      held.catch(() => {});

      await sleep(3000);
      pgServer.stopImmediately();
      const downAt = Date.now();
      resume();
      const heldError = await held.then(
        () => null,
        (err: unknown) => err,
      );
      expect(isDatabaseUnavailable(heldError), String(heldError)).toBe(true);
      await direct.close().catch(() => {});

      await sleep(Math.min(2000, OUTAGE_MS / 2));
      const health = await new HttpSession(base).call('GET', '/api/health', undefined, NO_HANG_MS * 3);
      expect(health).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
      expect(health.errors[0]?.description).toBe(UNAVAILABLE);
      await sleep(downAt + OUTAGE_MS - Date.now());

      const upFrom = Date.now();
      pgServer.start();
      const upAt = Date.now();
      // Back without a restart of the API: a write and a read answer 200 again.
      const deadline = Date.now() + 60_000;
      const recovered = () =>
        ['read', 'write'].every((kind) =>
          samples.some((s) => s.kind === kind && s.started >= upAt && s.status === 200),
        );
      while (!recovered() && Date.now() < deadline) await sleep(100);
      await sleep(1000);
      running = false;
      await load;
      expect(recovered()).toBe(true);
      expect((await new HttpSession(base).call('GET', '/api/health')).status).toBe(200);
      expect(api.proc.exitCode).toBeNull();
      expect(api.proc.signalCode).toBeNull();

      // Before: every request answered. Down: every one 503 with the code and words, none hanging.
      // Around the two switches: 200 or 503, never a 500 or no answer.
      const before = samples.filter((s) => s.ended < downAt);
      const down = samples.filter((s) => s.started > downAt && s.ended < upFrom);
      expect(before.length).toBeGreaterThan(2);
      expect(before.every((s) => s.status === 200)).toBe(true);
      expect(down.length).toBeGreaterThan(4);
      for (const s of down) {
        expect({ status: s.status, code: s.code, description: s.errors[0]?.description }).toEqual({
          status: 503,
          code: 'DATABASE_UNAVAILABLE',
          description: UNAVAILABLE,
        });
        expect(s.ms).toBeLessThan(NO_HANG_MS);
      }
      expect(samples.filter((s) => s.status !== 200 && s.status !== 503)).toEqual([]);

      // Every acknowledged write is there once; a refused one at most once.
      const writes = samples.filter((s) => s.kind === 'write');
      const client = new pg.Client({ connectionString: pgServer.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ id: string; title: string }>(
          "select id, title from projects where title like 'Outage %'",
        );
        const count = (title: string | null) => rows.filter((r) => r.title === title).length;
        const acknowledged = writes.filter((s) => s.status === 200);
        expect(acknowledged.length).toBeGreaterThan(2);
        for (const s of acknowledged) {
          expect(count(s.title), String(s.title)).toBe(1);
          expect(rows.find((r) => r.title === s.title)?.id).toBe(s.payload?.id);
        }
        for (const s of writes.filter((w) => w.status !== 200)) expect(count(s.title)).toBeLessThanOrEqual(1);
      } finally {
        await client.end();
      }
    },
    OUTAGE_MS + 150_000,
  );
});

describe.skipIf(testDatabaseKind() !== 'postgres')('a PostgreSQL server that never answers', () => {
  const sockets = new Set<Socket>();
  let silent: Server;
  beforeAll(async () => {
    // Accepts the connection and says nothing, like a host whose packets are dropped.
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('fails the connection after the connect timeout, as the database being unavailable', async () => {
    const { port } = silent.address() as { port: number };
    const started = Date.now();
    const error = await openDatabase({
      kind: 'postgres',
      url: `postgres://quire@127.0.0.1:${port}/quire`,
    }).then(
      async (d) => {
        await d.close();
        return null;
      },
      (err: unknown) => err,
    );
    expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    expect(Date.now() - started).toBeLessThan(NO_HANG_MS);
  }, 30_000);
});

if (skipped !== null && testDatabaseKind() === 'postgres') {
  describe('PostgreSQL going away under load', () => {
    it.skip(`skipped: ${skipped}`, () => {});
  });
}
