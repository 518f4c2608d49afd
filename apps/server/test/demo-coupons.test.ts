import { addDays, newYorkDay, sendDayOf } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { seed } from '../src/seed';
import { createServices } from '../src/services';
import { AUTHOR, buildTestApp, type TestApp, type TestClient } from './helpers';

type Listed = Record<string, unknown> & { couponCode: string; titles: { title: string }[] };

/**
 * The demo author's coupons on a fresh demo database: one running (READMORE25, 25% off, label
 * Newsletter, on both on-sale eBooks), one starting in a week (BOGO) and one ended last month
 * (50% off the second copy, at most 100 redemptions), none redeemed; a second seed adds nothing.
 */
describe('the demo coupons', () => {
  let t: TestApp;
  let author: TestClient;
  const day = (n: number) => sendDayOf(addDays(newYorkDay(t.clock.now()), n));
  const tab = async (status: string) => {
    const res = await author.get(`/api/project/projectCoupons?status=${status}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().payload as { coupons: Listed[]; counts: Record<string, number> };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    author = t.client();
    await author.signIn(AUTHOR);
  });
  afterAll(() => t.close());

  it('the demo author holds the coupon feature and has one coupon of each status', async () => {
    const me = (await author.get('/api/authentication/session')).json().payload.user;
    expect(me.permissions).toContain('EBOOK_COUPONS');
    const active = await tab('ACTIVE');
    expect(active.counts).toEqual({ ACTIVE: 1, SCHEDULED: 1, EXPIRED: 1 });
    expect(active.coupons[0]).toMatchObject({
      couponCode: 'READMORE25',
      promoKind: 'X_PERCENT_OFF_COUPON',
      percentOff: 25,
      campaignLabel: 'Newsletter',
      startDate: day(-3),
      redemptions: 0,
    });
    expect(active.coupons[0]?.titles.map((x) => x.title)).toEqual([
      'The Lighthouse Keeper’s Daughter',
      'The Clockwork Orchard',
    ]);
    expect((await tab('SCHEDULED')).coupons[0]).toMatchObject({
      couponCode: 'BUYONEGETONE',
      promoKind: 'BOGO',
      startDate: day(7),
    });
    const ended = (await tab('EXPIRED')).coupons[0];
    expect(ended).toMatchObject({
      promoKind: 'BOGO_X_PERCENT_OFF',
      percentOff: 50,
      redemptionLimit: 100,
      endDate: day(-32),
      endedEarly: false,
    });
  });

  it('seeding again adds no coupon', async () => {
    const count = async () =>
      rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from coupons`))[0]?.n;
    const before = await count();
    await seed(createServices(t.database.db, t.config, t.database.kind), t.config);
    expect(await count()).toBe(before);
    expect(before).toBe(3);
  });
});
