import { type CouponKind, couponCodeKey } from '@quire/domain';
import { isUniqueViolation } from '../../db/rows';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { ProjectsService } from '../projects';
import type { CouponsRepository } from './coupons.repository';

/** A demo coupon written as it stands (its days may be past). */
export interface SeedCoupon {
  code: string;
  promoKind: CouponKind;
  percentOff: number | null;
  /** YYYY-MM-DD, New York. */
  startDay: string;
  endDay: string;
  redemptionLimit: number | null;
  campaignLabel: string | null;
  eans: string[];
}

/**
 * Seeding for the coupons module (demo mode): a coupon that started or ended in the past, which
 * submitCoupon rightly refuses (a new start is today or later), so the demo can show a running
 * and an ended coupon on its first day. Insert-only: a code that exists is left as it is.
 */
export function createCouponsSeeder(
  uow: UnitOfWork<CouponsRepository>,
  projects: Pick<ProjectsService, 'promoTitles'>,
  now: () => Date,
) {
  return {
    /** Whether a coupon has this code (any case). */
    exists: (code: string): Promise<boolean> => uow.repos.codeTaken(couponCodeKey(code), null),

    async seedCoupon(owner: string, c: SeedCoupon): Promise<'created' | 'exists' | 'skipped'> {
      const codeKey = couponCodeKey(c.code);
      if (await uow.repos.codeTaken(codeKey, null)) return 'exists';
      const titles: { ean: string; projectId: string }[] = [];
      for (const ean of c.eans) {
        const found = (await projects.promoTitles({ owner, ean, onSaleOnly: true, limit: 1 }))[0];
        if (found) titles.push({ ean, projectId: found.projectId });
      }
      // The owner's books are not (or no longer) on sale: no coupon to show on them.
      if (titles.length === 0) return 'skipped';
      try {
        return await uow.withTransaction(async (repos) => {
          const at = now();
          const row = await repos.insert({
            ownerCustomerId: owner,
            code: c.code,
            codeKey,
            promoKind: c.promoKind,
            percentOff: c.percentOff,
            startDay: c.startDay,
            endDay: c.endDay,
            redemptionLimit: c.redemptionLimit,
            campaignLabel: c.campaignLabel,
            createdAt: at,
            updatedAt: at,
            createdBy: owner,
          });
          await repos.insertTitles(row.id, titles);
          return 'created' as const;
        });
      } catch (error) {
        // Another process starting at the same time seeded it first.
        if (isUniqueViolation(error, 'coupons_code_key_idx')) return 'exists';
        throw error;
      }
    },
  };
}

export type CouponsSeeder = ReturnType<typeof createCouponsSeeder>;
