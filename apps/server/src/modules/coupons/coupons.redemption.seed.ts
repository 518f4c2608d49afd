import {
  AppError,
  appError,
  type CouponQuote,
  couponCodeKey,
  couponQuote,
  couponStatus,
  newYorkDay,
} from '@quire/domain';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { ProjectsService } from '../projects';
import type { CouponRedemptionRepository } from './coupons.redemption.repository';
import { eanOf, kindOf, remainingOf } from './coupons.redemption.service';
import type { CouponRow } from './coupons.tables';

/** A redemption the demo seed records: a retailer's order of the past. */
export interface SeedRedemption {
  /** The coupon's code, any case. */
  code: string;
  ean: string;
  /** The retailer's order reference: a redemption is kept once per coupon and order. */
  orderRef: string;
  /** When the sale was made: before now, on a day the coupon ran. */
  redeemedAt: Date;
}

export interface CouponRedemptionsSeederDeps {
  uow: UnitOfWork<CouponRedemptionRepository>;
  projects: Pick<ProjectsService, 'promoTitles'>;
  now: () => Date;
}

/** What a title of a coupon sells at with it: the eBook and the coupon's quote on its list price. */
interface Priced {
  projectId: string;
  quote: CouponQuote;
}

/** An order the coupon's rules take, with its price. */
interface Order {
  ean: string;
  orderRef: string;
  redeemedAt: Date;
  priced: Priced;
}

/**
 * Seeding of coupon redemptions (demo mode): retailers' orders of the past, recorded by the rules of
 * the retailers' redeem (coupons.redemption.service.ts) but on the day of each sale rather than
 * today. A redemption is kept when the coupon ran on its New York sale day, names the EAN, and the
 * author's eBook with that EAN is on sale with a list price; it is priced by couponQuote on that
 * list price, with the royalty of the coupon price. A coupon's orders are inserted and counted in
 * one transaction by the same conditional statement as a retailer's (raising the count by all of
 * them at once), so the redemption limit is never exceeded, not even by several processes seeding
 * at once; once a coupon is full, its later orders are left out. An order already recorded is
 * skipped, so seeding again records nothing twice.
 */
