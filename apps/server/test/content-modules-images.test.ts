import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_MESSAGES as M } from '@quire/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { auditOf } from './admin-helpers';
import { contentApp, multipart, picture } from './content-helpers';
import type { TestApp, TestClient } from './helpers';

/**
 * The images of site modules and ad banners (spec 3 §7): uploads re-encoded by sharp (judged by
 * their content, metadata dropped), refused when not an image or over 5 MB with nothing stored,
 * their facts and lists for the admin screens, and the public address they load from.
 */
let t: TestApp;
let admin: TestClient;
let author: TestClient;
let anonymous: TestClient;

beforeAll(async () => {
  ({ t, admin, author, anonymous } = await contentApp());
});
afterAll(() => t.close());

const UPLOAD = '/api/admin/site-module-image-upload';
const BANNER_UPLOAD = '/api/admin/banner-image-upload';
const UUID_NAME = /^content-images\/[0-9a-f-]{36}\.(png|jpg|webp)$/;

const upload = (c: TestClient, file: Buffer, opts: Parameters<typeof multipart>[1] = {}, csrf = true) =>
  c.request('POST', UPLOAD, { ...multipart(file, opts), csrf });

async function imageRows(): Promise<number> {
  const r = await t.database.db.execute(sql`select count(*)::int as n from content_images`);
  return Number(rowsOf<{ n: number }>(r)[0]?.n ?? 0);
}
/** The stored objects under content-images/ (the test's own local store). */
function storedObjects(): string[] {
  const storage = t.config.files.storage;
  if (storage.kind !== 'local') throw new Error('the tests store locally');
  const dir = join(storage.dir, 'content-images');
  return existsSync(dir) ? readdirSync(dir) : [];
}
const errorsOf = (res: { json(): { errors: { field?: string; description: string }[] } }) =>
  res.json().errors.map((e) => [e.field, e.description]);

