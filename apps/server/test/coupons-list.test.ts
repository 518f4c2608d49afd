import { newYorkDay, sendDayOf } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { couponApp, couponBody, createCoupon, newCode, onSaleEbook, sentDay } from './coupons-helpers';
import type { TestApp, TestClient } from './helpers';
import { otherAuthor } from './project-helpers';

let t: TestApp;
let author: TestClient;
let admin: TestClient;
let stranger: TestClient;
let book: { id: string; ean: string; title: string };
let second: { id: string; ean: string; title: string };

beforeAll(async () => {
  ({ t, author, admin } = await couponApp());
  stranger = await otherAuthor(t);
  book = await onSaleEbook(t, author, { title: 'Harvest Moon Recipes', listPrice: '4.99' });
  second = await onSaleEbook(t, author, { title: 'Winter Larder', listPrice: '12.99' });
});
afterAll(() => t.close());

describe('coupon-specs', () => {
  it('answers the limits, the kinds, today in New York and the royalty bands', async () => {
    const res = await author.get('/api/project/coupon-specs');
    expect(res.statusCode).toBe(200);
    const specs = res.json().payload;
    expect(specs).toMatchObject({
      codeMin: 7,
      codeMax: 15,
      maxTitles: 50,
      maxStartDays: 365,
      maxLengthDays: 365,
      labelMax: 60,
      limitMax: 1_000_000,
      today: sendDayOf(newYorkDay(t.clock.now())),
    });
    expect(specs.kinds.map((k: { promoKind: string }) => k.promoKind)).toEqual([
      'X_PERCENT_OFF_COUPON',
      'BOGO',
      'BOGO_X_PERCENT_OFF',
    ]);
    expect(specs.kinds[1]).toMatchObject({ percentOffMin: null, percentOffMax: null });
    expect(specs.royaltyBands).toContainEqual({ min: '2.99', max: '9.99', royaltyRate: '0.65' });
  });
});

describe('the coupon search', () => {
  it("finds the caller's eBooks with an EAN by title words or EAN, on-sale first, with their coupons", async () => {
    const off = await onSaleEbook(t, author, { title: 'Harvest Moon Cocktails', onSale: false });
    const made = await createCoupon(author, couponBody(t, [book.ean]));
    const res = await author.get('/api/search/project-coupons/all/me/harvest%20moon');
    expect(res.statusCode).toBe(200);
    const results = res.json().payload.results;
    expect(results.map((r: { id: string }) => r.id)).toEqual([book.id, off.id]);
    expect(results[0]).toMatchObject({ ean: book.ean, listPrice: '4.99', param: 'title', onSale: true });
    expect(results[1]).toMatchObject({ ean: off.ean, onSale: false });
    expect(results[0].projectCoupons).toContainEqual({
      id: made.id,
      couponCode: made.couponCode,
      status: 'SCHEDULED',
    });
    expect(results[1].projectCoupons).toEqual([]);
    const byEan = (await author.get(`/api/search/project-coupons/isbn/me/${book.ean}`)).json().payload
      .results;
    expect(byEan.map((r: { id: string }) => r.id)).toEqual([book.id]);
    // Someone else's account finds nothing; an administrator finds any account's.
    const me = (await author.get('/api/authentication/session')).json().payload.user.customerId;
    expect(
      (await stranger.get(`/api/search/project-coupons/all/${me}/harvest`)).json().payload.results,
    ).toEqual([]);
    const adminFinds = (await admin.get(`/api/search/project-coupons/all/${me}/harvest%20moon`)).json()
      .payload;
    expect(adminFinds.results.map((r: { id: string }) => r.id)).toEqual([book.id, off.id]);
    expect(
      (await admin.get(`/api/search/project-coupons/isbn/all/${book.ean}`)).json().payload.results,
    ).toHaveLength(1);
  });
});

describe('the coupon list', () => {
  it('groups by status with counts, searches code, label, title words and EAN, and pages', async () => {
    const writer = await otherAuthor(t);
    const a = await onSaleEbook(t, writer, { title: 'Orchard Ghosts' });
    const b = await onSaleEbook(t, writer, { title: 'Lantern Street' });
    const codes: string[] = [];
    for (let i = 0; i < 3; i++)
      codes.push(
        String(
          (
            await createCoupon(
              writer,
              couponBody(t, [a.ean], { startDate: sentDay(t, 1 + i), endDate: sentDay(t, 9 + i) }),
            )
          ).couponCode,
        ),
      );
    const running = await createCoupon(
      writer,
      couponBody(t, [b.ean], { startDate: sentDay(t, 0), campaignLabel: 'Spring Newsletter' }),
    );
    const tab = async (q: string) => (await writer.get(`/api/project/projectCoupons?${q}`)).json().payload;

    const active = await tab('');
    expect(active.counts).toEqual({ ACTIVE: 1, SCHEDULED: 3, EXPIRED: 0 });
    expect(active.coupons.map((c: { id: string }) => c.id)).toEqual([running.id]);
    const scheduled = await tab('status=SCHEDULED');
    expect(scheduled.totalCount).toBe(3);
    expect(scheduled.coupons.map((c: { couponCode: string }) => c.couponCode)).toEqual(codes);
    expect(
      (await tab('status=SCHEDULED&sortOrder=desc')).coupons.map((c: { couponCode: string }) => c.couponCode),
    ).toEqual([...codes].reverse());
    const page2 = await tab('status=SCHEDULED&recordsPerPage=2&pageNumber=2');
    expect(page2).toMatchObject({ totalCount: 3 });
    expect(page2.coupons.map((c: { couponCode: string }) => c.couponCode)).toEqual([codes[2]]);

    expect((await tab('status=SCHEDULED&queryParameter=orchard')).totalCount).toBe(3);
    expect((await tab('queryParameter=orchard')).counts).toEqual({ ACTIVE: 0, SCHEDULED: 3, EXPIRED: 0 });
    expect((await tab('queryParameter=newsletter')).coupons.map((c: { id: string }) => c.id)).toEqual([
      running.id,
    ]);
    expect((await tab(`queryParameter=${b.ean.slice(-6)}`)).counts).toEqual({
      ACTIVE: 1,
      SCHEDULED: 0,
      EXPIRED: 0,
    });
    const byCode = await tab(`status=SCHEDULED&queryParameter=${codes[1]?.toLowerCase()}`);
    expect(byCode.coupons.map((c: { couponCode: string }) => c.couponCode)).toEqual([codes[1]]);
    expect((await tab('queryParameter=nothing%20like%20this')).counts).toEqual({
      ACTIVE: 0,
      SCHEDULED: 0,
      EXPIRED: 0,
    });
    expect((await writer.get('/api/project/projectCoupons?status=LATER')).statusCode).toBe(400);
  });
});

describe('stored rows', () => {
  it('keeps the code as typed and its upper case as the key, each EAN mapped to its book', async () => {
    const made = await createCoupon(author, couponBody(t, [second.ean], { couponCode: newCode('mixed') }));
    const rows = rowsOf<{ code: string; code_key: string; ean: string; project_id: string }>(
      await t.database.db.execute(
        sql`select c.code, c.code_key, t.ean, t.project_id from coupons c join coupon_titles t on t.coupon_id = c.id where c.id = ${made.id}`,
      ),
    );
    expect(rows).toEqual([
      {
        code: made.couponCode,
        code_key: String(made.couponCode).toUpperCase(),
        ean: second.ean,
        project_id: second.id,
      },
    ]);
  });
});
