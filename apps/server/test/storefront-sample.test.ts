import { ean13CheckDigit } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalyticsRepository } from '../src/modules/analytics/analytics.repository';
import { buildEpub, packageOpf, xhtml } from '../src/modules/files/engines/epub/test-epub';
import { buildFilesApp, createProject, upload, worker } from './files-helpers';
import { AUTHOR, type TestApp, type TestClient } from './helpers';
import { PRINT_SPEC } from './project-helpers';

// "Read a sample" and "Buy" on a product page, and the visits analytics counts (decision 042).

let t: TestApp;
let author: TestClient;
let anonymous: TestClient;

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const STORE = 'https://store.example.com/ean/{ean}?ref=quire';
const ean = (n: number) => {
  const first12 = `97989998${String(n).padStart(4, '0')}`;
  return `${first12}${ean13CheckDigit(first12)}`;
};

/** A title page and eight chapters of about 4 KB: the standard sample is the title page and chapter 1. */
const chapters = Array.from({ length: 8 }, (_, i) => i + 1);
const longBook = () =>
  buildEpub({
    'EPUB/package.opf': packageOpf({
      manifest: [
        '\n    <item id="title" href="title.xhtml" media-type="application/xhtml+xml"/>',
        '\n    <item id="style" href="style.css" media-type="text/css"/>',
        ...chapters
          .slice(2)
          .map(
            (n) => `\n    <item id="ch${n}" href="chapter${n}.xhtml" media-type="application/xhtml+xml"/>`,
          ),
      ].join(''),
      spine: ['title', ...chapters.map((n) => `ch${n}`)]
        .map((id) => `\n    <itemref idref="${id}"/>`)
        .join(''),
    }),
    'EPUB/style.css': 'p { line-height: 1.5 }',
    'EPUB/title.xhtml': xhtml('The Long Tide', '<h1>The Long Tide</h1>'),
    ...Object.fromEntries(
      chapters.map((n) => [
        `EPUB/chapter${n}.xhtml`,
        xhtml(
          `Chapter ${n}`,
          `<h1>Chapter ${n}</h1>\n${`<p>Words of chapter ${n}, and more words.</p>\n`.repeat(90)}`,
        ),
      ]),
    ),
  });

const setColumns = (id: string, status: string, n: number) =>
  t.database.db.execute(sql`update projects set status = ${status}, isbn = ${ean(n)} where id = ${id}`);

const eventsOf = (projectId: string, kind: string) =>
  createAnalyticsRepository(t.database.db).ofProject(projectId, kind);

async function onSaleEbook(title: string, n: number, interior: Buffer, sample?: Buffer): Promise<string> {
  const id = await createProject(author, { type: 'EBOOK', title, listPrice: '3.99' });
  const res = await upload(author, {
    projectId: id,
    elementType: 'INTERIOR',
    file: { filename: 'book.epub', data: interior, contentType: 'application/epub+zip' },
  });
  expect(res.statusCode, res.body).toBe(200);
  if (sample) {
    const custom = await upload(author, {
      projectId: id,
      sample: true,
      file: { filename: 'sample.epub', data: sample },
    });
    expect(custom.statusCode, custom.body).toBe(200);
  }
  await worker(t).drain(60_000);
  await setColumns(id, 'ONSALE', n);
  return id;
}

let defaultId: string;

beforeAll(async () => {
  t = await buildFilesApp({}, { storefront: { storeBookUrl: STORE, countryHeader: 'cf-ipcountry' } });
  author = t.client();
  await author.signIn(AUTHOR);
  anonymous = t.client();
  defaultId = await onSaleEbook('The Long Tide', 1, await longBook());
});
afterAll(() => t?.close());

