import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { fullCoverSize, type PdfExpectation, pdfFindings } from '@quire/domain';
import { PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { WITHIN_SECONDS_MS } from '../test-bounds';
import { inspectPdf, PdfUnreadableError } from './inspect-pdf';
import { type BuildPdfOptions, buildPdf } from './test-pdf';

const dir = mkdtempSync(join(tmpdir(), 'quire-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let seq = 0;
function save(bytes: Uint8Array | Buffer, name = 'f.pdf'): string {
  const path = join(dir, `${seq++}-${name}`);
  writeFileSync(path, bytes);
  return path;
}
async function built(opts: BuildPdfOptions = {}): Promise<string> {
  return save(await buildPdf(opts));
}
const INTERIOR: PdfExpectation = {
  purpose: 'INTERIOR',
  trim: { widthIn: 6, heightIn: 9 },
  previousPageCount: null,
};

async function unreadable(p: Promise<unknown>): Promise<PdfUnreadableError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PdfUnreadableError);
  return err as PdfUnreadableError;
}

/** A one-page PDF whose content stream is `content`, deflated. */
async function withContent(content: Buffer): Promise<string> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([432, 648]);
  const ref = doc.context.register(doc.context.stream(deflateSync(content), { Filter: 'FlateDecode' }));
  page.node.set(PDFName.of('Contents'), ref);
  return save(await doc.save({ useObjectStreams: false }));
}