describe('uploads', () => {
  it('re-encodes a PNG as a PNG, answers its facts and serves it to anyone', async () => {
    const res = await upload(admin, await picture('png'));
    expect(res.statusCode).toBe(200);
    const up = res.json().payload;
    expect(up).toMatchObject({ width: 60, height: 30, contentType: 'image/png' });
    expect(up.filePath).toMatch(UUID_NAME);
    expect(up.filePath.endsWith('.png')).toBe(true);
    expect(up.url).toBe(`/${up.filePath}`);

    const served = await anonymous.get(up.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.length).toBe(up.bytes);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 60 });

    const facts = await admin.get(`/api/admin/site-module-image-upload-new?filePath=${up.filePath}`);
    expect(facts.json().payload).toEqual(up);
    const entry = (await auditOf(admin, up.filePath))[0];
    expect(entry?.action).toBe('content.image.upload');
  });

  it('keeps a JPEG a JPEG, turned upright, with its EXIF data gone', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c33' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: 'Secret Studio', Artist: 'Hidden Name' } })
      .toBuffer();
    expect(jpeg.includes('Secret Studio')).toBe(true);
    // The client's name and type are not believed either way.
    const res = await upload(admin, jpeg, { filename: 'photo.gif', type: 'text/plain' });
    expect(res.statusCode).toBe(200);
    const up = res.json().payload;
    expect(up).toMatchObject({ contentType: 'image/jpeg', width: 20, height: 40 });
    expect(up.filePath.endsWith('.jpg')).toBe(true);
    const bytes = (await anonymous.get(up.url)).rawPayload;
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes('Secret Studio')).toBe(false);
    expect(bytes.includes('Hidden Name')).toBe(false);
  });

  it('makes a GIF a PNG and keeps a WebP a WebP; the banner upload is the same call', async () => {
    const gif = (await upload(admin, await picture('gif'), { filename: 'a.gif', type: 'image/gif' })).json()
      .payload;
    expect(gif).toMatchObject({ contentType: 'image/png', width: 60 });
    const webp = await admin.request('POST', BANNER_UPLOAD, multipart(await picture('webp')));
    expect(webp.json().payload).toMatchObject({ contentType: 'image/webp', width: 60, height: 30 });
  });

  it('refuses a text file named .png, and stores nothing', async () => {
    const [rows, objects] = [await imageRows(), storedObjects().length];
    const res = await upload(admin, Buffer.from('Just some words, not a picture at all.\n'));
    expect(res.statusCode).toBe(415);
    expect(errorsOf(res)).toEqual([['file', M.imageNotImage]]);
    expect(await imageRows()).toBe(rows);
    expect(storedObjects().length).toBe(objects);
  });

  it('refuses an SVG (even a harmless-looking one) as not an accepted image', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><script>alert(1)</script><rect width="20" height="20"/></svg>',
    );
    const rows = await imageRows();
    const res = await upload(admin, svg, { filename: 'logo.png', type: 'image/png' });
    expect(res.statusCode).toBe(415);
    expect(errorsOf(res)).toEqual([['file', M.imageNotImage]]);
    expect(await imageRows()).toBe(rows);
  });

  it('refuses an image over 5 MB, and stores nothing', async () => {
    // Random pixels do not compress: a 1400 × 1400 RGB PNG is about 5.9 MB.
    const raw = Buffer.alloc(1400 * 1400 * 3);
    for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 2654435761) >>> 24;
    const big = await sharp(raw, { raw: { width: 1400, height: 1400, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const [rows, objects] = [await imageRows(), storedObjects().length];
    const res = await upload(admin, big);
    expect(res.statusCode).toBe(413);
    expect(errorsOf(res)).toEqual([['file', M.imageTooLarge]]);
    expect(await imageRows()).toBe(rows);
    expect(storedObjects().length).toBe(objects);
  });

  it('asks for a file, and for the CSRF token (the header or the authenticityToken field)', async () => {
    const empty = await admin.request('POST', UPLOAD, {
      raw: Buffer.from('------b\r\nContent-Disposition: form-data; name="note"\r\n\r\nx\r\n------b--\r\n'),
      headers: { 'content-type': 'multipart/form-data; boundary=----b' },
    });
    expect(empty.statusCode).toBe(400);
    expect(errorsOf(empty)).toEqual([['file', M.imageRequired]]);

    const png = await picture('png');
    const rows = await imageRows();
    const forged = await upload(admin, png, {}, false);
    expect(forged.statusCode).toBe(403);
    expect(forged.json().errors[0].code).toBe('CSRF_INVALID');
    const wrongField = await upload(admin, png, { fields: { authenticityToken: 'nope.nope' } }, false);
    expect(wrongField.json().errors[0].code).toBe('CSRF_INVALID');
    expect(await imageRows()).toBe(rows);

    const byField = await upload(admin, png, { fields: { authenticityToken: admin.csrfToken ?? '' } }, false);
    expect(byField.statusCode).toBe(200);
  });

  it('is for administrators only: an author 403, a visitor 401', async () => {
    const png = await picture('png');
    const rows = await imageRows();
    expect((await upload(author, png)).statusCode).toBe(403);
    expect((await anonymous.request('POST', BANNER_UPLOAD, multipart(png))).statusCode).toBe(401);
    expect((await author.get('/api/admin/site-module-image')).statusCode).toBe(403);
    expect((await anonymous.get('/api/admin/site-module-image')).statusCode).toBe(401);
    expect(await imageRows()).toBe(rows);
  });
});

describe('reads', () => {
  it('lists every stored image newest first, and a module’s own images', async () => {
    const first = (await upload(admin, await picture('png', 11, 11))).json().payload;
    t.clock.advance(1000);
    const second = (await upload(admin, await picture('png', 12, 12))).json().payload;
    const all = (await admin.get('/api/admin/site-module-image')).json().payload.images as {
      filePath: string;
    }[];
    const paths = all.map((i) => i.filePath);
    expect(paths.indexOf(second.filePath)).toBeLessThan(paths.indexOf(first.filePath));
    expect(paths.length).toBeLessThanOrEqual(100);

    const saved = await admin.post('/api/admin/site-module-create', {
      module: {
        name: 'Two pictures',
        moduleType: 'BANNER',
        template: 'IMAGE',
        doubleTemplate: true,
        columns: [{ imagePath: second.filePath }, { imagePath: first.filePath }],
        pages: ['home'],
      },
    });
    expect(saved.statusCode).toBe(200);
    const id = saved.json().payload.module.id;
    const own = (await admin.get(`/api/admin/site-module-image?id=${id}`)).json().payload.images;
    expect(own).toEqual([second, first]);
  });

  it('answers 404 for what is not there', async () => {
    const none = '00000000-0000-4000-8000-000000000000';
    expect((await admin.get(`/api/admin/site-module-image?id=${none}`)).statusCode).toBe(404);
    const facts = await admin.get(
      `/api/admin/site-module-image-upload-new?filePath=content-images/${none}.png`,
    );
    expect(facts.statusCode).toBe(404);
    expect((await anonymous.get(`/content-images/${none}.png`)).statusCode).toBe(404);
    expect((await anonymous.get('/content-images/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
    expect((await anonymous.get('/content-images/not-a-name.png')).statusCode).toBe(404);
  });
});
