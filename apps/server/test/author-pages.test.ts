import { AUTHOR_PAGE_MESSAGES as M } from '@quire/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from './admin-helpers';
import {
  type AuthorPageAnswer,
  authorWithPages,
  createPage,
  fieldMessages,
  listOf,
  NO_PAGE,
  PAGES,
  pageRow,
  storedPhotos,
} from './author-pages-helpers';
import { multipart, picture } from './content-helpers';
import { actingContributor } from './contributor-helpers';
import { AUTHOR, buildTestApp, type TestApp, type TestClient } from './helpers';
import { otherAuthor } from './project-helpers';

let t: TestApp;
let author: TestClient;
let admin: TestClient;
let anonymous: TestClient;
/** An author without the feature. */
let plain: TestClient;
/** Another author with the feature and a page and a book of their own. */
let rival: Awaited<ReturnType<typeof authorWithPages>> & { pageId: string };
let authorId: string;

beforeAll(async () => {
  t = await buildTestApp();
  author = t.client();
  await author.signIn(AUTHOR);
  authorId = (await author.get('/api/authentication/session')).json().payload.user.customerId;
  admin = await adminClient(t);
  anonymous = t.client();
  await anonymous.fetchCsrf();
  plain = await otherAuthor(t);
  const r = await authorWithPages(t);
  rival = { ...r, pageId: (await createPage(r.client, { name: 'Rival Writer', projectIds: [r.bookId] })).id };
}, 120_000);
afterAll(() => t?.close());

