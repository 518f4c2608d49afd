import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { CSRF_HEADER } from '@quire/domain';
import type { LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { type App, type BuildOptions, buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { stateChangingGet } from '../src/plugins/state-changing-get';
import { seed } from '../src/seed';
import { createServices } from '../src/services';
import { testDatabaseKind } from './database-kind';
import { migratedDumpPath } from './pglite-dump';
import { adminQuery } from './postgres-template';
import { copyTemplateFiles, seedsAsTemplate, testConfig } from './seeded-template';

export { testDatabaseKind };

/** A clock the test moves forward. */
export class TestClock {
  private offset = 0;
  now = (): Date => new Date(Date.now() + this.offset);
  advance(ms: number): void {
    this.offset += ms;
  }
  /** Moves the clock to `at` (it keeps running from there). */
  set(at: Date): void {
    this.offset = at.getTime() - Date.now();
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export const AUTHOR = { email: 'author@example.com', password: 'Author2026' };
export const ADMIN = { email: 'admin@example.com', password: 'Admin2026' };

export interface TestApp {
  app: App;
  clock: TestClock;
  config: AppConfig;
  database: Database;
  /** Everything the app logged, one JSON line each. */
  logs: string[];
  /** Whether the database is a copy of the run's seeded template or was seeded afresh (decision 071). */
  seededFrom: 'template' | 'fresh';
  /** Every route Fastify registered (method and URL pattern), HEAD included. */
  routes: RegisteredRoute[];
  /** A new browser-like client with its own cookie jar. */
  client(): TestClient;
  close(): Promise<void>;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The route's own CSRF handling (plugins/csrf.ts), when it declares one. */
  csrf?: string;
  /** A GET that changes state: guarded by stateChangingGet (decision 033). */
  stateChangingGet: boolean;
}

export type ConfigOverrides = Partial<Omit<AppConfig, 'now'>>;

async function createPostgresDatabase(
  template: string,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('QUIRE_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `quire_t_${randomBytes(6).toString('hex')}`;
  // A copy of one of the run's templates (global-setup.ts): migrated, or migrated and seeded.
  await adminQuery(adminUrl, `create database ${name} template ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  const drop = () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  return { database, drop };
}

/**
 * A fresh, migrated and seeded database (demo accounts included) and an app on it, for one test
 * file. Argon2 runs with a lower cost to keep the suite quick; everything else is production code.
 * The database is a copy of the run's seeded template when the overrides change nothing the seed
 * writes (seeded-template.ts, decision 071), and is migrated and seeded afresh otherwise.
 */
export async function buildTestApp(overrides: ConfigOverrides = {}): Promise<TestApp> {
  const clock = new TestClock();
  const config: AppConfig = {
    ...testConfig(mkdtempSync(join(tmpdir(), 'quire-files-'))),
    ...overrides,
    now: clock.now,
  };
  const template = inject('seededTemplate');
  const seeded = seedsAsTemplate(template, overrides, config, clock.now());
  let drop = async () => {};
  let database: Database;
  if (testDatabaseKind() === 'postgres') {
    const pgDb = await createPostgresDatabase(seeded ? template.database! : inject('postgresTemplate'));
    database = pgDb.database;
    drop = pgDb.drop;
  } else {
    // The seeded dump, or the migrated one (pglite-dump.ts), both made by global-setup.ts.
    const dump = seeded ? template.dump! : migratedDumpPath();
    database = await openDatabase(
      { kind: 'embedded', dataDir: null },
      existsSync(dump) ? { loadDataDir: new Blob([readFileSync(dump)]) } : {},
    );
  }
  // Either way migrate() finds nothing to do; a database from a template holds what seed() writes.
  await database.migrate();
  if (seeded && config.files.storage.kind === 'local') copyTemplateFiles(template, config.files.storage.dir);
  else await seed(createServices(database.db, config, database.kind), config);

  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      logs.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const routes: RegisteredRoute[] = [];
  const onRoute: BuildOptions['onRoute'] = (r) => {
    const guardsGet = [r.preValidation].flat().includes(stateChangingGet);
    for (const method of [r.method].flat()) {
      routes.push({ method, url: r.url, csrf: r.config?.csrf, stateChangingGet: guardsGet });
    }
  };
  const app = await buildApp(config, { database, logStream, onRoute });
  return {
    app,
    clock,
    config,
    database: { ...database, db: settlingDb(database) },
    seededFrom: seeded ? 'template' : 'fresh',
    logs,
    routes,
    client: () => new TestClient(app),
    async close() {
      await app.close();
      await database.close().catch(() => {});
      await drop();
    },
  };
}

/**
 * The database as a test reaches it behind the app's back: after each `execute` (an UPDATE of an
 * account, say) the app's session cache has heard of the change before the test's next request
 * (decision 060: on PostgreSQL the notification arrives on another connection).
 */
function settlingDb(database: Database): Database['db'] {
  return new Proxy(database.db, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (prop !== 'execute') return value.bind(target);
      return async (...args: unknown[]) => {
        const result = await value.apply(target, args);
        await database.settleNotifications();
        return result;
      };
    },
  });
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

export interface RequestOptions {
  body?: unknown;
  /** A raw payload (string or Buffer) sent as is. */
  raw?: string | Buffer;
  headers?: Record<string, string>;
  /** Send the stored CSRF token on state-changing requests (default true). */
  csrf?: boolean;
  /** The socket's peer address (light-my-request's default is 127.0.0.1, a loopback caller). */
  remoteAddress?: string;
  /**
   * The Sec-Fetch-Site header a browser sends (decision 033): 'same-origin' by default, as for the
   * app's own calls; null sends none (a client without Fetch Metadata). A `headers` entry wins.
   */
  fetchSite?: string | null;
}

/** A browser stand-in: keeps cookies between calls and sends the CSRF token it fetched. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  csrfToken: string | null = null;

  constructor(private readonly app: App) {}

  async request(method: Method, url: string, options: RequestOptions = {}): Promise<LightMyRequestResponse> {
    const site = options.fetchSite === undefined ? 'same-origin' : options.fetchSite;
    const headers: Record<string, string> = {
      ...(site ? { 'sec-fetch-site': site } : {}),
      ...options.headers,
    };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    if (method !== 'GET' && method !== 'HEAD' && options.csrf !== false && this.csrfToken) {
      headers[CSRF_HEADER] = this.csrfToken;
    }
    let payload: string | Buffer | undefined;
    if (options.raw !== undefined) payload = options.raw;
    else if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await this.app.inject({
      method,
      url,
      headers,
      ...(payload !== undefined ? { payload } : {}),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const cleared = c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now());
      if (cleared) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get(url: string, options?: RequestOptions) {
    return this.request('GET', url, options);
  }

  post(url: string, body?: unknown, options?: RequestOptions) {
    return this.request('POST', url, { ...options, body });
  }

  put(url: string, body?: unknown, options?: RequestOptions) {
    return this.request('PUT', url, { ...options, body });
  }

  /** Fetches a CSRF token for the current session (or anonymous cookie) and keeps it. */
  async fetchCsrf(): Promise<string> {
    const res = await this.get('/api/authentication/csrf-token');
    if (res.statusCode !== 200) throw new Error(`csrf-token answered ${res.statusCode}: ${res.body}`);
    this.csrfToken = res.json().payload.token as string;
    return this.csrfToken;
  }

  /** Signs in (fetching a token first) and fetches a fresh token for the new session. */
  async signIn(credentials: { email: string; password: string }): Promise<LightMyRequestResponse> {
    await this.fetchCsrf();
    const res = await this.post('/api/authentication/signin', credentials);
    if (res.statusCode !== 200) throw new Error(`sign-in answered ${res.statusCode}: ${res.body}`);
    await this.fetchCsrf();
    return res;
  }
}

let counter = 0;
/** A valid create-account body with a unique e-mail. */
export function newAccount(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    email: `writer${Date.now()}${counter}@example.com`,
    password: 'Quill7Write',
    firstName: 'Mary',
    lastName: 'Shelley',
    secretQuestion: 'What city were you born in?',
    secretAnswer: 'London',
    accountType: 'PUBLISHER',
    emailOptedIn: true,
    ...overrides,
  };
}

/** Rows of a table, straight from the database (for asserting what did or did not change). */
export async function countRows(
  database: Database,
  table: 'users' | 'sessions',
  where = 'true',
): Promise<number> {
  const { sql } = await import('drizzle-orm');
  const result = await database.db.execute(sql.raw(`select count(*)::int as n from ${table} where ${where}`));
  const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as {
    n: number;
  }[];
  return Number(rows[0]?.n ?? 0);
}
