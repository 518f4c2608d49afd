import {
  CONTENT_MESSAGES as CM,
  EBOOK_ROYALTY_BANDS,
  EDITABLE_PAGE_SLUGS,
  ebookQuote,
  PAGE_HTML_MAX,
  PROJECT_MESSAGES,
} from '@quire/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { seed } from '../src/seed';
import { CONTENT_PAGE_SEEDS, HOME_SCREENSHOTS } from '../src/seed/content-pages';
import { createServices } from '../src/services';
import { contentApp, fieldErrors as errorsOf } from './content-helpers';
import { ADMIN, AUTHOR, HOUR, MINUTE, type TestApp, type TestClient } from './helpers';

/**
 * The static pages' API (spec 3 §7 static_content; the back office's static pages): what visitors
 * read, versions with a publish time, restore, preview, sanitising, access and the audit log.
 */
let t: TestApp;
let admin: TestClient;
let author: TestClient;
let anonymous: TestClient;

beforeAll(async () => {
  ({ t, admin, author, anonymous } = await contentApp());
});
afterAll(() => t.close());

type Version = {
  version: number;
  title: string;
  html: string;
  publishAt: string;
  state: string;
  restoredFrom: number | null;
  createdBy: string;
};
type AdminPage = {
  url: string;
  title: string;
  published: Version | null;
  scheduled: Version | null;
  versions: Version[];
};

const content = async (url: string, c = anonymous) =>
  c.get(`/api/static_content?url=${encodeURIComponent(url)}`);
const published = async (url: string) =>
  (await content(url)).json().payload.page as {
    title: string;
    html: string;
    version: number;
    publishedAt: string;
  };
const adminPage = async (url: string) =>
  (await admin.get(`/api/admin/static-page?url=${encodeURIComponent(url)}`)).json().payload.page as AdminPage;
const save = (url: string, page: Record<string, unknown>, c = admin) =>
  c.put(`/api/admin/static-page?url=${encodeURIComponent(url)}`, { page });
const auditOf = async (action: string, slug: string) =>
  (await admin.get(`/api/admin/audit-log?action=${action}&targetId=${encodeURIComponent(slug)}`)).json()
    .payload.entries as {
    actorEmail: string;
    targetType: string;
    after: Record<string, unknown>;
    before: Record<string, unknown> | null;
  }[];

describe('static_content', () => {
  it('answers the published version of every editable page, signed in or not', async () => {
    for (const url of EDITABLE_PAGE_SLUGS) {
      for (const c of [anonymous, author]) {
        const res = await content(url, c);
        expect(res.statusCode, url).toBe(200);
        const page = res.json().payload.page;
        const seeded = CONTENT_PAGE_SEEDS.find((s) => s.slug === url);
        expect(page).toMatchObject({ url, title: seeded?.title, version: 1 });
        expect(page.html.length, url).toBeGreaterThan(200);
      }
    }
  });

  it('the home page explains the royalty bands from the domain, with a worked example', async () => {
    const home = await published('home');
    expect(home.html).toContain('<table>');
    for (const b of EBOOK_ROYALTY_BANDS.filter((x) => x.max !== '0.00'))
      expect(home.html).toContain(`<td>${Math.round(Number(b.royaltyRate) * 100)}%</td>`);
    expect(home.html.match(/<tr><th scope="row">/g)?.length).toBeGreaterThanOrEqual(
      EBOOK_ROYALTY_BANDS.length,
    );
    expect(home.html).toContain(`$${ebookQuote('4.99').net_royalty}`);
    expect(home.html).toContain('href="/create-account"');
  });

  it('the home page shows the screenshots of the builder and the previewer near How it works, served as WebP to anyone', async () => {
    const { html } = await published('home');
    const figures = [
      ...html.matchAll(/<figure><img ([^>]*?)\s*\/?><figcaption>([^<]+)<\/figcaption><\/figure>/g),
    ];
    expect(figures).toHaveLength(2);
    expect(HOME_SCREENSHOTS.map((s) => s.file)).toEqual(['home-builder.webp', 'home-previewer.webp']);
    for (const [i, shot] of HOME_SCREENSHOTS.entries()) {
      const [whole, attributes, caption] = figures[i]!;
      const at = html.indexOf(whole);
      expect(at).toBeGreaterThan(html.indexOf('<h2 id="steps">'));
      expect(at).toBeLessThan(html.indexOf('<h2 id="royalties">'));
      const attr = (name: string) => new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes!)?.[1];
      expect(attr('src')).toBe(`/${shot.path}`);
      expect(attr('src')).toMatch(/^\/content-images\/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}\.webp$/);
      expect(attr('alt')?.length).toBeGreaterThan(80);
      expect(attr('width')).toBe(String(shot.width));
      expect(attr('height')).toBe(String(shot.height));
      expect(attr('loading')).toBe('lazy');
      expect(caption).toBe(shot.caption);
      // Signed out, the picture answers as an administrator's upload would: WebP of the size the page gives.
      const image = await anonymous.get(attr('src')!);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: shot.width,
        height: shot.height,
      });
    }
    expect(figures[0]![1]).toMatch(/alt="[^"]*book builder[^"]*Pricing/);
    expect(figures[1]![1]).toMatch(/alt="[^"]*interior preview[^"]*reader/);
    // Any other name under content-images/ is no picture.
    const other = HOME_SCREENSHOTS[0]!.path.replace(/[0-9a-f](?=\.webp$)/, (c) => (c === '0' ? '1' : '0'));
    expect((await anonymous.get(`/${other}`)).statusCode).toBe(404);
  });

  it('an unknown page, or one with nothing published, answers 404 with the page message', async () => {
    for (const url of ['nope', 'legal', '../etc/passwd', 'HOW-IT-WORKS', 'sign-in']) {
      const res = await content(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
      expect(res.json().errors[0]).toMatchObject({ field: 'url', description: CM.pageNotFound });
    }
    expect((await anonymous.get('/api/static_content')).statusCode).toBe(400);
  });
});

