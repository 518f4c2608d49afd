/**
 * Writes an EPUB 3 package with yazl: `mimetype` first and stored (no extra fields),
 * `META-INF/container.xml`, `OEBPS/content.opf`, `OEBPS/nav.xhtml`, then the documents and
 * resources. Shared by the DOCX conversion and the sample builder.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { posix } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type EpubAccessibility, type EpubTocEntry, languageTag } from '@quire/domain';
import { ZipFile } from 'yazl';

export const XHTML_NS = 'http://www.w3.org/1999/xhtml';
export const EPUB_OPS_NS = 'http://www.idpf.org/2007/ops';

/** Whether XML 1.0 allows this code point in a document (Char production). */
function isXmlChar(cp: number): boolean {
  return (
    cp === 0x9 ||
    cp === 0xa ||
    cp === 0xd ||
    (cp >= 0x20 && cp <= 0xd7ff) ||
    (cp >= 0xe000 && cp <= 0xfffd) ||
    (cp >= 0x10000 && cp <= 0x10ffff)
  );
}

/** Strips characters XML 1.0 does not allow (control characters, lone surrogates, U+FFFE/F). */
export function stripInvalidXmlChars(text: string): string {
  let clean = true;
  for (const ch of text) {
    if (!isXmlChar(ch.codePointAt(0)!)) {
      clean = false;
      break;
    }
  }
  if (clean) return text;
  let out = '';
  for (const ch of text) if (isXmlChar(ch.codePointAt(0)!)) out += ch;
  return out;
}

