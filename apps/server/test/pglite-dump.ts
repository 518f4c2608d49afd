import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../src/config';
import { embeddedOptions, openDatabase } from '../src/db/client';
import { pgliteBuildKey, templateCacheDir } from '../src/db/pglite-template';

/** Bumped when the way the dump is made changes (the cache key holds it). */
const DUMP_SHAPE = 'small-2';

/**
 * The server tests' starting point on PGlite: the cluster template with every migration applied,
 * dumped once per PGlite build and set of migrations (test/global-setup.ts), and loaded into each
 * file's in-memory database (helpers.ts). PGlite's initdb and 19 migrations took about 3 s of every
 * test file; loading the dump takes under one. Migrating from an empty database stays tested: the
 * PostgreSQL pass migrates a fresh database for every file, and so do the template test, the jobs
 * crash test and every end-to-end start.
 *
 * The dump is small, as every file reads it, copies it into PGlite's in-memory file system and
 * starts from it: its cluster has 1 MB WAL segments (not 16) and no template databases (the tests
 * use only `postgres`). That took it from 44 MB to about 20 (7 of them WAL segments PostgreSQL keeps
 * for later), and opening it from 0.4–0.6 s to about 0.27 (decision 054).
 */
export function migratedDumpPath(): string {
  const hash = createHash('sha256').update(DUMP_SHAPE).update(pgliteBuildKey());
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
  }
  return join(templateCacheDir(), `pglite-migrated-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** Makes the migrated dump unless it is there (written beside, then renamed into place). */
export async function makeMigratedDump(): Promise<string> {
  const path = migratedDumpPath();
  if (existsSync(path)) return path;
  mkdirSync(dirname(path), { recursive: true });
  const database = await openDatabase(
    { kind: 'embedded', dataDir: null },
    { loadDataDir: await smallCluster() },
  );
  await database.migrate();
  await database.db.execute(sql`checkpoint`);
  if (!database.dumpDataDir) throw new Error('not an embedded database');
  const dump = await database.dumpDataDir();
  await database.close();
  const tmp = `${path}.tmp-${process.pid}`;
  writeFileSync(tmp, dump);
  renameSync(tmp, path);
  return path;
}

/** A new in-memory cluster with small WAL segments and without template0 and template1, dumped. */
async function smallCluster(): Promise<Blob> {
  const pg = new PGlite({ ...embeddedOptions(), initDbStartParams: ['--wal-segsize=1'] });
  try {
    await pg.waitReady;
    for (const name of ['template0', 'template1']) {
      await pg.exec(`alter database ${name} is_template false`);
      await pg.exec(`drop database ${name}`);
    }
    await pg.exec('checkpoint');
    return await pg.dumpDataDir('none');
  } finally {
    await pg.close();
  }
}
