/**
 * A sample EPUB from chosen spine documents of a book's EPUB: those documents and the resources
 * they use (images, stylesheets and what the stylesheets load, fonts), a new navigation document
 * listing them and a new package document. Links to chapters left out lose their href, so the
 * sample has no dangling references.
 */
import { posix } from 'node:path';
import type { EpubTocEntry, Finding } from '@quire/domain';
import { type EpubItem, relativeHref, safeLanguage, writeEpub } from '../docx/epub-writer';
import { inspectZip, readZipEntry } from '../zip/zip-safety';
import { collectCssRefs, readPackage, resolveRef, type SourceItem } from './epub-source';
import {
  localName,
  parseXml,
  serializeXml,
  textContent,
  walk,
  type XElement,
  XmlParseError,
} from './xml-tree';

const MAX_DOC_BYTES = 32 * 1024 * 1024;
const MAX_RESOURCE_BYTES = 64 * 1024 * 1024;
/** Attributes that load a resource into the page (besides `href` outside links). */
const RESOURCE_ATTRS = ['src', 'poster', 'data', 'xlink:href'];

const error = (code: string, message: string, path?: string): Finding =>
  path
    ? { severity: 'ERROR', code, message, path, source: 'quire' }
    : { severity: 'ERROR', code, message, source: 'quire' };

