#!/usr/bin/env node
// `npm test`: every check Quire has, in order, each printing its own summary, then one total.
//   typecheck → lint → unit (domain, web) → server on PGlite → server on PostgreSQL (when
//   TEST_DATABASE_URL is set) → build → end-to-end in Chromium. Each server stage runs the files
//   that mostly wait (project server-waiting) in a second Vitest process beside the others.
// QUIRE_TEST_STAGES=unit,server limits the run to some stages (comma list of stage names).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, '.vitest-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const only = process.env.QUIRE_TEST_STAGES?.split(',').map((s) => s.trim());
const pgUrl = process.env.TEST_DATABASE_URL;

/**
 * `beside`: a second command of the stage, run at the same time as `cmd` with its output printed
 * when both have ended; the stage passes when both do, and counts the tests of both.
 * @type {{ name: string, cmd: string[], beside?: { cmd: string[], results: string }, env?: Record<string,string>, results?: string, kind?: 'vitest'|'playwright', skip?: string }[]}
 */
const stages = [
  { name: 'typecheck', cmd: ['npm', 'run', '--silent', 'typecheck'] },
  // Biome, then the module boundaries (dependency-cruiser, decision 016).
  { name: 'lint', cmd: ['npm', 'run', '--silent', 'lint'] },
  {
    name: 'unit',
    cmd: vitest(['--project', 'domain', '--project', 'web', '--project', 'web-isolated'], 'unit.json'),
    results: 'unit.json',
    kind: 'vitest',
  },
  {
    // The file engines need no database, so they run once, apart from the two database stages.
    name: 'engines',
    cmd: vitest(['--project', 'engines'], 'engines.json'),
    results: 'engines.json',
    kind: 'vitest',
  },
  {
    // The files tests store on local disk here and, with TEST_S3_ENDPOINT (CI), on S3 in the
    // PostgreSQL stage; the distributed test (two API processes and a worker) runs there only.
    name: 'server',
    cmd: vitest(['--project', 'server', '--project', 'server-isolated'], 'server-pglite.json'),
    // The files that mostly wait on real servers run beside the others, in a process of their own.
    beside: {
      cmd: vitest(['--project', 'server-waiting'], 'server-pglite-waiting.json'),
      results: 'server-pglite-waiting.json',
    },
    env: { QUIRE_TEST_DB: 'pglite', TEST_S3_ENDPOINT: '' },
    results: 'server-pglite.json',
    kind: 'vitest',
  },
  {
    name: 'server-postgres',
    cmd: vitest(['--project', 'server', '--project', 'server-isolated'], 'server-postgres.json'),
    beside: {
      cmd: vitest(['--project', 'server-waiting'], 'server-postgres-waiting.json'),
      results: 'server-postgres-waiting.json',
    },
    env: { QUIRE_TEST_DB: 'postgres' },
    results: 'server-postgres.json',
    kind: 'vitest',
    skip: pgUrl ? undefined : 'TEST_DATABASE_URL is not set',
  },
  { name: 'build', cmd: ['npm', 'run', '--silent', 'build'] },
  {
    name: 'e2e',
    cmd: ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    results: 'e2e.json',
    kind: 'playwright',
  },
];

