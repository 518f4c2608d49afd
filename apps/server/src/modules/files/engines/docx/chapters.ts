/**
 * Splits a converted document into chapters at its top-level headings (h1, or h2 when there
 * is no h1), builds the table of contents from those headings and the level below them, and
 * points every internal link at the chapter file that now holds its target.
 */
import type { EpubTocEntry } from '@quire/domain';
import { type HElement, type HNode, isBlank, textOf } from './html-to-xhtml';

export interface Chapter {
  /** File name beside the OPF, e.g. 'chapter-001.xhtml'. */
  fileName: string;
  title: string;
  nodes: HNode[];
}

export interface SplitResult {
  chapters: Chapter[];
  /** Hrefs relative to the chapter files' directory. */
  toc: EpubTocEntry[];
  /** The heading level chapters were split at, or null when the document has no h1/h2. */
  splitLevel: 1 | 2 | null;
}

const isHeadingAt = (n: HNode, level: number): n is HElement => headingLevel(n) === level;

const headingLevel = (n: HNode): number | null => {
  if (n.type !== 'element') return null;
  const m = /^h([1-6])$/.exec(n.name);
  return m ? Number(m[1]) : null;
};

/** A top-level list whose items are all mammoth's footnotes or endnotes. */
function isNotesList(n: HNode): n is HElement {
  if (n.type !== 'element' || n.name !== 'ol') return false;
  const items = n.children.filter((c): c is HElement => c.type === 'element');
  return (
    items.length > 0 &&
    items.every((li) => li.name === 'li' && /^(footnote|endnote)-/.test(li.attrs.get('id') ?? ''))
  );
}

const fileNameFor = (i: number) => `chapter-${String(i + 1).padStart(3, '0')}.xhtml`;

export function splitChapters(nodes: HNode[], opts: { bookTitle: string; notesTitle?: string }): SplitResult {
  const notes = nodes.filter(isNotesList);
  const body = nodes.filter((n) => !isNotesList(n));

  const levels = new Set(body.map(headingLevel).filter((l): l is number => l !== null));
  const splitLevel: 1 | 2 | null = levels.has(1) ? 1 : levels.has(2) ? 2 : null;

  // Group the top-level nodes: a new group starts at each heading of the split level.
  const groups: { heading: HElement | null; nodes: HNode[] }[] = [];
  let current: { heading: HElement | null; nodes: HNode[] } = { heading: null, nodes: [] };
  for (const n of body) {
    if (splitLevel !== null && isHeadingAt(n, splitLevel)) {
      if (current.nodes.length > 0) groups.push(current);
      current = { heading: n, nodes: [n] };
    } else {
      current.nodes.push(n);
    }
  }
  if (current.nodes.length > 0) groups.push(current);

  const usable = groups.filter((g) => g.heading !== null || !isBlank(g.nodes));
  if (notes.length > 0) {
    const heading: HElement = {
      type: 'element',
      name: splitLevel === 2 ? 'h2' : 'h1',
      attrs: new Map(),
      children: [{ type: 'text', value: opts.notesTitle ?? 'Notes' }],
    };
    usable.push({ heading, nodes: [heading, ...notes] });
  }

  // Ids for the headings the table of contents points at.
  const usedIds = new Set<string>();
  const collectIds = (ns: HNode[]) => {
    for (const n of ns) {
      if (n.type !== 'element') continue;
      const id = n.attrs.get('id');
      if (id) usedIds.add(id);
      collectIds(n.children);
    }
  };
  for (const g of usable) collectIds(g.nodes);
  let seq = 0;
  const ensureId = (el: HElement): string => {
    const existing = el.attrs.get('id');
    if (existing) return existing;
    let id: string;
    do id = `heading-${++seq}`;
    while (usedIds.has(id));
    usedIds.add(id);
    el.attrs.set('id', id);
    return id;
  };

  const chapters: Chapter[] = [];
  const toc: EpubTocEntry[] = [];
  usable.forEach((g, i) => {
    const fileName = fileNameFor(i);
    const headingText = g.heading ? textOf(g.heading) : '';
    const title =
      headingText || (g.heading ? `Chapter ${i + 1}` : i === 0 ? opts.bookTitle || 'Start' : `Part ${i + 1}`);
    const children: EpubTocEntry[] = [];
    if (splitLevel !== null) {
      for (const n of g.nodes) {
        if (!isHeadingAt(n, splitLevel + 1)) continue;
        const el = n;
        const label = textOf(el);
        if (!label) continue;
        children.push({ label, href: `${fileName}#${ensureId(el)}`, children: [] });
      }
    }
    toc.push({ label: title, href: fileName, children }); // a chapter starts at its file's top
    chapters.push({ fileName, title, nodes: g.nodes });
  });

  rewriteInternalLinks(chapters);
  return { chapters, toc, splitLevel };
}

/** `#id` links become `chapter-00N.xhtml#id` when the target moved to another chapter; dead ones lose their href. */
function rewriteInternalLinks(chapters: Chapter[]): void {
  const home = new Map<string, string>();
  const visit = (ns: HNode[], fn: (el: HElement) => void) => {
    for (const n of ns) {
      if (n.type !== 'element') continue;
      fn(n);
      visit(n.children, fn);
    }
  };
  for (const ch of chapters) {
    visit(ch.nodes, (el) => {
      const id = el.attrs.get('id');
      if (id) home.set(id, ch.fileName);
    });
  }
  for (const ch of chapters) {
    visit(ch.nodes, (el) => {
      const href = el.attrs.get('href');
      if (el.name !== 'a' || !href?.startsWith('#')) return;
      const target = home.get(href.slice(1));
      if (!target) el.attrs.delete('href');
      else if (target !== ch.fileName) el.attrs.set('href', `${target}${href}`);
    });
  }
}
