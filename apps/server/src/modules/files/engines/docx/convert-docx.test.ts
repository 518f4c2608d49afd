import { createWriteStream, existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { accessibilityReport } from '@quire/domain';
import { HeadingLevel, ImageRun, Paragraph } from 'docx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { convertDocxToEpub } from './convert-docx';
import { docxOf, epubcheckErrors, quireCheck, readEntry, richDocx, tempDir } from './test-support';

const meta = { title: 'The Lighthouse Keeper', author: 'Ada Author', language: 'en' };
const SLOW = 180_000;

let dir = '';
let cleanup: () => Promise<void> = async () => {};
beforeAll(async () => {
  ({ dir, cleanup } = await tempDir());
});
afterAll(() => cleanup());

async function convert(name: string, data: Buffer) {
  const docx = join(dir, `${name}.docx`);
  const epub = join(dir, `${name}.epub`);
  await writeFile(docx, data);
  const { findings } = await convertDocxToEpub(docx, epub, meta);
  return { epub, findings, errors: findings.filter((f) => f.severity === 'ERROR') };
}

async function zipOf(name: string, entries: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [entry, data] of Object.entries(entries)) zip.addBuffer(Buffer.from(data), entry);
  zip.end();
  const path = join(dir, `${name}.zip`);
  await pipeline(zip.outputStream, createWriteStream(path));
  return readFile(path);
}

