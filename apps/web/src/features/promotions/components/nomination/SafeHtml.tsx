import { isAllowedRichTextHref, isAllowedRichTextTag } from '@quire/domain';
import { createElement, type ReactNode } from 'react';

/**
 * The limited HTML of a promotion's description, rebuilt as React elements: the text is parsed in
 * an inert document (nothing in it runs or loads), and only the rich-text tags the server allows
 * come through, links with an http, https or mailto target alone. Everything else keeps its text
 * and loses its markup, so no markup string ever reaches the page.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return <div className={className}>{children(doc.body, 'h')}</div>;
}

/** Elements whose content is never text to show. */
const DROPPED = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'head']);

function children(node: Node, key: string): ReactNode[] {
  return Array.from(node.childNodes).map((child, i) => convert(child, `${key}.${i}`));
}

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  if (!isAllowedRichTextTag(tag)) return children(element, key);
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = element.getAttribute('href') ?? '';
    if (!isAllowedRichTextHref(href)) return children(element, key);
    return createElement(
      'a',
      { key, href, target: '_blank', rel: 'noopener noreferrer' },
      children(element, key),
    );
  }
  return createElement(tag, { key }, children(element, key));
}
