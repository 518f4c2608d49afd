/**
 * The OCF container and the package document (OPF): rootfile, metadata, manifest, spine, and the
 * navigation and cover items they name. Pure: works on parsed XML and the set of names in the zip.
 */
import { posix } from 'node:path';
import type { Finding } from '@quire/domain';
import { childrenNamed, textOf, type XmlNode } from './xml';

export const OPF_NS = 'http://www.idpf.org/2007/opf';
export const DC_NS = 'http://purl.org/dc/elements/1.1/';
/** Media types a spine item may have without a fallback. */
const SPINE_TYPES = new Set(['application/xhtml+xml', 'image/svg+xml', 'application/x-dtbook+xml']);
export const CONTAINER_NS = 'urn:oasis:names:tc:opendocument:xmlns:container';

export interface ManifestItem {
  id: string;
  /** The id of the fallback item, if any. */
  fallback: string | null;
  href: string;
  /** Path inside the EPUB, or null for a remote resource. */
  path: string | null;
  mediaType: string;
  properties: string[];
  line: number;
}

export interface PackageInfo {
  version: string;
  title: string | null;
  language: string | null;
  identifier: string | null;
  manifest: Map<string, ManifestItem>;
  spine: { idref: string; linear: boolean; line: number }[];
  /** EPUB 3 navigation document, EPUB 2 NCX, cover image: manifest items or null. */
  nav: ManifestItem | null;
  ncx: ManifestItem | null;
  cover: ManifestItem | null;
}

const error = (code: string, message: string, path: string, line?: number): Finding =>
  line === undefined
    ? { severity: 'ERROR', code, message, path, source: 'quire' }
    : { severity: 'ERROR', code, message, path, line, source: 'quire' };

/**
 * Resolves a reference from a document to a path inside the EPUB. `remote` for URLs with a scheme;
 * `outside` for a reference that leaves the container; `path` null for a same-document fragment.
 */
