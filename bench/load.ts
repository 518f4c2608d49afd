// `npm run bench:load` (builds first): a fixed-rate mix against the built server on loopback and a
// fresh PostgreSQL database, for BENCH_LOAD_SECONDS (default 600) at BENCH_LOAD_RATE requests a
// second (default 30; autocannon's overallRate, split as in load-mix.ts): dashboard reads, wizard
// reads and saves, EPUB uploads, promotion lists, cart adds and updates, checkouts with the payments
// sandbox. Accounts and books are made through the API first (load-prepare.ts, untimed). Reports
// every route's count, non-2xx answers and p50/p95/p99, connection errors (all must be 0, or the
// bench exits non-zero) and the server's memory over time: RSS from /proc/<pid>/status and the V8
// heap, written every few seconds by a probe loaded into the server process (--import). Prints a
// markdown section and writes bench/results/load.json. BENCH_LOAD_AUTHORS (default 20),
// BENCH_LOAD_PROJECTS (per author, default 5), BENCH_LOAD_SAMPLE_SECONDS (default 5);
// BENCH_DATABASE_URL or TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres):
// a fresh database is created and dropped at the end (BENCH_KEEP_DB=1 keeps it).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SERVER_NODE_OPTIONS } from '../e2e/server-command';
import { runMix, SHARES } from './load-mix';
import { prepareAuthors, prepareBuyer, preparePublishers, tokenPool } from './load-prepare';
import { percentile, root, stop, waitFor } from './support';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 600);
const RATE = Number(process.env.BENCH_LOAD_RATE ?? 30);
const AUTHORS = Number(process.env.BENCH_LOAD_AUTHORS ?? 20);
const PROJECTS = Number(process.env.BENCH_LOAD_PROJECTS ?? 5);
const SAMPLE_MS = Number(process.env.BENCH_LOAD_SAMPLE_SECONDS ?? 5) * 1000;
const KEEP_DB = process.env.BENCH_KEEP_DB === '1';
const PORT = 3404;
const BASE = `http://127.0.0.1:${PORT}`;
const baseUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const run = `${Date.now()}`;
const dbName = `quire_load_${run}`;
const dbUrl = Object.assign(new URL(baseUrl), { pathname: `/${dbName}` }).toString();
const memoryFile = join(tmpdir(), `quire-load-memory-${run}.jsonl`);
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Loaded into the server process: its memory, one JSON line every sample, written beside it. */
const PROBE = `import{appendFileSync}from'node:fs';setInterval(()=>{const m=process.memoryUsage();appendFileSync(${JSON.stringify(
  memoryFile,
)},JSON.stringify({at:Date.now(),heapUsed:m.heapUsed,heapTotal:m.heapTotal,external:m.external})+'\\n')},${SAMPLE_MS}).unref();`;

interface Sample {
  seconds: number;
  rssMb: number;
  heapUsedMb: number | null;
  heapTotalMb: number | null;
  externalMb: number | null;
  /** Of one core, since the sample before (null for the first). */
  cpuPercent: number | null;
}

/** The process's resident memory (kB fields of /proc/<pid>/status) and its CPU ticks so far. */
function procOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  // utime and stime, fields 14 and 15, after the command name in parentheses.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return { rssKb: kb('VmRSS'), hwmKb: kb('VmHWM'), ticks: Number(stat[11]) + Number(stat[12]) };
}

function lastProbeLine(): { heapUsed: number; heapTotal: number; external: number } | null {
  if (!existsSync(memoryFile)) return null;
  const line = readFileSync(memoryFile, 'utf8').trim().split('\n').at(-1);
  return line ? JSON.parse(line) : null;
}

