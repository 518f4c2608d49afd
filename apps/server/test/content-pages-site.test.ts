import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productPagePath, STATIC_PAGE_SLUGS } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { rowsOf } from '../src/db/rows';
import { CONTENT_PAGE_SEEDS } from '../src/seed/content-pages';
import { ADMIN, AUTHOR, buildTestApp, HOUR, MINUTE, type TestApp, type TestClient } from './helpers';

/**
 * The static pages as visitors get them, without JavaScript: /{slug} as whole HTML pages, the
 * sitemap page and /sitemap.xml with the books on sale, and / with the home page's content inside
 * the web app's index.html.
 */
let t: TestApp;
let admin: TestClient;
let visitor: TestClient;

const INDEX_HTML =
  '<!doctype html><html lang="en-US"><head><title>Quire app</title></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'quire-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await buildTestApp({ webDist: dist });
  admin = t.client();
  await admin.signIn(ADMIN);
  visitor = t.client();
});
afterAll(() => t.close());

const save = (url: string, page: Record<string, unknown>) =>
  admin.put(`/api/admin/static-page?url=${encodeURIComponent(url)}`, { page });
const seedOf = (slug: string) =>
  CONTENT_PAGE_SEEDS.find((s) => s.slug === slug) as { title: string; html: string };
/** The text of the first paragraph of some HTML, as it is written in it. */
const firstParagraph = (markup: string) => /<p>(.*?)<\/p>/.exec(markup)?.[1] ?? '';

/** The demo author's on-sale books (the seed puts two eBooks on sale). */
async function onSaleBooks(): Promise<{ id: string; title: string }[]> {
  return rowsOf<{ id: string; title: string }>(
    await t.database.db.execute(
      sql`select id, title from projects where status in ('ONSALE', 'LSI_ONSALE') order by title`,
    ),
  );
}

describe('GET /{slug}', () => {
  it('answers every footer page as a whole HTML page with its title, body and meta tags, and no script', async () => {
    for (const slug of STATIC_PAGE_SLUGS) {
      const res = await visitor.get(`/${slug}`);
      expect(res.statusCode, slug).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const { title, html } = seedOf(slug);
      const escapedTitle = title.replace(/&/g, '&amp;');
      expect(res.body).toContain(`<title>${escapedTitle} | Quire</title>`);
      expect(res.body).toContain(`<h1 id="page-title">${escapedTitle}</h1>`);
      expect(res.body).toContain(firstParagraph(html));
      expect(res.body).toContain(
        `<link rel="canonical" href="${t.config.publicUrl.replace(/\/$/, '')}/${slug}">`,
      );
      expect(res.body).toMatch(/<meta name="description" content="[^"]{20,}">/);
      expect(res.body).toContain(`<meta property="og:title" content="${escapedTitle}">`);
      expect(res.body).not.toMatch(/<script/i);
      // The header's and the footer's links.
      for (const href of [
        '/sign-in',
        '/create-account',
        '/how-it-works',
        '/legal/membership-agreement',
        '/sitemap',
      ])
        expect(res.body).toContain(`href="${href}"`);
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toContain("default-src 'none'");
      expect(csp).not.toContain('script-src');
    }
  });

  it('HEAD and a trailing slash answer too', async () => {
    const head = await visitor.request('HEAD', '/how-it-works');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect((await visitor.get('/legal/membership-agreement/')).statusCode).toBe(200);
  });

  it('shows what an administrator saved, sanitised, and a scheduled version only from its time', async () => {
    const res = await save('about-us', {
      title: 'About <Quire> & friends',
      html: '<p>Hello readers</p><script>alert(1)</script><img src="/x.png" onerror="alert(2)">',
    });
    expect(res.statusCode).toBe(200);
    const page = (await visitor.get('/about-us')).body;
    expect(page).toContain('<title>About &amp; friends | Quire</title>');
    expect(page).toContain('<p>Hello readers</p>');
    expect(page).not.toMatch(/<script|onerror|alert\(/);

    const at = new Date(t.clock.now().getTime() + HOUR).toISOString();
    await save('about-us', { title: 'About Us, later', html: '<p>Scheduled words</p>', publishAt: at });
    expect((await visitor.get('/about-us')).body).not.toContain('Scheduled words');
    t.clock.advance(HOUR + MINUTE);
    expect((await visitor.get('/about-us')).body).toContain('Scheduled words');
    await admin.signIn(ADMIN);
  });

  it('a page with nothing published answers the 404 page, not the web app', async () => {
    await t.database.db.execute(sql`delete from static_page_versions where slug = 'author-tools-and-tips'`);
    const res = await visitor.get('/author-tools-and-tips');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).toContain('There is no such page.');
    expect(res.body).not.toContain('Quire app');
    expect((await visitor.get('/sitemap.xml')).body).not.toContain('/author-tools-and-tips<');
  });

  it('the sitemap page lists the pages and links to the books on sale', async () => {
    const books = await onSaleBooks();
    expect(books.length).toBeGreaterThan(0);
    const page = (await visitor.get('/sitemap')).body;
    expect(page).toContain('<h2 id="sitemap-pages">Pages</h2>');
    for (const href of ['/', '/how-it-works', '/make-more-money', '/legal/membership-agreement'])
      expect(page).toContain(`<li><a href="${href}">`);
    for (const b of books) expect(page).toContain(`<a href="${productPagePath(b.id, b.title)}">`);
  });
});

