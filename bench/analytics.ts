// `npm run bench:analytics`: the analytics fold and the thirteen dashboard views at scale (decision
// 044), each measured against a baseline taken in the same run. A fresh PostgreSQL database is
// migrated and seeded (QUIRE_DEMO=1) by the server's own code; then plain SQL adds 2,000 authors,
// their 20,490 books and BENCH_ANALYTICS_EVENTS facts (default 10,000,000, two years, the largest
// author about a tenth; bench/analytics-data.ts) with every column `factOf` fills, not folded yet.
// It times:
// - the fold of all of them (`foldBatch(BENCH_FOLD_LIMIT)` in a loop) against their insert;
// - five rounds of 20,000 new facts: their insert and a read-only `group by` of them (the
//   baselines), then one `foldBatch(20_000)`, the fold job's batch (goal: under a second);
// - each view for the largest author over 90 days and two years: the views service's `answer` as
//   the route calls it (through the real app as the demo administrator when GET /api/analytics is
//   there), then the baseline, the view's core figure worked out from the raw facts
//   (bench/analytics-raw.ts; goal: 50 ms p95), each view's and range's samples in a row. The two
//   figures must agree before either is timed.
// Only ratios mean anything on a shared machine. BENCH_SAMPLES (default 40; a baseline slower than
// a second is sampled 5 times); BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres):
// the database is dropped at the end unless BENCH_KEEP_DB=1 (then its URL is printed).
// BENCH_REUSE_DB=<name> runs again on a database a BENCH_KEEP_DB=1 run kept (and keeps it): it is
// migrated by the current code, then its facts and their fold are not made again; its rounds of
// 20,000 add new facts after the last (BENCH_ROUNDS, default 5; 0 times only the views).
// BENCH_VIEWS=<view,view> times only those views. BENCH_TO=<YYYY-MM-DD> ends the views' ranges on that
// day rather than today (a range ending mid-month or on a month's last day reads differently). BENCH_CLUSTER=1 clusters a kept database's period tables
// by their keys (a fresh run always does, after its fold: see below).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ANALYTICS_VIEWS,
  type AnalyticsAnswer,
  type AnalyticsRange,
  type AnalyticsView,
  addDays,
  analyticsDay,
  seriesGrain,
} from '@quire/domain';
import pg from 'pg';
import { buildApp, prepareDatabase } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createAnalyticsFoldRepository } from '../apps/server/src/modules/analytics/analytics.fold.repository';
import { createAnalyticsViews } from '../apps/server/src/modules/analytics/analytics.views';
import { createAnalyticsViewsRepository } from '../apps/server/src/modules/analytics/analytics.views.repository';
import { createProjectLookups } from '../apps/server/src/modules/projects/projects.lookups';
import { createProjectsRepository } from '../apps/server/src/modules/projects/projects.repository';
import { AUTHORS, BOOKS, createAuthorsAndBooks, type FactSpan, insertFacts, LARGEST } from './analytics-data';
import { checkFacts } from './analytics-facts-check';
import { BASELINES, ownerTotals, rawFigure, sameFigure } from './analytics-raw';
import { root, stats } from './support';

const EVENTS = Number(process.env.BENCH_ANALYTICS_EVENTS ?? 10_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const FOLD_LIMIT = Number(process.env.BENCH_FOLD_LIMIT ?? 250_000);
const REUSE_DB = process.env.BENCH_REUSE_DB;
const KEEP_DB = process.env.BENCH_KEEP_DB === '1' || Boolean(REUSE_DB);
const ONLY_VIEWS = process.env.BENCH_VIEWS?.split(',').filter(Boolean);
const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = REUSE_DB ?? `quire_analytics_${Date.now()}`;
const dbUrl = Object.assign(new URL(baseUrl), { pathname: `/${dbName}` }).toString();
const CHUNK = 1_000_000;
const INCREMENT = 20_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** The rollups of whole weeks and months, which a seal writes in their key's order. */
const PERIOD_TABLES = [
  'analytics_owner_periods',
  'analytics_book_periods',
  'analytics_book_months',
  'analytics_book_weeks',
];
const SLOW_BASELINE_MS = 1000;
const SLOW_SAMPLES = 5;
const DAY_MS = 86_400_000;

const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
if (!REUSE_DB) await admin.query(`create database ${dbName}`);
const dataDir = mkdtempSync(join(tmpdir(), 'quire-bench-analytics-'));
const config = {
  ...loadConfig({
    DATABASE_URL: dbUrl,
    QUIRE_DEMO: '1',
    DATA_DIR: dataDir,
    DATA_KEY: randomBytes(32).toString('base64'),
    SESSION_SECRET: 'bench-analytics-session-secret-0123456789',
    RATE_LIMIT_SIGNIN_MAX: '1000',
  }),
  logLevel: 'warn' as const,
};
// No background jobs in the measured process: the bench runs the fold itself.
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

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const t = performance.now();
  const out = await work();
  return [out, performance.now() - t];
};

