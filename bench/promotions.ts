// `npm run bench:promotions`: the administrators' list of merchandising requests at scale, measured
// against a baseline taken in the same run. A fresh PostgreSQL database is migrated and seeded
// (QUIRE_DEMO=1) by the server's own code; then plain SQL adds 400 on-sale eBooks of 200 publishers,
// 30 promotion definitions and BENCH_PROMO_ROWS nominations (default 100,000: about 30% pending,
// 40% accepted, 30% declined, spread over a year of submission dates). GET /api/project/promos as the
// demo administrator (isAdmin=true) is timed through the real app (buildApp from the source,
// app.inject: routing, session, validation, the repository's two statements, mapping, response
// validation); the baseline is the same two statements (the page, then its count) as bare SQL on one
// connection. Samples alternate so the machine's drift affects both alike; only the ratio means
// anything on a shared machine. BENCH_SAMPLES (default 60);
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres): the database is dropped
// at the end unless BENCH_KEEP_DB=1 (then its URL is printed, for EXPLAIN ANALYZE).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp, prepareDatabase } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { ADJECTIVES, NOUNS, PLACES, root, stats } from './support';

const ROWS = Number(process.env.BENCH_PROMO_ROWS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const KEEP_DB = process.env.BENCH_KEEP_DB === '1';
const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `quire_promotions_${Date.now()}`;
const dbUrl = Object.assign(new URL(baseUrl), { pathname: `/${dbName}` }).toString();
const PAGE = 20;

const FIRST = ['Maya', 'Tom', 'Ines', 'Kofi', 'Lena', 'Ravi', 'Ada', 'Sam', 'Noor', 'Eli'];
const LAST = [
  'Okafor',
  'Lindqvist',
  'Moreau',
  'Tanaka',
  'Silva',
  'Novak',
  'Haddad',
  'Reyes',
  'Byrne',
  'Kowalski',
];
const TYPES = ['LIMITED_TIME_EBOOK', 'ONE_DAY_EBOOK', 'UNDER_2_99', 'NOOK_DAILY_FIND', 'NOOK_DAILY_ROMANCE'];

/**
 * The two statements promotions.requests.repository.ts `page` runs for the administrators' PENDING
 * tab (every account, sorted oldest first): a whole EAN by equality, other words with ILIKE (the
 * trigram indexes), and the count without the definitions (the tab's filter does not need them).
 */
function pageSql(search: string | null): { rows: string; count: string; params: string[] } {
  const ean = search !== null && /^\d{13}$/.test(search);
  const match = ean
    ? ' and r.ean = $1'
    : ' and (r.title ilike $1 or r.author_name ilike $1 or r.ean ilike $1)';
  const where = `r.status = 'PENDING'${search === null ? '' : match}`;
  const n = search === null ? 1 : 2;
  return {
    rows: `select r.*, d.name, d.position, d.display_end
             from promo_requests r inner join promo_definitions d on d.id = r.definition_id
            where ${where}
            order by r.submitted_at asc, r.id asc limit $${n} offset $${n + 1}`,
    count: `select count(*)::int from promo_requests r where ${where}`,
    params: search === null ? [] : [ean ? search : `%${search}%`],
  };
}

const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const dataDir = mkdtempSync(join(tmpdir(), 'quire-bench-promotions-'));
const config = {
  ...loadConfig({
    DATABASE_URL: dbUrl,
    QUIRE_DEMO: '1',
    DATA_DIR: dataDir,
    DATA_KEY: randomBytes(32).toString('base64'),
    SESSION_SECRET: 'bench-promotions-session-secret-0123456789',
    RATE_LIMIT_SIGNIN_MAX: '1000',
  }),
  logLevel: 'warn' as const,
};
// No background jobs in the measured process (the demo seed's e-mails and price changes wait).
config.jobs = { ...config.jobs, mode: 'off' };
const database = await prepareDatabase(config);
const app = await buildApp(config, { database, closeDatabase: true });
await app.ready();
const db = new pg.Pool({ connectionString: dbUrl, max: 2 });

async function cleanup(): Promise<void> {
  await app.close().catch(() => {});
  await db.end().catch(() => {});
  if (KEEP_DB) console.log(`kept ${dbUrl}`);
  else {
    // Pools end their connections asynchronously: one cut by the drop would be an unhandled error.
    for (let i = 0; i < 50; i++) {
      const open = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
        dbName,
      ]);
      if (open.rows[0]?.n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await admin.query(`drop database if exists ${dbName} with (force)`).catch((e) => console.error(e));
  }
  await admin.end().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
}

try {
  // ── Data: 200 publishers' 400 on-sale eBooks, 30 definitions, ROWS nominations ──
  const t0 = performance.now();
  await db.query(
    `insert into users (customer_id, email, password_hash, first_name, last_name, secret_question,
                        secret_answer_hash, account_type, role, vendor_status, business_status, created_at, updated_at)
     select 'C9' || lpad(g::text, 8, '0'), 'bench-publisher-' || g || '@example.com', u.password_hash,
            ($1::text[])[1 + g % 10], ($2::text[])[1 + (g / 10) % 10], u.secret_question, u.secret_answer_hash,
            'PUBLISHER', 'AUTHOR', 'Active', 'Active', now(), now()
       from generate_series(1, 200) g, (select * from users where email = 'author@example.com') u`,
    [FIRST, LAST],
  );
  await db.query(
    `insert into projects (owner_customer_id, type, title, status, list_price, isbn, search_text, created_at, updated_at)
     select 'C9' || lpad((1 + g % 200)::text, 8, '0'), 'EBOOK', t.title, 'ONSALE', (2.99 + g % 10)::numeric(10,2),
            '979' || lpad((5000000000 + g)::text, 10, '0'), lower(t.title), now(), now()
       from generate_series(1, 400) g,
            lateral (select 'The ' || ($1::text[])[1 + (g * 7) % 10] || ' ' || ($2::text[])[1 + (g * 3) % 10]
                            || ' of ' || ($3::text[])[1 + (g / 10) % 10] as title) t`,
    [ADJECTIVES, NOUNS, PLACES],
  );
  await db.query(
    `insert into promo_definitions (merc_promo_type, name, copy, display_end, rules, links, fields,
                                    created_at, updated_at, updated_by)
     select ($1::text[])[1 + g % 5], 'Promotion ' || g, '<p>Deals.</p>',
            case when g % 3 = 0 then null else current_date + (g * 10 - 150) end,
            'One title per nomination', '', '[]'::jsonb, now(), now(), 'bench'
       from generate_series(1, 30) g`,
    [TYPES],
  );
  await db.query(
    `with b as (select p.id, p.owner_customer_id, p.title, p.isbn, p.list_price, u.first_name || ' ' || u.last_name as author,
                       row_number() over (order by p.isbn) as n
                  from projects p join users u on u.customer_id = p.owner_customer_id where p.isbn like '9795%'),
          d as (select id, merc_promo_type, row_number() over (order by name) as n from promo_definitions)
     insert into promo_requests (definition_id, merc_promo_type, project_id, owner_customer_id, author_name, ean,
                                 title, promo_price, regular_price, preferred_start_day, preferred_end_day,
                                 start_day, end_day, start_at, end_at, flex_date, additional_comments, status,
                                 submitted_at, submitted_by, updated_at, decided_at, decided_by, version)
     select d.id, d.merc_promo_type, b.id, b.owner_customer_id,
            b.author, b.isbn, b.title, 1.99, b.list_price, s.day, s.day + 7, s.day, s.day + 7,
            s.day::timestamptz, (s.day + 7)::timestamptz, g % 4 = 0, 'Great reviews this month.', st.status,
            now() - make_interval(mins => g * 5), b.owner_customer_id, now(),
            case when st.status = 'PENDING' then null else now() end,
            case when st.status = 'PENDING' then null else 'bench' end, 1
       from generate_series(1, $1::int) g
       join b on b.n = 1 + g % 400
       join d on d.n = 1 + (g / 7) % 30,
            lateral (select (current_date + (g % 120) - 40) as day) s,
            lateral (select case when (g / 400) % 10 < 3 then 'PENDING' when (g / 400) % 10 < 7 then 'APPROVED'
                              else 'DECLINED' end as status) st`,
    [ROWS],
  );
  // As autovacuum leaves a table in use: statistics and the visibility map (index-only scans).
  await db.query('vacuum analyze');
  const counts = (
    await db.query<{ status: string; n: number }>(
      'select status, count(*)::int as n from promo_requests group by status order by status',
    )
  ).rows;
  const seedMs = performance.now() - t0;

  // ── The demo administrator, signed in through the app ──
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (res: { cookies: { name: string; value: string }[] }) => {
    for (const c of res.cookies) jar.set(c.name, c.value);
  };
  const csrf = await app.inject({ method: 'GET', url: '/api/authentication/csrf-token' });
  keep(csrf);
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/authentication/signin',
    headers: { cookie: cookie(), 'x-csrf-token': csrf.json().payload.token },
    payload: { email: 'admin@example.com', password: 'Admin2026' },
  });
  if (signedIn.statusCode !== 200) throw new Error(`sign-in: ${signedIn.body}`);
  keep(signedIn);
  const list = async (query: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/project/promos?${query}`,
      headers: { cookie: cookie() },
    });
    if (res.statusCode !== 200) throw new Error(`promos?${query}: ${res.statusCode} ${res.body}`);
    return res.json().payload as { promos: unknown[]; numberOfRecords: number };
  };
  const bare = async (client: pg.PoolClient, search: string | null, page: number) => {
    const q = pageSql(search);
    const rows = await client.query(q.rows, [...q.params, PAGE, (page - 1) * PAGE]);
    const count = await client.query<{ count: number }>(q.count, q.params);
    return { rows: rows.rowCount ?? 0, total: count.rows[0]?.count ?? 0 };
  };

  const pending = counts.find((c) => c.status === 'PENDING')?.n ?? 0;
  // A whole EAN, as an administrator pastes it from a publisher's e-mail.
  const ean = (
    await db.query<{ ean: string }>(
      "select ean from promo_requests where status = 'PENDING' and ean like '9795%' order by ean limit 1 offset 17",
    )
  ).rows[0]?.ean;
  const cases: { name: string; query: string; search: string | null; page: number }[] = [
    { name: 'no search, page 1', query: 'isAdmin=true&status=PENDING&pageNum=1', search: null, page: 1 },
    { name: 'no search, page 50', query: 'isAdmin=true&status=PENDING&pageNum=50', search: null, page: 50 },
    {
      name: "search 'harbor', page 1",
      query: 'isAdmin=true&status=PENDING&searchText=harbor&pageNum=1',
      search: 'harbor',
      page: 1,
    },
    {
      name: "search 'okafor' (author), page 1",
      query: 'isAdmin=true&status=PENDING&searchText=okafor&pageNum=1',
      search: 'okafor',
      page: 1,
    },
    {
      name: `search '${ean}' (EAN), page 1`,
      query: `isAdmin=true&status=PENDING&searchText=${ean}&pageNum=1`,
      search: ean ?? '',
      page: 1,
    },
    {
      name: 'search none-such, page 1',
      query: 'isAdmin=true&status=PENDING&searchText=zqxv&pageNum=1',
      search: 'zqxv',
      page: 1,
    },
  ];

  async function measure(label: string) {
    const client = await db.connect();
    const out = [];
    try {
      for (const c of cases) {
        // The app and the bare SQL must agree on the answer before either is timed.
        const viaApp = await list(c.query);
        const viaSql = await bare(client, c.search, c.page);
        if (viaApp.numberOfRecords !== viaSql.total || viaApp.promos.length !== viaSql.rows)
          throw new Error(
            `${c.name}: the app (${viaApp.numberOfRecords}) and the SQL (${viaSql.total}) disagree`,
          );
        const api: number[] = [];
        const sql: number[] = [];
        for (let i = 0; i < SAMPLES; i++) {
          let t = performance.now();
          await list(c.query);
          api.push(performance.now() - t);
          t = performance.now();
          await bare(client, c.search, c.page);
          sql.push(performance.now() - t);
        }
        const a = stats(api);
        const s = stats(sql);
        out.push({
          case: c.name,
          matches: viaSql.total,
          api: a,
          sql: s,
          ratioP50: +(a.p50 / s.p50).toFixed(2),
        });
      }
    } finally {
      client.release();
    }
    console.log(`\n${label}`);
    console.table(
      out.map((o) => ({
        case: o.case,
        matches: o.matches,
        'api p50': o.api.p50,
        'api p95': o.api.p95,
        'sql p50': o.sql.p50,
        'sql p95': o.sql.p95,
        'ratio p50': o.ratioP50,
      })),
    );
    return out;
  }

  console.log(
    `${ROWS} nominations (${counts.map((c) => `${c.status} ${c.n}`).join(', ')}) in ${(seedMs / 1000).toFixed(1)} s; ` +
      `${SAMPLES} samples per case; 50 ms p95 is the target at ${pending} pending`,
  );
  /** The plans of the count without a search and of the page and count of the 'harbor' and EAN searches. */
  const explain = async () => {
    const out: string[] = [];
    for (const [what, search] of [
      ['count, no search', null],
      ["page, 'harbor'", 'harbor'],
      ["count, 'harbor'", 'harbor'],
      ['count, EAN', ean ?? ''],
    ] as const) {
      const q = pageSql(search);
      const statement = what.startsWith('page') ? q.rows : q.count;
      const params = what.startsWith('page') ? [...q.params, PAGE, 0] : q.params;
      const plan = await db.query(`explain (analyze, buffers) ${statement}`, params);
      out.push(`-- ${what}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
    return out.join('\n');
  };
  const before = await measure('GET /api/project/promos (api) against its two statements (sql), ms');
  console.log(`\nPlans:\n${await explain()}`);
  const outDir = join(root, 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    join(outDir, 'promotions.json'),
    JSON.stringify(
      { at: new Date().toISOString(), rows: ROWS, counts, samples: SAMPLES, results: before },
      null,
      2,
    ),
  );
} finally {
  await cleanup();
}
