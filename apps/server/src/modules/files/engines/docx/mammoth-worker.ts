/**
 * Runs mammoth in a worker thread with a V8 heap cap and a time limit. Mammoth holds the whole
 * document as a tree (about 90 bytes of memory per byte of word/document.xml), so a large or
 * pathological Word file must not be able to exhaust the server's memory or hold a job forever:
 * the worker dies, the server does not.
 *
 * The worker's program is a short CommonJS script passed with `eval: true`, so it runs the same
 * from the TypeScript sources (vitest, tsx) and from the esbuild bundle, without an extra entry.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export interface MammothImage {
  /** The `src` mammoth wrote into the HTML. */
  token: string;
  /** Where the worker wrote the image's bytes. */
  file: string;
  contentType: string;
}

export interface MammothOutput {
  html: string;
  messages: { type: string; message: string }[];
  images: MammothImage[];
}

export class MammothFailure extends Error {
  constructor(
    readonly reason: 'unreadable' | 'memory' | 'timeout' | 'aborted',
    message: string,
  ) {
    super(message);
    this.name = 'MammothFailure';
  }
}

export interface RunMammothOptions {
  styleMap: string[];
  /** A directory the worker writes image files into. */
  imageDir: string;
  timeoutMs?: number;
  /** V8 old-generation heap of the worker, MB. */
  maxMemoryMb?: number;
  signal?: AbortSignal;
}

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { writeFile } = require('node:fs/promises');
const { join } = require('node:path');
const mammoth = require(workerData.mammothPath);
const images = [];
let n = 0;
mammoth
  .convertToHtml(
    { path: workerData.docxPath },
    {
      styleMap: workerData.styleMap,
      includeEmbeddedStyleMap: false,
      externalFileAccess: false,
      convertImage: mammoth.images.imgElement(async (image) => {
        n += 1;
        const token = 'quire-image-' + n;
        const file = join(workerData.imageDir, 'raw-' + n);
        await writeFile(file, await image.readAsBuffer());
        images.push({ token, file, contentType: String(image.contentType || '') });
        return { src: token };
      }),
    },
  )
  .then(
    (r) => parentPort.postMessage({
      type: 'result',
      html: r.value,
      messages: r.messages.map((m) => ({ type: String(m.type), message: String(m.message) })),
      images,
    }),
    (e) => parentPort.postMessage({ type: 'error', message: String((e && e.message) || e) }),
  );
`;

export function runMammoth(docxPath: string, opts: RunMammothOptions): Promise<MammothOutput> {
  if (opts.signal?.aborted) return Promise.reject(new MammothFailure('aborted', 'stopped'));
  const maxMemoryMb = opts.maxMemoryMb ?? 512;
  const mammothPath = createRequire(import.meta.url).resolve('mammoth');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { docxPath, imageDir: opts.imageDir, styleMap: opts.styleMap, mammothPath },
    resourceLimits: {
      maxOldGenerationSizeMb: maxMemoryMb,
      maxYoungGenerationSizeMb: Math.max(16, Math.round(maxMemoryMb / 16)),
      stackSizeMb: 4,
    },
    stdout: true,
    stderr: true,
  });
  worker.stdout.resume();
  worker.stderr.resume();

  return new Promise<MammothOutput>((resolve, reject) => {
    let settled = false;
    const finish = (err: MammothFailure | null, out?: MammothOutput) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
      void worker.terminate();
      if (err) reject(err);
      else resolve(out!);
    };
    const timer = setTimeout(
      () => finish(new MammothFailure('timeout', 'conversion took too long')),
      opts.timeoutMs ?? 120_000,
    );
    const onAbort = () => finish(new MammothFailure('aborted', 'stopped'));
    opts.signal?.addEventListener('abort', onAbort, { once: true });

    worker.on('message', (msg: ({ type: 'result' } & MammothOutput) | { type: 'error'; message: string }) => {
      if (msg.type === 'result') finish(null, { html: msg.html, messages: msg.messages, images: msg.images });
      else finish(new MammothFailure('unreadable', msg.message));
    });
    worker.on('error', (err: Error & { code?: string }) => {
      const oom = err.code === 'ERR_WORKER_OUT_OF_MEMORY' || /out of memory|heap/i.test(err.message);
      finish(new MammothFailure(oom ? 'memory' : 'unreadable', err.message));
    });
    worker.on('exit', (code) => finish(new MammothFailure('unreadable', `worker exited (${code})`)));
  });
}
