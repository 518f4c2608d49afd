import { BANNER_SIZES, CONTENT_MESSAGES as M, PROJECT_MESSAGES } from '@quire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOME_BANNER_ID } from '../src/seed/content-modules';
import { auditOf } from './admin-helpers';
import { contentApp, fieldErrors, NO_ID, uploadedImage } from './content-helpers';
import type { TestApp, TestClient } from './helpers';

/**
 * Ad banners (spec 3 §7 "Site modules and banners"): an image with its alt text or sanitised HTML,
 * of an IAB size, aimed at pages; the administrators' list, save and delete (audited), the resource
 * types and sizes; what page-banners shows of them.
 */
let t: TestApp;
let admin: TestClient;
let author: TestClient;
let anonymous: TestClient;
let image: string;

type Banner = Record<string, unknown> & { id: string; html: string | null };

beforeAll(async () => {
  ({ t, admin, author, anonymous } = await contentApp());
  image = await uploadedImage(admin, '/api/admin/banner-image-upload', {
    width: 300,
    height: 250,
    background: '#f4d35e',
  });
});
afterAll(() => t.close());

const imageBanner = (over: Record<string, unknown> = {}) => ({
  name: 'Summer sale',
  size: 'MEDIUM_RECTANGLE',
  resourceType: 'IMAGE',
  imagePath: image,
  imageAlt: 'Summer reads, half price',
  link: '/how-it-works',
  pages: ['make-more-money'],
  ...over,
});
const htmlBanner = (over: Record<string, unknown> = {}) => ({
  name: 'Webinar',
  size: 'LEADERBOARD',
  resourceType: 'HTML',
  html: '<p>Join our <strong>free</strong> webinar</p>',
  link: 'https://example.com/webinar',
  pages: ['make-more-money', 'how-it-works'],
  ...over,
});
const save = (c: TestClient, banner: Record<string, unknown>) =>
  c.post('/api/admin/ad-banner-save', { banner });
const saved = async (banner: Record<string, unknown>): Promise<Banner> => {
  const res = await save(admin, banner);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload.banner;
};
const shownOn = async (page: string) =>
  ((await anonymous.get(`/api/project/page-banners/${page}`)).json().payload.banners as Banner[]).map(
    (b) => b.id,
  );

