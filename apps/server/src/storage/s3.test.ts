import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Target, testS3 } from '../../test/s3-server';
import { createS3Storage } from './s3';
import { type Storage, StorageLimitError, StorageNotFoundError } from './storage';

function chunks(n: number, size = 1024 * 1024): Readable {
  let i = 0;
  return new Readable({
    read() {
      this.push(i++ < n ? Buffer.alloc(size, 0x42) : null);
    },
  });
}

/**
 * The S3 adapter against a real S3-compatible server: the one of TEST_S3_ENDPOINT (with
 * TEST_S3_BUCKET, existing, TEST_S3_ACCESS_KEY_ID, TEST_S3_SECRET_ACCESS_KEY) when set, as in CI,
 * otherwise an s3rver this file starts on a free port (test/s3-server.ts).
 */
describe('S3 storage against a server', () => {
  let s3: S3Target & { close(): Promise<void> };
  let storage: Storage;
  beforeAll(async () => {
    s3 = await testS3();
    storage = createS3Storage({
      kind: 's3',
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      region: 'us-east-1',
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      forcePathStyle: true,
      keyPrefix: `t${Date.now()}/`,
    });
  });
  afterAll(async () => {
    await s3?.close();
  });

  it('streams a multipart put (several parts), reads it back, copies it locally', async () => {
    const stored = await storage.put('files/a/original', chunks(20), { maxBytes: 64 * 1024 * 1024 });
    expect(stored.size).toBe(20 * 1024 * 1024);
    expect(stored.sha256).toBe(
      createHash('sha256')
        .update(Buffer.alloc(20 * 1024 * 1024, 0x42))
        .digest('hex'),
    );
    expect(await storage.stat('files/a/original')).toEqual({ size: 20 * 1024 * 1024 });
    const size = await storage.withLocalCopy('files/a/original', async (p) => (await readFile(p)).length);
    expect(size).toBe(20 * 1024 * 1024);
  });

  it('over the limit: StorageLimitError and no object', async () => {
    await expect(
      storage.put('files/big/original', chunks(12), { maxBytes: 9 * 1024 * 1024 }),
    ).rejects.toBeInstanceOf(StorageLimitError);
    expect(await storage.stat('files/big/original')).toBeNull();
  });

  it('missing objects, delete and deletePrefix', async () => {
    await expect(storage.get('files/none')).rejects.toBeInstanceOf(StorageNotFoundError);
    expect(await storage.stat('files/none')).toBeNull();
    await storage.put('files/p/one', Readable.from([Buffer.from('1')]), { maxBytes: 10 });
    await storage.put('files/p/sub/two', Readable.from([Buffer.from('2')]), { maxBytes: 10 });
    await storage.put('files/pq/three', Readable.from([Buffer.from('3')]), { maxBytes: 10 });
    expect(await text(await storage.get('files/p/sub/two'))).toBe('2');
    await storage.deletePrefix('files/p/');
    expect(await storage.stat('files/p/one')).toBeNull();
    expect(await storage.stat('files/p/sub/two')).toBeNull();
    expect(await storage.stat('files/pq/three')).toEqual({ size: 1 });
    await storage.delete('files/pq/three');
    expect(await storage.stat('files/pq/three')).toBeNull();
  });
});
