// `npm run bench:files` (after `npm run build`): the file pipeline measured against reference tools,
// side by side in one run. These machines are shared and noisy: read the ratios.
//   1. Preflight (bench/preflight.ts): three real-world print PDFs and one near the upload limit,
//      Quire's preflight (through the engine, and through an upload until the result is stored)
//      against poppler's pdfinfo -box + pdffonts + pdfimages -list on the same file, with peak memory.
//   2. Upload throughput of a large file through `POST /api/project/upload` (multipart, streamed
//      to storage, sign-in and CSRF checked), BENCH_UPLOAD_CONCURRENCY (4) at once, three rounds,
//      against a plain Node server piping the same request bodies to disk; and the Quire server's
//      memory while it takes them (sampled every 200 ms: flat means the files never sit in memory).
// BENCH_PART=preflight or upload runs one part. Results go to bench/results/files.json;
// docs/performance.md records the figures.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import {
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  openAsBlob,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_ARGS } from '../e2e/server-command';
import { preflightBench, printPreflight } from './preflight';
import { median, root, round, rssMb, signIn, startNode, stop, waitFor } from './support';

const UPLOAD_MB = Number(process.env.BENCH_UPLOAD_MB ?? 256);
const work = mkdtempSync(join(tmpdir(), 'quire-bench-files-'));

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

/** Uploads at once in each round (the scale goal: four at ≥ 0.9× plain streams, memory flat). */
const CONCURRENCY = Number(process.env.BENCH_UPLOAD_CONCURRENCY ?? 4);
const ROUNDS = 3;

/** Sends `CONCURRENCY` uploads at once, `ROUNDS` times: the aggregate MB/s of each round. */
async function rounds(send: (i: number) => Promise<void>, sizeMb: number): Promise<number[]> {
  const out: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => send(i)));
    out.push((sizeMb * CONCURRENCY) / ((performance.now() - started) / 1000));
  }
  return out;
}

/** The resident memory of `pid` every 200 ms while `work` runs: its lowest and highest, in MB. */
async function sampled<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; minMb: number; maxMb: number }> {
  const seen: number[] = [rssMb(pid, 'VmRSS')];
  const timer = setInterval(() => seen.push(rssMb(pid, 'VmRSS')), 200);
  try {
    const result = await work();
    seen.push(rssMb(pid, 'VmRSS'));
    return { result, minMb: Math.min(...seen), maxMb: Math.max(...seen) };
  } finally {
    clearInterval(timer);
  }
}

async function quireUploads(file: string): Promise<{
  mbPerS: number[];
  idleRssMb: number;
  afterRssMb: number;
  startupPeakMb: number;
  peakMb: number;
  duringMinMb: number;
  duringMaxMb: number;
}> {
  const port = 3297;
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(work, 'data-'));
  const child = startNode(SERVER_ARGS, {
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
    const api = await signIn(base);
    const token = api.token;
    // One project per upload at once: each replaces its own interior.
    const projectIds: string[] = [];
    for (let i = 0; i < CONCURRENCY; i++) {
      const created = await api.call('POST', '/api/project', { type: 'POD', title: `Bench upload ${i + 1}` });
      projectIds.push(String(created.payload.id));
    }
    const pid = child.pid ?? 0;
    const idleRssMb = rssMb(pid, 'VmRSS');
    const startupPeakMb = rssMb(pid, 'VmHWM');
    const sizeMb = statSync(file).size / 1024 / 1024;
    const send = async (i: number) => {
      const form = new FormData();
      form.set('projectElementType', 'INTERIOR');
      form.set('projectId', projectIds[i] as string);
      form.set('authenticityToken', token);
      form.set('file', await openAsBlob(file, { type: 'application/pdf' }), 'upload.pdf');
      const res = await fetch(`${base}/api/project/upload`, {
        method: 'POST',
        body: form,
        headers: { cookie: api.cookie() },
      });
      const body = (await res.json()) as { code: string };
      if (body.code !== 'SUCCESS') throw new Error(`upload answered ${JSON.stringify(body)}`);
    };
    const during = await sampled(pid, () => rounds(send, sizeMb));
    return {
      mbPerS: during.result,
      idleRssMb,
      afterRssMb: rssMb(pid, 'VmRSS'),
      startupPeakMb,
      peakMb: rssMb(pid, 'VmHWM'),
      duringMinMb: during.minMb,
      duringMaxMb: during.maxMb,
    };
  } finally {
    await stop(child);
  }
}

async function plainUploads(file: string): Promise<number[]> {
  const port = 3298;
  // Each request to its own file, as each Quire upload is its own object.
  const target = join(work, 'plain-');
  const code = `let n=0;require('node:http').createServer((q,s)=>{const o=require('node:fs').createWriteStream(${JSON.stringify(target)}+(n++%${CONCURRENCY})+'.bin');q.pipe(o);o.on('finish',()=>{s.setHeader('content-type','application/json');s.end('{"code":"SUCCESS"}')})}).listen(${port},'127.0.0.1')`;
  const child = spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
  try {
    await new Promise((r) => setTimeout(r, 300));
    const send = async () => {
      const form = new FormData();
      form.set('file', await openAsBlob(file, { type: 'application/pdf' }), 'upload.pdf');
      const res = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: form });
      await res.json();
    };
    return await rounds(send, statSync(file).size / 1024 / 1024);
  } finally {
    await stop(child);
  }
}

async function main() {
  const part = process.env.BENCH_PART ?? 'all';
  const preflight = part === 'upload' ? null : await preflightBench(work);
  if (preflight) printPreflight(preflight);
  if (part === 'preflight') {
    save({ preflight });
    rmSync(work, { recursive: true, force: true });
    return;
  }
  const file = await bigFile();
  const plain = await plainUploads(file);
  const quire = await quireUploads(file);
  const upload = {
    sizeMb: UPLOAD_MB,
    atOnce: CONCURRENCY,
    plainMbPerS: round(median(plain)),
    quireMbPerS: round(median(quire.mbPerS)),
    ratio: round(median(quire.mbPerS) / median(plain)),
    quireServer: {
      rssBeforeMb: round(quire.idleRssMb),
      rssAfterMb: round(quire.afterRssMb),
      peakBeforeUploadsMb: round(quire.startupPeakMb),
      peakAfterUploadsMb: round(quire.peakMb),
      rssDuringUploadsMb: [round(quire.duringMinMb), round(quire.duringMaxMb)],
    },
  };
  console.info('upload', JSON.stringify(upload, null, 2));
  save({ preflight, upload });
  rmSync(work, { recursive: true, force: true });
}

function save(result: Record<string, unknown>): void {
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(
    join(root, 'bench', 'results', 'files.json'),
    `${JSON.stringify({ at: new Date().toISOString(), ...result }, null, 2)}\n`,
  );
}

main().catch((err) => {
  console.error(err);
  rmSync(work, { recursive: true, force: true });
  process.exit(1);
});
