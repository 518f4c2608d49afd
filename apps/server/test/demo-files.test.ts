import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ElementType, fullCoverSize, UPLOAD_LIMITS } from '@quire/domain';
import { PDFDocument, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { loadConfig } from '../src/config';
import { minimalEpub3Files, packageOpf, xhtml } from '../src/modules/files/engines/epub/test-epub';
import { createFilesRepository } from '../src/modules/files/files.repository';
import type { CheckedFile } from '../src/modules/files/files.seed';
import { FILE_DIR } from '../src/modules/files/files.seed';
import { DEMO_FILE_SPEC, type DemoFileName } from '../src/seed/demo-files';
import { createProject, upload, worker } from './files-helpers';
import { AUTHOR, buildTestApp, type TestApp, type TestClient } from './helpers';

/**
 * The demo books' files (src/seed/demo-files.json) are what a real upload and its preflight
 * leave: this test makes each file in code (an EPUB, a cover JPEG made with sharp, a print
 * interior and full cover made with pdf-lib), uploads it through POST /api/project/upload, runs
 * the preflight job, and compares the stored objects and the row's results with the JSON. After a
 * change to the files or to the preflight, write the JSON again with
 * `QUIRE_WRITE_DEMO_FILES=1 npx vitest run --project server apps/server/test/demo-files.test.ts`.
 */
const JSON_PATH = fileURLToPath(new URL('../src/seed/demo-files.json', import.meta.url));
const WRITE = process.env.QUIRE_WRITE_DEMO_FILES === '1';

/** Files made at every run come out byte for byte the same: their dates are this one. */
const FIXED = new Date('2026-01-01T00:00:00Z');
/** A zip entry's date is local time: midnight here is the same entry in every time zone. */
const ZIP_DATE = new Date(2026, 0, 1);

const para = (text: string) => `<p>${text}</p>`;

/**
 * A small EPUB 3: a title page and eight short chapters, a table of contents and a cover image. The
 * opening (title page and chapter 1) is about a tenth of it, so the standard free sample a product
 * page offers is those two (`openingSample`).
 */
const DEMO_CHAPTERS = [
  ['The Light', 'The lamp turned all night, and the keeper wrote the weather in her log.'],
  ['The Storm', 'By morning the sea had taken the jetty, and the bell rang on its own.'],
  ['The Jetty', 'The men from the village came with timber, and nobody spoke of the bell.'],
  ['The Bell', 'She climbed to the bell at noon and found its rope cut clean through.'],
  ['The Log', 'Every entry in the old log stopped on the same night, forty years before.'],
  ['The Letter', 'The letter had no stamp, only her name in her father’s careful hand.'],
  ['The Boat', 'The boat was where the letter said it would be, under the north cliff.'],
  ['The Return', 'When the lamp turned again, the keeper knew whose light it answered.'],
] as const;

/** The demo eBook's accessibility metadata (EPUB Accessibility 1.1). */
const DEMO_A11Y = `
    <meta property="schema:accessMode">textual</meta>
    <meta property="schema:accessModeSufficient">textual</meta>
    <meta property="schema:accessibilityFeature">tableOfContents</meta>
    <meta property="schema:accessibilityFeature">structuralNavigation</meta>
    <meta property="schema:accessibilityFeature">readingOrder</meta>
    <meta property="schema:accessibilityFeature">displayTransformability</meta>
    <meta property="schema:accessibilityHazard">none</meta>
    <meta property="schema:accessibilitySummary">Text only, with a table of contents and a heading for each chapter; text size, font and colours can be changed.</meta>
    <meta property="dcterms:conformsTo">EPUB Accessibility 1.1 - WCAG 2.1 Level AA</meta>`;

async function demoEpub(): Promise<Buffer> {
  const chapters = DEMO_CHAPTERS.map(([title, line], i) => ({ n: i + 1, title, line }));
  const base = minimalEpub3Files({ title: 'A Quire Demo Book' });
  const manifest = [
    '\n    <item id="title" href="title.xhtml" media-type="application/xhtml+xml"/>',
    ...chapters
      .slice(2)
      .map(
        (c) => `\n    <item id="ch${c.n}" href="chapter${c.n}.xhtml" media-type="application/xhtml+xml"/>`,
      ),
  ].join('');
  const spine = ['title', ...chapters.map((c) => `ch${c.n}`)]
    .map((id) => `\n    <itemref idref="${id}"/>`)
    .join('');
  return zipEpub({
    ...base,
    // Text only, with a table of contents and a heading per chapter: its accessibility metadata
    // (decision 046) says so, so the demo shows a conformant eBook in ONIX and on its product page.
    'EPUB/package.opf': packageOpf({ title: 'A Quire Demo Book', manifest, spine, metadata: DEMO_A11Y }),
    'EPUB/nav.xhtml': xhtml(
      'Contents',
      `<nav epub:type="toc" id="toc"><h1>Contents</h1>
<ol>
${chapters.map((c) => `  <li><a href="chapter${c.n}.xhtml">Chapter ${c.n}: ${c.title}</a></li>`).join('\n')}
</ol>
</nav>`,
    ),
    'EPUB/title.xhtml': xhtml('A Quire Demo Book', '<h1>A Quire Demo Book</h1>'),
    ...Object.fromEntries(
      chapters.map((c) => [
        `EPUB/chapter${c.n}.xhtml`,
        xhtml(`Chapter ${c.n}`, `<h1>Chapter ${c.n}: ${c.title}</h1>\n${para(c.line).repeat(6)}`),
      ]),
    ),
  });
}

/** The same bytes at every run: entries dated at one fixed moment, the mimetype first and stored. */
async function zipEpub(files: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from('application/epub+zip'), 'mimetype', {
    compress: false,
    mtime: ZIP_DATE,
    forceDosTimestamp: true,
  });
  for (const [name, content] of Object.entries(files)) {
    zip.addBuffer(Buffer.from(content), name, { mtime: ZIP_DATE, forceDosTimestamp: true });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** An eBook cover of the ideal size, in one colour (a few kilobytes). */
const ebookCover = () =>
  sharp({ create: { width: 1600, height: 2560, channels: 3, background: { r: 36, g: 62, b: 99 } } })
    .jpeg({ quality: 70 })
    .toBuffer();

/** A PDF whose dates and producer are fixed, so its bytes are the same at every run. */
async function fixedPdf(): Promise<PDFDocument> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setCreationDate(FIXED);
  doc.setModificationDate(FIXED);
  doc.setProducer('Quire demo data');
  doc.setCreator('Quire demo data');
  return doc;
}

/** A print interior: every page at the trim with a drawn frame (no text, so no fonts to embed). */
async function interiorPdf(pages: number, widthIn: number, heightIn: number): Promise<Buffer> {
  const doc = await fixedPdf();
  for (let n = 0; n < pages; n++) {
    const page = doc.addPage([widthIn * 72, heightIn * 72]);
    page.drawRectangle({
      x: 54,
      y: 54,
      width: widthIn * 72 - 108,
      height: heightIn * 72 - 108,
      borderColor: rgb(0.2, 0.2, 0.2),
      borderWidth: 0.5,
    });
  }
  return Buffer.from(await doc.save());
}

/** A full cover: one page of the full-cover size in one colour with a spine band. */
async function fullCoverPdf(widthIn: number, heightIn: number, spineIn: number): Promise<Buffer> {
  const doc = await fixedPdf();
  const w = widthIn * 72;
  const h = heightIn * 72;
  const page = doc.addPage([w, h]);
  page.drawRectangle({ x: 0, y: 0, width: w, height: h, color: rgb(0.36, 0.5, 0.3) });
  page.drawRectangle({
    x: (w - spineIn * 72) / 2,
    y: 0,
    width: spineIn * 72,
    height: h,
    color: rgb(0.9, 0.85, 0.7),
  });
  return Buffer.from(await doc.save());
}

/** Every object stored under a file's directory, by name, base64. */
function objectsOf(root: string, fileId: string): Record<string, string> {
  const dir = join(root, 'files', fileId);
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else out[relative(dir, path).split(sep).join('/')] = readFileSync(path).toString('base64');
    }
  };
  walk(dir);
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

