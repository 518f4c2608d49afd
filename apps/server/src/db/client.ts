import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Client as PgClient } from 'pg';
import { type DatabaseTarget, MIGRATIONS_DIR } from '../config';
import { type Listen, pgliteListen, postgresListen } from './notifications';
import { copyClusterTemplate } from './pglite-template';
import { markDatabaseUnavailable } from './rows';

/**
 * The Drizzle database, whichever driver is underneath, or a transaction on it (a transaction is
 * one). Repositories take this. No schema is bound: repositories use the query builder with their
 * own module's tables, so the database layer never imports a module (drizzle-kit finds the tables
 * through drizzle.config.ts).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'embedded' | 'postgres';
  /** Applies the committed drizzle-kit migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Embedded only: the whole cluster as an uncompressed tarball (PGlite's dumpDataDir), e.g. for `loadDataDir`. */
  dumpDataDir?(): Promise<Uint8Array>;
  /** LISTEN on a channel (notifications.ts): the session cache hears of changes made anywhere. */
  listen: Listen;
  /** Resolves once every notification committed before the call has reached its listeners (tests). */
  settleNotifications(): Promise<void>;
  close(): Promise<void>;
}

/** How long a request waits for a PostgreSQL connection (a new one, or a free one of the pool). */
export const CONNECT_TIMEOUT_MS = 5000;

/** Arbitrary key for the advisory lock held while migrating. */
const MIGRATION_LOCK = 7_240_531;

function migrationsFolder(): string {
  if (!existsSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'))) {
    throw new Error(`Database migrations not found in ${MIGRATIONS_DIR}`);
  }
  return MIGRATIONS_DIR;
}

/**
 * PGlite's options, the same for the server, the worker and the cluster template.
 * pg_trgm backs the typo-tolerant project search (decision 010); the migration creates it.
 * PostgreSQL's default 128 MB of shared buffers is touched whole inside PGlite's WebAssembly
 * memory at every start (about 135 MB resident and 0.7 s); an embedded single-machine database
 * works in 16 MB (docs/performance.md).
 */
export function embeddedOptions(): PGliteOptions {
  return {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  };
}

/**
 * Opens the embedded PGlite database (on disk, or in memory when dataDir is null) or a PostgreSQL
 * pool. A new on-disk database starts as a copy of the cluster template when there is one
 * (pglite-template.ts); `loadDataDir` starts an in-memory one from a dumped cluster (the tests).
 */
export async function openDatabase(
  target: DatabaseTarget,
  { loadDataDir }: { loadDataDir?: Blob } = {},
): Promise<Database> {
  if (target.kind === 'postgres') {
    // The PostgreSQL driver is loaded only for a PostgreSQL server (a lighter embedded start).
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    // A failed connection attempt says so, even where no query wraps it (a transaction's begin).
    type Connect = (this: PgClient, callback?: (err: Error | null) => void) => Promise<void> | undefined;
    const connect = pg.Client.prototype.connect as Connect;
    class DatabaseClient extends pg.Client {}
    DatabaseClient.prototype.connect = function (this: PgClient, callback?: (err: Error | null) => void) {
      if (callback) return connect.call(this, (err) => callback(err && markDatabaseUnavailable(err)));
      return connect.call(this)?.catch((err: unknown) => {
        throw markDatabaseUnavailable(err);
      });
    } as PgClient['connect'];
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      Client: DatabaseClient,
      // Without it a server that does not answer (or a pool whose connections are all taken) keeps
      // a request waiting forever; with it the request fails with 503 DATABASE_UNAVAILABLE.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    // Nor one dropped while a request holds it between two queries (a transaction doing other
    // work): node-postgres emits that on the client, and an 'error' nobody listens to ends the
    // process. The client's next query fails instead, and the pool discards it on release.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg({ client: pool });
    await pool.query('select 1');
    const notifications = postgresListen(DatabaseClient, target.url, CONNECT_TIMEOUT_MS);
    return {
      db,
      kind: 'postgres',
      listen: notifications.listen,
      settleNotifications: notifications.settle,
      migrate: async () => {
        // Several processes may start at once against one server: migrate one at a time.
        const lock = await pool.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(db, { migrationsFolder: migrationsFolder() });
        } finally {
          await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          lock.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const options = embeddedOptions();
  if (target.dataDir) {
    copyClusterTemplate(target.dataDir);
    mkdirSync(target.dataDir, { recursive: true });
  }
  const client = target.dataDir
    ? new PGlite(target.dataDir, options)
    : new PGlite({ ...options, ...(loadDataDir ? { loadDataDir } : {}) });
  await client.waitReady;
  const db = drizzlePglite({ client });
  return {
    db,
    kind: 'embedded',
    listen: pgliteListen(client),
    settleNotifications: async () => {},
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    dumpDataDir: async () => new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()),
    close: () => client.close(),
  };
}
