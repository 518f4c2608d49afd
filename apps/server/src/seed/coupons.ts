import { AppError, addDays, couponsEndpoints, hasPermission, newYorkDay, sendDayOf } from '@quire/domain';
import type { AccountsService } from '../modules/accounts';
import {
  COUPONS_PERMISSION,
  type CouponsSeeder,
  type CouponsService,
  type SeedCoupon,
} from '../modules/coupons';

/** The demo author's on-sale eBooks (seed/projects.ts). */
const LIGHTHOUSE = '9798886450101';
const CLOCKWORK = '9798886450118';

/**
 * The demo author's coupons, dated from the seed's day: one running (started three days ago), one
 * ended last month with a redemption limit, one starting in a week. None is redeemed here.
 */
export function demoCoupons(today: string) {
  const running: SeedCoupon = {
    code: 'READMORE25',
    promoKind: 'X_PERCENT_OFF_COUPON',
    percentOff: 25,
    startDay: addDays(today, -3),
    endDay: addDays(today, 27),
    redemptionLimit: null,
    campaignLabel: 'Newsletter',
    eans: [LIGHTHOUSE, CLOCKWORK],
  };
  const ended: SeedCoupon = {
    code: 'PAIRHALFOFF',
    promoKind: 'BOGO_X_PERCENT_OFF',
    percentOff: 50,
    startDay: addDays(today, -60),
    endDay: addDays(today, -32),
    redemptionLimit: 100,
    campaignLabel: 'Spring reading',
    eans: [CLOCKWORK],
  };
  const scheduled = {
    couponCode: 'BUYONEGETONE',
    promoKind: 'BOGO' as const,
    startDate: sendDayOf(addDays(today, 7)),
    endDate: sendDayOf(addDays(today, 21)),
    eanList: [LIGHTHOUSE],
    campaignLabel: 'Book club',
  };
  return { running, ended, scheduled };
}

export interface CouponSeedServices {
  accounts: Pick<AccountsService, 'customerIdByEmail' | 'sessionUserByEmail'>;
  coupons: Pick<CouponsService, 'submit'>;
  couponsSeeder: CouponsSeeder;
}

/**
 * Gives the demo author their coupons (demo mode), insert-only: a code that exists stays as it is,
 * so a restart adds nothing. The running and the ended coupon began in the past, which
 * submitCoupon refuses (a new start is today or later), so they are written through the coupons
 * module's seeder; the scheduled one is made through submitCoupon as the author, as a person's would be.
 */
export async function seedDemoCoupons(
  services: CouponSeedServices,
  email: string,
  now: Date,
): Promise<number> {
  const [owner, author] = await Promise.all([
    services.accounts.customerIdByEmail(email),
    services.accounts.sessionUserByEmail(email),
  ]);
  if (!owner || !author) return 0;
  const { running, ended, scheduled } = demoCoupons(newYorkDay(now));
  let created = 0;
  for (const c of [running, ended])
    if ((await services.couponsSeeder.seedCoupon(owner, c)) === 'created') created += 1;
  // An older demo database without the author's own flag, with coupons turned off for everyone.
  if (!hasPermission(author.permissions, COUPONS_PERMISSION)) return created;
  if (await services.couponsSeeder.exists(scheduled.couponCode)) return created;
  try {
    await services.coupons.submit(
      author,
      couponsEndpoints.submit.body.parse({ coupon: scheduled, couponIdAvailable: false }),
    );
    return created + 1;
  } catch (error) {
    // The author took the book off sale, or another process starting at once made the coupon first.
    if (error instanceof AppError) return created;
    throw error;
  }
}
