import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type DatabaseTarget, MIGRATIONS_DIR } from '../config';
import { copyClusterTemplate } from './pglite-template';

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
  close(): Promise<void>;
}

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
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool });
    await pool.query('select 1');
    return {
      db,
      kind: 'postgres',
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
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    dumpDataDir: async () => new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()),
    close: () => client.close(),
  };
}