export function escapeText(text: string): string {
  return stripInvalidXmlChars(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttr(text: string): string {
  return escapeText(text)
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}

/** One file of the package. */
export interface EpubItem {
  id: string;
  /** Full path inside the zip, e.g. 'OEBPS/chapter-001.xhtml'. */
  path: string;
  mediaType: string;
  /** Space-separated OPF item properties, e.g. 'scripted svg', or 'cover-image'. */
  properties?: string;
  /** The content, or a file on disk to copy it from. */
  data: Buffer | string | { file: string };
}

export interface EpubPackage {
  title: string;
  author: string | null;
  language: string;
  /** urn:uuid:… identifier; a new one when absent. */
  identifier?: string;
  /** Documents in reading order (the spine). */
  documents: EpubItem[];
  /** Everything else: stylesheets, images, fonts. */
  resources: EpubItem[];
  /** The table of contents, hrefs relative to the navigation document. */
  toc: EpubTocEntry[];
  /** dcterms:modified; now when absent. */
  modified?: Date;
  /** Where the package document goes; 'OEBPS/content.opf' when absent. */
  opfPath?: string;
  /** Where the navigation document goes; 'nav.xhtml' beside the OPF when absent. */
  navPath?: string;
  /** Accessibility metadata to declare (schema.org meta elements, dcterms:conformsTo); none when absent. */
  accessibility?: EpubAccessibility;
}

/** The directory of a zip path ('' at the root). */
export function dirOf(zipPath: string): string {
  const i = zipPath.lastIndexOf('/');
  return i < 0 ? '' : zipPath.slice(0, i);
}

/** The href, percent-encoded, that leads from a file in `fromDir` to `toPath` (both zip paths). */
export function relativeHref(fromDir: string, toPath: string): string {
  const rel = posix.relative(`/${fromDir}`, `/${toPath}`);
  return rel
    .split('/')
    .map((seg) => (seg === '..' ? seg : encodeURIComponent(seg)))
    .join('/');
}

/**
 * A BCP 47 language tag for the package: a project language code ('eng', 'ger') becomes its tag
 * ('en', 'de'); a tag is kept ('en_GB' written 'en-GB'); anything else becomes 'en'.
 */
export function safeLanguage(language: string | null | undefined): string {
  const tag = (language ?? '').trim().replace(/_/g, '-');
  // The project's languages (ISO 639-2/B codes) map to the domain's BCP 47 tags.
  const mapped = languageTag(tag.toLowerCase());
  if (mapped) return mapped;
  return /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(tag) ? tag : 'en';
}

/** The package's accessibility metadata as EPUB 3 meta elements (EPUB Accessibility 1.1 §2.1). */
export function renderAccessibilityMeta(a: EpubAccessibility | undefined): string {
  if (!a) return '';
  const meta = (property: string, value: string) =>
    `\n    <meta property="${property}">${escapeText(value)}</meta>`;
  return [
    ...a.accessModes.map((v) => meta('schema:accessMode', v)),
    ...a.accessModesSufficient.map((v) => meta('schema:accessModeSufficient', v)),
    ...a.features.map((v) => meta('schema:accessibilityFeature', v)),
    ...a.hazards.map((v) => meta('schema:accessibilityHazard', v)),
    ...(a.summary ? [meta('schema:accessibilitySummary', a.summary)] : []),
    ...a.conformsTo.map((v) => meta('dcterms:conformsTo', v)),
  ].join('');
}

function modifiedStamp(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

export function renderContainer(opfPath: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles>
    <rootfile full-path="${escapeAttr(opfPath)}" media-type="application/oebps-package+xml"/>
  </rootfiles>
</container>
`;
}

export function renderOpf(pkg: EpubPackage, identifier: string): string {
  const lang = safeLanguage(pkg.language);
  const opfPath = pkg.opfPath ?? 'OEBPS/content.opf';
  const opfDir = dirOf(opfPath);
  const navHref = relativeHref(opfDir, pkg.navPath ?? posix.join(opfDir, 'nav.xhtml'));
  const item = (it: EpubItem) =>
    `    <item id="${escapeAttr(it.id)}" href="${escapeAttr(relativeHref(opfDir, it.path))}" media-type="${escapeAttr(it.mediaType)}"${
      it.properties ? ` properties="${escapeAttr(it.properties)}"` : ''
    }/>`;
  const creator = pkg.author?.trim() ? `\n    <dc:creator>${escapeText(pkg.author.trim())}</dc:creator>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="bookid" xml:lang="${lang}">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="bookid">${escapeText(identifier)}</dc:identifier>
    <dc:title>${escapeText(pkg.title.trim() || 'Untitled')}</dc:title>
    <dc:language>${lang}</dc:language>${creator}
    <meta property="dcterms:modified">${modifiedStamp(pkg.modified ?? new Date())}</meta>${renderAccessibilityMeta(pkg.accessibility)}
  </metadata>
  <manifest>
    <item id="nav" href="${escapeAttr(navHref)}" media-type="application/xhtml+xml" properties="nav"/>
${[...pkg.documents, ...pkg.resources].map(item).join('\n')}
  </manifest>
  <spine>
${pkg.documents.map((d) => `    <itemref idref="${escapeAttr(d.id)}"/>`).join('\n')}
  </spine>
</package>
`;
}

function renderTocList(entries: EpubTocEntry[], depth: number): string {
  const pad = '  '.repeat(depth);
  const items = entries.map((e) => {
    const label = escapeText(e.label.trim() || 'Untitled');
    const children = e.children.length > 0 ? `\n${renderTocList(e.children, depth + 2)}\n${pad}  ` : '';
    return `${pad}  <li><a href="${escapeAttr(e.href)}">${label}</a>${children}</li>`;
  });
  return `${pad}<ol>\n${items.join('\n')}\n${pad}</ol>`;
}

/** A complete XHTML content document; `body` must already be well-formed XHTML. */
export function xhtmlDocument(opts: {
  title: string;
  language: string;
  body: string;
  stylesheets?: string[];
}): string {
  const lang = safeLanguage(opts.language);
  const links = (opts.stylesheets ?? [])
    .map((href) => `\n    <link rel="stylesheet" type="text/css" href="${escapeAttr(href)}"/>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="${XHTML_NS}" xmlns:epub="${EPUB_OPS_NS}" xml:lang="${lang}" lang="${lang}">
  <head>
    <meta charset="UTF-8"/>
    <title>${escapeText(opts.title.trim() || 'Untitled')}</title>${links}
  </head>
  <body>
${opts.body}
  </body>
</html>
`;
}

export function renderNav(opts: {
  title: string;
  language: string;
  toc: EpubTocEntry[];
  stylesheets?: string[];
}) {
  const list = opts.toc.length > 0 ? renderTocList(opts.toc, 3) : '';
  return xhtmlDocument({
    title: opts.title,
    language: opts.language,
    stylesheets: opts.stylesheets,
    body: `    <nav epub:type="toc" id="toc">\n      <h1>Contents</h1>\n${list}\n    </nav>`,
  });
}

/** Writes the package to `outPath`. Resolves once the file is complete on disk. */
export async function writeEpub(outPath: string, pkg: EpubPackage): Promise<void> {
  if (pkg.documents.length === 0) throw new Error('An EPUB needs at least one document in its spine');
  const identifier = pkg.identifier ?? `urn:uuid:${randomUUID()}`;
  const opfPath = pkg.opfPath ?? 'OEBPS/content.opf';
  const navPath = pkg.navPath ?? posix.join(dirOf(opfPath), 'nav.xhtml');
  const navDir = dirOf(navPath);
  const zip = new ZipFile();
  const opts = { forceDosTimestamp: true, mtime: pkg.modified ?? new Date() };
  zip.addBuffer(Buffer.from('application/epub+zip', 'ascii'), 'mimetype', { ...opts, compress: false });
  zip.addBuffer(Buffer.from(renderContainer(opfPath)), 'META-INF/container.xml', opts);
  zip.addBuffer(Buffer.from(renderOpf(pkg, identifier)), opfPath, opts);
  const cssHrefs = pkg.resources
    .filter((r) => r.mediaType === 'text/css')
    .map((r) => relativeHref(navDir, r.path));
  zip.addBuffer(
    Buffer.from(renderNav({ title: pkg.title, language: pkg.language, toc: pkg.toc, stylesheets: cssHrefs })),
    navPath,
    opts,
  );
  for (const it of [...pkg.documents, ...pkg.resources]) {
    const compress = !/^image\/(jpeg|png|gif|webp)$/.test(it.mediaType);
    if (typeof it.data === 'string')
      zip.addBuffer(Buffer.from(it.data, 'utf8'), it.path, { ...opts, compress });
    else if (Buffer.isBuffer(it.data)) zip.addBuffer(it.data, it.path, { ...opts, compress });
    else zip.addFile(it.data.file, it.path, { ...opts, compress });
  }
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(outPath));
}
