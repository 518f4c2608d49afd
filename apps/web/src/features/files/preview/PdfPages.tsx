import { Alert, Loader, Text } from '@mantine/core';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { previewText } from './messages';
import { PageControls } from './PageControls';
import { PdfThumbs } from './PdfThumbs';
import { isCancelled, openPdf, renderPage } from './pdf';

export interface PdfPagesProps {
  /** The PDF's address (same origin). */
  url: string;
  /** The accessible name of the whole viewer. */
  label: string;
  /** CSS width of a page, in pixels. */
  width?: number;
}

/** A print PDF, one page at a time, drawn by pdf.js; Previous/Next, arrows, "Page N of M". */
export default function PdfPages({ url, label, width = 480 }: PdfPagesProps) {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let cancelled = false;
    let opened: PDFDocumentProxy | null = null;
    setDoc(null);
    setFailed(false);
    setPage(1);
    openPdf(url).then(
      (d) => {
        opened = d;
        if (cancelled) void d.destroy();
        else setDoc(d);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      if (opened) void opened.destroy();
    };
  }, [url]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!doc || !canvas) return;
    let task: RenderTask | null = null;
    let stale = false;
    renderPage(doc, page, canvas, width)
      .then((r) => {
        task = r.task;
        if (stale) r.task.cancel();
        return r.task.promise;
      })
      .catch((e) => {
        if (!stale && !isCancelled(e)) setFailed(true);
      });
    return () => {
      stale = true;
      task?.cancel();
    };
  }, [doc, page, width]);

  if (failed)
    return (
      <Alert color="red" role="alert" title={previewText('preview.errorTitle')}>
        {previewText('preview.error.file')}
      </Alert>
    );
  if (!doc)
    return (
      <div role="status" className="preview-loading">
        <Loader size="sm" aria-hidden />
        <Text>{previewText('preview.loading')}</Text>
      </div>
    );
  const pages = doc.numPages;
  return (
    <section aria-label={label} className="preview-pdf" style={{ maxWidth: width + 2 }}>
      <PageControls page={page} pages={pages} onPage={setPage} />
      <div className="preview-pdf-page">
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={previewText('preview.pdfPage', { page, pages })}
          className="preview-canvas"
        />
      </div>
      {pages > 1 ? <PdfThumbs doc={doc} page={page} onPage={setPage} /> : null}
    </section>
  );
}