describe('the demo author’s page (seeded) and the list', () => {
  it('lists the account’s pages with its limit and the books a page may show', async () => {
    const list = await listOf(author);
    expect(list).toMatchObject({ limit: 3, used: 1 });
    const [page] = list.pages;
    expect(page).toMatchObject({
      name: 'Ada Author',
      slug: 'ada-author',
      publicPath: `/authors/${page?.id}/ada-author`,
    });
    expect(page?.links).toEqual([{ label: 'Website', url: 'https://ada-author.example.com' }]);
    expect(page?.photo?.url).toMatch(new RegExp(`^/authors/${page?.id}/photo\\.webp\\?v=`));
    const onSale = list.books.filter((b) => b.onSale).map((b) => b.id);
    expect(onSale.length).toBeGreaterThan(0);
    expect(page?.projectIds).toEqual(onSale);
    expect(list.books.some((b) => !b.onSale)).toBe(true);
    expect(page?.books.every((b) => b.productPagePath?.startsWith('/books/'))).toBe(true);
  });

  it('refuses a visitor (401), an author without the feature (403) and another account’s customerId (404)', async () => {
    expect((await anonymous.get(PAGES)).statusCode).toBe(401);
    const res = await plain.get(PAGES);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].description).toBe(M.featureMissing);
    expect((await rival.client.get(`${PAGES}?customerId=${authorId}`)).statusCode).toBe(404);
  });

  it('lets an administrator read any account’s pages, and no unknown account', async () => {
    const res = await admin.get(`${PAGES}?customerId=${authorId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.pages.map((p: AuthorPageAnswer) => p.name)).toEqual(['Ada Author']);
    expect((await admin.get(`${PAGES}?customerId=C999999999`)).statusCode).toBe(404);
    expect((await admin.post(PAGES, { name: 'Admin Pen' })).statusCode).toBe(403);
  });
});

describe('creating, changing and deleting a page', () => {
  let page: AuthorPageAnswer;
  let books: { id: string; onSale: boolean }[];

  beforeAll(async () => {
    books = (await listOf(author)).books;
  });

  it('creates a page: the biography cleaned, the slug from the name, the books in the order sent', async () => {
    const offSale = books.find((b) => !b.onSale)?.id as string;
    const onSale = books.find((b) => b.onSale)?.id as string;
    page = await createPage(author, {
      name: '  Zoë Quill ',
      biography:
        '<p onclick="x()">Writes <strong>ghost</strong> stories.</p><script>alert(1)</script><img src=x>',
      links: [{ label: 'Instagram', url: 'https://instagram.example.com/zoe' }],
      projectIds: [offSale, onSale, offSale],
    });
    expect(page).toMatchObject({
      name: 'Zoë Quill',
      slug: 'zoe-quill',
      biography: '<p>Writes <strong>ghost</strong> stories.</p>',
      projectIds: [offSale, onSale],
      photo: null,
      publicUrl: `${t.config.publicUrl.replace(/\/+$/, '')}/authors/${page?.id}/zoe-quill`,
    });
    expect((await pageRow(t, page.id))?.owner_customer_id).toBe(authorId);
  });

  it('says what is wrong with each field, all at once', async () => {
    const res = await author.post(PAGES, {
      name: 'x'.repeat(101),
      biography: `<p>${'y'.repeat(5001)}</p>`,
      links: [
        { label: '', url: 'javascript:alert(1)' },
        { label: 'x'.repeat(41), url: '' },
      ],
      projectIds: Array.from({ length: 101 }, (_, i) => `p${i}`),
    });
    expect(res.statusCode).toBe(400);
    expect(fieldMessages(res)).toMatchObject({
      name: M.nameTooLong,
      biography: M.biographyTooLong,
      'links.0.label': M.linkLabelRequired,
      'links.0.url': M.linkUrlInvalid,
      'links.1.label': M.linkLabelTooLong,
      'links.1.url': M.linkUrlRequired,
      projectIds: M.booksTooMany,
    });
    expect(fieldMessages(await author.post(PAGES, { name: ' ' }))).toEqual({ name: M.nameRequired });
    const six = Array(6).fill({ label: 'Site', url: 'https://a.example.com' });
    expect(fieldMessages(await author.post(PAGES, { name: 'Six', links: six }))).toEqual({
      links: M.linksTooMany,
    });
  });

  it('refuses a name the account has already (whatever its case) and another account’s book', async () => {
    const taken = await author.post(PAGES, { name: 'zoë QUILL' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toMatchObject({
      code: 'AUTHOR_PAGE_NAME_TAKEN',
      field: 'name',
      description: M.nameTaken,
    });
    for (const id of [rival.bookId, NO_PAGE, 'not-an-id']) {
      const res = await author.post(PAGES, { name: 'Borrowed Books', projectIds: [id] });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().errors[0]).toMatchObject({ field: 'projectIds', description: M.bookNotFound });
    }
  });

  it('takes back the page as GET answered it without a change, then changes it', async () => {
    const read = (await listOf(author)).pages.find((p) => p.id === page.id) as AuthorPageAnswer;
    const same = await author.put(`${PAGES}/${page.id}`, read);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().payload.page).toEqual(read);
    t.clock.advance(60_000);
    const changed = await author.put(`${PAGES}/${page.id}`, { ...read, name: 'Zoë Quill-Hart', links: [] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().payload.page).toMatchObject({
      slug: 'zoe-quill-hart',
      links: [],
      projectIds: read.projectIds,
    });
    expect(changed.json().payload.page.updatedAt).not.toBe(read.updatedAt);
  });

  it('refuses a change for the same reasons, and answers 404 for another account’s page', async () => {
    expect(fieldMessages(await author.put(`${PAGES}/${page.id}`, { name: '' }))).toEqual({
      name: M.nameRequired,
    });
    expect((await author.put(`${PAGES}/${page.id}`, { name: 'ada author' })).statusCode).toBe(409);
    for (const id of [rival.pageId, NO_PAGE, 'nope'])
      expect((await author.put(`${PAGES}/${id}`, { name: 'Mine Now' })).statusCode, id).toBe(404);
    expect((await rival.client.put(`${PAGES}/${page.id}`, { name: 'Mine Now' })).statusCode).toBe(404);
    expect((await anonymous.put(`${PAGES}/${page.id}`, { name: 'Mine Now' })).statusCode).toBe(401);
    expect((await admin.put(`${PAGES}/${page.id}`, { name: 'Mine Now' })).statusCode).toBe(403);
  });

  it('keeps at most the account’s authorAccess pages', async () => {
    expect((await listOf(author)).used).toBe(2);
    await createPage(author, { name: 'Third Name' });
    const res = await author.post(PAGES, { name: 'Fourth Name' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({
      code: 'AUTHOR_PAGES_LIMIT',
      description: 'Your account can have up to 3 author pages.',
    });
    expect((await listOf(author)).used).toBe(3);
  });

  it('deletes a page (another account’s is 404; an administrator only reads)', async () => {
    const third = (await listOf(author)).pages.find((p) => p.name === 'Third Name') as AuthorPageAnswer;
    expect((await rival.client.request('DELETE', `${PAGES}/${third.id}`)).statusCode).toBe(404);
    expect((await admin.request('DELETE', `${PAGES}/${third.id}`)).statusCode).toBe(403);
    expect((await anonymous.request('DELETE', `${PAGES}/${third.id}`)).statusCode).toBe(401);
    const res = await author.request('DELETE', `${PAGES}/${third.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toEqual({ deleted: true, id: third.id });
    expect(await pageRow(t, third.id)).toBeUndefined();
    expect((await author.request('DELETE', `${PAGES}/${third.id}`)).statusCode).toBe(404);
  });
});