export async function buildSampleEpub(
  epubPath: string,
  outEpubPath: string,
  opts: { hrefs: string[]; title: string },
): Promise<{ findings: Finding[] }> {
  const zip = await inspectZip(epubPath);
  const zipErrors = zip.findings.filter((f) => f.severity === 'ERROR');
  if (zipErrors.length > 0) {
    return {
      findings: zipErrors.map((f) =>
        error(f.code, `The book's EPUB could not be read to make the sample: ${f.message}`, f.path),
      ),
    };
  }
  const names = new Set(zip.entries.filter((e) => !e.isDirectory && e.safe).map((e) => e.name));
  // A member is found as the preflight finds it: by its name, else by the name's NFC form (an
  // href written decomposed, as macOS does, for a member stored composed, or the other way round).
  const byNfc = new Map([...names].map((n) => [n.normalize('NFC'), n]));
  const member = (path: string) => (names.has(path) ? path : (byNfc.get(path.normalize('NFC')) ?? null));
  const read = (name: string, max: number) => readZipEntry(epubPath, member(name) ?? name, max);

  let pkg: Awaited<ReturnType<typeof readPackage>>;
  try {
    pkg = await readPackage(read);
  } catch (e) {
    return {
      findings: [
        error(
          'SAMPLE_SOURCE_UNREADABLE',
          `The book's EPUB could not be read to make the sample (${(e as Error).message}). Upload the interior again, then choose the sample chapters.`,
        ),
      ],
    };
  }

  // The chosen documents, in spine order; hrefs may be full paths or relative to the package document.
  const spinePaths = pkg.spine.map((s) => s.path);
  const wanted = new Set<string>();
  const findings: Finding[] = [];
  for (const raw of opts.hrefs) {
    const bare = raw.split('#')[0]!.trim();
    const candidates = [bare, resolveRef(pkg.opfDir, bare)].filter((c): c is string => !!c);
    const hit = candidates.find((c) => spinePaths.includes(c));
    if (hit) wanted.add(hit);
    else
      findings.push(
        error(
          'SAMPLE_UNKNOWN_CHAPTER',
          `"${raw}" is not a chapter of this book's EPUB, so it cannot be in the sample. Choose the sample chapters again from the list.`,
          bare || undefined,
        ),
      );
  }
  if (findings.length > 0) return { findings };
  if (wanted.size === 0) {
    return {
      findings: [error('SAMPLE_EMPTY', 'Choose at least one chapter for the sample.')],
    };
  }
  const keptDocs = pkg.spine.filter((s) => wanted.has(s.path)).map((s) => s.item);
  const keptPaths = new Set(keptDocs.map((d) => d.path));

  const resources = new Map<string, SourceItem>();
  const addResource = (path: string | null) => {
    if (!path || keptPaths.has(path) || resources.has(path)) return;
    const item = pkg.byPath.get(path);
    if (item && member(path) !== null) resources.set(path, item);
  };

  const documents: EpubItem[] = [];
  const toc: EpubTocEntry[] = [];
  const navPath = freePath(posix.join(pkg.opfDir, 'quire-sample-nav.xhtml'), names);
  for (const [i, doc] of keptDocs.entries()) {
    let data: Buffer | string = await read(doc.path, MAX_DOC_BYTES);
    let title: string | null = null;
    const props = new Set<string>();
    if (doc.mediaType === 'application/xhtml+xml') {
      let root: XElement;
      try {
        root = parseXml(data.toString('utf8'));
      } catch (e) {
        if (!(e instanceof XmlParseError)) throw e;
        return {
          findings: [
            error(
              'SAMPLE_SOURCE_UNREADABLE',
              `"${doc.path}" in the book's EPUB is not well-formed XHTML (${e.message}), so it cannot go into a sample. Fix the EPUB and upload it again.`,
              doc.path,
            ),
          ],
        };
      }
      const docDir = posix.dirname(doc.path);
      for (const el of walk(root)) {
        const local = localName(el.name);
        if (local === 'svg') props.add('svg');
        if (local === 'math') props.add('mathml');
        if (local === 'script') props.add('scripted');
        const isLink = local === 'a' || local === 'area';
        for (const attr of isLink ? ['href', 'xlink:href'] : []) {
          const value = el.attrs.get(attr);
          if (value === undefined || isAbsolute(value) || value.startsWith('#')) continue;
          const target = resolveRef(docDir, value);
          if (target && keptPaths.has(target)) continue;
          const item = target ? pkg.byPath.get(target) : undefined;
          if (item && !isDocument(item)) addResource(target);
          else el.attrs.delete(attr); // a chapter that is not in the sample
        }
        for (const attr of isLink ? ['src', 'poster', 'data'] : [...RESOURCE_ATTRS, 'href']) {
          const value = el.attrs.get(attr);
          if (value === undefined || value.startsWith('#')) continue;
          if (isAbsolute(value)) {
            if (/^https?:/i.test(value) && local !== 'link') props.add('remote-resources');
            continue;
          }
          addResource(resolveRef(docDir, value));
        }
        for (const candidate of (el.attrs.get('srcset') ?? '').split(',')) {
          const url = candidate.trim().split(/\s+/)[0];
          if (url && !isAbsolute(url)) addResource(resolveRef(docDir, url));
        }
        if (local === 'style' || el.attrs.has('style')) {
          const css = local === 'style' ? textContent(el) : el.attrs.get('style')!;
          for (const ref of collectCssRefs(css)) addResource(resolveRef(docDir, ref));
        }
        if (!title && /^h[1-6]$/.test(local)) title = textContent(el).replace(/\s+/g, ' ').trim() || null;
      }
      if (!title) {
        const head = [...walk(root)].find((e) => localName(e.name) === 'title');
        title = head ? textContent(head).replace(/\s+/g, ' ').trim() || null : null;
      }
      data = `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html>\n${serializeXml(root)}\n`;
    }
    documents.push({
      id: `doc-${i + 1}`,
      path: doc.path,
      mediaType: doc.mediaType,
      properties: [...props].join(' ') || undefined,
      data,
    });
    toc.push({
      label: title ?? `Chapter ${i + 1}`,
      href: relativeHref(posix.dirname(navPath), doc.path),
      children: [],
    });
  }

  // Stylesheets load fonts and images (and other stylesheets): follow them.
  const queue = [...resources.values()].filter((r) => r.mediaType === 'text/css');
  const cssData = new Map<string, Buffer>();
  while (queue.length > 0) {
    const css = queue.shift()!;
    const data = await read(css.path, MAX_RESOURCE_BYTES);
    cssData.set(css.path, data);
    for (const ref of collectCssRefs(data.toString('utf8'))) {
      const path = resolveRef(posix.dirname(css.path), ref);
      const before = resources.size;
      addResource(path);
      const added = path ? resources.get(path) : undefined;
      if (resources.size > before && added?.mediaType === 'text/css') queue.push(added);
    }
  }
  if (pkg.cover && member(pkg.cover.path) !== null && !keptPaths.has(pkg.cover.path))
    resources.set(pkg.cover.path, pkg.cover);

  const resourceItems: EpubItem[] = [];
  for (const [i, r] of [...resources.values()].entries()) {
    resourceItems.push({
      id: `res-${i + 1}`,
      path: r.path,
      mediaType: r.mediaType,
      properties: r === pkg.cover ? 'cover-image' : undefined,
      data: cssData.get(r.path) ?? (await read(r.path, MAX_RESOURCE_BYTES)),
    });
  }

  await writeEpub(outEpubPath, {
    title: opts.title,
    author: pkg.author,
    language: safeLanguage(pkg.language),
    documents,
    resources: resourceItems,
    toc,
    opfPath: pkg.opfPath,
    navPath,
  });
  return { findings: [] };
}

const isAbsolute = (ref: string) => /^[a-z][a-z0-9+.-]*:/i.test(ref);

const isDocument = (item: SourceItem) =>
  item.mediaType === 'application/xhtml+xml' || item.mediaType === 'image/svg+xml';

/** `path`, or `path` with a number before its extension when the book already has such a file. */
function freePath(path: string, taken: Set<string>): string {
  if (!taken.has(path)) return path;
  const ext = posix.extname(path);
  for (let n = 2; ; n++) {
    const candidate = `${path.slice(0, -ext.length)}-${n}${ext}`;
    if (!taken.has(candidate)) return candidate;
  }
}
