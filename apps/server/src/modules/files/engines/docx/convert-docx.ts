/**
 * DOCX → EPUB 3. The Word file is hostile: it is checked as a zip first (sizes declared and
 * actual, entry count, compression ratio, paths), then converted by mammoth with a style map,
 * images written as separate resources, the HTML sanitised into XHTML, split into chapters at
 * the headings and packaged with a navigation document built from them.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Finding } from '@quire/domain';
import sharp from 'sharp';
import { inspectZip, type ZipLimits } from '../zip/zip-safety';
import { conversionAccessibility } from './accessibility';
import { BOOK_CSS } from './book-css';
import { splitChapters } from './chapters';
import { type EpubItem, writeEpub, xhtmlDocument } from './epub-writer';
import { isBlank, sanitizeHtml, toXhtml } from './html-to-xhtml';
import { MammothFailure, type MammothOutput, runMammoth } from './mammoth-worker';

export const MAX_DOCX_BYTES = 100 * 1024 * 1024;
/** The part mammoth parses into memory as XML (the worker's heap cap is the finer limit). */
export const MAX_DOCUMENT_XML_BYTES = 32 * 1024 * 1024;
export const DOCX_ZIP_LIMITS: ZipLimits = {
  maxEntries: 5_000,
  maxTotalUncompressed: 256 * 1024 * 1024,
  maxEntryUncompressed: 100 * 1024 * 1024,
  maxRatio: 500,
};
/** The converted text is parsed again (as HTML) in the server's own thread: bound it. */
const MAX_HTML_CHARS = 48 * 1024 * 1024;
const MAX_IMAGE_PIXELS = 40_000_000;
const MAX_WARNINGS = 20;

export const DOCX_STYLE_MAP = [
  "p[style-name='Title'] => p.title:fresh",
  "p[style-name='Subtitle'] => p.subtitle:fresh",
  "p[style-name='heading 1'] => h1:fresh",
  "p[style-name='heading 2'] => h2:fresh",
  "p[style-name='heading 3'] => h3:fresh",
  "p[style-name='Heading 1'] => h1:fresh",
  "p[style-name='Heading 2'] => h2:fresh",
  "p[style-name='Heading 3'] => h3:fresh",
  "p[style-name='Quote'] => blockquote > p:fresh",
  "p[style-name='Intense Quote'] => blockquote > p:fresh",
];

const SAVE_AGAIN =
  'Save it again as .docx (in Word: File › Save As › Word Document (.docx)) and upload the new file.';

const error = (code: string, message: string, path?: string): Finding =>
  path
    ? { severity: 'ERROR', code, message, path, source: 'quire' }
    : { severity: 'ERROR', code, message, source: 'quire' };
const warning = (code: string, message: string): Finding => ({
  severity: 'WARNING',
  code,
  message,
  source: 'quire',
});

/** The zip checker speaks of EPUBs; an author who uploaded a Word file needs Word words. */
function docxZipFinding(f: Finding): Finding {
  const detail = f.message.replace(/\s*Export the book[^.]*\.\s*$/, '').trim();
  switch (f.code) {
    case 'ZIP_EMPTY':
      return error(f.code, `This Word file is empty (0 bytes). ${SAVE_AGAIN}`);
    case 'ZIP_NOT_ZIP':
    case 'ZIP_UNREADABLE':
    case 'ZIP_ENTRY_CORRUPT':
      return error(
        'DOCX_UNREADABLE',
        `This Word file could not be opened: it is not a .docx file (an older .doc, or another kind of file renamed) or it is damaged. ${SAVE_AGAIN}`,
      );
    case 'ZIP_TOO_MANY_ENTRIES':
    case 'ZIP_ENTRY_TOO_LARGE':
    case 'ZIP_TOTAL_TOO_LARGE':
    case 'ZIP_COMPRESSION_RATIO':
      return error(
        f.code,
        `This Word file could not be opened safely: it unpacks to more than Quire accepts (${detail}). Make the images smaller (in Word: Picture Format › Compress Pictures), then ${SAVE_AGAIN.charAt(0).toLowerCase()}${SAVE_AGAIN.slice(1)}`,
        f.path,
      );
    default:
      return error(
        f.code,
        `This Word file could not be opened safely: it contains something Quire refuses (${detail}). ${SAVE_AGAIN}`,
        f.path,
      );
  }
}

