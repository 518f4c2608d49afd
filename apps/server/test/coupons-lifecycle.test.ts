import { COUPON_MESSAGES as M, newYorkDay, sendDayOf } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerIdOf } from './admin-helpers';
import {
  catalogued,
  couponApp,
  couponBody,
  createCoupon,
  errorsOf,
  getCoupon,
  onSaleEbook,
  pastNextMidnight,
  sentDay,
  submitCoupon,
} from './coupons-helpers';
import { ADMIN, AUTHOR, type TestApp, type TestClient } from './helpers';
import { otherAuthor } from './project-helpers';

let t: TestApp;
let author: TestClient;
let admin: TestClient;
let book: { id: string; ean: string; title: string };
const today = () => sendDayOf(newYorkDay(t.clock.now()));
const end = (c: TestClient, couponId: string) => c.post('/api/project/coupon/endCoupon', { couponId });
const remove = (c: TestClient, couponId: string) =>
  c.request('DELETE', `/api/project/projectCoupons/id?couponId=${couponId}`);
const setSale = (c: TestClient, body: Record<string, unknown>) => c.put('/api/project/setsalestatus', body);

beforeAll(async () => {
  ({ t, author, admin } = await couponApp());
  book = await onSaleEbook(t, author, { title: 'Salt and Ember', listPrice: '3.99' });
});
afterAll(() => t.close());

describe('changing a coupon', () => {
  it('a scheduled coupon may change in every field; a new start may not be in the past', async () => {
    const other = await onSaleEbook(t, author);
    const made = await createCoupon(author, couponBody(t, [book.ean], { startDate: sentDay(t, 3) }));
    const changed = await submitCoupon(
      author,
      {
        ...couponBody(t, [other.ean, book.ean], {
          promoKind: 'BOGO',
          startDate: sentDay(t, 2),
          endDate: sentDay(t, 20),
        }),
        id: made.id,
        redemptionLimit: 10,
        campaignLabel: 'Blog',
      },
      true,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().payload.coupon).toMatchObject({
      id: made.id,
      promoKind: 'BOGO',
      percentOff: null,
      startDate: sentDay(t, 2),
      endDate: sentDay(t, 20),
      eanList: [other.ean, book.ean],
      redemptionLimit: 10,
      campaignLabel: 'Blog',
      status: 'SCHEDULED',
    });
    const past = await submitCoupon(
      author,
      { ...couponBody(t, [book.ean]), id: made.id, startDate: sentDay(t, -1) },
      true,
    );
    expect(errorsOf(past)).toEqual([catalogued('32001')]);
  });

  it('the redemption limit may not fall below the redemptions made', async () => {
    const made = await createCoupon(author, couponBody(t, [book.ean]));
    await t.database.db.execute(sql`update coupons set redemptions = 5 where id = ${made.id}`);
    const loaded = (await getCoupon(author, made.id)).json().payload.coupon;
    const low = await submitCoupon(author, { ...loaded, redemptionLimit: 4 }, true);
    expect(low.statusCode).toBe(400);
    expect(errorsOf(low)).toEqual([
      { code: 'VALIDATION', field: 'redemptionLimit', description: M.limitBelowRedemptions(5) },
    ]);
    expect((await submitCoupon(author, { ...loaded, redemptionLimit: 5 }, true)).statusCode).toBe(200);
  });

  it('a running coupon: only its label and an earlier end, not before today; anything else COUPON_RUNNING', async () => {
    const made = await createCoupon(
      author,
      couponBody(t, [book.ean], { startDate: sentDay(t, 0), endDate: sentDay(t, 10) }),
    );
    expect(made.status).toBe('ACTIVE');
    const loaded = (await getCoupon(author, made.id)).json().payload.coupon;
    const ok = await submitCoupon(
      author,
      { ...loaded, campaignLabel: 'Podcast', endDate: sentDay(t, 5) },
      true,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().payload.coupon).toMatchObject({
      campaignLabel: 'Podcast',
      endDate: sentDay(t, 5),
      status: 'ACTIVE',
    });
    for (const change of [
      { percentOff: 30 },
      { couponCode: `${loaded.couponCode}X` },
      { startDate: sentDay(t, 1) },
      { endDate: sentDay(t, 6) },
      { eanList: [] },
      { promoKind: 'BOGO' },
      { redemptionLimit: 99 },
    ]) {
      const res = await submitCoupon(author, { ...loaded, ...change }, true);
      expect(res.statusCode).toBe(409);
      expect(errorsOf(res)).toEqual([catalogued('COUPON_RUNNING')]);
    }
    const past = await submitCoupon(author, { ...loaded, endDate: sentDay(t, -1) }, true);
    expect(errorsOf(past)).toEqual([catalogued('32002'), catalogued('32003')]);
    // It started today: it cannot end on its first day by an edit (end early instead).
    const same = await submitCoupon(author, { ...loaded, endDate: sentDay(t, 0) }, true);
    expect(errorsOf(same)).toEqual([catalogued('32004')]);
  });
});

