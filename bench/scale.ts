// `npm run bench:scale` (after `npm run build`): the projects dashboard at scale.
// 100,000 projects across 1,000 authors on a PostgreSQL server; the dashboard list, the
// project search and the ONIX trade download of 1,000 books are timed through the built API
// (p50, p95) and, in the same run, the bare SQL that answers the same question straight from
// the database (the baseline; the list's statements prepared, as the repository prepares them,
// decision 075), and the list behind a bare Fastify process (bench/bare-list-server.ts). Only the ratio
// means anything on a shared machine. Needs a PostgreSQL server: BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres); a fresh database is created and dropped
// (BENCH_KEEP_DB=1 keeps it and prints its URL, for EXPLAIN ANALYZE; drop it by hand after).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { WORD_SEPARATORS } from '../apps/server/src/modules/projects/names';
import {
  queryWordsOf,
  rankedByWords,
  searchAnswer,
  vocabularyQuery,
} from '../apps/server/src/modules/projects/search-words.repository';
import { SERVER_ARGS } from '../e2e/server-command';
import { listStatements } from './scale-list';
import { ADJECTIVES, NOUNS, PLACES, stats } from './support';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const AUTHORS = Number(process.env.BENCH_AUTHORS ?? 1000);
const PROJECTS_PER_AUTHOR = Number(process.env.BENCH_PROJECTS_PER_AUTHOR ?? 100);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
/** The trade download is a large answer (1,000 records): fewer samples. */
const FEED_SAMPLES = Number(process.env.BENCH_FEED_SAMPLES ?? 20);
/** BENCH_PORT runs two benches side by side without one timing the other's server. */
const PORT = Number(process.env.BENCH_PORT ?? 3402);
/** A database a run kept (BENCH_KEEP_DB=1) to time again without seeding it anew; it is kept again. */
const REUSE_DB = process.env.BENCH_REUSE_DB;
const KEEP_DB = process.env.BENCH_KEEP_DB === '1' || Boolean(REUSE_DB);
const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = REUSE_DB ?? `quire_scale_${Date.now()}`;
const dbUrl = (() => {
  const u = new URL(baseUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();

/** The bare Fastify reference server's port (bench/bare-list-server.ts). */
const BARE_PORT = PORT + 1;

async function time(n: number, fn: (i: number) => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn(i);
    out.push(performance.now() - t);
  }
  return out;
}

/**
 * The API's client: a GET on one kept-alive connection through `node:http`, the answer read whole
 * and parsed, as the baseline's node-postgres client reads its rows on its kept connections.
 * (`fetch` costs 0.3–0.6 ms more a request here, its own work, which no server change can remove.)
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
function httpGet(path: string, cookie: string, port = PORT): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, agent, headers: { cookie } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function waitHealthy(): Promise<void> {
  const started = Date.now();
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    if (Date.now() - started > 120_000) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const cookiesOf = (res: Response) =>
  (res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');

async function signInAs(email: string, password: string): Promise<string> {
  const tokenRes = await fetch(`http://127.0.0.1:${PORT}/api/authentication/csrf-token`);
  const token = ((await tokenRes.json()) as { payload: { token: string } }).payload.token;
  const res = await fetch(`http://127.0.0.1:${PORT}/api/authentication/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: cookiesOf(tokenRes) },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed for ${email}: ${res.status}`);
  return cookiesOf(res);
}

/** An author's search as the repository runs it (listing.repository.ts), as a bare statement. */
const SEARCH_SQL = `
  with ranked as (
    select p.id, p.title, p.subtitle, p.isbn, p.series_id, p.updated_at,
           false as isbn_match,
           word_similarity($1, p.search_text) as score
      from projects p
     where p.owner_customer_id = $2
       and (p.search_text like '%' || $1 || '%' or $1 <% p.search_text)
     order by score desc, p.updated_at desc
     limit 10)
  select r.id, r.title, r.subtitle, r.isbn, r.updated_at, r.isbn_match,
         s.name as series_name, a.author, n.names, r.score,
         word_similarity($1, lower(concat_ws(' ', r.title, r.subtitle))) as title_score,
         word_similarity($1, lower(coalesce(n.names, ''))) as author_score,
         word_similarity($1, lower(coalesce(s.name, ''))) as series_score
    from ranked r
    left join series s on s.id = r.series_id
    left join lateral (
      select c.first_name || ' ' || c.last_name as author from project_contributors c
       where c.project_id = r.id order by (c.role <> 'A'), c.position limit 1) a on true
    left join lateral (
      select string_agg(c.first_name || ' ' || c.last_name, ' ') as names
        from project_contributors c where c.project_id = r.id) n on true
   order by r.score desc, r.updated_at desc`;

/**
 * The rows the ONIX trade download reads, as one bare statement: the newest 1,000 on-sale books
 * (ONSALE, then LSI_ONSALE, as the service takes them) with their series' names, contributors,
 * categories and group sizes. The API reads the same rows (a page of ids per 100 books, then one
 * read per kind of row) and writes each book's ONIX record; the ratio is that work's cost.
 */
const FEED_SQL = `
  with picked as (
    (select id, 0 as k, updated_at from projects where status = 'ONSALE' order by updated_at desc, id limit 1000)
    union all
    (select id, 1 as k, updated_at from projects where status = 'LSI_ONSALE' order by updated_at desc, id limit 1000)
    order by k, updated_at desc, id
    limit 1000)
  select p.*, s.name as series_name,
         (select json_agg(c order by c.position) from project_contributors c where c.project_id = p.id) as contributors,
         (select json_agg(pc.category_id order by pc.position) from project_categories pc where pc.project_id = p.id) as categories,
         (select count(*) from projects g where g.group_project_id = p.group_project_id) as group_size
    from picked join projects p using (id)
    left join series s on s.id = p.series_id
   order by picked.k, picked.updated_at desc, picked.id`;

async function searchSql(pool: pg.Pool, params: unknown[]): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(
      "select set_config('pg_trgm.word_similarity_threshold', '0.4', true), set_config('enable_seqscan', 'off', true)",
    );
    await client.query(SEARCH_SQL, params);
    await client.query('commit');
  } finally {
    client.release();
  }
}

