import type { MouseEvent } from 'react';
import { type HtmlKind, SafeHtml } from '../SafeHtml';

/** A click on a link of a preview stays on the page: what is being edited is not left behind. */
function stayHere(e: MouseEvent) {
  if (e.target instanceof Element && e.target.closest('a')) e.preventDefault();
}

/** Administrator HTML in a preview, through the feature's SafeHtml; its links are shown but do not navigate. */
export function PreviewHtml({ html, kind, className }: { html: string; kind: HtmlKind; className?: string }) {
  return (
    // A link's Enter key arrives as a click too: this stops the preview's own links only.
    <div onClickCapture={stayHere}>
      <SafeHtml html={html} kind={kind} {...(className ? { className } : {})} />
    </div>
  );
}