describe('ending and deleting', () => {
  it('ends a running coupon today; an ended one cannot change, end or be deleted', async () => {
    const made = await createCoupon(author, couponBody(t, [book.ean], { startDate: sentDay(t, 0) }));
    const res = await end(author, made.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload.coupon).toMatchObject({
      status: 'EXPIRED',
      endedEarly: true,
      endDate: today(),
    });
    expect(errorsOf(await end(author, made.id))).toEqual([catalogued('COUPON_NOT_RUNNING')]);
    const loaded = (await getCoupon(author, made.id)).json().payload.coupon;
    const edit = await submitCoupon(author, loaded, true);
    expect(edit.statusCode).toBe(409);
    expect(errorsOf(edit)).toEqual([catalogued('COUPON_ENDED')]);
    expect(errorsOf(await remove(author, made.id))).toEqual([catalogued('COUPON_NOT_DELETABLE')]);
  });

  it('a scheduled coupon cannot be ended, only deleted; a running one cannot be deleted', async () => {
    const later = await createCoupon(author, couponBody(t, [book.ean]));
    expect((await end(author, later.id)).statusCode).toBe(409);
    const deleted = await remove(author, later.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().payload).toEqual({ deleted: true, couponId: later.id });
    expect((await getCoupon(author, later.id)).statusCode).toBe(404);
    expect((await remove(author, later.id)).statusCode).toBe(404);
    const running = await createCoupon(author, couponBody(t, [book.ean], { startDate: sentDay(t, 0) }));
    const refused = await remove(author, running.id);
    expect(refused.statusCode).toBe(409);
    expect(errorsOf(refused)).toEqual([catalogued('COUPON_NOT_DELETABLE')]);
  });
});

describe('taking a book off sale', () => {
  it('warns (COUPON_ON_BOOK) while a coupon is scheduled, and goes ahead with overridePromoWarning', async () => {
    const warned = await onSaleEbook(t, author);
    const plain = await onSaleEbook(t, author);
    await createCoupon(author, couponBody(t, [warned.ean]));
    const ended = await createCoupon(author, couponBody(t, [plain.ean], { startDate: sentDay(t, 0) }));
    await end(author, ended.id);

    const first = await setSale(author, { id: warned.id, onSale: false });
    expect(first.statusCode).toBe(409);
    expect(first.json().code).toBe('COUPON_ON_BOOK');
    const anyway = await setSale(author, { id: warned.id, onSale: false, overridePromoWarning: true });
    expect(anyway.statusCode, anyway.body).toBe(200);
    expect(anyway.json().payload.status).toBe('PROCESSING_OFFSALE');
    // An ended coupon warns about nothing.
    expect((await setSale(author, { id: plain.id, onSale: false })).statusCode).toBe(200);
  });
});

