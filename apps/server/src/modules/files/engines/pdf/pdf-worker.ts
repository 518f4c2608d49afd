/**
 * The PDF worker thread: posts back the facts the preflight rules need (page sizes, fonts and
 * whether they are embedded, the effective resolution of every image placement, encryption, and
 * whether the file had to be repaired). Started by `inspectPdf` with a memory cap and a time limit.
 *
 * Decision 020: the facts are read from the PDF's objects (reader/), page dictionaries, resources
 * and font dictionaries as they are and content streams scanned one at a time, without building
 * operator lists or loading fonts. pdf.js (pdfjs-facts.ts, loaded only then) takes over for what
 * that reader leaves to it: encrypted files, filters it does not decode, files it cannot read.
 *
 * Given `render`, it draws the first page instead (pdfjs-render.ts, decision 055): a cover's image
 * for the dashboard, under the same caps.
 *
 * Built as its own esbuild entry (dist/pdf-worker.js); from source it runs under tsx.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PdfFacts } from '@quire/domain';
import type { PdfRaster, PdfRenderRequest } from './pdfjs-render';
import { readPdfFacts } from './reader/facts';
import { PdfTooLarge } from './reader/file';

export interface PdfWorkerInput {
  path: string;
  /** Largest image pdfjs decodes, in pixels (the fallback only: the object reader decodes no image). */
  maxImagePixels: number;
  /** Largest stream the object reader decodes, in bytes (a content stream over it: too much memory). */
  maxStreamBytes: number;
  /** Draw the first page (the raster is posted back) instead of reading the facts. */
  render?: PdfRenderRequest;
}

export type PdfWorkerMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'result'; facts: PdfFacts }
  | { type: 'raster'; raster: PdfRaster }
  | { type: 'failed'; reason: 'invalid' | 'unreadable' | 'memory'; message: string };

/** Progress is posted every this many pages (and for the last one). */
const PROGRESS_EVERY = 10;

function progress(done: number, total: number): void {
  if (done % PROGRESS_EVERY === 0 || done >= total) {
    parentPort?.postMessage({ type: 'progress', done, total } satisfies PdfWorkerMessage);
  }
}

export async function inspect(input: PdfWorkerInput): Promise<PdfFacts> {
  let repaired = false;
  try {
    return readPdfFacts(input.path, { maxStreamBytes: input.maxStreamBytes, onPage: progress });
  } catch (err) {
    if (err instanceof PdfTooLarge) throw err;
    // Not readable from its objects here (encrypted, an unsupported filter, beyond repair): pdf.js
    // reads it. A file the object reader found damaged is reported as repaired if pdf.js reads it.
    repaired = (err as Error)?.name === 'SyntaxFault';
  }
  const { inspectWithPdfjs } = await import('./pdfjs-facts');
  const facts = await inspectWithPdfjs(input, progress);
  return repaired ? { ...facts, repaired: true } : facts;
}

function describe(err: unknown): { reason: 'invalid' | 'unreadable' | 'memory'; message: string } {
  const e = err as { name?: string; message?: string };
  if (err instanceof PdfTooLarge) return { reason: 'memory', message: '' };
  const reason = e?.name === 'InvalidPDFException' ? 'invalid' : 'unreadable';
  return { reason, message: String(e?.message ?? err).slice(0, 300) };
}

/** What the worker was started for: the facts, or the first page drawn. */
async function run(input: PdfWorkerInput): Promise<PdfWorkerMessage> {
  if (!input.render) return { type: 'result', facts: await inspect(input) };
  const { renderFirstPage } = await import('./pdfjs-render');
  return { type: 'raster', raster: await renderFirstPage(input, input.render) };
}

if (parentPort) {
  const port = parentPort;
  run(workerData as PdfWorkerInput).then(
    (message) => port.postMessage(message),
    (err) => port.postMessage({ type: 'failed', ...describe(err) } satisfies PdfWorkerMessage),
  );
}