describe('GET /sitemap.xml', () => {
  const SITEMAP_XSD = `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" targetNamespace="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" elementFormDefault="qualified">
  <xsd:element name="urlset"><xsd:complexType><xsd:sequence>
    <xsd:element name="url" maxOccurs="50000"><xsd:complexType><xsd:sequence>
      <xsd:element name="loc" type="xsd:anyURI"/>
      <xsd:element name="lastmod" type="xsd:date" minOccurs="0"/>
    </xsd:sequence></xsd:complexType></xsd:element>
  </xsd:sequence></xsd:complexType></xsd:element>
</xsd:schema>`;

  it('is a valid XML sitemap of /, the static pages and every on-sale book', async () => {
    const res = await visitor.get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(XMLValidator.validate(res.body)).toBe(true);
    const valid = await validateXML({
      xml: [{ fileName: 'sitemap.xml', contents: res.body }],
      schema: { fileName: 'sitemap.xsd', contents: SITEMAP_XSD },
    });
    expect(valid.errors).toEqual([]);
    const urls = (
      new XMLParser({ isArray: (name) => name === 'url' }).parse(res.body).urlset.url as { loc: string }[]
    ).map((u) => u.loc);
    const base = t.config.publicUrl.replace(/\/$/, '');
    expect(urls).toContain(`${base}/`);
    expect(urls).toContain(`${base}/how-it-works`);
    expect(urls).toContain(`${base}/legal/membership-agreement`);
    for (const b of await onSaleBooks()) expect(urls).toContain(`${base}${productPagePath(b.id, b.title)}`);
    expect(new Set(urls).size).toBe(urls.length);
    expect((await visitor.request('HEAD', '/sitemap.xml')).statusCode).toBe(200);
  });
});

describe('GET /', () => {
  it('answers index.html with the published home page inside the root element, not cached', async () => {
    const res = await visitor.get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const home = seedOf('home');
    expect(res.body).toContain('<title>Quire app</title>');
    expect(res.body).toContain('<div id="root"><div id="static-home" data-version="1">');
    expect(res.body).toContain(`<h1>${home.title}</h1>`);
    expect(res.body).toContain(firstParagraph(home.html));
    expect(res.body).toContain('Retail and distribution share');
    expect(res.body).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
    expect((await visitor.request('HEAD', '/')).statusCode).toBe(200);
  });

  it('shows the home page an administrator saved; other routes still get the plain web app', async () => {
    const res = await save('home', {
      title: 'Welcome to Quire',
      html: '<p>Write. Publish. Sell.</p><script>x()</script>',
    });
    expect(res.statusCode).toBe(200);
    const page = (await visitor.get('/')).body;
    expect(page).toContain('<h1>Welcome to Quire</h1><p>Write. Publish. Sell.</p></div></div>');
    expect(page).not.toContain('x()');
    const other = await visitor.get('/projects');
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(INDEX_HTML);
  });

  it('a signed-in author gets the same page (the web app replaces the content when it mounts)', async () => {
    const author = t.client();
    await author.signIn(AUTHOR);
    expect((await author.get('/')).body).toContain('id="static-home"');
  });
});
