/**
 * Mammoth writes HTML, and a hostile DOCX decides part of it. This parses that HTML with a
 * real HTML5 parser (parse5), keeps only an allow-list of elements and attributes, and
 * serialises well-formed XHTML: void elements self-closed, text and attributes escaped for
 * XML, characters XML forbids removed.
 */
import { type DefaultTreeAdapterTypes, parseFragment } from 'parse5';
import { escapeAttr, escapeText } from './epub-writer';

export interface HElement {
  type: 'element';
  name: string;
  attrs: Map<string, string>;
  children: HNode[];
}
export interface HText {
  type: 'text';
  value: string;
}
export type HNode = HElement | HText;

/** Elements kept as they are (their allowed attributes below). */
const ALLOWED: Record<string, readonly string[]> = {
  p: ['class'],
  h1: ['class'],
  h2: ['class'],
  h3: ['class'],
  h4: ['class'],
  h5: ['class'],
  h6: ['class'],
  ul: ['class'],
  ol: ['class', 'start'],
  li: ['class'],
  table: ['class'],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  blockquote: ['class'],
  pre: [],
  hr: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  del: [],
  sup: [],
  sub: [],
  small: [],
  code: [],
  span: ['class'],
  a: ['href'],
  br: [],
  img: ['src', 'alt'],
};

/** Elements dropped with everything inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'svg',
  'math',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'audio',
  'video',
  'canvas',
  'title',
  'head',
]);

export const VOID_ELEMENTS = new Set(['br', 'hr', 'img']);

export interface SanitizeOptions {
  /** Maps an image `src` mammoth wrote to the href it has in the EPUB; images not in it are dropped. */
  imageHref(src: string): string | null;
}

const ID_RE = /^[A-Za-z_][A-Za-z0-9_.-]{0,127}$/;
const CLASS_RE = /^[A-Za-z_][A-Za-z0-9_ -]{0,199}$/;

function safeHref(href: string): string | null {
  const h = href.trim();
  if (h.startsWith('#')) return ID_RE.test(h.slice(1)) ? h : null;
  if (/^(https?:|mailto:)/i.test(h)) {
    try {
      return new URL(h).href;
    } catch {
      return null;
    }
  }
  return null; // relative files, javascript:, file:, data: … have no place in a converted book
}

/** Parses mammoth's HTML into a sanitised tree. Ids are kept only when well-formed and unique. */
export function sanitizeHtml(html: string, opts: SanitizeOptions): HNode[] {
  const fragment = parseFragment(html);
  const seenIds = new Set<string>();

  const convert = (nodes: DefaultTreeAdapterTypes.ChildNode[]): HNode[] => {
    const out: HNode[] = [];
    for (const node of nodes) {
      if (node.nodeName === '#text') {
        const value = (node as DefaultTreeAdapterTypes.TextNode).value;
        if (value) out.push({ type: 'text', value });
        continue;
      }
      if (!('tagName' in node)) continue; // comments, doctypes
      const el = node as DefaultTreeAdapterTypes.Element;
      const name = el.tagName.toLowerCase();
      if (DROPPED.has(name)) continue;
      const allowedAttrs = ALLOWED[name];
      if (!allowedAttrs) {
        out.push(...convert(el.childNodes)); // unknown wrapper: keep its content
        continue;
      }
      const attrs = new Map<string, string>();
      for (const a of el.attrs) {
        if (a.namespace) continue;
        if (a.name === 'id') {
          if (ID_RE.test(a.value) && !seenIds.has(a.value)) {
            seenIds.add(a.value);
            attrs.set('id', a.value);
          }
          continue;
        }
        if (!allowedAttrs.includes(a.name)) continue;
        if (a.name === 'href') {
          const href = safeHref(a.value);
          if (href) attrs.set('href', href);
        } else if (a.name === 'class') {
          if (CLASS_RE.test(a.value)) attrs.set('class', a.value.trim());
        } else if (a.name === 'colspan' || a.name === 'rowspan' || a.name === 'start') {
          const n = Number.parseInt(a.value, 10);
          if (Number.isFinite(n) && n >= (a.name === 'start' ? 0 : 1) && n <= 1000)
            attrs.set(a.name, String(n));
        } else {
          attrs.set(a.name, a.value);
        }
      }
      if (name === 'img') {
        const href = opts.imageHref(attrs.get('src') ?? '');
        if (!href) continue;
        attrs.set('src', href);
        if (!attrs.has('alt')) attrs.set('alt', '');
      }
      const children = VOID_ELEMENTS.has(name) ? [] : convert(el.childNodes);
      out.push({ type: 'element', name, attrs, children });
    }
    return out;
  };
  return convert(fragment.childNodes);
}

/** The text of a node, whitespace collapsed. */
export function textOf(node: HNode | HNode[]): string {
  const parts: string[] = [];
  const walk = (n: HNode) => {
    if (n.type === 'text') parts.push(n.value);
    else for (const c of n.children) walk(c);
  };
  for (const n of Array.isArray(node) ? node : [node]) walk(n);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Every element in document order (the nodes themselves and their descendants). */
export function* elements(nodes: HNode[]): Generator<HElement> {
  for (const n of nodes) {
    if (n.type !== 'element') continue;
    yield n;
    yield* elements(n.children);
  }
}

/** True when the nodes hold no text and no image: nothing a reader would see. */
export function isBlank(nodes: HNode[]): boolean {
  if (textOf(nodes) !== '') return false;
  for (const el of elements(nodes)) if (el.name === 'img') return false;
  return true;
}

/** Serialises the tree as XHTML (in the XHTML namespace given by the enclosing document). */
export function toXhtml(nodes: HNode[]): string {
  const parts: string[] = [];
  const walk = (n: HNode) => {
    if (n.type === 'text') {
      parts.push(escapeText(n.value));
      return;
    }
    let attrs = '';
    for (const [k, v] of n.attrs) attrs += ` ${k}="${escapeAttr(v)}"`;
    if (VOID_ELEMENTS.has(n.name)) {
      parts.push(`<${n.name}${attrs}/>`);
      return;
    }
    parts.push(`<${n.name}${attrs}>`);
    for (const c of n.children) walk(c);
    parts.push(`</${n.name}>`);
  };
  for (const n of nodes) walk(n);
  return parts.join('');
}
