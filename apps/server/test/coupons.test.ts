import { COUPON_MESSAGES as M } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingContributor } from './contributor-helpers';
import {
  catalogued,
  couponApp,
  couponBody,
  createCoupon,
  errorsOf,
  getCoupon,
  newCode,
  onSaleEbook,
  sentDay,
  submitCoupon,
} from './coupons-helpers';
import type { TestApp, TestClient } from './helpers';
import { otherAuthor } from './project-helpers';

let t: TestApp;
let author: TestClient;
let admin: TestClient;
let stranger: TestClient;
let book: { id: string; ean: string; title: string };
let second: { id: string; ean: string; title: string };
const NO_COUPON = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  ({ t, author, admin } = await couponApp());
  stranger = await otherAuthor(t);
  book = await onSaleEbook(t, author, { title: 'Harvest Moon Recipes', listPrice: '4.99' });
  second = await onSaleEbook(t, author, { title: 'Winter Larder', listPrice: '12.99' });
});
afterAll(() => t.close());

describe('submitCoupon: a new coupon', () => {
  it('creates a coupon on the author’s on-sale eBooks, EANs stored as digits, and reads it back', async () => {
    const hyphenated = `${book.ean.slice(0, 3)}-${book.ean.slice(3)}`;
    const body = couponBody(t, [hyphenated, second.ean], {
      campaignLabel: ' Newsletter ',
      redemptionLimit: '250',
    });
    const res = await submitCoupon(author, body);
    expect(res.statusCode, res.body).toBe(200);
    const coupon = res.json().payload.coupon;
    expect(coupon).toMatchObject({
      couponCode: body.couponCode,
      startDate: sentDay(t, 1),
      endDate: sentDay(t, 8),
      eanList: [book.ean, second.ean],
      status: 'SCHEDULED',
      promoKind: 'X_PERCENT_OFF_COUPON',
      percentOff: 20,
      redemptionLimit: 250,
      redemptions: 0,
      campaignLabel: 'Newsletter',
      endedEarly: false,
      titles: [
        { ean: book.ean, projectId: book.id, title: book.title, listPrice: '4.99', onSale: true },
        { ean: second.ean, projectId: second.id, title: second.title, listPrice: '12.99', onSale: true },
      ],
    });
    const one = await getCoupon(author, coupon.id);
    expect(one.statusCode).toBe(200);
    expect(one.json().payload.coupon).toEqual(coupon);
  });

  it('takes each kind: BOGO keeps no percent, BOGO_X_PERCENT_OFF takes one, and a start of today runs at once', async () => {
    const bogo = await createCoupon(author, couponBody(t, [book.ean], { promoKind: 'BOGO', percentOff: 40 }));
    expect(bogo).toMatchObject({ promoKind: 'BOGO', percentOff: null });
    const half = await createCoupon(
      author,
      couponBody(t, [book.ean], {
        promoKind: 'BOGO_X_PERCENT_OFF',
        percentOff: '50',
        startDate: sentDay(t, 0),
      }),
    );
    expect(half).toMatchObject({ promoKind: 'BOGO_X_PERCENT_OFF', percentOff: 50, status: 'ACTIVE' });
  });

  it('a client that loads a coupon and sends it back unchanged changes nothing', async () => {
    for (const startDate of [sentDay(t, 0), sentDay(t, 2)]) {
      const made = await createCoupon(
        author,
        couponBody(t, [book.ean], { startDate, campaignLabel: 'Loop' }),
      );
      const loaded = (await getCoupon(author, made.id)).json().payload.coupon;
      const again = await submitCoupon(author, loaded, true);
      expect(again.statusCode, again.body).toBe(200);
      const { updatedAt: _a, ...after } = again.json().payload.coupon;
      const { updatedAt: _b, ...before } = loaded;
      expect(after).toEqual(before);
    }
  });

  it('rejects two submissions of one code at once: one wins, the other answers 32000', async () => {
    const couponCode = newCode('R');
    const [a, b] = await Promise.all([
      submitCoupon(author, couponBody(t, [book.ean], { couponCode })),
      submitCoupon(author, couponBody(t, [second.ean], { couponCode: couponCode.toLowerCase() })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(errorsOf(loser)).toEqual([catalogued('32000')]);
  });
});

describe('submitCoupon: every problem on its field, word for word (spec 2 §8)', () => {
  const problems = async (extra: Record<string, unknown>, eans = [book.ean]) => {
    const res = await submitCoupon(author, couponBody(t, eans, extra));
    return { status: res.statusCode, errors: errorsOf(res) };
  };

  it('32000: a code in use, whatever its case and whoever owns it (409 alone)', async () => {
    const made = await createCoupon(author, couponBody(t, [book.ean]));
    const code = String(made.couponCode);
    expect(await problems({ couponCode: code.toLowerCase() })).toEqual({
      status: 409,
      errors: [catalogued('32000')],
    });
    const other = await onSaleEbook(t, stranger);
    const res = await submitCoupon(stranger, couponBody(t, [other.ean], { couponCode: code }));
    expect(res.statusCode).toBe(409);
    expect(errorsOf(res)).toEqual([catalogued('32000')]);
  });

  it('32001 for a start in the past or no day at all; 32002 for an end that is no day or past', async () => {
    expect(await problems({ startDate: sentDay(t, -1) })).toEqual({
      status: 400,
      errors: [catalogued('32001')],
    });
    expect(await problems({ startDate: '02/30/2030' })).toEqual({
      status: 400,
      errors: [catalogued('32001')],
    });
    expect(await problems({ endDate: 'tomorrow' })).toEqual({ status: 400, errors: [catalogued('32002')] });
    expect(await problems({ startDate: sentDay(t, 0), endDate: sentDay(t, -1) })).toEqual({
      status: 400,
      errors: [catalogued('32002'), catalogued('32003')],
    });
  });

  it('32003 when the start is after the end; 32004 when they are the same day', async () => {
    expect(await problems({ startDate: sentDay(t, 5), endDate: sentDay(t, 3) })).toEqual({
      status: 400,
      errors: [catalogued('32003')],
    });
    expect(await problems({ startDate: sentDay(t, 3), endDate: sentDay(t, 3) })).toEqual({
      status: 400,
      errors: [catalogued('32004')],
    });
  });

  it('32005 for a number that is not an EAN-13; 32013 for an EAN given twice', async () => {
    expect(await problems({}, ['9781234567890'])).toEqual({ status: 400, errors: [catalogued('32005')] });
    expect(await problems({}, [book.ean, `${book.ean} `])).toEqual({
      status: 400,
      errors: [catalogued('32013')],
    });
  });

  it('32006 for an off-sale, free or print book of the author, or an EAN Quire does not know', async () => {
    const off = await onSaleEbook(t, author, { onSale: false });
    const free = await onSaleEbook(t, author, { listPrice: '0.00' });
    const print = await onSaleEbook(t, author);
    await t.database.db.execute(sql`update projects set type = 'PRINT' where id = ${print.id}`);
    for (const ean of [off.ean, free.ean, print.ean, '9780000000002'])
      expect(await problems({}, [ean])).toEqual({ status: 400, errors: [catalogued('32006')] });
  });

  it("32007 for another author's on-sale eBook", async () => {
    const theirs = await onSaleEbook(t, stranger);
    expect(await problems({}, [book.ean, theirs.ean])).toEqual({
      status: 400,
      errors: [catalogued('32007')],
    });
  });

  it('32011 for a code with spaces; 32012 for one too short, too long or not alphanumeric', async () => {
    expect(await problems({ couponCode: 'SAVE 2026' })).toEqual({
      status: 400,
      errors: [catalogued('32011')],
    });
    for (const couponCode of ['SAVE26', 'SAVE2026SAVE2026', 'SAVE-2026'])
      expect(await problems({ couponCode })).toEqual({ status: 400, errors: [catalogued('32012')] });
  });

  it("Quire's own rules as VALIDATION with the domain's messages", async () => {
    const v = (field: string, description: string) => ({ code: 'VALIDATION', field, description });
    expect((await problems({ percentOff: null })).errors).toEqual([v('percentOff', M.percentRequired)]);
    expect((await problems({ percentOff: 0 })).errors).toEqual([v('percentOff', M.percentRange(1, 100))]);
    expect((await problems({ promoKind: 'BOGO_X_PERCENT_OFF', percentOff: 100 })).errors).toEqual([
      v('percentOff', M.percentRange(1, 99)),
    ]);
    expect((await problems({ couponCode: '' })).errors).toEqual([v('couponCode', M.codeRequired)]);
    expect((await problems({}, [])).errors).toEqual([v('eanList', M.eansRequired)]);
    expect((await problems({ startDate: sentDay(t, 400), endDate: sentDay(t, 401) })).errors).toEqual([
      v('startDate', M.startTooFar(365)),
    ]);
    expect((await problems({ endDate: sentDay(t, 400) })).errors).toEqual([v('endDate', M.tooLong(365))]);
    const limit = await submitCoupon(author, couponBody(t, [book.ean], { redemptionLimit: 0 }));
    expect(limit.statusCode).toBe(400);
    expect(errorsOf(limit)[0]).toMatchObject({ field: 'coupon.redemptionLimit', description: M.limitRange });
  });

  it('answers every problem at once', async () => {
    const res = await submitCoupon(
      author,
      couponBody(t, [book.ean, book.ean], {
        couponCode: 'NO SPACES',
        startDate: sentDay(t, -2),
        percentOff: 150,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([
      catalogued('32011'),
      catalogued('32001'),
      catalogued('32013'),
      { code: 'VALIDATION', field: 'percentOff', description: M.percentRange(1, 100) },
    ]);
  });
});

describe('who may', () => {
  it('signed out: 401 on every coupon call', async () => {
    const anon = t.client();
    await anon.fetchCsrf();
    const calls = [
      anon.post('/api/project/coupon/submitCoupon', { coupon: couponBody(t, [book.ean]) }),
      anon.post('/api/project/coupon/endCoupon', { couponId: NO_COUPON }),
      anon.get('/api/project/projectCoupons'),
      anon.get(`/api/project/coupon?couponId=${NO_COUPON}`),
      anon.request('DELETE', `/api/project/projectCoupons/id?couponId=${NO_COUPON}`),
      anon.get('/api/project/coupon-specs'),
      anon.get('/api/search/project-coupons/all/me/harvest'),
      anon.get('/api/admin/users/projectCoupons?customerId=x'),
      anon.get('/api/admin/users/projectCoupons/mismatch'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });

  it("another account's coupon is not found; nor is one that does not exist", async () => {
    const mine = await createCoupon(author, couponBody(t, [book.ean]));
    expect((await getCoupon(stranger, mine.id)).statusCode).toBe(404);
    expect((await stranger.post('/api/project/coupon/endCoupon', { couponId: mine.id })).statusCode).toBe(
      404,
    );
    expect(
      (await stranger.request('DELETE', `/api/project/projectCoupons/id?couponId=${mine.id}`)).statusCode,
    ).toBe(404);
    const edit = await submitCoupon(stranger, { ...couponBody(t, [book.ean]), id: mine.id }, true);
    expect(edit.statusCode).toBe(404);
    for (const id of [NO_COUPON, 'not-an-id']) expect((await getCoupon(author, id)).statusCode).toBe(404);
    expect((await stranger.get('/api/project/projectCoupons')).json().payload.counts).toEqual({
      ACTIVE: 0,
      SCHEDULED: 0,
      EXPIRED: 0,
    });
    // Editing without saying which coupon.
    const noId = await submitCoupon(author, couponBody(t, [book.ean]), true);
    expect(errorsOf(noId)).toEqual([{ code: 'VALIDATION', field: 'id', description: M.idRequired }]);
  });

  it('administrators read any coupon but may not create, end or delete one (403)', async () => {
    const mine = await createCoupon(author, couponBody(t, [book.ean]));
    expect((await getCoupon(admin, mine.id)).json().payload.coupon.id).toBe(mine.id);
    expect((await submitCoupon(admin, couponBody(t, [book.ean]))).statusCode).toBe(403);
    expect((await admin.post('/api/project/coupon/endCoupon', { couponId: mine.id })).statusCode).toBe(403);
    expect(
      (await admin.request('DELETE', `/api/project/projectCoupons/id?couponId=${mine.id}`)).statusCode,
    ).toBe(403);
  });

  it('without the eBook coupons feature: 403', async () => {
    const off = await admin.put('/api/admin/feature_model/EBOOK_COUPONS', { enabled: false });
    expect(off.statusCode).toBe(200);
    try {
      const plain = await otherAuthor(t);
      for (const res of [
        await plain.get('/api/project/coupon-specs'),
        await plain.get('/api/project/projectCoupons'),
        await submitCoupon(plain, couponBody(t, [book.ean])),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
      // The demo author holds the feature on their own account.
      expect((await author.get('/api/project/coupon-specs')).statusCode).toBe(200);
    } finally {
      await admin.put('/api/admin/feature_model/EBOOK_COUPONS', { enabled: true });
    }
  });

  it("a contributor with Manage promotion works on the author's coupons; one without it cannot", async () => {
    const manager = await actingContributor(t, author, ['MANAGE_PROMOTION']);
    const made = await submitCoupon(manager.client, couponBody(t, [book.ean]));
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().payload.coupon.id;
    expect((await getCoupon(author, id)).statusCode).toBe(200);
    expect((await manager.client.get('/api/project/coupon-specs')).statusCode).toBe(200);
    const dashboard = await actingContributor(t, author, ['PROJECT_DASHBOARD']);
    expect((await getCoupon(dashboard.client, id)).statusCode).toBe(403);
    expect((await submitCoupon(dashboard.client, couponBody(t, [book.ean]))).statusCode).toBe(403);
    expect((await dashboard.client.get('/api/search/project-coupons/all/me/harvest')).statusCode).toBe(403);
  });
});
