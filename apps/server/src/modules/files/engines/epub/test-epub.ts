/**
 * Test helper: builds EPUBs in code with yazl (mimetype first and stored, as OCF requires), on top of a
 * minimal valid EPUB 3 unless told otherwise. For the DOCX, files-module and e2e tests too.
 */
import { writeFile } from 'node:fs/promises';
import yazl from 'yazl';

export interface BuildEpubOptions {
  /** Start from a minimal valid EPUB 3 (default) or from nothing. */
  base?: 'epub3' | 'none';
  /** The mimetype content; null leaves the file out. Default application/epub+zip. */
  mimetype?: string | null;
  /** Deflate the mimetype entry (invalid). */
  compressMimetype?: boolean;
  /** Book title, language, and whether the base has a cover image. */
  title?: string;
  language?: string;
  cover?: boolean;
  /** Also write the archive here. */
  path?: string;
}

/** A 1×1 PNG, for covers and images. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const CONTAINER_XML = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="EPUB/package.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>`;

/** EPUB Accessibility 1.1 metadata as a well-made EPUB 3 carries it. */
export const A11Y_11_METADATA = `
    <meta property="schema:accessMode">textual</meta>
    <meta property="schema:accessModeSufficient">textual</meta>
    <meta property="schema:accessibilityFeature">tableOfContents</meta>
    <meta property="schema:accessibilityFeature">structuralNavigation</meta>
    <meta property="schema:accessibilityHazard">none</meta>
    <meta property="schema:accessibilitySummary">Text only, with headings and a table of contents.</meta>
    <meta property="dcterms:conformsTo">EPUB Accessibility 1.1 - WCAG 2.1 Level AA</meta>`;

export function packageOpf(
  o: {
    title?: string;
    language?: string;
    cover?: boolean;
    manifest?: string;
    spine?: string;
    /** More elements of <metadata> (accessibility metadata, for example). */
    metadata?: string;
    /** The package's prefix attribute. */
    prefix?: string;
  } = {},
) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="uid" xml:lang="en"${
    o.prefix ? ` prefix="${o.prefix}"` : ''
  }>
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="uid">urn:uuid:6f1b4ad8-2d6b-4c39-9d0b-3c1f6b0e9a11</dc:identifier>
    <dc:title>${o.title ?? 'A Test Book'}</dc:title>
    <dc:language>${o.language ?? 'en'}</dc:language>
    <meta property="dcterms:modified">2026-01-01T00:00:00Z</meta>${o.metadata ?? ''}
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="ch1" href="chapter1.xhtml" media-type="application/xhtml+xml"/>
    <item id="ch2" href="chapter2.xhtml" media-type="application/xhtml+xml"/>${
      o.cover === false
        ? ''
        : '\n    <item id="cover" href="images/cover.png" media-type="image/png" properties="cover-image"/>'
    }${o.manifest ?? ''}
  </manifest>
  <spine>${o.spine ?? '\n    <itemref idref="ch1"/>\n    <itemref idref="ch2"/>'}
  </spine>
</package>`;
}

export function xhtml(title: string, body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="en" lang="en">
<head><title>${title}</title></head>
<body>
${body}
</body>
</html>`;
}

export const NAV_XHTML = xhtml(
  'Contents',
  `<nav epub:type="toc" id="toc"><h1>Contents</h1>
<ol>
  <li><a href="chapter1.xhtml">Chapter One</a></li>
  <li><a href="chapter2.xhtml">Chapter Two</a>
    <ol><li><a href="chapter2.xhtml#part">A Part</a></li></ol></li>
</ol>
</nav>`,
);

/** The files of a minimal valid EPUB 3 with two chapters (and a cover image unless `cover: false`). */
export function minimalEpub3Files(o: BuildEpubOptions = {}): Record<string, string | Buffer> {
  const files: Record<string, string | Buffer> = {
    'META-INF/container.xml': CONTAINER_XML,
    'EPUB/package.opf': packageOpf(o),
    'EPUB/nav.xhtml': NAV_XHTML,
    'EPUB/chapter1.xhtml': xhtml('Chapter One', '<h1>Chapter One</h1>\n<p>Call me Ishmael.</p>'),
    'EPUB/chapter2.xhtml': xhtml('Chapter Two', '<h1>Chapter Two</h1>\n<p id="part">Some years ago.</p>'),
  };
  if (o.cover !== false) files['EPUB/images/cover.png'] = TINY_PNG;
  return files;
}

/**
 * Builds an EPUB: `files` (path → content) over the minimal EPUB 3 base; a null value removes a base file.
 * Resolves to the archive's bytes (also written to `opts.path` when given).
 */
export async function buildEpub(
  files: Record<string, string | Buffer | null>,
  opts: BuildEpubOptions = {},
): Promise<Buffer> {
  const all: Record<string, string | Buffer | null> = {
    ...(opts.base === 'none' ? {} : minimalEpub3Files(opts)),
    ...files,
  };
  const zip = new yazl.ZipFile();
  const mimetype = opts.mimetype === undefined ? 'application/epub+zip' : opts.mimetype;
  if (mimetype !== null)
    // forceDosTimestamp: no "UT" extra field, which OCF forbids on the mimetype entry.
    zip.addBuffer(Buffer.from(mimetype), 'mimetype', {
      compress: opts.compressMimetype ?? false,
      forceDosTimestamp: true,
    });
  for (const [name, content] of Object.entries(all)) {
    if (content === null || name === 'mimetype') continue;
    zip.addBuffer(typeof content === 'string' ? Buffer.from(content, 'utf8') : content, name);
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  const data = Buffer.concat(chunks);
  if (opts.path) await writeFile(opts.path, data);
  return data;
}
