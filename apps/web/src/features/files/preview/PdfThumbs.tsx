import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef } from 'react';
import { previewText } from './messages';
import { isCancelled, renderPage } from './pdf';

/** How many thumbnails the strip shows at once, around the current page. */
export const THUMB_WINDOW = 10;
const THUMB_WIDTH = 64;

/** The first and last page of the strip's window around `page` (1-based, inclusive). */
export function thumbWindow(page: number, pages: number, size = THUMB_WINDOW): [number, number] {
  const first = Math.max(1, Math.min(page - Math.floor(size / 2), pages - size + 1));
  return [first, Math.min(pages, first + size - 1)];
}

function Thumb({ doc, page }: { doc: PDFDocumentProxy; page: number }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    let task: RenderTask | null = null;
    let stale = false;
    renderPage(doc, page, canvas, THUMB_WIDTH)
      .then((r) => {
        task = r.task;
        if (stale) r.task.cancel();
        return r.task.promise;
      })
      .catch((e) => {
        if (!isCancelled(e)) canvas.dataset.failed = 'true';
      });
    return () => {
      stale = true;
      task?.cancel();
    };
  }, [doc, page]);
  return <canvas ref={ref} className="preview-thumb-canvas" />;
}

export interface PdfThumbsProps {
  doc: PDFDocumentProxy;
  page: number;
  onPage: (page: number) => void;
}

/** A strip of small pages around the current one; each is a button to that page. */
export function PdfThumbs({ doc, page, onPage }: PdfThumbsProps) {
  const [first, last] = thumbWindow(page, doc.numPages);
  const numbers = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return (
    <ul aria-label={previewText('preview.thumbnails')} className="preview-thumbs">
      {numbers.map((n) => (
        <li key={n}>
          <button
            type="button"
            className="preview-thumb"
            aria-label={previewText('preview.thumbnail', { page: n })}
            aria-current={n === page ? 'page' : undefined}
            onClick={() => onPage(n)}
          >
            <Thumb doc={doc} page={n} />
            <span aria-hidden="true">{n}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
