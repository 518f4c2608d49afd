/** PDFs for the object reader's tests, made with pdf-lib. */
import { PDFDocument, PDFName, type PDFRef } from 'pdf-lib';

/** A gray image XObject of w × h pixels. */
export function image(doc: PDFDocument, w: number, h: number): PDFRef {
  const ctx = doc.context;
  return ctx.register(
    ctx.flateStream(new Uint8Array(w * h).fill(128), {
      Type: 'XObject',
      Subtype: 'Image',
      Width: w,
      Height: h,
      ColorSpace: 'DeviceGray',
      BitsPerComponent: 8,
    }),
  );
}

/**
 * Pages that exercise the drawing model: a form XObject (with its own matrix) drawing an image,
 * drawn twice at different scales; an inline image; a stencil mask (not an image placement);
 * strings and marked content that contain operator-like bytes; a rotated page with a crop box.
 */
export async function drawingPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const ctx = doc.context;
  const img = image(doc, 300, 300);
  const mask = ctx.register(
    ctx.stream(new Uint8Array(8), {
      Type: 'XObject',
      Subtype: 'Image',
      Width: 8,
      Height: 8,
      ImageMask: true,
      BitsPerComponent: 1,
    }),
  );
  const form = ctx.register(
    ctx.flateStream(Buffer.from('q 1 0 0 1 0 0 cm /Im0 Do Q'), {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, 1, 1],
      Matrix: [2, 0, 0, 2, 0, 0],
      Resources: { XObject: { Im0: img } },
    }),
  );
  const contents = [
    // 300 px over 2 × 36 pt (1 in) = 300 ppi; then over 2 × 144 pt (4 in) = 75 ppi.
    'q 36 0 0 36 10 10 cm /Fm0 Do Q q 144 0 0 144 100 100 cm /Fm0 Do Q',
    // Strings and a marked-content dictionary holding operator-like bytes are skipped.
    'BT /F1 12 Tf (q 1000 0 0 1000 0 0 cm /Im0 Do) Tj [(a) -20 (b\\) cm)] TJ ET /Span <</ActualText (Q Q) >> BDC EMC',
    // An inline image: 20 × 10 px over 72 × 36 pt = 20 ppi; its data holds "EI" not followed by a delimiter.
    `q 72 0 0 36 0 0 cm BI /W 20 /H 10 /CS /G /BPC 8 ID ${'xEI'.repeat(67).slice(0, 200)} EI Q`,
    'q 500 0 0 500 0 0 cm /Mk0 Do Q',
  ].join('\n');
  const page = doc.addPage([432, 648]);
  page.node.set(PDFName.of('Contents'), ctx.register(ctx.flateStream(Buffer.from(contents, 'latin1'))));
  const helvetica = ctx.register(ctx.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica' }));
  page.node.set(
    PDFName.of('Resources'),
    ctx.obj({ XObject: { Fm0: form, Mk0: mask }, Font: { F1: helvetica } }),
  );
  const turned = doc.addPage([648, 432]);
  turned.node.set(PDFName.of('Rotate'), ctx.obj(90));
  turned.node.set(PDFName.of('CropBox'), ctx.obj([9, 9, 657, 441]));
  return doc.save({ useObjectStreams: true });
}
