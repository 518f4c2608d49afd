import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

/**
 * An S3-compatible server for the tests: s3rver (@20minutes/s3rver, a devDependency), which keeps
 * its objects in a directory and needs no network beyond this machine. `.ci/run` starts one with
 * this file as a script and exports TEST_S3_*; a test that must have one calls `testS3()`, which
 * answers that server when given and otherwise starts its own.
 */
export interface S3Target {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  vhostBuckets: boolean;
  allowMismatchedSignatures: boolean;
  configureBuckets: { name: string; configs: Buffer[] }[];
}) => S3rverInstance;

// s3rver's one account (its fixed key pair).
const S3RVER_KEY = 'S3RVER';

/** Starts s3rver on 127.0.0.1 (port 0: one the system picks) with `bucket` created. */
export async function startS3Server(
  options: { port?: number; directory?: string; bucket?: string } = {},
): Promise<S3Target & { close(): Promise<void> }> {
  const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass;
  const owned = options.directory === undefined;
  const directory = options.directory ?? mkdtempSync(join(tmpdir(), 'quire-s3-'));
  const bucket = options.bucket ?? 'quire-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    directory,
    silent: true,
    vhostBuckets: false,
    // The AWS SDK signs a bucket's path as `/bucket/` (ListObjectsV2, DeleteObjects) and s3rver
    // checks `/bucket`: it still refuses an unknown access key, but not a signature it misreads.
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    async close() {
      await server.close();
      if (owned) rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The S3 server of TEST_S3_* when set (closing it is left to whoever started it), else a new one. */
export async function testS3(): Promise<S3Target & { close(): Promise<void> }> {
  const endpoint = process.env.TEST_S3_ENDPOINT;
  if (!endpoint) return startS3Server();
  return {
    endpoint,
    bucket: process.env.TEST_S3_BUCKET ?? 'quire-test',
    accessKeyId: process.env.TEST_S3_ACCESS_KEY_ID ?? S3RVER_KEY,
    secretAccessKey: process.env.TEST_S3_SECRET_ACCESS_KEY ?? S3RVER_KEY,
    close: async () => {},
  };
}

// As a script (`node --import tsx apps/server/test/s3-server.ts --directory DIR [--port N]
// [--bucket NAME]`): runs until SIGTERM or SIGINT, after printing the TEST_S3_* lines to export.
const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(realpathSync(entry)).href) {
  const { values } = parseArgs({
    options: { directory: { type: 'string' }, port: { type: 'string' }, bucket: { type: 'string' } },
  });
  const s3 = await startS3Server({
    port: Number(values.port ?? 0),
    ...(values.directory ? { directory: values.directory } : {}),
    ...(values.bucket ? { bucket: values.bucket } : {}),
  });
  process.stdout.write(
    [
      `TEST_S3_ENDPOINT=${s3.endpoint}`,
      `TEST_S3_BUCKET=${s3.bucket}`,
      `TEST_S3_ACCESS_KEY_ID=${s3.accessKeyId}`,
      `TEST_S3_SECRET_ACCESS_KEY=${s3.secretAccessKey}`,
      '',
    ].join('\n'),
  );
  const stop = () => void s3.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
