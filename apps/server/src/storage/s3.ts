import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { StorageConfig } from './config';
import { assertKey, Meter, type Storage, StorageNotFoundError, type StoredObject } from './storage';

export type S3StorageConfig = Extract<StorageConfig, { kind: 's3' }>;

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * S3-compatible object storage. A put streams through a multipart upload (`@aws-sdk/lib-storage`),
 * which S3 makes visible only once complete; over the limit the upload is aborted.
 */
export function createS3Storage(config: S3StorageConfig, client?: S3Client): Storage {
  const s3 =
    client ??
    new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      // Many S3-compatible servers reject the SDK's default CRC checksums (added in 3.729):
      // send and check them only where S3 requires them.
      ...(config.endpoint
        ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
        : {}),
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
    });
  const Bucket = config.bucket;
  const full = (key: string, prefix = false) => {
    assertKey(key, { prefix });
    return `${config.keyPrefix}${key}`;
  };

  const storage: Storage = {
    kind: 's3',

    async put(key, readable, { maxBytes }): Promise<StoredObject> {
      const meter = new Meter(maxBytes);
      const upload = new Upload({
        client: s3,
        params: { Bucket, Key: full(key), Body: meter },
        queueSize: 2,
        partSize: 8 * 1024 * 1024,
        leavePartsOnError: false,
      });
      // Either the stream fails (limit, client gone) or the upload does; each ends the other.
      const uploading = upload.done().catch((error: unknown) => {
        meter.destroy(error as Error);
        throw error;
      });
      const piping = pipeline(readable, meter).catch((error: unknown) => {
        void upload.abort().catch(() => {});
        throw error;
      });
      const [streamed, uploaded] = await Promise.allSettled([piping, uploading]);
      if (streamed.status === 'rejected') throw streamed.reason;
      if (uploaded.status === 'rejected') throw uploaded.reason;
      return meter.digest();
    },

    async get(key, range): Promise<Readable> {
      try {
        const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
        const out = await s3.send(new GetObjectCommand({ Bucket, Key: full(key), Range }));
        if (!out.Body) throw new StorageNotFoundError(key);
        return out.Body as Readable;
      } catch (error) {
        if (notFound(error)) throw new StorageNotFoundError(key);
        throw error;
      }
    },

    async stat(key) {
      try {
        const out = await s3.send(new HeadObjectCommand({ Bucket, Key: full(key) }));
        return { size: Number(out.ContentLength ?? 0) };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },

    async withLocalCopy(key, fn) {
      const dir = await mkdtemp(join(tmpdir(), 'quire-s3-'));
      try {
        const path = join(dir, 'object');
        await pipeline(await storage.get(key), createWriteStream(path, { mode: 0o600 }));
        return await fn(path);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },

    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: full(key) }));
    },

    async deletePrefix(prefix) {
      const Prefix = full(prefix, true);
      let ContinuationToken: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (keys.length > 0) {
          await s3.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
  return storage;
}

/** For tests and tools: an object body from a string or buffer. */
export const bodyOf = (data: string | Buffer) => Readable.from([Buffer.from(data)]);