describe('the standard sample of an on-sale eBook', () => {
  it('is offered on the product page beside "Buy", which goes to the store by EAN', async () => {
    const page = (await anonymous.get(`/books/${defaultId}/the-long-tide`)).body;
    expect(page).toContain(
      `<a class="button" href="/books/${defaultId}/the-long-tide/sample">Read a sample</a>`,
    );
    expect(page).toContain(
      `<a class="button primary" href="https://store.example.com/ean/${ean(1)}?ref=quire" rel="noopener">Buy</a>`,
    );
  });

  it('answers anyone with the opening of the book: the title page and chapter 1, its contents cut to them', async () => {
    const res = await anonymous.get(`/api/books/${defaultId}/sample`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const sample = res.json().payload;
    expect(sample).toMatchObject({
      id: defaultId,
      title: 'The Long Tide',
      productPagePath: `/books/${defaultId}/the-long-tide`,
      buyUrl: `https://store.example.com/ean/${ean(1)}?ref=quire`,
      preview: { kind: 'EPUB', url: `/api/books/${defaultId}/sample/files/` },
    });
    expect(sample.preview.spine.map((s: { href: string }) => s.href)).toEqual([
      'EPUB/title.xhtml',
      'EPUB/chapter1.xhtml',
    ]);
    // The base EPUB's table of contents names chapters 1 and 2: only chapter 1 is in the sample.
    expect(sample.preview.toc.map((e: { label: string }) => e.label)).toEqual(['Chapter One']);
  });

  it('serves the sample documents, styles and images sandboxed, and never the rest of the book', async () => {
    const base = `/api/books/${defaultId}/sample/files/EPUB`;
    const chapter = await anonymous.get(`${base}/chapter1.xhtml`);
    expect(chapter.statusCode).toBe(200);
    expect(chapter.headers['content-type']).toBe('application/xhtml+xml; charset=utf-8');
    expect(chapter.headers['content-security-policy']).toMatch(/^sandbox allow-same-origin/);
    expect(chapter.body).toContain('Words of chapter 1');
    expect((await anonymous.get(`${base}/style.css`)).statusCode).toBe(200);
    expect((await anonymous.get(`${base}/images/cover.png`)).headers['content-type']).toBe('image/png');
    for (const withheld of [
      'chapter2.xhtml',
      'chapter8.xhtml',
      '../EPUB/chapter2.xhtml',
      './chapter2.xhtml',
      'nope.xhtml',
    ]) {
      const res = await anonymous.get(`${base}/${withheld}`);
      expect(res.statusCode, withheld).toBe(404);
      expect(res.body).not.toContain('Words of chapter');
    }
  });

  it('records page visits and samples opened with the referring domain and country, not bots', async () => {
    const before = (await eventsOf(defaultId, 'PAGE_VISIT')).length;
    const visit = await anonymous.request('GET', `/books/${defaultId}/the-long-tide`, {
      headers: {
        referer: 'https://www.Example.org/reviews?id=secret',
        'cf-ipcountry': 'gb',
        'user-agent': BROWSER,
      },
    });
    expect(visit.statusCode).toBe(200);
    await anonymous.request('GET', `/books/${defaultId}/the-long-tide`, {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });
    await anonymous.request('HEAD', `/books/${defaultId}/the-long-tide`);
    const visits = await eventsOf(defaultId, 'PAGE_VISIT');
    expect(visits.length).toBe(before + 1);
    expect(visits.at(-1)).toMatchObject({
      source: 'quire',
      ean: ean(1),
      referrerDomain: 'example.org',
      country: 'GB',
    });

    await anonymous.request('GET', `/api/books/${defaultId}/sample`, {
      headers: { referer: 'http://127.0.0.1/x', 'user-agent': BROWSER },
    });
    expect((await eventsOf(defaultId, 'SAMPLE_OPENED')).at(-1)).toMatchObject({
      referrerDomain: null,
      country: null,
    });
  });
});

describe('a visit that cannot be recorded', () => {
  it('is logged, never a page or a sample that fails', async () => {
    const db = t.database.db;
    await db.execute(sql`alter table analytics_events rename to analytics_events_away`);
    try {
      const headers = { 'user-agent': BROWSER };
      expect((await anonymous.get(`/books/${defaultId}/the-long-tide`, { headers })).statusCode).toBe(200);
      expect((await anonymous.get(`/api/books/${defaultId}/sample`, { headers })).statusCode).toBe(200);
    } finally {
      await db.execute(sql`alter table analytics_events_away rename to analytics_events`);
    }
    expect(t.logs.filter((l) => l.includes('not recorded')).length).toBe(2);
  });
});

describe('books without a sample', () => {
  it('a book of one chapter has no standard sample: no link, 404', async () => {
    const single = buildEpub({
      'EPUB/package.opf': packageOpf({ spine: '\n    <itemref idref="ch1"/>' }),
      'EPUB/chapter2.xhtml': null,
      'EPUB/nav.xhtml': xhtml(
        'Contents',
        '<nav xmlns:epub="http://www.idpf.org/2007/ops" epub:type="toc"><ol><li><a href="chapter1.xhtml">One</a></li></ol></nav>',
      ),
    });
    const id = await onSaleEbook('Only One', 2, await single);
    expect((await anonymous.get(`/books/${id}/only-one`)).body).not.toContain('Read a sample');
    const res = await anonymous.get(`/api/books/${id}/sample`);
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].description).toBe('This book has no sample to read.');
    expect((await anonymous.get(`/api/books/${id}/sample/files/EPUB/chapter1.xhtml`)).statusCode).toBe(404);
  });

  it('a book not on sale, a print book, an unknown or malformed id: 404, the files too', async () => {
    const draft = await createProject(author, { type: 'EBOOK', title: 'Draft' });
    const print = await createProject(author, { type: 'PRINT', title: 'On Paper', ...PRINT_SPEC });
    await t.database.db.execute(sql`update projects set status = 'ONSALE' where id = ${print}`);
    await t.database.db.execute(sql`update projects set status = 'NEW' where id = ${defaultId}`);
    try {
      for (const id of [defaultId, draft, print, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        expect((await anonymous.get(`/api/books/${id}/sample`)).statusCode, id).toBe(404);
        expect(
          (await anonymous.get(`/api/books/${id}/sample/files/EPUB/chapter1.xhtml`)).statusCode,
          id,
        ).toBe(404);
      }
    } finally {
      await t.database.db.execute(sql`update projects set status = 'ONSALE' where id = ${defaultId}`);
    }
  });
});

describe('a custom sample', () => {
  it('is the author’s own checked file, read whole', async () => {
    const id = await onSaleEbook(
      'Custom Made',
      3,
      await longBook(),
      await buildEpub({}, { title: 'The Sample' }),
    );
    const sample = (await anonymous.get(`/api/books/${id}/sample`)).json().payload;
    expect(sample.preview.title).toBe('The Sample');
    expect(sample.preview.spine.map((s: { href: string }) => s.href)).toEqual([
      'EPUB/chapter1.xhtml',
      'EPUB/chapter2.xhtml',
    ]);
    const chapter2 = await anonymous.get(`/api/books/${id}/sample/files/EPUB/chapter2.xhtml`);
    expect(chapter2.statusCode).toBe(200);
    expect(chapter2.body).toContain('Some years ago.');
  });
});