describe('administrators: list, versions and scheduled publishing', () => {
  it('lists every editable page with its published version', async () => {
    const res = await admin.get('/api/admin/static-pages');
    expect(res.statusCode).toBe(200);
    const pages = res.json().payload.pages as {
      url: string;
      version: number;
      publishedAt: string;
      scheduledAt: string | null;
      updatedAt: string;
    }[];
    expect(pages.map((p) => p.url)).toEqual([...EDITABLE_PAGE_SLUGS]);
    for (const p of pages) expect(p).toMatchObject({ version: 1, scheduledAt: null });
  });

  it('a save is a new version, published now, sanitised, with the administrator as author and an audit entry', async () => {
    const before = await adminPage('about-us');
    const res = await save('about-us', {
      title: '  About Quire  ',
      html: '<p>We <strong>publish</strong> books.</p>',
    });
    expect(res.statusCode).toBe(200);
    const page = res.json().payload.page as AdminPage;
    const v = before.versions.length + 1;
    expect(page.published).toMatchObject({
      version: v,
      title: 'About Quire',
      state: 'PUBLISHED',
      createdBy: ADMIN.email,
      restoredFrom: null,
    });
    expect(page.versions.map((x) => x.version)).toEqual([v, ...before.versions.map((x) => x.version)]);
    expect(page.versions.slice(1).every((x) => x.state === 'SUPERSEDED')).toBe(true);
    expect(await published('about-us')).toMatchObject({
      version: v,
      title: 'About Quire',
      html: '<p>We <strong>publish</strong> books.</p>',
    });
    const [entry] = await auditOf('content.page.save', 'about-us');
    expect(entry).toMatchObject({
      actorEmail: ADMIN.email,
      targetType: 'static-page',
      after: { version: v, title: 'About Quire', restoredFrom: null },
      before: { version: v - 1 },
    });
  });

  it('a later publishAt schedules the version; it is published once the time has passed', async () => {
    const current = await published('print-on-demand');
    const at = new Date(t.clock.now().getTime() + 2 * HOUR).toISOString();
    const res = await save('print-on-demand', {
      title: 'Print on Demand, revised',
      html: '<p>Soon.</p>',
      publishAt: at,
    });
    expect(res.statusCode).toBe(200);
    const page = res.json().payload.page as AdminPage;
    expect(page.scheduled).toMatchObject({
      title: 'Print on Demand, revised',
      state: 'SCHEDULED',
      publishAt: at,
    });
    expect(page.published?.version).toBe(current.version);
    expect(page.title).toBe(current.title);
    expect(await published('print-on-demand')).toMatchObject({ version: current.version });
    const listed = (await admin.get('/api/admin/static-pages'))
      .json()
      .payload.pages.find((p: { url: string }) => p.url === 'print-on-demand');
    expect(listed).toMatchObject({ version: current.version, scheduledAt: at });

    t.clock.advance(2 * HOUR + MINUTE);
    // Two idle hours end the sessions: sign in again.
    await admin.signIn(ADMIN);
    await author.signIn(AUTHOR);
    expect(await published('print-on-demand')).toMatchObject({
      title: 'Print on Demand, revised',
      publishedAt: at,
    });
    const after = await adminPage('print-on-demand');
    expect(after.scheduled).toBeNull();
    expect(after.versions[0]).toMatchObject({ state: 'PUBLISHED', publishAt: at });
  });

  it('an empty or past publishAt publishes now', async () => {
    for (const publishAt of ['', null, '2020-01-01T00:00:00Z']) {
      const start = t.clock.now().getTime();
      const page = (
        await save('make-more-money', { title: 'Make More Money', html: '<p>Now.</p>', publishAt })
      ).json().payload.page as AdminPage;
      expect(page.published?.state).toBe('PUBLISHED');
      expect(Date.parse(page.published?.publishAt ?? '')).toBeGreaterThanOrEqual(start - 1000);
    }
  });

  it('refuses a missing title, a bad publish time and an over-long page, saving nothing', async () => {
    const count = (await adminPage('sitemap')).versions.length;
    const blank = await save('sitemap', { title: '   ', html: '<p>x</p>' });
    expect(blank.statusCode).toBe(400);
    expect(errorsOf(blank)['page.title']).toBe(CM.pageTitleRequired);
    const tags = await save('sitemap', { title: '<b></b>', html: '<p>x</p>' });
    expect(errorsOf(tags)['page.title']).toBe(CM.pageTitleRequired);
    for (const publishAt of ['tomorrow', '2026-13-45T10:00:00Z', '2026-06-01T10:00']) {
      const bad = await save('sitemap', { title: 'Sitemap', html: '<p>x</p>', publishAt });
      expect(bad.statusCode, publishAt).toBe(400);
      expect(errorsOf(bad)['page.publishAt']).toBe(PROJECT_MESSAGES.date);
    }
    const long = await save('sitemap', { title: 'Sitemap', html: 'x'.repeat(PAGE_HTML_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(errorsOf(long)['page.html']).toBe(CM.pageHtmlTooLong);
    const unknown = await save('nope', { title: 'Nope', html: '<p>x</p>' });
    expect(unknown.statusCode).toBe(400);
    expect((await adminPage('sitemap')).versions).toHaveLength(count);
  });

  it('concurrent saves of one page get distinct version numbers', async () => {
    const before = (await adminPage('author-tools-and-tips')).versions.length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        save('author-tools-and-tips', { title: `Tips ${i}`, html: `<p>${i}</p>` }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const versions = (await adminPage('author-tools-and-tips')).versions.map((v) => v.version);
    expect(versions).toHaveLength(before + 6);
    expect(new Set(versions).size).toBe(versions.length);
    expect(versions).toEqual([...versions].sort((a, b) => b - a));
  });
});

describe('administrators: restore and preview', () => {
  it('restore copies a version as a new one, now or scheduled, audited', async () => {
    await save('reach-millions-of-readers', { title: 'Changed', html: '<p>Changed.</p>' });
    const original = (await adminPage('reach-millions-of-readers')).versions.find(
      (v) => v.version === 1,
    ) as Version;
    const res = await admin.post('/api/admin/static-page/restore?url=reach-millions-of-readers', {
      version: 1,
    });
    expect(res.statusCode).toBe(200);
    const page = res.json().payload.page as AdminPage;
    expect(page.published).toMatchObject({
      version: 3,
      restoredFrom: 1,
      title: original.title,
      html: original.html,
    });
    expect(await published('reach-millions-of-readers')).toMatchObject({ version: 3, title: original.title });
    const [entry] = await auditOf('content.page.restore', 'reach-millions-of-readers');
    expect(entry?.after).toMatchObject({ version: 3, restoredFrom: 1 });

    const at = new Date(t.clock.now().getTime() + HOUR).toISOString();
    const later = (
      await admin.post('/api/admin/static-page/restore?url=reach-millions-of-readers', {
        version: 2,
        publishAt: at,
      })
    ).json().payload.page as AdminPage;
    expect(later.scheduled).toMatchObject({ version: 4, restoredFrom: 2, title: 'Changed', publishAt: at });
    expect(later.published?.version).toBe(3);
  });

  it('restoring a version the page does not have answers 404', async () => {
    const res = await admin.post('/api/admin/static-page/restore?url=about-us', { version: 99 });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0]).toMatchObject({ field: 'version', description: CM.versionNotFound });
  });

  it('preview answers the sanitised page and saves nothing', async () => {
    const count = (await adminPage('how-it-works')).versions.length;
    const res = await admin.post('/api/admin/static-page/preview', {
      page: {
        title: 'Step <i>one</i>',
        html: '<h2>Steps</h2><p onclick="x()">Go</p><script>alert(1)</script>',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toEqual({ title: 'Step one', html: '<h2>Steps</h2><p>Go</p>' });
    expect((await adminPage('how-it-works')).versions).toHaveLength(count);
  });
});

describe('sanitising', () => {
  const HOSTILE = [
    '<p>Hello</p><script>alert(1)</script>',
    '<img src="/x.png" onerror="alert(2)" alt="x">',
    '<a href="javascript:alert(3)">click</a>',
    '<a href="//evil.example/x">protocol-relative</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<svg onload="alert(4)"><circle r="1"></circle></svg>',
    '<p style="position:fixed;top:0">styled</p>',
    '<img src="http://plain.example/x.png" alt="http">',
    '<table><tr><td onmouseover="alert(5)">cell</td></tr></table>',
    '<a href="/how-it-works">inside</a> <a href="https://example.com/">outside</a>',
  ].join('');

  it('a saved page keeps the allowed markup and loses scripts, handlers, frames, styles and bad links', async () => {
    const res = await save('self-publishing-services', {
      title: '<script>x</script>Services',
      html: HOSTILE,
    });
    expect(res.statusCode).toBe(200);
    const { html, title } = await published('self-publishing-services');
    expect(title).toBe('x Services');
    for (const bad of [
      '<script',
      'alert(',
      'onerror',
      'onload',
      'onmouseover',
      'javascript:',
      '<iframe',
      '<svg',
      'style=',
      '//evil',
      'http://plain',
    ])
      expect(html, bad).not.toContain(bad);
    expect(html).toContain('<p>Hello</p>');
    expect(html).toContain('<img src="/x.png" alt="x" />');
    expect(html).toContain('<td>cell</td>');
    expect(html).toContain('<a href="/how-it-works">inside</a>');
    expect(html).toContain('<a href="https://example.com/" rel="noopener">outside</a>');
  });
});

describe('access', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/admin/static-pages'],
    ['GET', '/api/admin/static-page?url=home'],
    ['PUT', '/api/admin/static-page?url=home', { page: { title: 'Hacked', html: '<p>x</p>' } }],
    ['POST', '/api/admin/static-page/restore?url=home', { version: 1 }],
    ['POST', '/api/admin/static-page/preview', { page: { title: 'x', html: '<p>x</p>' } }],
  ];

  it('authors get 403 and signed-out callers 401; nothing changes', async () => {
    for (const [method, url, body] of calls) {
      const opts = body === undefined ? {} : { body };
      const asAuthor = await author.request(method as 'GET', url, opts);
      expect(asAuthor.statusCode, `${method} ${url}`).toBe(403);
      expect(asAuthor.json().code).toBe('FORBIDDEN');
      const signedOut = await anonymous.request(method as 'GET', url, opts);
      expect(signedOut.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await published('home')).title).not.toBe('Hacked');
    expect((await adminPage('home')).versions).toHaveLength(1);
  });
});

describe('the seed', () => {
  const versionsOf = async (slug: string) =>
    rowsOf<{ version: number; seeded: boolean; created_by: string }>(
      await t.database.db.execute(
        sql`select version, seeded, created_by from static_page_versions where slug = ${slug} order by version`,
      ),
    );

  it('writes seeded version 1 of every page with the operator as author', async () => {
    for (const slug of EDITABLE_PAGE_SLUGS) {
      const [first] = await versionsOf(slug);
      expect(first, slug).toMatchObject({ version: 1, seeded: true, created_by: t.config.operatorName });
    }
  });

  it('is insert-only: a restart keeps the administrators’ versions and writes only a page that has none', async () => {
    const about = await versionsOf('about-us');
    await t.database.db.execute(
      sql`delete from static_page_versions where slug = 'legal/membership-agreement'`,
    );
    expect((await content('legal/membership-agreement')).statusCode).toBe(404);
    await seed(createServices(t.database.db, t.config, t.database.kind), t.config);
    expect(await versionsOf('about-us')).toEqual(about);
    expect(about.some((v) => !v.seeded)).toBe(true);
    expect(await versionsOf('legal/membership-agreement')).toEqual([
      { version: 1, seeded: true, created_by: t.config.operatorName },
    ]);
    expect((await published('legal/membership-agreement')).title).toBe('Membership Agreement');
  });
});

describe('before the web app is built', () => {
  it('GET / still answers the not-built page', async () => {
    const res = await anonymous.get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('The web app has not been built');
    expect(res.body).not.toContain('static-home');
  });
});
