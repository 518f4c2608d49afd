import type { StorageConfig } from './config';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { Storage } from './storage';

/** The configured storage: S3-compatible when S3_BUCKET is set, local disk under DATA_DIR/files otherwise. */
export function createStorage(config: StorageConfig): Storage {
  return config.kind === 's3' ? createS3Storage(config) : createLocalStorage(config.dir);
}

export { type StorageConfig, storageConfigFromEnv } from './config';
export { createLocalStorage } from './local';
export { createS3Storage } from './s3';
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
