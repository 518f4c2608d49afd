import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../src/config';
import { embeddedOptions, openDatabase } from '../src/db/client';
import {
  copyClusterTemplate,
  makeClusterTemplate,
  pgliteBuildKey,
  templateCacheDir,
} from '../src/db/pglite-template';

/**
 * The server tests' starting point on PGlite: the cluster template with every migration applied,
 * dumped once per PGlite build and set of migrations (test/global-setup.ts), and loaded into each
 * file's in-memory database (helpers.ts). PGlite's initdb and 19 migrations took about 3 s of every
 * test file; loading the dump takes under one. Migrating from an empty database stays tested: the
 * PostgreSQL pass migrates a fresh database for every file, and so do the template test, the jobs
 * crash test and every end-to-end start.
 */
export function migratedDumpPath(): string {
  const hash = createHash('sha256').update(pgliteBuildKey());
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
  await makeClusterTemplate(embeddedOptions());
  const dataDir = `${path}.tmp-${process.pid}-pg`;
  rmSync(dataDir, { recursive: true, force: true });
  if (!copyClusterTemplate(dataDir)) throw new Error('the PGlite cluster template could not be copied');
  try {
    const database = await openDatabase({ kind: 'embedded', dataDir });
    await database.migrate();
    if (!database.dumpDataDir) throw new Error('not an embedded database');
    const dump = await database.dumpDataDir();
    await database.close();
    const tmp = `${path}.tmp-${process.pid}`;
    writeFileSync(tmp, dump);
    renameSync(tmp, path);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return path;
}
