/**
 * The pdf.js route to a PDF's facts (the engine before decision 020, kept as the fallback): reads
 * the PDF with pdfjs-dist, one page at a time, and builds every page's operator list for its fonts
 * and image placements. The worker uses it only for what the object reader leaves to it: encrypted
 * files, filters it does not decode, and files it cannot read at all. It holds no more than one
 * page's operators at a time and reads the file by ranges.
 */
import { open } from 'node:fs/promises';
import type { PdfFacts, PdfFontFact } from '@quire/domain';
import { inspectOperators } from './operators';

export interface PdfjsInput {
  path: string;
  /** Largest image pdfjs decodes, in pixels; larger ones are skipped (they are high resolution). */
  maxImagePixels: number;
}

const CHUNK = 256 * 1024;
/**
 * The document is opened afresh for every this many pages: pdfjs keeps each byte range it has read
 * (and its fonts) for the life of a document, so a fresh one bounds the memory of a large file.
 */
const PAGES_PER_OPEN = 20;

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
type FileHandle = Awaited<ReturnType<typeof open>>;
type DocumentOptions = import('pdfjs-dist/types/src/display/api').DocumentInitParameters;

/** Opens the PDF read by ranges, without eval, font faces or system fonts; `extra` adds to the options. */
export function openDocument(
  pdfjs: Pdfjs,
  file: FileHandle,
  size: number,
  input: PdfjsInput,
  extra: Partial<DocumentOptions> = {},
) {
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
    ...extra,
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

export async function inspectWithPdfjs(
  input: PdfjsInput,
  onProgress: (done: number, total: number) => void,
): Promise<PdfFacts> {
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
      // pdf.js answers the page tree's /Count as it is, which a damaged file may give as negative.
      if (!Number.isInteger(total) || total < 0) throw new Error(`the page tree counts ${total} pages`);
      for (let n = 1; n <= total; n++) {
        if (n > 1 && (n - 1) % PAGES_PER_OPEN === 0) {
          await doc.destroy();
          doc = await openDocument(pdfjs, file, size, input);
        }
        await inspectPage(pdfjs, doc, n, out);
        onProgress(n, total);
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
