import { addDays, couponQuote, newYorkDay, toNewYorkDate } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { createServices } from '../src/services';
import { buildTestApp, HOUR, type TestApp } from './helpers';

const LIGHTHOUSE = '9798886450101';
const CLOCKWORK = '9798886450118';

/**
 * The demo's coupon orders (coupons.redemption.seed.ts), recorded by the retailers' redeem rules on
 * the day of each sale: priced by couponQuote, on the coupon's days and titles only, never past the
 * limit, once per order; through a retailer key that has no secret (retail.seed.ts); and copied into
 * the analytics facts by a fold told where they start.
 */
describe('seeding coupon redemptions', () => {
  let t: TestApp;
  let services: ReturnType<typeof createServices>;
  let keyId: string;
  const q = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    rowsOf<T>(await t.database.db.execute(query));
  /** Evening in New York, `days` from today. */
  const at = (days: number, hour = 20) =>
    new Date((toNewYorkDate(addDays(newYorkDay(t.clock.now()), days)) as Date).getTime() + hour * HOUR);
  const order = (code: string, ean: string, ref: string, redeemedAt: Date) => ({
    code,
    ean,
    orderRef: ref,
    redeemedAt,
  });
  const counted = async (code: string) =>
    (await q<{ n: number }>(sql`select redemptions as n from coupons where code_key = ${code}`))[0]?.n;

  beforeAll(async () => {
    t = await buildTestApp();
    services = createServices(t.database.db, t.config, t.database.kind);
    keyId = await services.retailerKeysSeeder.ensureKey('Demo bookstore');
  });
  afterAll(() => t.close());

  it('keeps one key with no secret, however often and from however many seeds', async () => {
    const again = await Promise.all([
      services.retailerKeysSeeder.ensureKey('Demo bookstore'),
      services.retailerKeysSeeder.ensureKey('Demo bookstore'),
    ]);
    expect(again).toEqual([keyId, keyId]);
    const keys = await q<{ hash: string; by: string | null }>(
      sql`select key_hash as hash, created_by as by from retailer_keys where name = 'Demo bookstore'`,
    );
    expect(keys).toHaveLength(1);
    // A presented key is found by its SHA-256 in hexadecimal: no secret can be this.
    expect(keys[0]?.hash).not.toMatch(/^[0-9a-f]{64}$/);
    expect(keys[0]?.by).toBeNull();
  });

  it('records the orders the redeem would take, at its prices and on their New York days, and no others', async () => {
    // Eleven at night in New York, already the next day in UTC: the sale day is New York's.
    const lateEvening = new Date(
      (toNewYorkDate(addDays(newYorkDay(t.clock.now()), -40)) as Date).getTime() + 23 * HOUR,
    );
    const result = await services.couponRedemptionsSeeder.recordRedemptions(keyId, [
      order('pairhalfoff', CLOCKWORK, 'o-1', at(-50)),
      order('PAIRHALFOFF', CLOCKWORK, 'o-2', lateEvening),
      order('PAIRHALFOFF', `${CLOCKWORK.slice(0, 3)}-${CLOCKWORK.slice(3)}`, 'o-3', at(-33, 9)),
      // Not on the coupon, before it started, after it ended, an unknown code, not past yet.
      order('PAIRHALFOFF', LIGHTHOUSE, 'x-1', at(-45)),
      order('PAIRHALFOFF', CLOCKWORK, 'x-2', at(-61)),
      order('PAIRHALFOFF', CLOCKWORK, 'x-3', at(-31)),
      order('NOSUCHCODE', CLOCKWORK, 'x-4', at(-40)),
      order('READMORE25', LIGHTHOUSE, 'x-5', new Date(t.clock.now().getTime() + HOUR)),
    ]);
    expect(result).toEqual({ recorded: 3, earliest: at(-50) });
    const rows = await q<Record<string, string | number | null>>(sql`
      select r.order_ref, r.ean, r.list_price::text, r.coupon_price::text, r.royalty::text,
        r.sale_day::text, r.remaining_after, r.campaign_label, r.retailer_key_id::text as key
      from coupon_redemptions r order by r.redeemed_at`);
    const [book] = await services.projects.promoTitles({
      owner: null,
      ean: CLOCKWORK,
      onSaleOnly: true,
      limit: 1,
    });
    const quote = couponQuote(book?.listPrice as string, 'BOGO_X_PERCENT_OFF', 50);
    expect(rows).toEqual(
      [
        ['o-1', newYorkDay(at(-50)), 99],
        ['o-2', newYorkDay(lateEvening), 98],
        ['o-3', newYorkDay(at(-33)), 97],
      ].map(([ref, day, remaining]) => ({
        order_ref: ref,
        ean: CLOCKWORK,
        list_price: quote?.listPrice,
        coupon_price: quote?.couponPrice,
        royalty: quote?.couponRoyalty,
        sale_day: day,
        remaining_after: remaining,
        campaign_label: 'Spring reading',
        key: keyId,
      })),
    );
    expect(rows[1]?.sale_day).toBe(addDays(newYorkDay(t.clock.now()), -40));
    expect(await counted('PAIRHALFOFF')).toBe(3);
  });

  it('records an order once, however often it is seeded', async () => {
    const again = await services.couponRedemptionsSeeder.recordRedemptions(keyId, [
      order('PAIRHALFOFF', CLOCKWORK, 'o-1', at(-50)),
      order('PAIRHALFOFF', CLOCKWORK, ' o-2 ', at(-49)),
    ]);
    expect(again).toEqual({ recorded: 0, earliest: null });
    expect(await counted('PAIRHALFOFF')).toBe(3);
  });

  it('never passes the limit: the orders that fit, oldest first, and then none', async () => {
    const many = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) =>
        order('PAIRHALFOFF', CLOCKWORK, `m-${from + i}`, new Date(at(-55).getTime() + (from + i) * 60_000)),
      );
    expect((await services.couponRedemptionsSeeder.recordRedemptions(keyId, many(0, 95))).recorded).toBe(95);
    // Five more would make 103: the two oldest of them fit one at a time.
    const last = await services.couponRedemptionsSeeder.recordRedemptions(keyId, many(95, 5).reverse());
    expect(last.recorded).toBe(2);
    expect(await counted('PAIRHALFOFF')).toBe(100);
    const [tail] = await q<{ refs: string; remaining: number }>(sql`
      select string_agg(order_ref, ',' order by order_ref) as refs, min(remaining_after)::int as remaining
      from coupon_redemptions where order_ref in ('m-95', 'm-96', 'm-97')`);
    expect(tail).toEqual({ refs: 'm-95,m-96', remaining: 0 });
    expect(await services.couponRedemptionsSeeder.recordRedemptions(keyId, many(200, 1))).toEqual({
      recorded: 0,
      earliest: null,
    });
  });

  it('is copied into the facts by a fold from the earliest order, older than a redemption copied before', async () => {
    const facts = async () =>
      (
        await q<{ n: number }>(
          sql`select count(*)::int as n from analytics_events where kind = 'COUPON_REDEMPTION' and coupon_code = 'READMORE25'`,
        )
      )[0]?.n;
    await services.couponRedemptionsSeeder.recordRedemptions(keyId, [
      order('READMORE25', LIGHTHOUSE, 'r-now', new Date(t.clock.now().getTime() - 60_000)),
    ]);
    await services.analytics.fold();
    expect(await facts()).toBe(1);
    const older = await services.couponRedemptionsSeeder.recordRedemptions(keyId, [
      order('READMORE25', CLOCKWORK, 'r-old', at(-2)),
    ]);
    expect(older.recorded).toBe(1);
    await services.analytics.fold({ redemptionsFrom: older.earliest });
    expect(await facts()).toBe(2);
    expect(await counted('READMORE25')).toBe(2);
  });
});