function vitest(args, out) {
  return [
    'npx',
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(resultsDir, out)}`,
  ];
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const report = [];
/** Failing tests by name with their first error line, printed after the summary, so the tail of a
 * CI log (often all that is kept) says what failed, not only how many. */
const failures = [];
let ok = true;

for (const stage of stages) {
  if (only && !only.includes(stage.name) && !(stage.name === 'build' && only.includes('e2e'))) continue;
  if (stage.skip) {
    report.push(`${stage.name}: skipped (${stage.skip})`);
    console.log(`\n── ${stage.name}: skipped (${stage.skip})`);
    continue;
  }
  console.log(`\n── ${stage.name}: ${stage.cmd.join(' ')}`);
  if (stage.beside) console.log(`   beside it: ${stage.beside.cmd.join(' ')}`);
  const started = Date.now();
  const env = { ...process.env, ...stage.env };
  const [status, beside] = await Promise.all([
    run(stage.cmd, env, 'tee'),
    stage.beside ? run(stage.beside.cmd, env, 'pipe') : null,
  ]);
  if (beside) {
    console.log(`\n── ${stage.name}, beside: ${stage.beside.cmd.join(' ')}`);
    process.stdout.write(beside.output);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const passedStage = status.code === 0 && (!beside || beside.code === 0);
  if (!passedStage) ok = false;
  let counts = '';
  if (stage.results) {
    const c = mergeCounts(
      [stage.results, stage.beside?.results]
        .filter(Boolean)
        .map((r) => readCounts(stage.kind, join(resultsDir, r))),
    );
    if (c) {
      totals.passed += c.passed;
      totals.failed += c.failed;
      totals.skipped += c.skipped;
      counts = ` — ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`;
      for (const f of c.failures) failures.push(`${stage.name}: ${f}`);
      // A run that exits non-zero with every test passed (an unhandled error or rejection, a
      // worker that died between files) says why in its own output, which CI's tail has lost.
      if (!passedStage && c.failures.length === 0)
        for (const r of [status, beside].filter((x) => x && x.code !== 0))
          failures.push(`${stage.name}: exit ${r.code} with no failed test — ${whyFailed(r.output)}`);
      if (c.passed + c.failed === 0) {
        ok = false;
        counts += ' (no test ran)';
      }
    } else {
      ok = false;
      counts = ' — no results file';
      totals.failed += 1;
      for (const r of [status, beside].filter((x) => x && x.code !== 0))
        failures.push(`${stage.name}: exit ${r.code} — ${whyFailed(r.output)}`);
    }
  } else if (!passedStage) {
    totals.failed += 1;
    failures.push(`${stage.name}: exit ${status.code} — ${whyFailed(status.output)}`);
  }
  report.push(
    `${stage.name}: ${
      passedStage
        ? 'ok'
        : `FAILED (exit ${[status, beside]
            .filter(Boolean)
            .map((r) => r.code)
            .join(', ')})`
    } in ${seconds}s${counts}`,
  );
}

console.log('\n── Summary');
for (const line of report) console.log(`  ${line}`);
console.log(`Total: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (failures.length > 0) {
  console.log('\n── Failed');
  for (const f of failures.slice(0, 30)) console.log(`  ${f}`);
}
process.exit(ok ? 0 : 1);

/**
 * Runs a command; answers its exit code (or signal) and its output. 'pipe' keeps the output to
 * print later; 'tee' prints it as it comes and keeps its last 256 KB as well.
 */
function run(cmd, env, stdio) {
  return new Promise((resolve) => {
    const child = spawn(cmd[0], cmd.slice(1), { cwd: root, stdio: ['inherit', 'pipe', 'pipe'], env });
    const KEEP = 256 * 1024;
    let output = '';
    const keep = (d, out) => {
      if (stdio === 'tee') out.write(d);
      output += d;
      if (stdio === 'tee' && output.length > 2 * KEEP) output = output.slice(-KEEP);
    };
    child.stdout.on('data', (d) => keep(d, process.stdout));
    child.stderr.on('data', (d) => keep(d, process.stderr));
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? signal, output }));
  });
}

/** The counts of several results files added up; null when any is missing. */
function mergeCounts(counts) {
  if (counts.some((c) => c === null)) return null;
  return counts.reduce((a, c) => ({
    passed: a.passed + c.passed,
    failed: a.failed + c.failed,
    skipped: a.skipped + c.skipped,
    failures: [...a.failures, ...c.failures],
  }));
}

function readCounts(kind, file) {
  if (!existsSync(file)) return null;
  try {
    const data = JSON.parse(readFileSync(file, 'utf8'));
    if (kind === 'vitest') {
      const failed = [];
      for (const file of data.testResults ?? []) {
        const rel = String(file.name ?? '').replace(`${root}/`, '');
        const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
        for (const t of tests)
          failed.push(`${rel} › ${t.fullName ?? t.title} — ${firstLine(t.failureMessages?.[0])}`);
        // A file that failed to load (or failed after its tests) has no failed test of its own.
        if (tests.length === 0 && file.status === 'failed')
          failed.push(`${rel} — ${firstLine(file.message)}`);
      }
      return {
        passed: data.numPassedTests ?? 0,
        failed: data.numFailedTests ?? 0,
        skipped: (data.numPendingTests ?? 0) + (data.numTodoTests ?? 0),
        failures: failed,
      };
    }
    const s = data.stats ?? {};
    const failed = [];
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status === 'unexpected') {
            const err = t.results?.at(-1)?.error?.message;
            failed.push(`${spec.file}:${spec.line} › ${spec.title} — ${firstLine(err)}`);
          }
        }
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of data.suites ?? []) walk(suite);
    return {
      passed: (s.expected ?? 0) + (s.flaky ?? 0),
      failed: s.unexpected ?? 0,
      skipped: s.skipped ?? 0,
      failures: failed,
    };
  } catch {
    return null;
  }
}

/**
 * Why a run failed though no test did, from its output: Vitest's "Unhandled Error/Rejection"
 * section (its first lines: the error and where it was thrown), else the last lines it printed.
 */
function whyFailed(output) {
  const lines = plain(output)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const at = lines.findIndex((l) => /Unhandled (Error|Rejection)\b(?!s)/.test(l));
  if (at < 0)
    return lines
      .slice(-8)
      .map((l) => l.slice(0, 200))
      .join(' | ');
  const origin = lines.slice(at).find((l) => l.startsWith('This error originated in'));
  return [...lines.slice(at, at + 3), origin]
    .filter(Boolean)
    .map((l) => l.slice(0, 200))
    .join(' | ');
}

/** Text without terminal colour codes. */
function plain(text) {
  const esc = String.fromCharCode(27);
  return String(text ?? '').replace(new RegExp(`${esc}\\[[0-9;]*m`, 'g'), '');
}

function firstLine(text) {
  const esc = String.fromCharCode(27);
  const line =
    String(text ?? '')
      .split(esc)
      .map((part, i) => (i === 0 ? part : part.replace(/^\[[0-9;]*m/, '')))
      .join('')
      .split('\n')
      .find((l) => l.trim()) ?? '';
  return line.trim().slice(0, 200);
}
