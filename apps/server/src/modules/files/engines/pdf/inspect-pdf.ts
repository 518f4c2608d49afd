/**
 * `inspectPdf`: the facts of a PDF, read in a worker thread so that a hostile or broken file can
 * neither crash nor hang the server. The worker runs with a V8 heap cap (`resourceLimits`), a
 * wall-clock time limit, and a watchdog on the process's resident memory (pdfjs keeps decoded
 * streams in ArrayBuffers, outside the V8 heap); any of them terminates it, and every failure ends
 * in a PdfUnreadableError whose message an author can act on. `runPdfWorker` is the same run for
 * drawing a first page (render-pdf.ts).
 */
import { open } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PdfFacts } from '@quire/domain';
import type { PdfWorkerInput, PdfWorkerMessage } from './pdf-worker';

export class PdfUnreadableError extends Error {
  override readonly name = 'PdfUnreadableError';
  readonly code: string;
  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

export interface InspectPdfOptions {
  /** Wall-clock limit for the whole file (default 300 s; most files take well under a second). */
  timeoutMs?: number;
  /**
   * V8 heap of the worker in MB (default 256); resident growth may reach 2 × this + 256 MB. A
   * quarter of it, at most 32 MB, is the largest stream the worker decodes (decision 020): a page
   * whose content decodes to more (millions of drawing operators) needs too much memory to check.
   */
  maxMemoryMb?: number;
  /** The fallback reader (pdf.js) does not decode images larger than this many pixels (default 50 megapixels). */
  maxImagePixels?: number;
  signal?: AbortSignal;
  onProgress?(done: number, total: number): void;
}

const MESSAGES = {
  notPdf: 'This file is not a PDF. Export your file as PDF and upload it again.',
  truncated:
    'The PDF is incomplete: it ends before its last part (as when an upload or export was cut short). Export it again and upload the new file.',
  invalid:
    'The PDF is damaged and cannot be read. Export it again from your layout program (for example as PDF/X-1a) and upload the new file.',
  timeout:
    'The PDF took too long to check; it may be damaged or extremely complex. Export it again (flattening transparency and very complex artwork helps) and upload the new file.',
  memory:
    'The PDF needs too much memory to check; it may be damaged or contain extremely large images. Export it again with images at 300 to 600 ppi and upload the new file.',
  crashed: 'The PDF could not be checked. Export it again and upload the new file.',
} as const;

/** What an aborted inspection rejects with: not a PdfUnreadableError, the file is not at fault. */
function abortError(): Error {
  const err = new Error('The PDF check was stopped.');
  err.name = 'AbortError';
  return err;
}

/**
 * The worker's entry: dist/pdf-worker.js next to the bundle, or, when running from the .ts source
 * (vitest, tsx), a small loader that registers tsx in the worker and imports pdf-worker.ts.
 */
function workerEntry(): { entry: URL | string; eval: boolean } {
  const here = import.meta.url;
  if (!/\.ts$/.test(new URL(here).pathname)) return { entry: new URL('./pdf-worker.js', here), eval: false };
  const req = createRequire(here);
  const url = (id: string) => JSON.stringify(pathToFileURL(req.resolve(id)).href);
  // The ESM build of tsx's API (require.resolve gives the CommonJS one, which cannot register).
  const tsx = JSON.stringify(pathToFileURL(req.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href);
  const source = JSON.stringify(new URL('./pdf-worker.ts', here).href);
  // pdfjs is loaded before tsx hooks in, so its 3 MB of JavaScript is not run through them.
  const loader = `(async () => {
    await import(${url('pdfjs-dist/legacy/build/pdf.mjs')});
    await import(${url('pdfjs-dist/legacy/build/pdf.worker.mjs')});
    (await import(${tsx})).register();
    await import(${source});
  })();`;
  return { entry: loader, eval: true };
}

/** Cheap checks before starting a worker: the %PDF- header, and %%EOF (and startxref) at the end. */
export async function checkEnvelope(path: string): Promise<void> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(Math.min(1024, size));
    await file.read(head, 0, head.length, 0);
    if (!head.includes('%PDF-')) throw new PdfUnreadableError('PDF_NOT_PDF', MESSAGES.notPdf);
    const tailLength = Math.min(4096, size);
    const tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, size - tailLength);
    if (!tail.includes('%%EOF') || !tail.includes('startxref')) {
      throw new PdfUnreadableError('PDF_TRUNCATED', MESSAGES.truncated);
    }
  } finally {
    await file.close();
  }
}

