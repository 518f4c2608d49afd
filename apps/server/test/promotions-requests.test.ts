import { PROMO_MESSAGES as M, promoErrorDescription } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingContributor } from './contributor-helpers';
import { ADMIN, type TestApp, type TestClient } from './helpers';
import { otherAuthor } from './project-helpers';
import {
  definition,
  grantMerchandising,
  limitedTime,
  nominate,
  onSaleEbook,
  promoApp,
  promoErrors,
  requestRow,
  requestsOf,
  sentDay,
} from './promotions-helpers';

let t: TestApp;
let author: TestClient;
let admin: TestClient;
let standard: string;

beforeAll(async () => {
  ({ t, author, admin } = await promoApp());
  standard = await definition(admin);
});
afterAll(() => t.close());

/** A signed-in new author with merchandising on. */
async function merchant(): Promise<TestClient> {
  const c = await otherAuthor(t);
  const me = (await c.get('/api/authentication/session')).json().payload.user;
  await grantMerchandising(t, me.email);
  await c.signIn({ email: me.email, password: 'Quill7Write' });
  return c;
}

const auditOf = async (targetId: string) =>
  (await admin.get(`/api/admin/audit-log?targetId=${targetId}`)).json().payload.entries as {
    action: string;
    actorEmail: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];

describe('promo-titles', () => {
  it('finds on-sale eBooks by words of the title and an off-sale one by its exact EAN', async () => {
    const on = await onSaleEbook(t, author, { title: 'Gulls Over Whitby' });
    const off = await onSaleEbook(t, author, { title: 'Gulls Asleep', onSale: false });
    const words = await author.get('/api/project/promo-titles?searchText=gulls');
    expect(words.statusCode).toBe(200);
    const titles = words.json().payload.titles;
    expect(titles.map((x: { ean: string }) => x.ean)).toEqual([on.ean]);
    expect(titles[0]).toMatchObject({
      title: 'Gulls Over Whitby',
      listPrice: '9.99',
      allowedForMerchPromo: 'true',
      onSale: true,
    });
    const exact = await author.get(`/api/project/promo-titles?ean=${off.ean}`);
    expect(exact.json().payload.titles).toMatchObject([{ ean: off.ean, onSale: false }]);
  });

  it("shows a title with a pending nomination as not allowed; an administrator finds any account's", async () => {
    const book = await onSaleEbook(t, author, { title: 'Pending Harbour' });
    expect((await nominate(author, limitedTime(t, standard, book.ean))).statusCode).toBe(200);
    const res = await author.get(`/api/project/promo-titles?ean=${book.ean}`);
    expect(res.json().payload.titles[0].allowedForMerchPromo).toBe('false');
    const byAdmin = await admin.get('/api/project/promo-titles?searchText=Pending%20Harbour');
    expect(byAdmin.json().payload.titles).toMatchObject([{ ean: book.ean }]);
  });

  it("does not show another account's books, and refuses the signed out and those without merchandising", async () => {
    const book = await onSaleEbook(t, author, { title: 'Private Lighthouse' });
    const other = await merchant();
    expect((await other.get(`/api/project/promo-titles?ean=${book.ean}`)).json().payload.titles).toEqual([]);
    expect((await t.client().get('/api/project/promo-titles?searchText=a')).statusCode).toBe(401);
    const plain = await otherAuthor(t);
    expect((await plain.get('/api/project/promo-titles?searchText=a')).statusCode).toBe(403);
  });

  it("carries the EANs of the book's other editions, and the retail catalogue's title when it differs", async () => {
    const book = await onSaleEbook(t, author, { title: 'Edition Elms' });
    const alone = await onSaleEbook(t, author, { title: 'Edition Alone' });
    const group = (await author.get(`/api/project/${book.id}`)).json().payload.groupProjectId as string;
    const print = (await author.put(`/api/projectgroups/clone/${group}/PRINT`, {})).json().payload
      .id as string;
    const printEan = `979${String(Date.now()).slice(-8)}77`;
    await t.database.db.execute(sql`update projects set isbn = ${printEan} where id = ${print}`);
    await t.database.db.execute(
      sql`insert into retail_catalogue (isbn, title, publisher_name, vendor_number)
          values (${alone.ean}, 'Edition Alone: A Novel', 'Quire', null)`,
    );
    const res = await author.get('/api/project/promo-titles?searchText=edition');
    const titles = res.json().payload.titles as { ean: string; newEans: string[]; newTitle: string | null }[];
    expect(titles.find((x) => x.ean === book.ean)).toMatchObject({ newEans: [printEan], newTitle: null });
    expect(titles.find((x) => x.ean === alone.ean)).toMatchObject({
      newEans: [],
      newTitle: 'Edition Alone: A Novel',
    });
  });
});

