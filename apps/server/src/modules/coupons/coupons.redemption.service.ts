import {
  AppError,
  appError,
  COUPON_KINDS,
  type CouponKind,
  type CouponQuote,
  couponCodeKey,
  couponQuote,
  couponStatus,
  errorDefinition,
  newYorkDay,
  type ResponseOf,
  type redemptionSchema,
  type retailEndpoints,
} from '@quire/domain';
import type { z } from 'zod';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { ProjectsService } from '../projects';
import type { CouponRedemptionRepository } from './coupons.redemption.repository';
import type { CouponRedemptionRow, CouponRow } from './coupons.tables';

export type CouponRedemption = z.infer<typeof redemptionSchema>;
export type CouponCheckAnswer = ResponseOf<typeof retailEndpoints.check>;

/** A redemption as other modules read it (analytics: sales at the coupon price by campaign label). */
export interface CouponRedemptionFact {
  id: string;
  couponId: string;
  campaignLabel: string | null;
  ean: string;
  projectId: string | null;
  orderRef: string;
  retailerKeyId: string;
  listPrice: string;
  couponPrice: string;
  royalty: string;
  /** The New York day of the sale, YYYY-MM-DD. */
  saleDay: string;
  redeemedAt: string;
}

/** A redemption of any owner, as analytics copies it into its facts (`redemptionsSince`). */
export interface CouponRedemptionOfOwner extends CouponRedemptionFact {
  ownerCustomerId: string;
  /** The coupon's code in capitals. */
  couponCode: string;
}

const redemptionFact = (r: CouponRedemptionRow): CouponRedemptionFact => ({
  id: r.id,
  couponId: r.couponId,
  campaignLabel: r.campaignLabel,
  ean: r.ean,
  projectId: r.projectId,
  orderRef: r.orderRef,
  retailerKeyId: r.retailerKeyId,
  listPrice: r.listPrice,
  couponPrice: r.couponPrice,
  royalty: r.royalty,
  saleDay: r.saleDay,
  redeemedAt: r.redeemedAt.toISOString(),
});

export interface CouponRedemptionServiceDeps {
  uow: UnitOfWork<CouponRedemptionRepository>;
  projects: Pick<ProjectsService, 'promoTitles'>;
  now: () => Date;
}

/** The request's EAN as coupons keep theirs: digits only (spaces and hyphens dropped). */
export const eanOf = (ean: string) => ean.replace(/[\s-]/g, '');

export const kindOf = (coupon: CouponRow): CouponKind => {
  const kind = COUPON_KINDS.find((k) => k === coupon.promoKind);
  if (!kind) throw new Error(`coupon ${coupon.id} has an unknown kind ${coupon.promoKind}`);
  return kind;
};

export const remainingOf = (redemptions: number, limit: number | null) =>
  limit === null ? null : Math.max(0, limit - redemptions);

interface Assessed {
  coupon: CouponRow;
  ean: string;
  projectId: string;
  quote: CouponQuote;
}

/**
 * A retailer's coupon check and redemption (the retailers' API). A code applies to a title when
 * the coupon exists (any case), is ACTIVE on today's New York day, names the EAN, and the author's
 * eBook with that EAN is on sale now; a redemption also needs the coupon under its limit. The
 * limit holds under concurrency: the redemption is inserted and the counter raised in one
 * transaction by one conditional statement, and a refusal rolls the insert back. A redemption is
 * unique by coupon and the retailer's order reference: a replay answers the first one.
 */
