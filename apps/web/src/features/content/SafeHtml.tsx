import { CONTENT_MESSAGE_SANITIZE_OPTIONS, CONTENT_PAGE_SANITIZE_OPTIONS } from '@quire/domain/content/html';
import { createElement, type ReactNode } from 'react';
import { Link } from 'react-router';

export type HtmlKind = 'message' | 'page';

/**
 * Administrator HTML (site messages, modules, pages), sanitised by the server with the domain's
 * allow-list when saved, is cleaned again here: parsed into an inert document (DOMParser runs no
 * script and loads nothing) and rebuilt as React elements, keeping only the allow-list's tags and,
 * on each, only its attributes with checked values (links and images only to a path of the site or
 * an allowed scheme), so no markup string is ever set as HTML on the page. A link to a path of the
 * site stays in the app; an outside link opens a new tab. This rebuild is the browser's sanitiser:
 * DOMPurify in front of it repeated the same allow-list and cost every signed-in page 13 KB
 * (decision 056).
 */
export function SafeHtml({
  html,
  kind = 'page',
  className,
}: {
  html: string;
  /** 'page' adds tables, figures and images to the rich-text tags of 'message'. */
  kind?: HtmlKind;
  className?: string;
}) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const rules = kind === 'page' ? PAGE : MESSAGE;
  return <div className={className}>{children(doc.body, 'h', rules)}</div>;
}

interface Rules {
  tags: ReadonlySet<string>;
  attributes: Readonly<Record<string, readonly string[]>>;
}

function rulesOf(options: {
  allowedTags: readonly string[];
  allowedAttributes: Readonly<Record<string, readonly string[]>>;
}): Rules {
  return { tags: new Set(options.allowedTags), attributes: options.allowedAttributes };
}

const PAGE = rulesOf(CONTENT_PAGE_SANITIZE_OPTIONS);
const MESSAGE = rulesOf(CONTENT_MESSAGE_SANITIZE_OPTIONS);

/** Elements whose content is never text to show. */
const DROPPED = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'head']);
/** Elements without content. */
const VOID = new Set(['br', 'hr', 'img']);
/** Table parts where text between cells is layout whitespace, not content. */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tr']);

/** A path of the site ("/how-it-works"), never protocol-relative ("//host"). */
const SITE_PATH = /^\/(?!\/)[^\s]*$/;
const LINK_SCHEME = /^(https?|mailto):/i;
const NUMBER = /^\d{1,4}$/;
const ID = /^[A-Za-z][\w-]{0,63}$/;
const SCOPES = new Set(['row', 'col', 'rowgroup', 'colgroup']);

/** An attribute's value when allowed, under its React name; null to drop it. */
function attribute(tag: string, name: string, value: string): [string, string] | null {
  const v = value.trim();
  switch (name) {
    case 'src':
      return tag === 'img' && (SITE_PATH.test(v) || /^https:\/\//i.test(v)) ? ['src', v] : null;
    case 'width':
    case 'height':
      return NUMBER.test(v) ? [name, v] : null;
    case 'colspan':
      return NUMBER.test(v) ? ['colSpan', v] : null;
    case 'rowspan':
      return NUMBER.test(v) ? ['rowSpan', v] : null;
    case 'scope':
      return SCOPES.has(v) ? ['scope', v] : null;
    case 'loading':
      return v === 'lazy' || v === 'eager' ? ['loading', v] : null;
    case 'id':
      return ID.test(v) ? ['id', v] : null;
    case 'alt':
      return ['alt', value];
    default:
      return null;
  }
}

function children(node: Node, key: string, rules: Rules): ReactNode[] {
  const inTable =
    node.nodeType === Node.ELEMENT_NODE && TABLE_PARTS.has((node as Element).tagName.toLowerCase());
  return Array.from(node.childNodes)
    .filter((child) => !(inTable && child.nodeType === Node.TEXT_NODE && !child.textContent?.trim()))
    .map((child, i) => convert(child, `${key}.${i}`, rules));
}

function convert(node: Node, key: string, rules: Rules): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  if (!rules.tags.has(tag)) return children(element, key, rules);
  if (tag === 'a') return link(element, key, rules);
  const props: Record<string, string> = { key };
  for (const name of rules.attributes[tag] ?? []) {
    const value = element.getAttribute(name);
    const allowed = value === null ? null : attribute(tag, name, value);
    if (allowed) props[allowed[0]] = allowed[1];
  }
  if (tag === 'img') {
    if (!props.src) return null;
    return createElement('img', { alt: '', ...props });
  }
  if (VOID.has(tag)) return createElement(tag, props);
  return createElement(tag, props, children(element, key, rules));
}

function link(element: Element, key: string, rules: Rules): ReactNode {
  const href = (element.getAttribute('href') ?? '').trim();
  if (SITE_PATH.test(href))
    return (
      <Link key={key} to={href}>
        {children(element, key, rules)}
      </Link>
    );
  if (!LINK_SCHEME.test(href)) return children(element, key, rules);
  return createElement(
    'a',
    { key, href, target: '_blank', rel: 'noopener noreferrer' },
    children(element, key, rules),
  );
}