describe('inspectPdf', () => {
  it('reads a valid 24-page 6 × 9 interior with an embedded font: no findings', async () => {
    const facts = await inspectPdf(await built());
    expect(facts.pageCount).toBe(24);
    expect(facts.encrypted).toBe(false);
    expect(facts.pages.every((p) => p.widthPt === 432 && p.heightPt === 648)).toBe(true);
    expect(facts.fonts).toEqual([
      { name: 'LiberationSans', embedded: true, pages: Array.from({ length: 24 }, (_, i) => i + 1) },
    ]);
    expect(pdfFindings(facts, INTERIOR)).toEqual([]);
  });

  it('reports a wrong-size page 7 by its number', async () => {
    const facts = await inspectPdf(await built({ pageSizes: { 7: { widthIn: 8.5, heightIn: 11 } } }));
    const findings = pdfFindings(facts, INTERIOR);
    expect(findings).toEqual([
      {
        severity: 'ERROR',
        code: 'PDF_PAGE_SIZE',
        page: 7,
        message: 'Page 7 is 8.5 × 11 in; it must be 6 × 9 in, or 6.25 × 9.25 in with bleed.',
        source: 'quire',
      },
    ]);
  });

  it('refuses an odd page count and too few pages', async () => {
    const odd = pdfFindings(await inspectPdf(await built({ pages: 23 })), INTERIOR);
    expect(odd.map((f) => f.code)).toEqual(['PDF_PAGE_COUNT_ODD']);
    const few = pdfFindings(await inspectPdf(await built({ pages: 10 })), INTERIOR);
    expect(few.map((f) => f.code)).toEqual(['PDF_PAGE_COUNT_TOO_FEW']);
  });

  it('refuses the standard Helvetica, which is not embedded', async () => {
    const findings = pdfFindings(await inspectPdf(await built({ font: 'standard' })), INTERIOR);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ severity: 'ERROR', code: 'PDF_FONT_NOT_EMBEDDED', page: 1 });
    expect(findings[0]?.message).toContain('"Helvetica"');
    expect(findings[0]?.message).toContain('pages 1–24');
  });

  it('measures image resolution from the placement: 72 ppi warns, 300 ppi does not', async () => {
    const low = await inspectPdf(await built({ image: { page: 3, ppi: 72 } }));
    expect(low.images).toHaveLength(1);
    expect(low.images[0]?.page).toBe(3);
    expect(low.images[0]?.ppi).toBeCloseTo(72, 3);
    const findings = pdfFindings(low, INTERIOR);
    expect(findings.map((f) => [f.severity, f.code, f.page])).toEqual([['WARNING', 'PDF_IMAGE_LOW_PPI', 3]]);
    const high = await inspectPdf(await built({ image: { page: 5, ppi: 300, widthIn: 1 } }));
    expect(high.images[0]?.ppi).toBeCloseTo(300, 3);
    expect(pdfFindings(high, INTERIOR)).toEqual([]);
  });

  it('detects encryption, with and without a password to open', async () => {
    const plain = await built();
    const locked = join(dir, 'locked.pdf');
    const restricted = join(dir, 'restricted.pdf');
    execFileSync('qpdf', ['--encrypt', 'u', 'o', '256', '--', plain, locked]);
    execFileSync('qpdf', ['--encrypt', '', 'o', '256', '--', plain, restricted]);
    const a = await inspectPdf(locked);
    expect(a.encrypted).toBe(true);
    expect(pdfFindings(a, INTERIOR).map((f) => f.code)).toEqual(['PDF_ENCRYPTED']);
    const b = await inspectPdf(restricted);
    expect(b).toMatchObject({ encrypted: true, pageCount: 24 });
    expect(pdfFindings(b, INTERIOR).map((f) => f.code)).toEqual(['PDF_ENCRYPTED']);
  });

  it('refuses a truncated PDF and a non-PDF at once, with messages an author can act on', async () => {
    const whole = await buildPdf();
    const started = Date.now();
    const cut = await unreadable(inspectPdf(save(whole.slice(0, Math.floor(whole.length / 2)))));
    expect(cut.code).toBe('PDF_TRUNCATED');
    expect(cut.message).toMatch(/incomplete.*Export it again/);
    const notPdf = await unreadable(inspectPdf(save(Buffer.from('PK\u0003\u0004 not a pdf'), 'x.pdf')));
    expect(notPdf.code).toBe('PDF_NOT_PDF');
    expect(Date.now() - started).toBeLessThan(WITHIN_SECONDS_MS);
  });

  it('refuses a PDF whose body is garbage, in a worker that does not take the caller down', async () => {
    const junk = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      Buffer.alloc(20_000, 'x'),
      Buffer.from('\nstartxref\n9\n%%EOF\n'),
    ]);
    const err = await unreadable(inspectPdf(save(junk)));
    expect(err.code).toBe('PDF_UNREADABLE');
    expect(err.message).toMatch(/damaged/);
  });

  it('ends a pathological content stream (millions of operators) with the memory cap, within seconds', async () => {
    const path = await withContent(Buffer.from('q 1 0 0 1 0 0 cm Q '.repeat(3_000_000)));
    const started = Date.now();
    const err = await unreadable(inspectPdf(path, { maxMemoryMb: 48, timeoutMs: 25_000 }));
    expect(err.code).toBe('PDF_TOO_MUCH_MEMORY');
    expect(err.message).toMatch(/too much memory.*Export it again/);
    expect(Date.now() - started).toBeLessThan(25_000);
    // The caller is fine and the next file is read normally.
    expect((await inspectPdf(await built({ pages: 18 }))).pageCount).toBe(18);
  }, 60_000);

  it('ends with a time-out when the time limit is reached', async () => {
    const err = await unreadable(inspectPdf(await built({ pages: 200 }), { timeoutMs: 30 }));
    expect(err.code).toBe('PDF_TIMEOUT');
  });

  it('stops when the caller aborts, with an AbortError', async () => {
    const ac = new AbortController();
    const p = inspectPdf(await built({ pages: 200 }), { signal: ac.signal });
    ac.abort();
    const err = await p.then(
      () => null,
      (e: unknown) => e as Error,
    );
    // Not the file's fault: the caller (a job losing its lease) retries.
    expect(err).not.toBeInstanceOf(PdfUnreadableError);
    expect(err?.name).toBe('AbortError');
  });

  it('checks a full cover against the full-cover size', async () => {
    const size = fullCoverSize({ widthIn: 6, heightIn: 9 }, 24, 'WHITE', 'BLACK_WHITE');
    const expectFull: PdfExpectation = {
      purpose: 'FULL_COVER',
      trim: { widthIn: 6, heightIn: 9 },
      fullCover: size,
      previousPageCount: null,
    };
    const right = await inspectPdf(await built({ pages: 1, size }));
    expect(pdfFindings(right, expectFull)).toEqual([]);
    const wrong = await inspectPdf(await built({ pages: 1, size: { widthIn: 12.5, heightIn: 9.25 } }));
    const [f] = pdfFindings(wrong, expectFull);
    expect(f?.message).toBe(
      'Page 1 is 12.5 × 9.25 in; it must be 12.304 × 9.25 in including spine and bleed.',
    );
  });

  it('reads an 800-page interior page by page within a 64 MB heap, reporting progress', async () => {
    const path = await built({ pages: 800 });
    let last = 0;
    const facts = await inspectPdf(path, { maxMemoryMb: 64, onProgress: (done) => (last = done) });
    expect(facts.pageCount).toBe(800);
    expect(facts.pages).toHaveLength(800);
    expect(facts.fonts[0]?.pages).toHaveLength(800);
    expect(last).toBe(800);
    expect(pdfFindings(facts, INTERIOR)).toEqual([]);
  }, 60_000);
});