export function resolveHref(
  fromPath: string,
  href: string,
): { kind: 'local'; path: string; fragment: string } | { kind: 'remote' | 'outside' | 'self' } {
  const trimmed = href.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) return { kind: 'remote' };
  const hash = trimmed.indexOf('#');
  const fragment = hash >= 0 ? trimmed.slice(hash + 1) : '';
  const noFrag = (hash >= 0 ? trimmed.slice(0, hash) : trimmed).replace(/\?.*$/, '');
  if (noFrag === '') return { kind: 'self' };
  let decoded = noFrag;
  try {
    decoded = decodeURIComponent(noFrag);
  } catch {
    // keep the raw text: a stray % is looked up as written
  }
  if (decoded.startsWith('/')) return { kind: 'outside' };
  const joined = posix.normalize(posix.join(posix.dirname(fromPath), decoded));
  if (joined.startsWith('../') || joined === '..') return { kind: 'outside' };
  return { kind: 'local', path: joined.replace(/^\.\//, ''), fragment };
}

/** The first rootfile of META-INF/container.xml with the OPF media type. */
export function readContainer(root: XmlNode, findings: Finding[]): string | null {
  const path = 'META-INF/container.xml';
  if (root.local !== 'container') {
    findings.push(
      error(
        'EPUB_CONTAINER_INVALID',
        'META-INF/container.xml does not start with a <container> element.',
        path,
      ),
    );
    return null;
  }
  const rootfiles = childrenNamed(root, 'rootfiles').flatMap((r) => childrenNamed(r, 'rootfile'));
  const opf = rootfiles.find(
    (r) => (r.attrs['media-type'] ?? 'application/oebps-package+xml') === 'application/oebps-package+xml',
  );
  const fullPath = opf?.attrs['full-path']?.trim();
  if (!fullPath) {
    findings.push(
      error(
        'EPUB_ROOTFILE_MISSING',
        'META-INF/container.xml names no package document: add <rootfile full-path="…/package.opf" media-type="application/oebps-package+xml"/>.',
        path,
        opf?.line ?? root.line,
      ),
    );
    return null;
  }
  return fullPath;
}

/** Reads the package document; adds findings for everything missing or dangling. */
export function readPackage(
  root: XmlNode,
  opfPath: string,
  has: (path: string) => boolean,
  findings: Finding[],
): PackageInfo {
  const info: PackageInfo = {
    version: root.attrs.version ?? '',
    title: null,
    language: null,
    identifier: null,
    manifest: new Map(),
    spine: [],
    nav: null,
    ncx: null,
    cover: null,
  };
  if (root.local !== 'package' || root.uri !== OPF_NS) {
    findings.push(
      error(
        'EPUB_OPF_INVALID',
        `The package document does not start with an OPF <package> element.`,
        opfPath,
        root.line,
      ),
    );
    return info;
  }
  const metadata = childrenNamed(root, 'metadata')[0];
  const dc = (local: string) =>
    metadata
      ? (childrenNamed(metadata, local, DC_NS)
          .map(textOf)
          .find((t) => t.length > 0) ?? null)
      : null;
  info.title = dc('title');
  info.language = dc('language');
  info.identifier = dc('identifier');
  const metaLine = metadata?.line ?? root.line;
  if (!info.title)
    findings.push(
      error(
        'EPUB_TITLE_MISSING',
        'The book has no title: add <dc:title> to the package metadata.',
        opfPath,
        metaLine,
      ),
    );
  if (!info.identifier)
    findings.push(
      error(
        'EPUB_IDENTIFIER_MISSING',
        'The book has no identifier: add <dc:identifier> (an ISBN or a UUID).',
        opfPath,
        metaLine,
      ),
    );
  if (!info.language)
    findings.push(
      error(
        'EPUB_LANGUAGE_MISSING',
        'The book has no language: add <dc:language> (for example "en").',
        opfPath,
        metaLine,
      ),
    );

  const manifest = childrenNamed(root, 'manifest')[0];
  if (!manifest)
    findings.push(
      error('EPUB_MANIFEST_MISSING', 'The package document has no <manifest>.', opfPath, root.line),
    );
  for (const item of manifest ? childrenNamed(manifest, 'item') : []) {
    const id = item.attrs.id ?? '';
    const href = item.attrs.href ?? '';
    if (!id || !href) {
      findings.push(
        error('EPUB_MANIFEST_ITEM_INVALID', 'A manifest <item> lacks an id or an href.', opfPath, item.line),
      );
      continue;
    }
    if (info.manifest.has(id)) {
      findings.push(
        error('EPUB_MANIFEST_DUPLICATE_ID', `Two manifest items have the id "${id}".`, opfPath, item.line),
      );
      continue;
    }
    const target = resolveHref(opfPath, href);
    const entry: ManifestItem = {
      id,
      fallback: item.attrs.fallback ?? null,
      href,
      path: target.kind === 'local' ? target.path : null,
      mediaType: item.attrs['media-type'] ?? '',
      properties: (item.attrs.properties ?? '').split(/\s+/).filter(Boolean),
      line: item.line,
    };
    info.manifest.set(id, entry);
    if (target.kind === 'outside' || target.kind === 'self')
      findings.push(
        error(
          'EPUB_MANIFEST_HREF_INVALID',
          `The manifest item "${id}" points outside the book (${href}).`,
          opfPath,
          item.line,
        ),
      );
    else if (entry.path !== null && !has(entry.path))
      findings.push(
        error(
          'EPUB_MANIFEST_RESOURCE_MISSING',
          `The manifest lists "${entry.path}" (item "${id}"), but the file is not in the EPUB. Add the file or remove the item.`,
          opfPath,
          item.line,
        ),
      );
  }

  const spine = childrenNamed(root, 'spine')[0];
  const inSpine = new Set<string>();
  for (const ref of spine ? childrenNamed(spine, 'itemref') : []) {
    const idref = ref.attrs.idref ?? '';
    if (!info.manifest.has(idref)) {
      findings.push(
        error(
          'EPUB_SPINE_IDREF_UNKNOWN',
          `The spine refers to "${idref}", which is not a manifest item id. Fix the <itemref idref> or add the item.`,
          opfPath,
          ref.line,
        ),
      );
      continue;
    }
    if (inSpine.has(idref)) {
      findings.push(
        error(
          'EPUB_SPINE_DUPLICATE',
          `The spine lists "${idref}" twice. Each chapter may appear once in the reading order.`,
          opfPath,
          ref.line,
        ),
      );
      continue;
    }
    const item = info.manifest.get(idref)!;
    if (!SPINE_TYPES.has(item.mediaType) && !item.fallback)
      findings.push(
        error(
          'EPUB_SPINE_NOT_CONTENT',
          `The spine lists "${item.href}" (${item.mediaType || 'no media type'}), which is not an XHTML page. Put the file inside an XHTML page and list that page in the spine.`,
          opfPath,
          ref.line,
        ),
      );
    inSpine.add(idref);
    info.spine.push({ idref, linear: ref.attrs.linear !== 'no', line: ref.line });
  }
  if (info.spine.length === 0)
    findings.push(
      error(
        'EPUB_SPINE_EMPTY',
        'The reading order (spine) is empty: list the chapters in <spine>.',
        opfPath,
        spine?.line ?? root.line,
      ),
    );

  const items = [...info.manifest.values()];
  const epub3 = info.version.startsWith('3');
  info.nav = items.find((i) => i.properties.includes('nav')) ?? null;
  const tocId = spine?.attrs.toc;
  info.ncx =
    (tocId ? info.manifest.get(tocId) : undefined) ??
    items.find((i) => i.mediaType === 'application/x-dtbncx+xml') ??
    null;
  if (epub3 && !info.nav)
    findings.push(
      error(
        'EPUB_NAV_MISSING',
        'The EPUB 3 book has no navigation document: add a nav.xhtml with a table of contents and give its manifest item properties="nav".',
        opfPath,
        manifest?.line ?? root.line,
      ),
    );
  if (!epub3 && !info.ncx)
    findings.push(
      error(
        'EPUB_NCX_MISSING',
        'The EPUB 2 book has no table of contents (NCX): add toc.ncx to the manifest and name it in <spine toc="…">.',
        opfPath,
        spine?.line ?? root.line,
      ),
    );
  const coverMetaId = metadata
    ? childrenNamed(metadata, 'meta').find((m) => m.attrs.name === 'cover')?.attrs.content
    : undefined;
  info.cover =
    items.find((i) => i.properties.includes('cover-image')) ??
    (coverMetaId ? info.manifest.get(coverMetaId) : undefined) ??
    null;
  return info;
}
