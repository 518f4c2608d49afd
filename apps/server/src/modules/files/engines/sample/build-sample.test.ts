import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertDocxToEpub } from '../docx/convert-docx';
import { writeEpub, xhtmlDocument } from '../docx/epub-writer';
import { epubcheckErrors, pngBytes, quireCheck, readEntry, richDocx, tempDir } from '../docx/test-support';
import { buildEpub, packageOpf, xhtml } from '../epub/test-epub';
import { inspectZip } from '../zip/zip-safety';
import { buildSampleEpub } from './build-sample';

const SLOW = 180_000;
let dir = '';
let cleanup: () => Promise<void> = async () => {};
let book = '';

beforeAll(async () => {
  ({ dir, cleanup } = await tempDir());
  const docx = join(dir, 'book.docx');
  await writeFile(docx, await richDocx());
  book = join(dir, 'book.epub');
  const { findings } = await convertDocxToEpub(docx, book, {
    title: 'The Lighthouse Keeper',
    author: 'Ada Author',
    language: 'en-GB',
  });
  expect(findings.filter((f) => f.severity === 'ERROR')).toEqual([]);
}, SLOW);
afterAll(() => cleanup());

const names = async (epub: string) => (await inspectZip(epub)).entries.map((e) => e.name).sort();

describe('buildSampleEpub from two chapters', () => {
  let sample = '';
  beforeAll(async () => {
    sample = join(dir, 'sample.epub');
    const { findings } = await buildSampleEpub(book, sample, {
      hrefs: ['OEBPS/chapter-003.xhtml', 'OEBPS/chapter-002.xhtml'],
      title: 'The Lighthouse Keeper (sample)',
    });
    expect(findings).toEqual([]);
  });

  it(
    'passes EpubCheck with zero errors',
    async () => {
      expect(await epubcheckErrors(sample)).toEqual([]);
    },
    SLOW,
  );

  it('holds only those chapters, in spine order, with a nav listing them', async () => {
    const { report, errors } = await quireCheck(sample);
    expect(errors).toEqual([]);
    expect(report.title).toBe('The Lighthouse Keeper (sample)');
    expect(report.language).toBe('en-GB');
    expect(report.spine.map((s) => s.href)).toEqual(['OEBPS/chapter-002.xhtml', 'OEBPS/chapter-003.xhtml']);
    expect(report.toc.map((t) => t.label)).toEqual(['Chapter One: Arrival', 'Chapter Two: Storm']);
  });

  it('copies the resources those chapters use and nothing else', async () => {
    expect(await names(sample)).toEqual([
      'META-INF/container.xml',
      'OEBPS/chapter-002.xhtml',
      'OEBPS/chapter-003.xhtml',
      'OEBPS/content.opf',
      'OEBPS/images/image-001.png',
      'OEBPS/quire-sample-nav.xhtml',
      'OEBPS/styles/book.css',
      'mimetype',
    ]);
  });

  it('unlinks references to chapters left out (the footnote lives in the Notes chapter)', async () => {
    const one = await readEntry(sample, 'OEBPS/chapter-002.xhtml');
    expect(one).not.toContain('chapter-005.xhtml');
    expect(one).toContain('<a id="footnote-ref-1">[1]</a>');
    expect(one).toContain('<strong>Bold words</strong>');
    expect(one.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html>\n<html')).toBe(true);
  });

  it('accepts hrefs relative to the package document, and fragments', async () => {
    const out = join(dir, 'relative.epub');
    const { findings } = await buildSampleEpub(book, out, {
      hrefs: ['chapter-004.xhtml#x'],
      title: 'Sample',
    });
    expect(findings).toEqual([]);
    const { report } = await quireCheck(out);
    expect(report.spine.map((s) => s.href)).toEqual(['OEBPS/chapter-004.xhtml']);
  });
});

describe('buildSampleEpub refusals', () => {
  it('reports unknown hrefs as errors and writes nothing', async () => {
    const out = join(dir, 'unknown.epub');
    const { findings } = await buildSampleEpub(book, out, {
      hrefs: ['OEBPS/chapter-002.xhtml', 'OEBPS/chapter-099.xhtml', 'OEBPS/styles/book.css'],
      title: 'Sample',
    });
    expect(findings.map((f) => [f.severity, f.code, f.path])).toEqual([
      ['ERROR', 'SAMPLE_UNKNOWN_CHAPTER', 'OEBPS/chapter-099.xhtml'],
      ['ERROR', 'SAMPLE_UNKNOWN_CHAPTER', 'OEBPS/styles/book.css'],
    ]);
    expect(findings[0]!.message).toContain('is not a chapter of this book');
    expect(existsSync(out)).toBe(false);
  });

  it('asks for at least one chapter', async () => {
    const { findings } = await buildSampleEpub(book, join(dir, 'none.epub'), { hrefs: [], title: 'Sample' });
    expect(findings.map((f) => f.code)).toEqual(['SAMPLE_EMPTY']);
  });

  it('refuses a source that is not an EPUB', async () => {
    const junk = join(dir, 'junk.epub');
    await writeFile(junk, 'not a zip');
    const { findings } = await buildSampleEpub(junk, join(dir, 'junk-sample.epub'), {
      hrefs: ['a.xhtml'],
      title: 'S',
    });
    expect(findings.length).toBeGreaterThan(0);
    expect(findings.every((f) => f.severity === 'ERROR')).toBe(true);
  });
});

describe('buildSampleEpub from an EPUB with folders, stylesheet references and a cover', () => {
  it(
    'follows the stylesheet to its image, keeps the cover, leaves unused files out, and passes EpubCheck',
    async () => {
      const source = join(dir, 'folders.epub');
      const chapter = (n: number, extra = '') =>
        xhtmlDocument({
          title: `Chapter ${n}`,
          language: 'fr',
          stylesheets: ['../css/style.css'],
          body: `<h1>Chapitre ${n}</h1><p>Texte ${n}. <a href="chapter-${n === 1 ? 2 : 1}.xhtml">Voir</a></p>${extra}`,
        });
      await writeEpub(source, {
        title: 'Livre',
        author: 'Auteur',
        language: 'fr',
        opfPath: 'OPS/package.opf',
        navPath: 'OPS/nav.xhtml',
        documents: [
          {
            id: 'c1',
            path: 'OPS/text/chapter-1.xhtml',
            mediaType: 'application/xhtml+xml',
            data: chapter(1),
          },
          {
            id: 'c2',
            path: 'OPS/text/chapter-2.xhtml',
            mediaType: 'application/xhtml+xml',
            data: chapter(
              2,
              '<p><img src="../images/photo%20one.png" srcset="../images/photo-2x.png 2x" alt="Photo"/></p>',
            ),
          },
        ],
        resources: [
          {
            id: 'css',
            path: 'OPS/css/style.css',
            mediaType: 'text/css',
            data: 'body { background: url("../images/bg.png"); }',
          },
          { id: 'bg', path: 'OPS/images/bg.png', mediaType: 'image/png', data: await pngBytes(4, 4, '#eee') },
          { id: 'photo', path: 'OPS/images/photo one.png', mediaType: 'image/png', data: await pngBytes() },
          {
            id: 'photo2x',
            path: 'OPS/images/photo-2x.png',
            mediaType: 'image/png',
            data: await pngBytes(80, 40),
          },
          {
            id: 'cover',
            path: 'OPS/images/cover.png',
            mediaType: 'image/png',
            properties: 'cover-image',
            data: await pngBytes(60, 90, '#036'),
          },
        ],
        toc: [
          { label: 'Chapitre 1', href: 'text/chapter-1.xhtml', children: [] },
          { label: 'Chapitre 2', href: 'text/chapter-2.xhtml', children: [] },
        ],
      });
      expect(await epubcheckErrors(source)).toEqual([]);

      const sample = join(dir, 'folders-sample.epub');
      const { findings } = await buildSampleEpub(source, sample, {
        hrefs: ['OPS/text/chapter-1.xhtml'],
        title: 'Extrait',
      });
      expect(findings).toEqual([]);
      expect(await names(sample)).toEqual([
        'META-INF/container.xml',
        'OPS/css/style.css',
        'OPS/images/bg.png',
        'OPS/images/cover.png',
        'OPS/package.opf',
        'OPS/quire-sample-nav.xhtml',
        'OPS/text/chapter-1.xhtml',
        'mimetype',
      ]);
      const { report, errors } = await quireCheck(sample);
      expect(errors).toEqual([]);
      expect(report.coverImage).toBe('OPS/images/cover.png');
      expect(report.toc.map((t) => [t.label, t.href])).toEqual([['Chapitre 1', 'OPS/text/chapter-1.xhtml']]);
      expect(await epubcheckErrors(sample)).toEqual([]);

      // The second chapter's photo (a name with a space) comes along when that chapter is chosen.
      const second = join(dir, 'folders-sample-2.epub');
      expect(
        (await buildSampleEpub(source, second, { hrefs: ['OPS/text/chapter-2.xhtml'], title: 'Extrait' }))
          .findings,
      ).toEqual([]);
      expect(await names(second)).toEqual(
        expect.arrayContaining(['OPS/images/photo one.png', 'OPS/images/photo-2x.png']),
      );
      expect(await readEntry(second, 'OPS/package.opf')).toContain('href="images/photo%20one.png"');
    },
    SLOW,
  );
});

describe('buildSampleEpub finds members as the preflight does', () => {
  it('reads a chapter the package document names decomposed (as macOS writes it) and the archive stores composed', async () => {
    // Found by preflight-epub.fuzz.test.ts: the preflight passed the book, the sample threw.
    const source = join(dir, 'nfd.epub');
    await buildEpub(
      {
        'EPUB/package.opf': packageOpf({
          manifest: '\n    <item id="cafe" href="cafe\u0301.xhtml" media-type="application/xhtml+xml"/>',
          spine: '\n    <itemref idref="cafe"/>',
        }),
        'EPUB/caf\u00e9.xhtml': xhtml('Café', '<h1>Café</h1><p>Un café.</p>'),
      },
      { path: source },
    );
    const { report, errors } = await quireCheck(source);
    expect(errors).toEqual([]);
    const sample = join(dir, 'nfd-sample.epub');
    const built = await buildSampleEpub(source, sample, {
      hrefs: report.spine.map((s) => s.href),
      title: 'Extrait',
    });
    expect(built.findings).toEqual([]);
    expect((await quireCheck(sample)).errors).toEqual([]);
  });
});