export async function inspectPdf(path: string, opts: InspectPdfOptions = {}): Promise<PdfFacts> {
  const maxMemoryMb = opts.maxMemoryMb ?? 256;
  if (opts.signal?.aborted) throw abortError();
  await checkEnvelope(path);
  const done = await runPdfWorker(
    {
      path,
      maxImagePixels: opts.maxImagePixels ?? 50_000_000,
      maxStreamBytes: Math.min(32, Math.floor(maxMemoryMb / 4)) * 1024 * 1024,
    },
    { ...opts, timeoutMs: opts.timeoutMs ?? 300_000, maxMemoryMb },
  );
  if (done.type !== 'result') throw new Error('The PDF worker answered no facts.');
  return done.facts;
}

/** What a worker run ends with: the facts, or the first page drawn (PdfWorkerInput.render). */
export type PdfWorkerDone = Extract<PdfWorkerMessage, { type: 'result' | 'raster' }>;

/**
 * Runs the PDF worker on `input` under the caps (V8 heap, wall clock, resident memory) and answers
 * what it posts back; every failure of the file ends in a PdfUnreadableError. Call checkEnvelope first.
 */
export function runPdfWorker(
  input: PdfWorkerInput,
  opts: Omit<InspectPdfOptions, 'maxImagePixels'> & { timeoutMs: number; maxMemoryMb: number },
): Promise<PdfWorkerDone> {
  const { timeoutMs, maxMemoryMb } = opts;
  if (opts.signal?.aborted) return Promise.reject(abortError());
  const { entry, eval: isEval } = workerEntry();
  const worker = new Worker(entry, {
    eval: isEval,
    workerData: input,
    resourceLimits: {
      maxOldGenerationSizeMb: maxMemoryMb,
      maxYoungGenerationSizeMb: Math.max(16, Math.round(maxMemoryMb / 8)),
      stackSizeMb: 4,
    },
    stdout: true,
    stderr: true,
  });
  // pdfjs may print warnings; they are not for the server's log.
  worker.stdout.resume();
  worker.stderr.resume();

  return new Promise<PdfWorkerDone>((resolve, reject) => {
    let settled = false;
    const rssStart = process.memoryUsage.rss();
    const rssLimit = (2 * maxMemoryMb + 256) * 1024 * 1024;
    const finish = (err: Error | null, done?: PdfWorkerDone) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watchdog);
      opts.signal?.removeEventListener('abort', onAbort);
      void worker.terminate();
      if (err) reject(err);
      else resolve(done!);
    };
    const timer = setTimeout(
      () => finish(new PdfUnreadableError('PDF_TIMEOUT', MESSAGES.timeout)),
      timeoutMs,
    );
    const watchdog = setInterval(() => {
      if (process.memoryUsage.rss() - rssStart > rssLimit) {
        finish(new PdfUnreadableError('PDF_TOO_MUCH_MEMORY', MESSAGES.memory));
      }
    }, 100);
    const onAbort = () => finish(abortError());
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    if (opts.signal?.aborted) onAbort();

    worker.on('message', (msg: PdfWorkerMessage) => {
      if (msg.type === 'progress') opts.onProgress?.(msg.done, msg.total);
      else if (msg.type === 'result' || msg.type === 'raster') finish(null, msg);
      else if (msg.reason === 'memory')
        finish(new PdfUnreadableError('PDF_TOO_MUCH_MEMORY', MESSAGES.memory));
      else {
        const detail = msg.message ? ` (${msg.message})` : '';
        finish(new PdfUnreadableError('PDF_UNREADABLE', `${MESSAGES.invalid}${detail}`));
      }
    });
    worker.on('error', (err: Error & { code?: string }) => {
      if (err.code === 'ERR_MODULE_NOT_FOUND' || err.code === 'ERR_UNKNOWN_FILE_EXTENSION') {
        // The worker itself is missing (a build or deployment fault): not the author's file.
        finish(new Error(`The PDF worker could not start: ${err.message}`, { cause: err }));
        return;
      }
      const oom = err.code === 'ERR_WORKER_OUT_OF_MEMORY' || /memory/i.test(err.message);
      finish(
        oom
          ? new PdfUnreadableError('PDF_TOO_MUCH_MEMORY', MESSAGES.memory, { cause: err })
          : new PdfUnreadableError('PDF_UNREADABLE', MESSAGES.crashed, { cause: err }),
      );
    });
    worker.on('exit', (code) => {
      finish(new PdfUnreadableError('PDF_UNREADABLE', `${MESSAGES.crashed} (worker exit ${code})`));
    });
  });
}
