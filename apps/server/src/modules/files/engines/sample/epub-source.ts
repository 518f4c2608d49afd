/**
 * Reads what the sample builder needs from a book's EPUB: the package document's path, its
 * manifest, spine, language, author and cover image.
 */
import { posix } from 'node:path';
import { childrenNamed, localName, parseXml, textContent, walk, type XElement } from './xml-tree';

export interface SourceItem {
  id: string;
  /** Full path inside the zip. */
  path: string;
  mediaType: string;
  properties: string[];
}

export interface SourcePackage {
  opfPath: string;
  opfDir: string;
  language: string | null;
  author: string | null;
  spine: { path: string; item: SourceItem }[];
  byPath: Map<string, SourceItem>;
  cover: SourceItem | null;
}

const MAX_XML_BYTES = 8 * 1024 * 1024;

/**
 * Resolves a relative reference (percent-encoded, maybe with a fragment or query) from `dir` to a
 * zip path; null when it is absolute, remote, empty or climbs out of the container.
 */
export function resolveRef(dir: string, ref: string): string | null {
  const bare = ref.trim().split('#')[0]!.split('?')[0]!;
  if (!bare || /^[a-z][a-z0-9+.-]*:/i.test(bare) || bare.startsWith('/')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    return null;
  }
  const joined = posix.normalize(posix.join(dir === '.' ? '' : dir, decoded));
  if (joined.startsWith('..') || joined.startsWith('/')) return null;
  return joined;
}

/** The references a stylesheet loads: `url(…)` and `@import "…"`. */
export function collectCssRefs(css: string): string[] {
  const out: string[] = [];
  const noComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const m of noComments.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/gi)) {
    const ref = m[1] ?? m[2] ?? m[3];
    if (ref && !ref.startsWith('data:') && !ref.startsWith('#')) out.push(ref);
  }
  for (const m of noComments.matchAll(/@import\s+(?:"([^"]*)"|'([^']*)')/gi)) {
    const ref = m[1] ?? m[2];
    if (ref) out.push(ref);
  }
  return out;
}

export async function readPackage(
  read: (name: string, maxBytes: number) => Promise<Buffer>,
): Promise<SourcePackage> {
  const container = parseXml((await read('META-INF/container.xml', MAX_XML_BYTES)).toString('utf8'));
  const rootfile = [...walk(container)].find(
    (e) => localName(e.name) === 'rootfile' && e.attrs.get('full-path'),
  );
  const opfPath = rootfile?.attrs.get('full-path');
  if (!opfPath) throw new Error('META-INF/container.xml names no package document');
  const opf = parseXml((await read(opfPath, MAX_XML_BYTES)).toString('utf8'));
  const opfDir = posix.dirname(opfPath) === '.' ? '' : posix.dirname(opfPath);

  const section = (name: string): XElement | undefined => childrenNamed(opf, name)[0];
  const metadata = section('metadata');
  const manifest = section('manifest');
  const spineEl = section('spine');
  if (!manifest || !spineEl) throw new Error('the package document has no manifest or no spine');

  const byId = new Map<string, SourceItem>();
  const byPath = new Map<string, SourceItem>();
  for (const el of childrenNamed(manifest, 'item')) {
    const id = el.attrs.get('id');
    const href = el.attrs.get('href');
    const path = href ? resolveRef(opfDir, href) : null;
    if (!id || !path) continue;
    const item: SourceItem = {
      id,
      path,
      mediaType: (el.attrs.get('media-type') ?? 'application/octet-stream').trim(),
      properties: (el.attrs.get('properties') ?? '').split(/\s+/).filter(Boolean),
    };
    byId.set(id, item);
    byPath.set(path, item);
  }
  const spine: { path: string; item: SourceItem }[] = [];
  for (const ref of childrenNamed(spineEl, 'itemref')) {
    const item = byId.get(ref.attrs.get('idref') ?? '');
    if (item) spine.push({ path: item.path, item });
  }

  const meta = (name: string) => {
    const el = metadata ? childrenNamed(metadata, name)[0] : undefined;
    const text = el ? textContent(el).trim() : '';
    return text || null;
  };
  let cover = [...byId.values()].find((i) => i.properties.includes('cover-image')) ?? null;
  if (!cover && metadata) {
    const legacy = childrenNamed(metadata, 'meta').find((m) => m.attrs.get('name') === 'cover');
    const item = byId.get(legacy?.attrs.get('content') ?? '');
    if (item?.mediaType.startsWith('image/')) cover = item;
  }
  return { opfPath, opfDir, language: meta('language'), author: meta('creator'), spine, byPath, cover };
}
