import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { deleting } from './delete-hold';
import {
  assertKey,
  Meter,
  type Storage,
  StorageKeyError,
  StorageNotFoundError,
  type StoredObject,
} from './storage';

/**
 * Files on local disk under `root` (DATA_DIR/files by default). A put streams into a temporary
 * file in `root/.tmp` and renames it into place, so a reader never sees half an object.
 */
export function createLocalStorage(root: string): Storage {
  const base = resolve(root);
  const tmpDir = join(base, '.tmp');

  function pathOf(key: string, { prefix = false } = {}): string {
    assertKey(key, { prefix });
    const path = resolve(base, key);
    // assertKey already forbids `..`; this is the belt to its braces.
    if (!path.startsWith(base + sep)) throw new StorageKeyError(key);
    return path;
  }

  return {
    kind: 'local',

    async put(key, readable, { maxBytes }): Promise<StoredObject> {
      const target = pathOf(key);
      await mkdir(tmpDir, { recursive: true });
      const tmp = join(tmpDir, randomUUID());
      const meter = new Meter(maxBytes);
      try {
        await pipeline(readable, meter, createWriteStream(tmp, { flags: 'wx', mode: 0o600 }));
        await mkdir(dirname(target), { recursive: true });
        await rename(tmp, target);
        return meter.digest();
      } catch (error) {
        await unlink(tmp).catch(() => {});
        throw error;
      }
    },

    async get(key, range): Promise<Readable> {
      const path = pathOf(key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) throw new StorageNotFoundError(key);
      return createReadStream(path, range ? { start: range.start, end: range.end } : {});
    },

    async stat(key) {
      const info = await stat(pathOf(key)).catch(() => null);
      return info?.isFile() ? { size: info.size } : null;
    },

    async withLocalCopy(key, fn) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) throw new StorageNotFoundError(key);
      return fn(path);
    },

    // A backup may hold deletions while it copies the store (delete-hold.ts, decision 049).
    async delete(key) {
      const path = pathOf(key);
      await deleting(() => rm(path, { force: true }));
    },

    async deletePrefix(prefix) {
      const path = pathOf(prefix, { prefix: true });
      await deleting(() => rm(path, { recursive: true, force: true }));
    },
  };
}

/**
 * Deletes what uploads cut short by a crash left in `root/.tmp` (a put that never reached its
 * rename), when last written more than `olderThanMs` ago: 0 when this process alone writes to the
 * store (an embedded Quire holds its data directory), longer when other processes may be
 * uploading into it right now. Answers how many files it deleted.
 */
export async function removeUploadLeftovers(
  root: string,
  olderThanMs: number,
  now = Date.now(),
): Promise<number> {
  const tmpDir = join(resolve(root), '.tmp');
  const names = await readdir(tmpDir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const path = join(tmpDir, name);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile() || now - info.mtimeMs < olderThanMs) continue;
    await unlink(path).catch(() => {});
    removed += 1;
  }
  return removed;
}