describe('convertDocxToEpub: a full manuscript', () => {
  let epub = '';
  let findings: Awaited<ReturnType<typeof convert>>['findings'] = [];
  beforeAll(async () => {
    ({ epub, findings } = await convert('rich', await richDocx()));
  }, SLOW);

  it('converts without errors', () => {
    expect(findings.filter((f) => f.severity === 'ERROR')).toEqual([]);
    expect(existsSync(epub)).toBe(true);
  });

  it(
    'passes EpubCheck with zero errors',
    async () => {
      expect(await epubcheckErrors(epub)).toEqual([]);
    },
    SLOW,
  );

  it("passes the EPUB engine's own checks, with a nav built from the headings and chapters split at h1", async () => {
    const { report, errors } = await quireCheck(epub);
    expect(errors).toEqual([]);
    expect(report.title).toBe('The Lighthouse Keeper');
    expect(report.language).toBe('en');
    expect(report.toc.map((t) => t.label)).toEqual([
      'The Lighthouse Keeper',
      'Chapter One: Arrival',
      'Chapter Two: Storm',
      'Chapter Three: Calm',
      'Notes',
    ]);
    expect(report.toc[1]!.children.map((c) => c.label)).toEqual(['The Island', 'The Lamp']);
    expect(report.toc[1]!.children[0]!.href).toMatch(/chapter-002\.xhtml#/);
    expect(report.spine.map((s) => s.href)).toEqual([
      'OEBPS/chapter-001.xhtml',
      'OEBPS/chapter-002.xhtml',
      'OEBPS/chapter-003.xhtml',
      'OEBPS/chapter-004.xhtml',
      'OEBPS/chapter-005.xhtml',
    ]);
  });

  it('declares only the accessibility the conversion guarantees: text and images, no hazard or conformance claim', async () => {
    const { report } = await quireCheck(epub);
    expect(report.accessibility).toMatchObject({
      accessModes: ['textual', 'visual'],
      accessModesSufficient: ['textual,visual'],
      features: ['readingOrder', 'displayTransformability', 'tableOfContents', 'structuralNavigation'],
      hazards: [],
      conformsTo: [],
    });
    const a11y = accessibilityReport(report.accessibility, null);
    expect(a11y.status).toBe('partial');
    expect(a11y.findings.map((f) => f.code).sort()).toEqual([
      'A11Y_CONFORMANCE_MISSING',
      'A11Y_HAZARD_MISSING',
    ]);
  });

  it('keeps the formatting as well-formed XHTML in the chapter files', async () => {
    const front = await readEntry(epub, 'OEBPS/chapter-001.xhtml');
    expect(front).toContain('<p class="title">The Lighthouse Keeper</p>');
    const one = await readEntry(epub, 'OEBPS/chapter-002.xhtml');
    expect(one).toContain('<h1>Chapter One: Arrival</h1>');
    expect(one).toContain('<strong>Bold words</strong>');
    expect(one).toContain('<em>italic words</em>');
    expect(one).toContain(' &amp; &lt;angle&gt; "quotes".');
    expect(one).toMatch(/<ul><li>First item<\/li><li>Second item<\/li><\/ul>/);
    expect(one).toMatch(/<table><tbody><tr><td><p>Tide<\/p><\/td>/);
    expect(one).not.toContain('Chapter Two');
    // The footnote moved to the Notes chapter; the reference follows it there.
    expect(one).toContain('href="chapter-005.xhtml#footnote-1"');
    const two = await readEntry(epub, 'OEBPS/chapter-003.xhtml');
    expect(two).toContain('<img src="images/image-001.png" alt=""/>');
    expect(two).toContain('Line one<br/>Line two');
    const three = await readEntry(epub, 'OEBPS/chapter-004.xhtml');
    expect(three).toContain('<a href="https://example.com/tides?a=1&amp;b=2">Tide tables</a>');
    expect(three).toContain('<a>a trap</a>');
    const notes = await readEntry(epub, 'OEBPS/chapter-005.xhtml');
    expect(notes).toContain('<li id="footnote-1">');
    expect(notes).toContain('href="chapter-002.xhtml#footnote-ref-1"');
  });

  it('stores the picture as its own resource, declared in the package document', async () => {
    const opf = await readEntry(epub, 'OEBPS/content.opf');
    expect(opf).toContain('href="images/image-001.png" media-type="image/png"');
    expect(opf).toMatch(/<dc:identifier id="bookid">urn:uuid:[0-9a-f-]{36}<\/dc:identifier>/);
    expect(opf).toContain('<dc:creator>Ada Author</dc:creator>');
    expect(opf).toMatch(/<meta property="dcterms:modified">\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/meta>/);
    const png = await readEntry(epub, 'OEBPS/images/image-001.png');
    expect(png.slice(1, 4)).toBe('PNG');
    expect(await readEntry(epub, 'OEBPS/chapter-003.xhtml')).not.toContain('data:');
  });
});

describe('convertDocxToEpub: headings and warnings', () => {
  it(
    'splits at h2 when the document has no h1, and nests h3 under them',
    async () => {
      const { epub, errors } = await convert(
        'h2',
        await docxOf([
          new Paragraph('Opening words.'),
          new Paragraph({ text: 'Part A', heading: HeadingLevel.HEADING_2 }),
          new Paragraph('a'),
          new Paragraph({ text: 'Scene 1', heading: HeadingLevel.HEADING_3 }),
          new Paragraph('b'),
          new Paragraph({ text: 'Part B', heading: HeadingLevel.HEADING_2 }),
          new Paragraph('c'),
        ]),
      );
      expect(errors).toEqual([]);
      const { report, errors: engineErrors } = await quireCheck(epub);
      expect(engineErrors).toEqual([]);
      expect(report.toc.map((t) => [t.label, t.children.map((c) => c.label)])).toEqual([
        ['The Lighthouse Keeper', []],
        ['Part A', ['Scene 1']],
        ['Part B', []],
      ]);
      expect(await epubcheckErrors(epub)).toEqual([]);
    },
    SLOW,
  );

  it('makes one chapter of a document without headings, and says how to split it', async () => {
    const { epub, findings, errors } = await convert('flat', await docxOf([new Paragraph('Just text.')]));
    expect(errors).toEqual([]);
    expect(findings.map((f) => f.code)).toContain('DOCX_NO_HEADINGS');
    const { report } = await quireCheck(epub);
    expect(report.spine).toHaveLength(1);
    expect(report.toc.map((t) => t.label)).toEqual(['The Lighthouse Keeper']);
    // No headings, no images: no table of contents to speak of, and nothing that could flash.
    expect(report.accessibility).toMatchObject({
      accessModes: ['textual'],
      accessModesSufficient: ['textual'],
      features: ['readingOrder', 'displayTransformability'],
      hazards: ['none'],
    });
  });

  it("reports mammoth's notes (an unknown style) as warnings, not errors", async () => {
    const { findings, errors } = await convert(
      'styles',
      await docxOf([
        new Paragraph({ text: 'Chapter', heading: HeadingLevel.HEADING_1 }),
        new Paragraph({ text: 'Styled', style: 'MyOwnStyle' }),
      ]),
    );
    expect(errors).toEqual([]);
    const warnings = findings.filter((f) => f.code === 'DOCX_CONVERSION');
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings.every((f) => f.severity === 'WARNING' && f.message.includes('MyOwnStyle'))).toBe(true);
  });

  it('leaves out a picture in a format eBooks cannot show, with a warning', async () => {
    const { epub, findings, errors } = await convert(
      'bmp',
      await docxOf([
        new Paragraph({ text: 'Chapter', heading: HeadingLevel.HEADING_1 }),
        new Paragraph({
          children: [
            new ImageRun({
              type: 'bmp',
              data: Buffer.from('BM not really a bitmap'),
              transformation: { width: 9, height: 9 },
            }),
          ],
        }),
      ]),
    );
    expect(errors).toEqual([]);
    expect(findings.find((f) => f.code === 'DOCX_IMAGE_UNSUPPORTED')?.severity).toBe('WARNING');
    expect(await readEntry(epub, 'OEBPS/chapter-001.xhtml')).not.toContain('<img');
  });
});

