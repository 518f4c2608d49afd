import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';

/**
 * pdf.js, loaded only when a PDF is shown (its own lazy chunks, never the first page): the library
 * and its worker's address come from dynamic imports, so neither is in a route chunk.
 */
let loading: Promise<typeof import('pdfjs-dist')> | null = null;

export function loadPdfjs(): Promise<typeof import('pdfjs-dist')> {
  loading ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([pdfjs, worker]) => {
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      return pdfjs;
    },
  );
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** Opens a PDF the server serves (same origin, with the session cookie); no eval, no XFA. */
export async function openPdf(url: string): Promise<PDFDocumentProxy> {
  const pdfjs = await loadPdfjs();
  return pdfjs.getDocument({ url, withCredentials: true, isEvalSupported: false, enableXfa: false }).promise;
}

/**
 * Draws page `pageNumber` (1-based) into `canvas`, `cssWidth` CSS pixels wide, sharp on high
 * density screens. Returns the render task so a newer page can cancel it, and the page's size in
 * points (for overlays).
 */
export async function renderPage(
  doc: PDFDocumentProxy,
  pageNumber: number,
  canvas: HTMLCanvasElement,
  cssWidth: number,
): Promise<{ task: RenderTask; widthPt: number; heightPt: number }> {
  const page = await doc.getPage(pageNumber);
  const base = page.getViewport({ scale: 1 });
  const ratio = globalThis.devicePixelRatio || 1;
  const scale = cssWidth / base.width;
  const viewport = page.getViewport({ scale: scale * ratio });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${Math.floor(cssWidth)}px`;
  const task = page.render({ canvas, viewport });
  return { task, widthPt: base.width, heightPt: base.height };
}

/** True for the error pdf.js raises when a render is cancelled on purpose. */
export function isCancelled(e: unknown): boolean {
  return e instanceof Error && e.name === 'RenderingCancelledException';
}