export function createCouponRedemptionService({ uow, projects, now }: CouponRedemptionServiceDeps) {
  async function couponOf(code: string): Promise<CouponRow> {
    const coupon = await uow.repos.couponByCodeKey(couponCodeKey(code));
    if (!coupon) throw appError('COUPON_UNKNOWN', { field: 'couponCode' });
    return coupon;
  }

  /** Everything but the limit; a refusal is thrown with its catalogue code. */
  async function assess(coupon: CouponRow, rawEan: string): Promise<Assessed> {
    const status = couponStatus(coupon, newYorkDay(now()));
    if (status === 'SCHEDULED') throw appError('COUPON_NOT_STARTED', { field: 'couponCode' });
    if (status === 'EXPIRED') throw appError('COUPON_EXPIRED', { field: 'couponCode' });
    const ean = eanOf(rawEan);
    if (!(await uow.repos.title(coupon.id, ean)))
      throw appError('COUPON_EAN_NOT_ON_COUPON', { field: 'ean' });
    const [book] = await projects.promoTitles({
      owner: coupon.ownerCustomerId,
      ean,
      onSaleOnly: false,
      limit: 1,
    });
    if (!book?.onSale || !book.listPrice) throw appError('COUPON_TITLE_NOT_ON_SALE', { field: 'ean' });
    const quote = couponQuote(book.listPrice, kindOf(coupon), coupon.percentOff);
    if (!quote) throw new Error(`coupon ${coupon.id} has no percent for its kind`);
    return { coupon, ean, projectId: book.projectId, quote };
  }

  function toRedemption(row: CouponRedemptionRow, coupon: CouponRow, remaining: number | null) {
    return {
      redemptionId: row.id,
      couponCode: coupon.code,
      ean: row.ean,
      orderRef: row.orderRef,
      promoKind: kindOf(coupon),
      percentOff: coupon.percentOff,
      listPrice: row.listPrice,
      couponPrice: row.couponPrice,
      redeemedAt: row.redeemedAt.toISOString(),
      remaining,
    } satisfies CouponRedemption;
  }

  const refused = (code: string): CouponCheckAnswer => ({
    applies: false,
    code,
    message: errorDefinition(code).message,
    promoKind: null,
    percentOff: null,
    listPrice: null,
    couponPrice: null,
    remaining: null,
  });

  return {
    /** POST /api/retail/coupons/check: whether the code applies to the title now, and its price. */
    async check(input: { couponCode: string; ean: string }): Promise<CouponCheckAnswer> {
      try {
        const { coupon, quote } = await assess(await couponOf(input.couponCode), input.ean);
        const remaining = remainingOf(coupon.redemptions, coupon.redemptionLimit);
        if (remaining === 0) return refused('COUPON_LIMIT_REACHED');
        return {
          applies: true,
          code: null,
          message: null,
          promoKind: kindOf(coupon),
          percentOff: coupon.percentOff,
          listPrice: quote.listPrice,
          couponPrice: quote.couponPrice,
          remaining,
        };
      } catch (error) {
        if (error instanceof AppError) return refused(error.code);
        throw error;
      }
    },

    /**
     * POST /api/retail/coupons/redeem: records the sale at the coupon price for the retailer's
     * order, or answers the order's earlier redemption (replayed, nothing changes). Refusals are
     * AppErrors with the check's codes.
     */
    async redeem(
      input: { couponCode: string; ean: string; orderRef: string },
      retailerKeyId: string,
    ): Promise<{ redemption: CouponRedemption; replayed: boolean }> {
      const coupon = await couponOf(input.couponCode);
      const orderRef = input.orderRef.trim();
      // A retry of an order that redeemed: the same answer, even once the coupon has ended or filled up.
      const replay = (row: CouponRedemptionRow) => ({
        redemption: toRedemption(row, coupon, row.remainingAfter),
        replayed: true,
      });
      const earlier = await uow.repos.redemption(coupon.id, orderRef);
      if (earlier) return replay(earlier);
      // Every read happens before the transaction, which holds one connection and the coupon's row.
      const { ean, projectId, quote } = await assess(coupon, input.ean);
      const at = now();
      return uow.withTransaction(async (repos) => {
        const row = await repos.insertRedemption({
          couponId: coupon.id,
          retailerKeyId,
          orderRef,
          ean,
          projectId,
          ownerCustomerId: coupon.ownerCustomerId,
          campaignLabel: coupon.campaignLabel,
          listPrice: quote.listPrice,
          couponPrice: quote.couponPrice,
          royalty: quote.couponRoyalty,
          saleDay: newYorkDay(at),
          redeemedAt: at,
        });
        if (!row) {
          // The same order, redeemed by a call that committed meanwhile.
          const stored = await repos.redemption(coupon.id, orderRef);
          if (!stored) throw new Error('coupon redemption conflict without a row');
          return replay(stored);
        }
        const claimed = await repos.claim(coupon.id);
        // Throwing rolls the inserted row back.
        if (!claimed) throw appError('COUPON_LIMIT_REACHED', { field: 'couponCode' });
        const remaining = remainingOf(claimed.redemptions, claimed.redemptionLimit);
        await repos.setRemaining(row.id, remaining);
        return { redemption: toRedemption(row, coupon, remaining), replayed: false };
      });
    },

    /** An owner's redemptions by New York sale day, both days included (YYYY-MM-DD), oldest first. */
    async redemptionsOf(
      ownerCustomerId: string,
      fromDay: string,
      toDay: string,
    ): Promise<CouponRedemptionFact[]> {
      const rows = await uow.repos.ofOwner(ownerCustomerId, fromDay, toDay);
      return rows.map(redemptionFact);
    },

    /**
     * Every owner's redemptions redeemed at or after `since`, oldest first, at most `limit` (for
     * analytics, after its own checks: no user is asked here). `afterId`, the last one of the
     * previous page, pages on past redemptions of the same moment.
     */
    async redemptionsSince(since: Date, limit: number, afterId?: string): Promise<CouponRedemptionOfOwner[]> {
      const rows = await uow.repos.since(since, limit, afterId);
      return rows.map((r) => ({
        ...redemptionFact(r),
        ownerCustomerId: r.ownerCustomerId,
        couponCode: r.couponCode,
      }));
    },
  };
}

export type CouponRedemptionService = ReturnType<typeof createCouponRedemptionService>;
