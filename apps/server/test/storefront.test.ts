import { CATEGORY_TREE, ean13CheckDigit } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFilesApp, createProject, upload, worker } from './files-helpers';
import { AUTHOR, type TestApp, type TestClient } from './helpers';
import { PRINT_SPEC } from './project-helpers';

let t: TestApp;
let author: TestClient;
let anonymous: TestClient;

beforeAll(async () => {
  t = await buildFilesApp();
  author = t.client();
  await author.signIn(AUTHOR);
  anonymous = t.client();
});
afterAll(() => t?.close());

type Node = { categoryId: string; children: readonly Node[] };
const leaf = (n: Node): Node => (n.children.length ? leaf(n.children[0] as Node) : n);
const isbn = (n: number) => {
  const first12 = `97989999${String(n).padStart(4, '0')}`;
  return `${first12}${ean13CheckDigit(first12)}`;
};

const setColumns = (id: string, status: string) =>
  t.database.db.execute(sql`update projects set status = ${status} where id = ${id}`);

const jpeg = async (width: number, height: number) => ({
  filename: 'cover.jpg',
  data: await sharp({ create: { width, height, channels: 3, background: { r: 30, g: 60, b: 120 } } })
    .jpeg()
    .toBuffer(),
});

/** The content of <meta property|name="key" content="…">, still escaped as in the page. */
function meta(page: string, key: string): string | undefined {
  const re = new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)">`);
  return re.exec(page)?.[1];
}

/** Every JSON-LD block of the page, parsed. */
function jsonLd(page: string): Record<string, unknown>[] {
  return [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] as string) as Record<string, unknown>,
  );
}

const unescapeHtml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

type Element = DefaultTreeAdapterTypes.Element;
const attr = (e: Element, name: string) => e.attrs.find((a) => a.name === name)?.value;

/** Every element of a page as an HTML5 parser builds it. */
function elementsOf(page: string): Element[] {
  const out: Element[] = [];
  const walk = (node: DefaultTreeAdapterTypes.ParentNode) => {
    for (const child of node.childNodes) {
      if ('tagName' in child) {
        out.push(child);
        walk(child);
      }
    }
  };
  walk(parse(page));
  return out;
}

let ebookId: string;
let canonical: string;

