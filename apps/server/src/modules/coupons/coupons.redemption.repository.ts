import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type CouponRedemptionRow,
  type CouponRow,
  type CouponTitleRow,
  couponRedemptions,
  coupons,
  couponTitles,
} from './coupons.tables';

const c = coupons;
const r = couponRedemptions;

export type NewCouponRedemption = Omit<CouponRedemptionRow, 'id' | 'remainingAfter'>;

/** Retailers' redemptions: reads coupons and their titles, writes coupon_redemptions and the counter. */
export function createCouponRedemptionRepository(db: Db) {
  return {
    /** The coupon of a code, whatever its case (`code_key`). */
    async couponByCodeKey(codeKey: string): Promise<CouponRow | null> {
      const [row] = await db.select().from(c).where(eq(c.codeKey, codeKey));
      return row ?? null;
    },

    async title(couponId: string, ean: string): Promise<CouponTitleRow | null> {
      const [row] = await db
        .select()
        .from(couponTitles)
        .where(and(eq(couponTitles.couponId, couponId), eq(couponTitles.ean, ean)));
      return row ?? null;
    },

    async redemption(couponId: string, orderRef: string): Promise<CouponRedemptionRow | null> {
      const [row] = await db
        .select()
        .from(r)
        .where(and(eq(r.couponId, couponId), eq(r.orderRef, orderRef)));
      return row ?? null;
    },

    /** Which of these order references already redeemed the coupon (the demo seed's replays). */
    async orderRefsIn(couponId: string, orderRefs: readonly string[]): Promise<string[]> {
      if (orderRefs.length === 0) return [];
      const rows = await db
        .select({ orderRef: r.orderRef })
        .from(r)
        .where(and(eq(r.couponId, couponId), inArray(r.orderRef, [...orderRefs])));
      return rows.map((x) => x.orderRef);
    },

    /** Inserts a redemption; null when the coupon already has one for this order (a replay). */
    async insertRedemption(values: NewCouponRedemption): Promise<CouponRedemptionRow | null> {
      const [row] = await db
        .insert(r)
        .values(values)
        .onConflictDoNothing({ target: [r.couponId, r.orderRef] })
        .returning();
      return row ?? null;
    },

    /**
     * Counts `count` more redemptions (one by default) while the coupon stays within its limit, in
     * one statement (concurrent ones wait on the row and see each other's count); null when they
     * would pass the limit (nothing is counted then).
     */
    async claim(
      couponId: string,
      count = 1,
    ): Promise<{ redemptions: number; redemptionLimit: number | null } | null> {
      const [row] = await db
        .update(c)
        .set({ redemptions: sql`${c.redemptions} + ${count}` })
        .where(
          and(
            eq(c.id, couponId),
            sql`(${c.redemptionLimit} is null or ${c.redemptions} + ${count} <= ${c.redemptionLimit})`,
          ),
        )
        .returning({ redemptions: c.redemptions, redemptionLimit: c.redemptionLimit });
      return row ?? null;
    },

    /** Inserts redemptions in one statement; answers those inserted (not the orders the coupon already had). */
    async insertRedemptions(values: readonly NewCouponRedemption[]): Promise<CouponRedemptionRow[]> {
      if (values.length === 0) return [];
      return db
        .insert(r)
        .values([...values])
        .onConflictDoNothing({ target: [r.couponId, r.orderRef] })
        .returning();
    },

    /** What the limit still allowed right after each of several redemptions, in one statement. */
    async setRemainingOf(rows: readonly { id: string; remaining: number | null }[]): Promise<void> {
      if (rows.length === 0) return;
      await db.execute(sql`
        update coupon_redemptions as r set remaining_after = v.remaining
        from json_to_recordset(${JSON.stringify(rows)}::json) as v(id uuid, remaining integer)
        where r.id = v.id`);
    },

    /** What the limit still allowed right after a redemption, kept so that a replay answers the same. */
    async setRemaining(id: string, remaining: number | null): Promise<void> {
      await db.update(r).set({ remainingAfter: remaining }).where(eq(r.id, id));
    },

    /** An owner's redemptions by New York sale day (both days included), oldest first. */
    async ofOwner(owner: string, fromDay: string, toDay: string): Promise<CouponRedemptionRow[]> {
      return db
        .select()
        .from(r)
        .where(and(eq(r.ownerCustomerId, owner), gte(r.saleDay, fromDay), lte(r.saleDay, toDay)))
        .orderBy(asc(r.saleDay), asc(r.redeemedAt), asc(r.id));
    },

    /**
     * Every owner's redemptions from `since` on (inclusive), by redemption time then id, at most
     * `limit`, each with its coupon's code in capitals (as retailers' events keep it). With
     * `afterId`, those after that redemption of the moment `since` (the next page).
     */
    async since(
      since: Date,
      limit: number,
      afterId?: string,
    ): Promise<(CouponRedemptionRow & { couponCode: string })[]> {
      const after = afterId
        ? sql`(${r.redeemedAt}, ${r.id}) > (${since.toISOString()}::timestamptz, ${afterId}::uuid)`
        : gte(r.redeemedAt, since);
      const rows = await db
        .select({ redemption: r, couponCode: c.codeKey })
        .from(r)
        .innerJoin(c, eq(c.id, r.couponId))
        .where(after)
        .orderBy(asc(r.redeemedAt), asc(r.id))
        .limit(limit);
      return rows.map((x) => ({ ...x.redemption, couponCode: x.couponCode }));
    },
  };
}

export type CouponRedemptionRepository = ReturnType<typeof createCouponRedemptionRepository>;