/** Whether the zip checker's finding makes a DOCX unusable (EPUB file-naming rules do not apply to Word files). */
const blocksDocx = (f: Finding) => f.severity === 'ERROR' && !f.code.startsWith('ZIP_NAME_');

function sniffImage(data: Buffer): { ext: string; mediaType: string } | null {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return { ext: 'png', mediaType: 'image/png' };
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return { ext: 'jpg', mediaType: 'image/jpeg' };
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.subarray(0, 6).toString('latin1')))
    return { ext: 'gif', mediaType: 'image/gif' };
  return null;
}

interface ImageStore {
  dir: string;
  items: EpubItem[];
  byHash: Map<string, string>;
  /** mammoth src token → href beside the chapters; absent = dropped. */
  hrefs: Map<string, string>;
  dropped: string[];
}

async function storeImage(
  store: ImageStore,
  token: string,
  data: Buffer,
  contentType: string,
): Promise<void> {
  let kind = sniffImage(data);
  let bytes = data;
  if (!kind && /^image\/(webp|tiff|bmp)$/.test(contentType)) {
    try {
      bytes = await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS }).png().toBuffer();
      kind = { ext: 'png', mediaType: 'image/png' };
    } catch {
      kind = null;
    }
  }
  if (!kind) {
    store.dropped.push(contentType || 'unknown format');
    return;
  }
  const hash = createHash('sha256').update(bytes).digest('hex');
  const existing = store.byHash.get(hash);
  if (existing) {
    store.hrefs.set(token, existing);
    return;
  }
  const n = store.items.length + 1;
  const href = `images/image-${String(n).padStart(3, '0')}.${kind.ext}`;
  const file = join(store.dir, `image-${n}.${kind.ext}`);
  await writeFile(file, bytes);
  store.items.push({ id: `image-${n}`, path: `OEBPS/${href}`, mediaType: kind.mediaType, data: { file } });
  store.byHash.set(hash, href);
  store.hrefs.set(token, href);
}

function conversionWarnings(messages: { type: string; message: string }[]): Finding[] {
  const unique = [...new Set(messages.map((m) => m.message.trim()).filter(Boolean))];
  const out = unique
    .slice(0, MAX_WARNINGS)
    .map((m) =>
      warning(
        'DOCX_CONVERSION',
        `Some Word formatting was not carried over to the eBook (${m}). The text is kept; check how it looks in the preview, or apply Word's built-in styles (Heading 1, Normal…) to it.`,
      ),
    );
  if (unique.length > MAX_WARNINGS)
    out.push(
      warning(
        'DOCX_CONVERSION',
        `…and ${unique.length - MAX_WARNINGS} more formatting notes like these. Using Word's built-in styles avoids them.`,
      ),
    );
  return out;
}

export interface ConvertDocxOptions {
  /** Time limit of the mammoth worker (default 120 s). */
  timeoutMs?: number;
  /** V8 heap cap of the mammoth worker in MB (default 512: about 10 MB of word/document.xml, some 2,000 pages). */
  maxMemoryMb?: number;
  /** Stops the conversion (the promise rejects with MammothFailure 'aborted'). */
  signal?: AbortSignal;
}

function mammothFailureFinding(e: MammothFailure): Finding {
  if (e.reason === 'memory' || e.reason === 'timeout') {
    return error(
      'DOCX_TOO_COMPLEX',
      `This Word file is too large or too complex to convert (it needed too much ${e.reason === 'memory' ? 'memory' : 'time'}). Split the book into smaller files, or ${SAVE_AGAIN.charAt(0).toLowerCase()}${SAVE_AGAIN.slice(1)}`,
    );
  }
  return error(
    'DOCX_UNREADABLE',
    `This Word file could not be opened: its contents are damaged or not in the .docx format. ${SAVE_AGAIN}`,
  );
}

