import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Transform, type TransformCallback } from 'node:stream';

/**
 * Where uploaded and derived files live (decision 013). Keys are relative paths such as
 * `files/<fileId>/original`; nothing outside this interface reads a stored file by a local path.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /**
   * Streams `readable` into `key` (never buffering the whole file) and answers its size and
   * SHA-256. Over `maxBytes` it stops reading, keeps nothing and throws `StorageLimitError`.
   * The object appears whole or not at all.
   */
  put(key: string, readable: Readable, options: { maxBytes: number }): Promise<StoredObject>;
  /**
   * A stream of the object, or of the bytes `start`..`end` (inclusive, both within the object);
   * throws `StorageNotFoundError` when there is none.
   */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Size of the object, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Runs `fn` with a local path holding the object (the file itself on disk, a temporary copy for S3). */
  withLocalCopy<T>(key: string, fn: (path: string) => Promise<T>): Promise<T>;
  /** Deletes one object (nothing when absent). */
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix` (which must end with '/'). */
  deletePrefix(prefix: string): Promise<void>;
}

export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  size: number;
  sha256: string;
}

export class StorageLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`object larger than ${maxBytes} bytes`);
    this.name = 'StorageLimitError';
  }
}

export class StorageNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`no stored object ${key}`);
    this.name = 'StorageNotFoundError';
  }
}

export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`invalid storage key ${JSON.stringify(key).slice(0, 120)}`);
    this.name = 'StorageKeyError';
  }
}

/** One path segment: URL-safe characters only (entry names are stored percent-encoded). */
const SEGMENT = /^[A-Za-z0-9%._~!'()*-]{1,255}$/;

/**
 * Keys are `/`-separated segments of URL-safe characters, never `.` or `..`, never absolute,
 * at most 1,024 characters. A key that breaks the rule is a bug or an attack: it throws.
 */
export function assertKey(key: string, { prefix = false } = {}): void {
  const body = prefix && key.endsWith('/') ? key.slice(0, -1) : key;
  if (prefix && !key.endsWith('/')) throw new StorageKeyError(key);
  if (typeof key !== 'string' || key.length === 0 || key.length > 1024) throw new StorageKeyError(key);
  for (const segment of body.split('/')) {
    if (!SEGMENT.test(segment) || segment === '.' || segment === '..') throw new StorageKeyError(key);
  }
}

/** A path inside a container (an EPUB entry) as a key suffix: each segment percent-encoded. */
export function entryKey(entryPath: string): string {
  const segments = entryPath.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) throw new StorageKeyError(entryPath);
  return segments.map((s) => encodeURIComponent(s)).join('/');
}

/**
 * Counts and hashes the bytes passing through, and fails with `StorageLimitError` as soon as
 * they exceed `maxBytes`.
 */
export class Meter extends Transform {
  /** Not `size`: @aws-sdk/lib-storage reads a body's `size` as its total length. */
  bytes = 0;
  private readonly hash = createHash('sha256');
  constructor(private readonly maxBytes: number) {
    super();
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      done(new StorageLimitError(this.maxBytes));
      return;
    }
    this.hash.update(chunk);
    done(null, chunk);
  }
  digest(): StoredObject {
    return { size: this.bytes, sha256: this.hash.digest('hex') };
  }
}
