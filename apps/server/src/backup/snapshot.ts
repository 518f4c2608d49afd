import { copyFile, link, lstat, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/client';
import { checkpoint } from '../db/inspect';
import type { StorageConfig } from '../storage';
import { holdDeletes } from '../storage/delete-hold';
import type { SnapshotAnswer, SnapshotHandler } from './control';

/**
 * A consistent snapshot of an embedded Quire (decision 049), taken by the process that holds the
 * database: the running server (asked through the control socket) or `npm run backup` on a
 * stopped one. Into a new directory under DATA_DIR/.backups it writes
 *
 * - `database.tar`: PGlite's own dump of the cluster (dumpDataDir), taken between two statements,
 *   so it is the database as a crash at that moment would leave it; PostgreSQL's recovery at the
 *   next open keeps exactly the transactions committed by then;
 * - `files/<key>`: every stored object, hard-linked (copied where links are not possible). Objects
 *   are written to a temporary file and renamed into place, never changed afterwards, so a link is
 *   the whole object or nothing; uploads still in `.tmp` are left out.
 *
 * An object is stored before the row that names it is committed, and deletions wait while the
 * snapshot runs (storage/delete-hold.ts), so every object the dumped database names is in the
 * snapshot. Objects written after the dump may be in it too: unnamed, harmless.
 */

const STAGING = '.backups';
/** A snapshot directory older than this was left by a backup that died: the next snapshot removes it. */
const STALE_MS = 6 * 60 * 60 * 1000;

export function stagingRoot(dataDir: string): string {
  return join(dataDir, STAGING);
}

async function sweepStale(root: string, now: number): Promise<void> {
  for (const name of await readdir(root).catch(() => [] as string[])) {
    const info = await stat(join(root, name)).catch(() => null);
    if (info && now - info.mtimeMs > STALE_MS) await rm(join(root, name), { recursive: true, force: true });
  }
}

/** Links (or copies) every object under `from` into `to`, `.tmp` at the top excepted. */
async function linkStore(from: string, to: string): Promise<{ objects: number; bytes: number }> {
  let objects = 0;
  let bytes = 0;
  const walk = async (relative: string): Promise<void> => {
    const entries = await readdir(join(from, relative), { withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      },
    );
    for (const entry of entries) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (path !== '.tmp') await walk(path);
        continue;
      }
      if (!entry.isFile()) continue;
      const target = join(to, path);
      await mkdir(join(to, relative), { recursive: true, mode: 0o700 });
      try {
        await link(join(from, path), target);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') continue; // gone before the hold: no row names it
        if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EMLINK') throw error;
        await copyFile(join(from, path), target);
      }
      objects += 1;
      bytes += (await lstat(target)).size;
    }
  };
  await walk('');
  return { objects, bytes };
}

export interface SnapshotSource {
  database: Database;
  dataDir: string;
  storage: StorageConfig;
}

export async function takeSnapshot({ database, dataDir, storage }: SnapshotSource): Promise<SnapshotAnswer> {
  if (!database.dumpDataDir) throw new Error('only the embedded database is backed up this way');
  const root = stagingRoot(dataDir);
  await mkdir(root, { recursive: true, mode: 0o700 });
  await sweepStale(root, Date.now());
  const dir = await mkdtemp(join(root, 'snapshot-'));
  try {
    const release = await holdDeletes();
    try {
      const takenAt = new Date().toISOString();
      await checkpoint(database.db);
      await writeFile(join(dir, 'database.tar'), await database.dumpDataDir(), { mode: 0o600 });
      const files =
        storage.kind === 'local'
          ? { store: 'local' as const, ...(await linkStore(storage.dir, join(dir, 'files'))) }
          : { store: 's3' as const, objects: 0, bytes: 0 };
      return { dir, takenAt, files };
    } finally {
      release();
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The server's answer to `snapshot` requests: one snapshot at a time; a snapshot whose asker went
 * away meanwhile is removed rather than left behind.
 */
export function snapshotHandler(source: SnapshotSource): SnapshotHandler {
  let queue: Promise<unknown> = Promise.resolve();
  return (signal) => {
    const run = queue.then(async () => {
      const snapshot = await takeSnapshot(source);
      if (signal.aborted) {
        await rm(snapshot.dir, { recursive: true, force: true });
        throw new Error('the backup that asked for this snapshot went away');
      }
      return snapshot;
    });
    queue = run.catch(() => {});
    return run;
  };
}