export async function convertDocxToEpub(
  docxPath: string,
  outEpubPath: string,
  meta: { title: string; author: string | null; language: string },
  opts: ConvertDocxOptions = {},
): Promise<{ findings: Finding[] }> {
  const size = (await stat(docxPath)).size;
  if (size > MAX_DOCX_BYTES) {
    return {
      findings: [
        error(
          'DOCX_TOO_LARGE',
          `This Word file is ${Math.ceil(size / 1024 / 1024)} MB; the most Quire converts is ${MAX_DOCX_BYTES / 1024 / 1024} MB. Make the images smaller (in Word: Picture Format › Compress Pictures) and upload it again.`,
        ),
      ],
    };
  }

  const zip = await inspectZip(docxPath, DOCX_ZIP_LIMITS).catch((e: unknown) => ({
    entries: [],
    findings: [error('ZIP_UNREADABLE', (e as Error).message)],
  }));
  const blocking = zip.findings.filter(blocksDocx);
  if (blocking.length > 0) return { findings: dedupe(blocking.map(docxZipFinding)) };

  const documentXml = zip.entries.find((e) => e.name === 'word/document.xml');
  if (!documentXml) {
    return {
      findings: [
        error(
          'DOCX_NOT_WORD',
          `This file is a ZIP archive but not a Word document (it has no word/document.xml). ${SAVE_AGAIN}`,
        ),
      ],
    };
  }
  if (documentXml.uncompressedSize > MAX_DOCUMENT_XML_BYTES) {
    return {
      findings: [
        error(
          'DOCX_TOO_LARGE',
          `The text of this Word file is too large to convert (${Math.ceil(documentXml.uncompressedSize / 1024 / 1024)} MB of XML; the most is ${MAX_DOCUMENT_XML_BYTES / 1024 / 1024} MB). Split the book into smaller files.`,
          'word/document.xml',
        ),
      ],
    };
  }

  const dir = await mkdtemp(join(tmpdir(), 'quire-docx-'));
  try {
    const store: ImageStore = { dir, items: [], byHash: new Map(), hrefs: new Map(), dropped: [] };
    let result: MammothOutput;
    try {
      result = await runMammoth(docxPath, {
        styleMap: DOCX_STYLE_MAP,
        imageDir: dir,
        timeoutMs: opts.timeoutMs,
        maxMemoryMb: opts.maxMemoryMb,
        signal: opts.signal,
      });
    } catch (e) {
      if (!(e instanceof MammothFailure)) throw e;
      if (e.reason === 'aborted') throw e;
      return { findings: [mammothFailureFinding(e)] };
    }
    if (result.html.length > MAX_HTML_CHARS) {
      return { findings: [mammothFailureFinding(new MammothFailure('memory', 'HTML too large'))] };
    }
    for (const image of result.images) {
      await storeImage(store, image.token, await readFile(image.file), image.contentType);
      await rm(image.file, { force: true });
    }

    const findings: Finding[] = conversionWarnings(result.messages);
    for (const type of new Set(store.dropped)) {
      findings.push(
        warning(
          'DOCX_IMAGE_UNSUPPORTED',
          `An image in your Word file is in a format eBooks cannot show (${type}); it was left out. Insert it again as a JPEG or PNG picture.`,
        ),
      );
    }

    const nodes = sanitizeHtml(result.html, { imageHref: (src) => store.hrefs.get(src) ?? null });
    if (isBlank(nodes)) {
      findings.push(
        error(
          'DOCX_EMPTY',
          'This Word file has no text or pictures in it, so there is no book to convert. Check that you uploaded the right file, or save the manuscript again as .docx and upload it.',
        ),
      );
      return { findings };
    }

    const { chapters, toc, splitLevel } = splitChapters(nodes, { bookTitle: meta.title });
    if (splitLevel === null) {
      findings.push(
        warning(
          'DOCX_NO_HEADINGS',
          "Your Word file has no headings, so the eBook is one long chapter with a one-line table of contents. Apply Word's Heading 1 style to each chapter title to split it into chapters.",
        ),
      );
    }
    const css: EpubItem = { id: 'css', path: 'OEBPS/styles/book.css', mediaType: 'text/css', data: BOOK_CSS };
    const documents: EpubItem[] = chapters.map((ch, i) => ({
      id: `chapter-${i + 1}`,
      path: `OEBPS/${ch.fileName}`,
      mediaType: 'application/xhtml+xml',
      data: xhtmlDocument({
        title: ch.title,
        language: meta.language,
        stylesheets: ['styles/book.css'],
        body: `    <section>${toXhtml(ch.nodes)}</section>`,
      }),
    }));
    await writeEpub(outEpubPath, {
      title: meta.title,
      author: meta.author,
      language: meta.language,
      documents,
      resources: [css, ...store.items],
      toc,
      accessibility: conversionAccessibility({
        images: store.items.length > 0,
        headings: splitLevel !== null,
      }),
    });
    return { findings };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function dedupe(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.code}\u0000${f.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
