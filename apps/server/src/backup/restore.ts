import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chmod, copyFile, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/client';
import { inspectDatabase, migrationJournal } from '../db/inspect';
import { DATABASE_ENTRY, extractArchive, extractDatabase, type Manifest } from './archive';
import { holdDataDir } from './backup';
import type { DataDirClaim } from './control';

/**
 * `npm run restore -- <archive>` (decision 049): checks the archive whole (every entry against the
 * manifest's SHA-256), opens its database and compares what it holds with the manifest's counts,
 * and only then moves the database and the files into the data directory. A data directory that
 * already holds a Quire (pg/ or files/ not empty) is refused unless `force`, which moves them to
 * DATA_DIR/replaced-<time>/ rather than deleting them. The data directory is held (its control
 * socket) throughout, so a running Quire on it is refused too, `force` or not.
 */

export class RestoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreError';
  }
}

export interface RestoreResult {
  manifest: Manifest;
  /** Where the replaced database and files were moved (force), or null. */
  replaced: string | null;
  /** The archive carried no data key and the data directory has none either. */
  dataKeyMissing: boolean;
}

const PARTS = ['pg', 'files'] as const;

/** pg/ and files/ when they exist and hold something. */
function occupiedParts(dataDir: string): string[] {
  return PARTS.filter((part) => {
    try {
      return readdirSync(join(dataDir, part)).length > 0;
    } catch {
      return false;
    }
  });
}

/**
 * Extracts and checks the archive under `staging`: answers the manifest once the checksums, the
 * migrations and the opened database's counts all agree with it (the database left in staging/pg).
 */
async function unpack(archive: string, staging: string): Promise<Manifest> {
  if (!existsSync(archive)) throw new RestoreError(`there is no archive at ${archive}`);
  let manifest: Manifest;
  try {
    manifest = await extractArchive(archive, join(staging, 'archive'));
  } catch (error) {
    throw new RestoreError((error as Error).message);
  }
  const known = migrationJournal().length;
  if (manifest.database.migrations.applied > known) {
    throw new RestoreError(
      `the archive was made by a newer Quire (${manifest.database.migrations.applied} migrations, this one knows ${known}): restore it with that version or a later one`,
    );
  }
  const pgDir = join(staging, 'pg');
  await extractDatabase(join(staging, 'archive', DATABASE_ENTRY), pgDir);
  let facts: Awaited<ReturnType<typeof inspectDatabase>>;
  try {
    const database = await openDatabase({ kind: 'embedded', dataDir: pgDir });
    try {
      facts = await inspectDatabase(database.db);
    } finally {
      await database.close();
    }
  } catch (error) {
    throw new RestoreError(
      `this Quire cannot open the archive's database (PostgreSQL ${manifest.database.postgres}): ${(error as Error).message}`,
    );
  }
  for (const [what, count] of Object.entries(manifest.counts)) {
    const found = facts.counts[what as keyof Manifest['counts']];
    if (found !== count) {
      throw new RestoreError(`the archive's database holds ${found} ${what}, its manifest says ${count}`);
    }
  }
  return manifest;
}

/** Checks an archive without restoring it (npm run restore -- --check <archive>). */
export async function checkArchive(archive: string): Promise<Manifest> {
  const staging = await mkdtemp(join(tmpdir(), 'quire-restore-check-'));
  try {
    return await unpack(archive, staging);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

export async function runRestore({
  archive,
  dataDir,
  force = false,
}: {
  archive: string;
  dataDir: string;
  force?: boolean;
}): Promise<RestoreResult> {
  const occupied = occupiedParts(dataDir);
  if (occupied.length > 0 && !force) {
    throw new RestoreError(
      `${dataDir} already holds a Quire (${occupied.map((p) => `${p}/`).join(' and ')}): restore into an empty data directory, or add --force to replace it (what is there now is moved to ${join(dataDir, 'replaced-<time>')})`,
    );
  }
  let claim: DataDirClaim;
  try {
    claim = await holdDataDir(dataDir, 'restore');
  } catch (error) {
    throw new RestoreError((error as Error).message);
  }
  const staging = await mkdtemp(join(dataDir, '.restore-'));
  try {
    const manifest = await unpack(archive, staging);
    const keyFile = join(dataDir, 'keys', 'data.key');
    const archivedKey = join(staging, 'archive', 'keys', 'data.key');
    const keyDiffers =
      manifest.dataKey && existsSync(keyFile) && !readFileSync(keyFile).equals(readFileSync(archivedKey));
    if (keyDiffers && !force) {
      throw new RestoreError(`${keyFile} is another data key than the archive's: add --force to replace it`);
    }

    let replaced: string | null = null;
    const moveAside = async (part: string) => {
      replaced ??= join(
        dataDir,
        `replaced-${new Date()
          .toISOString()
          .replace(/[-:]/g, '')
          .replace(/\.\d+Z$/, 'Z')}`,
      );
      await mkdir(join(replaced, part, '..'), { recursive: true, mode: 0o700 });
      await rename(join(dataDir, part), join(replaced, part));
    };
    for (const part of PARTS) {
      if (occupiedParts(dataDir).includes(part)) await moveAside(part);
      else await rm(join(dataDir, part), { recursive: true, force: true }); // absent or empty
    }
    await rename(join(staging, 'pg'), join(dataDir, 'pg'));
    const files = join(staging, 'archive', 'files');
    if (existsSync(files)) await rename(files, join(dataDir, 'files'));
    else await mkdir(join(dataDir, 'files'), { recursive: true, mode: 0o700 });
    if (manifest.dataKey) {
      if (keyDiffers) await moveAside('keys/data.key');
      await mkdir(join(dataDir, 'keys'), { recursive: true, mode: 0o700 });
      await copyFile(archivedKey, keyFile);
      await chmod(keyFile, 0o600);
    }
    return { manifest, replaced, dataKeyMissing: !manifest.dataKey && !existsSync(keyFile) };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await claim.close();
  }
}
