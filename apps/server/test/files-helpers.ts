import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_LIMITS, type UploadLimits } from '@quire/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { type AppConfig, loadConfig } from '../src/config';
import { buildEpub } from '../src/modules/files/engines/epub/test-epub';
import { createServices } from '../src/services';
import type { StorageConfig } from '../src/storage';
import { buildTestApp, type ConfigOverrides, type TestApp, type TestClient } from './helpers';

export interface FilePart {
  filename: string;
  data: Buffer;
  contentType?: string;
  /** The form field name (default "file"). */
  field?: string;
}

/**
 * A multipart/form-data body as a browser sends it: the fields in the given order, each file
 * where it appears in `parts` (the web client sends projectElementType, projectId and
 * authenticityToken before the file).
 */
export function multipart(parts: Array<[string, string] | FilePart>): {
  payload: Buffer;
  contentType: string;
} {
  const boundary = `----quire${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if (Array.isArray(part)) {
      const [name, value] = part;
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Where a test app keeps files: a fresh temporary directory, or an S3-compatible server when
 * TEST_S3_ENDPOINT (and TEST_S3_BUCKET, TEST_S3_ACCESS_KEY_ID, TEST_S3_SECRET_ACCESS_KEY) are set.
 */
export function testStorage(): StorageConfig {
  const endpoint = process.env.TEST_S3_ENDPOINT;
  if (!endpoint) return { kind: 'local', dir: mkdtempSync(join(tmpdir(), 'quire-files-')) };
  return {
    kind: 's3',
    bucket: process.env.TEST_S3_BUCKET ?? 'quire-test',
    endpoint,
    region: 'us-east-1',
    accessKeyId: process.env.TEST_S3_ACCESS_KEY_ID ?? null,
    secretAccessKey: process.env.TEST_S3_SECRET_ACCESS_KEY ?? null,
    forcePathStyle: true,
    keyPrefix: `t${randomBytes(6).toString('hex')}/`,
  };
}

/** A test app whose files go to a fresh store (testStorage); EpubCheck off (the engines' tests run it). */
export async function buildFilesApp(
  limits: Partial<UploadLimits> = {},
  overrides: ConfigOverrides = {},
): Promise<TestApp> {
  const base = loadConfig({});
  return buildTestApp({
    ...overrides,
    files: {
      storage: testStorage(),
      limits: { ...UPLOAD_LIMITS, ...limits },
      epubcheck: 'off',
    },
    jobs: { ...base.jobs, mode: 'off' },
  });
}

/** POSTs an upload the way the web client does (fields first unless `fileFirst`). */
export async function upload(
  client: TestClient,
  opts: {
    projectId: string;
    elementType?: string;
    file: FilePart | null;
    sample?: boolean;
    fileFirst?: boolean;
    token?: string | null;
  },
): Promise<LightMyRequestResponse> {
  const fields: Array<[string, string]> = [];
  if (opts.elementType) fields.push(['projectElementType', opts.elementType]);
  fields.push(['projectId', opts.projectId]);
  const token = opts.token === undefined ? client.csrfToken : opts.token;
  if (token !== null && token !== undefined) fields.push(['authenticityToken', token]);
  const parts: Array<[string, string] | FilePart> = opts.file
    ? opts.fileFirst
      ? [opts.file, ...fields]
      : [...fields, opts.file]
    : fields;
  const { payload, contentType } = multipart(parts);
  return client.request('POST', opts.sample ? '/api/project/uploadSample' : '/api/project/upload', {
    raw: payload,
    headers: { 'content-type': contentType },
    csrf: false,
  });
}

/** Creates a project for the signed-in client and answers its id. */
export async function createProject(client: TestClient, body: Record<string, unknown>): Promise<string> {
  const res = await client.post('/api/project', body);
  if (res.statusCode !== 200) throw new Error(`create project answered ${res.statusCode}: ${res.body}`);
  return res.json().payload.id as string;
}

/**
 * A worker on the test app's database and file store (the app itself runs with JOBS_MODE=off):
 * `drain()` runs every queued job to its end, as `npm run worker` would.
 */
export function worker(t: TestApp, files: Partial<AppConfig['files']> = {}) {
  const config = { ...t.config, files: { ...t.config.files, ...files } };
  return createServices(t.database.db, config, t.database.kind).jobs;
}

/** A small valid EPUB 3 (the EPUB engine's test builder), with `files` changed. */
export const epubFile = async (files: Record<string, string | Buffer | null> = {}): Promise<FilePart> => ({
  filename: 'book.epub',
  data: await buildEpub(files),
  contentType: 'application/epub+zip',
});

export const statusOf = (c: TestClient, projectId: string, element: string) =>
  c.get(`/api/project/preflightstatus?projectId=${projectId}&elementType=${element}`);

/** The error on one field of a failure envelope. */
export const fieldError = (res: { json(): { errors: unknown } }, field: string) =>
  (res.json().errors as { field?: string; description: string }[]).find((e) => e.field === field);

/** Rows of project_files for a project (only the current ones when asked). */
export async function countFiles(t: TestApp, projectId: string, currentOnly = false): Promise<number> {
  const r = await t.database.db.execute(
    sql`select count(*)::int as n from project_files where project_id = ${projectId}
        and (${!currentOnly} or superseded_at is null)`,
  );
  const rows = (Array.isArray(r) ? r : (r as { rows: { n: number }[] }).rows) as { n: number }[];
  return Number(rows[0]?.n ?? 0);
}
