import type { StorageConfig } from './config';
import { createLocalStorage } from './local';
import type { Storage } from './storage';

/** The configured storage: S3-compatible when S3_BUCKET is set, local disk under DATA_DIR/files otherwise. */
export function createStorage(config: StorageConfig): Storage {
  return config.kind === 's3' ? lazyS3Storage(config) : createLocalStorage(config.dir);
}

/**
 * The S3 adapter, with the AWS SDK (about 45 MB resident and 0.3 s to load) imported at the first
 * call instead of at start-up, which a server storing on local disk never pays (a lighter start).
 */
function lazyS3Storage(config: Extract<StorageConfig, { kind: 's3' }>): Storage {
  let loaded: Promise<Storage> | null = null;
  const s3 = () => {
    loaded ??= import('./s3').then((m) => m.createS3Storage(config));
    return loaded;
  };
  return {
    kind: 's3',
    put: async (key, readable, options) => (await s3()).put(key, readable, options),
    get: async (key, range) => (await s3()).get(key, range),
    stat: async (key) => (await s3()).stat(key),
    withLocalCopy: async (key, fn) => (await s3()).withLocalCopy(key, fn),
    delete: async (key) => (await s3()).delete(key),
    deletePrefix: async (prefix) => (await s3()).deletePrefix(prefix),
  };
}

export { type StorageConfig, storageConfigFromEnv } from './config';
export { createLocalStorage, removeUploadLeftovers } from './local';
export {
  assertKey,
  type ByteRange,
  entryKey,
  type Storage,
  StorageKeyError,
  StorageLimitError,
  StorageNotFoundError,
  type StoredObject,
} from './storage';
