import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { type PdfExpectation, pdfFindings } from '@quire/domain';
import { PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { inspectPdf } from '../inspect-pdf';
import { inspectWithPdfjs } from '../pdfjs-facts';
import { type BuildPdfOptions, buildPdf } from '../test-pdf';
import { readPdfFacts } from './facts';
import { drawingPdf, image } from './test-drawing';

const dir = mkdtempSync(join(tmpdir(), 'quire-pdf-reader-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let seq = 0;
function save(bytes: Uint8Array | Buffer): string {
  const path = join(dir, `${seq++}.pdf`);
  writeFileSync(path, bytes);
  return path;
}
const INTERIOR: PdfExpectation = {
  purpose: 'INTERIOR',
  trim: { widthIn: 6, heightIn: 9 },
  previousPageCount: null,
};
const read = (path: string) => readPdfFacts(path, { maxStreamBytes: 64 * 1024 * 1024 });
const pdfjs = (path: string) => inspectWithPdfjs({ path, maxImagePixels: 50_000_000 }, () => {});

describe('the object reader', () => {
  it('reads the same facts as pdf.js from the engine test PDFs', async () => {
    const cases: BuildPdfOptions[] = [
      {},
      { pages: 23, pageSizes: { 7: { widthIn: 8.5, heightIn: 11 } } },
      { font: 'standard' },
      { image: { page: 3, ppi: 72 } },
      { image: { page: 5, ppi: 300, widthIn: 1 } },
      { pages: 1, size: { widthIn: 12.304, heightIn: 9.25 }, font: 'none' },
    ];
    for (const opts of cases) {
      const path = save(await buildPdf(opts));
      expect(read(path), JSON.stringify(opts)).toEqual(await pdfjs(path));
    }
  });

  it('follows form matrices, inline images and rotation as pdf.js does, and skips strings and stencil masks', async () => {
    const path = save(await drawingPdf());
    const facts = read(path);
    expect(facts).toEqual(await pdfjs(path));
    // The second page: its crop box within the media box, 639 × 423 pt, turned a quarter.
    expect(facts.pages).toEqual([
      { widthPt: 432, heightPt: 648 },
      { widthPt: 423, heightPt: 639 },
    ]);
    expect(facts.images).toHaveLength(1);
    expect(facts.images[0]?.ppi).toBeCloseTo(20, 6);
  });

  it('reads cross-reference streams with PNG predictors and object streams (as qpdf writes them)', async () => {
    const plain = save(await buildPdf({ image: { page: 2, ppi: 150 } }));
    const packed = join(dir, 'packed.pdf');
    execFileSync('qpdf', ['--object-streams=generate', '--compress-streams=y', plain, packed]);
    expect(readFileSync(packed, 'latin1')).toMatch(/\/Type\s*\/XRef/);
    const facts = read(packed);
    expect(facts.repaired).toBeUndefined();
    expect(facts).toEqual(read(plain));
  });
});

describe('a damaged PDF that readers repair silently', () => {
  const INDEX_MESSAGE =
    "The PDF is slightly damaged: its internal index of contents is broken, which PDF readers repair without telling you, but a printer's software may not repair it the same way. Export the PDF again from your layout program (for example as PDF/X-1a) and upload the new file.";

  it('is read in full and warned about when its startxref points nowhere', async () => {
    const whole = Buffer.from(await buildPdf());
    const text = whole.toString('latin1');
    const at = text.lastIndexOf('startxref');
    const broken = Buffer.from(`${text.slice(0, at)}startxref\n123\n%%EOF\n`, 'latin1');
    const facts = await inspectPdf(save(broken));
    expect(facts.repaired).toBe(true);
    expect(facts.pageCount).toBe(24);
    const findings = pdfFindings(facts, INTERIOR);
    expect(findings).toEqual([
      { severity: 'WARNING', code: 'PDF_REPAIRED', message: INDEX_MESSAGE, source: 'quire' },
    ]);
  });

  it('is warned about when the objects moved (bytes inserted after the header)', async () => {
    const whole = Buffer.from(await buildPdf({ image: { page: 3, ppi: 72 } }));
    const header = whole.indexOf('\n') + 1;
    const shifted = Buffer.concat([
      whole.subarray(0, header),
      Buffer.from('% padding added by a broken tool\n'),
      whole.subarray(header),
    ]);
    const facts = await inspectPdf(save(shifted));
    expect(facts.repaired).toBe(true);
    expect(facts.images[0]?.ppi).toBeCloseTo(72, 3);
    expect(pdfFindings(facts, INTERIOR).map((f) => [f.severity, f.code])).toEqual([
      ['WARNING', 'PDF_REPAIRED'],
      ['WARNING', 'PDF_IMAGE_LOW_PPI'],
    ]);
  });

  it('is warned about when a content stream has the wrong /Length', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([432, 648]);
    const content = deflateSync(Buffer.from('q 144 0 0 144 0 0 cm /Im0 Do Q'));
    const ref = doc.context.register(
      doc.context.stream(content, { Filter: 'FlateDecode', Length: content.length + 7 }),
    );
    page.node.set(PDFName.of('Contents'), ref);
    page.node.set(PDFName.of('Resources'), doc.context.obj({ XObject: { Im0: image(doc, 100, 100) } }));
    const bytes = Buffer.from(await doc.save({ useObjectStreams: false }));
    // pdf-lib writes the true length; put the wrong one back.
    const fixed = bytes
      .toString('latin1')
      .replace(`/Length ${content.length}`, `/Length ${content.length + 7}`);
    const facts = await inspectPdf(save(Buffer.from(fixed, 'latin1')));
    expect(facts.repaired).toBe(true);
    expect(facts.images[0]?.ppi).toBeCloseTo(50, 3);
  });

  it('is not reported for the files the engine tests build', async () => {
    for (const opts of [{}, { font: 'standard' as const }, { image: { page: 1, ppi: 300 } }]) {
      expect((await inspectPdf(save(await buildPdf(opts)))).repaired).toBeUndefined();
    }
  });
});

describe('the pdf.js fallback on a damaged page tree', () => {
  it('refuses a negative /Count instead of answering a page count of -1', async () => {
    // Found by inspect-pdf.fuzz.test.ts: the preflight said "The interior has -1 pages".
    const text = Buffer.from(await buildPdf({ pages: 2 })).toString('latin1');
    const path = save(Buffer.from(text.replace('/Count 2', '/Count -1'), 'latin1'));
    await expect(pdfjs(path)).rejects.toThrow(/page tree/);
    // The object reader counts the pages it finds, and says the file was repaired.
    expect(read(path)).toMatchObject({ pageCount: 2, repaired: true });
  });
});