describe('the product page of an on-sale eBook', () => {
  beforeAll(async () => {
    const category = leaf(CATEGORY_TREE.TRA.F[0] as Node);
    ebookId = await createProject(author, {
      type: 'EBOOK',
      title: 'The Tide Clock',
      subtitle: 'A Novel of the Coast',
      listPrice: '4.99',
      languageCode: 'eng',
      audience: 'TRA',
      subjectType: 'F',
      categories: [category.categoryId],
      publisherName: 'Harbour Press',
      inSeries: true,
      seriesName: 'Coastal Tales',
      seriesNumber: 2,
      description: '<p>When the tide clock stops, <b>Mara</b> has a day &amp; a night.</p>',
      contributors: [
        { firstName: 'Ada', lastName: 'Author', role: 'A' },
        { firstName: 'Tomas', lastName: 'Reyes', role: 'I' },
      ],
    });
    const res = await upload(author, {
      projectId: ebookId,
      elementType: 'FULL_COVER',
      file: await jpeg(1600, 2400),
    });
    expect(res.statusCode, res.body).toBe(200);
    await worker(t).drain(60_000);
    await setColumns(ebookId, 'ONSALE');
    // The ISBN step comes later in the wizard than a first save may reach.
    await t.database.db.execute(sql`update projects set isbn = ${isbn(1)} where id = ${ebookId}`);
    canonical = `${t.config.publicUrl}/books/${ebookId}/the-tide-clock`;
  });

  it('answers anyone, without a session, with the book in HTML', async () => {
    const res = await anonymous.get(`/books/${ebookId}/the-tide-clock`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.headers['set-cookie']).toBeUndefined();
    const page = res.body;
    expect(page).toContain('<title>The Tide Clock: A Novel of the Coast by Ada Author | Quire</title>');
    expect(page).toMatch(/<h1 id="book-title" lang="en">The Tide Clock<\/h1>/);
    expect(page).toContain('A Novel of the Coast');
    expect(page).toContain('<span class="name">Ada Author</span> <span class="role">(Author)</span>');
    expect(page).toContain('<span class="name">Tomas Reyes</span> <span class="role">(Illustrator)</span>');
    expect(page).toContain('<p class="price">$4.99</p>');
    expect(page).toContain('<p>When the tide clock stops, <b>Mara</b> has a day &amp; a night.</p>');
    for (const fact of ['Harbour Press', isbn(1), 'English', 'Coastal Tales, book 2', '<dt>Category</dt>'])
      expect(page).toContain(fact);
    expect(page).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(meta(page, 'description')).toBe('When the tide clock stops, Mara has a day &amp; a night.');
    const head = await anonymous.request('HEAD', `/books/${ebookId}/the-tide-clock`);
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('carries schema.org Book markup with an in-stock Offer in USD', async () => {
    const page = (await anonymous.get(`/books/${ebookId}/the-tide-clock`)).body;
    const blocks = jsonLd(page);
    expect(blocks).toHaveLength(1);
    const book = blocks[0] as Record<string, unknown>;
    expect(book).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: 'The Tide Clock',
      alternativeHeadline: 'A Novel of the Coast',
      url: canonical,
      author: [{ '@type': 'Person', name: 'Ada Author' }],
      illustrator: [{ '@type': 'Person', name: 'Tomas Reyes' }],
      isbn: isbn(1),
      bookFormat: 'https://schema.org/EBook',
      inLanguage: 'en',
      publisher: { '@type': 'Organization', name: 'Harbour Press' },
      isPartOf: { '@type': 'BookSeries', name: 'Coastal Tales' },
      position: 2,
      description: 'When the tide clock stops, Mara has a day & a night.',
      offers: {
        '@type': 'Offer',
        price: '4.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: canonical,
      },
    });
    expect(book.image).toMatch(new RegExp(`^${t.config.publicUrl}/books/${ebookId}/cover\\.jpg\\?v=`));
  });

  it('has Open Graph and Twitter card tags with absolute addresses', async () => {
    const page = (await anonymous.get(`/books/${ebookId}/the-tide-clock`)).body;
    expect(meta(page, 'og:type')).toBe('book');
    expect(meta(page, 'og:title')).toBe('The Tide Clock');
    expect(meta(page, 'og:url')).toBe(canonical);
    expect(meta(page, 'og:description')).toContain('When the tide clock stops');
    const image = unescapeHtml(meta(page, 'og:image') as string);
    expect(new URL(image).origin).toBe(new URL(t.config.publicUrl).origin);
    expect(meta(page, 'og:image:width')).toBe('800');
    expect(meta(page, 'og:image:height')).toBe('1200');
    expect(meta(page, 'og:image:alt')).toBe('Cover of The Tide Clock');
    expect(meta(page, 'book:isbn')).toBe(isbn(1));
    expect(meta(page, 'twitter:card')).toBe('summary_large_image');
    expect(meta(page, 'twitter:image')).toBe(meta(page, 'og:image'));
  });

  it('serves the cover as a web JPEG, publicly, while the book is on sale', async () => {
    const page = (await anonymous.get(`/books/${ebookId}/the-tide-clock`)).body;
    const image = new URL(unescapeHtml(meta(page, 'og:image') as string));
    expect(page).toContain(`<img src="${image.pathname}${image.search.replace(/&/g, '&amp;')}"`);
    const res = await anonymous.get(`${image.pathname}${image.search}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=300',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
    });
    const info = await sharp(res.rawPayload).metadata();
    expect(info).toMatchObject({ format: 'jpeg', width: 800, height: 1200, space: 'srgb' });
    // The copy is made once and served again.
    expect((await anonymous.get(`/books/${ebookId}/cover.jpg`)).rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('keeps its own strict Content-Security-Policy: the inline style by its hash, no script', async () => {
    const res = await anonymous.get(`/books/${ebookId}/the-tide-clock`);
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    const style = /<style>([\s\S]*?)<\/style>/.exec(res.body)?.[1] as string;
    const { createHash } = await import('node:crypto');
    expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('moves any other spelling of its address to the canonical one for good (301)', async () => {
    const canonicalPath = `/books/${ebookId}/the-tide-clock`;
    for (const [from, to] of [
      [`/books/${ebookId}`, canonicalPath],
      [`/books/${ebookId}/an-old-title`, canonicalPath],
      [`/books/${ebookId}/an-old-title?utm_source=mail&x=1`, `${canonicalPath}?utm_source=mail&x=1`],
      [`/books/${ebookId.toUpperCase()}/the-tide-clock`, canonicalPath],
    ] as const) {
      const res = await anonymous.get(from);
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
    expect((await anonymous.get(`${canonicalPath}/`)).statusCode).toBe(200);
  });

  it('gives the project payload its productPageUrl while on sale, and null otherwise', async () => {
    expect((await author.get(`/api/project/${ebookId}`)).json().payload.productPageUrl).toBe(canonical);
    await setColumns(ebookId, 'PROCESSING_OFFSALE');
    expect((await author.get(`/api/project/${ebookId}`)).json().payload.productPageUrl).toBeNull();
    await setColumns(ebookId, 'LSI_ONSALE');
    expect((await author.get(`/api/project/${ebookId}`)).json().payload.productPageUrl).toBe(canonical);
    await setColumns(ebookId, 'ONSALE');
    const draft = await createProject(author, { type: 'EBOOK', title: 'Draft' });
    const saved = await author.post('/api/project', { id: draft, subtitle: 'Still a draft' });
    expect(saved.json().payload.productPageUrl).toBeNull();
  });
});

describe('a book that is not on sale', () => {
  it('answers 404 with the not-available page for every status but on sale, and never names the book', async () => {
    const id = await createProject(author, { type: 'EBOOK', title: 'Secret Manuscript', listPrice: '2.99' });
    await upload(author, { projectId: id, elementType: 'FULL_COVER', file: await jpeg(1600, 2400) });
    await worker(t).drain(60_000);
    for (const status of [
      'NEW',
      'EDITING',
      'PROCESSING_ONSALE',
      'OFFSALE',
      'PROCESSING_OFFSALE',
      'CORRECTING',
    ]) {
      await setColumns(id, status);
      for (const path of [`/books/${id}/secret-manuscript`, `/books/${id}`, `/books/${id}/wrong`]) {
        const res = await anonymous.get(path);
        expect(res.statusCode, `${status} ${path}`).toBe(404);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control']).toBe('public, max-age=60');
        expect(res.body).toContain('<h1>This book is not available</h1>');
        expect(res.body).toContain('<meta name="robots" content="noindex">');
        expect(res.body).not.toContain('Secret');
      }
      expect((await anonymous.get(`/books/${id}/cover.jpg`)).statusCode, status).toBe(404);
      expect((await author.get(`/api/project/${id}`)).json().payload.productPageUrl).toBeNull();
    }
    // Back on sale, the page and its cover are there again.
    await setColumns(id, 'ONSALE');
    expect((await anonymous.get(`/books/${id}/secret-manuscript`)).statusCode).toBe(200);
    expect((await anonymous.get(`/books/${id}/cover.jpg`)).statusCode).toBe(200);
  });

  it('an unknown, deleted or malformed id gets the same 404 page (not the web app)', async () => {
    const gone = await createProject(author, { type: 'EBOOK', title: 'Gone Soon' });
    await setColumns(gone, 'ONSALE');
    expect((await anonymous.get(`/books/${gone}/gone-soon`)).statusCode).toBe(200);
    await setColumns(gone, 'EDITING');
    expect((await author.request('DELETE', `/api/project/${gone}`)).statusCode).toBe(200);
    for (const path of [
      `/books/${gone}/gone-soon`,
      '/books/00000000-0000-4000-8000-000000000000/anything',
      '/books/not-an-id',
      '/books/not-an-id/cover.jpg',
      "/books/'%3Cscript%3E/x",
    ]) {
      const res = await anonymous.get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body, path).toContain('This book is not available');
      expect(res.body).not.toContain('<script>');
    }
  });
});

describe('hostile text', () => {
  it('escapes the title, subtitle and names and sanitizes the description everywhere on the page', async () => {
    const title = `</script><script>alert("t")</script> "Quoted" & 'single' <b>`;
    const id = await createProject(author, { type: 'EBOOK', title: 'Placeholder', listPrice: '1.99' });
    // Written straight to the row, past the save's own sanitizing: the page must not trust the column.
    await t.database.db.execute(sql`update projects set status = 'ONSALE', title = ${title},
      subtitle = ${'<img src=x onerror=alert(1)>'},
      description = ${'<p>Fine</p><script>alert(2)</script><img src=x onerror=alert(3)><a href="javascript:alert(4)">link</a><a href="https://example.com/" onclick="x()">ok</a></p></script>'}
      where id = ${id}`);
    await author.post('/api/project', {
      id,
      contributors: [{ firstName: '<svg onload=alert(5)>', lastName: '"O\'Brien"', role: 'A' }],
    });
    const first = await anonymous.get(`/books/${id}`);
    expect(first.statusCode).toBe(301);
    const res = await anonymous.get(first.headers.location as string);
    expect(res.statusCode).toBe(200);
    const page = res.body;
    // Parsed as a browser would: the JSON-LD block is the one script, and nothing else can run.
    const elements = elementsOf(page);
    expect(elements.filter((e) => e.nodeName === 'script').map((e) => attr(e, 'type'))).toEqual([
      'application/ld+json',
    ]);
    expect(elements.filter((e) => ['img', 'svg', 'iframe', 'object'].includes(e.nodeName))).toEqual([]);
    expect(elements.flatMap((e) => e.attrs.filter((a) => /^on/i.test(a.name)))).toEqual([]);
    expect(elements.filter((e) => /^\s*javascript:/i.test(attr(e, 'href') ?? ''))).toEqual([]);
    expect(page).toContain('<p>Fine</p>');
    expect(page).toContain('<a href="https://example.com/" rel="nofollow ugc noopener">ok</a>');
    // Escaped in text and attributes, and read back as the exact title.
    expect(page).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(&quot;t&quot;)&lt;/script&gt; &quot;Quoted&quot; &amp; &#39;single&#39; &lt;b&gt;',
    );
    expect(unescapeHtml(meta(page, 'og:title') as string)).toBe(title);
    expect(unescapeHtml(meta(page, 'twitter:title') as string)).toBe(title);
    // The JSON-LD parses to the same text and holds no raw "<" that could end its block.
    const raw = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page)?.[1] as string;
    expect(raw).not.toContain('<');
    const book = jsonLd(page)[0] as { name: string; alternativeHeadline: string; author: { name: string }[] };
    expect(book.name).toBe(title);
    expect(book.alternativeHeadline).toBe('<img src=x onerror=alert(1)>');
    expect(book.author[0]?.name).toBe(`<svg onload=alert(5)> "O'Brien"`);
  });
});

describe('other books', () => {
  it('a print hardcover: page count, size, format, and no cover image when it has only a full cover', async () => {
    const id = await createProject(author, {
      type: 'PRINT',
      title: 'Stone & Tide',
      ...PRINT_SPEC,
      pageCount: 240,
      coverFormat: 'HARDCOVER',
      bookSizeType: '6x9-HARDCOVER-BLACK_WHITE',
      listPrice: '24.5',
      publicationDate: '2026-03-05',
    });
    await setColumns(id, 'ONSALE');
    const res = await anonymous.get(`/books/${id}/stone-and-tide`);
    expect(res.statusCode).toBe(200);
    const page = res.body;
    expect(page).toContain('<p class="price">$24.50</p>');
    expect(page).toContain('<dt>Pages</dt><dd>240</dd>');
    expect(page).toContain('<dt>Page size</dt><dd>6 × 9 in</dd>');
    expect(page).toContain('<dd>Print book, Hardcover (case laminate)</dd>');
    expect(page).toContain('<time datetime="2026-03-05">March 5, 2026</time>');
    expect(page).toContain('role="img" aria-label="No cover image"');
    expect(meta(page, 'og:image')).toBeUndefined();
    expect(meta(page, 'twitter:card')).toBe('summary');
    expect(jsonLd(page)[0]).toMatchObject({
      bookFormat: 'https://schema.org/Hardcover',
      numberOfPages: 240,
      datePublished: '2026-03-05',
      offers: { price: '24.50' },
    });
    expect((await anonymous.get(`/books/${id}/cover.jpg`)).statusCode).toBe(404);
  });

  it('a pre-order: PreOrder availability and the day it goes on sale', async () => {
    const id = await createProject(author, { type: 'EBOOK', title: 'Coming Soon', listPrice: '3.99' });
    const later = new Date(t.clock.now().getTime() + 30 * 24 * 3600_000);
    await t.database.db.execute(sql`update projects set status = 'ONSALE', pre_order = true,
      on_sale_date = ${later.toISOString()} where id = ${id}`);
    const page = (await anonymous.get(`/books/${id}/coming-soon`)).body;
    const offers = (jsonLd(page)[0] as { offers: Record<string, string> }).offers;
    expect(offers.availability).toBe('https://schema.org/PreOrder');
    expect(offers.availabilityStarts).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(page).toContain('Pre-order now: available on <time datetime="');
  });

  it('the demo books on sale have their pages', async () => {
    const list = (await author.get('/api/projects?limit=50')).json().payload.projects as {
      id: string;
      status: string;
    }[];
    const onSale = list.filter((p) => p.status === 'ONSALE');
    expect(onSale.length).toBeGreaterThan(0);
    for (const p of onSale) {
      const url = (await author.get(`/api/project/${p.id}`)).json().payload.productPageUrl as string;
      expect(url.startsWith(`${t.config.publicUrl}/books/${p.id}/`)).toBe(true);
      expect((await anonymous.get(new URL(url).pathname)).statusCode).toBe(200);
    }
    // The demo eBooks' standard sample is their opening: the title page and chapter 1 of nine.
    const ebook = list.find((p) => (p as { title?: string }).title === 'The Lighthouse Keeper’s Daughter');
    const res = await anonymous.get(`/api/books/${ebook?.id}/sample`);
    expect(res.statusCode, `${ebook?.id} ${res.body}`).toBe(200);
    const sample = res.json().payload;
    expect(sample.preview.spine.map((s: { href: string }) => s.href)).toEqual([
      'EPUB/title.xhtml',
      'EPUB/chapter1.xhtml',
    ]);
  });

  it('the pages are not part of the JSON API reference', async () => {
    const doc = (await anonymous.get('/api/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/books'))).toBe(false);
  });
});
