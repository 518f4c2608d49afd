import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { storageConfigFromEnv } from './config';
import { createLocalStorage } from './local';
import { assertKey, entryKey, StorageKeyError, StorageLimitError, StorageNotFoundError } from './storage';

const root = () => mkdtempSync(join(tmpdir(), 'quire-storage-'));

/** A stream of `n` chunks of 64 KiB, produced lazily (never held whole). */
function chunks(n: number, byte = 0x41): Readable {
  let i = 0;
  return new Readable({
    read() {
      this.push(i++ < n ? Buffer.alloc(65_536, byte) : null);
    },
  });
}

describe('storage keys', () => {
  it('accepts relative URL-safe keys and refuses traversal, absolute paths and odd characters', () => {
    expect(() => assertKey('files/abc/original')).not.toThrow();
    expect(() => assertKey('files/abc/preview/OEBPS/ch%201.xhtml')).not.toThrow();
    for (const bad of [
      '',
      '/etc/passwd',
      '../x',
      'files/../../x',
      'files/./x',
      'a//b',
      'a\\b',
      'a/b\0',
      'a b',
    ]) {
      expect(() => assertKey(bad), bad).toThrow(StorageKeyError);
    }
    expect(() => assertKey('files/abc', { prefix: true })).toThrow(StorageKeyError);
    expect(() => assertKey('files/abc/', { prefix: true })).not.toThrow();
  });

  it('entry paths become keys segment by segment; dot segments are refused', () => {
    expect(entryKey('OEBPS/Text/Chapter 1.xhtml')).toBe('OEBPS/Text/Chapter%201.xhtml');
    expect(() => assertKey(`p/${entryKey('OEBPS/é (1).css')}`)).not.toThrow();
    expect(() => entryKey('../secret')).toThrow(StorageKeyError);
    expect(() => entryKey('/abs')).toThrow(StorageKeyError);
  });
});

describe('local storage', () => {
  it('streams a put and answers size and sha256; get, stat and withLocalCopy read it back', async () => {
    const storage = createLocalStorage(root());
    const stored = await storage.put('files/a/original', chunks(20), { maxBytes: 10 * 1024 * 1024 });
    expect(stored.size).toBe(20 * 65_536);
    const expected = createHash('sha256')
      .update(Buffer.alloc(20 * 65_536, 0x41))
      .digest('hex');
    expect(stored.sha256).toBe(expected);
    expect(await storage.stat('files/a/original')).toEqual({ size: 20 * 65_536 });
    expect((await text(await storage.get('files/a/original'))).length).toBe(20 * 65_536);
    const size = await storage.withLocalCopy(
      'files/a/original',
      async (path) => (await readFile(path)).length,
    );
    expect(size).toBe(20 * 65_536);
  });

  it('over the limit it throws and keeps nothing, not even a temporary file', async () => {
    const dir = root();
    const storage = createLocalStorage(dir);
    await expect(
      storage.put('files/big/original', chunks(100), { maxBytes: 1_000_000 }),
    ).rejects.toBeInstanceOf(StorageLimitError);
    expect(await storage.stat('files/big/original')).toBeNull();
    expect(readdirSync(join(dir, '.tmp'))).toEqual([]);
  });

  it('a failing source keeps nothing, and the previous object of the key stays whole', async () => {
    const storage = createLocalStorage(root());
    await storage.put('files/x/original', Readable.from([Buffer.from('first')]), { maxBytes: 100 });
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('files/x/original', failing, { maxBytes: 100 })).rejects.toThrow(
      'client went away',
    );
    expect(await text(await storage.get('files/x/original'))).toBe('first');
  });

  it('missing objects: get and withLocalCopy throw not found, stat answers null, delete is quiet', async () => {
    const storage = createLocalStorage(root());
    await expect(storage.get('files/none')).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.withLocalCopy('files/none', async () => 1)).rejects.toBeInstanceOf(
      StorageNotFoundError,
    );
    expect(await storage.stat('files/none')).toBeNull();
    await expect(storage.delete('files/none')).resolves.toBeUndefined();
  });

  it('deletePrefix removes everything under the prefix and nothing beside it', async () => {
    const storage = createLocalStorage(root());
    const one = () => Readable.from([Buffer.from('x')]);
    await storage.put('files/a/original', one(), { maxBytes: 10 });
    await storage.put('files/a/preview/OEBPS/c.xhtml', one(), { maxBytes: 10 });
    await storage.put('files/ab/original', one(), { maxBytes: 10 });
    await storage.deletePrefix('files/a/');
    expect(await storage.stat('files/a/original')).toBeNull();
    expect(await storage.stat('files/a/preview/OEBPS/c.xhtml')).toBeNull();
    expect(await storage.stat('files/ab/original')).toEqual({ size: 1 });
    await expect(storage.deletePrefix('files/a')).rejects.toBeInstanceOf(StorageKeyError);
  });
});

describe('storage configuration', () => {
  it('local disk under DATA_DIR/files by default; S3 when S3_BUCKET is set', () => {
    expect(storageConfigFromEnv({}, '/data')).toEqual({ kind: 'local', dir: '/data/files' });
    expect(
      storageConfigFromEnv(
        {
          S3_BUCKET: 'quire',
          S3_ENDPOINT: 'http://127.0.0.1:9000',
          S3_ACCESS_KEY_ID: 'k',
          S3_SECRET_ACCESS_KEY: 's',
        },
        '/data',
      ),
    ).toMatchObject({
      kind: 's3',
      bucket: 'quire',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      region: 'us-east-1',
    });
  });
});
