import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { z } from 'zod';

/**
 * The backup archive (decision 049): one gzip-compressed tar, `quire-backup-<time>.tar.gz`, holding
 *
 *   manifest.json   what is in it: the entries with their size and SHA-256, the counts, the migrations
 *   database.tar    PGlite's dump of the database cluster (what PGlite's loadDataDir also reads)
 *   files/<key>     every stored object, by its storage key
 *   keys/data.key   the data key, only when asked for (--with-data-key)
 *
 * Written and read with node-tar; every entry is a plain file or directory, checked against the
 * manifest's digests before anything is restored.
 */

export const MANIFEST = 'manifest.json';
export const DATABASE_ENTRY = 'database.tar';

const digest = z.object({ size: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

export const manifestSchema = z.object({
  format: z.literal('quire-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  /** online: asked from the running server; offline: taken by the backup itself from a stopped Quire. */
  mode: z.enum(['online', 'offline']),
  quire: z.object({ version: z.string(), build: z.string().nullable() }),
  database: z.object({
    engine: z.literal('pglite'),
    postgres: z.string(),
    migrations: z.object({ applied: z.number().int().nonnegative(), latest: z.string().nullable() }),
  }),
  counts: z.object({
    accounts: z.number().int().nonnegative(),
    books: z.number().int().nonnegative(),
    files: z.number().int().nonnegative(),
    orders: z.number().int().nonnegative(),
  }),
  /** The stored objects: in the archive (local store), or left to the bucket's own backup (s3). */
  files: z.object({
    store: z.enum(['local', 's3']),
    objects: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
  }),
  dataKey: z.boolean(),
  entries: z.record(z.string(), digest),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type EntryDigest = z.infer<typeof digest>;

export class ArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveError';
  }
}

async function sha256Of(path: string): Promise<EntryDigest> {
  const hash = createHash('sha256');
  let size = 0;
  await pipeline(createReadStream(path), async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      size += chunk.length;
      hash.update(chunk);
    }
  });
  return { size, sha256: hash.digest('hex') };
}

/** Every file under `dir` as archive paths ('/'-separated), sorted. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) =>
      join(e.parentPath, e.name)
        .slice(dir.length + 1)
        .split('\\')
        .join('/'),
    )
    .sort();
}

/** The digest of every file under `dir` (the manifest's `entries`). */
export async function digestAll(dir: string, paths: string[]): Promise<Record<string, EntryDigest>> {
  const entries: Record<string, EntryDigest> = {};
  for (const path of paths) entries[path] = await sha256Of(join(dir, path));
  return entries;
}

/**
 * Writes `manifest.json` into `dir`, then the archive of `dir`'s `paths` (the manifest first) to
 * `archive`, through a temporary name so a half-written archive never has the final one. Beside it,
 * `<archive>.sha256` in sha256sum's format, to check copies of it.
 */
export async function writeArchive(
  dir: string,
  paths: string[],
  manifest: Manifest,
  archive: string,
): Promise<void> {
  await writeFile(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  const partial = `${archive}.partial`;
  try {
    await tar.create(
      {
        gzip: true,
        file: partial,
        cwd: dir,
        portable: true,
        mode: 0o600,
      },
      [MANIFEST, ...paths],
    );
    await rename(partial, archive);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  const { sha256 } = await sha256Of(archive);
  await writeFile(`${archive}.sha256`, `${sha256}  ${basename(archive)}\n`, { mode: 0o600 });
}

/**
 * Extracts `archive` into the empty directory `into` and checks it whole: plain files and
 * directories only, the manifest readable, every file it lists present with its size and SHA-256,
 * and nothing it does not list. Answers the manifest; throws ArchiveError otherwise.
 */
export async function extractArchive(archive: string, into: string): Promise<Manifest> {
  await mkdir(into, { recursive: true, mode: 0o700 });
  const refused: string[] = [];
  try {
    await tar.extract({
      file: archive,
      cwd: into,
      strict: true,
      filter: (path, entry) => {
        const type = 'type' in entry ? entry.type : entry.isDirectory() ? 'Directory' : 'File';
        const plain = type === 'File' || type === 'OldFile' || type === 'Directory';
        if (!plain) refused.push(path);
        return plain;
      },
    });
  } catch (error) {
    throw new ArchiveError(`the archive cannot be read: ${(error as Error).message}`);
  }
  if (refused.length > 0)
    throw new ArchiveError(`the archive holds entries that are not plain files: ${refused[0]}`);
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(await readFile(join(into, MANIFEST), 'utf8')));
  } catch {
    throw new ArchiveError('the archive has no readable manifest.json: it is not a Quire backup');
  }
  const present = new Set((await listFiles(into)).filter((p) => p !== MANIFEST));
  const listed = new Set(Object.keys(manifest.entries));
  const extra = [...present].find((p) => !listed.has(p));
  if (extra) throw new ArchiveError(`the archive holds ${extra}, which its manifest does not list`);
  if (!listed.has(DATABASE_ENTRY)) throw new ArchiveError('the archive has no database');
  for (const [path, expected] of Object.entries(manifest.entries)) {
    if (!present.has(path)) throw new ArchiveError(`${path} is missing from the archive`);
    const actual = await sha256Of(join(into, path));
    if (actual.size !== expected.size || actual.sha256 !== expected.sha256) {
      throw new ArchiveError(`${path} does not match its checksum: the archive is damaged or was changed`);
    }
  }
  return manifest;
}

/** Extracts PGlite's dump (entries named from the cluster's root) into `dir`. */
export async function extractDatabase(dump: string, dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // The dump names its entries from the root ("/PG_VERSION"); node-tar takes them relative to `dir`.
  await tar.extract({ file: dump, cwd: dir, onwarn: () => {} });
}