const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
let server: ChildProcess | null = null;
let cleaned: Promise<void> | null = null;
function cleanup(): Promise<void> {
  cleaned ??= (async () => {
    if (server) await stop(server).catch(() => {});
    rmSync(memoryFile, { force: true });
    if (KEEP_DB) console.error(`kept the database: ${dbUrl}`);
    else await admin.query(`drop database if exists ${dbName} with (force)`).catch((e) => console.error(e));
    await admin.end().catch(() => {});
  })();
  return cleaned;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server and dropping ${dbName}`);
    void cleanup().finally(() => process.exit(130));
  });

try {
  server = spawn(
    process.execPath,
    [
      ...SERVER_NODE_OPTIONS,
      '--import',
      `data:text/javascript,${encodeURIComponent(PROBE)}`,
      'apps/server/dist/main.js',
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATABASE_URL: dbUrl,
        QUIRE_DEMO: '1',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_SIGNIN_MAX: '100000',
        RATE_LIMIT_CREATE_ACCOUNT_MAX: '100000',
        RATE_LIMIT_TOKENIZER_MAX: '1000000',
        // The card field's registration ids are sealed with it (required with PostgreSQL).
        DATA_KEY: randomBytes(32).toString('base64'),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const pid = server.pid ?? 0;
  await waitFor(`${BASE}/api/health`, 180_000);

  // ── Untimed: accounts, books and sessions through the API; solved order tokens ──
  const prepStarted = performance.now();
  const authors = await prepareAuthors(BASE, AUTHORS, PROJECTS, run);
  const publishers = await preparePublishers(BASE, Math.max(1, Math.round(RATE * SHARES.promotions)));
  const { buyer, client: buyerClient } = await prepareBuyer(BASE);
  const ordersPerSecond = Math.max(1, Math.round(RATE * SHARES.commerce)) / 8;
  const tokens = tokenPool(buyerClient, Math.max(5, Math.ceil(ordersPerSecond * 90)));
  await tokens.filled();
  const prepSeconds = Math.round((performance.now() - prepStarted) / 100) / 10;
  console.error(
    `prepared ${authors.length} authors × ${PROJECTS} eBooks, ${publishers.length} press sessions, ` +
      `the buyer and the order tokens in ${prepSeconds} s; running ${SECONDS} s at ${RATE} requests/s`,
  );

  // ── The run, with the server's memory and CPU sampled every SAMPLE_MS ──
  const samples: Sample[] = [];
  const started = Date.now();
  let last = { at: started, ticks: procOf(pid).ticks };
  const sample = () => {
    const now = Date.now();
    const proc = procOf(pid);
    const heap = lastProbeLine();
    samples.push({
      seconds: Math.round((now - started) / 1000),
      rssMb: Math.round(proc.rssKb / 102.4) / 10,
      heapUsedMb: heap ? mb(heap.heapUsed) : null,
      heapTotalMb: heap ? mb(heap.heapTotal) : null,
      externalMb: heap ? mb(heap.external) : null,
      // Clock ticks are hundredths of a second: ticks per elapsed second is already a percentage.
      cpuPercent:
        now - last.at < 500
          ? null
          : Math.round(((proc.ticks - last.ticks) / ((now - last.at) / 1000)) * 10) / 10,
    });
    last = { at: now, ticks: proc.ticks };
  };
  sample();
  const sampler = setInterval(sample, SAMPLE_MS);
  const { classes, routes } = await runMix(BASE, SECONDS, RATE, { authors, publishers, buyer, tokens });
  clearInterval(sampler);
  sample();
  const peakRssMb = Math.round(procOf(pid).hwmKb / 102.4) / 10;
  const tokenUse = await tokens.stop();

  // ── What the run left: orders placed and the background jobs still queued ──
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const one = async (q: string) => Number((await db.query(q)).rows[0]?.n ?? 0);
  const left = {
    ordersPlaced: await one('select count(*)::int as n from orders'),
    jobsQueued: await one("select count(*)::int as n from jobs where status in ('queued', 'running')"),
    jobsDone: await one("select count(*)::int as n from jobs where status not in ('queued', 'running')"),
    queuedByKind: Object.fromEntries(
      (
        await db.query(
          "select kind, count(*)::int as n from jobs where status in ('queued', 'running') group by kind order by kind",
        )
      ).rows.map((row) => [row.kind, row.n]),
    ),
  };
  await db.end();

  const routeRows = [...routes.entries()]
    .map(([route, s]) => ({
      route,
      requests: s.times.length,
      non2xx: Object.values(s.non2xx).reduce((a, b) => a + b, 0),
      non2xxByStatus: s.non2xx,
      p50: +percentile(s.times, 50).toFixed(1),
      p95: +percentile(s.times, 95).toFixed(1),
      p99: +percentile(s.times, 99).toFixed(1),
    }))
    .sort((a, b) => b.requests - a.requests);
  const answered = routeRows.reduce((a, r) => a + r.requests, 0);
  const non2xx = routeRows.reduce((a, r) => a + r.non2xx, 0);
  const errors = classes.reduce((a, c) => a + c.errors, 0);
  const result = {
    date: new Date().toISOString(),
    node: process.version,
    seconds: SECONDS,
    rate: RATE,
    achievedRate: Math.round((answered / SECONDS) * 10) / 10,
    authors: AUTHORS,
    projectsPerAuthor: PROJECTS,
    prepSeconds,
    errors,
    non2xx,
    classes,
    routes: routeRows,
    memory: { peakRssMb, samples },
    orderTokens: tokenUse,
    left,
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/load.json'), `${JSON.stringify(result, null, 2)}\n`);
  printMarkdown(result);
  if (errors > 0 || non2xx > 0) {
    console.error(`FAILED: ${errors} connection errors and ${non2xx} non-2xx answers (both must be 0)`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup();
}

function printMarkdown(r: {
  date: string;
  seconds: number;
  rate: number;
  achievedRate: number;
  authors: number;
  errors: number;
  non2xx: number;
  routes: { route: string; requests: number; non2xx: number; p50: number; p95: number; p99: number }[];
  memory: { peakRssMb: number; samples: Sample[] };
  left: { ordersPlaced: number; jobsQueued: number; jobsDone: number; queuedByKind: Record<string, number> };
}) {
  const out = [
    `## Load: ${r.seconds} s at ${r.rate} requests/s (${r.date.slice(0, 10)})`,
    '',
    `Answered ${r.achievedRate} requests/s; connection errors and timeouts: ${r.errors}; non-2xx: ${r.non2xx}. ` +
      `${r.authors} new authors; ${r.left.ordersPlaced} orders placed; background jobs done ${r.left.jobsDone}, ` +
      `still queued at the end ${r.left.jobsQueued} (${JSON.stringify(r.left.queuedByKind)}).`,
    '',
    '| route | requests | non-2xx | p50 ms | p95 ms | p99 ms |',
    '| --- | --- | --- | --- | --- | --- |',
    ...r.routes.map((x) => `| ${x.route} | ${x.requests} | ${x.non2xx} | ${x.p50} | ${x.p95} | ${x.p99} |`),
    '',
    `Server memory (peak RSS ${r.memory.peakRssMb} MB), sampled every ${SAMPLE_MS / 1000} s:`,
    '',
    '| s | RSS MB | heap used MB | heap total MB | external MB | CPU % |',
    '| --- | --- | --- | --- | --- | --- |',
    // At most about twenty rows here; the JSON keeps every sample.
    ...r.memory.samples
      .filter((_, i, all) => i % Math.max(1, Math.ceil(all.length / 20)) === 0 || i === all.length - 1)
      .map(
        (s) =>
          `| ${s.seconds} | ${s.rssMb} | ${s.heapUsedMb ?? '–'} | ${s.heapTotalMb ?? '–'} | ${s.externalMb ?? '–'} | ${s.cpuPercent ?? '–'} |`,
      ),
  ];
  console.log(out.join('\n'));
}
