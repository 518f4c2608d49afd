import { join } from 'node:path';

export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      /** An S3-compatible endpoint (MinIO, R2, …); AWS itself when null. */
      endpoint: string | null;
      region: string;
      accessKeyId: string | null;
      secretAccessKey: string | null;
      /** Path-style addressing (`endpoint/bucket/key`), which most S3-compatible servers need. */
      forcePathStyle: boolean;
      /** Prepended to every key, e.g. "quire/". */
      keyPrefix: string;
    };

/**
 * The storage settings from the environment: S3-compatible when S3_BUCKET is set (S3_ENDPOINT,
 * S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_KEY_PREFIX), otherwise DATA_DIR/files.
 */
export function storageConfigFromEnv(
  env: Record<string, string | undefined>,
  dataDir: string,
): StorageConfig {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return { kind: 'local', dir: join(dataDir, 'files') };
  const endpoint = env.S3_ENDPOINT?.trim() || null;
  return {
    kind: 's3',
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID?.trim() || null,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY?.trim() || null,
    forcePathStyle: endpoint !== null,
    keyPrefix: env.S3_KEY_PREFIX?.trim() || '',
  };
}
