import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp, prepareDatabase } from '../src/app';
import { extractDatabase } from '../src/backup/archive';
import { runBackup } from '../src/backup/backup';
import { claimDataDir, type DataDirClaim } from '../src/backup/control';
import { runRestore } from '../src/backup/restore';
import { snapshotHandler } from '../src/backup/snapshot';
import { main as restoreCommand } from '../src/cli/restore';
import { type AppConfig, loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { rowsOf } from '../src/db/rows';
import { demoBooks } from './cart-helpers';
import { createProject, epubFile, upload } from './files-helpers';
import { AUTHOR, newAccount, type TestApp, TestClient, testDatabaseKind } from './helpers';
import { placeOrder } from './order-helpers';
import { migratedDumpPath } from './pglite-dump';

/**
 * npm run backup and npm run restore (decision 049) on a real embedded data directory: a backup
 * taken while Quire runs (and an upload is in flight), restored into a fresh directory, started
 * again, holds every account, book, file (the same bytes) and order. The embedded mode only: the
 * PostgreSQL pass has nothing to back up this way.
 */

interface Quire {
  app: App;
  config: AppConfig;
  database: Database;
  client(): TestClient;
  close(): Promise<void>;
}

/** What main.ts does, on `dataDir`: hold it, open, migrate and seed, build the app, serve snapshots. */
async function startQuire(dataDir: string): Promise<Quire> {
  const base = loadConfig({ DATA_DIR: dataDir });
  const config: AppConfig = {
    ...base,
    demo: true,
    demoCatalogue: false,
    logLevel: 'warn',
    webDist: join(dataDir, 'no-web'),
    argon2: { memoryCost: 4096, timeCost: 1 },
    jobs: { ...base.jobs, mode: 'off' },
    files: { ...base.files, epubcheck: 'off' },
  };
  const claim: DataDirClaim = await claimDataDir(dataDir, 'server');
  const database = await prepareDatabase(config);
  const app = await buildApp(config, {
    database,
    closeDatabase: true,
    logStream: new Writable({ write: (_c, _e, done) => done() }),
  });
  claim.serve(snapshotHandler({ database, dataDir, storage: config.files.storage }));
  return {
    app,
    config,
    database,
    client: () => new TestClient(app),
    close: async () => {
      await app.close();
      await claim.close();
    },
  };
}

const rows = async <T>(q: Quire, query: ReturnType<typeof sql>) =>
  rowsOf<T>(await q.database.db.execute(query));
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

interface State {
  emails: string[];
  projects: string[];
  files: { id: string; storage_key: string; sha256: string }[];
  orders: string[];
}

async function stateOf(q: Quire): Promise<State> {
  return {
    emails: (await rows<{ email: string }>(q, sql`select email from users order by email`)).map(
      (r) => r.email,
    ),
    projects: (await rows<{ id: string }>(q, sql`select id from projects order by id`)).map((r) => r.id),
    files: await rows(q, sql`select id, storage_key, sha256 from project_files order by id`),
    orders: (await rows<{ n: string }>(q, sql`select order_number as n from orders order by 1`)).map(
      (r) => r.n,
    ),
  };
}

const run = describe.skipIf(testDatabaseKind() === 'postgres');

run('backups of the embedded mode', () => {
  let root: string;
  let original: Quire;
  let restored: Quire | null = null;
  let before: State;
  let account: ReturnType<typeof newAccount>;
  let archive: string;
  let manifest: Awaited<ReturnType<typeof runBackup>>['manifest'];
  let inFlight: { projectId: string; status: number };

  beforeAll(async () => {
    // A short path: a Unix socket's path is limited to about 100 bytes.
    root = mkdtempSync(join(tmpdir(), 'qb-'));
    const dataDir = join(root, 'data');
    // The migrated cluster the other server tests start from, on disk this time.
    const dump = migratedDumpPath();
    if (existsSync(dump)) await extractDatabase(dump, join(dataDir, 'pg'));
    original = await startQuire(dataDir);

    const newcomer = original.client();
    await newcomer.fetchCsrf();
    account = newAccount();
    const created = await newcomer.post('/api/authentication/create-account', account);
    expect(created.statusCode, created.body).toBe(200);

    const author = original.client();
    await author.signIn(AUTHOR);
    const projectId = await createProject(author, { type: 'EBOOK', title: 'Kept Safe' });
    const uploaded = await upload(author, { projectId, elementType: 'INTERIOR', file: await epubFile() });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { book } = await demoBooks(author);
    await placeOrder(
      { app: original.app, client: original.client, database: original.database } as TestApp,
      author,
      book.id,
    );
    before = await stateOf(original);

    // The backup runs while another upload is on its way: its file is in the backup whole, or not at all.
    const late = await createProject(author, { type: 'EBOOK', title: 'Arriving' });
    const uploading = upload(author, { projectId: late, elementType: 'INTERIOR', file: await epubFile() });
    const backup = await runBackup({
      config: original.config,
      outDir: join(root, 'backups'),
      withDataKey: true,
    });
    inFlight = { projectId: late, status: (await uploading).statusCode };
    archive = backup.archive;
    manifest = backup.manifest;
  }, 90_000);

  afterAll(async () => {
    await restored?.close();
    await original?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('writes one archive, taken from the running server, with its manifest and checksum', () => {
    expect(inFlight.status).toBe(200);
    expect(archive).toMatch(/quire-backup-\d{8}T\d{6}Z\.tar\.gz$/);
    expect(readFileSync(`${archive}.sha256`, 'utf8')).toBe(
      `${sha256(readFileSync(archive))}  ${archive.split('/').pop()}\n`,
    );
    expect(manifest.mode).toBe('online');
    expect(manifest.dataKey).toBe(true);
    expect(manifest.database.migrations.applied).toBeGreaterThan(0);
    expect(manifest.counts.accounts).toBe(before.emails.length);
    expect(manifest.counts.books).toBeGreaterThanOrEqual(before.projects.length);
    expect(manifest.counts.files).toBeGreaterThanOrEqual(before.files.length);
    expect(manifest.counts.orders).toBe(before.orders.length);
    expect(Object.keys(manifest.entries)).toContain('database.tar');
    for (const f of before.files) expect(manifest.entries[`files/${f.storage_key}`]?.sha256).toBe(f.sha256);
  });

  it('restores into a fresh data directory: every account, book, file and order is there', async () => {
    const dataDir = join(root, 'restored');
    const result = await runRestore({ archive, dataDir });
    expect(result.replaced).toBeNull();
    expect(result.dataKeyMissing).toBe(false);
    expect(readFileSync(join(dataDir, 'keys', 'data.key'))).toEqual(
      readFileSync(join(root, 'data', 'keys', 'data.key')),
    );
    restored = await startQuire(dataDir);
    const after = await stateOf(restored);
    expect(after.emails).toEqual(before.emails);
    expect(after.projects).toEqual(expect.arrayContaining(before.projects));
    expect(after.files).toEqual(expect.arrayContaining(before.files));
    expect(after.orders).toEqual(before.orders);
    // Every file row of the restored database, the in-flight upload's too when it made it, has its bytes.
    for (const f of after.files) {
      const path = join(dataDir, 'files', f.storage_key);
      expect(existsSync(path), f.storage_key).toBe(true);
      expect(sha256(readFileSync(path))).toBe(f.sha256);
    }

    const newcomer = restored.client();
    await newcomer.signIn({ email: account.email, password: account.password });
    const author = restored.client();
    await author.signIn(AUTHOR);
    const titles = (await author.get('/api/projects?limit=50'))
      .json()
      .payload.projects.map((p: { title: string }) => p.title);
    expect(titles).toContain('Kept Safe');
    const history = (await author.get('/api/admin/orderhistory')).json().payload;
    expect(history.orderGroups.map((g: { orderNumber: string }) => g.orderNumber)).toEqual(
      expect.arrayContaining(before.orders),
    );
  });

  it('refuses a data directory that holds a Quire, and one a running Quire holds even with --force', async () => {
    const dataDir = join(root, 'restored');
    await expect(runRestore({ archive, dataDir })).rejects.toThrow(
      /already holds a Quire \(pg\/ and files\/\)/,
    );
    await expect(runRestore({ archive, dataDir, force: true })).rejects.toThrow(/in use by a running Quire/);
    // The command's own entry (npm run restore), whose paths are taken from where it was typed.
    const typedIn = process.env.INIT_CWD;
    process.env.INIT_CWD = root;
    try {
      const relativeArchive = archive.slice(root.length + 1);
      await expect(restoreCommand([relativeArchive, '--data-dir', 'restored'])).rejects.toThrow(
        `${dataDir} already holds a Quire`,
      );
    } finally {
      if (typedIn === undefined) delete process.env.INIT_CWD;
      else process.env.INIT_CWD = typedIn;
    }
  });

  it('refuses a damaged or changed archive before writing anything', async () => {
    // One stored object changed and the archive packed again with the same manifest.
    const unpacked = join(root, 'tampered');
    mkdirSync(unpacked);
    await tar.extract({ file: archive, cwd: unpacked });
    const changed = `files/${before.files[0]?.storage_key}`;
    writeFileSync(
      join(unpacked, changed),
      Buffer.concat([readFileSync(join(unpacked, changed)), Buffer.from('!')]),
    );
    const tampered = join(root, 'tampered.tar.gz');
    await tar.create(
      { gzip: true, file: tampered, cwd: unpacked },
      Object.keys(manifest.entries).concat('manifest.json'),
    );
    const target = join(root, 'never');
    await expect(runRestore({ archive: tampered, dataDir: target })).rejects.toThrow(
      `${changed} does not match its checksum`,
    );
    expect(existsSync(join(target, 'pg'))).toBe(false);
    // Cut short.
    const cut = join(root, 'cut.tar.gz');
    const bytes = readFileSync(archive);
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(runRestore({ archive: cut, dataDir: target })).rejects.toThrow(/cannot be read/);
    expect(existsSync(join(target, 'pg'))).toBe(false);
  });

  it('backs up a stopped Quire by itself', async () => {
    await restored?.close();
    restored = null;
    const config = loadConfig({ DATA_DIR: join(root, 'restored') });
    const again = await runBackup({ config, outDir: join(root, 'backups') });
    expect(again.manifest.mode).toBe('offline');
    expect(again.manifest.dataKey).toBe(false);
    expect(again.manifest.counts.orders).toBe(before.orders.length);
    expect(again.archive).not.toBe(archive);
  });
});