describe('a contributor acting for the author', () => {
  it('with "Author pages" keeps the author’s pages, within the author’s limit', async () => {
    const { client, account } = await actingContributor(t, author, ['AUTHOR_PAGES']);
    const list = await listOf(client);
    expect(list.limit).toBe(3);
    expect(list.pages.map((p) => p.name)).toContain('Ada Author');
    const made = await createPage(client, { name: 'Contributed Name' });
    const row = await pageRow(t, made.id);
    expect(row?.owner_customer_id).toBe(authorId);
    expect(row?.updated_by).not.toBe(authorId);
    const full = await client.post(PAGES, { name: 'One Too Many' });
    expect(full.json().errors[0].description).toBe('Your account can have up to 3 author pages.');
    expect((await client.put(`${PAGES}/${rival.pageId}`, { name: 'X' })).statusCode).toBe(404);
    expect((await client.request('DELETE', `${PAGES}/${made.id}`)).statusCode).toBe(200);
    expect(account.email).toBeTruthy();
  });

  it('without it is refused (403)', async () => {
    const { client } = await actingContributor(t, author, ['ORDER_COPY']);
    expect((await client.get(PAGES)).statusCode).toBe(403);
    expect((await client.post(PAGES, { name: 'Nope' })).statusCode).toBe(403);
  });
});

describe('the photo', () => {
  const photoOf = async (
    c: TestClient,
    id: string,
    file: Buffer,
    options?: Parameters<typeof multipart>[1],
  ) => c.request('POST', `${PAGES}/${id}/photo`, multipart(file, options));

  it('is re-encoded as a WebP within 800 × 800 without metadata, replacing the old one', async () => {
    const seeded = (await listOf(author)).pages.find((p) => p.name === 'Ada Author') as AuthorPageAnswer;
    const before = storedPhotos(t);
    const withExif = await sharp(await picture('jpeg', 1600, 1200))
      .withMetadata({ exif: { IFD0: { Copyright: 'Ada', Artist: 'Camera' } } })
      .jpeg()
      .toBuffer();
    const res = await photoOf(author, seeded.id, withExif, { filename: 'me.jpg', type: 'image/jpeg' });
    expect(res.statusCode, res.body).toBe(200);
    const photo = res.json().payload.page.photo;
    expect(photo).toMatchObject({ width: 800, height: 600 });
    expect(photo.url).not.toBe(seeded.photo?.url);
    const served = await anonymous.get(photo.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(meta.exif).toBeUndefined();
    const after = storedPhotos(t);
    expect(after).toHaveLength(before.length);
    expect(after).not.toEqual(before);
  });

  it('refuses a file that is not an image, storing nothing', async () => {
    const seeded = (await listOf(author)).pages.find((p) => p.name === 'Ada Author') as AuthorPageAnswer;
    const before = storedPhotos(t);
    const rowBefore = await pageRow(t, seeded.id);
    const res = await photoOf(author, seeded.id, Buffer.from('<svg onload="alert(1)"/>'), {
      filename: 'me.png',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().errors[0]).toMatchObject({
      field: 'file',
      description: 'This file is not an image. Please upload a PNG, JPEG, WebP or GIF.',
    });
    expect(storedPhotos(t)).toEqual(before);
    expect((await pageRow(t, seeded.id))?.photo_key).toBe(rowBefore?.photo_key);
  });

  it('is refused on another account’s page (404), signed out (401), to an administrator (403)', async () => {
    const png = await picture('png');
    const before = storedPhotos(t);
    expect((await photoOf(author, rival.pageId, png)).statusCode).toBe(404);
    expect((await photoOf(author, NO_PAGE, png)).statusCode).toBe(404);
    expect((await photoOf(anonymous, rival.pageId, png)).statusCode).toBe(401);
    expect((await photoOf(admin, rival.pageId, png)).statusCode).toBe(403);
    expect(storedPhotos(t)).toEqual(before);
  });

  it('goes with the page, or when it is sent back as null', async () => {
    const page = await createPage(rival.client, { name: 'Rival Second' });
    const uploaded = await photoOf(rival.client, page.id, await picture('png', 300, 200));
    expect(uploaded.json().payload.page.photo).toMatchObject({ width: 300, height: 200 });
    const key = (await pageRow(t, page.id))?.photo_key as string;
    expect(storedPhotos(t)).toContain(key);
    const removed = await rival.client.put(`${PAGES}/${page.id}`, {
      ...uploaded.json().payload.page,
      photo: null,
    });
    expect(removed.json().payload.page.photo).toBeNull();
    expect(storedPhotos(t)).not.toContain(key);
    const again = await photoOf(rival.client, page.id, await picture('gif', 20, 20));
    const second = (await pageRow(t, page.id))?.photo_key as string;
    expect(again.statusCode).toBe(200);
    await rival.client.request('DELETE', `${PAGES}/${page.id}`);
    expect(storedPhotos(t)).not.toContain(second);
  });
});