try {
  // ── Data: 2,000 authors, 20,490 books, EVENTS facts over two years, none folded ──
  if (!REUSE_DB) await createAuthorsAndBooks(db);
  const now = Date.now();
  const span: FactSpan = {
    start: new Date(now - 730 * DAY_MS),
    first: 1,
    secondsPerFact: (730 * 86_400) / EVENTS,
    // Purchases up to about ten days before a reading event; as many readers as a twentieth of the facts.
    readBack: Math.max(1, Math.round((EVENTS / 730 / 100) * 10)),
    readers: Math.max(1000, Math.round(EVENTS / 20)),
  };
  let insertMs = 0;
  for (let lo = 1; !REUSE_DB && lo <= EVENTS; lo += CHUNK) {
    const hi = Math.min(EVENTS, lo + CHUNK - 1);
    const [, ms] = await timed(() => insertFacts(db, lo, hi, span));
    insertMs += ms;
    console.log(`facts ${lo}..${hi}: ${seconds(ms)}`);
  }
  if (!REUSE_DB) await db.query('analyze analytics_events');
  const problems = REUSE_DB ? [] : await checkFacts(db);
  if (problems.length) throw new Error(`facts unlike factOf's:\n${problems.join('\n')}`);
  const share = (
    await db.query<{ n: number; largest: number }>(
      `select count(*)::int as n, count(*) filter (where owner_customer_id = $1)::int as largest
         from analytics_events where owner_customer_id in (select owner from bench_books)`,
      [LARGEST],
    )
  ).rows[0] ?? { n: 0, largest: 0 };
  console.log(
    `${share.n} facts of ${AUTHORS} authors and ${BOOKS} books inserted in ${seconds(insertMs)}; the largest author ${share.largest}`,
  );

  // ── The fold of all of them, then the fold job's batch on 20,000 new facts ──
  const foldRepo = createAnalyticsFoldRepository(database.db);
  let folded = 0;
  const [, foldMs] = await timed(async () => {
    for (;;) {
      const [batch, ms] = await timed(() => foldRepo.foldBatch(FOLD_LIMIT, new Date()));
      if (batch.folded === 0 && batch.readersFolded === 0) return;
      folded += batch.folded;
      console.log(`folded ${folded}: ${seconds(ms)}`);
    }
  });
  // The bench folds two years at once: every week and month is then written as late facts, over
  // dozens of batches, and an owner's rows of a month end up on as many pages as rows. A database
  // that grew day by day writes each week and month once, when it is sealed, in its key's order
  // (sealPeriods). CLUSTER gives the bench's period tables that order (on a kept database, with
  // BENCH_CLUSTER=1).
  const [, clusterMs] =
    REUSE_DB && !process.env.BENCH_CLUSTER
      ? [null, 0]
      : await timed(async () => {
          for (const table of PERIOD_TABLES) {
            const { rows } = await db.query<{ name: string }>(
              `select conname as name from pg_constraint where conrelid = '${table}'::regclass and contype = 'p'`,
            );
            await db.query(`cluster ${table} using ${rows[0]?.name}`);
          }
        });
  const [, vacuumMs] =
    REUSE_DB && !process.env.BENCH_CLUSTER ? [null, 0] : await timed(() => db.query('vacuum analyze'));
  const rollupRows = (
    await db.query<Record<string, number>>(`select (select count(*) from analytics_daily)::int as daily,
      (select count(*) from analytics_owner_periods)::int as owner_periods,
      (select count(*) from analytics_book_periods)::int as book_periods,
      (select count(*) from analytics_readers)::int as readers,
      (select count(*) from analytics_statement_lines)::int as lines,
      (select count(*) from analytics_also_bought)::int as also_bought`)
  ).rows[0];
  console.log(
    `folded ${folded} facts in ${seconds(foldMs)} (batches of ${FOLD_LIMIT}), then cluster ${seconds(clusterMs)} and vacuum analyze ${seconds(vacuumMs)}; rollups ${JSON.stringify(rollupRows)}`,
  );

  const rounds = { insert: [] as number[], groupBy: [] as number[], fold: [] as number[] };
  for (let i = 0; i < ROUNDS; i++) {
    // After the last fact made (a reused database holds earlier runs' rounds too).
    const lo = share.n + 1 + i * INCREMENT;
    const recent: FactSpan = {
      ...span,
      start: new Date(Date.now() - DAY_MS),
      first: lo,
      secondsPerFact: 86_400 / INCREMENT,
    };
    rounds.insert.push((await timed(() => insertFacts(db, lo, lo + INCREMENT - 1, recent)))[1]);
    rounds.groupBy.push(
      (
        await timed(() =>
          db.query(`select owner_customer_id, project_id, day, kind, format, country, referrer_domain, campaign,
              count(*), sum(quantity), sum(quantity * unit_price), sum(quantity * royalty)
            from analytics_fold_queue group by 1, 2, 3, 4, 5, 6, 7, 8`),
        )
      )[1],
    );
    const [batch, ms] = await timed(() => foldRepo.foldBatch(INCREMENT, new Date()));
    if (batch.folded !== INCREMENT)
      throw new Error(`the fold took ${batch.folded} of ${INCREMENT} new facts`);
    rounds.fold.push(ms);
  }
  const fold = {
    insert: stats(rounds.insert),
    groupBy: stats(rounds.groupBy),
    fold: stats(rounds.fold),
  };
  console.log(
    `\nThe fold of ${INCREMENT} new facts on ${EVENTS} folded, ms (${ROUNDS} rounds; goal: under 1,000)`,
  );
  console.table({
    'insert the 20,000 facts (baseline)': fold.insert,
    'group by of them, read-only (baseline)': fold.groupBy,
    'foldBatch(20_000)': fold.fold,
  });
  console.log(
    `fold ÷ insert ${(fold.fold.p50 / fold.insert.p50).toFixed(2)}, fold ÷ group by ${(fold.fold.p50 / fold.groupBy.p50).toFixed(2)} (p50)`,
  );

  // ── The rollups equal the facts ──
  const totals = await ownerTotals(db, LARGEST);
  const equal =
    JSON.stringify(totals.facts) === JSON.stringify(totals.daily) &&
    JSON.stringify(totals.facts) === JSON.stringify(totals.months) &&
    JSON.stringify(totals.facts) === JSON.stringify(totals.statements);
  console.log(
    `\nthe largest author's copies, sales and royalty, all time: ${equal ? 'equal' : 'NOT EQUAL'} ${JSON.stringify(totals)}`,
  );
  if (!equal) throw new Error('the rollups and the facts disagree');

  // ── The views: the service's answer (or the route's) against the raw facts ──
  // The raw baselines read one owner's facts by (owner, occurred_at): the app no longer keeps that
  // index (nothing of it reads the facts by owner), so the bench adds it for them, after the fold.
  const [, indexMs] = await timed(() =>
    db.query(
      'create index if not exists bench_events_owner_idx on analytics_events (owner_customer_id, occurred_at)',
    ),
  );
  await db.query('analyze analytics_events');
  console.log(`the raw baselines' owner index: ${seconds(indexMs)}`);
  const lookups = createProjectLookups(createProjectsRepository(database.db));
  const views = createAnalyticsViews({
    repo: createAnalyticsViewsRepository(database.db),
    fold: foldRepo,
    titles: lookups.bookTitles,
    now: () => new Date(),
  });
  const routed = app.hasRoute({ method: 'GET', url: '/api/analytics' });
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  if (routed) {
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
  }
  const answer = async (view: AnalyticsView, range: AnalyticsRange): Promise<AnalyticsAnswer> => {
    if (!routed) return views.answer(view, range, { ownerCustomerId: LARGEST }, null);
    const query = new URLSearchParams({
      queryParameter: view,
      from: range.from,
      to: range.to,
      customerId: LARGEST,
    });
    const res = await app.inject({
      method: 'GET',
      url: `/api/analytics?${query}`,
      headers: { cookie: cookie() },
    });
    if (res.statusCode !== 200) throw new Error(`analytics?${query}: ${res.statusCode} ${res.body}`);
    return res.json().payload as AnalyticsAnswer;
  };
  const to = process.env.BENCH_TO ?? analyticsDay(new Date());
  if (!/^\d{4}-\d{2}-\d{2}$/.test(to)) throw new Error(`BENCH_TO: a day as YYYY-MM-DD, not ${to}`);
  const ranges = [90, 731].map((days): [string, AnalyticsRange] => {
    const from = addDays(to, -(days - 1));
    return [days === 90 ? '90 days' : '2 years', { from, to, grain: seriesGrain(from, to) }];
  });

  const client = await db.connect();
  const results = [];
  try {
    for (const view of ANALYTICS_VIEWS.filter((v) => !ONLY_VIEWS || ONLY_VIEWS.includes(v))) {
      for (const [label, range] of ranges) {
        // The view and the raw facts must agree on the figure before either is timed.
        const [a, viewMs] = await timed(() => answer(view, range));
        const [raw, rawMs] = await timed(() => rawFigure(client, view, LARGEST, range));
        const mine = BASELINES[view].view(a);
        if (!sameFigure(mine, raw))
          throw new Error(
            `${view} ${label}: the view ${JSON.stringify(mine)}, the facts ${JSON.stringify(raw)}`,
          );
        const rawSamples = rawMs > SLOW_BASELINE_MS ? SLOW_SAMPLES : SAMPLES;
        const viewTimes: number[] = [];
        const rawTimes: number[] = [];
        // The view's samples in a row, then the baseline's: a baseline reads about a million facts
        // for a second, and a view sampled right after one took up to twice as long as the others
        // (its rollups' pages pushed out of the cache), which no dashboard's reader meets.
        for (let i = 0; i < SAMPLES; i++) viewTimes.push((await timed(() => answer(view, range)))[1]);
        for (let i = 0; i < rawSamples; i++)
          rawTimes.push((await timed(() => rawFigure(client, view, LARGEST, range)))[1]);
        const v = stats(viewTimes);
        const r = stats(rawTimes);
        results.push({
          view,
          range: label,
          rows: a.rows.length,
          figure: mine,
          firstMs: +viewMs.toFixed(1),
          answer: v,
          viewSamples: viewTimes.map((ms) => +ms.toFixed(1)),
          raw: r,
          rawSamples,
        });
        console.log(`${view} ${label}: view p50 ${v.p50} p95 ${v.p95}, raw p50 ${r.p50} (${rawSamples})`);
      }
    }
  } finally {
    client.release();
  }
  console.log(
    `\nThe views for the largest author (${share.largest} facts), ms: ${routed ? 'GET /api/analytics through the app' : "the views service's answer"} against the raw facts (${SAMPLES} samples; goal 50 ms p95)`,
  );
  console.table(
    results.map((o) => ({
      view: o.view,
      range: o.range,
      rows: o.rows,
      'view p50': o.answer.p50,
      'view p95': o.answer.p95,
      'raw p50': o.raw.p50,
      'raw p95': o.raw.p95,
      'raw ÷ view p50': +(o.raw.p50 / o.answer.p50).toFixed(1),
      '≤ 50 ms p95': o.answer.p95 <= 50 ? 'yes' : 'NO',
    })),
  );

  const outDir = join(root, 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    join(outDir, 'analytics.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        events: EVENTS,
        largest: share.largest,
        insertMs: Math.round(insertMs),
        foldMs: Math.round(foldMs),
        foldLimit: FOLD_LIMIT,
        vacuumMs: Math.round(vacuumMs),
        rollupRows,
        increment: fold,
        totals,
        via: routed ? 'route' : 'service',
        samples: SAMPLES,
        views: results,
      },
      null,
      2,
    ),
  );
} finally {
  await cleanup();
}
