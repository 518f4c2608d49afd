import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthorPageAnswer,
  type AuthorPagesList,
  authorWithPages,
  createPage,
  listOf,
  NO_PAGE,
  PAGES,
  setAuthorPages,
} from './author-pages-helpers';
import { AUTHOR, buildTestApp, type TestApp, type TestClient } from './helpers';

let t: TestApp;
let author: TestClient;
let anonymous: TestClient;
let list: AuthorPagesList;
let page: AuthorPageAnswer;
let offSale: { id: string; title: string };
let base: string;

beforeAll(async () => {
  t = await buildTestApp();
  author = t.client();
  await author.signIn(AUTHOR);
  anonymous = t.client();
  base = t.config.publicUrl.replace(/\/+$/, '');
  list = await listOf(author);
  page = list.pages[0] as AuthorPageAnswer;
  offSale = list.books.find((b) => !b.onSale) as { id: string; title: string };
  // The page lists a book not on sale too, and a link and a biography a person might try tricks in.
  const res = await author.put(`${PAGES}/${page.id}`, {
    ...page,
    biography: `${page.biography}<p>Say <a href="https://ada-author.example.com/news">hello</a>.</p><script>alert(1)</script>`,
    links: [...page.links, { label: 'Mastodon <b>', url: 'https://social.example.com/@ada?a=1&b=2' }],
    projectIds: [...page.projectIds, offSale.id],
  });
  expect(res.statusCode, res.body).toBe(200);
  page = res.json().payload.page;
}, 120_000);
afterAll(() => t?.close());

/** The content of <meta property|name="key" content="…">, still escaped as in the page. */
function meta(html: string, key: string): string | undefined {
  const re = new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)">`);
  return re.exec(html)?.[1];
}

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] as string) as Record<string, unknown>,
  );

describe('an author’s public page', () => {
  it('answers anyone in HTML that needs no script, with the page’s own CSP', async () => {
    const res = await anonymous.get(page.publicPath);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['content-security-policy']).toMatch(
      /^default-src 'none'; style-src 'sha256-[^']+'; img-src 'self'/,
    );
    const html = res.body;
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script type="application/ld+json">']);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).toContain('<title>Ada Author | Quire</title>');
    expect(html).toContain('<h1 id="author-name">Ada Author</h1>');
    expect(html).toContain(
      `<img src="${page.photo?.url}" alt="Photo of Ada Author" width="${page.photo?.width}"`,
    );
    expect(html).toContain(
      '<a href="https://ada-author.example.com/news" rel="nofollow ugc noopener">hello</a>',
    );
    expect(html).not.toContain('alert(1)');
    expect(html).toContain('<a href="https://ada-author.example.com" rel="nofollow noopener">Website</a>');
    expect(html).toContain(
      '<a href="https://social.example.com/@ada?a=1&amp;b=2" rel="nofollow noopener">Mastodon &lt;b&gt;</a>',
    );
    expect(html).toContain(`<link rel="canonical" href="${base}${page.publicPath}">`);
  });

  it('shows the books on sale only, each linking to its product page', async () => {
    const html = (await anonymous.get(page.publicPath)).body;
    expect(html).toContain('<h2 id="books-heading">Books by Ada Author</h2>');
    const onSale = page.books.filter((b) => b.onSale);
    expect(onSale.length).toBeGreaterThan(0);
    for (const b of onSale) expect(html).toContain(`<a href="${b.productPagePath}">`);
    expect(html).not.toContain(`/books/${offSale.id}`);
  });

  it('carries a schema.org Person and Open Graph profile tags', async () => {
    const html = (await anonymous.get(page.publicPath)).body;
    const [person] = jsonLd(html);
    const url = `${base}${page.publicPath}`;
    expect(person).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Ada Author',
      url,
      image: `${base}${page.photo?.url}`,
      sameAs: ['https://ada-author.example.com', 'https://social.example.com/@ada?a=1&b=2'],
    });
    expect(String(person?.description)).toMatch(/^Ada Author writes quiet novels/);
    const books = (person as { '@reverse': { author: { url: string }[] } })['@reverse'].author;
    expect(books.map((b) => b.url)).toEqual(
      page.books.filter((b) => b.onSale).map((b) => `${base}${b.productPagePath}`),
    );
    expect(meta(html, 'og:type')).toBe('profile');
    expect(meta(html, 'og:title')).toBe('Ada Author');
    expect(meta(html, 'og:url')).toBe(url);
    expect(meta(html, 'og:image')).toBe(`${base}${page.photo?.url}`.replace(/&/g, '&amp;'));
    expect(meta(html, 'og:image:type')).toBe('image/webp');
    expect(meta(html, 'og:description')).toMatch(/^Ada Author writes quiet novels/);
    expect(meta(html, 'twitter:card')).toBe('summary');
  });

  it('moves any other spelling to the right address for good (301), keeping the query', async () => {
    for (const [from, to] of [
      [`/authors/${page.id}`, page.publicPath],
      [`/authors/${page.id}/someone-else?ref=news`, `${page.publicPath}?ref=news`],
      [`/authors/${page.id.toUpperCase()}/ada-author`, page.publicPath],
    ] as const) {
      const res = await anonymous.get(from);
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location).toBe(to);
    }
  });

  it('answers one 404 page for an unknown id, a malformed one, and an account without the feature', async () => {
    const rival = await authorWithPages(t);
    const theirs = await createPage(rival.client, { name: 'Gone Soon' });
    expect((await anonymous.get(theirs.publicPath)).statusCode).toBe(200);
    await setAuthorPages(t, rival.customerId, 0);
    for (const path of [`/authors/${NO_PAGE}/someone`, '/authors/not-an-id/x', theirs.publicPath]) {
      const res = await anonymous.get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).toContain('This author page is not available');
      expect(res.headers['cache-control']).toBe('public, max-age=60');
    }
  });

  it('serves the photo beside it, and no photo of a page without one', async () => {
    const res = await anonymous.get(page.photo?.url as string);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const bare = await createPage(author, { name: 'No Photo Yet' });
    expect((await anonymous.get(`/authors/${bare.id}/photo.webp`)).statusCode).toBe(404);
    expect((await anonymous.get(bare.publicPath)).body).toContain(
      '<div class="no-photo" aria-hidden="true">N</div>',
    );
  });
});

describe('the product page of a book on an author page', () => {
  it('links the author’s name and "About the author" to the page', async () => {
    const book = page.books.find((b) => b.onSale) as { productPagePath: string };
    const html = (await anonymous.get(book.productPagePath)).body;
    expect(html).toContain('<h2>About the author</h2>');
    expect(html).toContain(`<li><a href="${page.publicPath}">Ada Author</a></li>`);
    expect(html).toContain(`<a class="name" href="${page.publicPath}">Ada Author</a>`);
  });

  it('says nothing of author pages once the book is on none', async () => {
    const book = page.books.find((b) => b.onSale) as { id: string; productPagePath: string };
    await t.database.db.execute(sql`delete from author_page_books where project_id = ${book.id}`);
    const html = (await anonymous.get(book.productPagePath)).body;
    expect(html).not.toContain('About the author');
    expect(html).not.toContain('/authors/');
  });
});
