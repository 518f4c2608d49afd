/**
 * XML for the EPUB engine: saxes in strict, namespace-aware mode. No DTD is ever read: a DOCTYPE with
 * an internal subset (entity declarations, the "billion laughs" bomb) or an unknown external DTD is
 * refused before any content is parsed; only the five XML entities are defined.
 */
import { type SaxesAttributeNS, SaxesParser, type SaxesTagNS } from 'saxes';

export class XmlProblem extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message);
    this.name = 'XmlProblem';
  }
}

export interface XmlNode {
  name: string;
  local: string;
  uri: string;
  /** Attribute values by qualified name (`href`, `epub:type`, `xml:lang`). */
  attrs: Record<string, string>;
  /** Attribute values by `{namespace}local`, for namespaced attributes. */
  nsAttrs: Record<string, string>;
  children: XmlNode[];
  /** Text inside the element, descendants included, in order; capped at MAX_TEXT characters. */
  text: string;
  line: number;
}

/** Public identifiers of DTDs EPUB 2 documents commonly name; never fetched, only tolerated. */
const KNOWN_PUBLIC_IDS = new Set([
  '-//W3C//DTD XHTML 1.1//EN',
  '-//W3C//DTD XHTML 1.0 Strict//EN',
  '-//W3C//DTD XHTML 1.0 Transitional//EN',
  '-//NISO//DTD ncx 2005-1//EN',
  '-//W3C//DTD SVG 1.1//EN',
  '-//NISO//DTD dtbook 2005-3//EN',
]);
const XML_ENTITIES = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);
const MAX_DEPTH = 256;
const MAX_TEXT = 2000;

function checkDoctype(doctype: string, line: number): void {
  if (doctype.includes('[')) {
    if (/<!ENTITY/i.test(doctype))
      throw new XmlProblem(
        'XML_ENTITY_DECLARATION',
        'The DOCTYPE declares entities. EPUB files may not define their own entities (this is how "entity bombs" work); remove the declarations from the DOCTYPE.',
        line,
      );
    throw new XmlProblem(
      'XML_INTERNAL_SUBSET',
      'The DOCTYPE has an internal subset ([…]). Remove it; EPUB files may not carry DTD declarations.',
      line,
    );
  }
  const m = /^\s*\S+\s+(PUBLIC|SYSTEM)\s+(?:"([^"]*)"|'([^']*)')/i.exec(doctype);
  if (!m) return;
  const publicId = m[1]!.toUpperCase() === 'PUBLIC' ? (m[2] ?? m[3] ?? '') : null;
  if (publicId === null || !KNOWN_PUBLIC_IDS.has(publicId))
    throw new XmlProblem(
      'XML_EXTERNAL_DTD',
      `The DOCTYPE refers to an external DTD (${publicId ?? 'SYSTEM'}) that EPUB does not use. Replace it with <!DOCTYPE html> or remove it.`,
      line,
    );
}

/** Bytes to text: UTF-8 (optionally with BOM) or UTF-16 with BOM; anything else is refused. */
export function decodeXml(buf: Buffer): string {
  if (buf[0] === 0xfe && buf[1] === 0xff) return new TextDecoder('utf-16be').decode(buf.subarray(2));
  if (buf[0] === 0xff && buf[1] === 0xfe) return new TextDecoder('utf-16le').decode(buf.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(buf);
  } catch {
    throw new XmlProblem(
      'XML_NOT_UTF8',
      'The file is not UTF-8 encoded. Save it as UTF-8 (the encoding EPUB requires) and rebuild the EPUB.',
    );
  }
}

export interface XmlHandlers {
  open?(node: XmlNode, depth: number): void;
  close?(node: XmlNode, depth: number): void;
}

/**
 * Parses a document, calling `open`/`close` for each element, and returns the root element with its
 * subtree when `tree` is true (for small documents: container, package, nav, NCX).
 * Throws XmlProblem with a line for anything not well-formed or not allowed.
 */
export function parseXml(
  buf: Buffer,
  handlers: XmlHandlers = {},
  tree = true,
  textFor?: ReadonlySet<string>,
): XmlNode {
  const source = decodeXml(buf);
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: XmlNode[] = [];
  let root: XmlNode | null = null;
  const collecting = new WeakSet<XmlNode>();
  parser.on('doctype', (d) => checkDoctype(d, parser.line));
  parser.on('opentag', (tag: SaxesTagNS) => {
    // No prototype: an attribute named "__proto__" or "constructor" is just an attribute.
    const attrs: Record<string, string> = Object.create(null);
    const nsAttrs: Record<string, string> = Object.create(null);
    for (const a of Object.values(tag.attributes) as SaxesAttributeNS[]) {
      attrs[a.name] = a.value;
      if (a.uri) nsAttrs[`{${a.uri}}${a.local}`] = a.value;
    }
    const node: XmlNode = {
      name: tag.name,
      local: tag.local,
      uri: tag.uri,
      attrs,
      nsAttrs,
      children: [],
      text: '',
      line: parser.line,
    };
    if (stack.length >= MAX_DEPTH)
      throw new XmlProblem('XML_TOO_DEEP', `Elements are nested more than ${MAX_DEPTH} deep.`, parser.line);
    const parent = stack[stack.length - 1];
    if (parent && (tree || collecting.has(parent))) parent.children.push(node);
    if (tree || textFor?.has(node.local) || (parent && collecting.has(parent))) collecting.add(node);
    if (!root) root = node;
    handlers.open?.(node, stack.length);
    stack.push(node);
  });
  const addText = (t: string) => {
    const top = stack[stack.length - 1];
    if (top && top.text.length < MAX_TEXT && collecting.has(top)) top.text += t.slice(0, MAX_TEXT);
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    const node = stack.pop();
    if (!node) return;
    const parent = stack[stack.length - 1];
    if (parent && parent.text.length < MAX_TEXT && collecting.has(parent)) parent.text += node.text;
    handlers.close?.(node, stack.length);
  });
  try {
    parser.write(source).close();
  } catch (e) {
    if (e instanceof XmlProblem) throw e;
    const message = (e as Error).message.replace(/^(?:[^:]*:)?\d+:\d+: /, '');
    if (message.startsWith('undefined entity')) {
      const name = [...source.matchAll(/&([A-Za-z_][\w.-]*);/g)].find((m) => !XML_ENTITIES.has(m[1]!))?.[1];
      throw new XmlProblem(
        'XML_UNDEFINED_ENTITY',
        `The entity &${name ?? '…'}; is not defined in XML. Use the character itself or a numeric reference (for example &#160; instead of &nbsp;).`,
        parser.line,
        parser.column,
      );
    }
    throw new XmlProblem(
      'XML_NOT_WELL_FORMED',
      `The XML is not well-formed: ${message}`,
      parser.line,
      parser.column,
    );
  }
  if (!root) throw new XmlProblem('XML_NOT_WELL_FORMED', 'The file has no root element.');
  return root;
}

/** Direct children with a local name (any namespace unless given). */
export function childrenNamed(node: XmlNode, local: string, uri?: string): XmlNode[] {
  return node.children.filter((c) => c.local === local && (uri === undefined || c.uri === uri));
}

/** Depth-first search for elements with a local name. */
export function findAll(node: XmlNode, local: string, out: XmlNode[] = []): XmlNode[] {
  for (const c of node.children) {
    if (c.local === local) out.push(c);
    findAll(c, local, out);
  }
  return out;
}

/** An element's text with whitespace collapsed. */
export function textOf(node: XmlNode): string {
  return node.text.replace(/\s+/g, ' ').trim();
}
