import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CSRF_HEADER } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/rows';
import type { TestApp } from './helpers';
import type { Call } from './role-matrix.outcomes';

/**
 * The forms of the CSRF probes (csrf-probes.test.ts, decision 053) and what "nothing changed"
 * means: a fingerprint of every table of the database and of the file store.
 */

export interface Probe {
  /** Which form, for the failure message. */
  form: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Sec-Fetch-Site as a browser would send it; null: none (an older browser, a script). */
  fetchSite: string | null;
}

/** What a state-changing request looks like once it has been decided who makes it. */
export interface ProbeTarget {
  method: string;
  call: Call;
  /** A valid token of another session (csrf-probes.test.ts says whose). */
  otherToken: string;
}

/** JSON types another site or a careless client may use; none is the app's own `application/json`. */
export const ODD_JSON_TYPES = [
  'application/json; charset=utf-7',
  'text/json',
  'application/vnd.api+json',
  'application/json-patch+json',
];

const BOUNDARY = '----quire-csrf-probe';

function boundaryOf(headers: Record<string, string> | undefined): string | null {
  const type = Object.entries(headers ?? {}).find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? '';
  return /multipart\/form-data;\s*boundary=("?)([^";]+)\1/i.exec(type)?.[2] ?? null;
}

/** A multipart body of text fields (a JSON body's top-level keys; objects as JSON). */
function multipartOf(fields: [string, string][], boundary = BOUNDARY): Buffer {
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.from(`${parts.join('')}--${boundary}--\r\n`);
}

const fieldsOf = (body: unknown): [string, string][] =>
  body && typeof body === 'object' && !Array.isArray(body)
    ? Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])
    : [['payload', JSON.stringify(body ?? {})]];

/**
 * An upload's own multipart body with the `authenticityToken` field taken out (a call built for the
 * role matrix may carry the caller's valid token) and, when `token` is given, put first (where the
 * web client sends it, so the route checks it before the file).
 */
function uploadBody(raw: Buffer, boundary: string, token?: string): Buffer {
  const text = raw.toString('latin1');
  const delimiter = `--${boundary}`;
  const parts = text.split(delimiter);
  const kept = parts.filter((p) => !/^\r\nContent-Disposition: form-data; name="authenticityToken"/i.test(p));
  const body = Buffer.from(kept.join(delimiter), 'latin1');
  if (token === undefined) return body;
  const field = `${delimiter}\r\nContent-Disposition: form-data; name="authenticityToken"\r\n\r\n${token}\r\n`;
  return Buffer.concat([Buffer.from(field), body]);
}

/** The same path with its first letter percent-encoded: the router decodes it to the same route. */
export const encodedPath = (url: string): string => url.replace(/^\/a/, '/%61');

/**
 * Every form a forged or careless request may take, none with this session's token:
 * 1. text/plain (a JSON string: what an HTML form with enctype text/plain sends), 2. a urlencoded
 * form, 3. a multipart form (an upload route: its own body, no token), 4. odd JSON media types,
 * 5. the call's own form (JSON, or an upload's multipart) with another session's valid token (the
 * header; an upload's also as its form field), 6. the same with no token at all, 7. the path
 * spelled with a percent-encoded letter, no token.
 * The forms another site's page can send without asking (1–3) come marked cross-site; the rest
 * with no Fetch Metadata at all, which the POST check must not need.
 */