describe('submit-promo', () => {
  it('creates a pending request with the title, price and author copied, and the days as sent', async () => {
    const book = await onSaleEbook(t, author, { title: 'Salt and Stone', listPrice: '4.99' });
    const res = await nominate(
      author,
      limitedTime(t, standard, book.ean, {
        additionalComments: 'Loved <b>by</b> readers<script>alert(1)</script>',
      }),
    );
    expect(res.statusCode).toBe(200);
    const promo = res.json().payload.promo;
    expect(promo).toMatchObject({
      status: 'PENDING',
      label: 'Pending',
      ean: book.ean,
      title: 'Salt and Stone',
      regularPrice: '4.99',
      promoPrice: '1.99',
      startDate: sentDay(t, 2),
      endDate: sentDay(t, 9),
      flexDate: 'false',
      description: 'Limited-Time Deals',
      additionalComments: 'Loved <b>by</b> readers',
      decline: null,
    });
    expect(promo.author).not.toBe('');
    expect(promo.reviewBy).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const row = await requestRow(t, promo.id);
    expect(new Date(row?.start_at as string).toISOString()).toMatch(/T0[45]:00:00/);
    expect(new Date(row?.end_at as string).toISOString()).toMatch(/T0[67]:59:00/);
  });

  it('answers every problem on its field with the words of the spec after the pipe', async () => {
    const book = await onSaleEbook(t, author, { listPrice: '4.99' });
    const res = await nominate(
      author,
      limitedTime(t, standard, book.ean, { promoPrice: '', endDate: sentDay(t, 4) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].description).toBe(promoErrorDescription('promoPrice', M.promoPriceMissing));
    expect(promoErrors(res)).toEqual({
      promoPrice: M.promoPriceMissing,
      endDate: M.orLater(sentDay(t, 9)),
    });
    const missing = await nominate(author, limitedTime(t, standard, '', { inputMode: 'TITLE' }));
    expect(promoErrors(missing).ean).toBe(M.titleRequired);
  });

  it("refuses an off-sale title and another account's title as not a valid on-sale eBook", async () => {
    const off = await onSaleEbook(t, author, { onSale: false });
    expect(promoErrors(await nominate(author, limitedTime(t, standard, off.ean))).ean).toBe(M.eanInvalid);
    const other = await merchant();
    const theirs = await onSaleEbook(t, other);
    expect(promoErrors(await nominate(author, limitedTime(t, standard, theirs.ean))).ean).toBe(M.eanInvalid);
  });

  it('refuses a title with a pending nomination with the words of the spec', async () => {
    const book = await onSaleEbook(t, author);
    expect((await nominate(author, limitedTime(t, standard, book.ean))).statusCode).toBe(200);
    const again = await nominate(author, limitedTime(t, standard, book.ean));
    expect(again.statusCode).toBe(400);
    expect(promoErrors(again)).toEqual({ ean: M.notAllowed });
  });

  it('makes one request of 10 parallel submissions for one title', async () => {
    const book = await onSaleEbook(t, author);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => nominate(author, limitedTime(t, standard, book.ean))),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(9);
    expect(await requestsOf(t, book.id)).toBe(1);
  });

  it('edits a pending request (its own title stays allowed); another publisher gets 404', async () => {
    const book = await onSaleEbook(t, author);
    const id = (await nominate(author, limitedTime(t, standard, book.ean))).json().payload.promo.id;
    const edited = await nominate(author, limitedTime(t, standard, book.ean, { id, promoPrice: '2.49' }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().payload.promo).toMatchObject({ id, promoPrice: '2.49' });
    expect(await requestsOf(t, book.id)).toBe(1);
    const other = await merchant();
    expect((await nominate(other, limitedTime(t, standard, book.ean, { id }))).statusCode).toBe(404);
  });

  it('refuses an unknown definition (404), a type that is not the definition’s, and a closed monthly one', async () => {
    const book = await onSaleEbook(t, author);
    const unknown = limitedTime(t, '00000000-0000-4000-8000-000000000000', book.ean);
    expect((await nominate(author, unknown)).statusCode).toBe(404);
    const wrongType = await nominate(author, {
      ...limitedTime(t, standard, book.ean),
      mercPromoType: 'ONE_DAY_EBOOK',
    });
    expect(promoErrors(wrongType)).toEqual({ mercPromoType: M.definitionTypeMismatch });
    const closed = await definition(admin, {
      merchPromoName: 'Closed Month',
      submitBy: sentDay(t, -1),
      start: sentDay(t, 5),
      end: sentDay(t, 30),
      promoStartDisplayDate: sentDay(t, -20),
      promoEndDisplayDate: sentDay(t, -1),
    });
    const late = await nominate(author, limitedTime(t, closed, book.ean));
    expect(late.statusCode).toBe(409);
    expect(promoErrors(late)).toEqual({ definitionId: M.definitionClosed });
  });

  it('keeps the type of a definition that has nominations', async () => {
    const def = await definition(admin, { merchPromoName: 'Typed Deals' });
    const book = await onSaleEbook(t, author);
    expect((await nominate(author, limitedTime(t, def, book.ean))).statusCode).toBe(200);
    const loaded = (await admin.get(`/api/admin/get-promotion-details?definitionId=${def}`)).json().payload
      .promotion;
    const retyped = await admin.put('/api/admin/promotion-update', {
      promotion: { ...loaded, mercPromoType: 'ONE_DAY_EBOOK' },
    });
    expect(retyped.statusCode).toBe(409);
    expect(retyped.json().errors[0].description).toBe(M.definitionTypeLocked);
    // Sent back as read, it saves.
    expect((await admin.put('/api/admin/promotion-update', { promotion: loaded })).statusCode).toBe(200);
  });

  it('refuses the signed out (401) and a publisher without merchandising (403)', async () => {
    const c = t.client();
    await c.fetchCsrf();
    expect((await nominate(c, limitedTime(t, standard, '9780000000000'))).statusCode).toBe(401);
    const plain = await otherAuthor(t);
    expect((await nominate(plain, limitedTime(t, standard, '9780000000000'))).statusCode).toBe(403);
  });

  it("lets a contributor with Manage promotion nominate the author's title, and no other contributor", async () => {
    const book = await onSaleEbook(t, author);
    const manager = await actingContributor(t, author, ['MANAGE_PROMOTION']);
    const res = await nominate(manager.client, limitedTime(t, standard, book.ean));
    expect(res.statusCode).toBe(200);
    expect((await author.get(`/api/project/promos/${res.json().payload.promo.id}`)).statusCode).toBe(200);
    const dashboard = await actingContributor(t, author, ['PROJECT_DASHBOARD']);
    expect((await nominate(dashboard.client, limitedTime(t, standard, book.ean))).statusCode).toBe(403);
    expect((await dashboard.client.get('/api/project/promos')).statusCode).toBe(403);
  });

  it("lets an administrator nominate any account's title, skipping the allowed check", async () => {
    const book = await onSaleEbook(t, author);
    expect((await nominate(author, limitedTime(t, standard, book.ean))).statusCode).toBe(200);
    const res = await nominate(admin, limitedTime(t, standard, book.ean));
    expect(res.statusCode).toBe(200);
    expect(await requestsOf(t, book.id)).toBe(2);
    // Entered for a publisher, and changed: each is in the audit log; the publisher's own is not.
    const id = res.json().payload.promo.id as string;
    const changed = await nominate(admin, limitedTime(t, standard, book.ean, { id, promoPrice: '0.99' }));
    expect(changed.statusCode, changed.body).toBe(200);
    const entries = await auditOf(id);
    expect(entries.map((e) => [e.action, e.actorEmail])).toEqual([
      ['promotion.request-submit', ADMIN.email],
      ['promotion.request-submit', ADMIN.email],
    ]);
    expect(entries[1]).toMatchObject({ before: null, after: { ean: book.ean, status: 'PENDING' } });
    expect(entries[0]).toMatchObject({ before: { promoPrice: '1.99' }, after: { promoPrice: '0.99' } });
    const own = (await nominate(author, limitedTime(t, standard, (await onSaleEbook(t, author)).ean))).json()
      .payload.promo.id as string;
    expect(await auditOf(own)).toEqual([]);
  });
});

describe('promos, promos/:id, delete-promo', () => {
  it("lists a publisher's own requests only; isAdmin from a publisher is refused", async () => {
    const other = await merchant();
    const book = await onSaleEbook(t, other, { title: 'Only Mine' });
    const id = (await nominate(other, limitedTime(t, standard, book.ean))).json().payload.promo.id;
    const mine = await other.get('/api/project/promos?status=PENDING');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().payload).toMatchObject({ numberOfRecords: 1, undoSeconds: 15 });
    expect(mine.json().payload.promos.map((p: { id: string }) => p.id)).toEqual([id]);
    const authors = await author.get('/api/project/promos?status=PENDING&pageNum=1&recordsPerPage=100');
    expect(authors.json().payload.promos.map((p: { id: string }) => p.id)).not.toContain(id);
    expect((await other.get('/api/project/promos?isAdmin=true')).statusCode).toBe(403);
    expect((await other.get(`/api/project/promos/${id}`)).json().payload.promo.id).toBe(id);
    expect((await author.get(`/api/project/promos/${id}`)).statusCode).toBe(404);
    expect((await t.client().get('/api/project/promos')).statusCode).toBe(401);
  });

  it('searches by title, author and EAN for administrators (literal % and _), pages and counts', async () => {
    const book = await onSaleEbook(t, author, { title: 'Zebra_100% Stripes' });
    await nominate(author, limitedTime(t, standard, book.ean));
    const q = (text: string) =>
      admin.get(`/api/project/promos?isAdmin=true&status=PENDING&searchText=${encodeURIComponent(text)}`);
    expect((await q('zebra_100%')).json().payload.numberOfRecords).toBe(1);
    expect((await q(book.ean.slice(3, 10))).json().payload.numberOfRecords).toBe(1);
    expect((await q('zebra%stripes')).json().payload.numberOfRecords).toBe(0);
    const all = await admin.get('/api/project/promos?isAdmin=true&status=PENDING&recordsPerPage=2&pageNum=1');
    expect(all.json().payload.promos).toHaveLength(2);
    expect(all.json().payload.numberOfRecords).toBeGreaterThan(2);
    const typed = await admin.get('/api/project/promos?isAdmin=true&status=PENDING&promoType=ONE_DAY_EBOOK');
    expect(typed.json().payload.numberOfRecords).toBe(0);
  });

  it('deletes a pending request of its owner; another publisher gets 404 and an unknown id 404', async () => {
    const book = await onSaleEbook(t, author);
    const id = (await nominate(author, limitedTime(t, standard, book.ean))).json().payload.promo.id;
    const other = await merchant();
    expect((await other.request('DELETE', `/api/project/delete-promo/${id}`)).statusCode).toBe(404);
    const res = await author.request('DELETE', `/api/project/delete-promo/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toEqual({ deleted: true, id });
    expect(await requestsOf(t, book.id)).toBe(0);
    expect((await author.request('DELETE', `/api/project/delete-promo/${id}`)).statusCode).toBe(404);
  });
});
