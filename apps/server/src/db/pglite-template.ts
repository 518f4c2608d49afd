import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PGliteOptions } from '@electric-sql/pglite';
import { REPO_ROOT } from '../config';

/**
 * The embedded database's cluster template (decision 031).
 *
 * PGlite's initdb runs a second PostgreSQL instance inside the process and copies its whole
 * WebAssembly memory between steps: a first start on a fresh data directory peaked at about 800 MB.
 * A freshly initialised cluster is the same bytes for every installation of the same PGlite build,
 * so it is made once (by `npm run build`, in its own process, or by the tests' global setup) and a
 * new data directory starts as a copy of it. PGlite then opens an existing cluster, as on any restart.
 *
 * The template is keyed by a hash of PGlite's binaries: another PGlite version never uses it, and
 * without a template the start falls back to PGlite's own initdb, as before.
 */

/** PGlite's dist/ folder (the binaries and the data bundle). */
function pgliteDist(): string {
  return dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
}

let key: string | undefined;

/** A hash of the PGlite build: the files initdb's output depends on. */
export function pgliteBuildKey(): string {
  if (key) return key;
  const hash = createHash('sha256');
  for (const file of ['pglite.wasm', 'initdb.wasm', 'pglite.data']) {
    hash.update(file).update(readFileSync(join(pgliteDist(), file)));
  }
  key = hash.digest('hex').slice(0, 16);
  return key;
}

/**
 * Where templates are kept: QUIRE_PGLITE_TEMPLATE_DIR, else node_modules/.cache/quire (which `npm ci`
 * empties with the rest). Read here rather than in loadConfig: the build and the tests' setup make
 * templates without a server configuration.
 */
export function templateCacheDir(): string {
  return process.env.QUIRE_PGLITE_TEMPLATE_DIR?.trim() || join(REPO_ROOT, 'node_modules', '.cache', 'quire');
}

/** The cluster template of the installed PGlite (a data directory that has never been opened by Quire). */
export function clusterTemplatePath(): string {
  return join(templateCacheDir(), `pglite-cluster-${pgliteBuildKey()}`);
}

const COMPLETE = '.quire-template';

/** A template is used only once it was completely written (the marker is its last file). */
export function templateReady(path: string): boolean {
  return existsSync(join(path, COMPLETE));
}

/**
 * Makes the cluster template unless it is there: PGlite's initdb in a temporary folder, renamed
 * into place once complete, so a concurrent or interrupted run never leaves half a template. Peaks
 * at PGlite's initdb memory in this process: run it in a process of its own (build, test setup).
 */
export async function makeClusterTemplate(options: PGliteOptions): Promise<{ path: string; made: boolean }> {
  const path = clusterTemplatePath();
  if (templateReady(path)) return { path, made: false };
  const { PGlite } = await import('@electric-sql/pglite');
  mkdirSync(templateCacheDir(), { recursive: true });
  const tmp = `${path}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  const pg = new PGlite(tmp, options);
  await pg.waitReady;
  await pg.close();
  writeFileSync(join(tmp, COMPLETE), `${pgliteBuildKey()}\n`);
  try {
    renameSync(tmp, path);
  } catch (error) {
    rmSync(tmp, { recursive: true, force: true });
    if (!templateReady(path)) throw error;
  }
  return { path, made: true };
}

/**
 * Gives a new data directory its cluster from the template; false when there is nothing to do
 * (the directory holds a cluster already) or no template for this PGlite (PGlite's initdb runs).
 * The copy is made beside the directory and renamed into place, so a start interrupted while
 * copying leaves no half cluster that a later start would open.
 */
export function copyClusterTemplate(dataDir: string): boolean {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return false;
  const template = clusterTemplatePath();
  if (!templateReady(template)) return false;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false; // not ours to replace
  mkdirSync(dirname(dataDir), { recursive: true });
  const tmp = `${dataDir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  cpSync(template, tmp, { recursive: true, filter: (source) => !source.endsWith(COMPLETE) });
  try {
    if (existsSync(dataDir)) rmdirSync(dataDir); // empty: checked above
    renameSync(tmp, dataDir);
  } catch (error) {
    rmSync(tmp, { recursive: true, force: true });
    // Another process starting on the same directory got there first.
    if (existsSync(join(dataDir, 'PG_VERSION'))) return false;
    throw error;
  }
  return true;
}
