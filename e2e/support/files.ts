import { readFileSync } from 'node:fs';
import { PDFDocument, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { ZipFile } from 'yazl';

/**
 * Files the end-to-end tests upload, made in code: a print interior PDF (optionally with one
 * page of the wrong size), a full-cover PDF, an EPUB and a JPEG cover. Fonts are embedded (a
 * print preflight refuses unembedded fonts), so text uses Liberation Serif from Debian.
 */
const FONT = '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf';

export async function interiorPdf(opts: {
  pages: number;
  widthIn: number;
  heightIn: number;
  /** 1-based page numbers drawn at 8.5 × 11 in instead of the trim. */
  wrongSizePages?: number[];
}): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const fontkit = (await import('@pdf-lib/fontkit')).default;
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(readFileSync(FONT), { subset: true });
  for (let n = 1; n <= opts.pages; n++) {
    const wrong = opts.wrongSizePages?.includes(n);
    const page = doc.addPage(wrong ? [8.5 * 72, 11 * 72] : [opts.widthIn * 72, opts.heightIn * 72]);
    page.drawText(`Page ${n}. It was a bright cold day in April.`, {
      x: 54,
      y: page.getHeight() - 72,
      size: 11,
      font,
    });
  }
  return Buffer.from(await doc.save());
}

export async function fullCoverPdf(widthIn: number, heightIn: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const fontkit = (await import('@pdf-lib/fontkit')).default;
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(readFileSync(FONT), { subset: true });
  const page = doc.addPage([widthIn * 72, heightIn * 72]);
  page.drawRectangle({ x: 0, y: 0, width: widthIn * 72, height: heightIn * 72, color: rgb(0.15, 0.3, 0.5) });
  page.drawText('A Test Cover', {
    x: (widthIn * 72) / 2 + 40,
    y: (heightIn * 72) / 2,
    size: 28,
    font,
    color: rgb(1, 1, 1),
  });
  return Buffer.from(await doc.save());
}

export async function jpegCover(width = 1600, height = 2400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 70, b: 120 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

const XHTML = (title: string, body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="en" xml:lang="en"><head><title>${title}</title></head><body>${body}</body></html>`;

/** What a well-made EPUB says of its accessibility (EPUB Accessibility 1.1). */
const ACCESSIBILITY_META = `
    <meta property="schema:accessMode">textual</meta>
    <meta property="schema:accessModeSufficient">textual</meta>
    <meta property="schema:accessibilityFeature">structuralNavigation</meta>
    <meta property="schema:accessibilityFeature">tableOfContents</meta>
    <meta property="schema:accessibilityHazard">none</meta>
    <meta property="schema:accessibilitySummary">Text with headings and a table of contents; the cover image is decorative.</meta>
    <meta property="dcterms:conformsTo">EPUB Accessibility 1.1 - WCAG 2.1 Level AA</meta>`;

/**
 * A small valid EPUB 3 with two chapters, a navigation document and a cover image; with its
 * accessibility metadata unless `accessibility: false` (the accessibility walk's book).
 */
export async function epub(title = 'The Lighthouse Keeper', { accessibility = true } = {}): Promise<Buffer> {
  const cover = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="uid" xml:lang="en">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="uid">urn:uuid:2b7b7a1e-8e39-4a53-9d6c-3f7c5d2c9a11</dc:identifier>
    <dc:title>${title}</dc:title>
    <dc:language>en</dc:language>
    <meta property="dcterms:modified">2026-11-01T00:00:00Z</meta>${accessibility ? ACCESSIBILITY_META : ''}
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="c1" href="chapter1.xhtml" media-type="application/xhtml+xml"/>
    <item id="c2" href="chapter2.xhtml" media-type="application/xhtml+xml"/>
    <item id="cover" href="cover.jpg" media-type="image/jpeg" properties="cover-image"/>
  </manifest>
  <spine>
    <itemref idref="c1"/>
    <itemref idref="c2"/>
  </spine>
</package>`;
  const nav = XHTML(
    'Contents',
    '<nav epub:type="toc" id="toc"><h1>Contents</h1><ol><li><a href="chapter1.xhtml">Chapter One: The Light</a></li><li><a href="chapter2.xhtml">Chapter Two: The Storm</a></li></ol></nav>',
  );
  const para = '<p>The lamp turned all night, and the keeper wrote in his log.</p>'.repeat(40);
  const files: [string, string | Buffer][] = [
    [
      'META-INF/container.xml',
      '<?xml version="1.0" encoding="UTF-8"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
    ],
    ['OEBPS/content.opf', opf],
    ['OEBPS/nav.xhtml', nav],
    ['OEBPS/chapter1.xhtml', XHTML('Chapter One', `<h1>Chapter One: The Light</h1>${para}`)],
    ['OEBPS/chapter2.xhtml', XHTML('Chapter Two', `<h1>Chapter Two: The Storm</h1>${para}`)],
    ['OEBPS/cover.jpg', cover],
  ];
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from('application/epub+zip'), 'mimetype', {
    compress: false,
    forceDosTimestamp: true,
  });
  for (const [name, data] of files) zip.addBuffer(Buffer.isBuffer(data) ? data : Buffer.from(data), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