export function createCouponRedemptionsSeeder({ uow, projects, now }: CouponRedemptionsSeederDeps) {
  /** The coupon's price of a title, or null when the coupon does not apply to it (not on it, not on sale). */
  async function pricedOf(coupon: CouponRow, ean: string): Promise<Priced | null> {
    if (!(await uow.repos.title(coupon.id, ean))) return null;
    const [book] = await projects.promoTitles({
      owner: coupon.ownerCustomerId,
      ean,
      onSaleOnly: false,
      limit: 1,
    });
    if (!book?.onSale || !book.listPrice) return null;
    const quote = couponQuote(book.listPrice, kindOf(coupon), coupon.percentOff);
    return quote ? { projectId: book.projectId, quote } : null;
  }

  /** An order as coupon_redemptions keeps it, at the coupon's price of its title. */
  const rowOf = (coupon: CouponRow, retailerKeyId: string, order: Order) => ({
    couponId: coupon.id,
    retailerKeyId,
    orderRef: order.orderRef,
    ean: order.ean,
    projectId: order.priced.projectId,
    ownerCustomerId: coupon.ownerCustomerId,
    campaignLabel: coupon.campaignLabel,
    listPrice: order.priced.quote.listPrice,
    couponPrice: order.priced.quote.couponPrice,
    royalty: order.priced.quote.couponRoyalty,
    saleDay: newYorkDay(order.redeemedAt),
    redeemedAt: order.redeemedAt,
  });

  /**
   * Records a coupon's orders (oldest first) in one transaction, counted by one conditional
   * statement; answers the orders that were new, or null when together they would pass the limit (then
   * nothing is kept: throwing rolls the inserted rows back).
   */
  async function recordAll(
    coupon: CouponRow,
    retailerKeyId: string,
    orders: Order[],
  ): Promise<Order[] | null> {
    try {
      return await uow.withTransaction(async (repos) => {
        const rows = await repos.insertRedemptions(orders.map((o) => rowOf(coupon, retailerKeyId, o)));
        // Another process starting at the same time may have recorded some of them first.
        if (rows.length === 0) return [];
        const claimed = await repos.claim(coupon.id, rows.length);
        if (!claimed) throw appError('COUPON_LIMIT_REACHED', { field: 'couponCode' });
        if (claimed.redemptionLimit !== null) {
          const before = claimed.redemptions - rows.length;
          const inOrder = [...rows].sort(
            (a, b) => a.redeemedAt.getTime() - b.redeemedAt.getTime() || a.orderRef.localeCompare(b.orderRef),
          );
          await repos.setRemainingOf(
            inOrder.map((row, i) => ({
              id: row.id,
              remaining: remainingOf(before + i + 1, claimed.redemptionLimit),
            })),
          );
        }
        const inserted = new Set(rows.map((row) => row.orderRef));
        return orders.filter((o) => inserted.has(o.orderRef));
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'COUPON_LIMIT_REACHED') return null;
      throw error;
    }
  }

  /** The orders, one at a time, up to the limit: what a coupon without room for them all takes. */
  async function recordUpToLimit(
    coupon: CouponRow,
    retailerKeyId: string,
    orders: Order[],
  ): Promise<Order[]> {
    const recorded: Order[] = [];
    for (const o of orders) {
      const kept = await recordAll(coupon, retailerKeyId, [o]);
      // Full: the coupon's later orders would be refused too.
      if (kept === null) break;
      recorded.push(...kept);
    }
    return recorded;
  }

  /** The orders of a coupon that its rules take, oldest first, each with its price. */
  async function admitted(coupon: CouponRow, orders: readonly SeedRedemption[]): Promise<Order[]> {
    const known = new Set(
      await uow.repos.orderRefsIn(
        coupon.id,
        orders.map((o) => o.orderRef.trim()),
      ),
    );
    const at = now().getTime();
    const prices = new Map<string, Priced | null>();
    const out: Order[] = [];
    for (const o of [...orders].sort((a, b) => a.redeemedAt.getTime() - b.redeemedAt.getTime())) {
      const orderRef = o.orderRef.trim();
      if (known.has(orderRef) || o.redeemedAt.getTime() >= at) continue;
      if (couponStatus(coupon, newYorkDay(o.redeemedAt)) !== 'ACTIVE') continue;
      const ean = eanOf(o.ean);
      if (!prices.has(ean)) prices.set(ean, await pricedOf(coupon, ean));
      const priced = prices.get(ean);
      if (!priced) continue;
      known.add(orderRef);
      out.push({ ean, orderRef, redeemedAt: o.redeemedAt, priced });
    }
    return out;
  }

  return {
    /**
     * Records the orders not recorded before, all with the retailer key `retailerKeyId`; an order
     * the rules refuse (unknown coupon, a day it did not run, a title not on it or not on sale, a
     * moment not past, the limit reached) is left out. Answers how many were recorded and the
     * earliest moment among them (null: none).
     */
    async recordRedemptions(
      retailerKeyId: string,
      orders: readonly SeedRedemption[],
    ): Promise<{ recorded: number; earliest: Date | null }> {
      const byCoupon = new Map<string, SeedRedemption[]>();
      for (const o of orders) {
        const key = couponCodeKey(o.code);
        byCoupon.set(key, [...(byCoupon.get(key) ?? []), o]);
      }
      let recorded = 0;
      let earliest: Date | null = null;
      for (const [codeKey, list] of byCoupon) {
        const coupon = await uow.repos.couponByCodeKey(codeKey);
        if (!coupon) continue;
        const take = await admitted(coupon, list);
        if (take.length === 0) continue;
        // All at once, as they nearly always fit; one at a time when they would pass the limit.
        const kept =
          (await recordAll(coupon, retailerKeyId, take)) ??
          (await recordUpToLimit(coupon, retailerKeyId, take));
        recorded += kept.length;
        for (const o of kept) if (!earliest || o.redeemedAt < earliest) earliest = o.redeemedAt;
      }
      return { recorded, earliest };
    },
  };
}

export type CouponRedemptionsSeeder = ReturnType<typeof createCouponRedemptionsSeeder>;