/**
 * The administrator's search over every project as the repository runs it (decision 058): the
 * same statements, built by search-words.repository.ts and sent bare on one connection (the
 * vocabulary's corrections, then the page with its names and scores).
 */
async function adminSearchSql(pool: pg.Pool, text: string): Promise<void> {
  const dialect = new PgDialect();
  const run = async (statement: SQL) => {
    const q = dialect.sqlToQuery(statement);
    return (await client.query(q.sql, q.params)).rows;
  };
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(
      "select set_config('pg_trgm.word_similarity_threshold', '0.4', true), set_config('enable_seqscan', 'off', true)",
    );
    const ranked = rankedByWords(text, queryWordsOf(await run(vocabularyQuery(text))), 10);
    if (ranked) await run(searchAnswer(text, ranked));
    await client.query('commit');
  } finally {
    client.release();
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await done;
}

const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
if (!REUSE_DB) await admin.query(`create database ${dbName}`);
const server = spawn(process.execPath, SERVER_ARGS, {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATABASE_URL: dbUrl,
    DATA_KEY: randomBytes(32).toString('base64'),
    QUIRE_DEMO: '1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SIGNIN_MAX: '1000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-list-server.ts'], {
  cwd: root,
  env: { ...process.env, BENCH_BARE_PORT: String(BARE_PORT), BENCH_BARE_DATABASE_URL: dbUrl },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const db = new pg.Pool({ connectionString: dbUrl, max: 2 });

try {
  await waitHealthy();

  const t0 = performance.now();
  const demo = await db.query<{ customer_id: string }>(
    "select customer_id from users where email = 'author@example.com'",
  );
  const demoId = demo.rows[0]!.customer_id;
  if (!REUSE_DB) await seed();
  const counts = await db.query<{ users: string; projects: string }>(
    "select (select count(*) from users where role = 'AUTHOR') as users, (select count(*) from projects) as projects",
  );
  const seedMs = performance.now() - t0;
  await measure(demoId, counts.rows[0]!, seedMs);
} finally {
  await stop(server);
  await stop(bare);
  await db.end();
  if (KEEP_DB) console.log(`kept the database: ${dbUrl}`);
  else await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}

/** The demo author plus AUTHORS-1 more (same password hash), PROJECTS_PER_AUTHOR projects each. */
async function seed(): Promise<void> {
  await db.query(
    `insert into users (customer_id, email, password_hash, first_name, last_name, secret_question,
                        secret_answer_hash, account_type, role, vendor_status, business_status, created_at, updated_at)
     select 'C8' || lpad(g::text, 8, '0'), 'bench-author-' || g || '@example.com', u.password_hash,
            (array['Maya','Tom','Ines','Kofi','Lena','Ravi','Ada','Sam','Noor','Eli'])[1 + g % 10],
            (array['Okafor','Lindqvist','Moreau','Tanaka','Silva','Novak','Haddad','Reyes','Byrne','Kowalski'])[1 + (g / 10) % 10],
            u.secret_question, u.secret_answer_hash, 'PUBLISHER', 'AUTHOR', 'Active', 'Active', now(), now()
     from generate_series(1, $1::int) g, (select * from users where email = 'author@example.com') u`,
    [AUTHORS - 1],
  );
  await db.query(
    `insert into projects (owner_customer_id, type, title, subtitle, status, list_price, isbn, search_text, words, created_at, updated_at)
     select a.customer_id,
            (array['EBOOK','POD','PRINT'])[1 + (g % 3)],
            t.title, null,
            (array['NEW','EDITING','ONSALE','OFFSALE'])[1 + (g % 4)],
            case when g % 5 = 0 then null else (0.99 + (g % 1900) / 10.0)::numeric(10,2) end,
            '979' || lpad((a.n * 1000 + g)::text, 10, '0'),
            lower(concat_ws(' ', t.title, '979' || lpad((a.n * 1000 + g)::text, 10, '0'), a.first_name || ' ' || a.last_name)),
            array(select distinct w from regexp_split_to_table(lower(t.title || ' ' || a.first_name || ' ' || a.last_name), $5) w
                   where w <> '' order by w),
            now() - make_interval(mins => g), now() - make_interval(mins => g)
     from (select customer_id, first_name, last_name, row_number() over (order by customer_id) as n
             from users where role = 'AUTHOR') a,
          generate_series(1, $1::int) g,
          lateral (select $2::text[] as adj, $3::text[] as noun, $4::text[] as place) w,
          lateral (select 'The ' || w.adj[1 + (g * 7 + a.n::int) % 10] || ' ' || w.noun[1 + (g * 3 + a.n::int) % 10]
                          || ' of ' || w.place[1 + (g + a.n::int * 11) % 10] || ' ' || g as title) t`,
    [PROJECTS_PER_AUTHOR, ADJECTIVES, NOUNS, PLACES, WORD_SEPARATORS],
  );
  // The search vocabulary, as each save adds to it (decision 058).
  await db.query(
    `insert into project_search_words (word)
     select distinct w from projects, unnest(words) w where w ~ '[^0-9]' on conflict do nothing`,
  );
  await db.query(
    `insert into project_contributors (project_id, position, first_name, last_name, role)
     select p.id, 0, u.first_name, u.last_name, 'A' from projects p join users u on u.customer_id = p.owner_customer_id
     on conflict do nothing`,
  );
  await db.query('analyze');
}

async function measure(
  demoId: string,
  count: { users: string; projects: string },
  seedMs: number,
): Promise<void> {
  // ── Signed in as the demo author through the API ──
  const cookie = await signInAs('author@example.com', 'Author2026');
  const api = async (path: string, asCookie = cookie) => {
    const res = await httpGet(path, asCookie);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.body}`);
    return JSON.parse(res.body);
  };

  const pages = Math.ceil(PROJECTS_PER_AUTHOR / 20);
  const queries = ['silnt harbr', 'crimsn gardn', 'hiden lantrn', 'golden rivr', 'okafor', 'kyotto'];

  // Warm both paths once, then time them alternately so drift affects both alike.
  await api('/api/projects?page=1&limit=20');
  await api(`/api/search/search?q=${encodeURIComponent(queries[0]!)}`);

  // The floor under every API figure: a request through the same client and HTTP stack, with the
  // same cookie, that runs one statement (the health check: the database's own round trip).
  const floorApi = await time(SAMPLES, () => api('/api/health'));
  // Under that, a request that runs no statement: an unknown path under /api (404) through the
  // same client, cookie and hooks. The list cannot answer faster than this plus its own statements,
  // so (this + the list's SQL) ÷ the list's SQL is the lowest ratio any server could show here.
  const emptyApi = await time(SAMPLES, async () => {
    const res = await httpGet('/api/bench-no-such-route', cookie);
    if (res.status !== 404) throw new Error(`the no-statement floor answered ${res.status}`);
  });
  const listApi = await time(SAMPLES, (i) => api(`/api/projects?page=${1 + (i % pages)}&limit=20`));
  // The same answer as bare SQL: the repository's two statements, prepared as it prepares them
  // (decision 075), and sent unnamed (parsed and planned every time), the baseline before it.
  const listSql = await time(SAMPLES, (i) =>
    Promise.all(listStatements(demoId, 1 + (i % pages)).map((q) => db.query(q))),
  );
  const listSqlUnprepared = await time(SAMPLES, (i) =>
    Promise.all(listStatements(demoId, 1 + (i % pages), false).map((q) => db.query(q))),
  );
  // The same statements behind a bare Fastify process: the least any HTTP API costs here.
  const barePath = (page: number) => `/bare/projects?owner=${demoId}&page=${page}`;
  for (
    let tries = 0;
    (await httpGet(barePath(1), '', BARE_PORT).catch(() => null))?.status !== 200;
    tries++
  ) {
    if (tries > 100) throw new Error('the bare Fastify server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const listBare = await time(SAMPLES, async (i) => {
    const res = await httpGet(barePath(1 + (i % pages)), '', BARE_PORT);
    if (res.status !== 200) throw new Error(`the bare server answered ${res.status}`);
    return JSON.parse(res.body);
  });
  const searchApi = await time(SAMPLES, (i) =>
    api(`/api/search/search?q=${encodeURIComponent(queries[i % queries.length]!)}&limit=10`),
  );
  const searchSqlTimes = await time(SAMPLES, (i) => searchSql(db, [queries[i % queries.length], demoId]));

  // An administrator searches every project: the case where the trigram index has to carry it.
  const adminCookie = await signInAs('admin@example.com', 'Admin2026');
  const adminSamples = Math.max(20, Math.floor(SAMPLES / 4));
  const adminApi = await time(adminSamples, (i) =>
    api(`/api/search/search?q=${encodeURIComponent(queries[i % queries.length]!)}&limit=10`, adminCookie),
  );
  const adminSql = await time(adminSamples, (i) => adminSearchSql(db, queries[i % queries.length]!));

  // The ONIX trade download as an administrator: every account's on-sale books, the newest 1,000
  // (TRADE_DOWNLOAD_MAX), each written as its ONIX record; and the bare SQL reading the same rows.
  const tradeDownload = async () => {
    const res = await fetch(`http://127.0.0.1:${PORT}/api/project/trade-download`, {
      headers: { cookie: adminCookie },
    });
    if (!res.ok) throw new Error(`trade-download: ${res.status} ${await res.text()}`);
    return res.text();
  };
  const feedRecords = ((await tradeDownload()).match(/<Product>/g) ?? []).length;
  await db.query(FEED_SQL);
  const feedApi = await time(FEED_SAMPLES, tradeDownload);
  const feedSql = await time(FEED_SAMPLES, () => db.query(FEED_SQL));

  const list = {
    api: stats(listApi),
    sql: stats(listSql),
    sqlUnprepared: stats(listSqlUnprepared),
    bareFastify: stats(listBare),
  };
  const floor = stats(floorApi);
  const empty = stats(emptyApi);
  const search = { api: stats(searchApi), sql: stats(searchSqlTimes) };
  const adminSearch = { api: stats(adminApi), sql: stats(adminSql) };
  const feed = { api: stats(feedApi), sql: stats(feedSql) };
  const result = {
    date: new Date().toISOString(),
    node: process.version,
    authors: Number(count.users),
    projects: Number(count.projects),
    seedSeconds: +(seedMs / 1000).toFixed(1),
    samples: SAMPLES,
    healthFloor: floor,
    noStatementFloor: empty,
    list: {
      ...list,
      p50Ratio: +(list.api.p50 / list.sql.p50).toFixed(1),
      p95Ratio: +(list.api.p95 / list.sql.p95).toFixed(1),
      lowestPossibleP50Ratio: +((empty.p50 + list.sql.p50) / list.sql.p50).toFixed(1),
      lowestPossibleP95Ratio: +((empty.p95 + list.sql.p95) / list.sql.p95).toFixed(1),
      bareP50Ratio: +(list.bareFastify.p50 / list.sql.p50).toFixed(1),
      bareP95Ratio: +(list.bareFastify.p95 / list.sql.p95).toFixed(1),
    },
    search: {
      ...search,
      p50Ratio: +(search.api.p50 / search.sql.p50).toFixed(1),
      p95Ratio: +(search.api.p95 / search.sql.p95).toFixed(1),
    },
    adminSearch: {
      ...adminSearch,
      samples: adminSamples,
      p50Ratio: +(adminSearch.api.p50 / adminSearch.sql.p50).toFixed(1),
      p95Ratio: +(adminSearch.api.p95 / adminSearch.sql.p95).toFixed(1),
    },
    tradeDownload: {
      ...feed,
      samples: FEED_SAMPLES,
      records: feedRecords,
      p50Ratio: +(feed.api.p50 / feed.sql.p50).toFixed(1),
      p95Ratio: +(feed.api.p95 / feed.sql.p95).toFixed(1),
    },
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/scale.json'), `${JSON.stringify(result, null, 2)}\n`);

  console.log(
    `\nProjects dashboard at scale: ${result.projects} projects, ${result.authors} authors (seeded in ${result.seedSeconds} s)`,
  );
  console.log(`${SAMPLES} sequential requests each, milliseconds          p50      p95`);
  const row = (name: string, s: { p50: number; p95: number }) =>
    console.log(`  ${name.padEnd(46)} ${String(s.p50).padStart(7)}  ${String(s.p95).padStart(7)}`);
  row('dashboard list, API (GET /api/projects)', list.api);
  row('dashboard list, bare SQL, prepared (baseline)', list.sql);
  row('dashboard list, bare SQL, unprepared', list.sqlUnprepared);
  row('dashboard list, bare Fastify, same statements', list.bareFastify);
  row('the HTTP floor, API (GET /api/health)', floor);
  row('no statement: an unknown /api path (404)', empty);
  row('search with typos, API (GET /api/search/search)', search.api);
  row('search with typos, bare SQL (baseline)', search.sql);
  row(`admin search, all projects, API (${adminSamples} requests)`, adminSearch.api);
  row('admin search, all projects, bare SQL (baseline)', adminSearch.sql);
  row(`ONIX trade download, ${feedRecords} records, API (${FEED_SAMPLES} requests)`, feed.api);
  row('ONIX trade download, bare SQL of its rows (baseline)', feed.sql);
  console.log(`  list   API / SQL: p50 ${result.list.p50Ratio}×, p95 ${result.list.p95Ratio}×`);
  console.log(
    `  list   (no-statement floor + SQL) / SQL, the lowest possible: p50 ${result.list.lowestPossibleP50Ratio}×, p95 ${result.list.lowestPossibleP95Ratio}×`,
  );
  console.log(
    `  list   bare Fastify / SQL: p50 ${result.list.bareP50Ratio}×, p95 ${result.list.bareP95Ratio}×`,
  );
  console.log(`  search API / SQL: p50 ${result.search.p50Ratio}×, p95 ${result.search.p95Ratio}×`);
  console.log(
    `  admin search API / SQL: p50 ${result.adminSearch.p50Ratio}×, p95 ${result.adminSearch.p95Ratio}×`,
  );
  console.log(
    `  trade download API / SQL: p50 ${result.tradeDownload.p50Ratio}×, p95 ${result.tradeDownload.p95Ratio}×`,
  );
}
