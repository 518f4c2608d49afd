import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef } from 'react';
import { isCancelled, openPdf, renderPage } from './pdf';

export interface PdfCanvasProps {
  url: string;
  /** 1-based. */
  page?: number;
  /** CSS width in pixels. */
  width: number;
  label: string;
  onError: () => void;
  onReady?: () => void;
}

/** One page of a PDF drawn into a canvas (the cover's first page). */
export function PdfCanvas({ url, page = 1, width, label, onError, onReady }: PdfCanvasProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    let stale = false;
    let doc: PDFDocumentProxy | null = null;
    let task: RenderTask | null = null;
    openPdf(url)
      .then((d) => {
        doc = d;
        if (stale) throw new DOMException('stale', 'AbortError');
        return renderPage(d, page, canvas, width);
      })
      .then((r) => {
        task = r.task;
        return r.task.promise;
      })
      .then(
        () => {
          if (!stale) onReady?.();
        },
        (e) => {
          if (!stale && !isCancelled(e)) onError();
        },
      );
    return () => {
      stale = true;
      task?.cancel();
      void doc?.destroy();
    };
  }, [url, page, width, onError, onReady]);
  return <canvas ref={ref} role="img" aria-label={label} />;
}
