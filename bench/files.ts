// `npm run bench:files` (after `npm run build`): the file pipeline measured against reference tools,
// side by side in one run (issue 4). These machines are shared and noisy: read the ratios.
//   1. Preflight of a generated 800-page PDF (Quire's worker-thread PDF inspection plus the
//      print rules) against `qpdf --show-npages` plus `pdfinfo -box` on the same file, each in a
//      fresh process: wall time and peak memory (maxRSS from /usr/bin/time).
//   2. Upload throughput of a large file through `POST /api/project/upload` (multipart, streamed
//      to storage, sign-in and CSRF checked) against a plain Node server piping the same request
//      body to disk; and the Quire server's peak memory while it takes the uploads.
// Results go to bench/results/files.json; docs/performance.md records the figures.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import {
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  openAsBlob,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { interiorPdf } from '../e2e/support/files';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const UPLOAD_MB = Number(process.env.BENCH_UPLOAD_MB ?? 256);
const work = mkdtempSync(join(tmpdir(), 'quire-bench-files-'));
const median = (xs: number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

/** Runs a command under /usr/bin/time: wall milliseconds and peak resident memory in MB. */
function timed(
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): { ms: number; maxRssMb: number; stdout: string } {
  const started = performance.now();
  const res = spawnSync('/usr/bin/time', ['-f', '%M', cmd, ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const ms = performance.now() - started;
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${res.stderr}`);
  const kb = Number(res.stderr.trim().split('\n').at(-1));
  return { ms, maxRssMb: kb / 1024, stdout: res.stdout };
}

async function preflightBench() {
  const pdf = join(work, 'book-800.pdf');
  writeFileSync(pdf, await interiorPdf({ pages: 800, widthIn: 6, heightIn: 9 }));
  const sizeMb = statSync(pdf).size / 1024 / 1024;
  const reference = [];
  const quire = [];
  let pageCount = 0;
  let findings = 0;
  for (let i = 0; i < RUNS; i++) {
    const q = timed('qpdf', ['--show-npages', pdf]);
    const p = timed('pdfinfo', ['-box', '-f', '1', '-l', '800', pdf]);
    reference.push({ ms: q.ms + p.ms, maxRssMb: Math.max(q.maxRssMb, p.maxRssMb) });
    const r = timed(process.execPath, ['--import', 'tsx', join(root, 'bench', 'preflight-once.ts'), pdf]);
    const out = JSON.parse(r.stdout.trim().split('\n').at(-1) ?? '{}') as {
      pageCount: number;
      findings: number;
      ms: number;
    };
    pageCount = out.pageCount;
    findings = out.findings;
    quire.push({ ms: out.ms, processMs: r.ms, maxRssMb: r.maxRssMb });
  }
  const refMs = median(reference.map((r) => r.ms));
  const quireMs = median(quire.map((r) => r.ms));
  return {
    file: { pages: 800, sizeMb: round(sizeMb) },
    reference: {
      tools: 'qpdf --show-npages + pdfinfo -box (all pages)',
      medianMs: round(refMs),
      maxRssMb: round(median(reference.map((r) => r.maxRssMb))),
    },
    quire: {
      what: 'inspectPdf (pdfjs-dist in a worker thread: sizes, fonts, images, encryption) + pdfFindings',
      medianMs: round(quireMs),
      medianProcessMs: round(median(quire.map((r) => r.processMs))),
      maxRssMb: round(median(quire.map((r) => r.maxRssMb))),
      pageCount,
      findings,
    },
    ratio: {
      time: round(quireMs / refMs),
      memory: round(median(quire.map((r) => r.maxRssMb)) / median(reference.map((r) => r.maxRssMb))),
    },
  };
}

function start(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore' });
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if ((await fetch(url).catch(() => null))?.ok) return;
    if (Date.now() > until) throw new Error(`no answer from ${url}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await done;
}

/** Resident memory of a process in MB: now (VmRSS) or its high-water mark since it started (VmHWM). */
function rssMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** A large upload: a PDF header followed by incompressible bytes (the preflight is off for this run). */
async function bigFile(): Promise<string> {
  const path = join(work, 'upload.pdf');
  const out = createWriteStream(path);
  out.write('%PDF-1.7\n');
  for (let i = 0; i < UPLOAD_MB; i++) {
    if (!out.write(randomBytes(1024 * 1024))) await once(out, 'drain');
  }
  await new Promise<void>((resolveDone, reject) => {
    out.once('error', reject);
    out.end(() => resolveDone());
  });
  return path;
}

async function quireUploads(file: string): Promise<{
  mbPerS: number[];
  idleRssMb: number;
  afterRssMb: number;
  startupPeakMb: number;
  peakMb: number;
}> {
  const port = 3297;
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(work, 'data-'));
  const child = start(['apps/server/dist/main.js'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    QUIRE_DEMO: '1',
    LOG_LEVEL: 'warn',
    JOBS_MODE: 'off',
    RATE_LIMIT_SIGNIN_MAX: '1000',
  });
  try {
    await waitFor(`${base}/api/health`);
    const jar: string[] = [];
    const call = async (method: string, path: string, body?: unknown, token?: string) => {
      const res = await fetch(base + path, {
        method,
        headers: {
          cookie: jar.join('; '),
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { 'x-csrf-token': token } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const name = pair?.split('=')[0];
        const i = jar.findIndex((j) => j.startsWith(`${name}=`));
        if (i >= 0) jar.splice(i, 1);
        if (pair) jar.push(pair);
      }
      return (await res.json()) as { code: string; payload: Record<string, unknown> };
    };
    let token = String((await call('GET', '/api/authentication/csrf-token')).payload.token);
    await call(
      'POST',
      '/api/authentication/signin',
      { email: 'author@example.com', password: 'Author2026' },
      token,
    );
    token = String((await call('GET', '/api/authentication/csrf-token')).payload.token);
    const created = await call('POST', '/api/project', { type: 'POD', title: 'Bench upload' }, token);
    const projectId = String(created.payload.id);
    const pid = child.pid ?? 0;
    const idleRssMb = rssMb(pid, 'VmRSS');
    const startupPeakMb = rssMb(pid, 'VmHWM');
    const mbPerS: number[] = [];
    for (let i = 0; i < 3; i++) {
      const form = new FormData();
      form.set('projectElementType', 'INTERIOR');
      form.set('projectId', projectId);
      form.set('authenticityToken', token);
      form.set('file', await openAsBlob(file, { type: 'application/pdf' }), 'upload.pdf');
      const started = performance.now();
      const res = await fetch(`${base}/api/project/upload`, {
        method: 'POST',
        body: form,
        headers: { cookie: jar.join('; ') },
      });
      const body = (await res.json()) as { code: string };
      const s = (performance.now() - started) / 1000;
      if (body.code !== 'SUCCESS') throw new Error(`upload answered ${JSON.stringify(body)}`);
      mbPerS.push(statSync(file).size / 1024 / 1024 / s);
    }
    return { mbPerS, idleRssMb, afterRssMb: rssMb(pid, 'VmRSS'), startupPeakMb, peakMb: rssMb(pid, 'VmHWM') };
  } finally {
    await stop(child);
  }
}

async function plainUploads(file: string): Promise<number[]> {
  const port = 3298;
  const target = join(work, 'plain.bin');
  const code = `require('node:http').createServer((q,s)=>{const o=require('node:fs').createWriteStream(${JSON.stringify(target)});q.pipe(o);o.on('finish',()=>{s.setHeader('content-type','application/json');s.end('{"code":"SUCCESS"}')})}).listen(${port},'127.0.0.1')`;
  const child = spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
  try {
    await new Promise((r) => setTimeout(r, 300));
    const out: number[] = [];
    for (let i = 0; i < 3; i++) {
      const form = new FormData();
      form.set('file', await openAsBlob(file, { type: 'application/pdf' }), 'upload.pdf');
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: form });
      await res.json();
      out.push(statSync(file).size / 1024 / 1024 / ((performance.now() - started) / 1000));
    }
    return out;
  } finally {
    await stop(child);
  }
}

const round = (n: number) => Math.round(n * 100) / 100;

async function main() {
  const part = process.env.BENCH_PART ?? 'all';
  const preflight = part === 'upload' ? null : await preflightBench();
  console.info('preflight', JSON.stringify(preflight, null, 2));
  if (part === 'preflight') return;
  const file = await bigFile();
  const plain = await plainUploads(file);
  const quire = await quireUploads(file);
  const upload = {
    sizeMb: UPLOAD_MB,
    plainMbPerS: round(median(plain)),
    quireMbPerS: round(median(quire.mbPerS)),
    ratio: round(median(quire.mbPerS) / median(plain)),
    quireServer: {
      rssBeforeMb: round(quire.idleRssMb),
      rssAfterMb: round(quire.afterRssMb),
      peakBeforeUploadsMb: round(quire.startupPeakMb),
      peakAfterUploadsMb: round(quire.peakMb),
    },
  };
  console.info('upload', JSON.stringify(upload, null, 2));
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(
    join(root, 'bench', 'results', 'files.json'),
    `${JSON.stringify({ at: new Date().toISOString(), preflight, upload }, null, 2)}\n`,
  );
  rmSync(work, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  rmSync(work, { recursive: true, force: true });
  process.exit(1);
});
