/**
 * `renderPdfFirstPage`: a PDF's first page as pixels, drawn in the PDF worker (pdfjs-render.ts)
 * under the caps of `inspectPdf` (heap, wall clock, resident memory), so that a hostile file can
 * neither crash nor hang the server. Every failure of the file ends in a PdfUnreadableError.
 */
import { checkEnvelope, runPdfWorker } from './inspect-pdf';
import type { PdfRaster, PdfRenderRequest } from './pdfjs-render';

export type { PdfRaster, PdfRenderRequest };

export interface RenderPdfOptions extends PdfRenderRequest {
  /** Wall-clock limit (default 30 s: a cover's first page draws in well under a second). */
  timeoutMs?: number;
  /** V8 heap of the worker in MB (default 256, as for the check). */
  maxMemoryMb?: number;
  /** pdf.js does not decode images larger than this many pixels (default 50 megapixels, as for the check). */
  maxImagePixels?: number;
  signal?: AbortSignal;
}

export async function renderPdfFirstPage(path: string, opts: RenderPdfOptions): Promise<PdfRaster> {
  const maxMemoryMb = opts.maxMemoryMb ?? 256;
  await checkEnvelope(path);
  const done = await runPdfWorker(
    {
      path,
      maxImagePixels: opts.maxImagePixels ?? 50_000_000,
      maxStreamBytes: Math.min(32, Math.floor(maxMemoryMb / 4)) * 1024 * 1024,
      render: { box: opts.box, maxPixels: opts.maxPixels },
    },
    {
      timeoutMs: opts.timeoutMs ?? 30_000,
      maxMemoryMb,
      ...(opts.signal ? { signal: opts.signal } : {}),
    },
  );
  if (done.type !== 'raster') throw new Error('The PDF worker answered no drawing.');
  return done.raster;
}
