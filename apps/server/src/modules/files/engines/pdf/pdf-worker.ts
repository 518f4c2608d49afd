/**
 * The PDF worker thread: reads a PDF with pdfjs-dist, one page at a time, and posts back the facts
 * the preflight rules need (page sizes, fonts and whether they are embedded, the effective
 * resolution of every image placement, encryption). Started by `inspectPdf` with a memory cap and
 * a time limit; it holds no more than one page's operators at a time and reads the file by ranges
 * (pdfjs fetches only the bytes it needs, so untouched parts of a large file are never loaded).
 *
 * Built as its own esbuild entry (dist/pdf-worker.js); from source it runs under tsx.
 */
import { open } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import type { PdfFacts, PdfFontFact } from '@quire/domain';
import { inspectOperators } from './operators';

export interface PdfWorkerInput {
  path: string;
  /** Largest image pdfjs decodes, in pixels; larger ones are skipped (they are high resolution). */
  maxImagePixels: number;
}

export type PdfWorkerMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'result'; facts: PdfFacts }
  | { type: 'failed'; reason: 'invalid' | 'unreadable'; message: string };

const CHUNK = 256 * 1024;
/**
 * The document is opened afresh for every this many pages: pdfjs keeps each byte range it has read
 * (and its fonts) for the life of a document, so a fresh one bounds the memory of a large file.
 */
const PAGES_PER_OPEN = 20;

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
type FileHandle = Awaited<ReturnType<typeof open>>;

function openDocument(pdfjs: Pdfjs, file: FileHandle, size: number, input: PdfWorkerInput) {
  // Serve pdfjs the byte ranges it asks for instead of the whole file.
  const transport = new pdfjs.PDFDataRangeTransport(size, null);
  transport.requestDataRange = (begin: number, end: number) => {
    const buf = new Uint8Array(end - begin);
    file.read(buf, 0, buf.length, begin).then(
      () => transport.onDataRange(begin, buf),
      () => transport.onDataRange(begin, new Uint8Array(0)),
    );
  };
  return pdfjs.getDocument({
    range: transport,
    length: size,
    rangeChunkSize: CHUNK,
    disableAutoFetch: true,
    disableStream: true,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    maxImageSize: input.maxImagePixels,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    verbosity: 0,
  }).promise;
}

type PdfDoc = Awaited<ReturnType<typeof openDocument>>;

interface Collected {
  pages: PdfFacts['pages'];
  fonts: Map<string, PdfFontFact>;
  images: PdfFacts['images'];
}

async function inspectPage(pdfjs: Pdfjs, doc: PdfDoc, n: number, out: Collected): Promise<void> {
  const page = await doc.getPage(n);
  try {
    const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = page.view;
    const unit = (page as unknown as { userUnit?: number }).userUnit ?? 1;
    const w = Math.abs(x2 - x1) * unit;
    const h = Math.abs(y2 - y1) * unit;
    out.pages.push(page.rotate % 180 === 0 ? { widthPt: w, heightPt: h } : { widthPt: h, heightPt: w });
    const ops = await page.getOperatorList({ annotationMode: pdfjs.AnnotationMode.DISABLE });
    const found = inspectOperators(ops, pdfjs.OPS, unit);
    for (const loadedName of found.fontIds) {
      const font = fontInfo(page.commonObjs, loadedName);
      if (!font) continue;
      const key = `${font.name}\u0000${font.embedded}`;
      const entry = out.fonts.get(key) ?? { name: font.name, embedded: font.embedded, pages: [] };
      if (entry.pages.at(-1) !== n) entry.pages.push(n);
      out.fonts.set(key, entry);
    }
    if (found.lowestPpi !== null) out.images.push({ page: n, ppi: found.lowestPpi });
  } finally {
    page.cleanup();
  }
}

async function inspect(input: PdfWorkerInput): Promise<PdfFacts> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const file = await open(input.path, 'r');
  try {
    const { size } = await file.stat();
    let doc: PdfDoc;
    try {
      doc = await openDocument(pdfjs, file, size, input);
    } catch (err) {
      if ((err as Error)?.name === 'PasswordException') {
        return { pageCount: 0, encrypted: true, pages: [], fonts: [], images: [] };
      }
      throw err;
    }
    const out: Collected = { pages: [], fonts: new Map(), images: [] };
    let total = 0;
    let encrypted = false;
    try {
      const meta = await doc.getMetadata();
      encrypted = (meta.info as { EncryptFilterName?: string | null }).EncryptFilterName != null;
      total = doc.numPages;
      for (let n = 1; n <= total; n++) {
        if (n > 1 && (n - 1) % PAGES_PER_OPEN === 0) {
          await doc.destroy();
          doc = await openDocument(pdfjs, file, size, input);
        }
        await inspectPage(pdfjs, doc, n, out);
        parentPort?.postMessage({ type: 'progress', done: n, total } satisfies PdfWorkerMessage);
      }
    } finally {
      await doc.destroy();
    }
    return {
      pageCount: total,
      encrypted,
      pages: out.pages,
      fonts: [...out.fonts.values()],
      images: out.images,
    };
  } finally {
    await file.close();
  }
}

interface CommonObjs {
  has(id: string): boolean;
  get(id: string): unknown;
}

/** The font pdfjs loaded under `loadedName`: its PostScript name (no subset prefix) and whether it came with its file. */
function fontInfo(objs: CommonObjs, loadedName: string): { name: string; embedded: boolean } | null {
  if (!objs.has(loadedName)) return null;
  const font = objs.get(loadedName) as {
    name?: string;
    missingFile?: boolean;
    isType3Font?: boolean;
    fallbackName?: string;
  } | null;
  if (!font || typeof font !== 'object') return null;
  const raw = font.name ?? font.fallbackName ?? loadedName;
  const name = raw.replace(/^[A-Z]{6}\+/, '');
  return { name, embedded: font.isType3Font === true || font.missingFile !== true };
}

function describe(err: unknown): { reason: 'invalid' | 'unreadable'; message: string } {
  const e = err as { name?: string; message?: string };
  const reason = e?.name === 'InvalidPDFException' ? 'invalid' : 'unreadable';
  return { reason, message: String(e?.message ?? err).slice(0, 300) };
}

if (parentPort) {
  const port = parentPort;
  inspect(workerData as PdfWorkerInput).then(
    (facts) => port.postMessage({ type: 'result', facts } satisfies PdfWorkerMessage),
    (err) => port.postMessage({ type: 'failed', ...describe(err) } satisfies PdfWorkerMessage),
  );
}