describe('convertDocxToEpub: files that cannot be converted', () => {
  it('refuses an empty document with an error and writes no EPUB', async () => {
    const { epub, errors } = await convert('empty', await docxOf([]));
    expect(errors.map((f) => f.code)).toEqual(['DOCX_EMPTY']);
    expect(errors[0]!.message).toMatch(/no text or pictures/);
    expect(existsSync(epub)).toBe(false);
  });

  it('refuses a document of empty paragraphs', async () => {
    const { errors } = await convert('blank', await docxOf([new Paragraph(''), new Paragraph('   ')]));
    expect(errors.map((f) => f.code)).toEqual(['DOCX_EMPTY']);
  });

  it('refuses a corrupt file with a message that says to save it again as .docx', async () => {
    const { epub, errors } = await convert('garbage', Buffer.from('this is not a word file at all'));
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/^This Word file could not be opened.*Save it again as \.docx/);
    expect(existsSync(epub)).toBe(false);
  });

  it('refuses a truncated .docx', async () => {
    const whole = await richDocx();
    const { errors } = await convert('truncated', whole.subarray(0, Math.floor(whole.length / 2)));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]!.message).toMatch(/Save it again as \.docx/);
  });

  it('refuses an old .doc file renamed .docx', async () => {
    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512),
    ]);
    const { errors } = await convert('old-doc', ole);
    expect(errors.map((f) => f.code)).toEqual(['DOCX_UNREADABLE']);
  });

  it('refuses a zip that is not a Word document', async () => {
    const { errors } = await convert('plain-zip', await zipOf('plain', { 'hello.txt': 'hi' }));
    expect(errors.map((f) => f.code)).toEqual(['DOCX_NOT_WORD']);
  });

  it(
    'stops a conversion that needs too much memory or time, and the next one works',
    async () => {
      const big = await docxOf(
        Array.from({ length: 12_000 }, (_, i) => new Paragraph(`Paragraph ${i} of a very long manuscript.`)),
      );
      const docx = join(dir, 'big.docx');
      await writeFile(docx, big);
      const memory = await convertDocxToEpub(docx, join(dir, 'big.epub'), meta, { maxMemoryMb: 48 });
      expect(memory.findings.map((f) => f.code)).toEqual(['DOCX_TOO_COMPLEX']);
      expect(memory.findings[0]!.message).toMatch(/too large or too complex.*memory/);
      const time = await convertDocxToEpub(docx, join(dir, 'big.epub'), meta, { timeoutMs: 1 });
      expect(time.findings.map((f) => f.code)).toEqual(['DOCX_TOO_COMPLEX']);
      expect(existsSync(join(dir, 'big.epub'))).toBe(false);
      const { errors } = await convert('after', await docxOf([new Paragraph('Still works.')]));
      expect(errors).toEqual([]);
    },
    SLOW,
  );

  it('refuses a DOCX zip bomb before mammoth inflates it', async () => {
    const started = Date.now();
    const bomb = await zipOf('bomb', {
      '[Content_Types].xml': '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      'word/document.xml':
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
      'word/media/filler.bin': Buffer.alloc(32 * 1024 * 1024),
    });
    expect(bomb.length).toBeLessThan(200 * 1024);
    const { epub, errors } = await convert('bomb', bomb);
    expect(errors.map((f) => f.code)).toContain('ZIP_COMPRESSION_RATIO');
    expect(errors[0]!.message).toMatch(/^This Word file could not be opened safely/);
    expect(existsSync(epub)).toBe(false);
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});