export function probesOf(target: ProbeTarget): Probe[] {
  const { call, otherToken } = target;
  const base: Record<string, string> = {};
  let ownType: string | undefined;
  for (const [k, v] of Object.entries(call.headers ?? {})) {
    if (k.toLowerCase() === 'content-type') ownType = v;
    // A probe is cookie-authenticated only: no retailer key, no token of the call's own.
    else if (!['authorization', CSRF_HEADER].includes(k.toLowerCase())) base[k] = v;
  }
  const boundary = boundaryOf(call.headers);
  const upload = call.raw && boundary ? { raw: call.raw, boundary } : null;
  // The call as the app's client sends it: an upload's form (without its token), a raw body, JSON, or nothing.
  const native: { type?: string; payload?: string | Buffer } = upload
    ? { type: ownType, payload: uploadBody(upload.raw, upload.boundary) }
    : call.raw
      ? { type: ownType ?? 'application/octet-stream', payload: call.raw }
      : call.body !== undefined
        ? { type: 'application/json', payload: JSON.stringify(call.body) }
        : {};
  const text = native.payload ?? '{}';
  const typed = (form: string, type: string, payload: string | Buffer, fetchSite: string | null): Probe => ({
    form,
    url: call.url,
    headers: { ...base, 'content-type': type },
    payload,
    fetchSite,
  });
  const fields = call.raw ? [] : fieldsOf(call.body);
  const own = (form: string, headers: Record<string, string>, url = call.url): Probe => ({
    form,
    url,
    headers: { ...base, ...headers, ...(native.type ? { 'content-type': native.type } : {}) },
    ...(native.payload !== undefined ? { payload: native.payload } : {}),
    fetchSite: null,
  });
  const probes: Probe[] = [
    typed('text/plain', 'text/plain', text, 'cross-site'),
    typed(
      'urlencoded',
      'application/x-www-form-urlencoded',
      new URLSearchParams(fields).toString(),
      'cross-site',
    ),
    upload
      ? { ...own('multipart', {}), fetchSite: 'cross-site' }
      : typed('multipart', `multipart/form-data; boundary=${BOUNDARY}`, multipartOf(fields), 'cross-site'),
    ...ODD_JSON_TYPES.map((type) => typed(type, type, text, null)),
    own("another session's token", { [CSRF_HEADER]: otherToken }),
  ];
  if (upload) {
    probes.push({
      ...own("another session's token as the form field", {}),
      payload: uploadBody(upload.raw, upload.boundary, otherToken),
    });
  }
  probes.push(own('no token', {}), own('percent-encoded path, no token', {}, encodedPath(call.url)));
  return probes;
}

/** The probes of a state-changing GET (decision 033): never same-origin, never this session's token. */
export function getProbesOf(target: ProbeTarget): Probe[] {
  const get = (
    form: string,
    fetchSite: string | null,
    headers: Record<string, string> = {},
    url = target.call.url,
  ) => ({
    form,
    url,
    headers,
    fetchSite,
  });
  return [
    get('cross-site', 'cross-site'),
    get('same-site', 'same-site'),
    get('typed address (none)', 'none'),
    get('no Fetch Metadata', null),
    get("another session's token", null, { [CSRF_HEADER]: target.otherToken }),
    get('percent-encoded path, cross-site', 'cross-site', {}, encodedPath(target.call.url)),
  ];
}

/**
 * Columns left out of the fingerprint, each because it changes on a request that changes nothing:
 * - sessions.last_seen_at: the session plugin resolves the cookie before the CSRF check and moves
 *   the idle timer on (at most once a minute); it is the session being used, not written to.
 * Nothing else is left out: background jobs are off in the probes' app, so no job row moves on its
 * own, and the rate limits count in memory (or Redis), not in the database.
 */
export const IGNORED_COLUMNS: Record<string, string[]> = { sessions: ['last_seen_at'] };

/**
 * Every base table of the database: its row count and an md5 of its rows, each row as text
 * (without the ignored columns), in the order of that text, so two equal tables give the same
 * fingerprint whatever order the rows are stored in.
 */
export async function fingerprint(t: TestApp): Promise<Record<string, string>> {
  const db = t.database.db;
  const columns = rowsOf<{ schema: string; table: string; column: string }>(
    await db.execute(sql`
      select c.table_schema as schema, c.table_name as table, c.column_name as column
        from information_schema.columns c
        join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
       where c.table_schema not in ('pg_catalog', 'information_schema')
         and tb.table_type = 'BASE TABLE'
       order by c.table_schema, c.table_name, c.ordinal_position`),
  );
  const tables = new Map<string, string[]>();
  for (const c of columns) {
    const name = `${c.schema}.${c.table}`;
    if ((IGNORED_COLUMNS[c.table] ?? []).includes(c.column)) continue;
    tables.set(name, [...(tables.get(name) ?? []), `"${c.column}"`]);
  }
  const out: Record<string, string> = {};
  for (const [name, cols] of tables) {
    const [schema, table] = name.split('.');
    const q = `select count(*)::int as n, md5(coalesce(string_agg(r.v, E'\\n' order by r.v), '')) as h
                 from (select row(${cols.join(', ')})::text as v from "${schema}"."${table}") r`;
    const row = rowsOf<{ n: number; h: string }>(await db.execute(sql.raw(q)))[0];
    out[name] = `${row?.n} rows, ${row?.h}`;
  }
  return out;
}

/** Every file of the store (path and size): an upload refused must leave none behind. */
export function storedFiles(t: TestApp): string[] {
  const storage = t.config.files.storage;
  if (storage.kind !== 'local') return [];
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else out.push(`${relative(storage.dir, path)} ${statSync(path).size}`);
    }
  };
  walk(storage.dir);
  return out.sort();
}
