import { existsSync } from 'node:fs';
import { copyFile, mkdir, rm, rmdir } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import type { AppConfig } from '../config';
import { openDatabase } from '../db/client';
import { type DatabaseFacts, inspectDatabase } from '../db/inspect';
import {
  DATABASE_ENTRY,
  digestAll,
  extractDatabase,
  listFiles,
  type Manifest,
  writeArchive,
} from './archive';
import {
  askHolder,
  claimDataDir,
  type DataDirClaim,
  type SnapshotAnswer,
  socketPathProblem,
} from './control';
import { stagingRoot, takeSnapshot } from './snapshot';

/**
 * `npm run backup` (decision 049): one archive of an embedded Quire's database and files, taken
 * while it runs (the server makes the snapshot, asked through the control socket) or while it is
 * stopped (this process holds the data directory and makes it). The server's dump is then opened
 * on its own, here, to count what it holds (the running server has written more since), so every
 * online archive has been opened once before it is kept.
 */

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export interface BackupOptions {
  config: AppConfig;
  /** Where the archive goes (created when missing). */
  outDir: string;
  /** Put DATA_DIR/keys/data.key in the archive too (it is kept apart by default). */
  withDataKey?: boolean;
}

export interface BackupResult {
  archive: string;
  manifest: Manifest;
}

/** Holds the data directory for a backup or a restore, or refuses when it cannot be held. */
export async function holdDataDir(dataDir: string, holder: 'backup' | 'restore'): Promise<DataDirClaim> {
  const claim = await claimDataDir(dataDir, holder);
  if (claim.problem) throw new BackupError(`cannot hold the data directory: ${claim.problem}`);
  return claim;
}

/** Opens a dumped cluster in a directory of its own and reads its facts. */
async function inspectDump(dump: string, dir: string): Promise<DatabaseFacts> {
  await extractDatabase(dump, dir);
  try {
    const database = await openDatabase({ kind: 'embedded', dataDir: dir });
    try {
      return await inspectDatabase(database.db);
    } finally {
      await database.close();
    }
  } catch (error) {
    throw new BackupError(`the dumped database could not be opened: ${(error as Error).message}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The server's snapshot, or one this process takes while holding the stopped Quire's data directory. */
async function snapshotOf(
  config: AppConfig,
): Promise<{ snapshot: SnapshotAnswer; mode: Manifest['mode']; facts?: DatabaseFacts }> {
  const { dataDir } = config;
  const answer = await askHolder(dataDir, { command: 'snapshot' });
  if (answer) {
    if (!answer.ok || !answer.snapshot)
      throw new BackupError(answer.ok ? 'no snapshot came back' : answer.error);
    const inside = relative(stagingRoot(dataDir), resolve(answer.snapshot.dir));
    if (inside.startsWith('..') || inside === '')
      throw new BackupError('the snapshot is not where it should be');
    return { snapshot: answer.snapshot, mode: 'online' };
  }
  if (config.database.kind !== 'embedded' || !config.database.dataDir) throw new BackupError('not embedded');
  if (!existsSync(join(config.database.dataDir, 'PG_VERSION'))) {
    throw new BackupError(`there is no Quire database in ${dataDir}`);
  }
  const claim = await holdDataDir(dataDir, 'backup');
  try {
    const database = await openDatabase(config.database);
    try {
      const snapshot = await takeSnapshot({ database, dataDir, storage: config.files.storage });
      // Nobody else writes while this process holds the data directory: the facts are the dump's.
      return { snapshot, mode: 'offline', facts: await inspectDatabase(database.db) };
    } finally {
      await database.close();
    }
  } finally {
    await claim.close();
  }
}

function archiveName(outDir: string, takenAt: string): string {
  const stamp = takenAt.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  for (let n = 1; ; n++) {
    const path = join(outDir, `quire-backup-${stamp}${n > 1 ? `-${n}` : ''}.tar.gz`);
    if (!existsSync(path)) return path;
  }
}

export async function runBackup({
  config,
  outDir,
  withDataKey = false,
}: BackupOptions): Promise<BackupResult> {
  if (config.database.kind !== 'embedded') {
    throw new BackupError(
      'Quire runs on PostgreSQL (DATABASE_URL): back it up with pg_dump (docs/operations.md, "Backups")',
    );
  }
  // Without the socket a running server could not be asked, nor told apart from a stopped one.
  const problem = socketPathProblem(config.dataDir);
  if (problem) throw new BackupError(problem);
  const keyFile = config.dataKeys.keyFile;
  if (withDataKey && !existsSync(keyFile)) {
    throw new BackupError(
      config.dataKeys.dataKey
        ? 'DATA_KEY is set: keep its value with your other secrets; there is no key file to back up'
        : `there is no data key at ${keyFile} yet`,
    );
  }
  await mkdir(outDir, { recursive: true });
  const { snapshot, mode, facts: known } = await snapshotOf(config);
  try {
    const facts =
      known ?? (await inspectDump(join(snapshot.dir, DATABASE_ENTRY), join(snapshot.dir, '.inspect')));
    if (withDataKey) {
      await mkdir(join(snapshot.dir, 'keys'), { recursive: true, mode: 0o700 });
      await copyFile(keyFile, join(snapshot.dir, 'keys', 'data.key'));
    }
    const paths = await listFiles(snapshot.dir);
    const manifest: Manifest = {
      format: 'quire-backup',
      version: 1,
      createdAt: snapshot.takenAt,
      mode,
      quire: { version: config.version, build: config.buildId },
      database: { engine: 'pglite', postgres: facts.postgres, migrations: facts.migrations },
      counts: facts.counts,
      files: snapshot.files,
      dataKey: withDataKey,
      entries: await digestAll(snapshot.dir, paths),
    };
    const archive = archiveName(outDir, snapshot.takenAt);
    await writeArchive(snapshot.dir, paths, manifest, archive);
    return { archive, manifest };
  } finally {
    await rm(snapshot.dir, { recursive: true, force: true });
    await rmdir(stagingRoot(config.dataDir)).catch(() => {}); // only when no other snapshot is there
  }
}