describe('the demo files are what an upload and its preflight leave', () => {
  let t: TestApp;
  let author: TestClient;
  let root: string;
  const made = {} as Record<DemoFileName, CheckedFile>;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'quire-demo-files-'));
    t = await buildTestApp({
      files: { storage: { kind: 'local', dir: root }, limits: UPLOAD_LIMITS, epubcheck: 'off' },
      jobs: { ...loadConfig({}).jobs, mode: 'off' },
    });
    author = t.client();
    await author.signIn(AUTHOR);
    const files = createFilesRepository(t.database.db);
    const pod = DEMO_FILE_SPEC.pod;
    const cover = fullCoverSize(
      { widthIn: pod.widthIn, heightIn: pod.heightIn },
      pod.pageCount,
      pod.paperColor,
      pod.printColor,
      pod.coverFormat,
    );
    const ebookId = await createProject(author, { type: 'EBOOK', title: 'Demo eBook' });
    const podId = await createProject(author, {
      type: 'POD',
      title: 'Demo POD',
      bookSizeType: `${pod.pageSize}-${pod.coverFormat}-${pod.printColor}`,
      pageSize: pod.pageSize,
      pageCount: pod.pageCount,
      printColor: pod.printColor,
      paperColor: pod.paperColor,
      coverFormat: pod.coverFormat,
    });
    const uploads: [DemoFileName, string, ElementType, string, Buffer][] = [
      ['ebookInterior', ebookId, 'INTERIOR', 'demo-book.epub', await demoEpub()],
      ['ebookCover', ebookId, 'FULL_COVER', 'demo-cover.jpg', await ebookCover()],
      [
        'podInterior',
        podId,
        'INTERIOR',
        'demo-interior.pdf',
        await interiorPdf(pod.pageCount, pod.widthIn, pod.heightIn),
      ],
      [
        'podCover',
        podId,
        'FULL_COVER',
        'demo-cover.pdf',
        await fullCoverPdf(cover.widthIn, cover.heightIn, cover.spineIn),
      ],
    ];
    for (const [name, projectId, elementType, filename, data] of uploads) {
      const res = await upload(author, { projectId, elementType, file: { filename, data } });
      if (res.statusCode !== 200) throw new Error(`upload ${name}: ${res.statusCode} ${res.body}`);
      await worker(t).drain(60_000);
      const row = await files.current(projectId, elementType);
      if (!row) throw new Error(`no current ${elementType} for ${name}`);
      const dir = `files/${row.id}/`;
      // The project fields the check wrote beyond the statuses: an EPUB's accessibility metadata.
      const { epubAccessibility } = (await author.get(`/api/project/${projectId}`)).json().payload;
      made[name] = {
        elementType,
        kind: row.kind as CheckedFile['kind'],
        originalName: row.originalName,
        objects: objectsOf(root, row.id),
        conversionStatus: row.conversionStatus,
        findings: row.findings,
        pageCount: row.pageCount,
        meta: JSON.parse(JSON.stringify(row.meta).replaceAll(dir, FILE_DIR)),
        project: elementType === 'INTERIOR' && epubAccessibility ? { epubAccessibility } : {},
      };
      expect({ name, status: row.preflightStatus }).toEqual({ name, status: 'SUCCESSFUL' });
    }
    if (WRITE) writeFileSync(JSON_PATH, `${JSON.stringify(made, null, 2)}\n`);
  }, 120_000);
  afterAll(() => t.close());

  it('every demo file passes its check with no error', () => {
    for (const file of Object.values(made)) {
      expect(file.findings.filter((f) => f.severity === 'ERROR')).toEqual([]);
    }
    expect(made.podInterior.pageCount).toBe(DEMO_FILE_SPEC.pod.pageCount);
  });

  it('the JSON the seed places holds exactly what the uploads left', () => {
    const stored = JSON.parse(readFileSync(JSON_PATH, 'utf8'));
    expect(stored).toEqual(JSON.parse(JSON.stringify(made)));
  });
});
