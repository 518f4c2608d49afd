import { couponQuote, ERROR_CATALOGUE, newYorkDay } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { createServices } from '../src/services';
import { HOUR, type TestApp, type TestClient } from './helpers';
import { couponBook, issueKey, redemptionsOf, retail, retailApp, submitCoupon } from './retail-helpers';

/**
 * The retailers' coupon calls: check answers whether a code applies (and each refusal), redeem
 * records the sale at the coupon price, idempotent by order, and the limit holds under 100
 * concurrent redemptions (real ones on PostgreSQL, whose pool serves several at once).
 */
let t: TestApp;
let author: TestClient;
let owner: string;
let key: { id: string; secret: string };
/** An on-sale eBook at $9.99 and a running 25%-off coupon on it. */
let book: { id: string; ean: string };
let coupon: { id: string; code: string };

const check = (body: Record<string, unknown>) => retail(t, 'check', body, { key: key.secret });
const redeem = (body: Record<string, unknown>) => retail(t, 'redeem', body, { key: key.secret });
const message = (code: string) => ERROR_CATALOGUE[code]?.message;

beforeAll(async () => {
  let admin: TestClient;
  ({ t, author, admin, owner } = await retailApp());
  key = await issueKey(admin);
  book = await couponBook(t, author);
  coupon = await submitCoupon(t, author, { eans: [book.ean], label: 'Spring newsletter' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** A running coupon on a new book, and that book. */
async function fresh(opts: Parameters<typeof submitCoupon>[2] | object = {}) {
  const b = await couponBook(t, author);
  const c = await submitCoupon(t, author, { eans: [b.ean], ...opts });
  return { book: b, coupon: c, body: { couponCode: c.code, ean: b.ean } };
}

/** Each refusal: how to get one, and its code. */
const refusals: { name: string; code: string; make: () => Promise<{ couponCode: string; ean: string }> }[] = [
  {
    name: 'an unknown code',
    code: 'COUPON_UNKNOWN',
    make: async () => ({ couponCode: 'NOSUCHCODE1', ean: book.ean }),
  },
  {
    name: 'a coupon that starts the day after tomorrow',
    code: 'COUPON_NOT_STARTED',
    make: async () => (await fresh({ startIn: 2, endIn: 9 })).body,
  },
  {
    name: 'a coupon its author ended early',
    code: 'COUPON_EXPIRED',
    make: async () => {
      const f = await fresh();
      const res = await author.post('/api/project/coupon/endCoupon', { couponId: f.coupon.id });
      expect(res.statusCode).toBe(200);
      return f.body;
    },
  },
  {
    name: 'a title the coupon does not name',
    code: 'COUPON_EAN_NOT_ON_COUPON',
    make: async () => ({ couponCode: coupon.code, ean: (await couponBook(t, author)).ean }),
  },
  {
    name: 'a title taken off sale',
    code: 'COUPON_TITLE_NOT_ON_SALE',
    make: async () => {
      const f = await fresh();
      await t.database.db.execute(sql`update projects set status = 'OFFSALE' where id = ${f.book.id}`);
      return f.body;
    },
  },
  {
    name: 'a coupon at its limit',
    code: 'COUPON_LIMIT_REACHED',
    make: async () => {
      const f = await fresh({ limit: 1 });
      expect((await redeem({ ...f.body, orderRef: 'FIRST' })).statusCode).toBe(200);
      return f.body;
    },
  },
];

describe('POST /api/retail/coupons/check', () => {
  it('applies a running coupon, whatever the case of the code, with its price', async () => {
    const res = await check({ couponCode: coupon.code.toLowerCase(), ean: book.ean });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toEqual({
      applies: true,
      code: null,
      message: null,
      promoKind: 'X_PERCENT_OFF_COUPON',
      percentOff: 25,
      listPrice: '9.99',
      couponPrice: '7.49',
      remaining: null,
    });
    // Checking redeems nothing.
    expect((await redemptionsOf(t, coupon.id)).counter).toBe(0);
  });

  it('prices the second copy of the BOGO kinds and counts what is left under a limit', async () => {
    const bogo = await fresh({ kind: 'BOGO', limit: 3 });
    expect((await check(bogo.body)).json().payload).toMatchObject({
      applies: true,
      promoKind: 'BOGO',
      percentOff: null,
      couponPrice: '0.00',
      remaining: 3,
    });
    const half = await fresh({ kind: 'BOGO_X_PERCENT_OFF', percentOff: 50 });
    expect((await check(half.body)).json().payload).toMatchObject({ applies: true, couponPrice: '5.00' });
  });

  for (const r of refusals) {
    it(`refuses ${r.name}: ${r.code} with its message, no price`, async () => {
      const res = await check(await r.make());
      expect(res.statusCode).toBe(200);
      expect(res.json().payload).toEqual({
        applies: false,
        code: r.code,
        message: message(r.code),
        promoKind: null,
        percentOff: null,
        listPrice: null,
        couponPrice: null,
        remaining: null,
      });
    });
  }

  it('answers 400 for a request without an EAN', async () => {
    const res = await check({ couponCode: coupon.code });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('ean');
  });
});

describe('POST /api/retail/coupons/redeem', () => {
  it("records the sale at the coupon price for the retailer's order, and a replay changes nothing", async () => {
    const res = await redeem({ couponCode: coupon.code, ean: book.ean, orderRef: ' ORDER-1001 ' });
    expect(res.statusCode).toBe(200);
    const { redemption, replayed } = res.json().payload;
    expect(replayed).toBe(false);
    expect(redemption).toMatchObject({
      couponCode: coupon.code,
      ean: book.ean,
      orderRef: 'ORDER-1001',
      promoKind: 'X_PERCENT_OFF_COUPON',
      percentOff: 25,
      listPrice: '9.99',
      couponPrice: '7.49',
      remaining: null,
    });
    const quote = couponQuote('9.99', 'X_PERCENT_OFF_COUPON', 25);
    const { counter, rows } = await redemptionsOf(t, coupon.id);
    expect(counter).toBe(1);
    expect(rows).toEqual([
      expect.objectContaining({
        id: redemption.redemptionId,
        retailerKeyId: key.id,
        orderRef: 'ORDER-1001',
        projectId: book.id,
        ownerCustomerId: owner,
        campaignLabel: 'Spring newsletter',
        listPrice: '9.99',
        couponPrice: '7.49',
        royalty: quote?.couponRoyalty,
        saleDay: newYorkDay(t.clock.now()),
      }),
    ]);

    const again = await redeem({
      couponCode: coupon.code.toUpperCase(),
      ean: book.ean,
      orderRef: 'ORDER-1001',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().payload).toEqual({ redemption, replayed: true });
    expect((await redemptionsOf(t, coupon.id)).counter).toBe(1);

    // Another order redeems again.
    const next = await redeem({ couponCode: coupon.code, ean: book.ean, orderRef: 'ORDER-1002' });
    expect(next.json().payload.replayed).toBe(false);
    expect((await redemptionsOf(t, coupon.id)).rows).toHaveLength(2);
  });

  it('answers a replay even once the coupon has ended', async () => {
    const f = await fresh();
    const first = (await redeem({ ...f.body, orderRef: 'LATE-1' })).json().payload.redemption;
    await author.post('/api/project/coupon/endCoupon', { couponId: f.coupon.id });
    expect((await redeem({ ...f.body, orderRef: 'LATE-1' })).json().payload).toEqual({
      redemption: first,
      replayed: true,
    });
    expect((await redeem({ ...f.body, orderRef: 'LATE-2' })).json().code).toBe('COUPON_EXPIRED');
  });

  for (const r of refusals) {
    it(`refuses ${r.name} with ${r.code} and records nothing`, async () => {
      const body = await r.make();
      const res = await redeem({ ...body, orderRef: `REFUSED-${r.code}` });
      expect(res.statusCode).toBe(ERROR_CATALOGUE[r.code]?.httpStatus);
      expect(res.json()).toMatchObject({
        code: r.code,
        payload: null,
        errors: [{ description: message(r.code) }],
      });
      const rows = await t.database.db.execute(
        sql`select count(*)::int as n from coupon_redemptions where order_ref = ${`REFUSED-${r.code}`}`,
      );
      expect(rowsOf<{ n: number }>(rows)[0]?.n).toBe(0);
    });
  }

  it('answers 400 without an order reference or with one too long', async () => {
    for (const orderRef of [undefined, '   ', 'x'.repeat(101)]) {
      const res = await redeem({ couponCode: coupon.code, ean: book.ean, orderRef });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('orderRef');
    }
  });

  it("gives other modules an owner's redemptions by sale day", async () => {
    const services = createServices(t.database.db, t.config, t.database.kind);
    const today = newYorkDay(t.clock.now());
    const mine = await services.couponRedemptions.redemptionsOf(owner, today, today);
    expect(mine.map((r) => r.orderRef)).toEqual(expect.arrayContaining(['ORDER-1001', 'ORDER-1002']));
    expect(mine.find((r) => r.orderRef === 'ORDER-1001')).toMatchObject({
      couponId: coupon.id,
      campaignLabel: 'Spring newsletter',
      couponPrice: '7.49',
      saleDay: today,
    });
    expect(await services.couponRedemptions.redemptionsOf(owner, '2000-01-01', '2000-12-31')).toEqual([]);
    expect(await services.couponRedemptions.redemptionsOf('nobody', today, today)).toEqual([]);
  });
});

describe('concurrent redemptions', () => {
  it('100 orders at once on a coupon limited to 10: exactly 10 redeem, 90 answer COUPON_LIMIT_REACHED', async () => {
    const f = await fresh({ limit: 10 });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => redeem({ ...f.body, orderRef: `RUSH-${i}` })),
    );
    const won = answers.filter((r) => r.statusCode === 200);
    const lost = answers.filter((r) => r.statusCode === 409);
    expect(won).toHaveLength(10);
    expect(lost).toHaveLength(90);
    for (const r of lost) expect(r.json().code).toBe('COUPON_LIMIT_REACHED');
    const { counter, rows } = await redemptionsOf(t, f.coupon.id);
    expect(counter).toBe(10);
    expect(rows).toHaveLength(10);
    const redeemed = won.map((r) => r.json().payload.redemption);
    expect(new Set(redeemed.map((r) => r.redemptionId)).size).toBe(10);
    expect(redeemed.map((r) => r.remaining).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);

    // Replaying one of them answers exactly what it answered (its remaining then, not now) and redeems nothing more.
    const one = redeemed.find((r) => r.remaining === 6);
    const replay = await redeem({ ...f.body, orderRef: one.orderRef });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().payload).toEqual({ redemption: one, replayed: true });
    expect(await redemptionsOf(t, f.coupon.id)).toMatchObject({ counter: 10, rows: { length: 10 } });
  });

  it('the same order sent 20 times at once redeems once', async () => {
    const f = await fresh();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => redeem({ ...f.body, orderRef: 'DOUBLE-CLICK' })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const payloads = answers.map((r) => r.json().payload);
    expect(payloads.filter((p) => !p.replayed)).toHaveLength(1);
    expect(new Set(payloads.map((p) => p.redemption.redemptionId)).size).toBe(1);
    expect(await redemptionsOf(t, f.coupon.id)).toMatchObject({ counter: 1, rows: { length: 1 } });
  });
});

describe('New York days', () => {
  it('a coupon applies through its end day and is refused after it; a scheduled one starts on its day', async () => {
    const ending = await fresh({ endIn: 1 });
    const starting = await fresh({ startIn: 2, endIn: 5 });
    expect((await check(ending.body)).json().payload.applies).toBe(true);
    expect((await check(starting.body)).json().payload.code).toBe('COUPON_NOT_STARTED');
    // Two days on (the sessions lapse; the retailer's key does not).
    t.clock.advance(48 * HOUR);
    expect((await check(ending.body)).json().payload.code).toBe('COUPON_EXPIRED');
    const res = await redeem({ ...ending.body, orderRef: 'AFTER-END' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('COUPON_EXPIRED');
    expect((await redemptionsOf(t, ending.coupon.id)).rows).toHaveLength(0);
    expect((await check(starting.body)).json().payload.applies).toBe(true);
    expect((await redeem({ ...starting.body, orderRef: 'ON-START' })).statusCode).toBe(200);
  });
});
