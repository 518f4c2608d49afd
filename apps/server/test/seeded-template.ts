import { createHash, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toNewYorkIso } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { type AppConfig, loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { seed } from '../src/seed';
import { createServices } from '../src/services';
import { migratedDumpPath } from './pglite-dump';
import { adminQuery } from './postgres-template';

/**
 * The seeded templates (decision 071): every test file's database used to be migrated (a copy of
 * the migrated template) and then seeded by `seed()` (the feature model, the demo accounts, the
 * demo author's books with their files, coupons, content): about a second of each of some 150
 * databases a pass, twice in CI. The global setup now seeds one database per run with the tests'
 * own configuration (`testConfig`) and keeps it: a dump on PGlite, a template database on
 * PostgreSQL, and the files the seed stored in a directory of its own. `buildTestApp` copies it
 * when the file's configuration would seed exactly the same (`seedsAsTemplate`), and seeds afresh
 * otherwise.
 */
export interface SeededTemplate {
  /** The New York and UTC days it was seeded on: the seed dates things from today. */
  day: string;
  /** The seed's stored files (local storage), copied into each file's own store. */
  filesDir: string;
  /** PGlite: the seeded dump's path. */
  dump?: string;
  /** PostgreSQL: the seeded template database's name. */
  database?: string;
}

/** The DATA_KEY of every test app unless a file sets its own: the template's sealed values are sealed under it. */
export const TEST_DATA_KEY = createHash('sha256').update('quire test data key').digest('base64');

/** The configuration `buildTestApp` gives an app before a file's overrides. */
export function testConfig(filesDir: string): Omit<AppConfig, 'now'> {
  const base = loadConfig({});
  return {
    ...base,
    // The demo books' files go to a store of this test's own, not the repository's .data.
    files: { ...base.files, storage: { kind: 'local', dir: filesDir } },
    demo: true,
    // The small press's catalogue and nominations cost most of a second per database: the files that
    // read them turn it on (demo-promotions.test.ts).
    demoCatalogue: false,
    logLevel: 'info',
    webDist: join(mkdtempSync(join(tmpdir(), 'quire-web-')), 'missing'),
    argon2: { memoryCost: 4096, timeCost: 1 },
    // Generous limits so that files creating many accounts are not throttled; the rate-limit test lowers them.
    rateLimits: { signIn: { max: 1000, windowMs: 60_000 }, createAccount: { max: 1000, windowMs: 60_000 } },
    // A DATA_KEY, as a deployment on PostgreSQL must have (the embedded key file is refused there):
    // sealed values (vendor data, card-field registrations) work on both databases.
    dataKeys: { dataKey: TEST_DATA_KEY, previousKeys: [], keyFile: '/nonexistent/key' },
  };
}

/**
 * Overrides that change nothing the seed writes: what the app does with requests, jobs, sessions and
 * limits. `files` counts when its store is local (the template's files are copied into it); any
 * other override (the demo modes, the data key, argon2, the operator's name) seeds afresh.
 */
const SEED_NEUTRAL = new Set([
  'jobs',
  'logLevel',
  'webDist',
  'redisUrl',
  'rateLimits',
  'trustProxy',
  'session',
  'bodyLimit',
  'recovery',
  'payments',
  'publishing',
  'files',
]);

export function seedDay(at: Date): string {
  return `${toNewYorkIso(at).slice(0, 10)}|${at.toISOString().slice(0, 10)}`;
}

/** Whether an app with these overrides, seeded at `at`, would hold what the template holds. */
export function seedsAsTemplate(
  template: SeededTemplate | undefined,
  overrides: Record<string, unknown>,
  config: Omit<AppConfig, 'now'>,
  at: Date,
): template is SeededTemplate {
  return (
    template !== undefined &&
    Object.keys(overrides).every((k) => SEED_NEUTRAL.has(k)) &&
    config.files.storage.kind === 'local' &&
    seedDay(at) === template.day
  );
}

/** Copies the template's stored files into an app's own store. */
export function copyTemplateFiles(template: SeededTemplate, filesDir: string): void {
  cpSync(template.filesDir, filesDir, { recursive: true });
}

async function seedInto(database: Database, filesDir: string): Promise<void> {
  const config = { ...testConfig(filesDir), now: () => new Date() };
  await database.migrate();
  await seed(createServices(database.db, config, database.kind), config);
}

/** PGlite: the migrated dump, seeded and dumped again, with its files. Removed when the run ends. */
export async function makeSeededDump(): Promise<{ template: SeededTemplate; drop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'quire-seeded-'));
  const filesDir = join(dir, 'files');
  const day = seedDay(new Date());
  const database = await openDatabase(
    { kind: 'embedded', dataDir: null },
    { loadDataDir: new Blob([readFileSync(migratedDumpPath())]) },
  );
  try {
    await seedInto(database, filesDir);
    await database.db.execute(sql`checkpoint`);
    if (!database.dumpDataDir) throw new Error('not an embedded database');
    const dump = join(dir, 'seeded.tar');
    writeFileSync(dump, await database.dumpDataDir());
    return {
      template: { day, filesDir, dump },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  } finally {
    await database.close();
  }
}

/** PostgreSQL: a copy of the migrated template, seeded, with its files. Dropped when the run ends. */
export async function makeSeededPostgresTemplate(
  migrated: string,
): Promise<{ template: SeededTemplate; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('QUIRE_TEST_DB=postgres needs TEST_DATABASE_URL');
  const dir = mkdtempSync(join(tmpdir(), 'quire-seeded-'));
  const filesDir = join(dir, 'files');
  const day = seedDay(new Date());
  const name = `quire_tpl_seeded_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${migrated}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    await seedInto(database, filesDir);
  } finally {
    await database.close();
  }
  return {
    template: { day, filesDir, database: name },
    drop: async () => {
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