describe('the administrators’ views', () => {
  it("lists one user's coupons by customer id; 404 for no such user; 403 for anyone else", async () => {
    const owner = await customerIdOf(t, AUTHOR.email);
    const res = await admin.get(`/api/admin/users/projectCoupons?customerId=${owner}&status=SCHEDULED`);
    expect(res.statusCode).toBe(200);
    const payload = res.json().payload;
    expect(payload.counts.SCHEDULED).toBe(payload.totalCount);
    expect(payload.coupons.length).toBeGreaterThan(0);
    expect(payload.coupons.every((c: { status: string }) => c.status === 'SCHEDULED')).toBe(true);
    expect((await admin.get('/api/admin/users/projectCoupons?customerId=nobody')).statusCode).toBe(404);
    expect((await author.get(`/api/admin/users/projectCoupons?customerId=${owner}`)).statusCode).toBe(403);
    expect((await author.get('/api/admin/users/projectCoupons/mismatch')).statusCode).toBe(403);
  });

  it('shows the coupons whose titles went off sale, to another account or away', async () => {
    const [off, moved, gone, fine] = [
      await onSaleEbook(t, author, { title: 'Off Sale Soon' }),
      await onSaleEbook(t, author, { title: 'Moving Away' }),
      await onSaleEbook(t, author, { title: 'Gone Missing' }),
      await onSaleEbook(t, author, { title: 'Still Fine' }),
    ];
    const coupon = await createCoupon(author, couponBody(t, [off.ean, moved.ean, gone.ean, fine.ean]));
    const healthy = await createCoupon(author, couponBody(t, [fine.ean]));
    expect(
      (await admin.get(`/api/admin/users/projectCoupons/mismatch?couponId=${coupon.id}`)).json().payload,
    ).toEqual({
      mismatches: [],
    });

    expect(
      (await setSale(author, { id: off.id, onSale: false, overridePromoWarning: true })).statusCode,
    ).toBe(200);
    // The EAN now belongs to another account's eBook; another EAN no Quire book has.
    const otherOwner = await otherAuthor(t);
    const theirs = await onSaleEbook(t, otherOwner);
    await t.database.db.execute(sql`update projects set isbn = null where id in (${moved.id}, ${gone.id})`);
    await t.database.db.execute(sql`update projects set isbn = ${moved.ean} where id = ${theirs.id}`);

    const res = await admin.get(
      `/api/admin/users/projectCoupons/mismatch?customerId=${await customerIdOf(t, AUTHOR.email)}`,
    );
    expect(res.statusCode).toBe(200);
    const mismatches = res.json().payload.mismatches as { couponId: string; titles: unknown[] }[];
    const mine = mismatches.find((m) => m.couponId === coupon.id);
    expect(mine).toMatchObject({ couponCode: coupon.couponCode, status: 'SCHEDULED' });
    expect(mine?.titles).toEqual([
      { ean: off.ean, title: off.title, reason: 'NOT_ON_SALE', detail: M.mismatchNotOnSale },
      { ean: moved.ean, title: theirs.title, reason: 'NOT_OWNED', detail: M.mismatchNotOwned },
      { ean: gone.ean, title: null, reason: 'NOT_FOUND', detail: M.mismatchNotFound },
    ]);
    expect(mismatches.some((m) => m.couponId === healthy.id)).toBe(false);
    // The author sees the titles gone from their account as such.
    const titles = (await getCoupon(author, coupon.id)).json().payload.coupon.titles;
    expect(titles[1]).toEqual({
      ean: moved.ean,
      projectId: null,
      title: M.titleGone,
      listPrice: null,
      onSale: false,
    });
    expect(titles[0]).toMatchObject({ projectId: off.id, onSale: false });
    // One coupon: by id (unknown: 404).
    const one = await admin.get(`/api/admin/users/projectCoupons/mismatch?couponId=${coupon.id}`);
    expect(one.json().payload.mismatches.map((m: { couponId: string }) => m.couponId)).toEqual([coupon.id]);
    expect(
      (
        await admin.get(
          '/api/admin/users/projectCoupons/mismatch?couponId=00000000-0000-4000-8000-000000000000',
        )
      ).statusCode,
    ).toBe(404);
    expect((await admin.get('/api/admin/users/projectCoupons/mismatch?customerId=nobody')).statusCode).toBe(
      404,
    );
  });
});

describe('the New York day', () => {
  it('moves a coupon from SCHEDULED to ACTIVE to EXPIRED at New York midnight, and the tabs with it', async () => {
    const own = await onSaleEbook(t, author);
    const made = await createCoupon(
      author,
      couponBody(t, [own.ean], { startDate: sentDay(t, 1), endDate: sentDay(t, 2) }),
    );
    expect((await setSale(author, { id: own.id, onSale: false })).json().code).toBe('COUPON_ON_BOOK');
    const statusNow = async () => (await getCoupon(author, made.id)).json().payload.coupon.status;
    const inTab = async (status: string) =>
      (await author.get(`/api/project/projectCoupons?status=${status}&recordsPerPage=100`))
        .json()
        .payload.coupons.some((c: { id: string }) => c.id === made.id);
    expect(await statusNow()).toBe('SCHEDULED');
    expect(await inTab('SCHEDULED')).toBe(true);
    const signIn = [
      { client: author, credentials: AUTHOR },
      { client: admin, credentials: ADMIN },
    ];
    await pastNextMidnight(t, signIn);
    expect(await statusNow()).toBe('ACTIVE');
    expect([await inTab('ACTIVE'), await inTab('SCHEDULED')]).toEqual([true, false]);
    // A running coupon's book warns too.
    expect((await setSale(author, { id: own.id, onSale: false })).json().code).toBe('COUPON_ON_BOOK');
    await pastNextMidnight(t, signIn);
    expect(await statusNow()).toBe('ACTIVE');
    await pastNextMidnight(t, signIn);
    expect(await statusNow()).toBe('EXPIRED');
    expect([await inTab('EXPIRED'), await inTab('ACTIVE')]).toEqual([true, false]);
    expect((await getCoupon(author, made.id)).json().payload.coupon.endedEarly).toBe(false);
    // Ended: the book goes off sale without a warning.
    expect((await setSale(author, { id: own.id, onSale: false })).statusCode).toBe(200);
  });
});
