/**
 * A minimal XML tree over saxes (no DTD processing: entities beyond XML's five and a few common
 * HTML ones are refused, so an entity bomb cannot expand), and its serialiser. Namespace
 * declarations stay ordinary attributes, so a parsed document serialises back as it was.
 */
import { SaxesParser } from 'saxes';
import { escapeAttr, escapeText } from '../docx/epub-writer';

export interface XElement {
  type: 'element';
  /** The qualified name as written, e.g. 'html', 'dc:title', 'svg:image'. */
  name: string;
  attrs: Map<string, string>;
  children: XNode[];
}
export type XNode = XElement | { type: 'text'; value: string };

/** Named character references that EPUB 2 content (XHTML 1.1 DTD) often uses. */
const HTML_ENTITIES: Record<string, string> = {
  nbsp: '\u00a0',
  shy: '\u00ad',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  laquo: '\u00ab',
  raquo: '\u00bb',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  bull: '\u2022',
  middot: '\u00b7',
  deg: '\u00b0',
  times: '\u00d7',
  eacute: '\u00e9',
  egrave: '\u00e8',
  agrave: '\u00e0',
  ccedil: '\u00e7',
  uuml: '\u00fc',
  ouml: '\u00f6',
  auml: '\u00e4',
  szlig: '\u00df',
  thinsp: '\u2009',
  ensp: '\u2002',
  emsp: '\u2003',
  zwj: '\u200d',
  zwnj: '\u200c',
};

export class XmlParseError extends Error {}

/** Parses a whole document; throws XmlParseError when it is not well-formed. */
export function parseXml(text: string): XElement {
  const parser = new SaxesParser({ xmlns: false });
  Object.assign(parser.ENTITIES, HTML_ENTITIES);
  const root: XElement = { type: 'element', name: '#root', attrs: new Map(), children: [] };
  const stack: XElement[] = [root];
  const top = () => stack[stack.length - 1]!;
  let failure: Error | null = null;
  parser.on('error', (e) => {
    failure ??= e;
  });
  parser.on('opentag', (tag) => {
    const el: XElement = {
      type: 'element',
      name: tag.name,
      attrs: new Map(Object.entries(tag.attributes)),
      children: [],
    };
    top().children.push(el);
    stack.push(el);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  const addText = (value: string) => {
    if (stack.length > 1 && value) top().children.push({ type: 'text', value });
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  try {
    parser.write(text).close();
  } catch (e) {
    failure ??= e as Error;
  }
  if (failure) throw new XmlParseError(failure.message);
  const doc = root.children.find((c): c is XElement => c.type === 'element');
  if (!doc) throw new XmlParseError('no root element');
  return doc;
}

/** The name without its prefix. */
export const localName = (name: string) => name.slice(name.indexOf(':') + 1);

export function* walk(el: XElement): Generator<XElement> {
  yield el;
  for (const c of el.children) if (c.type === 'element') yield* walk(c);
}

export function childrenNamed(el: XElement, local: string): XElement[] {
  return el.children.filter((c): c is XElement => c.type === 'element' && localName(c.name) === local);
}

export function textContent(el: XElement): string {
  let out = '';
  for (const c of el.children) out += c.type === 'text' ? c.value : textContent(c);
  return out;
}

/** Serialises an element; empty elements self-close except where HTML needs an end tag. */
export function serializeXml(el: XElement): string {
  const parts: string[] = [];
  const go = (n: XElement) => {
    let attrs = '';
    for (const [k, v] of n.attrs) attrs += ` ${k}="${escapeAttr(v)}"`;
    if (n.children.length === 0 && VOID_OR_EMPTY_OK.has(localName(n.name))) {
      parts.push(`<${n.name}${attrs}/>`);
      return;
    }
    parts.push(`<${n.name}${attrs}>`);
    for (const c of n.children) {
      if (c.type === 'text') parts.push(escapeText(c.value));
      else go(c);
    }
    parts.push(`</${n.name}>`);
  };
  go(el);
  return parts.join('');
}

/**
 * Elements written as `<x/>` when empty: HTML's void elements, and anything outside HTML's
 * vocabulary (SVG, MathML, OPF) where self-closing is the norm. Others (`<a></a>`, `<script></script>`)
 * keep an end tag so that a reader's HTML parser does not misread them.
 */
const VOID_OR_EMPTY_OK = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
  'image',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'use',
  'stop',
]);
