/**
 * Builds print PDFs in code, for the engine's tests, the e2e tests and the bench: any page count
 * and size, a page of another size, text in an embedded TrueType font (Liberation Sans, shipped
 * with pdfjs-dist, embedded by hand so no font toolkit is needed) or in the standard Helvetica
 * (not embedded), and an image drawn at a chosen resolution.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  beginText,
  concatTransformationMatrix,
  drawObject,
  endText,
  moveText,
  PDFDocument,
  type PDFFont,
  PDFHexString,
  type PDFName,
  type PDFPage,
  type PDFRef,
  popGraphicsState,
  pushGraphicsState,
  StandardFonts,
  setFontAndSize,
  showText,
} from 'pdf-lib';

export interface BuildPdfOptions {
  /** Number of pages (default 24). */
  pages?: number;
  /** Size of every page in inches (default 6 × 9). */
  size?: { widthIn: number; heightIn: number };
  /** Sizes of particular pages (1-based page number → size). */
  pageSizes?: Record<number, { widthIn: number; heightIn: number }>;
  /** Text font: an embedded TrueType font (default), the standard Helvetica (not embedded), or none. */
  font?: 'embedded' | 'standard' | 'none';
  /** An image of `widthIn` inches (default 2) drawn at `ppi` pixels per inch on `page`. */
  image?: { page: number; ppi: number; widthIn?: number };
  /** Extra text per page (default "Page N"). */
  text?: (page: number) => string;
}

const requireHere = createRequire(import.meta.url);
let fontBytes: Uint8Array | null = null;

/** The Liberation Sans Regular TrueType font that pdfjs-dist ships. */
export function testFontBytes(): Uint8Array {
  if (!fontBytes) {
    const root = dirname(requireHere.resolve('pdfjs-dist/package.json'));
    fontBytes = new Uint8Array(readFileSync(join(root, 'standard_fonts', 'LiberationSans-Regular.ttf')));
  }
  return fontBytes;
}

/** Registers an embedded TrueType font (WinAnsi, fixed widths) and returns its reference. */
function embedTrueType(doc: PDFDocument): PDFRef {
  const ctx = doc.context;
  const bytes = testFontBytes();
  const file = ctx.register(ctx.flateStream(bytes, { Length1: bytes.length }));
  const descriptor = ctx.register(
    ctx.obj({
      Type: 'FontDescriptor',
      FontName: 'LiberationSans',
      Flags: 32,
      FontBBox: [-544, -303, 1302, 980],
      ItalicAngle: 0,
      Ascent: 905,
      Descent: -212,
      CapHeight: 729,
      StemV: 80,
      FontFile2: file,
    }),
  );
  return ctx.register(
    ctx.obj({
      Type: 'Font',
      Subtype: 'TrueType',
      BaseFont: 'LiberationSans',
      FirstChar: 32,
      LastChar: 126,
      Widths: Array.from({ length: 95 }, () => 556),
      Encoding: 'WinAnsiEncoding',
      FontDescriptor: descriptor,
    }),
  );
}

/** A raw RGB image XObject of w × h pixels (a gradient, uncompressed). */
function imageXObject(doc: PDFDocument, w: number, h: number): PDFRef {
  const data = new Uint8Array(w * h * 3);
  for (let i = 0; i < w * h; i++) {
    data[i * 3] = i % 256;
    data[i * 3 + 1] = (i >> 8) % 256;
    data[i * 3 + 2] = 128;
  }
  const stream = doc.context.flateStream(data, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: w,
    Height: h,
    ColorSpace: 'DeviceRGB',
    BitsPerComponent: 8,
  });
  return doc.context.register(stream);
}

function writeText(page: PDFPage, font: PDFName, text: string): void {
  page.pushOperators(
    beginText(),
    setFontAndSize(font, 11),
    moveText(36, page.getHeight() - 48),
    showText(PDFHexString.of(Buffer.from(text.replace(/[^\x20-\x7e]/g, '?'), 'latin1').toString('hex'))),
    endText(),
  );
}

export async function buildPdf(opts: BuildPdfOptions = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setProducer('Quire test PDF');
  doc.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const n = opts.pages ?? 24;
  const size = opts.size ?? { widthIn: 6, heightIn: 9 };
  const fontMode = opts.font ?? 'embedded';
  const embedded = fontMode === 'embedded' ? embedTrueType(doc) : null;
  const standard: PDFFont | null =
    fontMode === 'standard' ? await doc.embedFont(StandardFonts.Helvetica) : null;
  const text = opts.text ?? ((p: number) => `Page ${p}`);
  for (let p = 1; p <= n; p++) {
    const s = opts.pageSizes?.[p] ?? size;
    const page = doc.addPage([s.widthIn * 72, s.heightIn * 72]);
    if (embedded) {
      const name = page.node.newFontDictionary('F', embedded);
      writeText(page, name, text(p));
    } else if (standard) {
      page.drawText(text(p), { x: 36, y: page.getHeight() - 48, size: 11, font: standard });
    }
    if (opts.image && opts.image.page === p) {
      const widthIn = opts.image.widthIn ?? 2;
      const px = Math.max(1, Math.round(widthIn * opts.image.ppi));
      const ref = imageXObject(doc, px, px);
      const name = page.node.newXObject('Im', ref);
      const pt = widthIn * 72;
      page.pushOperators(
        pushGraphicsState(),
        concatTransformationMatrix(pt, 0, 0, pt, 36, 72),
        drawObject(name),
        popGraphicsState(),
      );
    }
  }
  return doc.save({ useObjectStreams: false });
}
