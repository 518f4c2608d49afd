import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
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
     * Counts one more redemption while the coupon is under its limit, in one statement (concurrent
     * ones wait on the row and see each other's count); null when the limit is reached.
     */
    async claim(couponId: string): Promise<{ redemptions: number; redemptionLimit: number | null } | null> {
      const [row] = await db
        .update(c)
        .set({ redemptions: sql`${c.redemptions} + 1` })
        .where(
          and(
            eq(c.id, couponId),
            sql`(${c.redemptionLimit} is null or ${c.redemptions} < ${c.redemptionLimit})`,
          ),
        )
        .returning({ redemptions: c.redemptions, redemptionLimit: c.redemptionLimit });
      return row ?? null;
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
  };
}

export type CouponRedemptionRepository = ReturnType<typeof createCouponRedemptionRepository>;
