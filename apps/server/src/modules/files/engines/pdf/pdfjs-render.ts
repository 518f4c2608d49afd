/**
 * A PDF's first page drawn to pixels: pdf.js on @napi-rs/canvas, in the PDF worker (so under its
 * heap cap, time limit and memory watchdog), for the dashboard card's image of a PDF cover
 * (decision 055). The file is read by ranges as for its facts, without eval, and the drawing is
 * capped in pixels and per side whatever size the page declares.
 */
import { open } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { openDocument, type PdfjsInput } from './pdfjs-facts';

export interface PdfRenderRequest {
  /** The page is scaled until it covers this box in pixels (both sides at least as large). */
  box: { width: number; height: number };
  /** Most pixels the drawing may have; a page that would need more is drawn smaller. */
  maxPixels: number;
}

/** The drawn page: RGBA pixels, row by row. */
export interface PdfRaster {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Longest side a drawing may have, whatever the page's proportions. */
export const MAX_RASTER_SIDE = 4096;

/** The scale (pixels per point) of the drawing: the page covers `box`, within the pixel and side caps. */
export function rasterScale(widthPt: number, heightPt: number, req: PdfRenderRequest): number {
  if (!(widthPt > 0 && heightPt > 0)) throw new Error('The first page has no area.');
  const cover = Math.max(req.box.width / widthPt, req.box.height / heightPt);
  return Math.min(
    cover,
    Math.sqrt(req.maxPixels / (widthPt * heightPt)),
    MAX_RASTER_SIDE / widthPt,
    MAX_RASTER_SIDE / heightPt,
  );
}

/** pdfjs-dist's own folders of data: the standard fonts, CMaps and decoders a page may need. */
function pdfjsData() {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const dir = (name: string) => `${join(root, name)}/`;
  return { standardFontDataUrl: dir('standard_fonts'), cMapUrl: dir('cmaps'), wasmUrl: dir('wasm') };
}

interface CanvasAndContext {
  canvas: { width: number; height: number };
  context: {
    getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
  };
}

type RenderParameters = import('pdfjs-dist/types/src/display/api').RenderParameters;

interface CanvasFactory {
  create(width: number, height: number): CanvasAndContext;
  destroy(target: CanvasAndContext): void;
}

export async function renderFirstPage(input: PdfjsInput, req: PdfRenderRequest): Promise<PdfRaster> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const file = await open(input.path, 'r');
  try {
    const { size } = await file.stat();
    // A page with a fault pdf.js can draw around is still drawn (its check has passed).
    const doc = await openDocument(pdfjs, file, size, input, { ...pdfjsData(), stopAtErrors: false });
    try {
      const page = await doc.getPage(1);
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: rasterScale(base.width, base.height, req) });
      const width = Math.max(1, Math.floor(viewport.width));
      const height = Math.max(1, Math.floor(viewport.height));
      const factory = doc.canvasFactory as CanvasFactory;
      const target = factory.create(width, height);
      try {
        await page.render({
          canvas: target.canvas as RenderParameters['canvas'],
          canvasContext: target.context as RenderParameters['canvasContext'],
          viewport,
        }).promise;
        // A copy, owned by this thread (the canvas's memory goes with it).
        const data = new Uint8Array(target.context.getImageData(0, 0, width, height).data);
        return { width, height, data };
      } finally {
        factory.destroy(target);
      }
    } finally {
      await doc.destroy();
    }
  } finally {
    await file.close();
  }
}
