/**
 * Content documents: XHTML well-formedness, every referenced resource present, the first heading
 * (a title for the spine), and the tables of contents of the EPUB 3 nav document and the EPUB 2 NCX.
 */
import type { EpubTocEntry, Finding } from '@quire/domain';
import { resolveHref } from './package-doc';
import { childrenNamed, parseXml, textOf, type XmlNode } from './xml';

const XLINK = 'http://www.w3.org/1999/xlink';
const OPS = 'http://www.idpf.org/2007/ops';
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'title']);

/** Attributes that must point at a file inside the book, by element local name. */
const RESOURCE_ATTRS: Record<string, string[]> = {
  img: ['src'],
  link: ['href'],
  script: ['src'],
  source: ['src'],
  audio: ['src'],
  video: ['src', 'poster'],
  track: ['src'],
  object: ['data'],
  embed: ['src'],
  iframe: ['src'],
  image: ['href', `{${XLINK}}href`],
  use: ['href', `{${XLINK}}href`],
  a: ['href', `{${XLINK}}href`],
};

export interface ContentDocResult {
  /** The first heading's text, or the <title>, when present. */
  heading: string | null;
}

/** Checks one XHTML (or SVG) document; adds findings with the document's path and line. */
export function checkContentDoc(
  buf: Buffer,
  docPath: string,
  has: (path: string) => boolean,
  findings: Finding[],
): ContentDocResult {
  let heading: string | null = null;
  let title: string | null = null;
  const reported = new Set<string>();
  parseXml(
    buf,
    {
      open(node) {
        for (const attr of (Object.hasOwn(RESOURCE_ATTRS, node.local) && RESOURCE_ATTRS[node.local]) || []) {
          const value = attr.startsWith('{') ? node.nsAttrs[attr] : node.attrs[attr];
          if (value === undefined || value.trim() === '') continue;
          if (node.local === 'link' && !/\bstylesheet\b/i.test(node.attrs.rel ?? 'stylesheet')) continue;
          const target = resolveHref(docPath, value);
          if (target.kind === 'outside') {
            findings.push({
              severity: 'ERROR',
              code: 'EPUB_REFERENCE_OUTSIDE',
              message: `<${node.local}> refers to "${value}", which is outside the book. Put the file inside the EPUB and link to it with a relative path.`,
              path: docPath,
              line: node.line,
              source: 'quire',
            });
          } else if (target.kind === 'local' && !has(target.path) && !reported.has(target.path)) {
            reported.add(target.path);
            const what = node.local === 'a' ? 'links to' : 'uses';
            findings.push({
              severity: 'ERROR',
              code: 'EPUB_RESOURCE_MISSING',
              message: `This page ${what} "${target.path}" (<${node.local}>), but that file is not in the EPUB. Add the file or fix the reference.`,
              path: docPath,
              line: node.line,
              source: 'quire',
            });
          }
        }
      },
      close(node) {
        if (node.local === 'title' && title === null) title = textOf(node) || null;
        else if (heading === null && HEADINGS.has(node.local)) heading = textOf(node) || null;
      },
    },
    false,
    HEADINGS,
  );
  return { heading: heading ?? title };
}

function tocEntry(label: string, href: string | undefined, fromPath: string): EpubTocEntry {
  const target = href ? resolveHref(fromPath, href) : null;
  const resolved =
    target?.kind === 'local'
      ? target.fragment
        ? `${target.path}#${target.fragment}`
        : target.path
      : (href ?? '');
  return { label, href: resolved, children: [] };
}

/** The table of contents of an EPUB 3 navigation document (<nav epub:type="toc">). */
export function readNav(root: XmlNode, navPath: string, findings: Finding[]): EpubTocEntry[] {
  const navs: XmlNode[] = [];
  const walk = (n: XmlNode) => {
    for (const c of n.children) {
      if (c.local === 'nav') navs.push(c);
      else walk(c);
    }
  };
  walk(root);
  const toc = navs.find((n) => (n.nsAttrs[`{${OPS}}type`] ?? '').split(/\s+/).includes('toc'));
  if (!toc) {
    findings.push({
      severity: 'ERROR',
      code: 'EPUB_NAV_TOC_MISSING',
      message:
        'The navigation document has no table of contents: add <nav epub:type="toc"> with an <ol> of links.',
      path: navPath,
      line: root.line,
      source: 'quire',
    });
    return [];
  }
  const list = (ol: XmlNode): EpubTocEntry[] =>
    childrenNamed(ol, 'li').map((li) => {
      const a = li.children.find((c) => c.local === 'a' || c.local === 'span');
      const entry = tocEntry(a ? textOf(a) : '', a?.attrs.href, navPath);
      const sub = childrenNamed(li, 'ol')[0];
      entry.children = sub ? list(sub) : [];
      return entry;
    });
  const ol = childrenNamed(toc, 'ol')[0];
  return ol ? list(ol) : [];
}

/** The table of contents of an EPUB 2 NCX (navMap/navPoint). */
export function readNcx(root: XmlNode, ncxPath: string): EpubTocEntry[] {
  const points = (n: XmlNode): EpubTocEntry[] =>
    childrenNamed(n, 'navPoint').map((p) => {
      const label = childrenNamed(p, 'navLabel')[0];
      const text = label ? childrenNamed(label, 'text')[0] : undefined;
      const entry = tocEntry(text ? textOf(text) : '', childrenNamed(p, 'content')[0]?.attrs.src, ncxPath);
      entry.children = points(p);
      return entry;
    });
  const navMap = childrenNamed(root, 'navMap')[0];
  return navMap ? points(navMap) : [];
}
