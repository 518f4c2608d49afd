// `npm run bench` (after `npm run build`): measures what a newcomer and a reader feel first.
//   1. The gzipped JavaScript the first page loads, in a real Chromium, against the 150 KB budget.
//   2. Start-up time of the built server to a healthy /api/health, cold (fresh data directory:
//      migrate + seed) and warm (restart), as a ratio against a bare Node HTTP server started and
//      polled the same way in the same run — these machines are shared and noisy, so only
//      ratios taken side by side mean anything — and each process's peak resident memory
//      (VmHWM, read once it answers, after the start-up work: migrations, seeding, listening).
// The first start of a build is measured once more on its own: no code cache yet (decision 032).
// BENCH_PART=startup runs the start-up part only. BENCH_BEFORE_ROOT=<a checkout with its server
// built> also starts that server, alternately with this one, for a before/after in one run.
// Run with tsx (npm run bench). Results go to bench/results/latest.json; docs/performance.md records the figures.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { SERVER_ARGS, startScriptNodeOptions } from '../e2e/server-command';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_KB = 150;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

async function waitHealthy(port: number, started: number, timeoutMs = 60_000): Promise<number> {
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return performance.now() - started;
    } catch {
      // not up yet
    }
    if (performance.now() - started > timeoutMs) throw new Error(`no health answer on ${port}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Starts a built server the way that checkout's `npm start` does (its start script's node options). */
function startQuire(port: number, dataDir: string, cwd = root) {
  const started = performance.now();
  const args = cwd === root ? SERVER_ARGS : [...startScriptNodeOptions(cwd), 'apps/server/dist/main.js'];
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  // The server's own account of its start (main.ts): how long each phase took.
  const phases = new Promise<Record<string, number | string> | null>((resolve) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      // Complete lines only: a chunk may end in the middle of one.
      const line = buffered
        .split('\n')
        .slice(0, -1)
        .find((l) => l.includes('"startup":'));
      if (line) resolve((JSON.parse(line) as { startup: Record<string, number | string> }).startup);
    });
    child.once('exit', () => resolve(null));
  });
  return { child, started, phases };
}

function startBare(port: number) {
  const started = performance.now();
  const code = `require('node:http').createServer((q,s)=>{s.setHeader('content-type','application/json');s.end('{"code":"SUCCESS"}')}).listen(${port},'127.0.0.1')`;
  const child = spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
  return { child, started };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await done;
}

const median = (xs: number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

/** A process's peak resident memory so far, in MB (VmHWM). */
function peakMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

type Phases = Record<string, number | string>;
type Side = {
  cold: number[];
  warm: number[];
  coldPeak: number[];
  warmPeak: number[];
  coldPhases: Phases[];
  warmPhases: Phases[];
};
const newSide = (): Side => ({
  cold: [],
  warm: [],
  coldPeak: [],
  warmPeak: [],
  coldPhases: [],
  warmPhases: [],
});

/** One cold start on a fresh data directory, then one warm restart on it. */
async function coldAndWarm(port: number, side: Side, cwd: string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'quire-bench-'));
  const c = startQuire(port, dir, cwd);
  side.cold.push(await waitHealthy(port, c.started));
  side.coldPeak.push(peakMb(c.child));
  const coldPhases = await Promise.race([
    c.phases,
    new Promise<null>((r) => setTimeout(() => r(null), 2000)),
  ]);
  if (coldPhases) side.coldPhases.push(coldPhases);
  await stop(c.child);
  const w = startQuire(port, dir, cwd);
  side.warm.push(await waitHealthy(port, w.started));
  side.warmPeak.push(peakMb(w.child));
  const warmPhases = await Promise.race([
    w.phases,
    new Promise<null>((r) => setTimeout(() => r(null), 2000)),
  ]);
  if (warmPhases) side.warmPhases.push(warmPhases);
  await stop(w.child);
  rmSync(dir, { recursive: true, force: true });
}

/**
 * The median of each numeric phase the server logged (older servers log none), and each
 * word it logged (the code cache's use, whether it seeded) with the runs that logged it.
 */
function medianPhases(runs: Phases[]): Record<string, number | string> | null {
  if (!runs.length) return null;
  const names = Object.keys(runs[0] ?? {});
  return Object.fromEntries(
    names.map((k) => {
      if (typeof runs[0]?.[k] === 'number') return [k, Math.round(median(runs.map((r) => Number(r[k]))))];
      const counts = new Map<string, number>();
      for (const r of runs) counts.set(String(r[k]), (counts.get(String(r[k])) ?? 0) + 1);
      return [k, [...counts].map(([word, n]) => `${word}×${n}`).join('/')];
    }),
  );
}

function summary(side: Side, baseline: number) {
  return {
    coldStartMs: Math.round(median(side.cold)),
    warmStartMs: Math.round(median(side.warm)),
    coldRatio: +(median(side.cold) / baseline).toFixed(1),
    warmRatio: +(median(side.warm) / baseline).toFixed(1),
    coldPeakMb: Math.round(Math.max(...side.coldPeak)),
    warmPeakMb: Math.round(Math.max(...side.warmPeak)),
    coldPhases: medianPhases(side.coldPhases),
    warmPhases: medianPhases(side.warmPhases),
  };
}

/**
 * What the build spends on the cluster template a cold start copies (decision 031): made once per
 * PGlite build by `npm run build`, in its own process. Measured here in a fresh template folder.
 */
function templateCost(): { ms: number; peakMb: number } | null {
  const dir = mkdtempSync(join(tmpdir(), 'quire-bench-template-'));
  try {
    const started = performance.now();
    const run = spawnSync(process.execPath, ['apps/server/dist/make-pglite-template.js'], {
      cwd: root,
      env: { ...process.env, QUIRE_PGLITE_TEMPLATE_DIR: dir },
      encoding: 'utf8',
    });
    const ms = performance.now() - started;
    const peak = /peak (\d+) MB/.exec(run.stdout ?? '');
    return run.status === 0 && peak ? { ms: Math.round(ms), peakMb: Number(peak[1]) } : null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The first start of a build: no code cache yet (decision 032; the start writes it) and a fresh data
 * directory. The worst case for time and memory, measured once before the runs that follow it.
 */
async function firstStartOfBuild(port: number) {
  const dist = join(root, 'apps/server/dist');
  for (const file of readdirSync(dist).filter((f) => /^server-.*\.cache$/.test(f))) rmSync(join(dist, file));
  const dir = mkdtempSync(join(tmpdir(), 'quire-bench-'));
  try {
    const q = startQuire(port, dir);
    const ms = await waitHealthy(port, q.started);
    const peak = peakMb(q.child);
    const phases = await Promise.race([q.phases, new Promise<null>((r) => setTimeout(() => r(null), 2000))]);
    await stop(q.child);
    return { ms: Math.round(ms), peakMb: Math.round(peak), phases };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function startupBench() {
  const port = 3400;
  const first = await firstStartOfBuild(port);
  const bare: number[] = [];
  const barePeak: number[] = [];
  const after = newSide();
  const before = newSide();
  const beforeRoot = process.env.BENCH_BEFORE_ROOT;
  for (let i = 0; i < RUNS; i++) {
    const b = startBare(port);
    bare.push(await waitHealthy(port, b.started));
    barePeak.push(peakMb(b.child));
    await stop(b.child);
    await coldAndWarm(port, after, root);
    if (beforeRoot) await coldAndWarm(port, before, beforeRoot);
  }
  const baseline = median(bare);
  return {
    runs: RUNS,
    template: templateCost(),
    firstStart: { ...first, ratio: +(first.ms / baseline).toFixed(1) },
    bareNodeMs: Math.round(baseline),
    bareNodePeakMb: Math.round(Math.max(...barePeak)),
    ...summary(after, baseline),
    before: beforeRoot ? summary(before, baseline) : null,
  };
}

async function firstPageBench() {
  const port = 3401;
  const dir = mkdtempSync(join(tmpdir(), 'quire-bench-'));
  const q = startQuire(port, dir);
  await waitHealthy(port, q.started);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const pages: Record<string, { scripts: number; rawKB: number; gzipKB: number }> = {};
  try {
    for (const path of ['/', '/sign-in', '/create-account']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts: Response[] = [];
      page.on('response', async (res) => {
        if (res.request().resourceType() === 'script') scripts.push(res);
      });
      await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
      let raw = 0;
      let gz = 0;
      for (const res of scripts) {
        const body = await res.body();
        raw += body.length;
        gz += gzipSync(body, { level: 9 }).length;
      }
      pages[path] = {
        scripts: scripts.length,
        rawKB: +(raw / 1024).toFixed(1),
        gzipKB: +(gz / 1024).toFixed(1),
      };
      await context.close();
    }
  } finally {
    await browser.close();
    await stop(q.child);
    rmSync(dir, { recursive: true, force: true });
  }
  const worst = Math.max(...Object.values(pages).map((p) => p.gzipKB));
  return { budgetKB: BUDGET_KB, pages, worstGzipKB: worst, ratioToBudget: +(worst / BUDGET_KB).toFixed(2) };
}

const onlyStartup = process.env.BENCH_PART === 'startup';
const firstPage = onlyStartup ? null : await firstPageBench();
const startup = await startupBench();
const result = { date: new Date().toISOString(), node: process.version, firstPage, startup };
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(
  join(root, `bench/results/${onlyStartup ? 'startup' : 'latest'}.json`),
  `${JSON.stringify(result, null, 2)}\n`,
);

if (firstPage) {
  console.log('\nFirst page JavaScript (gzipped, as Chromium loads it)');
  for (const [path, p] of Object.entries(firstPage.pages)) {
    console.log(
      `  ${path.padEnd(10)} ${String(p.gzipKB).padStart(7)} KB gz  (${p.rawKB} KB raw, ${p.scripts} files)`,
    );
  }
  console.log(`  budget ${BUDGET_KB} KB → worst page at ${firstPage.ratioToBudget} × budget`);
}
console.log(`\nStart-up to a healthy /api/health (median of ${startup.runs}), and peak resident memory`);
console.log(`  bare Node HTTP server (baseline) ${startup.bareNodeMs} ms, ${startup.bareNodePeakMb} MB`);
if (startup.before) {
  const b = startup.before;
  console.log(
    `  before, cold                     ${b.coldStartMs} ms = ${b.coldRatio} × baseline, ${b.coldPeakMb} MB`,
  );
  console.log(
    `  before, warm                     ${b.warmStartMs} ms = ${b.warmRatio} × baseline, ${b.warmPeakMb} MB`,
  );
}
const f = startup.firstStart;
console.log(
  `  Quire's first start of a build   ${f.ms} ms = ${f.ratio} × baseline, ${f.peakMb} MB (target ≤ 300 MB: ${f.peakMb <= 300 ? 'holds' : 'MISSED'}): no code cache yet, fresh data directory`,
);
console.log(
  `  Quire cold (migrate + seed)      ${startup.coldStartMs} ms = ${startup.coldRatio} × baseline, ${startup.coldPeakMb} MB (target ≤ 300 MB: ${startup.coldPeakMb <= 300 ? 'holds' : 'MISSED'})`,
);
console.log(
  `  Quire warm (restart)             ${startup.warmStartMs} ms = ${startup.warmRatio} × baseline, ${startup.warmPeakMb} MB (target ≤ 1000 ms: ${startup.warmStartMs <= 1000 ? 'holds' : 'MISSED'})`,
);
const phaseLine = (p: Record<string, number | string> | null) =>
  p
    ? Object.entries(p)
        .map(([k, v]) => `${k.replace(/Ms$/, '')} ${v}`)
        .join(', ')
    : 'not logged';
console.log(`  phases (ms, median), first start: ${phaseLine(medianPhases(f.phases ? [f.phases] : []))}`);
console.log(`  phases (ms, median), cold: ${phaseLine(startup.coldPhases)}`);
console.log(`  phases (ms, median), warm: ${phaseLine(startup.warmPhases)}`);
console.log(
  startup.template
    ? `  the build's cluster template (once per PGlite build, its own process): ${startup.template.ms} ms, ${startup.template.peakMb} MB`
    : "  the build's cluster template: not measured (dist/make-pglite-template.js failed)",
);
if (firstPage && firstPage.worstGzipKB > BUDGET_KB) {
  console.error(`\nOver budget: ${firstPage.worstGzipKB} KB > ${BUDGET_KB} KB`);
  process.exitCode = 1;
}
