// One preflight of a print PDF in a fresh process; prints one JSON line. bench/preflight.ts bundles
// this file with esbuild (as the server is built, the PDF worker next to it) and runs it under
// /usr/bin/time for the peak memory. The first argument chooses what reads the PDF:
//   engine        Quire's preflight as the files job runs it: inspectPdf (worker thread with its
//                 caps; the object reader, decision 020) + pdfFindings.
//   pdfjs         the engine before decision 020: pdf.js, every page's operator list (in-process).
//   pdfjs-pages   pdf.js's floor without operator lists: the document and every page's size only.
//   mupdf         MuPDF's WebAssembly build (`mupdf` on npm, AGPL; only when BENCH_MUPDF_DIR points
//                 at a directory where it is installed): page boxes, and each page run through a
//                 device that records the fonts of text and the matrix of every image.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PdfExpectation } from '@quire/domain';
import { inspectPdf } from '../apps/server/src/modules/files/engines/pdf/inspect-pdf';
import { effectivePpi } from '../apps/server/src/modules/files/engines/pdf/operators';
import { inspectWithPdfjs } from '../apps/server/src/modules/files/engines/pdf/pdfjs-facts';
import { pdfFindings } from '../packages/domain/src/files/pdf-rules';

const [mode, path, trim = '6x9'] = process.argv.slice(2);
if (!mode || !path)
  throw new Error('usage: preflight-once <engine|pdfjs|pdfjs-pages|mupdf> <file.pdf> [6x9]');
const [widthIn, heightIn] = trim.split('x').map(Number) as [number, number];
const expectation: PdfExpectation = {
  purpose: 'INTERIOR',
  trim: { widthIn, heightIn },
  previousPageCount: null,
};

async function pdfjsPages(file: string): Promise<{ pageCount: number }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    url: file,
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    void page.view;
    page.cleanup();
  }
  const pageCount = doc.numPages;
  await doc.destroy();
  return { pageCount };
}

interface MupdfModule {
  Stream: new (h: object) => unknown;
  Document: { openDocument(s: unknown, magic: string): MupdfDoc };
  Device: new (f: object) => { close(): void };
  Matrix: { identity: number[] };
}
interface MupdfDoc {
  countPages(): number;
  loadPage(i: number): {
    getBounds(box?: string): number[];
    run(d: unknown, m: number[]): void;
    destroy?(): void;
  };
}

async function mupdfFacts(file: string) {
  const dir = process.env.BENCH_MUPDF_DIR;
  if (!dir) throw new Error('BENCH_MUPDF_DIR is not set');
  const url = pathToFileURL(join(dir, 'node_modules', 'mupdf', 'dist', 'mupdf.js')).href;
  const mod = (await import(url)) as { default?: MupdfModule } & MupdfModule;
  const mupdf = mod.default ?? mod;
  const fd = openSync(file, 'r');
  const size = fstatSync(fd).size;
  const stream = new mupdf.Stream({
    fileSize: () => size,
    read: (mem: Uint8Array, off: number, len: number, pos: number) => readSync(fd, mem, off, len, pos),
    close: () => closeSync(fd),
  });
  const doc = mupdf.Document.openDocument(stream, 'application/pdf');
  const fonts = new Set<string>();
  let images = 0;
  let lowest = Number.POSITIVE_INFINITY;
  const n = doc.countPages();
  for (let i = 0; i < n; i++) {
    const page = doc.loadPage(i);
    page.getBounds('CropBox');
    const device = new mupdf.Device({
      fillText(text: { walk(w: object): void }) {
        text.walk({ beginSpan: (font: { getName(): string }) => fonts.add(font.getName()) });
      },
      fillImage(image: { getWidth(): number; getHeight(): number }, ctm: number[]) {
        images++;
        const m = ctm as [number, number, number, number, number, number];
        lowest = Math.min(lowest, effectivePpi(m, image.getWidth(), image.getHeight()));
      },
    });
    page.run(device, mupdf.Matrix.identity);
    device.close();
    page.destroy?.();
  }
  return { pageCount: n, fonts: fonts.size, images, lowestPpi: Math.round(lowest) };
}

const started = performance.now();
let out: Record<string, unknown>;
if (mode === 'engine') {
  const facts = await inspectPdf(path);
  const findings = pdfFindings(facts, expectation);
  out = {
    pageCount: facts.pageCount,
    fonts: facts.fonts.length,
    images: facts.images.length,
    findings: findings.length,
  };
} else if (mode === 'pdfjs') {
  const facts = await inspectWithPdfjs({ path, maxImagePixels: 50_000_000 }, () => {});
  const findings = pdfFindings(facts, expectation);
  out = {
    pageCount: facts.pageCount,
    fonts: facts.fonts.length,
    images: facts.images.length,
    findings: findings.length,
  };
} else if (mode === 'pdfjs-pages') {
  out = await pdfjsPages(path);
} else if (mode === 'mupdf') {
  out = await mupdfFacts(path);
} else throw new Error(`unknown mode ${mode}`);
console.info(JSON.stringify({ ms: performance.now() - started, ...out }));