describe('ad banners', () => {
  it('saves an image banner and an HTML one, shows them on their pages, and takes one back as read', async () => {
    const img = await saved(imageBanner());
    t.clock.advance(1000);
    expect(img).toMatchObject({ imagePath: image, imageUrl: `/${image}`, html: null, active: true });
    const html = await saved(htmlBanner());
    expect(html).toMatchObject({ imagePath: null, imageUrl: null, imageAlt: null });
    expect(await shownOn('make-more-money')).toEqual([img.id, html.id]);
    expect(await shownOn('how-it-works')).toEqual([html.id]);
    expect(await shownOn('home')).toEqual([DEMO_HOME_BANNER_ID]);

    const again = await saved(html);
    expect({ ...again, updatedAt: null }).toEqual({ ...html, updatedAt: null });
    const off = await saved({ ...img, active: false });
    expect(off.active).toBe(false);
    expect(await shownOn('make-more-money')).toEqual([html.id]);
    const ended = await saved({ ...html, endAt: new Date(t.clock.now().getTime() - 1000).toISOString() });
    expect(ended.endAt).not.toBeNull();
    expect(await shownOn('make-more-money')).toEqual([]);

    const entries = await auditOf(admin, img.id);
    expect(entries.map((e) => e.action)).toEqual(['content.banner.save', 'content.banner.save']);
    expect(entries[0]?.before).toMatchObject({ active: true });
    expect(entries[0]?.after).toMatchObject({ active: false });
  });

  it('reads one banner by id exactly as the list shows it, and takes it back unchanged', async () => {
    const made = await saved(
      imageBanner({
        name: 'Read me',
        startAt: '2026-06-01T13:00:00.000Z',
        endAt: '2036-06-01T13:00:00.000Z',
      }),
    );
    const res = await admin.get(`/api/admin/ad-banner?id=${made.id}`);
    expect(res.statusCode).toBe(200);
    const read = res.json().payload.banner as Banner;
    expect(read).toEqual(made);
    const listed = (await admin.get('/api/admin/ad-banners?recordsPerPage=100')).json().payload
      .banners as Banner[];
    expect(read).toEqual(listed.find((b) => b.id === made.id));

    const back = await saved(read);
    expect({ ...back, updatedAt: null }).toEqual({ ...read, updatedAt: null });
    const again = (await admin.get(`/api/admin/ad-banner?id=${made.id}`)).json().payload.banner;
    expect(again).toEqual(back);
  });

  it('answers 404 with a clear message for an unknown id, 400 for a missing or malformed one', async () => {
    const gone = await saved(htmlBanner({ name: 'Gone soon' }));
    await admin.request('DELETE', `/api/admin/ad-banners?id=${gone.id}`);
    for (const id of [NO_ID, gone.id, 'nope']) {
      const res = await admin.get(`/api/admin/ad-banner?id=${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().errors).toEqual([
        expect.objectContaining({ code: 'NOT_FOUND', field: 'id', description: M.bannerNotFound }),
      ]);
    }
    for (const query of ['', '?id=', `?id=${'x'.repeat(101)}`, `?bannerId=${NO_ID}`]) {
      const res = await admin.get(`/api/admin/ad-banner${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(fieldErrors(res)).toHaveProperty('id');
    }
  });

  it('never keeps a script in the HTML', async () => {
    const b = await saved(
      htmlBanner({
        html: '<p onmouseover="x()">Read <script>alert(1)</script><a href="javascript:alert(2)">this</a><iframe src="https://evil.example"></iframe><img src=x onerror=alert(3)></p>',
      }),
    );
    expect(b.html).toContain('Read');
    for (const bad of ['script', 'onmouseover', 'javascript:', 'iframe', 'onerror', 'alert', '<img'])
      expect(b.html).not.toContain(bad);
  });

  it('reports every rule on its field', async () => {
    const noImage = await save(
      admin,
      imageBanner({ imagePath: null, imageAlt: ' ', link: 'javascript:alert(1)' }),
    );
    expect(noImage.statusCode).toBe(400);
    expect(fieldErrors(noImage)).toEqual({
      'banner.imagePath': M.imageRequired,
      'banner.imageAlt': M.imageAltRequired,
      'banner.link': M.linkInvalid,
    });
    const unknown = await save(admin, imageBanner({ imagePath: `content-images/${NO_ID}.png` }));
    expect(fieldErrors(unknown)).toEqual({ 'banner.imagePath': M.imageRequired });
    const noHtml = await save(
      admin,
      htmlBanner({
        html: '<script>alert(1)</script>',
        link: 'http://plain.example',
        startAt: '2026-06-01T00:00:00Z',
        endAt: '2026-06-01T00:00:00Z',
      }),
    );
    expect(fieldErrors(noHtml)).toEqual({
      'banner.html': M.bannerHtmlRequired,
      'banner.link': M.linkInvalid,
      'banner.endAt': M.endBeforeStart,
    });
    const badDate = await save(admin, htmlBanner({ endAt: 'tomorrow-ish' }));
    expect(fieldErrors(badDate)).toEqual({ 'banner.endAt': PROJECT_MESSAGES.date });
    const schema = await save(admin, htmlBanner({ name: '', pages: [], size: 'BILLBOARD' }));
    expect(fieldErrors(schema)).toMatchObject({
      'banner.name': M.titleRequired,
      'banner.pages': M.modulePagesRequired,
    });
    expect(fieldErrors(schema)['banner.size']).toBeDefined();
    expect((await save(admin, htmlBanner({ id: NO_ID }))).statusCode).toBe(404);
  });

  it('pages through the banners and answers the page asked for after a delete', async () => {
    const made = [] as Banner[];
    for (const n of [1, 2, 3]) {
      t.clock.advance(1000);
      made.push(await saved(htmlBanner({ name: `Paged ${n}` })));
    }
    const first = (await admin.get('/api/admin/ad-banners?pageNumber=1&recordsPerPage=2')).json().payload;
    expect(first.banners.map((b: Banner) => b.id)).toEqual([made[2]?.id, made[1]?.id]);
    const total = first.totalCount as number;

    const del = await admin.request(
      'DELETE',
      `/api/admin/ad-banners?id=${made[2]?.id}&page=1&recordsPerPage=2`,
    );
    expect(del.statusCode).toBe(200);
    const after = del.json().payload;
    expect(after).toMatchObject({ deleted: true, id: made[2]?.id, totalCount: total - 1 });
    expect(after.banners.map((b: Banner) => b.id)).toEqual([made[1]?.id, made[0]?.id]);
    expect((await auditOf(admin, made[2]?.id ?? ''))[0]?.action).toBe('content.banner.delete');
    const gone = await admin.request(
      'DELETE',
      `/api/admin/ad-banners?id=${made[2]?.id}&page=1&recordsPerPage=2`,
    );
    expect(gone.statusCode).toBe(404);
  });

  it('lists the resource types in words and the sizes', async () => {
    const all = (await admin.get('/api/admin/banner-resource-type')).json().payload.resourceTypes;
    expect(all.map((r: { type: string }) => r.type)).toEqual(['IMAGE', 'HTML']);
    const one = (await admin.get('/api/admin/banner-resource-type?type=HTML')).json().payload.resourceTypes;
    expect(one).toEqual([{ type: 'HTML', label: 'HTML', description: expect.any(String) }]);
    expect((await admin.get('/api/admin/banner-resource-type?type=VIDEO')).statusCode).toBe(400);
    const sizes = (await admin.get('/api/admin/banner-sizes')).json().payload.sizes;
    expect(sizes).toEqual(BANNER_SIZES.map((s) => ({ ...s })));
  });

  it('is for administrators only: an author 403, a visitor 401', async () => {
    for (const [c, status] of [
      [author, 403],
      [anonymous, 401],
    ] as const) {
      expect((await c.get('/api/admin/ad-banners')).statusCode).toBe(status);
      expect((await c.get(`/api/admin/ad-banner?id=${DEMO_HOME_BANNER_ID}`)).statusCode).toBe(status);
      expect((await save(c, htmlBanner())).statusCode).toBe(status);
      const del = await c.request('DELETE', `/api/admin/ad-banners?id=${DEMO_HOME_BANNER_ID}`);
      expect(del.statusCode).toBe(status);
      expect((await c.get('/api/admin/banner-sizes')).statusCode).toBe(status);
      expect((await c.get('/api/admin/banner-resource-type')).statusCode).toBe(status);
    }
    expect(await shownOn('home')).toEqual([DEMO_HOME_BANNER_ID]);
    expect((await admin.get(`/api/admin/ad-banner?id=${DEMO_HOME_BANNER_ID}`)).statusCode).toBe(200);
  });
});
